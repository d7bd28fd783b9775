// Every text parser of issue 16 under one libFuzzer target: the first byte picks the
// parser, the rest is its input. Each must refuse with a reason or accept, in bounded
// time and memory; a crash, a hang or a sanitizer report is a finding.
//   0 Goose variant file   1 Quoridor variant file   2 settings file
//   3 record / save        4 Quoridor notation        5 --players / --dice / --moves
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>

#include <plateau/config.hpp>
#include <plateau/numbers.hpp>
#include <plateau/save_file.hpp>

#include "app/settings.hpp"
#include "cli/move_text.hpp"
#include "cli/setup_args.hpp"
#include "goose/variant.hpp"
#include "quoridor/quoridor_game.hpp"
#include "quoridor/notation.hpp"

namespace {

// The readers that take a path read a file: one per process, rewritten each time.
const std::filesystem::path& scratch() {
    static const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("plateau-fuzz-" + std::to_string(::getpid()) + ".toml");
    return file;
}

void writeScratch(std::string_view bytes) {
    if (FILE* f = std::fopen(scratch().c_str(), "wb")) {
        std::fwrite(bytes.data(), 1, bytes.size(), f);
        std::fclose(f);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    switch (data[0] % 6) {
        case 0: (void)goose::parseVariant(text, "fuzz.toml"); break;
        case 1:
            writeScratch(text);
            (void)quoridor::readQuoridorVariant(scratch());
            break;
        case 2:
            writeScratch(text);
            (void)plateau::gui::loadSettings(scratch());
            (void)plateau::gui::parseWindowSize(std::string(text));
            break;
        case 3: (void)plateau::parseSave(text, "fuzz.toml"); break;
        case 4: {
            static const auto game = quoridor::QuoridorGame::load(QUORIDOR_DATA_DIR);
            if (game) {
                plateau::Setup setup;
                setup.players.resize(2);
                (void)(*game)->importStandardNotation(setup, text);
            }
            break;
        }
        case 5:
            (void)plateau::cli::parsePlayers(std::string(text));
            (void)plateau::cli::splitMoves(std::string(text));
            (void)plateau::parseInteger<std::uint64_t>(text, 0, UINT64_MAX, "--seed");
            break;
    }
    return 0;
}
