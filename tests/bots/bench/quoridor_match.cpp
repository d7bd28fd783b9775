// Matches between Quoridor bots, including the benchmark-only opponents (the wave-1 bot
// and a classical alpha-beta engine), which `plateau arena` does not offer. Games come in
// pairs: the same opening (a few random pawn plies, each forward or sideways) with colours
// swapped. Prints wins, the Elo difference with its 95% interval, the SPRT verdict, and
// the time per move each side actually used; with --records, every game's standard
// notation, one line per game.
//
//     quoridor_match --a hard --b wave1 --games 40 --ms 1000 --openings 2 --seed 1
//     quoridor_match --a hard --b hard:wallLast=170 --ms 100 --sprt 0,30 --games 400
//
// A side: easy, medium, hard (the shipped levels, optionally with tuning overrides
// `hard:jitter=0,wallLast=140,...`; `hard:bookPlies=0` plays without the opening book,
// `hard:bookMaxMs=1000` with it at 1 s), wave1, classic, or `engine:PROGRAM ARGS…`, a program of
// the engine protocol (docs/engine-protocol.md; the public engines of docs/quoridor-gauntlet.md),
// one process per game. An engine that forfeits (crashes, hangs, answers an illegal move) loses
// that game, and the reason is printed.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <plateau/host/engine_bot.hpp>
#include <plateau/sdk/bot.hpp>

#include "bench/classic_bot.hpp"
#include "bench/wave1_bot.hpp"
#include "bot/quoridor_bot.hpp"
#include "cli/elo.hpp"
#include "quoridor/quoridor_game.hpp"
#include "quoridor/quoridor_state.hpp"
#include "quoridor/standard_record.hpp"

using namespace plateau;

