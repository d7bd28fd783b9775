#include <plateau/sdk/plugin.hpp>

#include "goose/goose_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> createGoose(
    const plateau::PluginContext& context) {
    auto game = goose::GooseGame::load(context.dataDir);
    if (!game) return game.error();
    for (const auto& problem : (*game)->loadProblems())
        if (context.logger) context.logger->warn("variant refused: {}", problem.toString());
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(goose::kGooseType, "1.0.0", createGoose)
