#include "plateau/sdk/state.hpp"

#include <algorithm>
#include <bit>
#include <typeinfo>

#include "plateau/sdk/chance.hpp"
#include "plateau/sdk/game.hpp"
#include "texts.hpp"

namespace plateau {

void StateDeleter::operator()(State* state) const noexcept {
    if (!state) return;
    // Hold the game past the plugin's destructor: the last reference may unload it.
    std::shared_ptr<const Game> keep = state->gamePtr();
    delete state;
}

State::State(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
    : m_game(std::move(game)), m_setup(std::move(setup)) {
    assert(m_game && m_setup);
}

State::~State() = default;

const std::string& State::playerName(int player) const {
    static const std::string kNobody = "nobody";
    if (player < 0 || player >= numPlayers()) return kNobody;
    return m_setup->players[player].name;
}

Color State::playerColor(int player) const {
    if (player >= 0 && player < numPlayers()) {
        if (const auto& chosen = m_setup->players[player].color) return *chosen;
        const auto palette = m_game->defaultColors();
        if (!palette.empty()) return palette[static_cast<std::size_t>(player) % palette.size()];
    }
    return {128, 128, 128};
}

void State::chanceOutcomes(ChanceList& out) const { out.clear(); }

std::optional<std::string> State::illegalReason(Move move) const {
    if (isTerminal()) return detail::tx("the game is over");
    if (isChance()) {
        ChanceList outcomes;
        chanceOutcomes(outcomes);
        for (const auto& o : outcomes)
            if (o.move == move) return std::nullopt;
        return detail::tx("not a possible throw now");
    }
    MoveList moves;
    legalMoves(moves);
    if (std::find(moves.begin(), moves.end(), move) != moves.end()) return std::nullopt;
    return detail::tx("not a legal move now");
}

Status State::apply(Move move) {
    if (auto why = illegalReason(move)) return Error(*why);
    applyUnchecked(move);
    return {};
}

Status State::apply(std::string_view notation) {
    auto move = parseMove(notation);
    if (!move) return move.error();
    return apply(*move);
}

void State::applyUnchecked(Move move) {
    assert(!illegalReason(move).has_value());
    m_history.push_back(move);
    doApply(move);
}

StatePtr State::cloneForSearch() const {
    StatePtr copy = doClone();
    copy->m_events = {};
    copy->m_logging = false;
    return copy;
}

double State::returnFor(int player) const {
    const Outcome result = outcome();
    if (result.isDraw()) return 0.5;
    if (std::find(result.winners.begin(), result.winners.end(), player) == result.winners.end())
        return 0.0;
    return 1.0 / static_cast<double>(result.winners.size());
}

Target State::moveTarget(Move) const { return {}; }

MoveInput State::moveInput(Move move) const { return {Target{}, moveTarget(move), {}}; }

std::uint64_t State::perft(int depth) const {
    if (depth <= 0 || isTerminal()) return 1;
    std::uint64_t total = 0;
    const auto expand = [&](Move m) {
        StatePtr child = clone();
        child->setLogging(false);
        child->applyUnchecked(m);
        total += child->perft(depth - 1);
    };
    if (isChance()) {
        ChanceList outcomes;
        chanceOutcomes(outcomes);
        for (const auto& o : outcomes) expand(o.move);
    } else {
        MoveList moves;
        legalMoves(moves);
        for (Move m : moves) expand(m);
    }
    return total;
}

bool State::assignFrom(const State& other) {
    if (&other == this) return true;
    if (typeid(*this) != typeid(other) || !doAssign(other)) return false;
    // Copying a shared_ptr touches its count, which threads share: skip it when equal.
    if (m_game != other.m_game) m_game = other.m_game;
    if (m_setup != other.m_setup) m_setup = other.m_setup;
    m_history.assign(other.m_history.begin(), other.m_history.end());
    m_events = other.m_events;
    m_logging = other.m_logging;
    return true;
}

bool State::doAssign(const State&) { return false; }

Move State::randomMove(Rng& rng) const {
    MoveList moves;
    legalMoves(moves);
    return moves.empty() ? Move{} : moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

Move State::sampleChanceOutcome(Rng& rng) const {
    ChanceList outcomes;
    chanceOutcomes(outcomes);
    return sampleChance(outcomes, rng);
}

std::uint32_t State::winnerMask() const {
    std::uint32_t mask = 0;
    for (int w : outcome().winners)
        if (w >= 0 && w < 32) mask |= 1u << w;
    return mask;
}

double State::returnFromMask(std::uint32_t mask, int player) {
    if (mask == 0) return 0.5;
    if (player < 0 || player >= 32 || !((mask >> player) & 1u)) return 0.0;
    return 1.0 / static_cast<double>(std::popcount(mask));
}

void State::addEvent(int player, std::string text) {
    m_events.push_back(Event{static_cast<int>(m_history.size()), player, std::move(text)});
}

}  // namespace plateau
