// The engine protocol's lines (docs/engine-protocol.md), as `plateau engine` reads them from
// a host: the first line is a game line, the second a position line. The game line's
// words pick Goose or Quoridor; what reads writes back the same.
#include <plateau/host/engine_protocol.hpp>

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::text(data, size);
    const std::size_t newline = input.find('\n');
    const std::string_view gameLine = input.substr(0, newline);
    const std::string_view positionLine =
        newline == std::string_view::npos ? std::string_view{} : input.substr(newline + 1);
    (void)plateau::engineWords(input);
    const auto words = plateau::engineWords(gameLine);
    const plateau::Game& game = words.size() > 1 && words[1] == "goose"
                                    ? static_cast<const plateau::Game&>(fuzz::gooseGame())
                                    : fuzz::quoridorGame();
    auto setup = plateau::parseEngineGameLine(game, gameLine);
    if (!setup) {
        fuzz::check(!setup.error().reason.empty());
        return 0;
    }
    auto again = plateau::parseEngineGameLine(game, plateau::engineGameLine(game, *setup));
    fuzz::check(again.ok() && *again == *setup);
    auto state = plateau::parseEnginePositionLine(game, *setup, positionLine);
    if (state) {
        auto back = plateau::parseEnginePositionLine(game, *setup, plateau::enginePositionLine(**state));
        fuzz::check(back.ok() &&
                    (*back)->toText(plateau::Viewer::referee()) == (*state)->toText(plateau::Viewer::referee()));
    }
    return 0;
}
