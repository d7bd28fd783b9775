// Goose move text: throws ("4+5", "4,5", "6") and choices, against the default variant.
#include "fuzz/moves.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::playMoveText(fuzz::gooseGame(), data, size);
    return 0;
}
