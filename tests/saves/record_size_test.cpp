// Issue 30, fault 2: whatever Plateau writes, it reads back. The largest record a save may
// hold is written and read again; a longer one is refused at writing, the old file kept.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <string>

#include <plateau/host/file_read.hpp>
#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>

#include "saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

SaveFile bigSave(std::size_t moves, std::size_t moveBytes) {
    SaveFile save;
    save.record.game = "race";
    save.record.pluginVersion = "1.0.0";
    save.record.setup.variant = "classic";
    for (int p = 0; p < 8; ++p)
        save.record.setup.players.push_back(
            {std::string(100, static_cast<char>('A' + p)), "human"});
    save.record.moves.reserve(moves);
    for (std::size_t i = 0; i < moves; ++i) {
        std::string m = std::to_string(i % 1000);
        m.resize(moveBytes, 'x');
        save.record.moves.push_back(std::move(m));
    }
    save.pluginId = "race";
    save.pluginHash = 0x0123456789abcdefull;
    save.variantHash = 0xfedcba9876543210ull;
    save.name = std::string(100, 'n');
    return save;
}

}  // namespace

TEST_CASE("the largest record a save may hold is written and reads back whole") {
    // kMaxRecordMoves moves using kMaxRecordMoveBytes: the most writeSaveAtomically takes.
    // Before: a 1.7 M-move record was written one move a line (23 MB) and then refused by
    // the 16 MiB reader, so the game was lost.
    const std::size_t each = kMaxRecordMoveBytes / kMaxRecordMoves;
    const SaveFile save = bigSave(kMaxRecordMoves, each);
    REQUIRE(recordSizeProblem(save.record).empty());
    TempDir dir;
    const auto file = dir / "longest.toml";
    REQUIRE_OK(writeSaveAtomically(file, save));
    const auto size = std::filesystem::file_size(file);
    MESSAGE("the largest save is ", size, " bytes; readers take ", kMaxSaveBytes);
    CHECK(size > kMaxTextFileBytes);  // past the bound of other files: the save bound matters
    CHECK(size <= kMaxSaveBytes);
    auto back = loadSave(file);
    REQUIRE_OK(back);
    CHECK(back->record == save.record);
    CHECK(back->name == save.name);
    CHECK(back->moveLines.size() == save.record.moves.size());
}

TEST_CASE("a record past the bounds is refused at writing and the old save stays") {
    TempDir dir;
    const auto file = dir / "game.toml";
    const SaveFile small = bigSave(10, 2);
    REQUIRE_OK(writeSaveAtomically(file, small));
    std::ifstream before(file);
    const std::string old{std::istreambuf_iterator<char>(before), {}};

    const SaveFile tooMany = bigSave(kMaxRecordMoves + 1, 1);
    auto refused = writeSaveAtomically(file, tooMany);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.find("more than a record may hold") != std::string::npos);
    std::ifstream after(file);
    CHECK(std::string{std::istreambuf_iterator<char>(after), {}} == old);

    // A hand-made record past the bounds is refused with its line, not loaded half.
    auto parsed = parseRecord("game = 'race'\nvariant = 'classic'\nseed = '1'\nmoves = ['" +
                                  std::string(kMaxRecordMoveBytes + 1, 'a') +
                                  "']\n[[players]]\nname = 'A'\n[[players]]\nname = 'B'\n",
                              "hand.toml");
    REQUIRE_FALSE(parsed.ok());
    CHECK_MESSAGE(parsed.error().line == 4, parsed.error().toString().substr(0, 300));
}

TEST_CASE("moves are written several to a line, in strings TOML reads back") {
    SaveFile save = bigSave(300, 2);
    save.record.moves[0] = "it's";
    save.record.moves[1] = "quote\"back\\slash\ttab";
    save.record.moves[2] = "é";
    const std::string text = toToml(save.record);
    CHECK(text.find("'it''s'") == std::string::npos);
    auto back = parseRecord(text, "record.toml");
    REQUIRE_OK(back);
    CHECK(back->moves == save.record.moves);
    std::size_t lines = 0;
    for (char c : text)
        lines += c == '\n';
    CHECK(lines < 100);  // one move a line would be over 300
}
