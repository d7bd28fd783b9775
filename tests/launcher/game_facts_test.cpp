// What the play screen says besides the board, from the game's data: the Goose's squares,
// options, rounds and throw (the English texts: the catalogs are checked elsewhere).
#include <doctest/doctest.h>

#include <plateau/host/language.hpp>
#include <plateau/sdk/game.hpp>

#include "app/game_facts.hpp"
#include "scenes/rules_scene.hpp"
#include "shipped_games.hpp"

using namespace plateau;
using namespace plateau::gui;
using plateau::testing::gooseGame;

namespace {

StatePtr start(const std::string& variant, std::vector<std::pair<std::string, OptionValue>> options = {}) {
    Setup setup;
    setup.variant = variant;
    setup.players.resize(2);
    setup.seed = 7;
    for (auto& [key, value] : options)
        setup.options.set(key, value);
    auto state = gooseGame()->newState(setup);
    REQUIRE(state);
    return std::move(*state);
}

}  // namespace

TEST_CASE("hovering a square says its name and what it does") {
    const auto state = start("ganzenbord");
    const auto view = state->boardView(Viewer::referee());
    REQUIRE(view.cells.size() == 64);
    CHECK(cellHoverText(view.cells[6]) == "6 · The Bridge: Go straight to 12.");
    CHECK(cellHoverText(view.cells[42]) == "42 · The Maze: Go back to 39.");
    CHECK(cellHoverText(view.cells[58]) == "58 · Death: Back to the start.");
    CHECK(cellHoverText(view.cells[9]) == "9 · Goose: Move on again by the same throw.");
    // A plain square has only its number.
    CHECK(cellHoverText(view.cells[7]) == "7");
    // Each variant its own rule: the Russian Well costs two turns at most.
    CHECK(cellHoverText(start("russian")->boardView(Viewer::referee()).cells[31]) ==
          "31 · The Well: Miss two turns, or fewer if another pawn lands here and frees you.");
}

TEST_CASE("a cell with a description and no name or label still says what it does") {
    Cell cell;
    cell.description = "Go straight to 12.";
    CHECK(cellHoverText(cell) == "Go straight to 12.");
    cell.label = "e4";
    cell.name = "e4";
    cell.description.clear();
    CHECK(cellHoverText(cell) == "e4");
}

TEST_CASE("the options set for this game are listed with their values") {
    CHECK(optionsInForce(*gooseGame(), start("darts", {{"max_rounds", std::int64_t{10}}})->setup()) ==
          std::vector<std::string>{"Number of rounds: 10"});
    CHECK(optionsInForce(*gooseGame(),
                         start("darts", {{"miss_chance", 0.25}, {"master", true}})->setup()) ==
          std::vector<std::string>{"Master: yes", "Miss chance: 0.25"});
    CHECK(optionsInForce(*gooseGame(), start("ganzenbord", {{"young_children", true}})->setup()) ==
          std::vector<std::string>{"Young children: yes"});
    // The variant as it comes: nothing to add to its name.
    CHECK(optionsInForce(*gooseGame(), start("ganzenbord")->setup()).empty());
    CHECK(optionsInForce(*gooseGame(), start("darts")->setup()).empty());
}

TEST_CASE("a round counter where the variant ends after a number of rounds") {
    auto state = start("darts", {{"max_rounds", std::int64_t{3}}});
    CHECK(roundText(*state) == "Round 1 of 3");
    // Play until a round has been completed: the counter moves on, and never past the last.
    int seen = 1;
    for (int ply = 0; ply < 400 && !state->isTerminal(); ++ply) {
        ChanceList outcomes;
        state->chanceOutcomes(outcomes);
        REQUIRE(!outcomes.empty());
        REQUIRE(state->apply(outcomes[static_cast<std::size_t>(ply) % outcomes.size()].move));
        const auto text = roundText(*state);
        REQUIRE(text.rfind("Round ", 0) == 0);
        seen = std::max(seen, text[6] - '0');
        CHECK(text.substr(7) == " of 3");
    }
    CHECK(state->isTerminal());
    CHECK(seen == 3);
    // No limit, no counter.
    CHECK(roundText(*start("darts")) == "");
    CHECK(roundText(*start("ganzenbord")) == "");
}

TEST_CASE("the call to throw is the game's: darts for the dart machine, dice otherwise") {
    CHECK(throwCall(*gooseGame(), start("darts")->setup()) == "Throw the darts");
    CHECK(throwCall(*gooseGame(), start("ganzenbord")->setup()) == "Throw the dice");
    CHECK(throwCall(*gooseGame(), start("russian")->setup()) == "Throw the dice");
}

// Issue 31, 5: the draw when every pawn is caught is on the rules screen of every box, in
// every language (before: the setup predicted draws the rules never mentioned).
TEST_CASE("the rules screen explains the draw when every pawn is caught") {
    const std::vector<std::pair<std::string, std::string>> headings = {
        {"en", "## When every pawn is caught"},
        {"fr", "## Quand tous les pions sont pris"},
        {"nl", "## Als alle pionnen vastzitten"},
        {"ru", "## Когда застряли все фишки"}};
    for (const auto& variant : gooseGame()->variants()) {
        for (const auto& [language, heading] : headings) {
            plateau::setLanguage(language);
            CAPTURE(variant.id);
            CAPTURE(language);
            CHECK(RulesScene::rulesText(variant).find(heading) != std::string::npos);
        }
    }
    plateau::setLanguage("en");
}
