#include <plateau/sdk/plugin.hpp>

#include "chinese_checkers_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(
    const plateau::PluginContext& context) {
    auto game = chinese_checkers::ChineseCheckersGame::load(context.dataDir);
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(chinese_checkers::kType, "1.0.0", create)
