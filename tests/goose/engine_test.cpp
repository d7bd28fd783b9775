// Every square and every rule of each shipped variant, with the dice given by the test.

#include <doctest/doctest.h>

#include "goose_support.hpp"

using namespace goose;
using goose::testing::Table;

namespace {

// The squares of the last move, as the engine traces it.
std::vector<int> traced(const Engine& e) {
    Path path;
    e.trace(path);
    std::vector<int> out;
    for (const auto& w : path)
        out.push_back(w.square);
    return out;
}

// How many throws the other pawn makes before `waiting` throws again (2 players).
int throwsUntilTurnOf(Engine& e, int waiting, int d1 = 1, int d2 = 1) {
    int n = 0;
    while (e.thrower() != waiting && n < 20) {
        e.throwDice(d1, d2);
        ++n;
    }
    return n;
}

}  // namespace

TEST_CASE("geese chain forward by the same total") {
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.place(0, 0);  // has thrown before: no first-throw rule
        e.throwDice(4, 5);
        CHECK(traced(e) == std::vector<int>{0, 9, 18, 27, 36, 45, 54, 63});
        CHECK(e.over());
        CHECK(e.endReason() == EndReason::Goal);
        CHECK(e.isWinner(0));
    }
    Table g("ganzenbord");
    Engine e = g.engine();
    e.place(0, 1);
    e.throwDice(3, 1);  // 5 goose → 9 goose → 13
    CHECK(e.position(0) == 13);
    CHECK(traced(e) == std::vector<int>{1, 5, 9, 13});

    Table d("darts");  // no goose on 5 in the darts machine
    Engine f = d.engine();
    f.place(0, 1);
    f.throwDice(3, 1);
    CHECK(f.position(0) == 5);
}

TEST_CASE("a goose reached walking back after a bounce sends the pawn back again") {
    for (const char* id : {"ganzenbord", "russian"}) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.place(0, 55);
        e.throwDice(6, 6);  // 67: to 63, back 4 to 59 (goose), back 12 more to 47
        CHECK(e.position(0) == 47);
        CHECK(traced(e) == std::vector<int>{55, 63, 59, 47});
        CHECK_FALSE(e.over());
    }
    Table d("darts");  // 59 is plain there
    Engine e = d.engine();
    e.place(0, 55);
    e.throwDice(6, 6);
    CHECK(e.position(0) == 59);
}

TEST_CASE("the bridge leads to 12") {
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.throwDice(4, 2);  // a first throw, but not one of the table
        CHECK(e.position(0) == 12);
        CHECK(traced(e) == std::vector<int>{0, 6, 12});
    }
}

TEST_CASE("the inn, hotel or tavern makes the pawn miss its turns") {
    const std::pair<const char*, int> cases[] = {{"ganzenbord", 1}, {"darts", 2}, {"russian", 1}};
    for (auto [id, turns] : cases) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.place(0, 15);
        e.place(1, 0);
        e.throwDice(2, 2);
        CHECK(e.position(0) == 19);
        CHECK(e.wait(0) == turns);
        CHECK_FALSE(e.trapped(0));
        // The other pawn throws once for its own turn and once per missed turn.
        CHECK(throwsUntilTurnOf(e, 0) == turns + 1);
        CHECK(e.wait(0) == 0);
    }
}

TEST_CASE("ganzenbord: the well and the prison hold a pawn until another lands there") {
    Table t("ganzenbord");
    for (int trap : {31, 52}) {
        CAPTURE(trap);
        Engine e = t.engine();
        e.place(0, trap - 3);
        e.place(1, trap - 6);
        e.throwDice(1, 2);
        CHECK(e.position(0) == trap);
        CHECK(e.wait(0) == Engine::kUntilReleased);
        CHECK(e.trapped(0));
        // Passed over while trapped: the other pawn throws again and again.
        e.place(1, 0);
        CHECK(throwsUntilTurnOf(e, 0, 1, 2) == 20);
        CHECK(e.trapped(0));
        // Landing on it frees it; the newcomer is trapped in its place.
        e.place(1, trap - 6);
        e.throwDice(3, 3);
        CHECK(e.position(1) == trap);
        CHECK(e.position(0) == trap);  // sharing the square
        CHECK_FALSE(e.trapped(0));
        CHECK(e.wait(0) == 0);
        CHECK(e.trapped(1));
        CHECK(e.thrower() == 0);  // the freed pawn moves on its next turn
        e.throwDice(1, 2);
        CHECK(e.position(0) == trap + 3);
        CHECK(e.thrower() == 0);  // the newcomer is now the one passed over
    }
}

