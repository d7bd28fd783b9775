// A game record (the TOML of `plateau replay`/`--export`): read or refused with the file and
// a reason; what reads writes back the same, and replays against its game or is refused.
#include <plateau/host/record.hpp>

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto record = plateau::parseRecord(fuzz::text(data, size), "fuzz.toml");
    if (!record) {
        fuzz::checkRefusal(record.error(), "fuzz.toml");
        return 0;
    }
    auto again = plateau::parseRecord(plateau::toToml(*record), "again.toml");
    fuzz::check(again.ok() && *again == *record);
    const plateau::Game* game = nullptr;
    if (record->game == "goose") game = &fuzz::gooseGame();
    else if (record->game == "quoridor") game = &fuzz::quoridorGame();
    else if (record->game == "race") game = &fuzz::raceGame();
    if (!game) return 0;
    auto state = plateau::replay(*game, *record);
    if (state) fuzz::check((*state)->history().size() == record->moves.size());
    return 0;
}
