// Every kind of bad save is refused with its file, line and reason; nothing crashes.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>

#include <plateau/host/file_hash.hpp>
#include <plateau/host/save_file.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

// A finished-or-not Race game of a few moves, saved as text.
std::string goodSaveText(std::uint64_t seed = 21, int plies = 12) {
    StatePtr state = newGame(*raceGame(), 2, seed);
    Rng rng(seed);
    playRandom(*state, rng, plies);
    SaveFile save = makeSave(*state, nullptr, "good");
    save.pluginId = "race";
    save.pluginHash = 0xfeedfacecafebeefull;
    return toToml(save);
}

std::size_t lineOf(const std::string& text, std::size_t offset) {
    REQUIRE(offset <= text.size());
    return 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + offset, '\n'));
}

// The race plugin of the framework tests, loaded as the program loads plugins.
const PluginHost& raceHost() {
    static PluginHost host(
        SearchPaths{{RACE_PLUGIN_DIR}, {std::filesystem::path(RACE_DATA_DIR).parent_path()}, {}});
    static const bool loaded = (host.loadAll(), true);
    (void)loaded;
    return host;
}

const std::string kFile = "bad.toml";

}  // namespace

TEST_CASE("a save that is not TOML is refused with line and column") {
    for (const char* text : {"hello world\n", "game = \"race\nvariant = \"classic\"\n", "[save\n",
                             "\x01\x02\x03", "game = \"race\"\ngame = \"race\"\n"}) {
        CAPTURE(text);
        auto parsed = parseSave(text, kFile);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().file == kFile);
        CHECK(parsed.error().line >= 1);
        CHECK_FALSE(parsed.error().reason.empty());
    }
}

TEST_CASE("a truncated save is refused; cut anywhere, nothing crashes") {
    const std::string text = goodSaveText();
    const std::size_t movesAt = text.find("moves = [");
    REQUIRE(movesAt != std::string::npos);
    const std::size_t movesEnd = text.find(']', movesAt);
    int refused = 0;
    for (std::size_t cut = 0; cut < text.size(); ++cut) {
        CAPTURE(cut);
        auto parsed = parseSave(std::string_view(text).substr(0, cut), kFile);
        if (!parsed.ok()) {
            ++refused;
            CHECK(parsed.error().file == kFile);
            continue;
        }
        // A cut between whole lines can leave a shorter file that is still a record:
        // then it must replay or be refused with the move, never half-load.
        auto resumed = resumeSave(*parsed, *raceGame());
        if (resumed) CHECK((*resumed)->history().size() == parsed->record.moves.size());
        // Inside the list of moves the file cannot be whole.
        CHECK_FALSE((cut > movesAt && cut <= movesEnd));
    }
    CHECK(refused > static_cast<int>(text.size()) / 2);

    // A cut in the middle of a move is refused at that line.
    const std::size_t mid = text.find('\'', movesAt) + 2;
    auto parsed = parseSave(std::string_view(text).substr(0, mid), kFile);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().line == static_cast<int>(lineOf(text, mid)));
}

TEST_CASE("a save of an unknown game is refused at its game line") {
    TempDir dir;
    std::string text = goodSaveText();
    const std::size_t at = text.find("game = 'race'");
    REQUIRE(at != std::string::npos);
    text.replace(at, 13, "game = 'chess'");
    std::ofstream(dir / "chess.toml") << text;
    auto resumed = resumeFromFile(dir / "chess.toml", raceHost());
    REQUIRE_FALSE(resumed.ok());
    CHECK(resumed.error().file == (dir / "chess.toml").string());
    CHECK(resumed.error().line == static_cast<int>(lineOf(text, at)));
    CHECK(resumed.error().reason.find("unknown game 'chess'") != std::string::npos);

    // And linked in: the game given is not the game saved.
    auto parsed = parseSave(text, kFile);
    REQUIRE_OK(parsed);
    auto state = resumeSave(*parsed, *raceGame());
    REQUIRE_FALSE(state.ok());
    CHECK(state.error().line == static_cast<int>(lineOf(text, at)));
}

TEST_CASE("an impossible move is refused with its number, its line and why") {
    StatePtr state = newGame(*raceGame(), 2, 4);
    for (const char* m : {"d2", "+2", "d3", "+3", "d1"})
        REQUIRE(state->apply(m).ok());
    SaveFile save = makeSave(*state);
    save.record.moves[4] = "d4";  // a die of three faces never shows 4
    const std::string text = toToml(save);
    auto parsed = parseSave(text, kFile);
    REQUIRE_OK(parsed);
    auto resumed = resumeSave(*parsed, *raceGame());
    REQUIRE_FALSE(resumed.ok());
    CHECK(resumed.error().file == kFile);
    CHECK(resumed.error().line == static_cast<int>(lineOf(text, text.find("'d4'"))));
    CHECK(resumed.error().reason.rfind("move 5 (d4): ", 0) == 0);

    save.record.moves[4] = "+1";  // a step where a throw is due
    const std::string text2 = toToml(save);
    auto again = resumeSave(*parseSave(text2, kFile), *raceGame());
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().reason == "move 5 (+1): not a possible throw now");
}

