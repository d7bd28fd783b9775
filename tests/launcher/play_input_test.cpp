// The play screen's input without a window: picks, the choice between moves, focus stops,
// buttons, a click that falls back on a cell's notation, the slot piece on the keyboard,
// the Escape cascade and the throw; and the key map that turns keys into these actions.
#include <cmath>

#include <doctest/doctest.h>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/state.hpp>

#include "input/key_map.hpp"
#include "input/play_input.hpp"
#include "shipped_games.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::gui;
using plateau::testing::cellTarget;
using plateau::testing::pieceTarget;

namespace {

const GameType kInputType{
    .id = "input_model_test", .name = "Input model test", .pieceName = "pawn"};

// Pawn 0 on cell 0 steps to 1 (two ways: a choice) or to 2; pawn 1 on cell 1 steps to 3;
// a pass with no place on the board. Cell i's notation is "s<i>": "s2" is pawn 0's step
// there, the others name no move.
class PickState final : public State {
public:
    PickState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}
    PlayerId currentPlayer() const override { return 0; }
    void legalMoves(MoveList& out) const override {
        out.clear();
        for (std::uint32_t i = 0; i < 5; ++i)
            out.push_back(Move{i});
    }
    Outcome outcome() const override { return {}; }
    std::string moveToString(Move m) const override { return "m" + std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "s2") return Move{2};
        return Error("nothing goes to " + std::string(text));
    }
    MoveInput moveInput(Move m) const override {
        switch (m.code) {
            case 0:
                return {pieceTarget(0), cellTarget(1), "Step"};
            case 1:
                return {pieceTarget(0), cellTarget(1), "Step and crown"};
            case 2:
                return {pieceTarget(0), cellTarget(2), ""};
            case 3:
                return {pieceTarget(1), cellTarget(3), ""};
            default:
                return {{}, {}, "Pass"};
        }
    }
    BoardView boardView(const Viewer&) const override {
        BoardView v;
        const char* names[] = {"Zero", "One", "Two", "Three"};
        for (int i = 0; i < 4; ++i) {
            Cell c;
            c.notation = "s" + std::to_string(i);
            c.name = names[i];
            v.cells.push_back(c);
        }
        v.pieces.push_back({0, 0, -1, "pawn", ""});
        v.pieces.push_back({0, 1, -1, "pawn", ""});
        return v;
    }
    std::string toText(const Viewer&) const override { return {}; }

protected:
    void doApply(Move) override {}
    StatePtr doClone() const override { return StatePtr(new PickState(*this)); }
};

