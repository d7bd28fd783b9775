// A Goose variant file (games/goose/variants/*.toml): read whole or refused with the file
// and a reason, in bounded time (the checker proves the variant can end).
#include "fuzz/support.hpp"
#include "goose/variant.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto variant = goose::parseVariant(fuzz::text(data, size), "fuzz.toml");
    if (!variant) fuzz::checkRefusal(variant.error(), "fuzz.toml");
    return 0;
}
