// A Quoridor variant file: read or refused with the file and a reason.
#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto& file = fuzz::writeScratch(fuzz::text(data, size));
    auto variant = quoridor::readQuoridorVariant(file);
    if (!variant) fuzz::checkRefusal(variant.error(), file.string());
    else fuzz::check(variant->minPlayers >= 2 && variant->maxPlayers <= 4);
    return 0;
}
