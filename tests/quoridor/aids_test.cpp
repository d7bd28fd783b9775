// Quoridor's aids on the board (issue 31): each pawn's shortest path, and the walls each
// player has left lying on a pile beside the board.

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "quoridor/helpers.hpp"
#include "quoridor/shortest_path.hpp"

using namespace quoridor;
using namespace quoridor::testing;

namespace {

std::vector<int> squares(const std::vector<std::string>& names) {
    std::vector<int> out;
    for (const auto& name : names)
        out.push_back((name[1] - '1') * 9 + (name[0] - 'a'));
    return out;
}

std::vector<int> pathOf(const std::string& moves, int player) {
    auto s = position(makeSetup(2), moves);
    return shortestPath(asQuoridor(*s).board(), player);
}

}  // namespace

TEST_CASE("a shortest path runs straight to the goal on an open board") {
    CHECK(pathOf("", 0) == squares({"e1", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9"}));
    CHECK(pathOf("", 1) == squares({"e9", "e8", "e7", "e6", "e5", "e4", "e3", "e2", "e1"}));
}

TEST_CASE("a shortest path goes around the walls, with as few turns as it can") {
    // e3h shuts e3 and f3 from row 4: the pawn goes up to e3, steps to d3, then up.
    const auto path = pathOf("e3h", 0);
    CHECK(path == squares({"e1", "e2", "e3", "d3", "d4", "d5", "d6", "d7", "d8", "d9"}));
    auto s = position(makeSetup(2), "e3h");
    CHECK(static_cast<int>(path.size()) - 1 == asQuoridor(*s).board().distance(0));
    // Moves given: the pawns have moved and walls stand on both sides of the column.
    const auto moved = pathOf("e2 e8 d2v e7 e5h e6", 0);
    auto t = position(makeSetup(2), "e2 e8 d2v e7 e5h e6");
    REQUIRE(moved.size() == static_cast<std::size_t>(asQuoridor(*t).board().distance(0)) + 1);
    CHECK(moved.front() == squares({"e2"})[0]);
    CHECK(moved.back() / 9 == 8);  // ends on row 9
    for (std::size_t k = 1; k < moved.size(); ++k) {
        const int a = moved[k - 1], b = moved[k];
        CHECK(std::abs(a % 9 - b % 9) + std::abs(a / 9 - b / 9) == 1);  // one step
    }
}

TEST_CASE("the Shortest paths aid marks each pawn's path in its player's colour") {
    auto s = position(makeSetup(2), "e3h");
    const auto aids = s->boardAids(plateau::Viewer::player(0));
    REQUIRE(aids.size() == 1);
    CHECK(aids[0].id == "paths");
    CHECK(aids[0].label == "Shortest paths");
    const auto& marks = aids[0].marks;
    const auto& q = asQuoridor(*s);
    for (int p = 0; p < 2; ++p) {
        const auto path = shortestPath(q.board(), p);
        std::vector<plateau::AidMark> mine;
        std::copy_if(marks.begin(), marks.end(), std::back_inserter(mine),
                     [p](const plateau::AidMark& m) { return m.player == p; });
        REQUIRE(mine.size() == path.size());
        for (std::size_t k = 0; k < path.size(); ++k) {
            CHECK(mine[k].cell == path[k]);
            CHECK(mine[k].next == (k + 1 < path.size() ? path[k + 1] : -1));
        }
    }
}

TEST_CASE("the walls in hand lie on a pile beside the board, one fewer for each wall placed") {
    auto s = start(makeSetup(2));
    const auto pileCount = [](const plateau::BoardView& view, int cell) {
        return std::count_if(view.pieces.begin(), view.pieces.end(), [&](const plateau::Piece& p) {
            return p.cell == cell && p.kind == "wall";
        });
    };
    auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.cells.size() == 83);
    for (int p = 0; p < 2; ++p) {
        const auto& pile = view.cells[static_cast<std::size_t>(81 + p)];
        CHECK(pile.kind == "pile");
        CHECK(pile.owner == p);
        CHECK(pile.stacking == plateau::Stacking::PileCell);
        CHECK(pile.center.x > 9);  // right of the squares
        CHECK(pileCount(view, 81 + p) == 10);
    }
    // Player 0's pile lower down, as their pawn starts at the bottom.
    CHECK(view.cells[81].center.y > view.cells[82].center.y);
    const auto before = view.pieces.size();
    play(*s, "e3h");
    view = s->boardView(plateau::Viewer::referee());
    CHECK(view.pieces.size() == before);  // the wall went from the pile to its slot
    CHECK(pileCount(view, 81) == 9);
    CHECK(pileCount(view, 82) == 10);
    CHECK(view.cells[81].description == "9 walls left");
    // Piece 2, player 0's first wall, is the one placed.
    CHECK(view.pieces[2].slot >= 0);
    CHECK(view.slots[static_cast<std::size_t>(view.pieces[2].slot)].notation == "e3h");
    play(*s, "c5v");
    view = s->boardView(plateau::Viewer::referee());
    CHECK(pileCount(view, 82) == 9);
    CHECK(view.pieces[12].slot >= 0);  // player 1's first wall
}