TEST_CASE("darts: the well and the prison: another pawn takes the trapped pawn's place") {
    Table t("darts");
    for (int trap : {31, 52}) {
        CAPTURE(trap);
        Engine e = t.engine();
        e.place(0, trap - 3);
        e.place(1, trap - 6);
        e.throwDice(1, 2);
        CHECK(e.wait(0) == Engine::kUntilReleased);
        e.throwDice(3, 3);  // Ben lands on Anna: they swap
        CHECK(e.position(1) == trap);
        CHECK(e.position(0) == trap - 6);
        CHECK(e.wait(0) == 0);
        CHECK_FALSE(e.trapped(0));
        CHECK(e.wait(1) == Engine::kUntilReleased);
        CHECK(e.swappedPawn() == 0);
        CHECK(e.thrower() == 0);
    }
}

TEST_CASE("russian: the well costs two turns, fewer if another pawn comes") {
    Table t("russian");
    Engine e = t.engine();
    e.place(0, 28);
    e.place(1, 0);
    e.throwDice(1, 2);
    CHECK(e.position(0) == 31);
    CHECK(e.wait(0) == 2);
    CHECK(throwsUntilTurnOf(e, 0) == 3);

    Engine f = t.engine();
    f.place(0, 28);
    f.place(1, 25);
    f.throwDice(1, 2);
    CHECK(f.wait(0) == 2);
    f.throwDice(3, 3);  // Ben comes: they swap and Anna is released
    CHECK(f.position(0) == 25);
    CHECK(f.wait(0) == 0);
    CHECK(f.position(1) == 31);
    CHECK(f.wait(1) == 2);
    CHECK(f.thrower() == 0);

    // The prison holds until another pawn comes, as in the darts machine.
    Engine g = t.engine();
    g.place(0, 49);
    g.place(1, 46);
    g.throwDice(1, 2);
    CHECK(g.wait(0) == Engine::kUntilReleased);
    g.throwDice(3, 3);
    CHECK(g.position(0) == 46);
    CHECK(g.wait(0) == 0);
    CHECK(g.wait(1) == Engine::kUntilReleased);
}

TEST_CASE("the maze leads back, to 39 or to 30 depending on the variant") {
    const std::pair<const char*, int> cases[] = {
        {"ganzenbord", 39}, {"darts", 30}, {"russian", 30}};
    for (auto [id, target] : cases) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.place(0, 40);
        e.throwDice(1, 1);
        CHECK(e.position(0) == target);
        CHECK(traced(e) == std::vector<int>{40, 42, target});
    }
}

TEST_CASE("death sends the pawn back to the start, and the first throw never returns") {
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine(1 + 1);
        e.throwDice(1, 1);  // Anna's first throw: an ordinary 2
        e.place(0, 55);
        e.throwDice(1, 1);  // Ben
        e.throwDice(1, 2);  // Anna: 58 → 0
        CHECK(e.position(0) == 0);
        CHECK(traced(e) == std::vector<int>{55, 58, 0});
        e.throwDice(1, 1);  // Ben
        e.throwDice(5, 4);  // an ordinary 9 now: 9 and the geese, not 53
        CHECK(e.position(0) == 63);
    }
}

TEST_CASE("exact finish: the points left over are walked back") {
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        Engine e = t.engine();
        e.place(0, 57);
        e.throwDice(5, 4);  // 57 + 9: to 63, back 3 to 60
        CHECK(e.position(0) == 60);
        CHECK(traced(e) == std::vector<int>{57, 63, 60});
        CHECK_FALSE(e.over());
        Engine f = t.engine();
        f.place(0, 57);
        f.throwDice(3, 3);
        CHECK(f.position(0) == 63);
        CHECK(f.over());
    }
}

TEST_CASE("first throw: 6+3 to 26 and 5+4 to 53, in either order, first throw only") {
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        const std::tuple<int, int, int> throws[] = {{6, 3, 26}, {3, 6, 26}, {5, 4, 53}, {4, 5, 53}};
        for (auto [a, b, to] : throws) {
            Engine e = t.engine();
            e.throwDice(a, b);
            CHECK(e.position(0) == to);
            CHECK(traced(e) == std::vector<int>{0, to});
        }
        // Not on the second throw.
        Engine e = t.engine();
        e.throwDice(1, 1);  // Anna: 2
        e.throwDice(2, 1);  // Ben: 3
        e.throwDice(4, 5);  // Anna: 2 + 9 = 11
        CHECK(e.position(0) == 11);
    }
}

