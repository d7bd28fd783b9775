// bot:mcts cannot read Barrage's hidden pieces. Two MCTS bots play from random
// deployments until one attacks a piece it may not know; the attack wins as often as the
// attacker's information predicts (the share of positions drawn from it, by
// resampleFromInformation, in which the attack wins). The same search on the same game
// with its secrets undeclared (GameType::hiddenInformation false: it searches the true
// position, as every bot did before SDK 0.3) wins far more often than predicted.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <plateau/host/mcts_bot.hpp>
#include <plateau/sdk/state.hpp>

#include "army.hpp"
#include "barrage_game.hpp"

namespace {

using plateau::Viewer;

std::shared_ptr<const barrage::BarrageGame> load(bool secretsDeclared) {
    plateau::GameType type = barrage::kType;
    type.hiddenInformation = secretsDeclared;
    const char* dir = std::getenv("BARRAGE_DATA_DIR");
    auto g = barrage::BarrageGame::load(dir ? dir : "games/barrage", type);
    REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
    return *g;
}

// The kind of the piece on `square` in `view` ("back" when hidden, "" when empty).
std::string kindOn(const plateau::BoardView& view, int square) {
    for (const auto& p : view.pieces)
        if (p.cell == square) return p.kind;
    return {};
}

barrage::Kind kindNamed(const std::string& id) {
    for (int k = 0; k <= static_cast<int>(barrage::Kind::Flag); ++k)
        if (id == barrage::kindId(static_cast<barrage::Kind>(k)))
            return static_cast<barrage::Kind>(k);
    FAIL("no kind " << id);
    return barrage::Kind::Flag;
}

bool wins(const std::string& attacker, const std::string& defender) {
    const auto result = barrage::fight(kindNamed(attacker), kindNamed(defender));
    return result == barrage::Fight::AttackerWins || result == barrage::Fight::FlagTaken;
}

struct Tally {
    int attacks = 0;
    int won = 0;           // attacks that took the piece
    double predicted = 0;  // the sum of each attack's chance of winning, from what the attacker saw
    double variance = 0;   // the sum of p(1 - p)
};

// Plays `games` games between two MCTS bots, each up to its first attack on a piece the
// attacker may not know.
Tally firstBlindAttacks(const plateau::Game& game, int games) {
    Tally tally;
    plateau::MctsOptions options;
    options.budget.iterations = 300;
    options.trees = 1;
    options.maxPlayoutPlies = 200;
    for (int g = 0; g < games; ++g) {
        plateau::Setup setup;
        setup.variant = "quick";
        setup.players = {{"Anna"}, {"Ben"}};
        setup.seed = 1000 + static_cast<std::uint64_t>(g);
        auto made = game.newState(setup);
        REQUIRE(made.ok());
        auto s = std::move(*made);
        s->setLogging(false);
        plateau::Rng rng(77 + static_cast<std::uint64_t>(g));
        plateau::MctsBot bot(options);
        for (int ply = 0; ply < 300 && !s->isTerminal(); ++ply) {
            if (s->isChance()) {
                s->applyUnchecked(s->sampleChanceOutcome(rng));
                continue;
            }
            const int player = s->currentPlayer();
            const plateau::Move move = bot.chooseMove(*s, rng);
            const int from = static_cast<int>((move.code - 1000) / 100);
            const int to = static_cast<int>((move.code - 1000) % 100);
            const auto truth = s->boardView(Viewer::referee());
            const std::string defender = kindOn(truth, to);
            const bool blind =
                !defender.empty() && kindOn(s->boardView(Viewer::player(player)), to) == "back";
            if (blind) {
                // The attacker's chance from its information: the share of the positions
                // drawn from it in which this attack wins.
                const std::string attacker = kindOn(truth, from);
                plateau::Rng sampler(5 + static_cast<std::uint64_t>(g));
                const int draws = 400;
                int win = 0;
                for (int i = 0; i < draws; ++i) {
                    auto drawn = s->resampleFromInformation(player, sampler);
                    win += wins(attacker, kindOn(drawn->boardView(Viewer::referee()), to));
                }
                const double p = static_cast<double>(win) / draws;
                ++tally.attacks;
                tally.won += wins(attacker, defender);
                tally.predicted += p;
                tally.variance += p * (1 - p);
                break;
            }
            REQUIRE(s->apply(move).ok());
        }
    }
    return tally;
}

void report(const char* what, const Tally& t) {
    std::printf(
        "%s: %d first blind attacks, %d won, %.1f predicted from the attacker's "
        "information (sd %.1f)\n",
        what, t.attacks, t.won, t.predicted, std::sqrt(t.variance));
}

}  // namespace

TEST_CASE(
    "bot:mcts's first attack on a hidden piece wins no more often than its information says") {
    const int games = 40;
    const Tally fair = firstBlindAttacks(*load(true), games);
    const Tally leaky = firstBlindAttacks(*load(false), games);
    report("Barrage (secrets declared)", fair);
    report("Barrage with its secrets undeclared (the search reads them)", leaky);
    REQUIRE(fair.attacks >= games / 2);
    REQUIRE(leaky.attacks >= games / 2);
    // Within three standard deviations of the prediction: no better than chance.
    CHECK(std::abs(fair.won - fair.predicted) <= 3 * std::sqrt(fair.variance) + 1);
    // The search that reads the secrets wins its blind attacks far more often.
    CHECK(leaky.won - leaky.predicted > 3 * std::sqrt(leaky.variance) + 1);
}
