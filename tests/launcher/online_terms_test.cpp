// A new online table's terms as the setup screen gives them, and the lobby's words for a
// table's clock and age, without a window or a server.
#include <doctest/doctest.h>

#include "app/online_terms.hpp"

using namespace plateau::gui;

TEST_CASE("online terms: the clock chosen is the protocol's time control") {
    OnlineTerms t;
    CHECK(t.clockText().empty());
    t.clock = OnlineTerms::Clock::PerMove;
    t.moveSeconds = 45;
    CHECK(t.clockText() == "move:45");
    t.clock = OnlineTerms::Clock::PerGame;
    t.gameMinutes = 15;
    t.incrementSeconds = 5;
    CHECK(t.clockText() == "game:900+5");
    t.incrementSeconds = 0;
    CHECK(t.clockText() == "game:900");
}

TEST_CASE("online terms: an invited name becomes an account on the server signed in to") {
    CHECK(invitedAccount("cat", "localhost:5222") == "cat@localhost");
    CHECK(invitedAccount("  cat ", "example.org") == "cat@example.org");
    CHECK(invitedAccount("dan@other.org", "example.org") == "dan@other.org");
    CHECK(invitedAccount("", "example.org").empty());
    CHECK(invitedAccount("two words", "example.org").empty());
    CHECK(invitedAccount("dan@", "example.org").empty());
    CHECK(invitedAccount("dan@host:5222", "example.org").empty());
}

TEST_CASE("online terms: a clock and a table's age in words") {
    CHECK(clockWords("") == "no clock");
    CHECK(clockWords("nonsense") == "no clock");
    CHECK(clockWords("move:30") == "30 s per move");
    CHECK(clockWords("move:120") == "2 min per move");
    CHECK(clockWords("game:600") == "10 min for the game");
    CHECK(clockWords("game:900+5") == "15 min + 5 s per move");
    CHECK(clockWords("game:3600+30") == "1 h + 30 s per move");
    CHECK(ageWords(0) == "opened just now");
    CHECK(ageWords(59) == "opened just now");
    CHECK(ageWords(125) == "opened 2 min ago");
    CHECK(ageWords(3 * 3600 + 5) == "opened 3 h ago");
    CHECK(ageWords(5 * 86400) == "opened 5 days ago");
    CHECK(durationWords(90) == "90 s");
    CHECK(durationWords(120) == "2 min");
}
