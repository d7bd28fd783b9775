// The rules of Barrage, with the setups and moves given by the tests, and what each
// viewer may see of them (the conformance checks, added by plateau_add_conformance_test,
// cover what every game must do, the information contract included).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "barrage_game.hpp"

namespace {

using plateau::StatePtr;
using plateau::Viewer;

const barrage::BarrageGame& game() {
    static const auto loaded = [] {
        const char* dir = std::getenv("BARRAGE_DATA_DIR");
        auto g = barrage::BarrageGame::load(dir ? dir : "games/barrage");
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
        return *g;
    }();
    return *loaded;
}

StatePtr start(bool randomSetup = false, std::int64_t quietLimit = 200) {
    plateau::Setup s;
    s.variant = "classic";
    s.players = {{"Anna"}, {"Ben"}};
    s.firstPlayer = 0;
    s.seed = 7;
    s.options.set("random_setup", randomSetup);
    s.options.set("quiet_limit", quietLimit);
    auto state = game().newState(s);
    REQUIRE_MESSAGE(state.ok(), (state.ok() ? "" : state.error().toString()));
    return std::move(*state);
}

void play(plateau::State& s, const std::string& moves) {
    std::istringstream in(moves);
    std::string move;
    while (in >> move) {
        const auto status = s.apply(move);
        REQUIRE_MESSAGE(status.ok(), move << ": " << (status.ok() ? "" : status.error().reason));
    }
}

std::string refused(plateau::State& s, const std::string& move) {
    const auto status = s.apply(move);
    REQUIRE_MESSAGE(!status.ok(), move << " was accepted");
    return status.error().reason;
}

// Setups in the order the pieces are set up: Marshal, General, Scout, Scout, Miner, Spy,
// Bomb, Flag.
const std::string kAnna = "@a4 @b4 @e4 @j1 @f4 @i4 @a1 @b1";
const std::string kBen = "@a7 @b7 @e7 @j10 @f7 @i7 @e10 @f10";

StatePtr ready(const std::string& anna = kAnna, const std::string& ben = kBen,
               std::int64_t quietLimit = 200) {
    auto s = start(false, quietLimit);
    play(*s, anna + " " + ben);
    return s;
}

// The view's piece standing on `square` (a1 is 0), or null.
const plateau::Piece* pieceOn(const plateau::BoardView& view, int square) {
    for (const auto& p : view.pieces)
        if (p.cell == square) return &p;
    return nullptr;
}
constexpr int sq(char file, int rank) {
    return (rank - 1) * 10 + (file - 'a');
}

std::vector<std::string> moves(const plateau::State& s) {
    plateau::MoveList list;
    s.legalMoves(list);
    std::vector<std::string> out;
    for (auto m : list)
        out.push_back(s.moveToString(m));
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

TEST_CASE("each player sets up on their four ranks, the first player's army first") {
    auto s = start();
    CHECK(s->currentPlayer() == 0);
    CHECK(moves(*s).size() == 40);
    CHECK(refused(*s, "@a5") == "pieces are set up on your first four ranks");
    play(*s, "@a4");
    CHECK(refused(*s, "@a4") == "a piece stands there already");
    CHECK(refused(*s, "a4-a5") == "the armies are being set up: put a piece on a square (@a1)");
    play(*s, "@b4 @e4 @j1 @f4 @i4 @a1 @b1");
    CHECK(s->currentPlayer() == 1);
    CHECK(refused(*s, "@a1") == "pieces are set up on your first four ranks");
    play(*s, kBen);
    CHECK(s->currentPlayer() == 0);
    // The Marshal 2, the General 3, the Scouts 8 (e4) and 16 (j1), the Miner 3, the Spy 4.
    CHECK(moves(*s).size() == 36);
    CHECK(refused(*s, "@c3") == "the armies are set up: move a piece (a4-a5)");
}

TEST_CASE("the setup is hidden from the other player until the game ends") {
    auto s = ready();
    for (std::size_t ply = 0; ply < 8; ++ply) {
        CHECK(s->moveHiddenFrom(ply, Viewer::player(1)));
        CHECK_FALSE(s->moveHiddenFrom(ply, Viewer::player(0)));
        CHECK(s->moveHiddenFrom(ply, Viewer::spectator()));
    }
    for (std::size_t ply = 8; ply < 16; ++ply)
        CHECK(s->moveHiddenFrom(ply, Viewer::player(0)));
    // Ben's log says that Anna set up pieces, and where they stand once both armies do.
    std::string bens;
    for (const auto& e : s->eventsFor(Viewer::player(1)))
        bens += e.text + "\n";
    CHECK(bens.find("Anna sets up a piece") != std::string::npos);
    CHECK(bens.find("Marshal on a4") == std::string::npos);
    CHECK(bens.find("Anna's pieces stand on a1 b1 j1 a4 b4 e4 f4 i4") != std::string::npos);
    CHECK(bens.find("Ben sets up the Marshal on a7") != std::string::npos);
}

TEST_CASE("the other army shows its backs; its owner sees every piece") {
    auto s = ready();
    const auto anna = s->boardView(Viewer::player(0));
    const auto ben = s->boardView(Viewer::player(1));
    const auto spectator = s->boardView(Viewer::spectator());
    REQUIRE(pieceOn(anna, sq('a', 4)));
    CHECK(pieceOn(anna, sq('a', 4))->kind == "marshal");
    CHECK(pieceOn(anna, sq('a', 4))->label == "10");
    CHECK(pieceOn(anna, sq('a', 7))->kind == "back");
    CHECK(pieceOn(anna, sq('a', 7))->label.empty());
    CHECK(pieceOn(ben, sq('a', 4))->kind == "back");
    CHECK(pieceOn(ben, sq('a', 4))->label.empty());
    CHECK(pieceOn(ben, sq('a', 7))->kind == "marshal");
    CHECK(pieceOn(spectator, sq('a', 4))->kind == "back");
    CHECK(pieceOn(spectator, sq('a', 7))->kind == "back");
    // Each sees the board from their own side.
    CHECK(anna.cells[sq('a', 1)].center.y > anna.cells[sq('a', 10)].center.y);
    CHECK(ben.cells[sq('a', 1)].center.y < ben.cells[sq('a', 10)].center.y);
    // The terminal: Anna's Marshal for her, "??" for Ben.
    CHECK(s->toText(Viewer::player(0)).find("1Ma") != std::string::npos);
    CHECK(s->toText(Viewer::player(1)).find("1Ma") == std::string::npos);
    CHECK(s->toText(Viewer::player(1)).find("1??") != std::string::npos);
    CHECK(s->toText(Viewer::player(1)).find("2Ma") != std::string::npos);
}

TEST_CASE("while Anna sets up, Ben sees none of her pieces") {
    auto s = start();
    play(*s, "@a4 @b4 @e4");
    for (const auto& p : s->boardView(Viewer::player(1)).pieces)
        CHECK(p.cell == -1);
    CHECK(s->boardView(Viewer::player(0)).pieces.size() == 80);
    CHECK(pieceOn(s->boardView(Viewer::player(0)), sq('e', 4))->kind == "scout");
    CHECK(s->toText(Viewer::player(1)).find("1??") == std::string::npos);
}

TEST_CASE("pieces step one square, Scouts run, Bombs and the Flag stay, lakes stop all") {
    auto s = ready();
    CHECK(refused(*s, "a4-a6") == "only a Scout moves more than one square");
    CHECK(refused(*s, "a1-a2") == "your Bomb never moves");
    CHECK(refused(*s, "b1-c1") == "your Flag never moves");
    CHECK(refused(*s, "a4-b5") == "a piece moves along a rank or a file");
    CHECK(refused(*s, "a2-a3") == "there is no piece on that square");
    CHECK(refused(*s, "a7-a6") == "that piece is not yours");
    CHECK(refused(*s, "b4-a4") == "one of your pieces stands there");
    CHECK(refused(*s, "e4-e8") == "a Scout cannot pass over pieces or lakes");
    const auto legal = moves(*s);
    for (const char* m : {"e4-e6", "e4-e7", "e4-c4", "j1-j10", "j1-c1"})
        CHECK_MESSAGE(std::count(legal.begin(), legal.end(), m) == 1, m);
    play(*s, "f4-g4");
    CHECK(refused(*s, "b7-b5") == "only a Scout moves more than one square");
    play(*s, "b7-b6");
    CHECK(refused(*s, "g4-g5") == "no piece enters the lakes");
    play(*s, "e4-c4 e7-e4");
    CHECK(refused(*s, "c4-c7") == "a Scout cannot pass over pieces or lakes");
}

TEST_CASE("a Scout that runs shows itself; a step shows nothing") {
    auto s = ready();
    play(*s, "j1-j3");
    CHECK(pieceOn(s->boardView(Viewer::player(1)), sq('j', 3))->kind == "scout");
    play(*s, "a7-a6 i4-i5");
    CHECK(pieceOn(s->boardView(Viewer::player(1)), sq('i', 5))->kind == "back");
    std::string bens;
    for (const auto& e : s->eventsFor(Viewer::player(1)))
        bens += e.text + "\n";
    CHECK(bens.find("Anna's Scout moves j1-j3") != std::string::npos);
    CHECK(bens.find("Anna moves i4-i5") != std::string::npos);
    CHECK(bens.find("Anna's Spy") == std::string::npos);
}

TEST_CASE("fights: equal ranks both go, the higher wins, and both are shown to everyone") {
    auto s = ready();
    play(*s, "e4-e7");
    CHECK(s->events().back().text ==
          "Anna's Scout on e4 attacks Ben's Scout on e7: both are taken");
    CHECK(pieceOn(s->boardView(Viewer::referee()), sq('e', 4)) == nullptr);
    CHECK(pieceOn(s->boardView(Viewer::referee()), sq('e', 7)) == nullptr);
    // Ben: Marshal a7, General i8, Scouts b7 and j10, Miner f7, Spy i7, Bomb e10, Flag f10.
    s = ready(kAnna, "@a7 @i8 @b7 @j10 @f7 @i7 @e10 @f10");
    play(*s, "b4-b5 j10-j9 b5-b6 j9-j10 b6-b7");
    CHECK(s->events().back().text ==
          "Anna's General on b6 attacks Ben's Scout on b7: the Scout is taken");
    const auto ben = s->boardView(Viewer::player(1));
    CHECK(pieceOn(ben, sq('b', 7))->kind == "general");
    CHECK(pieceOn(ben, sq('b', 7))->label == "9");
    play(*s, "a7-b7");
    CHECK(s->events().back().text ==
          "Ben's Marshal on a7 attacks Anna's General on b7: the General is taken");
    CHECK(pieceOn(s->boardView(Viewer::player(0)), sq('b', 7))->kind == "marshal");
}

TEST_CASE("the Spy takes the Marshal when it attacks, and only then") {
    const std::string ben = "@i7 @b7 @e7 @j10 @f7 @a7 @e10 @f10";  // the Marshal on i7
    auto s = ready(kAnna, ben);
    play(*s, "i4-i5 i7-i6 i5-i6");
    CHECK(s->events().back().text ==
          "Anna's Spy on i5 attacks Ben's Marshal on i6: the Marshal is taken");
    CHECK(pieceOn(s->boardView(Viewer::referee()), sq('i', 6))->kind == "spy");
    s = ready(kAnna, ben);
    play(*s, "i4-i5 i7-i6 a4-a5 i6-i5");
    CHECK(s->events().back().text ==
          "Ben's Marshal on i6 attacks Anna's Spy on i5: the Spy is taken");
}

TEST_CASE("a Bomb takes any attacker but a Miner") {
    const std::string ben = "@j7 @b7 @e7 @j10 @f7 @i7 @a7 @f10";  // the Bomb on a7
    auto s = ready(kAnna, ben);
    play(*s, "a4-a5 b7-b8 a5-a6 b8-b7 a6-a7");
    CHECK(s->events().back().text ==
          "Anna's Marshal on a6 attacks Ben's Bomb on a7: the Marshal is taken");
    CHECK(pieceOn(s->boardView(Viewer::player(0)), sq('a', 7))->kind == "bomb");
    s = ready("@c4 @b4 @e4 @j1 @a4 @i4 @a1 @b1", ben);  // Anna's Miner on a4
    play(*s, "a4-a5 b7-b8 a5-a6 b8-b7 a6-a7");
    CHECK(s->events().back().text ==
          "Anna's Miner on a6 attacks Ben's Bomb on a7: the Bomb is taken");
    CHECK(pieceOn(s->boardView(Viewer::referee()), sq('a', 7))->kind == "miner");
}

TEST_CASE("capturing the flag wins, and the game's end shows every piece and the setups") {
    auto s = ready(kAnna, "@j7 @b7 @e7 @j10 @f7 @i7 @e10 @a7");  // Ben's Flag on a7
    play(*s, "a4-a5 b7-b8 a5-a6 b8-b7");
    CHECK_FALSE(s->isTerminal());
    play(*s, "a6-a7");
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(s->outcome().reason == "Anna captured Ben's flag");
    CHECK(pieceOn(s->boardView(Viewer::player(1)), sq('b', 4))->kind == "general");
    CHECK(pieceOn(s->boardView(Viewer::player(0)), sq('e', 10))->kind == "bomb");
    for (std::size_t ply = 0; ply < 16; ++ply)
        CHECK_FALSE(s->moveHiddenFrom(ply, Viewer::spectator()));
}

TEST_CASE("moves in a row without a fight end the game drawn") {
    auto s = ready(kAnna, kBen, 4);
    play(*s, "a4-a5 a7-a6 a5-a4");
    CHECK_FALSE(s->isTerminal());
    play(*s, "a6-a7");
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().isDraw());
    CHECK(s->outcome().reason == "4 moves without a fight: the game is drawn");
}

TEST_CASE("a player left with no piece that can move loses") {
    // Every piece that moves trades with its equal, Ben's last Scout with Anna's last.
    auto s = ready();
    play(*s, "e4-e7 a7-a6 a4-a5 a6-a5");  // Ben's Marshal attacks Anna's: both go
    play(*s, "b4-b5 b7-b6 b5-b6");        // the Generals: both go
    play(*s, "f7-f6 f4-f5 f6-f5");        // the Miners: both go
    play(*s, "i4-i5 i7-i6 i5-i6");        // Anna's Spy attacks Ben's: both go
    CHECK_FALSE(s->isTerminal());
    play(*s, "j10-j2 j1-j2");  // Ben's Scout runs down; Anna's attacks: both go
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(s->outcome().reason == "Ben has no piece that can move");
}

TEST_CASE("a random deployment: each piece is a secret draw on its owner's four ranks") {
    auto s = start(true);
    REQUIRE(s->isChance());
    CHECK(s->actingPlayer() == -1);
    plateau::ChanceList outcomes;
    s->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 40);
    CHECK(outcomes[0].probability == doctest::Approx(1.0 / 40));
    plateau::Rng rng(3);
    while (s->isChance())
        REQUIRE(s->apply(s->sampleChanceOutcome(rng)).ok());
    CHECK(s->currentPlayer() == 0);
    CHECK(s->moveHiddenFrom(0, Viewer::player(1)));
    CHECK(s->moveHiddenFrom(8, Viewer::player(0)));
    int backs = 0;
    for (const auto& p : s->boardView(Viewer::player(1)).pieces)
        backs += p.owner == 0 && p.cell >= 0 && p.kind == "back";
    CHECK(backs == 8);
}

