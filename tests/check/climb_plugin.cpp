// Climb (tests/framework/climb_game.hpp) as a plugin whose own run of throws draws
// otherwise than the host: CLIMB_ID names it, CLIMB_ABI_MINOR is the plugin ABI minor it
// claims. Claiming 3.3, `plateau check` finds the flaw (chance-run); claiming 3.2, the host
// never asks for the run, and the game passes.
#include <plateau/sdk/plugin.hpp>

#include "climb_game.hpp"

namespace {

const plateau::GameType kClimbType = [] {
    plateau::GameType type = climb::kType;
    type.id = CLIMB_ID;
    return type;
}();

const plateau::GameType* type() noexcept {
    return &kClimbType;
}

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    return std::shared_ptr<const plateau::Game>(
        plateau::makeGame<climb::ClimbGame<climb::Flaw::SkewedRun>>(kClimbType));
}

}  // namespace

PLATEAU_PLUGIN_API const plateau::PluginDescriptor* plateau_plugin_v3() noexcept {
    static const plateau::PluginDescriptor d{plateau::kAbiMajor,
                                             CLIMB_ABI_MINOR,
                                             PLATEAU_SDK_VERSION,
                                             PLATEAU_COMPILER,
                                             PLATEAU_STDLIB_ABI,
                                             "1.0.0",
                                             &type,
                                             &plateau::detail::guardedCreate<create>};
    return &d;
}
