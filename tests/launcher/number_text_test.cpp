// Numbers grouped the way each language writes them (issue 31): one helper, its separator
// a translatable text of the program's catalog, read here from the built catalogs.
#include <doctest/doctest.h>

#include <climits>

#include <plateau/host/language.hpp>

#include "app/player_stats.hpp"
#include "session/number_text.hpp"

using namespace plateau;
using plateau::session::groupedNumber;

namespace {

struct NumberCatalogs {
    NumberCatalogs() {
        addCatalogFolder(LOCALE_DIR);
        addTextDomain("plateau");
        setLanguage("en");
    }
    ~NumberCatalogs() { setLanguage("en"); }
};

}  // namespace

TEST_CASE("thousands are grouped as each language writes them") {
    NumberCatalogs catalogs;
    CHECK(groupedNumber(0) == "0");
    CHECK(groupedNumber(999) == "999");
    CHECK(groupedNumber(1250) == "1,250");
    CHECK(groupedNumber(-1250) == "-1,250");
    CHECK(groupedNumber(100000) == "100,000");
    CHECK(groupedNumber(1234567) == "1,234,567");
    CHECK(groupedNumber(LLONG_MIN) == "-9,223,372,036,854,775,808");
    CHECK(gui::ratingNumber(1025.4) == "1,025");

    setLanguage("fr");
    CHECK(groupedNumber(1250) == "1\u00a0250");  // a no-break space
    CHECK(groupedNumber(999) == "999");
    CHECK(groupedNumber(1234567) == "1\u00a0234\u00a0567");
    CHECK(gui::ratingNumber(1025.4) == "1\u00a0025");

    setLanguage("ru");
    CHECK(groupedNumber(1250) == "1\u00a0250");

    setLanguage("nl");
    CHECK(groupedNumber(1250) == "1.250");
    CHECK(groupedNumber(-1234567) == "-1.234.567");

    setLanguage("en");
    CHECK(groupedNumber(1250) == "1,250");
}
