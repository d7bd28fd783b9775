#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/sdk/board_view.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"
#include "plateau/sdk/setup.hpp"

namespace plateau {

class Game;
class State;

// Deletes a State from host code, keeping its game (and so its plugin library) loaded
// until the plugin's destructor has returned.
struct PLATEAU_EXPORT StateDeleter {
    void operator()(State* state) const noexcept;
};
using StatePtr = std::unique_ptr<State, StateDeleter>;

struct Outcome {
    std::vector<int> winners;  // empty: a draw; several: a shared win
    std::string reason;        // "Anna reached square 63", "every pawn is trapped"
    bool isDraw() const { return winners.empty(); }
};

struct Event {
    int ply = 0;      // moves applied before this event
    int player = -1;  // whom it is about, -1 for everybody
    std::string text;
};

// A position of a game and everything that led to it. A value: clone() copies it.
//
// Chance is a player: when dice must be thrown, currentPlayer() is kChancePlayer and
// chanceOutcomes() lists the throws with their probabilities. Applying one is
// deterministic, so the caller owns the random generator.
class PLATEAU_EXPORT State {
public:
    virtual ~State();

    const Game& game() const { return *m_game; }
    const std::shared_ptr<const Game>& gamePtr() const { return m_game; }
    const Setup& setup() const { return *m_setup; }
    int numPlayers() const { return static_cast<int>(m_setup->players.size()); }
    const std::string& playerName(int player) const;
    // The colour the player chose in the setup, else the game's palette (defaultColors),
    // else a grey: what a view's PlayerView::color should be.
    Color playerColor(int player) const;

    // A player index, kChancePlayer or kTerminalPlayer.
    virtual PlayerId currentPlayer() const = 0;
    bool isChance() const { return currentPlayer() == kChancePlayer; }
    bool isTerminal() const { return currentPlayer() == kTerminalPlayer; }
    // At a chance node, the player whose throw it is (-1 if nobody's): who clicks "throw".
    virtual PlayerId actingPlayer() const { return currentPlayer(); }

    // The moves of the player to move; empty at chance and terminal nodes.
    virtual void legalMoves(MoveList& out) const = 0;
    // The outcomes at a chance node with probabilities summing to 1; empty elsewhere.
    virtual void chanceOutcomes(ChanceList& out) const;

    // Checks the move, applies it, records it and logs its events. An illegal move
    // changes nothing and comes back as an error with the reason.
    Status apply(Move move);
    Status apply(std::string_view notation);
    // For search and simulation: the move must be legal (asserted in debug builds).
    void applyUnchecked(Move move);

    StatePtr clone() const { return doClone(); }
    // A clone for search: no event log and logging off, so that cloning it again in
    // every iteration copies no text.
    StatePtr cloneForSearch() const;

    // Winners, draw and why; meaningful once isTerminal().
    virtual Outcome outcome() const = 0;
    // The payoff for search: 1 a win, 0 a loss, 1/k a win shared by k, 0.5 a draw.
    virtual double returnFor(int player) const;

    virtual std::string moveToString(Move move) const = 0;
    virtual Expected<Move> parseMove(std::string_view text) const = 0;
    // Why the move cannot be played now; nullopt when it can. The reason does not name the
    // move ("crosses the wall e3v", not "e3h crosses e3v"): hosts show the move before it.
    virtual std::optional<std::string> illegalReason(Move move) const;
    // The simple way to make moves clickable: the one cell or slot a move points at.
    virtual Target moveTarget(Move move) const;
    // The full way, which hosts use (it wins over moveTarget): the piece or cell picked
    // first, the cell or slot it goes to, and the move's label. A move whose `to` is None
    // becomes a button; moves sharing `from` and `to` are offered as a choice by label.
    // The default is {None, moveTarget(move), ""}.
    virtual MoveInput moveInput(Move move) const;

    virtual BoardView boardView() const = 0;
    // The position for a terminal: an ASCII board, whose turn, what is left.
    virtual std::string toText() const = 0;

    // Completed rounds (every player has had a turn), for games that count them; 0 else.
    virtual int round() const { return 0; }

    // Where each player stands, for a ranking (the result screen): a score, higher is
    // better, and the game's words for it ("square 57", "3 rows to go"). Empty (the
    // default): hosts rank the winners first and the others level.
    struct Standing {
        int player = 0;
        double score = 0;
        std::string text;
    };
    virtual std::vector<Standing> standings() const { return {}; }

    // Number of move sequences of the given length (chance outcomes counted as
    // branches; a finished game is one leaf). Games override it with a faster one.
    virtual std::uint64_t perft(int depth) const;

    // The moves that led here: a record only. Rules must not read it (a replay restores
    // positions from keyframes and gives the history back afterwards).
    const std::vector<Move>& history() const { return m_history; }
    const std::vector<Event>& events() const { return m_events; }
    // Event text costs time; simulations and search switch it off.
    void setLogging(bool on) { m_logging = on; }
    bool logging() const { return m_logging; }

protected:
    State(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup);
    State(const State&) = default;
    State& operator=(const State&) = default;

    virtual void doApply(Move move) = 0;
    virtual StatePtr doClone() const = 0;

    // Builds the text only when someone reads the log.
    template <class MakeText>
    void log(int player, MakeText&& makeText) {
        if (m_logging) addEvent(player, makeText());
    }
    void addEvent(int player, std::string text);

private:
    // Its keyframes hold positions without history or log, and get them back from the
    // cursor's one copy (so a replay's memory is linear in the game).
    friend class ReplayCursor;
    friend class Game;  // logs the draw of who starts (first_player.hpp)

    std::shared_ptr<const Game> m_game;
    std::shared_ptr<const Setup> m_setup;  // shared: clones are cheap
    std::vector<Move> m_history;
    std::vector<Event> m_events;
    bool m_logging = true;

    // Fast paths for search and simulation. They come last so that the virtual table of
    // a plugin built before them keeps its layout; every one has a correct fallback.
public:
    // Makes this state a copy of `other`, a state of the same game, reusing this one's
    // memory (no allocation once its vectors have grown). False when the game does not
    // implement it (the state is then unchanged): the caller clones instead.
    bool assignFrom(const State& other);
    // A legal move of the player to move drawn uniformly, as a pick from legalMoves()
    // would; games override it to draw without listing every move (playouts, bot:random).
    virtual Move randomMove(Rng& rng) const;
    // A chance outcome drawn by probability, as sampleChance(chanceOutcomes()) does;
    // games override it to draw without listing every outcome.
    virtual Move sampleChanceOutcome(Rng& rng) const;
    // The winners of a finished game, a bit per player (0: a draw), without the text of
    // outcome(). A game that overrides it should override returnFor with returnFromMask.
    virtual std::uint32_t winnerMask() const;
    // returnFor's payoff computed from a winner mask.
    static double returnFromMask(std::uint32_t mask, int player);
    // The number of rounds after which the game ends, for a game (or variant, or option)
    // that limits them, so hosts can show "round 3 of 10" with round(); 0: no limit.
    virtual int roundLimit() const { return 0; }

protected:
    // The game's part of assignFrom: copy everything but State's own members, return
    // true; `other` has this state's dynamic type. The default returns false.
    virtual bool doAssign(const State& other);
};

}  // namespace plateau
