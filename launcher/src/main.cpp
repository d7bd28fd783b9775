// The plateau program: with no command it opens the window; its commands serve
// scripts, terminals and headless machines.
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include <CLI/CLI.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/line_file.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/plugin_probe.hpp>
#include <plateau/sdk/conformance.hpp>
#include <plateau/sdk/plugin.hpp>

#include "cli/command.hpp"
#include "cli/play_command.hpp"
#include "cli/replay_command.hpp"
#include "cli/window_args.hpp"
#include "tr.hpp"
#include "window_options.hpp"

#ifdef PLATEAU_HAVE_GUI
#include "gui/gui.hpp"
#endif

namespace {

int openWindow([[maybe_unused]] plateau::cli::Context& context,
               [[maybe_unused]] const plateau::cli::PlayCommand* play,
               [[maybe_unused]] const plateau::WindowOptions& options) {
#ifdef PLATEAU_HAVE_GUI
    const plateau::gui::DisplayWarmUp warmUp;  // while the plugins load
    std::optional<plateau::gui::DirectStart> start;
    if (play) {
        auto setup = play->setup(context);
        if (!setup) return plateau::cli::printError(setup.error()), 2;
        start = plateau::gui::DirectStart{play->gameId(), std::move(*setup), {}, {}, {}, play->clock()};
        // --moves, --dice, --load: the window opens at that position.
        auto position = play->position(context);
        if (!position) return plateau::cli::printError(position.error()), 1;
        if (position->state) {
            start->position = std::move(position->state);
            start->loadedFrom = position->loadedFrom;
            start->warnings = std::move(position->warnings);
        }
    }
    return plateau::gui::run(context.host(), options, start);
#else
    std::cerr << "plateau: this build has no window (built without SFML).\n"
                 "Play in the terminal: plateau play GAME --text   (games: plateau list)\n";
    return 1;
#endif
}

#ifdef PLATEAU_HAVE_GUI
// `plateau replay FILE` without --text: the file read as the terminal viewer reads it,
// then watched in the window.
int openReplayWindow(plateau::cli::Context& context, const plateau::cli::ReplayCommand& replay,
                     const plateau::WindowOptions& options) {
    const plateau::gui::DisplayWarmUp warmUp;  // while the plugins load
    auto loaded = replay.load(context);
    if (!loaded) return plateau::cli::printError(loaded.error()), 1;
    return plateau::gui::runReplay(
        context.host(), options,
        {loaded->first, std::move(loaded->second), replay.file().filename().string()});
}
#endif

// The language is chosen before the command line is built, so its help is translated
// too: --lang xx (or --lang=xx) wins over the environment.
std::string languageFromArguments(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        if (arg == "--lang" && i + 1 < argc) return argv[i + 1];
        if (arg.starts_with("--lang=")) return std::string(arg.substr(7));
    }
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    // The plugin probe's child (plateau/host/plugin_probe.hpp): not a command for people.
    if (argc == 3 && std::string_view(argv[1]) == "__probe-plugin") {
        plateau::LogConfig quiet;
        quiet.level = spdlog::level::off;
        plateau::initLogging(quiet);
        return plateau::conformance::runProbe(argv[2]);
    }
    for (const auto& folder : plateau::SearchPaths::standard().catalogs)
        plateau::addCatalogFolder(folder);
    plateau::addTextDomain(plateau::kProgramDomain);
    plateau::setLanguage(languageFromArguments(argc, argv));

    CLI::App app{plateau::tr("Plateau: board games at one screen, with friends or against the "
                             "computer.\nWith no command, opens the window."),
                 "plateau"};
    app.set_version_flag("--version", std::string("plateau ") + PLATEAU_VERSION + " (plugin ABI " +
                                          std::to_string(plateau::kAbiMajor) + "." +
                                          std::to_string(plateau::kAbiMinor) + ")");
    std::string logLevel = "warn";
    app.add_option("--log-level", logLevel, "trace, debug, info, warn, error or off")
        ->check(CLI::IsMember({"trace", "debug", "info", "warn", "error", "critical", "off"}));
    std::string language;
    app.add_option("--lang", language,
                   plateau::tr("Language of the texts: en, fr, nl or ru (default: from LC_ALL, "
                               "LC_MESSAGES or LANG)"))
        ->check(CLI::IsMember({"en", "fr", "nl", "ru"}));
    app.require_subcommand(0, 1);
    // The program's own options (--lang, --event-log, --window-size…) are taken after the
    // command too, as people type them: `plateau play goose --event-log log.jsonl`.
    app.fallthrough();

    auto commands = plateau::cli::makeCommands();
    std::vector<CLI::App*> subcommands;
    for (auto& command : commands)
        subcommands.push_back(command->add(app));
    // The window's flags only where there is a window to take them.
    plateau::WindowOptions gui;
#ifdef PLATEAU_HAVE_GUI
    plateau::cli::addWindowOptions(app, gui);
    gui.languageGiven = !languageFromArguments(argc, argv).empty();
#endif

    CLI11_PARSE(app, argc, argv);

    plateau::LogConfig log;
    log.level = spdlog::level::from_str(logLevel);
    log.file = plateau::stateDir() / "plateau.log";
    plateau::initLogging(log);

    plateau::cli::Context context;
    for (std::size_t i = 0; i < commands.size(); ++i) {
        if (!subcommands[i]->parsed()) continue;
        const auto* play = dynamic_cast<const plateau::cli::PlayCommand*>(commands[i].get());
        if (play && !play->text()) return openWindow(context, play, gui);
#ifdef PLATEAU_HAVE_GUI
        const auto* replay = dynamic_cast<const plateau::cli::ReplayCommand*>(commands[i].get());
        if (replay && replay->wantsWindow()) return openReplayWindow(context, *replay, gui);
#endif
        const int code = commands[i]->run(context);
        // Every command's output checked once at the end: a full disk or a closed pipe is
        // an error with its cause, never a silent exit 0.
        if (auto ok = plateau::checkStandardOutput(); !ok && code == 0) {
            std::fprintf(stderr, "plateau: %s\n", ok.error().reason.c_str());
            return 2;
        }
        return code;
    }
    return openWindow(context, nullptr, gui);
}
