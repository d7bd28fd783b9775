#include <plateau/sdk/plugin.hpp>

#include "barrage_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(
    const plateau::PluginContext& context) {
    auto game = barrage::BarrageGame::load(context.dataDir);
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(barrage::kType, "1.0.0", create)