class PickGame final : public Game {
public:
    PickGame() : Game(kInputType) {
        VariantInfo v;
        v.id = "standard";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new PickState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

StatePtr newState(const Game& game, Setup setup) {
    auto state = game.newState(std::move(setup));
    REQUIRE(state);
    return std::move(*state);
}

// A game's state, its view and the input on it, a person to act.
struct Table {
    Table(std::shared_ptr<const Game> g, Setup setup, bool active = true)
        : game(std::move(g)),
          state(newState(*game, std::move(setup))),
          view(state->boardView(Viewer::referee())),
          input(*game, nullptr) {
        input.reset(*state, view, active);
    }
    std::shared_ptr<const Game> game;
    StatePtr state;
    BoardView view;
    PlayInput input;
};

Table pickTable(bool active = true) {
    Setup setup;
    setup.variant = "standard";
    setup.players.resize(2);
    return Table(makeGame<PickGame>(), setup, active);
}

std::string statusOf(const InputResult& r) {
    return r.status ? r.status->text : std::string("(none)");
}

}  // namespace

TEST_CASE("a pawn is picked, then its square; two moves there are a choice") {
    auto t = pickTable();
    auto marks = t.input.marks();
    CHECK(marks.sourcePieces == std::vector<int>{0, 1});
    CHECK(marks.targets.empty());
    auto r = t.input.click(0, -1);
    CHECK(r.handled);
    CHECK_FALSE(r.play);
    CHECK(statusOf(r) == "3 moves: pick where it goes");
    marks = t.input.marks();
    CHECK(marks.selectedPiece == 0);
    CHECK(marks.sourcePieces == std::vector<int>{1});
    CHECK(marks.targets == std::vector<int>{1, 2});
    r = t.input.click(1, -1);
    CHECK_FALSE(r.play);
    REQUIRE(t.input.choice().size() == 2);
    CHECK(t.input.choiceLabels() == std::vector<std::string>{"Step", "Step and crown"});
    CHECK(t.input.choiceAnchor() == cellTarget(1));
    // In the choice every key waits for it; arrows go round, Activate plays.
    CHECK(t.input.act(Action::Rules).handled);
    t.input.act(Action::Down);
    CHECK(t.input.choiceFocus() == 1);
    t.input.act(Action::Down);
    CHECK(t.input.choiceFocus() == 0);
    t.input.act(Action::Up);
    r = t.input.act(Action::Activate);
    REQUIRE(r.play);
    CHECK(r.play->code == 1);
    CHECK(t.input.choice().empty());
}

TEST_CASE("a click on a pawn's only square plays; a click beside the choice cancels it") {
    auto t = pickTable();
    t.input.click(0, -1);
    auto r = t.input.click(2, -1);
    REQUIRE(r.play);
    CHECK(r.play->code == 2);
    t.input.reset(*t.state, t.view, true);  // the screen's part once a move is played
    t.input.click(1, -1);                   // pawn 1 now
    CHECK(t.input.marks().selectedPiece == 1);
    t.input.click(0, -1);
    t.input.click(1, -1);
    REQUIRE_FALSE(t.input.choice().empty());
    r = t.input.cancelChoice();
    CHECK(statusOf(r) == "No move chosen");
    CHECK(t.input.choice().empty());
}

TEST_CASE("a cell no move names falls back on its notation, or says why not") {
    auto t = pickTable();
    auto r = t.input.click(2, -1);  // nothing picked: "s2" is pawn 0's step
    REQUIRE(r.play);
    CHECK(r.play->code == 2);
    r = t.input.click(3, -1);  // pawn 1 goes there, but only once picked
    CHECK_FALSE(r.play);
    CHECK(r.refused);
    CHECK(statusOf(r) == "Three: nothing goes to s3");
    CHECK(r.status->tone == Tone::Danger);
}

TEST_CASE("Tab goes over the squares, the pawns, then the buttons; Enter plays or picks") {
    auto t = pickTable();
    REQUIRE(t.input.buttons().size() == 1);
    CHECK(t.input.buttonLabel(0) == "Pass");
    auto r = t.input.act(Action::Previous);  // from nothing: the last stop, the button
    CHECK(statusOf(r) == "Enter plays Pass");
    CHECK(t.input.marks().focusButton == 0);
    r = t.input.act(Action::Next);  // round to the first pawn
    CHECK(statusOf(r) == "Enter picks this pawn");
    CHECK(t.input.marks().focusCell == 0);
    r = t.input.act(Action::Activate);
    CHECK(t.input.marks().selectedPiece == 0);
    // With pawn 0 picked: its squares come first.
    r = t.input.act(Action::Next);
    CHECK(statusOf(r) == "Enter plays Step, Step and crown");
    CHECK(t.input.marks().focusCell == 1);
    r = t.input.act(Action::Next);
    r = t.input.act(Action::Activate);
    REQUIRE(r.play);
    CHECK(r.play->code == 2);
    CHECK(t.input.pressButton(0).play->code == 4);
    CHECK_FALSE(t.input.pressButton(3).handled);
}

TEST_CASE("Escape undoes one thing at a time, then asks for the pause menu") {
    auto t = pickTable();
    t.input.click(0, -1);
    t.input.act(Action::Next);
    auto r = t.input.act(Action::Back);
    CHECK(statusOf(r) == "Selection cleared");
    CHECK(t.input.marks().focusCell == -1);
    CHECK(t.input.marks().selectedPiece == 0);
    r = t.input.act(Action::Back);
    CHECK(statusOf(r) == "The pawn is put down");
    CHECK(t.input.marks().selectedPiece == -1);
    r = t.input.act(Action::Back);
    CHECK(r.pause);
    CHECK_FALSE(r.status);
}

TEST_CASE("the hover line says what a click would do") {
    auto t = pickTable();
    auto r = t.input.hover(0, -1);
    CHECK(statusOf(r) == "Zero — click to pick this pawn");
    CHECK(t.input.marks().hoverCell == 0);
    CHECK_FALSE(t.input.hover(0, -1).status);  // the same cell: nothing new to say
    t.input.click(0, -1);
    r = t.input.hover(1, -1);
    CHECK(statusOf(r) == "One — click to play Step, Step and crown");
    CHECK(r.status->tone == Tone::Success);
    r = t.input.hover(-1, -1);
    CHECK(statusOf(r).empty());
}

TEST_CASE("nobody's decision awaited: nothing to pick, Escape still pauses") {
    auto t = pickTable(false);
    CHECK(t.input.marks().sourcePieces.empty());
    CHECK_FALSE(t.input.act(Action::Next).handled);
    CHECK_FALSE(t.input.click(2, -1).play);
    CHECK_FALSE(t.input.act(Action::Throw).handled);
    CHECK(t.input.act(Action::Back).pause);
}

TEST_CASE("a Quoridor wall on the keyboard: taken, moved, turned, placed, put back") {
    const auto game = testing::quoridorGame();
    Setup setup;
    setup.variant = "standard";
    setup.firstPlayer = 0;
    setup.players.resize(2);
    Table t(game, setup);
    // The slots where the view puts them (one unit a square), their middle the board's.
    std::vector<SlotPlace> places;
    for (const auto& s : t.view.slots)
        places.push_back({{(s.from.x + s.to.x) / 2, (s.from.y + s.to.y) / 2},
                          std::abs(s.to.x - s.from.x) >= std::abs(s.to.y - s.from.y)});
    REQUIRE_FALSE(places.empty());
    t.input.setSlotPlaces(places, {t.view.size.x / 2, t.view.size.y / 2});
    auto r = t.input.act({Action::TakeSlotPiece});
    const int first = t.input.slotCursor();
    REQUIRE(first >= 0);
    CHECK(statusOf(r).find("Enter places it, R turns it") != std::string::npos);
    CHECK(t.input.marks().previewSlot == first);
    CHECK(t.input.marks().previewFits);
    t.input.act(Action::Right);
    const int moved = t.input.slotCursor();
    CHECK(moved != first);
    CHECK(places[static_cast<std::size_t>(moved)].horizontal ==
          places[static_cast<std::size_t>(first)].horizontal);
    CHECK(places[static_cast<std::size_t>(moved)].middle.x >
          places[static_cast<std::size_t>(first)].middle.x);
    // Space turns it (before it would throw or activate); a key of no use is swallowed.
    t.input.act({Action::Turn, Action::Throw, Action::Activate});
    const int turned = t.input.slotCursor();
    CHECK(places[static_cast<std::size_t>(turned)].horizontal !=
          places[static_cast<std::size_t>(moved)].horizontal);
    CHECK(t.input.act(Action::Rules).handled);
    r = t.input.act({Action::Throw, Action::Activate});  // Enter
    REQUIRE(r.play);
    CHECK(t.state->moveInput(*r.play).to == Target{Target::Kind::Slot, turned});
    t.input.reset(*t.state, t.view, true);
    CHECK(t.input.slotCursor() == -1);
    // Taken and put back: P again, or Escape; the next Escape is the pause menu (the
    // pawn, the only piece that can move, stays picked).
    t.input.act(Action::TakeSlotPiece);
    r = t.input.act(Action::TakeSlotPiece);
    CHECK(statusOf(r) == "The wall is put back");
    CHECK(t.input.slotCursor() == -1);
    t.input.act(Action::TakeSlotPiece);
    r = t.input.act(Action::Back);
    CHECK(statusOf(r) == "The wall is put back");
    CHECK(t.input.act(Action::Back).pause);
    // The mouse takes over: the piece in hand goes without a word.
    t.input.act(Action::TakeSlotPiece);
    t.input.mouseTakesOver();
    CHECK(t.input.slotCursor() == -1);
}

TEST_CASE("a person's throw: Throw asks for it, nothing else is on") {
    const auto game = testing::gooseGame();
    Setup setup;
    setup.variant = "ganzenbord";
    setup.players.resize(2);
    setup.firstPlayer = 0;
    Table t(game, setup);
    REQUIRE(t.state->isChance());
    auto r = t.input.act({Action::Turn, Action::Throw, Action::Activate});
    CHECK(r.throwDice);
    CHECK_FALSE(r.play);
    CHECK_FALSE(t.input.act(Action::Next).handled);
    Table bots(game, setup, false);  // a bot's throw: the session's
    CHECK_FALSE(bots.input.act(Action::Throw).handled);
}

TEST_CASE("the key map: keys to named actions, in the order they are offered") {
    const auto& map = KeyMap::play();
    const auto press = [&](sf::Keyboard::Key code, bool ctrl = false, bool shift = false,
                           bool alt = false) {
        sf::Event::KeyEvent key{};
        key.code = code;
        key.control = ctrl;
        key.shift = shift;
        key.alt = alt;
        return map.actions(key);
    };
    using A = Action;
    CHECK(press(sf::Keyboard::Space) == std::vector<A>{A::Turn, A::Throw, A::Activate});
    CHECK(press(sf::Keyboard::Enter) == std::vector<A>{A::Throw, A::Activate});
    CHECK(press(sf::Keyboard::Tab) == std::vector<A>{A::Next});
    CHECK(press(sf::Keyboard::Tab, false, true) == std::vector<A>{A::Previous});
    CHECK(press(sf::Keyboard::Z, true) == std::vector<A>{A::Undo});
    CHECK(press(sf::Keyboard::Z, true, true) == std::vector<A>{A::Redo});
    CHECK(press(sf::Keyboard::Y, true) == std::vector<A>{A::Redo});
    CHECK(press(sf::Keyboard::R) == std::vector<A>{A::Turn});
    CHECK(press(sf::Keyboard::R, true) == std::vector<A>{A::Reload});
    CHECK(press(sf::Keyboard::P) == std::vector<A>{A::TakeSlotPiece});
    CHECK(press(sf::Keyboard::P, false, false, true).empty());  // Alt+P is the system's
    CHECK(press(sf::Keyboard::Escape, true) == std::vector<A>{A::Back});
    CHECK(press(sf::Keyboard::F1) == std::vector<A>{A::Rules});
    CHECK(press(sf::Keyboard::Q).empty());
    CHECK(isBoardAction(A::Turn));
    CHECK_FALSE(isBoardAction(A::Undo));
    CHECK(actionName(A::TakeSlotPiece) == "take_slot_piece");
}

namespace {

// Pawns 0 and 1 share cell 0: pawn 0 steps to cell 1, pawn 1 to cell 2.
class SharedCellState final : public State {
public:
    SharedCellState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}
    PlayerId currentPlayer() const override { return 0; }
    void legalMoves(MoveList& out) const override {
        out.clear();
        out.push_back(Move{0});
        out.push_back(Move{1});
    }
    Outcome outcome() const override { return {}; }
    std::string moveToString(Move m) const override { return "m" + std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view) const override { return Error("no"); }
    MoveInput moveInput(Move m) const override {
        return m.code == 0 ? MoveInput{pieceTarget(0), cellTarget(1), ""}
                           : MoveInput{pieceTarget(1), cellTarget(2), ""};
    }
    BoardView boardView(const Viewer&) const override {
        BoardView v;
        v.cells.resize(3);
        v.pieces.push_back({0, 0, -1, "pawn", ""});
        v.pieces.push_back({0, 0, -1, "pawn", ""});
        return v;
    }
    std::string toText(const Viewer&) const override { return {}; }

protected:
    void doApply(Move) override {}
    StatePtr doClone() const override { return StatePtr(new SharedCellState(*this)); }
};

class SharedCellGame final : public Game {
public:
    SharedCellGame() : Game(kInputType) {
        VariantInfo v;
        v.id = "standard";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new SharedCellState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

}  // namespace

TEST_CASE("a click goes to the piece under the pointer before the others on its cell") {
    Setup setup;
    setup.variant = "standard";
    setup.players.resize(2);
    Table t(makeGame<SharedCellGame>(), setup);
    // On the piece drawn second: that one is picked, not the first on the cell.
    auto r = t.input.click(0, -1, 1);
    CHECK(r.handled);
    CHECK(t.input.marks().selectedPiece == 1);
    CHECK(t.input.marks().targets == std::vector<int>{2});
    // Clicking it again keeps it; then its destination plays its move.
    t.input.click(0, -1, 1);
    CHECK(t.input.marks().selectedPiece == 1);
    r = t.input.click(2, -1);
    REQUIRE(r.play);
    CHECK(r.play->code == 1);
    // A click on the cell between the pieces picks them in turn, as before.
    t.input.reset(*t.state, t.view, true);
    t.input.click(0, -1);
    CHECK(t.input.marks().selectedPiece == 0);
    t.input.click(0, -1);
    CHECK(t.input.marks().selectedPiece == 1);
    // A piece under the pointer on the selection's destination: the move is played.
    t.input.reset(*t.state, t.view, true);
    t.input.click(0, -1, 0);
    CHECK(t.input.marks().selectedPiece == 0);
    r = t.input.click(1, -1, -1);
    REQUIRE(r.play);
    CHECK(r.play->code == 0);
}

TEST_CASE("the hint says square on a board of squares and space on hexagons") {
    auto t = pickTable();
    t.input.click(0, -1);
    CHECK(t.input.hint().find("Click a marked square to move the pawn") == 0);
    for (Cell& c : t.view.cells)
        c.shape = CellShape::HexPointy;
    t.input.reset(*t.state, t.view, true);
    t.input.click(0, -1);
    CHECK(t.input.hint().find("Click a marked space to move the pawn") == 0);
}
