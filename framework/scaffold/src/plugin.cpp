// The plugin's one entry: the game's type (its id names the data folder games/@ID@/), the
// plugin's version and the factory. Failures come back as errors, never as exceptions.
#include <plateau/sdk/plugin.hpp>

#include "@ID@_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext& context) {
    auto game = @ID@::@CLASS@Game::load(context.dataDir);
    if (!game) return game.error();
    for (const auto& problem : (*game)->loadProblems())
        if (context.logger) context.logger->warn("variant refused: {}", problem.toString());
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(@ID@::kType, "0.1.0", create)