TEST_CASE("the positions drawn for a player keep what they know and shuffle the rest") {
    auto s = ready();
    play(*s, "i4-i5 a7-a6 e4-e7 j10-j9");  // Anna's Spy steps; the Scouts on e4 and e7 fight
    const std::string bens = s->toText(Viewer::player(1));
    plateau::Rng rng(11);
    std::map<std::string, int> onA1, onI5;
    const int draws = 3000;
    for (int i = 0; i < draws; ++i) {
        auto sample = s->resampleFromInformation(1, rng);
        REQUIRE(sample->toText(Viewer::player(1)) == bens);
        REQUIRE(sample->history().size() == s->history().size());
        const auto truth = sample->boardView(Viewer::referee());
        ++onA1[pieceOn(truth, sq('a', 1))->kind];
        ++onI5[pieceOn(truth, sq('i', 5))->kind];
        // Ben's own army is never redrawn.
        CHECK(pieceOn(truth, sq('a', 6))->kind == "marshal");
    }
    // The piece that moved is one of Anna's 5 unknown movable pieces (her revealed Scout is
    // gone): never the Bomb or the Flag.
    CHECK(onI5.count("bomb") == 0);
    CHECK(onI5.count("flag") == 0);
    CHECK(onI5.size() == 5);
    for (const auto& [kind, n] : onI5)
        CHECK_MESSAGE(std::abs(n - draws / 5) < 120, kind << " " << n);
    // a1 never moved: any of the 6 pieces left after the moved one's draw, the Flag 1 in 6.
    CHECK(std::abs(onA1["flag"] - draws / 6) < 110);
    CHECK(std::abs(onA1["bomb"] - draws / 6) < 110);
    // Anna's draws keep her army and redraw Ben's.
    for (int i = 0; i < 50; ++i) {
        auto sample = s->resampleFromInformation(0, rng);
        CHECK(pieceOn(sample->boardView(Viewer::referee()), sq('a', 4))->kind == "marshal");
    }
}
