// The log in the language spoken now (issue 31, 2): a game's events are written when each
// move is applied, in the language of that moment; EventTexts writes them again in the
// language chosen since, and follows the game through new moves and undo.
#include <doctest/doctest.h>

#include <plateau/host/language.hpp>
#include <plateau/sdk/game.hpp>

#include "session/event_texts.hpp"
#include "shipped_games.hpp"

using namespace plateau;

namespace {

struct Catalogs {
    Catalogs() {
        addCatalogFolder(LOCALE_DIR);
        addTextDomain("goose");
        setLanguage("en");
    }
    ~Catalogs() { setLanguage("en"); }
};

StatePtr ganzenbord(int moves) {
    const auto game = testing::gooseGame();
    Setup setup;
    setup.variant = "ganzenbord";
    setup.players = {{"Anna"}, {"Bram"}};
    setup.seed = 3;
    auto state = game->newState(setup);
    REQUIRE(state);
    Rng rng(3);
    for (int i = 0; i < moves && !(*state)->isTerminal(); ++i)
        (*state)->applyUnchecked((*state)->sampleChanceOutcome(rng));
    return std::move(*state);
}

}  // namespace

TEST_CASE("the log is written again in the language chosen after the moves") {
    Catalogs catalogs;
    auto state = ganzenbord(6);
    const auto viewer = Viewer::referee();
    session::EventTexts texts;
    const auto english = texts.eventsFor(*state, viewer);
    REQUIRE(english.size() == state->events().size());
    CHECK(english.front().text.find("throws") != std::string::npos);
    CHECK(english.front().text.find_first_of("\xD0\xD1") == std::string::npos);

    setLanguage("ru");
    const auto russian = texts.eventsFor(*state, viewer);
    REQUIRE(russian.size() == english.size());
    for (std::size_t i = 0; i < russian.size(); ++i) {
        CAPTURE(russian[i].text);
        CHECK(russian[i].text != english[i].text);
        CHECK(russian[i].text.find_first_of("\xD0\xD1") != std::string::npos);  // Cyrillic
        CHECK(russian[i].ply == english[i].ply);
        CHECK(russian[i].player == english[i].player);
    }
    // The state's own lines keep the language they were made in.
    CHECK(state->events().front().text == english.front().text);
    CHECK(texts.rebuilds() == 2);

    // A move made in Russian is followed without starting again; an undo starts again.
    Rng rng(5);
    state->applyUnchecked(state->sampleChanceOutcome(rng));
    CHECK(texts.eventsFor(*state, viewer).size() == state->events().size());
    CHECK(texts.rebuilds() == 2);
    auto shorter = ganzenbord(4);
    CHECK(texts.eventsFor(*shorter, viewer).size() == shorter->events().size());
    CHECK(texts.rebuilds() == 3);
}
