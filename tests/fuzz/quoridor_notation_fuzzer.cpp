// Quoridor's standard notation for a whole game ("1. e2 e8 2. e3 e7 …"): replayed or
// refused with the move's number and a reason.
#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    plateau::Setup setup;
    setup.players.resize(2);
    auto state = fuzz::quoridorGame().importStandardNotation(setup, fuzz::text(data, size));
    if (!state) fuzz::check(!state.error().reason.empty());
    else if (auto back = fuzz::quoridorGame().exportStandardNotation(**state)) {
        auto again = fuzz::quoridorGame().importStandardNotation(setup, *back);
        fuzz::check(again.ok() &&
                    (*again)->toText(plateau::Viewer::referee()) == (*state)->toText(plateau::Viewer::referee()));
    }
    return 0;
}
