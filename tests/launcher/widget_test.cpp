// Widgets and the keyboard, without a window: focus order, text editing, steppers that
// offer only allowed values, colours that skip the taken ones; and the setup helpers.
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <doctest/doctest.h>
#include <plateau/host/language.hpp>

#include "app/local_time.hpp"
#include "app/rules_markup.hpp"
#include "app/setup_memory.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "support.hpp"
#include "widgets/layout.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

using namespace plateau::gui;

namespace {

sf::Event key(sf::Keyboard::Key code, bool shift = false, bool control = false) {
    sf::Event e;
    e.type = sf::Event::KeyPressed;
    e.key = {code, false, control, shift, false};
    return e;
}

sf::Event typed(char c) {
    sf::Event e;
    e.type = sf::Event::TextEntered;
    e.text.unicode = static_cast<sf::Uint32>(c);
    return e;
}

void type(TextField& field, const std::string& text) {
    for (const char c : text)
        field.handleEvent(typed(c));
}

}  // namespace

TEST_CASE("Tab and Shift+Tab walk the group in order, skipping disabled widgets") {
    Theme theme;
    Button a(theme, "A"), b(theme, "B"), c(theme, "C");
    b.setEnabled(false);
    WidgetGroup group(theme);
    group.add(a, "a");
    group.add(b, "b");
    group.add(c, "c");
    CHECK(group.focused() == nullptr);
    CHECK(group.handleNavigation(key(sf::Keyboard::Tab)));
    CHECK(group.focusedName() == "a");
    CHECK(a.focused());
    group.handleNavigation(key(sf::Keyboard::Tab));
    CHECK(group.focusedName() == "c");
    CHECK_FALSE(a.focused());
    group.handleNavigation(key(sf::Keyboard::Tab));
    CHECK(group.focusedName() == "a");
    group.handleNavigation(key(sf::Keyboard::Tab, true));
    CHECK(group.focusedName() == "c");
    // Enter presses the focused button.
    CHECK(c.handleEvent(key(sf::Keyboard::Enter)));
    CHECK_FALSE(a.handleEvent(key(sf::Keyboard::Enter)));
    // After a rebuild the focus stays on the widget of the same name.
    group.clear();
    Button c2(theme, "C");
    group.add(a, "a");
    group.add(c2, "c");
    CHECK(group.focused() == &c2);
    CHECK(c2.focused());
}

TEST_CASE("Enter in a text field moves to the next field; Escape leaves the field") {
    Theme theme;
    TextField first(theme, "Anna"), second(theme, "Bram");
    Button start(theme, "Start");
    WidgetGroup group(theme);
    group.add(first, "name:0");
    group.add(second, "name:1");
    group.add(start, "Start");
    group.focus("name:0");
    CHECK(group.editingText());
    CHECK(group.handleNavigation(key(sf::Keyboard::Enter)));
    CHECK(group.focusedName() == "name:1");
    CHECK(second.focused());
    CHECK(group.handleNavigation(key(sf::Keyboard::Escape)));
    CHECK(group.focused() == nullptr);
    CHECK_FALSE(group.handleNavigation(key(sf::Keyboard::Escape)));  // now the screen's
}

TEST_CASE("a text field edits at its caret: Home, End, arrows, Ctrl+A, Delete") {
    Theme theme;
    TextField field(theme, "Anna", 8);
    field.setFocused(true);
    CHECK(field.caret() == 4);
    field.handleEvent(key(sf::Keyboard::Home));
    type(field, "X");
    CHECK(field.text() == "XAnna");
    field.handleEvent(key(sf::Keyboard::End));
    type(field, "!");
    CHECK(field.text() == "XAnna!");
    field.handleEvent(key(sf::Keyboard::Left));
    field.handleEvent(typed('\b'));
    CHECK(field.text() == "XAnn!");
    field.handleEvent(key(sf::Keyboard::Home));
    field.handleEvent(key(sf::Keyboard::Delete));
    CHECK(field.text() == "Ann!");
    field.handleEvent(key(sf::Keyboard::A, false, true));
    CHECK(field.allSelected());
    type(field, "Eva");
    CHECK(field.text() == "Eva");
    field.handleEvent(key(sf::Keyboard::A, false, true));
    field.handleEvent(typed('\b'));
    CHECK(field.text().isEmpty());
}

TEST_CASE("a letter past the limit is refused and the field says so") {
    Theme theme;
    TextField field(theme, "", 5);
    field.setFocused(true);
    type(field, "Maximilian");
    CHECK(field.text() == "Maxim");
    CHECK(field.refused());
    field.handleEvent(typed('\b'));
    CHECK_FALSE(field.refused());
    CHECK(field.text() == "Maxi");
}

