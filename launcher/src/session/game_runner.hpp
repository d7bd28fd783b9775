#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/error.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/state.hpp>

#include "session/next_to_act.hpp"
#include "session/seed_policy.hpp"

namespace plateau::session {

// Games nobody watches, every seat a bot: `arena` and `simulate`. The same rule for what
// acts next (next_to_act.hpp) and the same seed policy (seed_policy.hpp) as GameSession, so
// a game played here replays move for move with `plateau play --seed` and the same bots.
// Lean where GameSession is not: no undo history, no events, no save, and one state reused
// from game to game (State::assignFrom), so that a game allocates nothing.
class GameRunner {
public:
    // The bots of every seat of `setup` (a person's seat plays as `personStandIn`).
    static Expected<std::vector<BotPtr>> makeBots(const Game& game, const Setup& setup,
                                                  const std::string& personStandIn);
    // Makes one bot per seat of the setup. Called for every game (a search bot may keep
    // what it learnt in one game, and `play` starts each game with fresh bots); bots that
    // are all bot:random, which keep nothing, are made once.
    using BotFactory = std::function<Expected<std::vector<BotPtr>>()>;
    // The setup's seed is replaced by begin()'s.
    static Expected<GameRunner> create(std::shared_ptr<const Game> game, Setup setup,
                                       BotFactory makeBots);
    GameRunner(GameRunner&&) = default;
    GameRunner& operator=(GameRunner&&) = default;

    // A new game of the setup with `seed`, as `plateau play --seed` would start it. The
    // start is made once per first player (only who starts depends on the seed when the
    // SDK draws it) and copied for each game.
    Status begin(std::uint64_t seed);
    std::uint64_t seed() const { return m_seed; }
    // The game under way; valid until the next begin() (a game without assignFrom gets a
    // fresh copy of its start).
    const State& state() const { return *m_state; }
    std::size_t ply() const { return m_state->history().size(); }

    Next next() const {
        if (m_forfeiter >= 0) return Next::Over;
        return nextToAct(*m_state, [](int) { return true; });
    }
    bool over() const { return next() == Next::Over; }

    // What step() plays: at a chance node the seed policy's throw, else the bot of the
    // seat to move, searching with its stream of the seed.
    Move choose() {
        if (m_state->isChance()) {
            Rng rng = m_streams.dice(ply());
            return m_state->sampleChanceOutcome(rng);
        }
        const int seat = m_state->currentPlayer();
        Rng rng = m_streams.bot(seat, ply());
        return m_bots[static_cast<std::size_t>(seat)]->chooseMove(*m_state, rng);
    }
    // Plays a move of the bots' own (trusted: built in).
    void playTrusted(Move move) { m_state->applyUnchecked(move); }
    // Plays a move checked against the rules (an engine's, or when a bot is in doubt).
    Status play(Move move) { return m_state->apply(move); }
    void step() { playTrusted(choose()); }
    // step() unless the game is over, saying what acted: Over (nothing done), Throw or Bot.
    // One call to the rules for who is to act.
    Next advance() {
        if (m_forfeiter >= 0) return Next::Over;
        const PlayerId player = m_state->currentPlayer();
        if (player == kTerminalPlayer) return Next::Over;
        const std::size_t at = ply();
        if (player == kChancePlayer) {
            Rng rng = m_streams.dice(at);
            m_state->applyUnchecked(m_state->sampleChanceOutcome(rng));
            return Next::Throw;
        }
        Rng rng = m_streams.bot(player, at);
        m_state->applyUnchecked(
            m_bots[static_cast<std::size_t>(player)]->chooseMove(*m_state, rng));
        return Next::Bot;
    }

    // The throws due from here, at most `limit`, as step() would play them; returns how
    // many. `simulate`'s loop: a game of ABI 3.3 plays the run in one call of its own.
    std::size_t playChances(std::size_t limit) {
        if (m_forfeiter >= 0) return 0;
        if (m_gamePlaysChances) return m_state->playChances(m_streams, limit);
        return m_state->State::playChances(m_streams, limit);  // not the plugin's table
    }
    // Whether the game's State::playChances may be called: its plugin says ABI 3.3 or later
    // (an older plugin's virtual table ends before it). Off until said.
    void setGamePlaysChances(bool yes) { m_gamePlaysChances = yes; }

    Bot& bot(int seat) { return *m_bots[static_cast<std::size_t>(seat)]; }
    // The seat gives the game up (an engine that crashed or hung): the others win.
    void forfeit(int seat) { m_forfeiter = seat; }
    int forfeiter() const { return m_forfeiter; }
    // Winners and why, a forfeit included; meaningful once over().
    Outcome outcome() const;
    // State::winnerMask(), a forfeit included.
    std::uint32_t winnerMask() const;

private:
    GameRunner() = default;

    std::shared_ptr<const Game> m_game;
    Setup m_setup;
    BotFactory m_makeBots;
    std::vector<BotPtr> m_bots;
    bool m_botsKeepNothing = false;  // every bot is bot:random: made once
    bool m_drawsFirst = false;       // the SDK draws who starts from the seed
    std::vector<StatePtr> m_starts;  // per first player when drawn, else one; made lazily
    StatePtr m_state;                // the game under way
    std::uint64_t m_seed = 0;
    SeedStreams m_streams{0};
    int m_forfeiter = -1;
    bool m_gamePlaysChances = false;
};

}  // namespace plateau::session
