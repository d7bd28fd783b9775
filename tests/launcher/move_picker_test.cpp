// The input model without a window: what can be picked, where a pick goes, which moves a
// click means, and which moves are buttons, from State::moveInput alone.
#include <doctest/doctest.h>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/state.hpp>

#include "board/move_picker.hpp"
#include "info/info_games.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::gui;
using plateau::testing::cellTarget;
using plateau::testing::pieceTarget;

namespace {

const GameType kType{.id = "picker_test", .name = "Picker test"};
constexpr Target slot(int i) { return {Target::Kind::Slot, i}; }

// Moves 0…n-1, each made as the table says; three cells, piece 0 on cell 0 and piece 1 on
// cell 1, one slot.
class TableState final : public State {
public:
    TableState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, std::vector<MoveInput> table)
        : State(std::move(game), std::move(setup)), m_table(std::move(table)) {}
    PlayerId currentPlayer() const override { return 0; }
    void legalMoves(MoveList& out) const override {
        out.clear();
        for (std::size_t i = 0; i < m_table.size(); ++i) out.push_back(Move{static_cast<std::uint32_t>(i)});
    }
    Outcome outcome() const override { return {}; }
    std::string moveToString(Move m) const override { return "m" + std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view) const override { return Error("no"); }
    MoveInput moveInput(Move m) const override { return m_table.at(m.code); }
    BoardView boardView(const Viewer&) const override {
        BoardView v;
        for (int i = 0; i < 3; ++i) v.cells.push_back({});
        v.slots.push_back({});
        v.pieces.push_back({0, 0, -1, "pawn", ""});
        v.pieces.push_back({0, 1, -1, "pawn", ""});
        return v;
    }
    std::string toText(const Viewer&) const override { return {}; }

protected:
    void doApply(Move) override {}
    StatePtr doClone() const override { return StatePtr(new TableState(*this)); }

private:
    std::vector<MoveInput> m_table;
};

class TableGame final : public Game {
public:
    explicit TableGame(std::vector<MoveInput> moves) : Game(kType), table(std::move(moves)) {
        VariantInfo v;
        v.id = "standard";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }
    std::vector<MoveInput> table;

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup, const VariantInfo&) const override {
        return StatePtr(new TableState(shared(), std::move(setup), table));
    }

private:
    std::vector<VariantInfo> m_variants;
};

struct Fixture {
    explicit Fixture(std::vector<MoveInput> table) {
        game = makeGame<TableGame>(std::move(table));
        Setup setup;
        setup.variant = "standard";
        setup.players.resize(2);
        auto s = game->newState(setup);
        REQUIRE(s.ok());
        state = std::move(*s);
        view = state->boardView(Viewer::referee());
        picker.reset(*state, view, true);
    }
    std::shared_ptr<const TableGame> game;
    StatePtr state;
    BoardView view;
    MovePicker picker;
};

}  // namespace

TEST_CASE("a piece is picked first, then one of its destinations") {
    Fixture f({{pieceTarget(0), cellTarget(1), ""},
               {pieceTarget(0), cellTarget(2), ""},
               {pieceTarget(1), cellTarget(2), ""}});
    CHECK(f.picker.sources() == std::vector<Target>{pieceTarget(0), pieceTarget(1)});
    CHECK_FALSE(f.picker.hasSelection());  // two pieces can move: nothing picked by itself
    CHECK(f.picker.destinationCells().empty());
    CHECK(f.picker.sourcesAt(1) == std::vector<Target>{pieceTarget(1)});
    CHECK(f.picker.sourceCell(pieceTarget(1)) == 1);
    REQUIRE(f.picker.select(pieceTarget(0)));
    CHECK(f.picker.destinationCells() == std::vector<int>{1, 2});
    CHECK(f.picker.movesTo(cellTarget(2)) == std::vector<int>{1});  // piece 0's move, not piece 1's
    CHECK_FALSE(f.picker.select(pieceTarget(2)));  // no such source: the pick stays
    CHECK(f.picker.selected() == pieceTarget(0));
    f.picker.deselect();
    CHECK(f.picker.movesTo(cellTarget(2)).empty());
}

TEST_CASE("the only piece that can move is picked by itself") {
    Fixture f({{pieceTarget(0), cellTarget(1), ""},
               {pieceTarget(0), cellTarget(2), ""},
               {{}, slot(0), ""}});
    CHECK(f.picker.selected() == pieceTarget(0));
    CHECK(f.picker.selectedByItself());
    CHECK(f.picker.destinationCells() == std::vector<int>{1, 2});
    CHECK(f.picker.destinationSlots() == std::vector<int>{0});
    CHECK(f.picker.movesTo(slot(0)) == std::vector<int>{2});
}

TEST_CASE("moves sharing source and destination are a choice, by label") {
    Fixture f({{pieceTarget(0), cellTarget(1), "Step"},
               {pieceTarget(0), cellTarget(1), "Crown it"},
               {pieceTarget(1), cellTarget(2), ""}});
    REQUIRE(f.picker.select(pieceTarget(0)));
    const auto both = f.picker.movesTo(cellTarget(1));
    REQUIRE(both.size() == 2);
    CHECK(f.picker.option(both[0]).label == "Step");
    CHECK(f.picker.option(both[1]).label == "Crown it");
    CHECK(f.picker.option(2).label == "m2");  // no label: the move's text
}

TEST_CASE("moves with no place on the board are buttons") {
    Fixture f({{{}, {}, "Pass"}, {pieceTarget(1), {}, "Remove it"}, {{}, cellTarget(0), ""}});
    CHECK(f.picker.buttons() == std::vector<int>{0});  // "Remove it" needs its piece picked
    CHECK(f.picker.destinationCells() == std::vector<int>{0});  // needs nothing picked
    REQUIRE(f.picker.select(pieceTarget(1)));
    CHECK(f.picker.buttons() == std::vector<int>{0, 1});
    CHECK(f.picker.movesTo(cellTarget(0)) == std::vector<int>{2});  // still reachable with a pick
}

TEST_CASE("nobody to act: nothing to pick") {
    Fixture f({{pieceTarget(0), cellTarget(1), ""}});
    f.picker.reset(*f.state, f.view, false);
    CHECK(f.picker.empty());
    CHECK(f.picker.sources().empty());
    CHECK_FALSE(f.picker.hasSelection());
}

TEST_CASE("where players choose at once, the picker lists the moves of the seat asked") {
    // Sealed bids: both are asked at once; with Anna's bid pending in the session (not in
    // the state), Ben is asked while the state's first awaited player is still Anna.
    Setup setup;
    setup.players.resize(2);
    setup.players[0].name = "Anna";
    setup.players[1].name = "Ben";
    setup.firstPlayer = 0;
    auto state = info::makeSealedBids()->newState(setup);
    REQUIRE(state.ok());
    const BoardView view = (*state)->boardView(Viewer::player(1));
    MovePicker picker;
    picker.reset(**state, view, true, 1);
    REQUIRE(picker.options().size() == 3);
    for (int amount = 1; amount <= 3; ++amount)
        CHECK(picker.option(amount - 1).move == info::bid(1, amount));
    picker.reset(**state, view, true);  // no seat: the player to move
    CHECK(picker.option(0).move == info::bid(0, 1));
}
