#include "chinese_checkers_game.hpp"

#include <plateau/sdk/bot.hpp>

#include "marbles.hpp"
#include "star.hpp"

namespace chinese_checkers {

using namespace plateau;

namespace {

// Moves the marble that gains most towards the tip of its goal, the one farthest behind
// on a tie; the easy level takes any move that gains. It reads moves as the game writes
// them (from · 121 + to) and nothing else of the state.
class GreedyBot final : public Bot {
public:
    explicit GreedyBot(BotLevel level) : m_level(level) {}
    std::string name() const override { return "greedy"; }

    Move chooseMove(const State& state, Rng& rng) override {
        MoveList moves;
        state.legalMoves(moves);
        if (moves.empty()) return Move{};
        const Star& star = Star::get();
        const int player = state.currentPlayer();
        const auto points = startPoints(state.numPlayers());
        const int tip = star.point(opposite(points[static_cast<std::size_t>(player)]))[0];
        std::vector<Move> best;
        int bestScore = -1 << 20;
        for (const Move m : moves) {
            if (m.code >= kHoles * kHoles) return m;  // the pass, when nothing else is legal
            const int from = static_cast<int>(m.code) / kHoles,
                      to = static_cast<int>(m.code) % kHoles;
            const int gain = star.distance(from, tip) - star.distance(to, tip);
            const int score = m_level == BotLevel::Easy ? (gain > 0 ? 1 : 0)
                                                        : gain * 64 + star.distance(from, tip);
            if (score > bestScore) {
                bestScore = score;
                best.clear();
            }
            if (score == bestScore) best.push_back(m);
        }
        return best[static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(best.size())))];
    }

private:
    BotLevel m_level;
};

}  // namespace

Expected<BotPtr> ChineseCheckersGame::makeBot(std::string_view name, std::string_view level) const {
    if (name != "greedy")
        return Error(this->name() + " has no bot named '" + std::string(name) +
                     "' (its own: greedy)");
    auto parsed = parseBotLevel(level, BotLevel::Hard);
    if (!parsed) return parsed.error();
    return BotPtr(new GreedyBot(*parsed), BotDeleter{shared()});
}

}  // namespace chinese_checkers
