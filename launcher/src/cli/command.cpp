#include "cli/command.hpp"

#include <cstdio>

#include "cli/arena_command.hpp"
#include "cli/check_command.hpp"
#include "cli/list_command.hpp"
#include "cli/new_game_command.hpp"
#include "cli/perft_command.hpp"
#include "cli/play_command.hpp"
#include "cli/replay_command.hpp"
#include "cli/simulate_command.hpp"

namespace plateau::cli {

PluginHost& Context::host() {
    if (!m_host) {
        m_host = std::make_unique<PluginHost>(SearchPaths::standard());
        m_host->loadAll();
    }
    return *m_host;
}

const LoadedPlugin* Context::plugin(const std::string& id) { return host().findPlugin(id); }

Expected<std::shared_ptr<const Game>> Context::game(const std::string& id) {
    if (auto game = host().find(id)) return game;
    std::string known;
    for (const auto& p : host().plugins()) known += (known.empty() ? "" : ", ") + p.id;
    std::string why = "no game '" + id + "'";
    why += known.empty() ? " (no game plugin was found; see `plateau list`)" : " (games: " + known + ")";
    return Error(why);
}

std::vector<std::unique_ptr<Command>> makeCommands() {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ListCommand>());
    commands.push_back(std::make_unique<PlayCommand>());
    commands.push_back(std::make_unique<ReplayCommand>());
    commands.push_back(std::make_unique<SimulateCommand>());
    commands.push_back(std::make_unique<PerftCommand>());
    commands.push_back(std::make_unique<ArenaCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<NewGameCommand>());
    return commands;
}

void printError(const Error& error) { std::fprintf(stderr, "plateau: %s\n", error.toString().c_str()); }

}  // namespace plateau::cli
