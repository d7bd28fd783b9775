// The engine protocol's numbers and bounds: `players`, `first` and `movetime` as any
// text (signed overflow is undefined behaviour, caught by UBSan), lines past a bound read
// by readEngineLine, and engineQuote on any bytes. Promises: a number is taken only in
// its range, a quote is short, a line is never held past its bound.
#include <sstream>

#include <plateau/host/engine_protocol.hpp>

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::text(data, size);
    // Three words from the input: players, first, movetime.
    const auto words = plateau::engineWords(input);
    const std::string players(words.size() > 0 ? words[0] : "2");
    const std::string first(words.size() > 1 ? words[1] : "0");
    const std::string movetime(words.size() > 2 ? words[2] : "1");
    const auto& race = fuzz::raceGame();
    auto setup =
        plateau::parseEngineGameLine(race, "game race players " + players + " first " + first);
    if (setup) {
        fuzz::check(setup->firstPlayer >= -1 &&
                    setup->firstPlayer < static_cast<int>(setup->players.size()));
        fuzz::check(!setup->players.empty() && setup->players.size() <= 32);
    } else {
        fuzz::check(!setup.error().reason.empty() && setup.error().reason.size() < 400);
    }
    if (const auto ms = plateau::engineMoveTime("go player 1 movetime " + movetime)) {
        fuzz::check(ms->count() >= 1 && ms->count() <= 24LL * 3600 * 1000);
        (void)(*ms * 9 / 10);
    }
    const std::string quote = plateau::engineQuote(input);
    fuzz::check(quote.size() <= plateau::kEngineQuoteBytes + 5);
    // Lines of at most 64 bytes here: whatever the input, none is held longer.
    std::istringstream in{std::string(input)};
    std::string line;
    for (int i = 0; i < 1000; ++i) {
        const auto read = plateau::readEngineLine(in, line, 64);
        if (read == plateau::EngineLineRead::End) break;
        fuzz::check(line.size() <= 64);
        fuzz::check(line.find('\n') == std::string::npos);
    }
    return 0;
}
