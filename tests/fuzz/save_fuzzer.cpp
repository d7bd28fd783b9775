// libFuzzer target: any bytes as a save file, read and, when they read, replayed against
// the Race game and walked with the replay cursor. A crash, a sanitizer report or a
// broken promise below (trap) is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include <plateau/host/replay_cursor.hpp>
#include <plateau/host/save_file.hpp>

#include "fuzz/support.hpp"

namespace {

const race::RaceGame& game() { return fuzz::raceGame(); }
using fuzz::check;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto save = plateau::parseSave(text, "fuzz.toml");
    if (!save) {
        // Refused with the file named and a reason.
        check(save.error().file == "fuzz.toml" && !save.error().reason.empty());
        return 0;
    }
    check(save->moveLines.size() == save->record.moves.size());
    // What was read writes back and reads again the same.
    auto again = plateau::parseSave(plateau::toToml(*save), "again.toml");
    check(again.ok() && again->record == save->record && again->name == save->name &&
          again->pluginHash == save->pluginHash && again->savedAt == save->savedAt);
    (void)plateau::checkAgainst(*save, game());
    auto state = plateau::resumeSave(*save, game());
    if (!state) return 0;
    check((*state)->history().size() == save->record.moves.size());
    auto cursor = plateau::ReplayCursor::open(game(), save->record);
    check(cursor.ok());
    check(cursor->state().toText(plateau::Viewer::referee()) == (*state)->toText(plateau::Viewer::referee()));
    for (int ply = cursor->size(); ply >= 0; ply -= 7) cursor->seek(ply);
    cursor->first();
    while (cursor->forward()) {
    }
    check(cursor->state().toText(plateau::Viewer::referee()) == (*state)->toText(plateau::Viewer::referee()));
    return 0;
}
