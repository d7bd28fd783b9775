#include "cli/command.hpp"

#include <cstdio>
#include <cstdlib>

#include <plateau/sdk/plugin.hpp>
#include <plateau/host/search_folders.hpp>

#include "cli/arena_command.hpp"
#include "cli/engine_command.hpp"
#include "cli/check_command.hpp"
#include "cli/list_command.hpp"
#include "cli/new_game_command.hpp"
#include "cli/online_command.hpp"
#include "cli/perft_command.hpp"
#include "cli/referee_command.hpp"
#include "cli/play_command.hpp"
#include "cli/replay_command.hpp"
#include "cli/server_command.hpp"
#include "cli/simulate_command.hpp"
#include "tr.hpp"

namespace plateau::cli {

namespace {

// Every plugin is tried in a child (this program, `__probe-plugin LIBRARY`) before it is
// mapped here; the verdict is kept per library hash and per build of this program.
ProbeOptions probeOptions() {
    ProbeOptions probe;
    probe.program = executablePath();
    probe.cacheDir = cacheDir();
    std::error_code ec;
    const auto size = std::filesystem::file_size(probe.program, ec);
    const auto when = std::filesystem::last_write_time(probe.program, ec);
    probe.hostKey = std::string(PLATEAU_VERSION) + "/" + std::to_string(kAbiMajor) + "/" +
                    probe.program.string() + "/" + std::to_string(size) + "/" +
                    std::to_string(when.time_since_epoch().count());
    // The check plays the game on the data it finds, so other data folders probe again.
    for (const auto& folder : dataSearchFolders()) probe.hostKey += "|" + folder.path.string();
    // Tests shorten it; a person never needs to.
    if (const char* ms = std::getenv("PLATEAU_PROBE_TIMEOUT_MS")) {
        if (auto value = std::strtol(ms, nullptr, 10); value > 0 && value < 600000)
            probe.timeout = std::chrono::milliseconds(value);
    }
    return probe;
}

}  // namespace

PluginHost& Context::host() {
    if (!m_host) {
        m_host = std::make_unique<PluginHost>(SearchPaths::standard());
        if (!executablePath().empty()) m_host->setProbe(probeOptions());
        m_host->loadAll();
    }
    return *m_host;
}

const LoadedPlugin* Context::plugin(const std::string& id) { return host().findPlugin(id); }

Expected<std::shared_ptr<const Game>> Context::game(const std::string& id) {
    if (auto game = host().find(id)) return game;
    std::string known;
    for (const auto& p : host().plugins()) known += (known.empty() ? "" : ", ") + p.id;
    return Error(known.empty() ? fillText(tr("no game '{0}' (no game plugin was found; see `plateau list`)"), {id})
                               : fillText(tr("no game '{0}' (games: {1})"), {id, known}));
}

std::vector<std::unique_ptr<Command>> makeCommands() {
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<ListCommand>());
    commands.push_back(std::make_unique<PlayCommand>());
    commands.push_back(std::make_unique<ReplayCommand>());
    commands.push_back(std::make_unique<SimulateCommand>());
    commands.push_back(std::make_unique<PerftCommand>());
    commands.push_back(std::make_unique<ArenaCommand>());
    commands.push_back(std::make_unique<EngineCommand>());
    commands.push_back(std::make_unique<CheckCommand>());
    commands.push_back(std::make_unique<NewGameCommand>());
    commands.push_back(std::make_unique<OnlineCommand>());
    commands.push_back(std::make_unique<RefereeCommand>());
    commands.push_back(std::make_unique<ServerCommand>());
    return commands;
}

void printError(const Error& error) { std::fprintf(stderr, "plateau: %s\n", error.toString().c_str()); }

}  // namespace plateau::cli