TEST_CASE("a stepper with allowed values offers only those") {
    Theme theme;
    Spinner size(theme, 9, 5, 11, 1);
    size.setAllowed({5, 7, 9, 11});
    size.setFocused(true);
    size.handleEvent(key(sf::Keyboard::Right));
    CHECK(size.value() == 11);
    size.handleEvent(key(sf::Keyboard::Right));
    CHECK(size.value() == 11);
    size.handleEvent(key(sf::Keyboard::Left));
    size.handleEvent(key(sf::Keyboard::Left));
    CHECK(size.value() == 7);
    Spinner players(theme, 2, 2, 4, 1);
    players.setAllowed({2, 4});
    players.setFocused(true);
    players.handleEvent(key(sf::Keyboard::Right));
    CHECK(players.value() == 4);  // never 3
    players.setValue(3);
    CHECK(players.value() != 3);
}

TEST_CASE("a colour picker skips the colours other players have") {
    Theme theme;
    ColorPicker picker(theme, {sf::Color::Red, sf::Color::Green, sf::Color::Blue}, 0);
    picker.setTaken([](int color) { return color == 1; });
    picker.setFocused(true);
    CHECK(picker.handleEvent(key(sf::Keyboard::Right)));
    CHECK(picker.index() == 2);
    picker.handleEvent(key(sf::Keyboard::Right));
    CHECK(picker.index() == 0);
    picker.handleEvent(key(sf::Keyboard::Left));
    CHECK(picker.index() == 2);
    picker.setTaken([](int color) { return color != 2; });
    CHECK_FALSE(picker.handleEvent(key(sf::Keyboard::Right)));  // nothing else is free
    CHECK(picker.index() == 2);
}

TEST_CASE("setup problems are said with the options' labels") {
    plateau::VariantInfo v;
    plateau::OptionSpec size;
    size.key = "board_size";
    size.label = "Board size";
    v.options.push_back(size);
    CHECK(SetupScene::inWords("board_size must be odd", v) == "Board size must be odd");
    CHECK(SetupScene::inWords("option 'board_size' must be 5, 7, 9 or 11, not 10", v) ==
          "Board size must be 5, 7, 9 or 11, not 10");
}

TEST_CASE("the setup is remembered per game and read back") {
    const plateau::testing::TempDir dir;
    const auto file = rememberedSetupFile(dir / "settings.toml", "my game/1");
    CHECK(file.filename() == "my_game_1.toml");
    RememberedSetup r;
    r.variant = "small";
    r.players = 4;
    r.seats = {{"Anna", 3, "human"}, {"Chloé", 1, "bot:mcts:easy"}};
    r.options["small"].set("board_size", std::int64_t{7});
    r.options["small"].set("fast", true);
    r.options["other"].set("speed", 0.5);
    r.options["other"].set("mode", std::string("quick"));
    REQUIRE_FALSE(saveRememberedSetup(r, file).has_value());
    const auto back = loadRememberedSetup(file);
    REQUIRE(back.has_value());
    CHECK(back->variant == "small");
    CHECK(back->players == 4);
    REQUIRE(back->seats.size() == 2);
    CHECK(back->seats[1].name == "Chloé");
    CHECK(back->seats[1].color == 1);
    CHECK(back->seats[1].controller == "bot:mcts:easy");
    CHECK(back->options.at("small") == r.options.at("small"));
    CHECK(back->options.at("other") == r.options.at("other"));
    CHECK_FALSE(loadRememberedSetup(dir / "none.toml").has_value());
}

TEST_CASE("times are shown in local time, by day") {
    using namespace std::chrono;
    const auto now = sys_days{2026y / 3 / 10} + hours{12};
    CHECK(formatLocalTime(now - minutes{5}, now).rfind("today ", 0) == 0);
    CHECK(formatLocalTime(now - hours{24}, now).rfind("yesterday ", 0) == 0);
    const auto old = formatLocalTime(sys_days{2025y / 3 / 2} + hours{12}, now);
    CHECK(old.find("Mar 2025") != std::string::npos);
}

TEST_CASE("a variant's rules come from the game's rules folder") {
    const plateau::testing::TempDir temp;
    const auto dir = temp / "game";
    std::filesystem::create_directories(dir / "rules");
    std::filesystem::create_directories(dir / "variants");
    std::ofstream(dir / "rules" / "quick.md") << "# Quick\n\nA short game.\n";
    std::ofstream(dir / "rules" / "common.md") << "## Moving\n\n- One square at a time.\n";
    plateau::VariantInfo v;
    v.id = "quick";
    v.name = "Quick";
    v.file = dir / "variants" / "quick.toml";
    plateau::OptionSpec limit;
    limit.label = "Move limit";
    limit.description = "A draw after this many moves.";
    v.options.push_back(limit);
    const auto text = RulesScene::rulesText(v);
    CHECK(text.find("A short game.") < text.find("One square at a time."));
    CHECK(text.find("- Move limit: A draw after this many moves.") != std::string::npos);
    plateau::VariantInfo bare;
    bare.name = "Bare";
    bare.description = "Only a description.";
    CHECK(RulesScene::rulesText(bare).find("Only a description.") != std::string::npos);
}

