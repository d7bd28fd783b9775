// The guided first game's one-time question: due on a game's first visit only (the game
// ships a tutorial, it was never offered, no game of it saved or finished), and once
// remembered never again.

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include <doctest/doctest.h>

#include <plateau/host/save_file.hpp>

#include "app/tutorial_offer.hpp"
#include "shipped_games.hpp"
#include "support.hpp"

#include <unistd.h>

using namespace plateau;
using namespace plateau::gui;
namespace fs = std::filesystem;

namespace {

// XDG_STATE_HOME (saves and history) in a fresh folder for the test's time.
struct StateFolder {
    fs::path dir = fs::temp_directory_path() / ("plateau-offer-test-" + std::to_string(::getpid()));
    std::optional<std::string> saved;
    StateFolder() {
        if (const char* v = std::getenv("XDG_STATE_HOME")) saved = v;
        fs::remove_all(dir);
        fs::create_directories(dir / "config");
        ::setenv("XDG_STATE_HOME", (dir / "state").c_str(), 1);
    }
    ~StateFolder() {
        saved ? ::setenv("XDG_STATE_HOME", saved->c_str(), 1) : ::unsetenv("XDG_STATE_HOME");
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    fs::path settings() const { return dir / "config" / "settings.toml"; }
};

}  // namespace

TEST_CASE("the guided first game is offered once, on a game's first visit") {
    StateFolder folder;
    const auto goose = testing::gooseGame();
    const auto quoridor = testing::quoridorGame();
    CHECK(tutorialOfferDue(*goose, folder.settings()));
    CHECK(tutorialOfferDue(*quoridor, folder.settings()));
    // Asked once: remembered, for that game only.
    CHECK(rememberTutorialOffered("goose", folder.settings()).empty());
    CHECK(rememberTutorialOffered("goose", folder.settings()).empty());  // not twice
    CHECK_FALSE(tutorialOfferDue(*goose, folder.settings()));
    CHECK(tutorialOfferDue(*quoridor, folder.settings()));
    CHECK(fs::exists(tutorialOffersFile(folder.settings())));
    // A game of it already saved: no first visit, whatever the file says.
    Setup setup;
    setup.variant = "standard";
    setup.players.resize(2);
    setup.firstPlayer = 0;
    auto state = quoridor->newState(setup);
    REQUIRE_OK(state);
    REQUIRE_OK(writeSaveAtomically(namedSavePath("mine"), makeSave(**state)));
    CHECK_FALSE(tutorialOfferDue(*quoridor, folder.settings()));
}
