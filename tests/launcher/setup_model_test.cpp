// The setup screen's choices without a window: variants keep their options, the player
// count stays within what the variant allows, colours stay apart, the game's own check is
// said in the options' words, and a remembered setup comes back as it was.
#include <doctest/doctest.h>

#include <plateau/sdk/game.hpp>

#include "app/setup_model.hpp"
#include "shipped_games.hpp"

using namespace plateau;
using namespace plateau::gui;
using plateau::testing::quoridorGame;

namespace {

const std::vector<Color> kPalette{
    {200, 0, 0, 255}, {0, 0, 200, 255}, {0, 160, 0, 255}, {220, 200, 0, 255}, {120, 0, 160, 255}};

int variantIndex(const Game& game, const std::string& id) {
    const auto& variants = game.variants();
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i].id == id) return static_cast<int>(i);
    FAIL("no variant " << id);
    return -1;
}

std::int64_t boardSize(const SetupModel& model) {
    return std::get<std::int64_t>(model.options().all().at("board_size"));
}

}  // namespace

TEST_CASE("a fresh setup: two people in different colours, who starts as the rules say") {
    SetupModel model(quoridorGame(), kPalette);
    CHECK(model.playerCount() == 2);
    CHECK(model.seats()[0].name == "Anna");
    CHECK(model.seats()[1].name == "Bram");
    CHECK(model.problem().empty());
    auto setup = model.checked(7);
    REQUIRE(setup);
    CHECK(setup->seed == 7);
    CHECK(setup->firstPlayer == -1);
    REQUIRE(setup->players.size() == 2);
    CHECK(setup->players[0].controller == "human");
    CHECK(setup->players[0].color == kPalette[0]);
    CHECK(setup->players[1].color == kPalette[1]);
    model.setFirst(2);
    CHECK(model.checked(7)->firstPlayer == 1);
}

TEST_CASE("each variant keeps its own options while another is tried") {
    SetupModel model(quoridorGame(), kPalette);
    model.selectVariant(variantIndex(model.game(), "standard"));
    CHECK(boardSize(model) == 9);
    model.setOption("board_size", std::int64_t{7});
    model.selectVariant(variantIndex(model.game(), "small"));
    CHECK(model.variant().id == "small");
    CHECK(boardSize(model) == 5);
    model.selectVariant(variantIndex(model.game(), "standard"));
    CHECK(boardSize(model) == 7);
    CHECK(model.setup().variant == "standard");
}

TEST_CASE("the player count stays within what the variant allows") {
    SetupModel model(quoridorGame(), kPalette);  // 2 or 4 players
    model.setPlayerCount(3);
    CHECK(model.playerCount() == 4);
    model.setPlayerCount(9);
    CHECK(model.playerCount() == 4);
    model.setFirst(4);
    model.setPlayerCount(1);
    CHECK(model.playerCount() == 2);
    CHECK(model.first() == 2);  // who starts follows the seats left
    CHECK(model.setup().players.size() == 2);
}

TEST_CASE("two players in one colour, or what the game refuses, is said in words") {
    SetupModel model(quoridorGame(), kPalette);
    model.setColor(1, model.seats()[0].color);
    CHECK(model.colorTaken(1, model.seats()[0].color));
    CHECK(model.problem() == "Players 1 and 2 have the same colour.");
    auto refused = model.checked(1);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().reason == "Players 1 and 2 have the same colour.");
    model.setColor(1, 2);
    CHECK(model.problem().empty());
    // An even board: the game's own check, its option key in the label's words.
    model.setOption("board_size", std::int64_t{6});
    const auto why = model.problem();
    CHECK(why.find("Board size") != std::string::npos);
    CHECK(why.find("board_size") == std::string::npos);
    // Out of range values are ignored, not kept.
    model.setColor(0, 99);
    model.setController(0, 99);
    CHECK(model.seats()[0].color == 0);
    CHECK(model.seats()[0].controller == 0);
}

TEST_CASE("a seat's computer stays the computer in another variant") {
    SetupModel model(quoridorGame(), kPalette);
    REQUIRE(model.controllers().size() > 1);
    model.setController(1, 1);
    const std::string bot = model.setup().players[1].controller;
    CHECK(bot != "human");
    model.selectVariant(variantIndex(model.game(), "small"));
    CHECK(model.setup().players[1].controller == bot);
    CHECK(model.setup().players[0].controller == "human");
}

TEST_CASE("a remembered setup comes back as it was; colours are kept apart") {
    SetupModel first(quoridorGame(), kPalette);
    first.selectVariant(variantIndex(first.game(), "small"));
    first.setPlayerCount(4);
    first.setName(2, "Chloé");
    first.setController(3, 1);
    first.setOption("board_size", std::int64_t{7});
    auto remembered = first.remembered();
    SetupModel second(quoridorGame(), kPalette);
    second.recall(remembered);
    CHECK(second.setup() == first.setup());
    // A file that gives two seats one colour: the second moves on to a free one.
    remembered.seats[1].color = remembered.seats[0].color;
    SetupModel third(quoridorGame(), kPalette);
    third.recall(remembered);
    CHECK(third.problem().empty());
    CHECK(third.seats()[1].color != third.seats()[0].color);
}

TEST_CASE("the palette: the game's colours first, then others, eight apart") {
    const auto game = quoridorGame();
    const auto palette = SetupModel::paletteFor(*game);
    const auto own = game->defaultColors();
    REQUIRE(palette.size() == 8);
    for (std::size_t i = 0; i < own.size() && i < palette.size(); ++i)
        CHECK(palette[i] == own[i]);
    for (std::size_t i = 0; i < palette.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            CHECK_FALSE(palette[i] == palette[j]);
}
