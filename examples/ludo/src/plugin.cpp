#include <plateau/sdk/plugin.hpp>

#include "ludo_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext& context) {
    auto game = ludo::LudoGame::load(context.dataDir);
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(ludo::kType, "1.0.0", create)
