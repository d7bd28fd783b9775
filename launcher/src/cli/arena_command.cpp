#include "cli/arena_command.hpp"
#include "tr.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>
#include <plateau/sdk/bot.hpp>

#include <plateau/host/interrupt.hpp>
#include <plateau/host/line_file.hpp>

#include "cli/elo.hpp"
#include "cli/progress_bar.hpp"
#include "cli/statistics.hpp"
#include "session/game_runner.hpp"
#include "session/seed_policy.hpp"

namespace plateau::cli {

namespace {

// One bot of the match, with its tally over every seat it took.
struct Entrant {
    std::string controller;
    double points = 0;     // per game: the share of the win its seats took
    double fairShare = 0;  // per game: its seats / players, the score of an equal
    long wins = 0;         // games one of its seats won (alone or shared)
    long losses = 0;
    long draws = 0;  // draws and unfinished games
    long forfeits = 0;  // games lost by crashing, hanging or an illegal answer (engines)
    long moves = 0;
    double seconds = 0;
    double maxSeconds = 0;
};

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? comma : comma - start);
        item.erase(0, item.find_first_not_of(" \t"));
        item.erase(item.find_last_not_of(" \t") + 1);
        if (!item.empty() && item.rfind("bot:", 0) != 0) item = "bot:" + item;
        out.push_back(item);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return out;
}

}  // namespace

