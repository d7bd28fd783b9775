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
    if (m_game->type().simultaneousMoves) {
        // Any awaited player's move, in any order (a record replays as it was played).
        for (int p : awaitedPlayers()) {
            legalMovesFor(p, moves);
            if (std::find(moves.begin(), moves.end(), move) != moves.end()) return std::nullopt;
        }
        return detail::tx("not a legal move now");
    }
    legalMoves(moves);
    if (std::find(moves.begin(), moves.end(), move) != moves.end()) return std::nullopt;
    return detail::tx("not a legal move now");
}

Status State::apply(Move move) {
    if (auto why = illegalReason(move)) return Error(*why);
    applyUnchecked(move);
    return {};
}

std::vector<int> State::awaitedPlayers() const {
    const PlayerId p = currentPlayer();
    if (p < 0) return {};
    return {p};
}

void State::legalMovesFor(int player, MoveList& out) const {
    out.clear();
    if (player >= 0 && player == currentPlayer()) legalMoves(out);
}

Status State::applyFor(int player, Move move) {
    if (player == kChancePlayer && isChance()) return apply(move);
    const auto awaited = awaitedPlayers();
    if (std::find(awaited.begin(), awaited.end(), player) == awaited.end())
        return Error(isTerminal() ? detail::tx("the game is over")
                                  : detail::tx("it is not this player's turn"));
    MoveList moves;
    legalMovesFor(player, moves);
    if (std::find(moves.begin(), moves.end(), move) == moves.end())
        return Error(detail::tx("not a legal move now"));
    m_history.push_back(move);
    doApply(move);
    return {};
}

Status State::apply(std::string_view notation) {
    auto move = parseMove(notation);
    if (!move) return move.error();
    return apply(*move);
}

StatePtr State::resampleFromInformation(int, Rng&) const {
    return clone();
}

namespace {

// The player whose move `move` is at `s`: an awaited player who may play it.
int moverOf(const State& s, Move move) {
    MoveList moves;
    for (int p : s.awaitedPlayers()) {
        s.legalMovesFor(p, moves);
        if (std::find(moves.begin(), moves.end(), move) != moves.end()) return p;
    }
    return -1;
}

}  // namespace

StatePtr State::resampleByReplay(int player, Rng& rng, int tries) const {
    const Viewer viewer = Viewer::player(player);
    const std::string seen = toText(viewer);
    StatePtr last;
    for (int attempt = 0; attempt < tries; ++attempt) {
        auto fresh = m_game->newState(*m_setup);
        if (!fresh) break;
        StatePtr s = std::move(*fresh);
        s->setLogging(m_logging);
        bool played = true;
        for (std::size_t i = 0; i < m_history.size() && played; ++i) {
            Move m = m_history[i];
            if (moveHiddenFrom(i, viewer)) {
                if (s->isChance()) {
                    m = s->sampleChanceOutcome(rng);
                } else if (const int mover = moverOf(*s, m); mover >= 0) {
                    MoveList moves;
                    s->legalMovesFor(mover, moves);
                    m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
                }
            }
            played = s->applyFor(s->isChance() ? kChancePlayer : moverOf(*s, m), m).ok();
        }
        if (!played) continue;
        if (s->toText(viewer) == seen) return s;
        last = std::move(s);
    }
    return last ? std::move(last) : clone();
}

std::vector<std::optional<Move>> State::historyFor(const Viewer& viewer) const {
    std::vector<std::optional<Move>> out(m_history.begin(), m_history.end());
    for (const SecretMove& secret : m_secrets)
        if (!viewer.sees(secret.seenBy) && secret.ply < out.size()) out[secret.ply].reset();
    return out;
}

bool State::moveHiddenFrom(std::size_t ply, const Viewer& viewer) const {
    return !viewer.sees(moveSeenBy(ply));
}

PlayerMask State::moveSeenBy(std::size_t ply) const {
    for (const SecretMove& secret : m_secrets)
        if (secret.ply == ply) return secret.seenBy;
    return kEveryone;
}

std::vector<Event> State::eventsFor(const Viewer& viewer) const {
    std::vector<Event> out;
    out.reserve(m_events.size());
    for (const Event& e : m_events) {
        const std::string* text = e.textFor(viewer);
        if (!text) continue;
        out.push_back(Event{e.ply, e.player, *text});
    }
    return out;
}

bool State::turnEndedAt(std::size_t ply) const {
    if (ply >= m_history.size()) return false;
    if (!m_game->type().multiStepTurns) return true;
    return std::binary_search(m_turnEnds.begin(), m_turnEnds.end(), ply);
}

int State::turnsCompleted() const {
    if (!m_game->type().multiStepTurns) return static_cast<int>(m_history.size());
    return static_cast<int>(m_turnEnds.size());
}

void State::hideMove(PlayerMask seenBy) {
    assert(!m_history.empty() && "hideMove is called from doApply");
    if (m_history.empty() || seenBy == kEveryone) return;
    const std::size_t ply = m_history.size() - 1;
    for (SecretMove& secret : m_secrets)
        if (secret.ply == ply) {
            secret.seenBy = seenBy;
            return;
        }
    m_secrets.push_back(SecretMove{ply, seenBy});
}

void State::revealMove(std::size_t ply) {
    std::erase_if(m_secrets, [&](const SecretMove& secret) { return secret.ply == ply; });
}

void State::endTurn() {
    assert(!m_history.empty() && "endTurn is called from doApply");
    if (m_history.empty()) return;
    const std::size_t ply = m_history.size() - 1;
    if (m_turnEnds.empty() || m_turnEnds.back() < ply) m_turnEnds.push_back(ply);
}

void State::applyUnchecked(Move move) {
    assert(!illegalReason(move).has_value());
    m_history.push_back(move);
    doApply(move);
}

std::size_t State::playChances(const SeedStreams& streams, std::size_t limit) {
    std::size_t played = 0;
    for (; played < limit && isChance(); ++played) {
        Rng rng = streams.dice(m_history.size());
        applyUnchecked(sampleChanceOutcome(rng));
    }
    return played;
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
    m_secrets = other.m_secrets;
    m_turnEnds.assign(other.m_turnEnds.begin(), other.m_turnEnds.end());
    return true;
}

bool State::doAssign(const State&) { return false; }

std::vector<BoardAid> State::boardAids(const Viewer&) const { return {}; }

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

void State::addSecretEvent(int player, PlayerMask seenBy, std::string text, std::string otherText) {
    m_events.push_back(Event{static_cast<int>(m_history.size()), player, std::move(text), seenBy,
                             std::move(otherText)});
}

}  // namespace plateau
