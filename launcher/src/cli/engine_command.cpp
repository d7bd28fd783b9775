#include "cli/engine_command.hpp"
#include "tr.hpp"

#include <iostream>
#include <optional>

#include <plateau/sdk/bot.hpp>
#include <plateau/host/engine_protocol.hpp>

#include "session/seed_policy.hpp"

namespace plateau::cli {

CLI::App* EngineCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand(
        "engine", tr("Serve a Plateau bot through the engine protocol on standard input and output"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app->add_option("--bot", m_bot, tr("The bot to serve, such as bot:mcts:hard or a game's own bot:GAME:medium"));
    m_app->add_option("--seed", m_seed, tr("Seeds the bot's generator (with the move number)"));
    return m_app;
}

int EngineCommand::run(Context& context) {
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    std::string controller = m_bot.rfind("bot:", 0) == 0 ? m_bot : "bot:" + m_bot;
    auto made = makeBot(**game, controller);
    if (!made) return printError(made.error()), 2;
    BotPtr bot = std::move(*made);
    const BotBudget levelBudget = bot->budget();

    const auto say = [](const std::string& line) { std::cout << line << '\n' << std::flush; };
    // A reason may quote what it refuses (a variant's name, a move): never more than a line.
    const auto sayError = [&](const std::string& reason) {
        say("error " + (reason.size() <= 200 ? reason : reason.substr(0, 200) + "…"));
    };
    std::optional<Setup> setup;
    StatePtr position;
    for (std::string line;;) {
        // Bounded: a line without end is dropped, not held (it took 1.5 GB for 500 MB).
        const EngineLineRead read = readEngineLine(std::cin, line);
        if (read == EngineLineRead::End) break;
        if (read == EngineLineRead::TooLong) {
            say("error line too long (more than " + std::to_string(kMaxEngineLineBytes) +
                " bytes): " + engineQuote(line));
            continue;
        }
        const auto words = engineWords(line);
        if (words.empty()) continue;
        const std::string_view command = words[0];
        if (command == "quit") break;
        if (command == "plateau") {
            say("id name Plateau " + controller);
            say("id author the Plateau project");
            say("plateauok " + std::to_string(kEngineProtocolVersion));
        } else if (command == "game") {
            auto parsed = parseEngineGameLine(**game, line);
            if (!parsed) {
                sayError(parsed.error().reason);
                continue;
            }
            // Check the setup at once: a bad variant or player count is refused here.
            auto start = (*game)->newState(*parsed);
            if (!start) {
                sayError(start.error().reason);
                continue;
            }
            setup = std::move(*parsed);
            position = std::move(*start);
        } else if (command == "isready") {
            say("readyok");
        } else if (command == "position") {
            if (!setup) {
                say("error position before game");
                continue;
            }
            auto state = parseEnginePositionLine(**game, *setup, line);
            if (!state) {
                sayError(state.error().reason);
                position.reset();
                continue;
            }
            position = std::move(*state);
        } else if (command == "go") {
            if (!position || position->isTerminal() || position->isChance()) {
                say(std::string("error ") + (!position            ? "go without a position"
                                             : position->isChance() ? "the position waits for a throw"
                                                                    : "the game is over"));
                continue;
            }
            BotBudget budget = levelBudget;
            // The level's budget, within the time the host gives (a margin kept).
            if (const auto ms = engineMoveTime(line))
                budget.time = std::max(std::chrono::milliseconds(1), *ms * 9 / 10);
            bot->setBudget(budget);
            // The session's seed policy: the bot's stream of (seed, seat, ply), as in `play`.
            Rng rng =
                session::botRng(m_seed, position->currentPlayer(), position->history().size());
            const Move move = bot->chooseMove(*position, rng);
            if (const std::string info = bot->lastSearchInfo(); !info.empty())
                say("info string " + info);
            say("move " + position->moveToString(move));
        } else {
            say("error unknown command " + engineQuote(command));
        }
    }
    return 0;
}

}  // namespace plateau::cli
