#include <plateau/sdk/plugin.hpp>

#include "race/race_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> createRace(const plateau::PluginContext& context) {
    auto game = race::RaceGame::load(context.dataDir);
    if (!game) return game.error();
    return std::shared_ptr<const plateau::Game>(*game);
}

}  // namespace

PLATEAU_PLUGIN(race::kRaceType, "1.0.0", createRace)
