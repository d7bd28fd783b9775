#include <plateau/sdk/plugin.hpp>

#include "blotto_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(
    const plateau::PluginContext& context) {
    auto game = blotto::BlottoGame::load(context.dataDir);
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(blotto::kType, "1.0.0", create)
