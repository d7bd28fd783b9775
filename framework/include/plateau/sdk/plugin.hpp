#pragma once

// The plugin's entry point. Include this in one .cpp of a plugin and write, at namespace
// scope:
//
//     PLATEAU_PLUGIN(kMyGameType, "1.0.0", createMyGame)
//
// where kMyGameType is the game's GameType (its id names the data folder games/<id>/) and
// createMyGame makes the Game: Expected<std::shared_ptr<const plateau::Game>>(const
// plateau::PluginContext&). The host checks that the Game's id and name are the type's.
// This header needs no third-party library: the entry is a plain extern "C" function.
//
// Threads: a thread a plugin starts must have ended when its Game (and every State and
// Bot it made) is destroyed, which is the plugin's shutdown; none may run after it.
// In-process native code cannot be stopped from outside, so the host does not unmap a
// plugin's library once loaded (a reload maps the new copy beside it): a stray thread
// then finds its code still there instead of crashing the program, but it must touch
// nothing of the host's.

#include <filesystem>
#include <memory>
#include <string>

#include "plateau/sdk/error.hpp"
#include "plateau/sdk/game.hpp"
#include "plateau/sdk/game_type.hpp"
#include "plateau/sdk/logger.hpp"
#include "plateau/version.hpp"

namespace plateau {

// The host refuses a plugin of another major version; a minor version adds only.
// 2: plain extern "C" entry, GameType, SDK and standard-library stamps, Logger.
// 3: SDK 0.3: views per viewer, secret moves, simultaneous moves, turns of several steps,
//    move lists without a cap, dice with a used mark.
inline constexpr int kAbiMajor = 3;
// 3.1: State::boardAids (aids a player turns on, such as shortest paths), last in the
//      virtual table: hosts call it only on plugins of ABI 3.1 or later.
// 3.2: Game::botRating (a game's bots' Elo ratings), last in the virtual table: hosts
//      call it only on plugins of ABI 3.2 or later.
// 3.3: State::playChances (a run of throws in one call, drawn with the SDK's seed policy,
//      seed_streams.hpp), last in the virtual table: hosts call it only on plugins of ABI
//      3.3 or later.
inline constexpr int kAbiMinor = 3;

// What the host hands a plugin when it makes its game.
struct PluginContext {
    std::shared_ptr<const Logger> logger;  // named after the plugin, owned by the host
    std::filesystem::path dataDir;         // this game's folder of data (games/<id>)
};

// The one thing a plugin exports (from `plateau_plugin_v3`). abiMajor comes first and
// never moves, so the host can read it before trusting the rest of the layout.
struct PluginDescriptor {
    int abiMajor = kAbiMajor;
    int abiMinor = kAbiMinor;
    const char* sdkVersion = "";  // the Plateau SDK the plugin was compiled against
    const char* compiler = "";    // "GCC 12.2.0": reported, not refused
    const char* stdlib = "";      // the C++ library ABI; the host refuses another one
    const char* version = "";     // the plugin's own version
    // The game's static description; id and name also tell the host where its data is.
    const GameType* (*type)() noexcept = nullptr;
    // Must not throw (PLATEAU_PLUGIN wraps it): failures come back as errors.
    Expected<std::shared_ptr<const Game>> (*createGame)(const PluginContext& context) = nullptr;
};

// The name of the exported entry, and those of plugin ABIs 2 and 1 (1: Boost.DLL's alias
// section), so that an old plugin is refused with the reason instead of being called.
inline constexpr const char* kPluginEntry = "plateau_plugin_v3";
inline constexpr const char* kPluginEntryAbi2 = "plateau_plugin_v2";
inline constexpr const char* kPluginEntryAbi1 = "plateau_plugin";

#define PLATEAU_DETAIL_STR2(x) #x
#define PLATEAU_DETAIL_STR(x) PLATEAU_DETAIL_STR2(x)

#if defined(__clang__)
#define PLATEAU_COMPILER "Clang " __clang_version__
#elif defined(__GNUC__)
#define PLATEAU_COMPILER "GCC " PLATEAU_DETAIL_STR(__GNUC__) "." PLATEAU_DETAIL_STR(__GNUC_MINOR__) "." PLATEAU_DETAIL_STR(__GNUC_PATCHLEVEL__)
#elif defined(_MSC_VER)
#define PLATEAU_COMPILER "MSVC " PLATEAU_DETAIL_STR(_MSC_VER)
#else
#define PLATEAU_COMPILER "unknown compiler"
#endif

// What decides whether standard-library types (std::string, std::vector, shared_ptr) have
// the same layout in the host and the plugin: the library, its dual ABI, its debug mode.
#if defined(_LIBCPP_VERSION)
#define PLATEAU_STDLIB_ABI "libc++ ABI " PLATEAU_DETAIL_STR(_LIBCPP_ABI_VERSION)
#elif defined(__GLIBCXX__)
#if defined(_GLIBCXX_DEBUG)
#define PLATEAU_DETAIL_GLIBCXX_DEBUG ", debug mode"
#else
#define PLATEAU_DETAIL_GLIBCXX_DEBUG ""
#endif
#define PLATEAU_STDLIB_ABI \
    "libstdc++ (C++11 ABI " PLATEAU_DETAIL_STR(_GLIBCXX_USE_CXX11_ABI) PLATEAU_DETAIL_GLIBCXX_DEBUG ")"
#else
#define PLATEAU_STDLIB_ABI "unknown standard library"
#endif

namespace detail {
// Turns any exception escaping a plugin's factory into an error.
template <auto Factory>
Expected<std::shared_ptr<const Game>> guardedCreate(const PluginContext& context) noexcept {
    try {
        return Factory(context);
    } catch (const std::exception& e) {
        return Error(std::string("the game's factory threw: ") + e.what());
    } catch (...) {
        return Error("the game's factory threw an unknown exception");
    }
}
}  // namespace detail

}  // namespace plateau