namespace {

struct Config {
    std::string a = "hard", b = "wave1";
    long games = 20;
    long ms = 0, nodes = 0;
    int depth = 0;
    int openings = 2;
    int players = 2;
    std::uint64_t seed = 1;
    bool sprtOn = false;
    bool verbose = false;
    cli::SprtTest sprt;
    std::string records;
    std::string dataDir = PLATEAU_SOURCE_DIR "/games/quoridor";
};

[[noreturn]] void usage(const std::string& why) {
    std::fprintf(stderr,
                 "quoridor_match: %s\nusage: quoridor_match [--a SIDE] [--b SIDE] [--games N] "
                 "[--ms MS | --nodes N] [--depth D] [--openings PLIES] [--players 2|4] "
                 "[--seed S] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--records FILE]\n",
                 why.c_str());
    std::exit(2);
}

bool setOption(quoridor::SearchOptions& o, const std::string& key, int value) {
    if (key == "jitter")
        o.jitter = value;
    else if (key == "noise")
        o.noise = value;
    else if (key == "minWallGain")
        o.minWallGain = value;
    else if (key == "wallLast")
        o.wallLast = value;
    else if (key == "wallStep")
        o.wallStep = value;
    else if (key == "wallMin")
        o.wallMin = value;
    else if (key == "adaptiveTime")
        o.adaptiveTime = value != 0;
    else if (key == "maxDepth")
        o.maxDepth = value;
    else if (key == "fourPlayerDepth")
        o.fourPlayerDepth = value;
    else if (key == "quietDepth")
        o.quietDepth = value;
    else if (key == "quietPlies")
        o.quietPlies = value;
    else if (key == "repeatPenalty")
        o.repeatPenalty = value;
    else if (key == "backStepPenalty")
        o.backStepPenalty = value;
    else if (key == "soleWall")
        o.soleWall = value;
    else if (key == "wallCap")
        o.wallCap = value;
    else if (key == "lmr")
        o.lmr = value;
    else if (key == "criticalExtend")
        o.criticalExtend = value;
    else if (key == "bookPlies")
        o.bookPlies = value;
    else if (key == "bookMaxMs")
        o.bookMaxMs = value;
    else if (key == "fourWallLast")
        o.fourWallLast = value;
    else if (key == "fourThreat")
        o.fourThreat = value;
    else if (key == "fourWallMin")
        o.fourWallMin = value;
    else if (key == "playoutMoves")
        o.playoutMoves = value;
    else if (key == "playoutPlies")
        o.playoutPlies = value;
    else if (key == "playoutMargin")
        o.playoutMargin = value;
    else if (key == "playoutWallChance")
        o.playoutWallChance = value;
    else if (key == "playoutWallNear")
        o.playoutWallNear = value;
    else if (key == "playoutExplore")
        o.playoutExplore = value;
    else if (key == "evenDepths")
        o.evenDepths = value != 0;
    else
        return false;
    return true;
}

BotPtr makeSide(const std::string& spec, const Config& c,
                const std::shared_ptr<const quoridor::OpeningBook>& book) {
    BotBudget budget;
    if (c.ms > 0) budget.time = std::chrono::milliseconds(c.ms);
    if (c.nodes > 0) budget.iterations = c.nodes;
    const auto colon = spec.find(':');
    const std::string kind = spec.substr(0, colon);
    const int depth = c.depth > 0 ? c.depth : 64;
    Bot* bot = nullptr;
    if (kind == "wave1") {
        auto o = quoridor::wave1::Wave1Bot::optionsFor(BotLevel::Hard);
        o.maxDepth = depth;
        bot = new quoridor::wave1::Wave1Bot(o);
    } else if (kind == "engine") {
        if (colon == std::string::npos) usage("engine: needs a program");
        bot = new EngineBot(spec.substr(colon + 1));
    } else if (kind == "classic") {
        bot = new quoridor::classic::ClassicBot(budget, depth);
    } else if (kind == "easy" || kind == "medium" || kind == "hard") {
        auto o = quoridor::QuoridorBot::optionsFor(*parseBotLevel(kind));
        if (c.depth > 0) o.maxDepth = depth;
        if (colon != std::string::npos) {
            std::string rest = spec.substr(colon + 1);
            while (!rest.empty()) {
                const auto comma = rest.find(',');
                const std::string kv = rest.substr(0, comma);
                const auto eq = kv.find('=');
                if (eq == std::string::npos ||
                    !setOption(o, kv.substr(0, eq), std::atoi(kv.c_str() + eq + 1)))
                    usage("bad override '" + kv + "' in " + spec);
                rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
            }
        }
        bot = new quoridor::QuoridorBot(o, book);
    } else {
        usage("unknown side '" + spec + "'");
    }
    BotPtr out(bot, BotDeleter{});
    if (!budget.unlimited()) out->setBudget(budget);
    return out;
}

Config parse(int argc, char** argv) {
    Config c;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage(arg + " needs a value");
            return argv[++i];
        };
        if (arg == "--a")
            c.a = value();
        else if (arg == "--b")
            c.b = value();
        else if (arg == "--games")
            c.games = std::atol(value().c_str());
        else if (arg == "--ms")
            c.ms = std::atol(value().c_str());
        else if (arg == "--nodes")
            c.nodes = std::atol(value().c_str());
        else if (arg == "--depth")
            c.depth = std::atoi(value().c_str());
        else if (arg == "--openings")
            c.openings = std::atoi(value().c_str());
        else if (arg == "--players")
            c.players = std::atoi(value().c_str());
        else if (arg == "--seed")
            c.seed = std::strtoull(value().c_str(), nullptr, 10);
        else if (arg == "--records")
            c.records = value();
        else if (arg == "--verbose")
            c.verbose = true;
        else if (arg == "--data")
            c.dataDir = value();
        else if (arg == "--sprt") {
            c.sprtOn = true;
            const std::string v = value();
            if (std::sscanf(v.c_str(), "%lf,%lf,%lf,%lf", &c.sprt.elo0, &c.sprt.elo1, &c.sprt.alpha,
                            &c.sprt.beta) < 2)
                usage("--sprt ELO0,ELO1[,ALPHA,BETA]");
        } else
            usage("unknown argument " + arg);
    }
    if (c.games < 1) usage("--games must be at least 1");
    if (c.ms <= 0 && c.nodes <= 0 && c.depth <= 0) c.ms = 100;
    if (c.players != 2 && c.players != 4) usage("--players is 2 or 4");
    if (c.players == 4 && (c.a == "classic" || c.b == "classic"))
        usage("the classic engine plays two players only");
    if (c.players == 4 && (c.a.rfind("engine:", 0) == 0 || c.b.rfind("engine:", 0) == 0))
        usage("the gauntlet's engines play two players only");
    return c;
}