TEST_CASE("wrong types and unknown keys are refused with their line") {
    struct Case {
        std::string from, to, reason;
    };
    const std::string text = goodSaveText();
    const Case cases[] = {
        {"seed = '", "seed = true # '", "'seed' must be a non-negative integer"},
        {"game = 'race'", "game = 3", "game"},
        {"moves = [", "moves = [ 3, ", "each move must be a string"},
        {"plugin = ", "plugin = 1 # ", "plugin"},
        {"saved_at = ", "saved_at = \"yesterday\" # ", "'saved_at' must be a date and time"},
        {"saved_at = ", "saved_at = 2024-05-01T12:00:00 # ", "'saved_at' must be a date and time"},
        {"name = 'good'", "name = 3", "name"},
        {"plugin_hash = '", "plugin_hash = 'xyz' # '", "'plugin_hash' must be 16 hex digits"},
        {"variant_hash = ", "variant_hash = 12 # ", "'variant_hash' must be 16 hex digits"},
        {"[save]", "[save]\nextra = 1", "unknown key 'extra'"},
        {"[save]", "when = 1\n[save]", "unknown key 'when'"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.to);
        std::string bad = text;
        const std::size_t at = bad.find(c.from);
        REQUIRE(at != std::string::npos);
        bad.replace(at, c.from.size(), c.to);
        auto parsed = parseSave(bad, kFile);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().file == kFile);
        CHECK(parsed.error().line >= static_cast<int>(lineOf(bad, at)));
        CHECK(parsed.error().line <= static_cast<int>(lineOf(bad, at)) + 1);
        CHECK_MESSAGE(parsed.error().reason.find(c.reason) != std::string::npos,
                      parsed.error().toString());
    }
    auto notTable = parseSave("save = 3\ngame = \"race\"\n", kFile);
    REQUIRE_FALSE(notTable.ok());
    CHECK(notTable.error().line == 1);
    CHECK(notTable.error().reason == "'save' must be a table");
}

TEST_CASE("a changed plugin library or version is a warning; the game still loads") {
    const LoadedPlugin* race = raceHost().findPlugin("race");
    REQUIRE(race != nullptr);
    StatePtr state = newGame(*race->game, 2, 9);
    Rng rng(9);
    playRandom(*state, rng, 10);
    SaveFile save = makeSave(*state, race);
    REQUIRE(save.pluginHash.has_value());
    CHECK(*save.pluginHash == *hashFile(race->file));
    CHECK(save.pluginId == "race");
    CHECK(save.record.pluginVersion == race->version);
    CHECK(checkAgainst(save, *race->game, race).empty());

    TempDir dir;
    SaveFile changed = save;
    *changed.pluginHash ^= 1;
    changed.record.pluginVersion = "0.0.1";
    REQUIRE_OK(writeSaveAtomically(dir / "changed.toml", changed));
    auto resumed = resumeFromFile(dir / "changed.toml", raceHost());
    REQUIRE_OK(resumed);
    std::vector<SaveWarning::Kind> kinds;
    for (const auto& w : resumed->warnings)
        kinds.push_back(w.kind);
    CHECK(kinds == std::vector{SaveWarning::Kind::PluginVersion, SaveWarning::Kind::PluginChanged});
    CHECK(resumed->warnings[1].text.find("has changed since this game was saved") !=
          std::string::npos);
    checkSameState(*resumed->state, *state);
}

TEST_CASE("a changed variant file is a warning; a variant that no longer fits is refused") {
    TempDir dir;
    const auto variantFile = dir / "short.toml";
    std::filesystem::copy_file(std::filesystem::path(RACE_DATA_DIR) / "variants/classic.toml",
                               variantFile);
    auto race = raceGame();
    Setup setup;
    setup.variant = variantFile.string();
    setup.players.resize(2);
    setup.options.set("goal", std::int64_t{40});
    auto made = race->newState(setup);
    REQUIRE_OK(made);
    Rng rng(2);
    playRandom(**made, rng, 30);
    const SaveFile save = makeSave(**made);
    REQUIRE(save.variantHash.has_value());
    CHECK(checkAgainst(save, *race).empty());

    // A new description: the hash differs, the replay holds.
    { std::ofstream(variantFile, std::ios::app) << "\n# edited\n"; }
    auto warnings = checkAgainst(save, *race);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].kind == SaveWarning::Kind::VariantChanged);
    CHECK(warnings[0].text.find("short.toml") != std::string::npos);
    CHECK_OK(resumeSave(save, *race));

    // The goal's range shrinks below the saved goal: the save cannot continue, and says why.
    std::string variant;
    {
        std::ifstream in(variantFile);
        variant.assign(std::istreambuf_iterator<char>(in), {});
    }
    variant.replace(variant.find("max = 50"), 8, "max = 20");
    std::ofstream(variantFile, std::ios::trunc) << variant;
    auto refused = resumeSave(save, *race);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().toString().find("40") != std::string::npos);

    // The variant file is gone.
    std::filesystem::remove(variantFile);
    warnings = checkAgainst(save, *race);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].kind == SaveWarning::Kind::VariantMissing);
    CHECK_FALSE(resumeSave(save, *race).ok());
}

TEST_CASE("a missing or unreadable save file is refused with its path") {
    TempDir dir;
    auto missing = loadSave(dir / "none.toml");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().file == (dir / "none.toml").string());
    auto folder = loadSave(dir.path());
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().file == dir.path().string());
}

TEST_CASE("the fuzzing seeds are what their names say") {
    int good = 0, bad = 0;
    for (const auto& e : std::filesystem::directory_iterator(SAVES_CORPUS_DIR)) {
        const std::string name = e.path().filename().string();
        CAPTURE(name);
        std::ifstream in(e.path(), std::ios::binary);
        const std::string text{std::istreambuf_iterator<char>(in), {}};
        auto save = parseSave(text, name);
        auto state = save ? resumeSave(*save, *raceGame()) : Expected<StatePtr>(save.error());
        if (name.rfind("bad-", 0) == 0) {
            ++bad;
            REQUIRE_FALSE(state.ok());
            CHECK(state.error().file == name);
            CHECK(state.error().line >= 1);
        } else {
            ++good;
            CHECK_OK(state);
        }
    }
    CHECK(good >= 4);
    CHECK(bad >= 7);
}
