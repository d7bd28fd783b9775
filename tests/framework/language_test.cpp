#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <doctest/doctest.h>
#include <plateau/host/language.hpp>
#include <plateau/sdk/text.hpp>

using namespace plateau;

namespace {

// The test catalogs (tests/framework/po) are compiled into TEST_LOCALE_DIR.
struct Catalogs {
    Catalogs() {
        addCatalogFolder(TEST_LOCALE_DIR);
        addTextDomain("plateau_test");
    }
    ~Catalogs() { setLanguage("en"); }
};

std::string moves(long long n) {
    return fillText(translatePlural("plateau_test", "{0} move", "{0} moves", n),
                    {std::to_string(n)});
}

struct Environment {
    Environment(std::initializer_list<std::pair<const char*, const char*>> vars) {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
            unsetenv(name);
        for (const auto& [name, value] : vars)
            setenv(name, value, 1);
    }
    ~Environment() {
        for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"})
            unsetenv(name);
    }
};

}  // namespace

TEST_CASE("A locale name gives its language code") {
    CHECK(languageCode("nl_NL.UTF-8") == "nl");
    CHECK(languageCode("ru_RU.UTF-8@euro") == "ru");
    CHECK(languageCode("fr") == "fr");
    CHECK(languageCode("C") == "");
    CHECK(languageCode("") == "");
    CHECK(languageCode("12_34") == "");
}

TEST_CASE("The environment chooses the language as gettext does") {
    {
        Environment env{{"LANG", "nl_NL.UTF-8"}};
        CHECK(languageFromEnvironment() == "nl");
    }
    {
        Environment env{{"LANG", "nl_NL.UTF-8"}, {"LC_MESSAGES", "fr_FR.UTF-8"}};
        CHECK(languageFromEnvironment() == "fr");
    }
    {
        Environment env{{"LANG", "nl_NL.UTF-8"}, {"LC_ALL", "ru_RU.UTF-8"}};
        CHECK(languageFromEnvironment() == "ru");
    }
    {
        Environment env{{"LANG", "fr_FR.UTF-8"}, {"LANGUAGE", "de:nl:fr"}};
        CHECK(languageFromEnvironment() == "nl");  // de is not shipped: the next one
    }
    {
        Environment env{{"LANG", "C"}, {"LANGUAGE", "ru"}};
        CHECK(languageFromEnvironment() == "en");  // LANGUAGE is ignored in the C locale
    }
    {
        Environment env{{"LANG", "de_DE.UTF-8"}};
        CHECK(languageFromEnvironment() == "en");
    }
    {
        Environment env{};
        CHECK(languageFromEnvironment() == "en");
    }
}

TEST_CASE("Texts follow the chosen language, English where a catalog has nothing") {
    Catalogs catalogs;
    setLanguage("en");
    CHECK(translate("plateau_test", "Well") == "Well");
    setLanguage("ru");
    CHECK(currentLanguage() == "ru");
    CHECK(translate("plateau_test", "Well") == "Колодец");
    CHECK(translate("plateau_test", "Not in the catalog") == "Not in the catalog");
    CHECK(translate("no_such_domain", "Well") == "Well");
    CHECK(translate("plateau_test", "") == "");  // not the catalog's header
    CHECK(translateInContext("plateau_test", "verb", "Throw") == "Бросить");
    CHECK(translateInContext("plateau_test", "noun", "Throw") == "Throw");
    // No restart: the switch applies to the next call.
    const auto before = languageGeneration();
    setLanguage("fr");
    CHECK(languageGeneration() != before);
    CHECK(translate("plateau_test", "Well") == "Le Puits");
    setLanguage("xx");  // unknown: English
    CHECK(currentLanguage() == "en");
    CHECK(translate("plateau_test", "Well") == "Well");
}

TEST_CASE("Catalogs added after the language was chosen translate from the next lookup on") {
    // As a plugin's are, while the program starts: read once when a text is looked up, not
    // once per folder and domain added. The same folder under another name counts as new.
    setLanguage("fr");
    const auto chosen = languageGeneration();
    addCatalogFolder(std::filesystem::path(TEST_LOCALE_DIR) / ".");
    addTextDomain("plateau_test");
    CHECK(languageGeneration() != chosen);  // the texts may change: screens make them again
    CHECK(translate("plateau_test", "Well") == "Le Puits");
    const auto read = languageGeneration();
    CHECK(translate("plateau_test", "{0} moves {1} to {2}") != "");
    CHECK(languageGeneration() == read);  // looking up changes nothing
    setLanguage("en");
}

TEST_CASE("Plural forms are the language's own") {
    Catalogs catalogs;
    setLanguage("ru");
    CHECK(moves(1) == "1 ход");
    CHECK(moves(2) == "2 хода");
    CHECK(moves(4) == "4 хода");
    CHECK(moves(5) == "5 ходов");
    CHECK(moves(11) == "11 ходов");
    CHECK(moves(21) == "21 ход");
    CHECK(moves(22) == "22 хода");
    CHECK(moves(111) == "111 ходов");
    CHECK(moves(0) == "0 ходов");
    CHECK(moves(5000000001LL) == "5000000001 ход");  // past an int: the last digits decide
    setLanguage("fr");
    CHECK(moves(0) == "0 coup");
    CHECK(moves(1) == "1 coup");
    CHECK(moves(2) == "2 coups");
    setLanguage("en");
    CHECK(moves(1) == "1 move");
    CHECK(moves(0) == "0 moves");
}

TEST_CASE("Placeholders can move in a translation") {
    Catalogs catalogs;
    setLanguage("ru");
    CHECK(fillText(translate("plateau_test", "{0} moves {1} to {2}"), {"Анна", "4+5", "53"}) ==
          "4+5: Анна идёт на 53");
    CHECK(fillText("{0} and {1}", {"a", "b"}) == "a and b");
    CHECK(fillText("{{0}} {0}", {"x"}) == "{0} x");
    CHECK(fillText("{5} {x} {", {"a"}) == "{5} {x} {");  // broken patterns print as they are
    CHECK(fillText("{0}{0}", {"ab"}) == "abab");
}

TEST_CASE("Switching the language while other threads translate is safe") {
    Catalogs catalogs;
    std::vector<std::thread> readers;
    std::atomic<bool> stop{false};
    std::atomic<int> bad{0};
    for (int t = 0; t < 2; ++t)
        readers.emplace_back([&] {
            while (!stop) {
                const auto s = translate("plateau_test", "Well");
                if (s != "Well" && s != "Колодец" && s != "Le Puits") ++bad;
            }
        });
    for (int i = 0; i < 200; ++i)
        setLanguage(i % 3 == 0 ? "ru" : i % 3 == 1 ? "fr" : "en");
    stop = true;
    for (auto& r : readers)
        r.join();
    CHECK(bad == 0);
}
