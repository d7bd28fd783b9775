// The command line's values: --players, --moves/--dice (split into moves), --seed and
// --window-size. Each is accepted or refused, never wrapped.
#include <plateau/host/numbers.hpp>

#include "app/settings.hpp"
#include "cli/move_text.hpp"
#include "cli/setup_args.hpp"
#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(fuzz::text(data, size));
    if (auto players = plateau::cli::parsePlayers(input))
        fuzz::check(!players->empty());
    else
        fuzz::check(!players.error().reason.empty());
    for (const std::string& move : plateau::cli::splitMoves(input)) fuzz::check(!move.empty());
    (void)plateau::parseInteger<std::uint64_t>(input, 0, UINT64_MAX, "--seed");
    if (auto window = plateau::gui::parseWindowSize(input))
        fuzz::check(window->first >= 640 && window->first <= 8192 && window->second >= 400 &&
                    window->second <= 8192);
    return 0;
}
