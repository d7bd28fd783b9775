#pragma once

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <plateau/host/plugin_host.hpp>

namespace plateau::cli {

// What every command shares: the loaded plugins, found once on first use.
class Context {
public:
    PluginHost& host();
    // The game by id, or an error naming the games there are.
    Expected<std::shared_ptr<const Game>> game(const std::string& id);
    const LoadedPlugin* plugin(const std::string& id);

private:
    std::unique_ptr<PluginHost> m_host;
};

// A subcommand: adds its options to the command line, then runs if it was chosen.
class Command {
public:
    virtual ~Command() = default;
    virtual CLI::App* add(CLI::App& parent) = 0;
    // Returns the process exit code.
    virtual int run(Context& context) = 0;
};

// Every subcommand of `plateau`, in the order --help lists them.
std::vector<std::unique_ptr<Command>> makeCommands();

// Prints an error the way every command does: "plateau: file:line:col: reason".
void printError(const Error& error);

}  // namespace plateau::cli
