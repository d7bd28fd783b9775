// The board aids a game offers and which the player turned on (app/board_aids.hpp): asked
// of the state, kept in the settings file, none asked of a plugin older than the aids.

#include <filesystem>
#include <fstream>

#include <doctest/doctest.h>

#include "app/board_aids.hpp"
#include "app/settings.hpp"
#include "shipped_games.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::gui;
namespace fs = std::filesystem;

namespace {

StatePtr quoridorStart() {
    const auto game = testing::quoridorGame();
    Setup setup;
    setup.variant = "standard";
    setup.firstPlayer = 0;
    setup.players = {{"Anna"}, {"Bram"}};
    auto state = game->newState(setup);
    REQUIRE(state);
    return std::move(*state);
}

}  // namespace

TEST_CASE(
    "board aids: offered by the game, off at first, turned on and off, kept in the settings") {
    const testing::TempDir dir;
    const auto file = dir / "settings.toml";
    Settings settings;
    settings.animationSpeed = 2.0;
    REQUIRE_FALSE(saveSettings(settings, file).has_value());
    auto state = quoridorStart();

    BoardAids aids(settings, file, "quoridor");
    aids.offer(*state, Viewer::player(0), true);
    REQUIRE(aids.offered().size() == 1);
    CHECK(aids.offered()[0].id == "paths");
    CHECK_FALSE(aids.shown(0));
    CHECK(aids.shownAids().empty());

    CHECK(aids.toggle(0));
    CHECK(aids.shown(0));
    REQUIRE(aids.shownAids().size() == 1);
    CHECK(aids.shownAids()[0].marks.size() == 18);  // two paths of nine squares
    auto back = loadSettings(file);
    CHECK(back.problem.empty());
    CHECK(back.settings.shownAids == std::vector<std::string>{"quoridor/paths"});
    CHECK(back.settings.animationSpeed == 2.0);  // the rest of the file as it was

    // A new screen of the same game shows it at once; another game's aids are apart.
    BoardAids again(back.settings, file, "quoridor");
    again.offer(*state, Viewer::player(1), true);
    CHECK(again.shown(0));
    BoardAids other(back.settings, file, "other");
    other.offer(*state, Viewer::player(1), true);
    CHECK_FALSE(other.shown(0));

    // The key: all off when one is on, then all on.
    CHECK(aids.toggleAll());
    CHECK_FALSE(aids.shown(0));
    CHECK(loadSettings(file).settings.shownAids.empty());
    CHECK(aids.toggleAll());
    CHECK(aids.shown(0));

    // A plugin built before the aids is not asked.
    aids.offer(*state, Viewer::player(0), false);
    CHECK(aids.offered().empty());
}

TEST_CASE("board aids: a settings file that cannot be read is not overwritten") {
    const testing::TempDir dir;
    const auto file = dir / "settings.toml";
    { std::ofstream(file) << "[window\n"; }
    Settings settings;
    auto state = quoridorStart();
    BoardAids aids(settings, file, "quoridor");
    aids.offer(*state, Viewer::player(0), true);
    CHECK_FALSE(aids.toggle(0));
    CHECK(aids.shown(0));  // for this run all the same
    std::ifstream in(file);
    std::string first;
    std::getline(in, first);
    CHECK(first == "[window");
}

TEST_CASE("settings: the board aids shown, read and written; a name without its game refused") {
    const testing::TempDir dir;
    const auto file = dir / "settings.toml";
    Settings s;
    s.shownAids = {"quoridor/paths", "goose/dangers"};
    REQUIRE_FALSE(saveSettings(s, file).has_value());
    auto back = loadSettings(file);
    CHECK(back.problem.empty());
    CHECK(back.settings == s);
    { std::ofstream(file) << "[board]\naids = [\"paths\"]\n"; }
    auto bad = loadSettings(file);
    CHECK(bad.problem.find("aids are names") != std::string::npos);
}
