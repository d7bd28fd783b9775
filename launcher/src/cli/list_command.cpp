#include "cli/list_command.hpp"

#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>
#include <plateau/host/search_folders.hpp>

#include "tr.hpp"

namespace plateau::cli {

namespace {

nlohmann::json optionJson(const OptionSpec& o) {
    nlohmann::json j{{"key", o.key},
                     {"label", o.label},
                     {"description", o.description},
                     {"type", optionTypeName(o.type)},
                     {"default", formatOptionValue(o.defaultValue)}};
    if (o.type == OptionType::Int || o.type == OptionType::Real) {
        j["min"] = o.min;
        j["max"] = o.max;
    }
    if (o.type == OptionType::Choice) j["choices"] = o.choices;
    return j;
}

// Where a plugin was found: the search folder's origin, or "file" for one loaded by path.
std::string originOf(const std::vector<SearchFolder>& folders, const LoadedPlugin& p) {
    const SearchFolder* f = folderHolding(folders, p.file);
    return f ? originName(f->origin) : "file";
}

nlohmann::json listJson(PluginHost& host) {
    const auto folders = pluginSearchFolders();
    nlohmann::json games = nlohmann::json::array();
    for (const auto& p : host.plugins()) {
        nlohmann::json variants = nlohmann::json::array();
        for (const auto& v : p.game->variants()) {
            nlohmann::json options = nlohmann::json::array();
            for (const auto& o : v.options)
                options.push_back(optionJson(o));
            variants.push_back({{"id", v.id},
                                {"name", v.name},
                                {"description", v.description},
                                {"min_players", v.minPlayers},
                                {"max_players", v.maxPlayers},
                                {"player_counts", v.playerCounts},
                                {"options", options}});
        }
        nlohmann::json problems = nlohmann::json::array();
        for (const auto& e : p.game->loadProblems())
            problems.push_back(e.toString());
        games.push_back({{"id", p.id},
                         {"name", p.name},
                         {"version", p.version},
                         {"description", p.game->description()},
                         {"file", p.file.string()},
                         {"origin", originOf(folders, p)},
                         {"variants", variants},
                         {"refused_variants", problems}});
    }
    nlohmann::json failures = nlohmann::json::array();
    for (const auto& f : host.failures())
        failures.push_back({{"file", f.file.string()}, {"reason", f.reason}});
    nlohmann::json searched = nlohmann::json::array();
    for (const auto& f : folders)
        searched.push_back({{"folder", f.path.string()}, {"origin", originName(f.origin)}});
    return {{"games", games}, {"failed_plugins", failures}, {"plugin_folders", searched}};
}

// 0, or 2 when standard output could not take the list (a full disk, a closed pipe).
int finished() {
    std::cout << std::flush;
    if (std::cout) return 0;
    std::fprintf(stderr, "plateau: standard output cannot be written\n");
    return 2;
}

}  // namespace

CLI::App* ListCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("list", tr("List the games found, their variants and options"));
    m_app->add_flag("--json", m_json, tr("Print JSON"));
    return m_app;
}

int ListCommand::run(Context& context) {
    PluginHost& host = context.host();
    if (m_json) {
        std::cout << listJson(host).dump(2) << '\n' << std::flush;
        return finished();
    }
    const auto folders = pluginSearchFolders();
    if (host.plugins().empty()) std::cout << tr("No game found.") << '\n';
    for (const auto& p : host.plugins()) {
        const auto text = [&](std::string_view msgid) { return trGame(p.id, msgid); };
        std::cout << text(p.name) << " (" << p.id << " " << p.version << ")\n";
        // TRANSLATORS: {0} is the plugin's file, {1} the kind of folder it was found in.
        std::cout << "  " << fillText(tr("from {0} ({1})"), {p.file.string(), originOf(folders, p)})
                  << '\n';
        if (!p.game->description().empty())
            std::cout << "  " << text(p.game->description()) << '\n';
        for (const auto& v : p.game->variants()) {
            // TRANSLATORS: {0} is the variant's id (kept as typed), {1} its name, {2} how
            // many play ("2-4", "2 or 4").
            std::cout << "  "
                      << fillText(tr("variant {0}: {1}, {2} players"),
                                  {v.id, text(v.name), v.playersText()})
                      << '\n';
            for (const auto& o : v.options) {
                std::cout << "    --set " << o.key << "=" << formatOptionValue(o.defaultValue)
                          << "  (" << optionTypeName(o.type);
                if (o.type == OptionType::Int || o.type == OptionType::Real)
                    std::cout << " " << formatOptionValue(o.min) << ".."
                              << formatOptionValue(o.max);
                if (o.type == OptionType::Choice) {
                    std::string list;
                    for (const auto& c : o.choices)
                        list += (list.empty() ? "" : "|") + c;
                    std::cout << " " << list;
                }
                std::cout << ") " << text(o.label) << '\n';
            }
        }
        for (const auto& e : p.game->loadProblems())
            std::cout << "  " << fillText(tr("refused variant: {0}"), {e.toString()}) << '\n';
    }
    if (!host.failures().empty()) {
        std::cout << '\n' << tr("Plugins that failed to load:") << '\n';
        for (const auto& f : host.failures())
            std::cout << "  " << f.file.string() << ": " << f.reason << '\n';
    }
    std::cout << '\n' << tr("Plugin folders searched, in order:") << '\n';
    for (const auto& f : folders)
        std::cout << "  " << f.path.string() << " (" << originName(f.origin) << ")\n";
    return finished();
}

}  // namespace plateau::cli
