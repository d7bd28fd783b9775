#include "conformance/conformance.hpp"

#include <doctest/doctest.h>

#include "support.hpp"

#include <algorithm>
#include <cmath>

#include <plateau/chance.hpp>
#include <plateau/random.hpp>
#include <plateau/record.hpp>

namespace plateau::testing {

namespace {

// Everything observable about a state, for equality checks.
std::string fingerprint(const State& s) {
    std::string out = s.toText();
    out += "\nplayer " + std::to_string(s.currentPlayer()) + "\nhistory";
    for (Move m : s.history()) out += ' ' + std::to_string(m.code);
    return out;
}

void checkChance(const State& s) {
    ChanceList outcomes;
    s.chanceOutcomes(outcomes);
    REQUIRE_FALSE(outcomes.empty());
    double total = 0;
    for (const auto& o : outcomes) {
        CHECK(o.probability > 0);
        total += o.probability;
        const std::string text = s.moveToString(o.move);
        auto parsed = s.parseMove(text);
        REQUIRE_MESSAGE(parsed.ok(), "throw '", text, "' does not parse back");
        CHECK(parsed->code == o.move.code);
    }
    CHECK(std::abs(total - 1.0) < 1e-9);
    MoveList none;
    s.legalMoves(none);
    CHECK(none.empty());
}

void checkDecision(const State& s, const BoardView& view) {
    MoveList moves;
    s.legalMoves(moves);
    REQUIRE_MESSAGE(!moves.empty(), "no legal move at a decision node:\n", s.toText());
    for (Move m : moves) {
        CHECK_FALSE(s.illegalReason(m).has_value());
        const std::string text = s.moveToString(m);
        auto parsed = s.parseMove(text);
        REQUIRE_MESSAGE(parsed.ok(), "move '", text, "' does not parse back");
        CHECK_MESSAGE(parsed->code == m.code, "move '", text, "' parses to another move");
        const Target t = s.moveTarget(m);
        if (t.kind == Target::Kind::Cell) {
            CHECK((t.index >= 0 && t.index < static_cast<int>(view.cells.size())));
        } else if (t.kind == Target::Kind::Slot) {
            CHECK((t.index >= 0 && t.index < static_cast<int>(view.slots.size())));
        }
    }
}

void checkView(const State& s, const BoardView& view) {
    CHECK(static_cast<int>(view.players.size()) == s.numPlayers());
    for (const auto& piece : view.pieces) {
        const bool onCell = piece.cell >= 0 && piece.cell < static_cast<int>(view.cells.size());
        const bool inSlot = piece.slot >= 0 && piece.slot < static_cast<int>(view.slots.size());
        CHECK((onCell || inSlot));
        CHECK(piece.owner < s.numPlayers());
    }
    for (const auto& trail : view.trails) {
        CHECK((trail.piece >= 0 && trail.piece < static_cast<int>(view.pieces.size())));
        for (int c : trail.cells) CHECK((c >= 0 && c < static_cast<int>(view.cells.size())));
    }
}

// A move code that is not legal here must be refused and change nothing.
void checkIllegalRefused(State& s, Rng& rng) {
    MoveList moves;
    s.legalMoves(moves);
    ChanceList outcomes;
    s.chanceOutcomes(outcomes);
    for (int attempt = 0; attempt < 8; ++attempt) {
        const Move m{static_cast<std::uint32_t>(rng.next())};
        const bool legal =
            std::find(moves.begin(), moves.end(), m) != moves.end() ||
            std::any_of(outcomes.begin(), outcomes.end(), [&](auto& o) { return o.move == m; });
        if (legal) continue;
        const std::string before = fingerprint(s);
        const auto events = s.events().size();
        auto result = s.apply(m);
        CHECK_FALSE(result.ok());
        if (!result.ok()) CHECK_FALSE(result.error().reason.empty());
        CHECK(fingerprint(s) == before);
        CHECK(s.events().size() == events);
    }
}

}  // namespace

void checkConformance(const Game& game, const Setup& setup, const ConformanceOptions& options) {
    Rng rng(options.seed);
    for (int g = 0; g < options.games; ++g) {
        CAPTURE(g);
        auto made = game.newState(setup);
        REQUIRE_OK(made);
        StatePtr state = std::move(*made);
        StatePtr twin = state->clone();
        int plies = 0;
        for (; plies < options.maxPlies && !state->isTerminal(); ++plies) {
            const BoardView view = state->boardView();
            checkView(*state, view);
            const PlayerId p = state->currentPlayer();
            REQUIRE((p == kChancePlayer || (p >= 0 && p < state->numPlayers())));
            if (g == 0 && plies % 7 == 0) checkIllegalRefused(*state, rng);
            Move chosen;
            if (state->isChance()) {
                checkChance(*state);
                chosen = sampleChance(*state, rng);
            } else {
                checkDecision(*state, view);
                MoveList moves;
                state->legalMoves(moves);
                chosen = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
            }
            REQUIRE(state->apply(chosen).ok());
            REQUIRE(twin->apply(chosen).ok());
        }
        CHECK(fingerprint(*twin) == fingerprint(*state));
        if (state->isTerminal()) {
            const Outcome result = state->outcome();
            CHECK_FALSE(result.reason.empty());
            double total = 0;
            for (int p = 0; p < state->numPlayers(); ++p) total += state->returnFor(p);
            CHECK(total > 0);
            MoveList none;
            state->legalMoves(none);
            CHECK(none.empty());
        }
        // A record replays to the identical state, also after a trip through TOML.
        const Record record = makeRecord(*state);
        auto parsed = parseRecord(toToml(record), "record.toml");
        REQUIRE_OK(parsed);
        CHECK(*parsed == record);
        auto replayed = replay(game, *parsed);
        REQUIRE_OK(replayed);
        CHECK(fingerprint(**replayed) == fingerprint(*state));
    }
    // The game's own perft against the generic one, from the start.
    auto start = game.newState(setup);
    REQUIRE(start.ok());
    const State& s = **start;
    CHECK(s.perft(options.perftDepth) == s.State::perft(options.perftDepth));
}

}  // namespace plateau::testing