TEST_CASE("darts: master switches the first-throw rule off") {
    plateau::OptionValues master;
    master.set("master", true);
    Table t("darts", master);
    Engine e = t.engine();
    e.throwDice(4, 5);  // 9 and the geese run straight to 63
    CHECK(e.position(0) == 63);
    CHECK(e.over());
    Engine f = t.engine();
    f.throwDice(6, 3);
    CHECK(f.position(0) == 63);

    Table plain("darts");
    Engine g = plain.engine();
    g.throwDice(4, 5);
    CHECK(g.position(0) == 53);
}

TEST_CASE("swap: the pawn that was there goes to the mover's start, triggers nothing") {
    for (const char* id : {"darts", "russian"}) {
        CAPTURE(id);
        Table t(id);
        // Sent onto the bridge, Ben stays on 6.
        Engine e = t.engine();
        e.place(0, 6);
        e.place(1, 10);
        e.throwDice(2, 2);
        CHECK(e.position(0) == 10);
        CHECK(e.position(1) == 6);
        CHECK(e.swappedPawn() == 1);
        CHECK(e.swappedFrom() == 10);
        // Sent onto the inn, Ben does not miss a turn.
        Engine f = t.engine();
        f.place(0, 19);
        f.place(1, 25);
        f.throwDice(3, 3);
        CHECK(f.position(1) == 19);
        CHECK(f.wait(1) == 0);
        CHECK(f.thrower() == 1);
        // The start zone holds any number of pawns: nobody is swapped there.
        Engine g = t.engine();
        g.place(0, 55);
        g.place(1, 0);
        g.throwDice(1, 2);
        CHECK(g.position(0) == 0);
        CHECK(g.position(1) == 0);
        CHECK(g.swappedPawn() == -1);
    }
    // Sharing instead: both stay.
    Table t("ganzenbord");
    Engine e = t.engine();
    e.place(0, 7);
    e.place(1, 10);
    e.throwDice(2, 1);
    CHECK(e.position(0) == 10);
    CHECK(e.position(1) == 10);
    CHECK(e.swappedPawn() == -1);
}

TEST_CASE("a swap cancels the wait of the pawn it moves") {
    Table t("darts");
    Engine e = t.engine();
    e.place(0, 15);
    e.place(1, 13);
    e.throwDice(2, 2);  // Anna: the hotel, two turns
    CHECK(e.wait(0) == 2);
    e.throwDice(3, 3);  // Ben lands there: they swap
    CHECK(e.position(0) == 13);
    CHECK(e.wait(0) == 0);
    CHECK(e.wait(1) == 2);
    CHECK(e.thrower() == 0);
}

TEST_CASE("russian: a pawn swapped out of the tavern is released (the tavern exception)") {
    Table t("russian");
    Engine e = t.engine();
    e.place(0, 15);
    e.place(1, 13);
    e.throwDice(2, 2);
    CHECK(e.position(0) == 19);
    CHECK(e.wait(0) == 1);
    e.throwDice(3, 3);
    CHECK(e.position(0) == 13);
    CHECK(e.wait(0) == 0);
    CHECK(e.position(1) == 19);
    CHECK(e.wait(1) == 1);
    CHECK(e.thrower() == 0);
    e.throwDice(1, 1);  // Anna; Ben misses his turn in the tavern
    CHECK(e.thrower() == 0);

    // Sharing in ganzenbord: the inn is no trap, the pawn there keeps missing its turn.
    Table g("ganzenbord");
    Engine f = g.engine();
    f.place(0, 15);
    f.place(1, 13);
    f.throwDice(2, 2);
    f.throwDice(3, 3);
    CHECK(f.position(0) == 19);
    CHECK(f.position(1) == 19);
    int skipped = 0, released = 0;
    for (const Note& n : f.notes()) {
        skipped += n.kind == NoteKind::SkipTurn && n.player == 0;
        released += n.kind == NoteKind::Released;
    }
    CHECK(skipped == 1);  // Anna still misses her turn
    CHECK(released == 0);
}

TEST_CASE("russian: one die alone that reaches 63 exactly finishes") {
    Table t("russian");
    Engine e = t.engine();
    e.place(0, 60);
    e.throwDice(3, 5);
    CHECK(e.position(0) == 63);
    CHECK(e.over());
    CHECK(traced(e) == std::vector<int>{60, 63});
    Engine f = t.engine();
    f.place(0, 60);
    f.throwDice(5, 3);
    CHECK(f.position(0) == 63);
    Engine g = t.engine();
    g.place(0, 60);
    g.throwDice(4, 5);  // neither die: the sum bounces back to 57
    CHECK(g.position(0) == 57);

    Table z("ganzenbord");  // no such rule: 68 bounces to 58, Death
    Engine h = z.engine();
    h.place(0, 60);
    h.throwDice(3, 5);
    CHECK(h.position(0) == 0);
}

