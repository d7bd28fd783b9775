#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <boost/dll/alias.hpp>
#include <spdlog/logger.h>

#include "plateau/error.hpp"
#include "plateau/game.hpp"

namespace plateau {

// The host refuses a plugin of another major version; a minor version adds only.
// 2: State::standings() (a new virtual: a plugin built for 1 would miss it).
inline constexpr int kAbiMajor = 2;
inline constexpr int kAbiMinor = 0;

// What the host hands a plugin when it makes its game.
struct PluginContext {
    std::shared_ptr<spdlog::logger> logger;  // named after the plugin, owned by the host
    std::filesystem::path dataDir;           // this game's folder of data (games/<id>)
};

// The one thing a plugin exports (as `plateau_plugin`). abiMajor comes first and never
// moves, so the host can read it before trusting the rest of the layout.
struct PluginDescriptor {
    int abiMajor = kAbiMajor;
    int abiMinor = kAbiMinor;
    const char* id = "";
    const char* name = "";
    const char* version = "";
    // Must not throw (PLATEAU_PLUGIN wraps it): failures come back as errors.
    Expected<std::shared_ptr<const Game>> (*createGame)(const PluginContext& context) = nullptr;
};

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

// Declares a plugin. FACTORY: Expected<std::shared_ptr<const plateau::Game>>(const
// PluginContext&). Use once per plugin, in one .cpp, at namespace scope.
#define PLATEAU_PLUGIN(ID, NAME, VERSION, FACTORY)                                         \
    namespace plateau_plugin_entry {                                                        \
    const ::plateau::PluginDescriptor* descriptor() {                                       \
        static const ::plateau::PluginDescriptor d{::plateau::kAbiMajor, ::plateau::kAbiMinor, \
                                                   ID, NAME, VERSION,                       \
                                                   &::plateau::detail::guardedCreate<FACTORY>}; \
        return &d;                                                                          \
    }                                                                                       \
    }                                                                                       \
    BOOST_DLL_ALIAS(plateau_plugin_entry::descriptor, plateau_plugin)
