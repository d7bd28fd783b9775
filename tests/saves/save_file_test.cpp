#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <thread>

#include <plateau/host/file_hash.hpp>
#include <plateau/host/save_file.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

void writeAll(const std::filesystem::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
}

// Saves at many points of seeded games, loads each back and replays it.
void checkRoundTrips(const Game& game, const LoadedPlugin* plugin, int players) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(seed);
        StatePtr state = newGame(game, players, seed);
        Rng rng(seed);
        int saves = 0;
        while (!state->isTerminal() && saves < 40) {
            playRandom(*state, rng, 1 + static_cast<int>(rng.below(7)));
            const SaveFile save = makeSave(*state, plugin, "game " + std::to_string(seed));
            auto parsed = parseSave(toToml(save), "round.toml");
            REQUIRE_OK(parsed);
            CHECK(parsed->record == save.record);
            CHECK(parsed->pluginId == save.pluginId);
            CHECK(parsed->pluginHash == save.pluginHash);
            CHECK(parsed->variantHash == save.variantHash);
            CHECK(parsed->savedAt == save.savedAt);
            CHECK(parsed->name == save.name);
            CHECK(parsed->moveLines.size() == save.record.moves.size());
            CHECK(checkAgainst(*parsed, game, plugin).empty());
            auto resumed = resumeSave(*parsed, game);
            REQUIRE_OK(resumed);
            checkSameState(**resumed, *state);
            ++saves;
        }
        CHECK(saves > 0);
    }
}

}  // namespace

TEST_CASE("FNV-1a 64 gives the published values and hashes files by their bytes") {
    CHECK(fnv1a64("") == 0xcbf29ce484222325ull);
    CHECK(fnv1a64("a") == 0xaf63dc4c8601ec8cull);
    CHECK(fnv1a64("foobar") == 0x85944171f73967e8ull);
    CHECK(hashToHex(0xaf63dc4c8601ec8cull) == "af63dc4c8601ec8c");
    CHECK(hashFromHex("AF63DC4C8601EC8C") == 0xaf63dc4c8601ec8cull);
    CHECK_FALSE(hashFromHex("af63dc4c8601ec8").has_value());
    CHECK_FALSE(hashFromHex("af63dc4c8601ec8g").has_value());

    TempDir dir;
    std::string big(200000, '\0');
    for (std::size_t i = 0; i < big.size(); ++i)
        big[i] = static_cast<char>(i * 7 + i / 13);
    writeAll(dir / "big.bin", big);
    auto hash = hashFile(dir / "big.bin");
    REQUIRE_OK(hash);
    CHECK(*hash == fnv1a64(big));
    auto missing = hashFile(dir / "none.bin");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().file == (dir / "none.bin").string());
}

TEST_CASE("a Race save survives the file at many points of seeded games") {
    checkRoundTrips(*raceGame(), nullptr, 3);
}

TEST_CASE("a Goose save survives the file at many points of seeded games") {
    if (const LoadedPlugin* goose = shippedPlugin("goose")) {
        checkRoundTrips(*goose->game, goose, 2);
        checkRoundTrips(*goose->game, goose, 4);
    }
}

TEST_CASE("a Quoridor save survives the file at many points of seeded games") {
    if (const LoadedPlugin* quoridor = shippedPlugin("quoridor")) {
        checkRoundTrips(*quoridor->game, quoridor, 2);
        checkRoundTrips(*quoridor->game, quoridor, 4);
    }
}

TEST_CASE("a save names its plugin, hashes and time in a [save] table") {
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 7);
    REQUIRE(state->apply("d2").ok());
    SaveFile save = makeSave(*state, nullptr, "Sunday");
    save.pluginId = "race";
    save.pluginHash = 0x0123456789abcdefull;
    save.savedAt = std::chrono::sys_days{std::chrono::year{2024} / 5 / 1} + std::chrono::hours{14} +
                   std::chrono::minutes{3};
    const std::string text = toToml(save);
    CHECK(text.find("[save]") != std::string::npos);
    CHECK(text.find("plugin_hash = '0123456789abcdef'") != std::string::npos);
    CHECK(text.find("saved_at = 2024-05-01T14:03:00Z") != std::string::npos);
    CHECK(text.find("name = 'Sunday'") != std::string::npos);
    // The variant came from a file: its hash is there.
    REQUIRE(save.variantHash.has_value());
    CHECK(*save.variantHash == *hashFile(race->findVariant("classic")->file));
    CHECK(formatSavedAt(*save.savedAt) == "2024-05-01 14:03 UTC");

    // Another offset names the same instant.
    std::string shifted = text;
    shifted.replace(shifted.find("2024-05-01T14:03:00Z"), 20, "2024-05-01T16:03:00+02:00");
    auto parsed = parseSave(shifted, "shifted.toml");
    REQUIRE_OK(parsed);
    CHECK(parsed->savedAt == save.savedAt);
}

TEST_CASE("a bare record loads as a save without checks") {
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 3);
    Rng rng(3);
    playRandom(*state, rng, 9);
    auto parsed = parseSave(toToml(makeRecord(*state)), "record.toml");
    REQUIRE_OK(parsed);
    CHECK(parsed->pluginId.empty());
    CHECK_FALSE(parsed->pluginHash.has_value());
    CHECK(checkAgainst(*parsed, *race).empty());
    auto resumed = resumeSave(*parsed, *race);
    REQUIRE_OK(resumed);
    checkSameState(**resumed, *state);
}