// A few opening plies, each a random pawn step that does not take the mover further from its
// goal: sideways steps too, so that two plies already give nine openings (forward steps
// alone give one, and deterministic bots then replay the same game).
void playOpening(State& state, int plies, Rng& rng) {
    const auto& q = dynamic_cast<const quoridor::QuoridorState&>(state);
    for (int i = 0; i < plies && !state.isTerminal(); ++i) {
        const quoridor::Board& b = q.board();
        const int side = b.sideToMove();
        std::array<std::uint8_t, quoridor::kMaxSquares> toGoal;
        b.distancesToGoal(side, toGoal);
        std::vector<Move> forward;
        quoridor::forEachBit(b.pawnDestinations(side), [&](int s) {
            if (toGoal[static_cast<std::size_t>(s)] <=
                toGoal[static_cast<std::size_t>(b.pawn(side))])
                forward.push_back(quoridor::pawnMove(s));
        });
        if (forward.empty()) return;
        if (!state.apply(forward[rng.below(static_cast<std::uint32_t>(forward.size()))])) return;
    }
}

struct Side {
    long moves = 0;
    double seconds = 0;
    double maxSeconds = 0;
};

}  // namespace

int main(int argc, char** argv) {
    const Config c = parse(argc, argv);
    auto game = quoridor::QuoridorGame::load(c.dataDir);
    if (!game) {
        std::fprintf(stderr, "quoridor_match: %s\n", game.error().reason.c_str());
        return 2;
    }
    if (!(*game)->bookProblem().empty())
        std::fprintf(stderr, "opening book ignored: %s\n", (*game)->bookProblem().c_str());
    std::ofstream records;
    if (!c.records.empty()) {
        records.open(c.records);
        if (!records) usage("cannot write " + c.records);
    }
    cli::Score3 score;  // for side A
    Side timeA, timeB;
    long forfeitsA = 0, forfeitsB = 0;
    Rng openings(c.seed);
    std::uint64_t pairSeed = 0;
    const auto start = std::chrono::steady_clock::now();
    long played = 0;
    cli::SprtState verdict;
    for (long g = 0; g < c.games; ++g) {
        if (g % 2 == 0) pairSeed = openings.next();
        const bool aFirst = g % 2 == 0;  // colours swap inside each pair
        Setup setup;
        setup.players.resize(static_cast<std::size_t>(c.players));
        setup.firstPlayer = 0;
        setup.seed = pairSeed;
        setup.options.set("max_plies", std::int64_t{300});
        auto made = (*game)->newState(setup);
        if (!made) {
            std::fprintf(stderr, "quoridor_match: %s\n", made.error().reason.c_str());
            return 2;
        }
        State& state = **made;
        Rng openingRng(pairSeed);
        playOpening(state, c.openings, openingRng);
        std::vector<BotPtr> seats;
        std::vector<bool> isA;
        for (int s = 0; s < c.players; ++s) {
            isA.push_back((s % 2 == 0) == aFirst);
            seats.push_back(makeSide(isA.back() ? c.a : c.b, c, (*game)->openingBook()));
        }
        Rng rng(pairSeed ^ static_cast<std::uint64_t>(g));
        int forfeited = -1;  // the seat that gave up the game
        while (!state.isTerminal()) {
            const auto seat = static_cast<std::size_t>(state.currentPlayer());
            const auto t0 = std::chrono::steady_clock::now();
            const Move m = seats[seat]->chooseMove(state, rng);
            const double took =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            if (c.verbose)
                std::fprintf(stderr, "  %s %s (%.3f s): %s\n", isA[seat] ? "A" : "B",
                             state.moveToString(m).c_str(), took,
                             seats[seat]->lastSearchInfo().c_str());
            Side& side = isA[seat] ? timeA : timeB;
            ++side.moves;
            side.seconds += took;
            side.maxSeconds = std::max(side.maxSeconds, took);
            if (const std::string why = seats[seat]->forfeitReason(); !why.empty()) {
                std::fprintf(stderr, "game %ld: %s forfeits: %s\n", g + 1,
                             (isA[seat] ? c.a : c.b).c_str(), why.c_str());
                ++(isA[seat] ? forfeitsA : forfeitsB);
                forfeited = static_cast<int>(seat);
                break;
            }
            if (auto ok = state.apply(m); !ok) {
                std::fprintf(stderr, "game %ld: %s played an illegal move: %s\n", g + 1,
                             (isA[seat] ? c.a : c.b).c_str(), ok.error().reason.c_str());
                return 1;
            }
        }
        const Outcome o = state.outcome();
        const char* result = "draw";
        if (forfeited >= 0) {
            const bool aLost = isA[static_cast<std::size_t>(forfeited)];
            ++(aLost ? score.losses : score.wins);
            result = aLost ? "B" : "A";
        } else if (o.isDraw() || o.winners.empty()) {
            ++score.draws;
        } else if (isA[static_cast<std::size_t>(o.winners[0])]) {
            ++score.wins;
            result = "A";
        } else {
            ++score.losses;
            result = "B";
        }
        ++played;
        const std::string notation = quoridor::toStandardNotation(state);
        if (records)
            records << "[" << (aFirst ? c.a + " - " + c.b : c.b + " - " + c.a) << "] "
                    << "winner " << result << ": " << notation
                    << std::endl;  // flushed: a cut-short run keeps its games
        std::fprintf(stderr, "game %ld: %s first, winner %s, %d plies\n", g + 1, aFirst ? "A" : "B",
                     result, dynamic_cast<const quoridor::QuoridorState&>(state).board().ply());
        if (c.sprtOn) {
            verdict = cli::sprt(score, c.sprt);
            if (verdict.verdict != cli::SprtVerdict::Continue) break;
        }
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const auto elo = cli::eloOf(score);
    std::printf(
        "A = %s, B = %s, %d players, %ld games in %.0f s (seed %llu, %d opening plies, "
        "colours swapped in each pair)\n",
        c.a.c_str(), c.b.c_str(), c.players, played, seconds,
        static_cast<unsigned long long>(c.seed), c.openings);
    if (c.ms > 0) std::printf("budget %ld ms per move\n", c.ms);
    if (c.nodes > 0) std::printf("budget %ld nodes per move\n", c.nodes);
    if (c.depth > 0) std::printf("depth %d\n", c.depth);
    std::printf("A: wins %ld, draws %ld, losses %ld: score %.1f%%, Elo %s\n", score.wins,
                score.draws, score.losses, 100.0 * score.mean(), cli::formatElo(elo).c_str());
    const auto perMove = [](const Side& s) { return s.moves ? s.seconds / double(s.moves) : 0.0; };
    std::printf("time per move: A %.3f s (max %.3f), B %.3f s (max %.3f)\n", perMove(timeA),
                timeA.maxSeconds, perMove(timeB), timeB.maxSeconds);
    if (c.ms > 0)
        std::printf("time used: A %.1f%%, B %.1f%% of the budget; forfeits: A %ld, B %ld\n",
                    100.0 * perMove(timeA) / (static_cast<double>(c.ms) / 1000.0),
                    100.0 * perMove(timeB) / (static_cast<double>(c.ms) / 1000.0), forfeitsA,
                    forfeitsB);
    if (c.sprtOn)
        std::printf(
            "SPRT elo0 %.0f elo1 %.0f (alpha %.2f, beta %.2f): LLR %.2f in [%.2f, %.2f]: "
            "%s\n",
            c.sprt.elo0, c.sprt.elo1, c.sprt.alpha, c.sprt.beta, verdict.llr, verdict.lower,
            verdict.upper,
            verdict.verdict == cli::SprtVerdict::AcceptH1   ? "H1 accepted (A is stronger)"
            : verdict.verdict == cli::SprtVerdict::AcceptH0 ? "H0 accepted"
                                                            : "undecided");
    return 0;
}
