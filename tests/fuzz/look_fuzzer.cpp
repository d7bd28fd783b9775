// A game's look.toml (cell colours, icons, piece shapes and images): read or refused with
// the file and a reason; an image path never leaves the game's data folder.
#include <plateau/sdk/look.hpp>

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto& file = fuzz::writeScratch(fuzz::text(data, size));
    auto look = plateau::readLook(file, GOOSE_DATA_DIR);
    if (!look) fuzz::checkRefusal(look.error(), file.string());
    return 0;
}
