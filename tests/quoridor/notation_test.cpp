// Move texts and the standard record text.

#include <doctest/doctest.h>

#include <plateau/sdk/random.hpp>

#include <plateau/sdk/first_player.hpp>

#include "quoridor/helpers.hpp"
#include "quoridor/notation.hpp"
#include "quoridor/standard_record.hpp"

using namespace quoridor;
using namespace quoridor::testing;

namespace {

std::string parseError(std::string_view text, int size = 9) {
    auto parsed = parseMoveText(text, size, 2);
    REQUIRE_FALSE(parsed.ok());
    return parsed.error().reason;
}

// A seeded random game, played to its end or to the ply limit.
plateau::StatePtr randomGame(int players, int size, std::uint64_t seed, int plies = 400) {
    auto setup = makeSetup(players, size, 0, plies, -1);
    setup.seed = seed;  // who starts is drawn from it
    auto s = start(setup);
    plateau::Rng rng(seed);
    while (!s->isTerminal()) {
        plateau::MoveList moves;
        s->legalMoves(moves);
        REQUIRE_OK(s->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
    }
    return s;
}

}  // namespace

TEST_CASE("move texts name squares, walls, the pass and the draw") {
    CHECK(moveName(pawnMove(geometry(9).square(4, 1)), 9) == "e2");
    CHECK(moveName(wallMove(geometry(9).square(4, 2), Orientation::Horizontal), 9) == "e3h");
    CHECK(moveName(wallMove(geometry(9).square(4, 2), Orientation::Vertical), 9) == "e3v");
    CHECK(moveName(passMove(), 9) == "pass");
    CHECK(moveName(firstPlayerMove(1), 9) == "first:2");
    CHECK(moveName(pawnMove(120), 11) == "k11");
    CHECK(moveName(plateau::Move{100000}, 9) == "#100000");
    for (int size : {5, 7, 9, 11}) {
        for (std::uint32_t code = 0; code < 420; ++code) {
            const plateau::Move m{code};
            const std::string text = moveName(m, size);
            if (text.starts_with("#") || code >= firstPlayerMove(4).code) continue;
            auto back = parseMoveText(text, size, 4);
            REQUIRE_MESSAGE(back.ok(), text);
            CHECK_MESSAGE(back->code == code, text);
        }
    }
}

TEST_CASE("bad move texts are refused with the token and the reason") {
    CHECK(parseError("z9") == "z9: no column z");
    CHECK(parseError("j1") == "j1: no column j");
    CHECK(parseError("e10") == "e10: no row 10");
    CHECK(parseError("e0") == "e0: no row 0");
    CHECK(parseError("e3x") == "e3x: 'x' is not a wall direction (h or v)");
    CHECK(parseError("e3hv") == "e3hv: a wall is written like e3h or e3v");
    CHECK(parseError("") == "empty move: expected a square (e2), a wall (e3h) or pass");
    CHECK(parseError("e") == "e: a row number must follow the column");
    CHECK(parseError("3e") == "3e: a move is a square (e2), a wall (e3h, e3v) or pass");
    CHECK(parseError("i9h") == "i9h: no wall is anchored at i9 (anchors run a1–h8)");
    CHECK(parseError("e9v") == "e9v: no wall is anchored at e9 (anchors run a1–h8)");
    CHECK(parseError("first:3") == "first:3: the player who starts is 1 to 2");
    CHECK(parseError("f5", 5) == "f5: no column f");
    CHECK(parseMoveText("k11", 11, 2).ok());
    CHECK(parseMoveText("j10h", 11, 2).ok());
    // Through the State as well: apply() reports the parse error.
    auto s = start(makeSetup(2));
    auto result = s->apply("z9");
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().reason == "z9: no column z");
}

TEST_CASE("standard records: export") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7");
    CHECK(toStandardNotation(*s) == "1. e2 e8 2. e3 e7");
    play(*s, "e3h");
    CHECK(toStandardNotation(*s) == "1. e2 e8 2. e3 e7 3. e3h");
    auto four = position(makeSetup(4), "e2 b5 e8 h5 e3");
    CHECK(toStandardNotation(*four) == "1. e2 b5 e8 h5 2. e3");
    CHECK(toStandardNotation(*start(makeSetup(2))).empty());
}

TEST_CASE("standard records round-trip, random games of two and four players") {
    for (int players : {2, 4}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            CAPTURE(players);
            CAPTURE(seed);
            auto s = randomGame(players, seed % 2 ? 9 : 7, seed, 120);
            const std::string text = toStandardNotation(*s);
            auto moves = parseStandardRecord(text, asQuoridor(*s).rules().size, players);
            REQUIRE_OK(moves);
            std::vector<std::string> expected;
            for (plateau::Move m : s->history()) expected.push_back(s->moveToString(m));
            CHECK(*moves == expected);
            // Replayed through the rules from the same first player: the same position.
            plateau::Setup setup = s->setup();
            setup.firstPlayer = plateau::drawFirstPlayer(setup);  // who was drawn to start
            auto replayed = readStandardRecord(*game(), setup, text);
            REQUIRE_OK(replayed);
            CHECK((*replayed)->toText(plateau::Viewer::referee()) ==
                  s->toText(plateau::Viewer::referee()));
        }
    }
}

TEST_CASE("standard records: bad tokens and illegal moves are reported") {
    const auto error = [](std::string_view text, int players = 2) {
        auto parsed = parseStandardRecord(text, 9, players);
        REQUIRE_FALSE(parsed.ok());
        return parsed.error().reason;
    };
    CHECK(error("1. e2 z9") == "z9: no column z");
    CHECK(error("1. e2 e8 2. e10") == "e10: no row 10");
    CHECK(error("1. e2 e8 2. e3x") == "e3x: 'x' is not a wall direction (h or v)");
    CHECK(error("1. e2 e8 3. e3") == "3.: expected move number 2.");
    CHECK(error("1. e2 2. e8") == "2.: a move number comes only after a full round of 2 moves");
    CHECK(error("e2 e8") == "e2: move number 1. is missing before it");
    CHECK(error("1. e2 e8 2.") == "the record ends with a move number and no move");
    CHECK(error("1. e2 first:2") ==
          "first:2: the draw of who starts is not part of a standard record");
    auto glued = parseStandardRecord("1.e2 e8 2.e3", 9, 2);
    REQUIRE_OK(glued);
    CHECK(*glued == std::vector<std::string>{"e2", "e8", "e3"});
    CHECK(parseStandardRecord("", 9, 2)->empty());

    auto illegal = readStandardRecord(*game(), makeSetup(2), "1. e2 e8 2. e4");
    REQUIRE_FALSE(illegal.ok());
    CHECK(illegal.error().reason == "move 3 (round 2, e4): not reachable from e2");
    auto crossing = readStandardRecord(*game(), makeSetup(2), "1. e3v e3h");
    REQUIRE_FALSE(crossing.ok());
    CHECK(crossing.error().reason == "move 2 (round 1, e3h): crosses the wall e3v");
}

TEST_CASE("the game's standard notation hooks use the same text") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e3h");
    const auto text = game()->exportStandardNotation(*s);
    REQUIRE(text.has_value());
    CHECK(*text == "1. e2 e8 2. e3 e7 3. e3h");
    auto back = game()->importStandardNotation(makeSetup(2), *text);
    REQUIRE_OK(back);
    CHECK((*back)->toText(plateau::Viewer::referee()) == s->toText(plateau::Viewer::referee()));
    auto bad = game()->importStandardNotation(makeSetup(2), "1. e2 e8 2. e3 z7");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().reason == "z7: no column z");
}
