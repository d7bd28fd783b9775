#include <plateau/sdk/plugin.hpp>

#include "quoridor/quoridor_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> createQuoridor(
    const plateau::PluginContext& context) {
    auto game = quoridor::QuoridorGame::load(context.dataDir);
    if (!game) return game.error();
    for (const auto& problem : (*game)->loadProblems())
        if (context.logger) context.logger->warn("variant refused: {}", problem.toString());
    if (!(*game)->bookProblem().empty() && context.logger)
        context.logger->warn("opening book ignored: {}", (*game)->bookProblem());
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(quoridor::kQuoridorType, "1.0.0", createQuoridor)