TEST_CASE("the [save] table may stand anywhere, and errors after it keep their line numbers") {
    const std::string good =
        "moves = [\"d1\"]\n"
        "game = \"race\"\n"
        "variant = \"classic\"\n"
        "[save]\n"
        "name = \"moved\"\n"
        "plugin = \"race\"\n"
        "[options]\n"
        "goal = 5\n"
        "[[players]]\n"
        "name = \"A\"\n"
        "[[players]]\n"
        "name = \"B\"\n";
    auto parsed = parseSave(good, "anywhere.toml");
    REQUIRE_OK(parsed);
    CHECK(parsed->name == "moved");
    CHECK(parsed->pluginId == "race");
    CHECK(parsed->record.setup.players.size() == 2);
    CHECK(parsed->moveLines == std::vector<int>{1});
    CHECK(parsed->gameLine == 2);

    auto bad = parseSave(good + "colour = \"red\"\n", "anywhere.toml");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().file == "anywhere.toml");
    CHECK(bad.error().line == 13);
    CHECK(bad.error().reason.find("unknown key 'colour'") != std::string::npos);
}

TEST_CASE("saves are listed newest first; broken ones with their reason, temporary files not") {
    TempDir dir;
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 11);
    SaveFile older = makeSave(*state, nullptr, "older");
    older.savedAt = std::chrono::sys_seconds{std::chrono::seconds{1'600'000'000}};
    SaveFile newer = makeSave(*state, nullptr, "newer");
    newer.savedAt = std::chrono::sys_seconds{std::chrono::seconds{1'700'000'000}};
    REQUIRE_OK(writeSaveAtomically(namedSavePath("older", dir.path()), older));
    REQUIRE_OK(writeSaveAtomically(namedSavePath("newer", dir.path()), newer));
    writeAll(dir / "broken.toml", "game = \"race\"\nvariant = [\n");
    writeAll(dir / ".newer.toml.abc123", "half a sa");
    writeAll(dir / "notes.txt", "not a save");

    const auto saves = listSaves(dir.path());
    REQUIRE(saves.size() == 3);
    // The broken file has no saved_at: it sorts by its file time, which is now.
    CHECK(saves[0].file.filename() == "broken.toml");
    REQUIRE_FALSE(saves[0].save.ok());
    CHECK(saves[0].save.error().line == 2);
    REQUIRE_OK(saves[1].save);
    CHECK(saves[1].save->name == "newer");
    REQUIRE_OK(saves[2].save);
    CHECK(saves[2].save->name == "older");
    CHECK(listSaves(dir / "absent").empty());
}

TEST_CASE("named saves get safe file names and never replace the autosave") {
    const std::filesystem::path dir = "/saves";
    CHECK(namedSavePath("Sunday evening", dir) == "/saves/Sunday-evening.toml");
    CHECK(namedSavePath("a/b:c", dir) == "/saves/a_b_c.toml");
    CHECK(namedSavePath("..", dir) == "/saves/save...toml");
    CHECK(namedSavePath("", dir) == "/saves/save.toml");
    CHECK(namedSavePath("autosave", dir) == "/saves/autosave-named.toml");
    CHECK(namedSavePath("Partie d'été", dir) == "/saves/Partie-d'été.toml");
    CHECK(autosavePath().filename() == "autosave.toml");
    CHECK(autosavePath().parent_path() == savesDir());
}

TEST_CASE("the autosave pattern: save after each move, continue from the newest") {
    TempDir dir;
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 5);
    Rng rng(5);
    const auto autosave = dir / "autosave.toml";
    while (!state->isTerminal()) {
        playRandom(*state, rng, 1);
        REQUIRE_OK(writeSaveAtomically(autosave, makeSave(*state)));
    }
    auto loaded = loadSave(autosave);
    REQUIRE_OK(loaded);
    auto resumed = resumeSave(*loaded, *race);
    REQUIRE_OK(resumed);
    checkSameState(**resumed, *state);
    CHECK((*resumed)->isTerminal());
    CHECK_FALSE(loaded->record.result.empty());
}

TEST_CASE("renaming a save keeps its file, its time and every move, and refuses an empty name") {
    TempDir dir;
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 7);
    Rng rng(7);
    playRandom(*state, rng, 12);
    SaveFile save = makeSave(*state, nullptr, "before");
    save.variantHash = 0x0123456789abcdefULL;
    const auto file = namedSavePath("before", dir.path());
    REQUIRE_OK(writeSaveAtomically(file, save));

    REQUIRE_OK(renameSave(file, "  Sunday evening "));
    auto renamed = loadSave(file);
    REQUIRE_OK(renamed);
    CHECK(renamed->name == "Sunday evening");
    CHECK(renamed->record == save.record);
    CHECK(renamed->savedAt == save.savedAt);
    CHECK(renamed->variantHash == save.variantHash);
    CHECK(listSaves(dir.path()).size() == 1);  // the same file, no second one

    auto empty = renameSave(file, " \t ");
    REQUIRE_FALSE(empty.ok());
    CHECK(empty.error().reason.find("cannot be empty") != std::string::npos);
    CHECK(loadSave(file)->name == "Sunday evening");

    // A broken file stays as it was: nothing is written over it.
    writeAll(dir / "broken.toml", "game = \"race\"\nvariant = [\n");
    CHECK_FALSE(renameSave(dir / "broken.toml", "fixed").ok());
    std::ifstream in(dir / "broken.toml");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(text == "game = \"race\"\nvariant = [\n");
}

TEST_CASE("deleting a save removes its file, and a missing one is reported") {
    TempDir dir;
    auto race = raceGame();
    StatePtr state = newGame(*race, 2, 3);
    const auto file = namedSavePath("gone", dir.path());
    REQUIRE_OK(writeSaveAtomically(file, makeSave(*state, nullptr, "gone")));
    REQUIRE_OK(deleteSave(file));
    CHECK_FALSE(std::filesystem::exists(file));
    CHECK(listSaves(dir.path()).empty());
    auto again = deleteSave(file);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().reason.find("no such save file") != std::string::npos);
}
