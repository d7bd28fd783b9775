#include "race/race_game.hpp"

#include <algorithm>

#include <plateau/sdk/variant_reader.hpp>

namespace race {

using namespace plateau;

namespace {

constexpr std::uint32_t kStepBase = 10;  // player moves: 10 + steps; throws: 1..3

class RaceState final : public State {
public:
    RaceState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, int goal)
        : State(std::move(game), std::move(setup)), m_goal(goal) {
        m_pos.assign(static_cast<std::size_t>(numPlayers()), 0);
        m_first = this->setup().firstPlayer;  // the SDK draws it when the setup leaves it open
        m_player = m_first;
    }

    PlayerId currentPlayer() const override {
        if (m_winner >= 0) return kTerminalPlayer;
        return m_die == 0 ? kChancePlayer : m_player;
    }
    PlayerId actingPlayer() const override { return m_winner >= 0 ? kTerminalPlayer : m_player; }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (currentPlayer() < 0) return;
        out.push_back(Move{kStepBase + 1});
        if (m_die > 1) out.push_back(Move{kStepBase + static_cast<std::uint32_t>(m_die)});
    }

    void chanceOutcomes(ChanceList& out) const override {
        out.clear();
        if (!isChance()) return;
        for (std::uint32_t d = 1; d <= 3; ++d) out.push_back({Move{d}, 1.0 / 3.0});
    }

    Outcome outcome() const override {
        if (m_winner < 0) return {};
        return {{m_winner}, playerName(m_winner) + " reached square " + std::to_string(m_goal)};
    }

    std::string moveToString(Move m) const override {
        if (m.code >= 1 && m.code <= 3) return "d" + std::to_string(m.code);
        return "+" + std::to_string(static_cast<int>(m.code) - static_cast<int>(kStepBase));
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text.size() == 2 && text[0] == 'd' && text[1] >= '1' && text[1] <= '3')
            return Move{static_cast<std::uint32_t>(text[1] - '0')};
        if (text.size() == 2 && text[0] == '+' && text[1] >= '1' && text[1] <= '3')
            return Move{kStepBase + static_cast<std::uint32_t>(text[1] - '0')};
        return Error("'" + std::string(text) + "' is neither a throw (d1–d3) nor a step (+1–+3)");
    }

    Target moveTarget(Move m) const override {
        if (m.code <= kStepBase) return {};
        return {Target::Kind::Cell, std::min(m_goal, m_pos[m_player] + static_cast<int>(m.code - kStepBase))};
    }

    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {static_cast<float>(m_goal + 1), 2};
        for (int i = 0; i <= m_goal; ++i) {
            Cell c;
            c.center = {i + 0.5f, 1};
            c.size = {0.9f, 0.9f};
            c.label = std::to_string(i);
            c.kind = i == 0 ? "start" : i == m_goal ? "goal" : "plain";
            view.cells.push_back(c);
            if (i > 0) view.links.push_back({i - 1, i});
        }
        for (int p = 0; p < numPlayers(); ++p) {
            view.pieces.push_back({p, m_pos[p], -1, "pawn", std::to_string(p + 1)});
            view.players.push_back({playerName(p), playerColor(p), ""});
        }
        if (m_die) view.dice.push_back({m_die});
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        for (int p = 0; p < numPlayers(); ++p)
            out += playerName(p) + ": " + std::to_string(m_pos[p]) + "/" + std::to_string(m_goal) + "\n";
        out += "die: " + std::to_string(m_die) + ", to move: " + playerName(m_player) + "\n";
        return out;
    }

protected:
    void doApply(Move m) override {
        if (m.code <= 3) {
            m_die = static_cast<int>(m.code);
            log(m_player, [&] { return playerName(m_player) + " throws " + std::to_string(m_die); });
            return;
        }
        const int steps = static_cast<int>(m.code - kStepBase);
        m_pos[m_player] = std::min(m_goal, m_pos[m_player] + steps);
        log(m_player, [&] {
            return playerName(m_player) + " advances " + std::to_string(steps) + " to " +
                   std::to_string(m_pos[m_player]);
        });
        m_die = 0;
        if (m_pos[m_player] == m_goal) {
            m_winner = m_player;
            log(m_player, [&] { return playerName(m_player) + " wins"; });
        } else {
            m_player = (m_player + 1) % numPlayers();
        }
    }

    StatePtr doClone() const override { return StatePtr(new RaceState(*this)); }

private:
    int m_goal;
    std::vector<int> m_pos;
    int m_first = 0;
    int m_player = 0;
    int m_die = 0;
    int m_winner = -1;
};

}  // namespace

const GameType kRaceType{
    .id = "race",
    .name = "Race",
    .description = "Throw a die of three, advance; first home wins.",
    .dice = DiceThrow::ByPlayer,
    .decisions = true,  // by the throw or by one
    .board = BoardStyle::Plain,
    .pieceName = "pawn",
};

Expected<VariantInfo> readRaceVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    if (!info->findOption("goal")) return Error(file.string(), 1, 1, "a race variant needs the option 'goal'");
    return info;
}

Expected<std::shared_ptr<const RaceGame>> RaceGame::load(const std::filesystem::path& dataDir) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readRaceVariant);
    if (!loaded) return loaded.error();
    return makeGame<RaceGame>(std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> RaceGame::loadVariantFile(const std::filesystem::path& file) const {
    return readRaceVariant(file);
}

Expected<StatePtr> RaceGame::createState(std::shared_ptr<const Setup> setup, const VariantInfo&) const {
    const int goal = static_cast<int>(setup->options.getInt("goal", 10));
    return StatePtr(new RaceState(shared(), std::move(setup), goal));
}

}  // namespace race
