#pragma once

// What the fuzz targets share: a broken promise is a finding (trap), readers that take a
// path read one scratch file per process, and the games are loaded once per process.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

#include <spdlog/spdlog.h>

#include <plateau/sdk/game.hpp>

#include "goose/goose_game.hpp"
#include "quoridor/quoridor_game.hpp"
#include "race/race_game.hpp"

namespace fuzz {

inline void check(bool promise) {
    if (!promise) __builtin_trap();
}

inline std::string_view text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// A refusal names its file and gives a reason.
template <class E>
void checkRefusal(const E& error, std::string_view file) {
    check(error.file == file && !error.reason.empty());
}

// In /dev/shm when there is one: rewriting a file on a disk's file system (ext4 flushes a
// file truncated and written again when it is closed) cost more than the parse.
// PLATEAU_FUZZ_SCRATCH names another folder (to compare).
inline const std::filesystem::path& scratch() {
    static const std::filesystem::path file = [] {
        std::error_code ec;
        const char* chosen = std::getenv("PLATEAU_FUZZ_SCRATCH");
        const std::filesystem::path shm = "/dev/shm";
        const auto dir = chosen && *chosen ? std::filesystem::path(chosen)
                         : std::filesystem::is_directory(shm, ec) ? shm
                                                                  : std::filesystem::temp_directory_path();
        return dir / ("plateau-fuzz-" + std::to_string(::getpid()) + ".toml");
    }();
    return file;
}

inline const std::filesystem::path& writeScratch(std::string_view bytes) {
    FILE* f = std::fopen(scratch().c_str(), "wb");
    check(f != nullptr);
    std::fwrite(bytes.data(), 1, bytes.size(), f);
    std::fclose(f);
    return scratch();
}

// Loaded once, on the first input; a game that does not load is a broken build.
template <class G>
const G& loaded(const char* dataDir) {
    static const std::shared_ptr<const G> game = [&] {
        spdlog::set_level(spdlog::level::off);  // a warning per input costs more than the parse
        auto g = G::load(dataDir);
        check(g.ok());
        return *g;
    }();
    return *game;
}
inline const goose::GooseGame& gooseGame() { return loaded<goose::GooseGame>(GOOSE_DATA_DIR); }
inline const quoridor::QuoridorGame& quoridorGame() { return loaded<quoridor::QuoridorGame>(QUORIDOR_DATA_DIR); }
inline const race::RaceGame& raceGame() { return loaded<race::RaceGame>(RACE_DATA_DIR); }

}  // namespace fuzz