#if defined(_WIN32)
#define PLATEAU_PLUGIN_API extern "C" __declspec(dllexport)
#else
#define PLATEAU_PLUGIN_API extern "C" __attribute__((visibility("default")))
#endif

#define PLATEAU_DETAIL_PLUGIN_ENTRY(TYPE_FN, VERSION, FACTORY)                                  \
    PLATEAU_PLUGIN_API const ::plateau::PluginDescriptor* plateau_plugin_v3() noexcept {        \
        static const ::plateau::PluginDescriptor d{::plateau::kAbiMajor,                        \
                                                   ::plateau::kAbiMinor,                        \
                                                   PLATEAU_SDK_VERSION,                         \
                                                   PLATEAU_COMPILER,                            \
                                                   PLATEAU_STDLIB_ABI,                          \
                                                   VERSION,                                     \
                                                   TYPE_FN,                                     \
                                                   &::plateau::detail::guardedCreate<FACTORY>}; \
        return &d;                                                                              \
    }

// PLATEAU_PLUGIN(TYPE, VERSION, FACTORY): TYPE is a `const plateau::GameType&`.
#define PLATEAU_DETAIL_PLUGIN3(TYPE, VERSION, FACTORY)                                      \
    namespace plateau_plugin_entry {                                                        \
    const ::plateau::GameType* type() noexcept { return &(TYPE); }                          \
    }                                                                                       \
    PLATEAU_DETAIL_PLUGIN_ENTRY(&plateau_plugin_entry::type, VERSION, FACTORY)

// The older PLATEAU_PLUGIN(ID, NAME, VERSION, FACTORY) of SDK 0.1 gave a type with only the
// id and the name (so no dice: a dice game quietly became another game). It no longer
// compiles, and the message says what to write instead.
#define PLATEAU_DETAIL_PLUGIN4(ID, NAME, VERSION, FACTORY)                                     \
    static_assert(false,                                                                       \
                  "PLATEAU_PLUGIN(ID, NAME, VERSION, FACTORY) is gone since SDK 0.3: declare " \
                  "a plateau::GameType (id, name, dice, ...) and write "                       \
                  "PLATEAU_PLUGIN(kMyGameType, VERSION, FACTORY); see the SDK changelog");

#define PLATEAU_DETAIL_PICK(_1, _2, _3, _4, NAME, ...) NAME
#define PLATEAU_PLUGIN(...)                                                                 \
    PLATEAU_DETAIL_PICK(__VA_ARGS__, PLATEAU_DETAIL_PLUGIN4, PLATEAU_DETAIL_PLUGIN3, )      \
    (__VA_ARGS__)
