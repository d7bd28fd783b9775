// The rules of draughts with positions and moves given by the test (the conformance checks,
// added by plateau_add_conformance_test, cover what every game must do).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "draughts_game.hpp"

namespace {

using plateau::Move;
using plateau::StatePtr;

const draughts::DraughtsGame& game() {
    static const auto loaded = [] {
        const char* dir = std::getenv("DRAUGHTS_DATA_DIR");
        auto g = draughts::DraughtsGame::load(dir ? dir : "games/draughts");
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
        return *g;
    }();
    return *loaded;
}

plateau::Setup setup(const std::string& variant) {
    plateau::Setup s;
    s.variant = variant;
    s.players = {{"White"}, {"Black"}};
    return s;
}

StatePtr position(const std::string& fen, plateau::Setup s = setup("international")) {
    auto state = game().fromPosition(std::move(s), fen);
    REQUIRE_MESSAGE(state.ok(), (state.ok() ? "" : state.error().toString()));
    return std::move(*state);
}

std::vector<std::string> moves(const plateau::State& s) {
    plateau::MoveList list;
    s.legalMoves(list);
    std::vector<std::string> out;
    for (Move m : list)
        out.push_back(s.moveToString(m));
    return out;
}

// Where the pieces stand in the view: square numbers (cell i is square i + 1) by kind.
std::vector<int> squaresOf(const plateau::State& s, int owner, const std::string& kind) {
    std::vector<int> out;
    for (const auto& p : s.boardView(plateau::Viewer::referee()).pieces)
        if (p.owner == owner && p.kind == kind && p.cell >= 0) out.push_back(p.cell + 1);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("the international start: 20 men each, White steps forward") {
    auto s = game().newState(setup("international"));
    REQUIRE(s.ok());
    auto& state = **s;
    CHECK(squaresOf(state, 0, "man").size() == 20);
    CHECK(squaresOf(state, 1, "man").front() == 1);
    CHECK(squaresOf(state, 0, "man").front() == 31);
    CHECK(moves(state) == std::vector<std::string>{"31-26", "31-27", "32-27", "32-28", "33-28",
                                                   "33-29", "34-29", "34-30", "35-30"});
    CHECK(state.apply("32-28").ok());
    CHECK(state.currentPlayer() == 1);
    const auto back = state.apply("28-32");
    CHECK_FALSE(back.ok());
}

TEST_CASE(
    "a men's multi-jump is one move through every landing, the taken pieces removed at the end") {
    auto s = position("W:W46:B41,32,23");
    CHECK(moves(*s) == std::vector<std::string>{"46x19"});
    const auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(s->apply("46x19").ok());
    const auto after = s->boardView(plateau::Viewer::referee());
    REQUIRE(after.trails.size() == 1);
    CHECK(after.trails[0].cells == std::vector<int>{45, 36, 27, 18});  // 46, 37, 28, 19 as cells
    CHECK(after.pieces[static_cast<std::size_t>(after.trails[0].piece)].cell == 18);
    CHECK(squaresOf(*s, 1, "man").empty());
    CHECK(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(s->outcome().reason.find("took every piece") != std::string::npos);
    CHECK(view.pieces.size() == after.pieces.size());  // piece i stays piece i
}

TEST_CASE("the longest capture is compulsory; the shorter one is refused with the reason") {
    auto s = position("W:W46,50:B41,32,44,1");
    CHECK(moves(*s) == std::vector<std::string>{"46x28"});
    auto refused = s->apply("50x39");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.find("longest capture takes 2 pieces") != std::string::npos);
    // A step while a capture is due is refused too.
    CHECK(s->apply("50-45").error().reason.find("must capture") != std::string::npos);

    // Without the rule (checkers' choice) both captures may be played.
    auto free = setup("international");
    free.options.set("longest_capture", false);
    auto t = position("W:W46,50:B41,32,44,1", free);
    CHECK(moves(*t) == std::vector<std::string>{"46x28", "50x39"});
}

TEST_CASE("the Captures aid marks each capture due from its piece along its landings") {
    // 46x28 over 41 and 32: from square 46 to 37, then 28 (cells are squares minus one).
    auto s = position("W:W46,50:B41,32,44,1");
    const auto aids = s->boardAids(plateau::Viewer::player(0));
    REQUIRE(aids.size() == 1);
    CHECK(aids[0].id == "captures");
    CHECK(aids[0].label == "Captures");
    REQUIRE(aids[0].marks.size() == 3);
    CHECK(aids[0].marks[0].cell == 45);
    CHECK(aids[0].marks[0].next == 36);
    CHECK(aids[0].marks[1].cell == 36);
    CHECK(aids[0].marks[1].next == 27);
    CHECK(aids[0].marks[2].cell == 27);
    CHECK(aids[0].marks[2].next == -1);
    CHECK(aids[0].marks[0].player == 0);
    // No capture due: the aid is offered with nothing to mark.
    auto quiet = position("W:W46:B1");
    const auto none = quiet->boardAids(plateau::Viewer::player(0));
    REQUIRE(none.size() == 1);
    CHECK(none[0].marks.empty());
}

TEST_CASE(
    "two captures between the same squares are two moves, told apart by their landings and "
    "labels") {
    auto forward = setup("international");
    forward.options.set("men_capture_backward", false);
    auto s = position("W:W48:B42,32,43,33,1", forward);
    CHECK(moves(*s) == std::vector<std::string>{"48x37x28", "48x39x28"});
    const auto ambiguous = s->parseMove("48x28");
    REQUIRE_FALSE(ambiguous.ok());
    CHECK(ambiguous.error().reason.find("48x37x28") != std::string::npos);
    plateau::MoveList list;
    s->legalMoves(list);
    REQUIRE(list.size() == 2);
    CHECK(s->moveTarget(list[0]) == s->moveTarget(list[1]));
    // A person picks the man on 48, then 28, then chooses by what each capture takes.
    const auto a = s->moveInput(list[0]), b = s->moveInput(list[1]);
    CHECK(a.from.kind == plateau::Target::Kind::Piece);
    CHECK(s->boardView(plateau::Viewer::referee())
              .pieces[static_cast<std::size_t>(a.from.index)]
              .cell == 47);
    CHECK(a.from == b.from);
    CHECK(a.to == plateau::Target{plateau::Target::Kind::Cell, 27});
    CHECK(a.to == b.to);
    CHECK(a.label == "takes 42, 32");
    CHECK(b.label == "takes 43, 33");
    REQUIRE(s->apply("48x39x28").ok());
    CHECK(squaresOf(*s, 1, "man") == std::vector<int>{1, 32, 42});
}

TEST_CASE("with men capturing backwards the same pieces make one longer loop") {
    auto s = position("W:W48:B42,32,43,33,1");
    // Round the diamond either way takes all four and lands back on 48: one move.
    CHECK(moves(*s) == std::vector<std::string>{"48x48"});
}

TEST_CASE("a man reaching the far row is crowned; its king appears in the view") {
    auto s = position("W:W6:B45");
    REQUIRE(s->apply("6-1").ok());
    CHECK(squaresOf(*s, 0, "man").empty());
    CHECK(squaresOf(*s, 0, "king") == std::vector<int>{1});
    CHECK(s->events().back().text.find("crowns") != std::string::npos);
    // A man passing the far row in a capture stays a man (international rules).
    auto t = position("W:W12:B8,9,45");
    CHECK(moves(*t) == std::vector<std::string>{"12x14"});
    REQUIRE(t->apply("12x14").ok());
    CHECK(squaresOf(*t, 0, "man") == std::vector<int>{14});
    CHECK(squaresOf(*t, 0, "king").empty());
}

TEST_CASE("flying kings move along the diagonal and land anywhere behind the piece they take") {
    auto s = position("W:WK46:B28");
    CHECK(moves(*s) == std::vector<std::string>{"46x5", "46x10", "46x14", "46x19", "46x23"});
    // Without flying kings a king steps one square and jumps only an adjacent piece.
    auto steps = setup("international");
    steps.options.set("flying_kings", false);
    CHECK(moves(*position("W:WK46:B28", steps)) == std::vector<std::string>{"46-41"});
    CHECK(moves(*position("W:WK46:B41", steps)) == std::vector<std::string>{"46x37"});
}

TEST_CASE("a player who cannot move loses") {
    auto s = position("B:WK1:B46");
    CHECK(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(s->outcome().reason.find("cannot move") != std::string::npos);
}

TEST_CASE("kings moving without a capture draw the game after the set number of moves") {
    auto quick = setup("international");
    quick.options.set("draw_moves", std::int64_t{1});
    auto s = position("W:WK50:BK1", quick);
    REQUIRE(s->apply("50-45").ok());
    CHECK_FALSE(s->isTerminal());
    REQUIRE(s->apply("1-6").ok());
    CHECK(s->isTerminal());
    CHECK(s->outcome().isDraw());
}

TEST_CASE("checkers: 8×8, kings step one square, men never capture backwards") {
    auto s = game().newState(setup("checkers"));
    REQUIRE(s.ok());
    CHECK(squaresOf(**s, 0, "man").size() == 12);
    CHECK(moves(**s).size() == 7);
    // A king on 8×8 square 29 (bottom row), the board empty around it: one step each way.
    auto k = position("W:WK29:B4", setup("checkers"));
    CHECK(moves(*k) == std::vector<std::string>{"29-25"});
}

TEST_CASE("texts that are no move say what a move looks like") {
    auto s = position("W:W46:B41,32,23");
    for (const char* bad : {"", "x", "46", "46-", "46x19-3", "0-5", "46-51", "a1"}) {
        const auto parsed = s->parseMove(bad);
        CHECK_MESSAGE(!parsed.ok(), bad);
    }
    CHECK_FALSE(game().fromPosition(setup("international"), "W:W46,46").ok());
    CHECK_FALSE(game().fromPosition(setup("international"), "X:W46").ok());
}

TEST_CASE("a variant file may start from a position: a problem to solve") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("draughts-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto file = dir / "problem.toml";
    const auto write = [&](const std::string& position) {
        std::ofstream out(file);
        out << "id = \"problem\"\nname = \"Two ways\"\ndescription = \"White to play.\"\n"
               "position = \""
            << position << "\"\n[players]\nmin = 2\nmax = 2\n";
        for (const char* key : {"flying_kings", "longest_capture"})
            out << "[options." << key << "]\ntype = \"bool\"\ndefault = true\nlabel = \"x\"\n";
        out << "[options.men_capture_backward]\ntype = \"bool\"\ndefault = false\nlabel = \"x\"\n"
               "[options.size]\ntype = \"int\"\ndefault = 10\nmin = 10\nmax = 10\nlabel = \"x\"\n"
               "[options.draw_moves]\ntype = \"int\"\ndefault = 25\nmin = 0\nmax = 50\nlabel = "
               "\"x\"\n";
    };
    write("W:W48:B42,32,43,33,1");
    auto s = game().newState(setup(file.string()));
    REQUIRE_MESSAGE(s.ok(), (s.ok() ? "" : s.error().toString()));
    CHECK(moves(**s) == std::vector<std::string>{"48x37x28", "48x39x28"});
    write("W:W48,48");
    const auto bad = game().findVariant(file.string());
    CHECK_FALSE(bad.ok());
    if (!bad.ok()) CHECK(bad.error().toString().find("problem.toml") != std::string::npos);
    std::filesystem::remove_all(dir);
}