TEST_CASE("ganzenbord young_children: waits of at most 3 turns, one die from square 50") {
    plateau::OptionValues young;
    young.set("young_children", true);
    Table t("ganzenbord", young);
    for (int trap : {31, 52}) {
        CAPTURE(trap);
        Engine e = t.engine();
        e.place(0, trap - 3);
        e.place(1, 0);
        e.throwDice(1, 2);
        CHECK(e.trapped(0));
        CHECK(e.wait(0) == 3);
        CHECK(throwsUntilTurnOf(e, 0) == 4);  // Ben's turn, then 3 passed over
        CHECK_FALSE(e.trapped(0));
        CHECK(e.position(0) == trap);
    }
    Engine e = t.engine();
    e.place(0, 49);
    CHECK(e.diceCount() == 2);
    e.place(0, 50);
    CHECK(e.diceCount() == 1);
    e.throwDice(3, 0);
    CHECK(e.position(0) == 53);

    Table plain("ganzenbord");
    Engine f = plain.engine();
    f.place(0, 50);
    CHECK(f.diceCount() == 2);
}

TEST_CASE("darts max_rounds: the pawn furthest along wins, equal squares share the win") {
    plateau::OptionValues limit;
    limit.set("max_rounds", std::int64_t{2});
    limit.set("miss_chance", 0.5);
    Table t("darts", limit);
    Engine e = t.engine();
    e.throwDice(2, 1);  // Anna: 3
    e.throwDice(1, 1);  // Ben: 2
    CHECK(e.completedRounds() == 1);
    CHECK_FALSE(e.over());
    e.throwDice(1, 1);  // Anna: 5
    e.throwDice(6, 6);  // Ben: 14
    CHECK(e.over());
    CHECK(e.endReason() == EndReason::RoundLimit);
    CHECK(e.completedRounds() == 2);
    CHECK(e.isWinner(1));
    CHECK_FALSE(e.isWinner(0));

    Engine tie = t.engine(3);
    for (int i = 0; i < 6; ++i)
        tie.missThrow();  // every dart misses: all on the start
    CHECK(tie.over());
    CHECK(tie.isWinner(0));
    CHECK(tie.isWinner(1));
    CHECK(tie.isWinner(2));
}

TEST_CASE("when every pawn is trapped for good the game is a draw") {
    Table t("ganzenbord");
    Engine e = t.engine();
    e.place(0, 28);
    e.place(1, 46);
    e.throwDice(1, 2);  // Anna in the well
    CHECK_FALSE(e.over());
    e.throwDice(3, 3);  // Ben in the prison
    CHECK(e.over());
    CHECK(e.endReason() == EndReason::Deadlock);
    CHECK_FALSE(e.isWinner(0));
    CHECK_FALSE(e.isWinner(1));

    plateau::OptionValues young;
    young.set("young_children", true);
    Table y("ganzenbord", young);  // waits end by themselves: no deadlock
    Engine f = y.engine();
    f.place(0, 28);
    f.place(1, 46);
    f.throwDice(1, 2);
    f.throwDice(3, 3);
    CHECK_FALSE(f.over());
}

TEST_CASE("roll-off for the start: only the tied players throw again") {
    Table t("ganzenbord");
    Engine e(t.rules, 3);
    CHECK(e.phase() == Phase::RollOff);
    CHECK(e.diceCount() == 1);
    e.throwDice(3, 0);
    e.throwDice(5, 0);
    e.throwDice(5, 0);
    CHECK(e.phase() == Phase::RollOff);
    CHECK(e.thrower() == 1);
    e.throwDice(2, 0);
    e.throwDice(6, 0);
    CHECK(e.phase() == Phase::Play);
    CHECK(e.firstPlayer() == 2);
    CHECK(e.thrower() == 2);
    // Then clockwise.
    e.throwDice(1, 1);
    CHECK(e.thrower() == 0);
    CHECK(e.completedRounds() == 0);
    e.throwDice(1, 1);
    e.throwDice(1, 1);
    CHECK(e.completedRounds() == 1);

    Table r("russian");
    Engine f(r.rules, 2);
    CHECK(f.diceCount() == 2);
    f.throwDice(3, 4);
    f.throwDice(5, 2);  // 7 all: again
    CHECK(f.phase() == Phase::RollOff);
    f.throwDice(1, 1);
    f.throwDice(2, 1);
    CHECK(f.firstPlayer() == 1);
    CHECK(f.position(1) == 0);  // roll-off throws move nobody

    // Rules that draw who starts are given the drawn player (the SDK draws it).
    Table d("darts");
    Engine g(d.rules, 4, 3);
    CHECK(g.phase() == Phase::Play);
    CHECK(g.thrower() == 3);
}
