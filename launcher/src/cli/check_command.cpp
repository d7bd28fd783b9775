#include "cli/check_command.hpp"
#include "tr.hpp"

#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>
#include <plateau/sdk/conformance.hpp>

#include "session/tutorial.hpp"

namespace plateau::cli {

namespace fs = std::filesystem;

namespace {

bool looksLikeFile(const std::string& target) {
    return target.find('/') != std::string::npos || fs::path(target).extension() == ".so" ||
           fs::path(target).extension() == ".dylib" || fs::path(target).extension() == ".dll";
}

int loadFailure(const std::string& target, const std::string& reason, bool json) {
    if (json) {
        std::cout << nlohmann::json{{"game", target},
                                    {"ok", false},
                                    {"load_error", reason},
                                    {"setups", nlohmann::json::array()},
                                    {"problems", nlohmann::json::array()}}
                         .dump(2)
                  << '\n';
    } else {
        std::cout << "FAIL " << target << ": the plugin does not load: " << reason << '\n';
    }
    return 1;
}

}  // namespace

CLI::App* CheckCommand::add(CLI::App& parent) {
    m_app =
        parent.add_subcommand("check", tr("Load a plugin and run the conformance checks on it"));
    m_app->add_option("plugin", m_target, tr("A plugin file (PLUGIN.so) or the id of a game found"))
        ->required();
    m_app->add_flag("--json", m_json, tr("Print the report as JSON"));
    m_app->add_option("--games", m_games, tr("Random playouts per variant and player count"))
        ->check(CLI::Range(1, 1000));
    m_app->add_option("--max-plies", m_maxPlies, tr("Stop a playout after this many plies"))
        ->check(CLI::Range(1, 1000000));
    m_app->add_option("--perft", m_perftDepth, tr("Depth of the perft comparison"))
        ->check(CLI::Range(0, 4));
    m_app->add_option("--seed", m_seed, tr("Seed of the playouts"));
    return m_app;
}

int CheckCommand::run(Context& context) {
    std::unique_ptr<PluginHost> own;
    std::shared_ptr<const Game> game;
    if (looksLikeFile(m_target)) {
        std::error_code ec;
        if (!fs::is_regular_file(m_target, ec))
            return loadFailure(m_target, "no such file", m_json);
        // Only this file: the search path's plugins do not matter (nor clash with it).
        SearchPaths paths = SearchPaths::standard();
        paths.plugins.clear();
        own = std::make_unique<PluginHost>(paths);
        if (!own->load(m_target))
            return loadFailure(m_target, own->failures().back().reason, m_json);
        game = own->plugins().back().game;
    } else {
        PluginHost& host = context.host();
        game = host.find(m_target);
        if (!game) {
            // A plugin of that name that did not load says why.
            for (const auto& f : host.failures()) {
                const std::string stem = f.file.stem().string();
                if (stem == m_target || stem == "libplateau_" + m_target ||
                    stem == "plateau_" + m_target)
                    return loadFailure(m_target, f.file.string() + ": " + f.reason, m_json);
            }
            auto found = context.game(m_target);
            return loadFailure(m_target, found ? "not found" : found.error().reason, m_json);
        }
    }
    conformance::Options options;
    options.games = m_games;
    options.maxPlies = m_maxPlies;
    options.perftDepth = m_perftDepth;
    options.seed = m_seed;
    const PluginHost& loadedBy = own ? *own : context.host();
    if (const LoadedPlugin* plugin = loadedBy.findPlugin(game->id()))
        options.abiMinor = plugin->abiMinor;  // never past an older plugin's table
    const conformance::Report report = conformance::checkGame(*game, options);
    // The guided first game, when the game ships one: read and played through.
    const auto tutorialPath = session::tutorialFile(*game);
    std::optional<Expected<session::Tutorial>> tutorial;
    if (tutorialPath) tutorial = session::readTutorial(*tutorialPath, *game);
    const bool tutorialOk = !tutorial || tutorial->ok();
    if (m_json) {
        auto j = nlohmann::json::parse(conformance::toJson(report));
        j["load_error"] = nullptr;
        if (tutorial)
            j["tutorial"] = {{"file", tutorialPath->string()},
                             {"ok", tutorialOk},
                             {"steps", tutorialOk ? (*tutorial)->steps.size() : 0},
                             {"error", tutorialOk ? "" : tutorial->error().toString()}};
        else
            j["tutorial"] = nullptr;
        j["ok"] = report.ok() && tutorialOk;
        std::cout << j.dump(2) << '\n';
    } else {
        std::cout << conformance::toText(report);
        if (tutorial && tutorialOk)
            std::cout << "  ok   tutorial: " << (*tutorial)->steps.size()
                      << " steps played through (" << tutorialPath->filename().string() << ")\n";
        else if (tutorial)
            std::cout << "FAIL tutorial: " << tutorial->error().toString() << '\n';
    }
    return report.ok() && tutorialOk ? 0 : 1;
}

}  // namespace plateau::cli