TEST_CASE("the rules come in the current language, each file falling back to English") {
    const plateau::testing::TempDir temp;
    const auto dir = temp / "game";
    std::filesystem::create_directories(dir / "rules" / "fr");
    std::filesystem::create_directories(dir / "variants");
    std::ofstream(dir / "rules" / "quick.md") << "# Quick\n\nA short game.\n";
    std::ofstream(dir / "rules" / "fr" / "quick.md") << "# Rapide\n\nUne partie courte.\n";
    std::ofstream(dir / "rules" / "common.md") << "## Moving\n\n- One square at a time.\n";
    plateau::VariantInfo v;
    v.id = "quick";
    v.name = "Quick";
    v.file = dir / "variants" / "quick.toml";
    plateau::setLanguage("fr");
    const auto french = RulesScene::rulesText(v);
    plateau::setLanguage("nl");  // no Dutch files: all English
    const auto dutch = RulesScene::rulesText(v);
    plateau::setLanguage("en");
    const auto english = RulesScene::rulesText(v);
    CHECK(french.find("Une partie courte.") != std::string::npos);
    CHECK(french.find("A short game.") == std::string::npos);
    CHECK(french.find("One square at a time.") != std::string::npos);  // common.md: English
    CHECK(dutch.find("A short game.") != std::string::npos);
    CHECK(english.find("A short game.") != std::string::npos);
    CHECK(english.find("Une partie courte.") == std::string::npos);
}

// Issue 30, fault 6: a rules page is read by the one rule for files, and its markup in
// linear time.
TEST_CASE("a FIFO, /dev/zero or a huge file as a rules page is refused with the reason") {
    const plateau::testing::TempDir temp;
    const std::filesystem::path& dir = temp.path();
    std::filesystem::create_directories(dir / "rules");
    std::filesystem::create_directories(dir / "variants");
    plateau::VariantInfo v;
    v.id = "quick";
    v.name = "Quick";
    v.file = dir / "variants" / "quick.toml";
    // Before: the window froze for ever opening the FIFO.
    REQUIRE(::mkfifo((dir / "rules" / "quick.md").c_str(), 0600) == 0);
    // Before: read until memory ran out.
    std::filesystem::create_symlink("/dev/zero", dir / "rules" / "common.md");
    const auto text = RulesScene::rulesText(v);
    CHECK(text.find("cannot be shown") != std::string::npos);
    CHECK(text.find("FIFO") != std::string::npos);
    CHECK(text.find("a device") != std::string::npos);

    std::filesystem::remove(dir / "rules" / "quick.md");
    std::filesystem::remove(dir / "rules" / "common.md");
    {
        std::ofstream huge(dir / "rules" / "quick.md");
        for (int i = 0; i < 400000; ++i)
            huge << "**a";  // 1.2 MB on one line
    }
    const auto refused = RulesScene::rulesText(v);
    CHECK(refused.find("too large") != std::string::npos);
}

TEST_CASE("rules markup: marks go, headings, paragraphs, bullets and the gap after a list") {
    using plateau::gui::RulesBlock;
    CHECK(plateau::gui::stripMarks("a **bold** and `code`") == "a bold and code");
    CHECK(plateau::gui::stripMarks(std::string(3000, '*') + "a") == "a");
    std::string many;
    for (int i = 0; i < 50000; ++i)
        many += "**a";
    CHECK(plateau::gui::stripMarks(many) == std::string(50000, 'a'));
    const auto blocks = plateau::gui::parseRulesMarkup(
        "# Title\r\n\nOne\ntwo **lines**.\n\n## Sub\n- first\n  more\n* second\n\nAfter.");
    REQUIRE(blocks.size() == 7);
    CHECK((blocks[0].kind == RulesBlock::Kind::Heading && blocks[0].level == 1 &&
           blocks[0].text == "Title"));
    CHECK((blocks[1].kind == RulesBlock::Kind::Paragraph && blocks[1].text == "One two lines."));
    CHECK((blocks[2].kind == RulesBlock::Kind::Heading && blocks[2].level == 2 &&
           blocks[2].text == "Sub"));
    CHECK((blocks[3].kind == RulesBlock::Kind::Bullet && blocks[3].text == "first more"));
    CHECK((blocks[4].kind == RulesBlock::Kind::Bullet && blocks[4].text == "second"));
    CHECK(blocks[5].kind == RulesBlock::Kind::Gap);
    CHECK((blocks[6].kind == RulesBlock::Kind::Paragraph && blocks[6].text == "After."));
}

TEST_CASE("rows split in equal cells, columns stacked") {
    const auto cells = splitRow({10, 20, 310, 40}, 3, 5);
    REQUIRE(cells.size() == 3);
    CHECK(cells[0].left == doctest::Approx(10));
    CHECK(cells[0].width == doctest::Approx(100));
    CHECK(cells[1].left == doctest::Approx(115));
    CHECK(cells[2].left + cells[2].width == doctest::Approx(320));
    CHECK(cells[2].top == doctest::Approx(20));
    CHECK(splitRow({0, 0, 100, 10}, 0, 5).empty());
    const auto rows = stackRows(4, 10, 50, {20, 30}, 6);
    REQUIRE(rows.size() == 2);
    CHECK(rows[1].top == doctest::Approx(36));
    CHECK(rows[1].height == doctest::Approx(30));
    CHECK(rows[1].width == doctest::Approx(50));
}