CLI::App* ArenaCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("arena", tr("Play bots against each other and compare them"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app
        ->add_option("--bots", m_bots,
                     tr("Bots, comma-separated: \"bot:mcts:hard,bot:random\"; seats rotate "
                     "through them from game to game"))
        ->required();
    m_app->add_option("--games", m_games, tr("How many games"))->check(CLI::Range(1L, 1000000L));
    m_app
        ->add_option("--players", m_players,
                     tr("Players per game (default: as many as bots, within the variant's range)"))
        ->check(CLI::Range(1, 8));
    m_app
        ->add_option("--time-per-move", m_timePerMove,
                     tr("Thinking time of every bot in milliseconds, instead of its level's budget"))
        ->check(CLI::Range(1L, 3600000L));
    m_app->add_option("--max-plies", m_maxPlies, tr("Stop a game after this many moves (a draw)"))
        ->check(CLI::Range(1L, 100000000L));
    m_app->add_flag("--json", m_json, tr("Print JSON"));
    m_app->add_option("--sprt", m_sprt,
                      tr("Two bots: stop once the SPRT decides between elo0 and elo1 for the first "
                      "bot, \"ELO0,ELO1[,ALPHA,BETA]\" (alpha and beta default to 0.05); "
                      "--games is then the most games played"));
    m_app->add_option("--records", m_records,
                      tr("Write every game to this file, one line per game: the seats' bots, the "
                      "result and the moves in the game's standard notation"));
    m_setup.add(*m_app, /*withPlayers=*/false);
    return m_app;
}

int ArenaCommand::run(Context& context) {
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    // Scripted: the first seat starts, so rotating the seats is what evens out the start.
    auto setup = m_setup.build(**game, /*scripted=*/true);
    if (!setup) return printError(setup.error()), 2;
    auto variant = (*game)->findVariant(setup->variant);
    if (!variant) return printError(variant.error()), 2;

    std::vector<Entrant> entrants;
    for (const auto& controller : splitList(m_bots)) {
        if (controller.empty())
            return printError(Error("--bots: an empty entry in '" + m_bots + "'")), 2;
        // Refuse a bad name now rather than after the first game.
        if (auto bot = makeBot(**game, controller); !bot)
            return printError(Error("--bots: " + bot.error().reason)), 2;
        entrants.push_back({controller});
    }
    const int bots = static_cast<int>(entrants.size());
    SprtTest sprtTest;
    const bool sprtOn = !m_sprt.empty();
    if (sprtOn) {
        if (bots != 2)
            return printError(Error("--sprt compares two bots, not " + std::to_string(bots))), 2;
        char extra = 0;
        const int read = std::sscanf(m_sprt.c_str(), "%lf,%lf,%lf,%lf%c", &sprtTest.elo0,
                                     &sprtTest.elo1, &sprtTest.alpha, &sprtTest.beta, &extra);
        if ((read != 2 && read != 4) || sprtTest.elo1 <= sprtTest.elo0 || sprtTest.alpha <= 0 ||
            sprtTest.alpha >= 0.5 || sprtTest.beta <= 0 || sprtTest.beta >= 0.5)
            return printError(Error("--sprt: '" + m_sprt +
                                    "' is not ELO0,ELO1[,ALPHA,BETA] with ELO0 < ELO1 and "
                                    "ALPHA, BETA in (0, 0.5)")),
                   2;
    }
    // Whole lines or none (a full disk, Ctrl-C): the file is valid whenever arena stops.
    std::optional<LineFile> records;
    if (!m_records.empty()) {
        auto opened = LineFile::create(m_records);
        if (!opened) return printError(Error("--records: " + opened.error().toString())), 2;
        records = std::move(*opened);
    }
    // Ctrl-C: the game in progress is dropped, the summary of the others printed.
    catchInterrupts();
    bool stopped = false;
    Score3 pair;  // the first bot against the second, with two bots
    SprtState verdict;
    int players = m_players;
    if (players == 0) {
        // A seat per bot (at least two), or the next count the variant allows.
        players = std::clamp(std::max(bots, 2), variant->minPlayers, variant->maxPlayers);
        while (players < variant->maxPlayers && !variant->allowsPlayers(players))
            ++players;
    }
    if (!variant->allowsPlayers(players)) {
        return printError(Error((*game)->name() + " (" + variant->name + ") is for " +
                                variant->playersText() + " players, not " +
                                std::to_string(players))),
               2;
    }
    setup->players.clear();
    for (int seat = 0; seat < players; ++seat)
        setup->players.push_back({"Seat " + std::to_string(seat + 1)});

    long unfinished = 0, drawn = 0, played = 0;
    double plies = 0;
    ProgressBar progress("arena", m_games);
    const auto start = std::chrono::steady_clock::now();
    for (long g = 0; g < m_games; ++g) {
        if (interrupted()) {
            stopped = true;
            break;
        }
        // Seat s plays bot (s + g) mod bots: every bot takes every seat in turn.
        Setup one = *setup;
        // The session's seed policy: this game is the game `plateau play --seed` gives
        // with the same bots in the same seats (and --first 1).
        one.seed = session::gameSeed(setup->seed, static_cast<std::uint64_t>(g));
        std::vector<int> entrantOf(static_cast<std::size_t>(players));
        std::vector<BotPtr> seats;
        for (int s = 0; s < players; ++s) {
            const int e = static_cast<int>((s + g) % bots);
            entrantOf[static_cast<std::size_t>(s)] = e;
            auto& entrant = entrants[static_cast<std::size_t>(e)];
            one.players[static_cast<std::size_t>(s)].controller = entrant.controller;
            // Named after the bot, unless that is too long for a name (an engine's path).
            one.players[static_cast<std::size_t>(s)].name =
                entrant.controller.size() <= 100 ? entrant.controller
                                                 : "Seat " + std::to_string(s + 1);
            auto bot = makeBot(**game, entrant.controller);
            if (!bot) return printError(bot.error()), 2;
            if (m_timePerMove > 0)
                (*bot)->setBudget({.time = std::chrono::milliseconds(m_timePerMove)});
            (*bot)->setStopFlag(interruptFlag());
            seats.push_back(std::move(*bot));
        }
        auto made = session::GameRunner::create(
            *game, one, [&seats]() -> Expected<std::vector<BotPtr>> { return std::move(seats); });
        if (!made) return printError(made.error()), 2;
        session::GameRunner& runner = *made;
        const State& state = runner.state();
        long moves = 0;
        std::string
            moveTexts;  // the record, throws included, for games without a standard notation
        for (; moves < m_maxPlies && !interrupted(); ++moves) {
            // The session's rule for what acts next: a throw, or the seat's bot.
            const session::Next next = runner.next();
            if (next == session::Next::Over) break;
            if (next == session::Next::Throw) {
                const Move dice = runner.choose();
                if (records) moveTexts += (moveTexts.empty() ? "" : " ") + state.moveToString(dice);
                runner.playTrusted(dice);
                continue;
            }
            const auto seat = static_cast<std::size_t>(state.currentPlayer());
            const auto t0 = std::chrono::steady_clock::now();
            const Move m = runner.choose();
            const double took =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            auto& entrant = entrants[static_cast<std::size_t>(entrantOf[seat])];
            ++entrant.moves;
            entrant.seconds += took;
            entrant.maxSeconds = std::max(entrant.maxSeconds, took);
            // An engine that crashed, hung or answered nonsense loses this game only.
            if (const std::string why = runner.bot(static_cast<int>(seat)).forfeitReason();
                !why.empty()) {
                runner.forfeit(static_cast<int>(seat));
                ++entrant.forfeits;
                std::fprintf(stderr, "game %ld (seed %llu): %s in seat %zu forfeits: %s\n", g + 1,
                             static_cast<unsigned long long>(one.seed), entrant.controller.c_str(),
                             seat + 1, why.c_str());
                break;
            }
            if (records) moveTexts += (moveTexts.empty() ? "" : " ") + state.moveToString(m);
            // A built-in bot's illegal move is a bug worth stopping for, not a loss to count.
            if (auto ok = runner.play(m); !ok) {
                printError(Error(entrant.controller + " played an illegal move in game " +
                                 std::to_string(g + 1) + " (seed " + std::to_string(one.seed) +
                                 "): " + ok.error().reason));
                return 1;
            }
        }
        if (interrupted()) {
            stopped = true;
            break;
        }
        const int forfeiter = runner.forfeiter();
        plies += static_cast<double>(moves);
        std::vector<double> share(entrants.size(), 0.0);
        const bool finished = state.isTerminal() || forfeiter >= 0;
        const Outcome result = runner.outcome();
        if (!finished)
            ++unfinished;
        else if (result.isDraw())
            ++drawn;
        if (!finished || result.isDraw()) {
            for (int s = 0; s < players; ++s)
                share[static_cast<std::size_t>(entrantOf[static_cast<std::size_t>(s)])] +=
                    1.0 / players;
        } else {
            for (int w : result.winners)
                share[static_cast<std::size_t>(entrantOf[static_cast<std::size_t>(w)])] +=
                    1.0 / static_cast<double>(result.winners.size());
        }
        for (std::size_t e = 0; e < entrants.size(); ++e) {
            auto& entrant = entrants[e];
            const auto seatsHeld =
                std::count(entrantOf.begin(), entrantOf.end(), static_cast<int>(e));
            if (seatsHeld == 0) continue;
            entrant.points += share[e];
            entrant.fairShare += static_cast<double>(seatsHeld) / players;
            if (!finished || result.isDraw())
                ++entrant.draws;
            else if (share[e] > 0)
                ++entrant.wins;
            else
                ++entrant.losses;
        }
        ++played;
        if (bots == 2) {
            if (!finished || result.isDraw() || share[0] == share[1])
                ++pair.draws;
            else if (share[0] > share[1])
                ++pair.wins;
            else
                ++pair.losses;
        }
        if (records) {
            std::string seatsText;
            for (int s = 0; s < players; ++s)
                seatsText +=
                    (s ? " - " : "") +
                    entrants[static_cast<std::size_t>(entrantOf[static_cast<std::size_t>(s)])]
                        .controller;
            std::string resultText = "draw";
            if (finished && !result.isDraw()) {
                resultText = "won by";
                for (int w : result.winners)
                    resultText += " seat " + std::to_string(w + 1);
            } else if (!finished) {
                resultText = "unfinished";
            }
            const auto standard = (*game)->exportStandardNotation(state);
            const std::string line = "game " + std::to_string(g + 1) + " [" + seatsText +
                                     "] seed " + std::to_string(one.seed) + ", " + resultText +
                                     ": " + (standard ? *standard : moveTexts);
            if (auto ok = records->writeLine(line); !ok)
                return printError(Error("--records: " + ok.error().toString())), 1;
        }
        progress.update(g + 1);
        if (sprtOn) {
            verdict = sprt(pair, sprtTest);
            if (verdict.verdict != SprtVerdict::Continue) break;
        }
    }
    progress.finish();
    if (records)
        if (auto ok = records->close(); !ok)
            return printError(Error("--records: " + ok.error().toString())), 1;
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double n = static_cast<double>(played);
    const EloEstimate elo = eloOf(pair);
    const char* verdictText = verdict.verdict == SprtVerdict::AcceptH1   ? "H1"
                              : verdict.verdict == SprtVerdict::AcceptH0 ? "H0"
                                                                         : "undecided";
    // 130 after Ctrl-C, as a shell reports it, with the summary of the games played.
    const auto ending = [&] {
        if (!stopped) return 0;
        std::fprintf(stderr, "arena: interrupted after %ld of %ld games\n", played, m_games);
        return 130;
    };

    if (m_json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& e : entrants) {
            const auto ci = wilson95(e.points, n);
            list.push_back(
                {{"bot", e.controller},
                 {"wins", e.wins},
                 {"draws", e.draws},
                 {"losses", e.losses},
                 {"forfeits", e.forfeits},
                 {"score", e.points / n},
                 {"score_low", ci.low},
                 {"score_high", ci.high},
                 {"fair_share", e.fairShare / n},
                 {"moves", e.moves},
                 {"seconds_per_move", e.moves ? e.seconds / static_cast<double>(e.moves) : 0.0},
                 {"max_seconds_per_move", e.maxSeconds}});
        }
        nlohmann::json out{{"game", m_game},
                           {"variant", setup->variant},
                           {"players", players},
                           {"games", played},
                           {"seed", setup->seed},
                           {"time_per_move_ms", m_timePerMove},
                           {"draws", drawn},
                           {"unfinished", unfinished},
                           {"moves_per_game", plies / n},
                           {"seconds", seconds},
                           {"bots", list}};
        if (bots == 2) {
            // Infinite ends (a clean sweep) are null in JSON.
            const auto finite = [](double x) {
                return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json();
            };
            out["elo"] = {{"difference", finite(elo.elo)},
                          {"low", finite(elo.low)},
                          {"high", finite(elo.high)}};
        }
        if (sprtOn)
            out["sprt"] = {{"elo0", sprtTest.elo0},   {"elo1", sprtTest.elo1},
                           {"alpha", sprtTest.alpha}, {"beta", sprtTest.beta},
                           {"llr", verdict.llr},      {"lower", verdict.lower},
                           {"upper", verdict.upper},  {"verdict", verdictText}};
        if (stopped) out["interrupted"] = true;
        std::cout << out.dump(2) << '\n';
        return ending();
    }
    std::printf(
        "%s, variant %s, %d players: %ld games (seed %llu) in %.1f s, %.1f moves per game\n",
        (*game)->name().c_str(), setup->variant.c_str(), players, played,
        static_cast<unsigned long long>(setup->seed), seconds, plies / n);
    if (m_timePerMove > 0) std::printf("every bot thinks %ld ms per move\n", m_timePerMove);
    for (const auto& e : entrants) {
        const auto ci = wilson95(e.points, n);
        std::printf(
            "%-22s wins %4ld  draws %4ld  losses %4ld  score %5.1f%% [%5.1f%%, %5.1f%%] (even: "
            "%.0f%%)"
            "  %.3f s/move (max %.3f)\n",
            e.controller.c_str(), e.wins, e.draws, e.losses, 100.0 * e.points / n, 100.0 * ci.low,
            100.0 * ci.high, 100.0 * e.fairShare / n,
            e.moves ? e.seconds / static_cast<double>(e.moves) : 0.0, e.maxSeconds);
    }
    for (const auto& e : entrants)
        if (e.forfeits)
            std::printf("%s forfeited %ld games (reasons above)\n", e.controller.c_str(), e.forfeits);
    if (bots == 2)
        std::printf("%s over %s: Elo %s (95%%), from %ld wins, %ld draws, %ld losses\n",
                    entrants[0].controller.c_str(), entrants[1].controller.c_str(),
                    formatElo(elo).c_str(), pair.wins, pair.draws, pair.losses);
    if (sprtOn)
        std::printf("SPRT elo0 %g, elo1 %g (alpha %g, beta %g): LLR %.2f in [%.2f, %.2f], %s\n",
                    sprtTest.elo0, sprtTest.elo1, sprtTest.alpha, sprtTest.beta, verdict.llr,
                    verdict.lower, verdict.upper,
                    verdict.verdict == SprtVerdict::AcceptH1 ? "H1 accepted (the first is stronger)"
                    : verdict.verdict == SprtVerdict::AcceptH0 ? "H0 accepted"
                                                               : "undecided");
    if (drawn || unfinished)
        std::printf("draws %ld, unfinished (stopped at %ld moves) %ld\n", drawn, m_maxPlies,
                    unfinished);
    return ending();
}

}  // namespace plateau::cli
