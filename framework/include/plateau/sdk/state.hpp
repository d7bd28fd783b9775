#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/export.hpp"
#include "plateau/sdk/board_aid.hpp"
#include "plateau/sdk/board_view.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"
#include "plateau/sdk/seed_streams.hpp"
#include "plateau/sdk/setup.hpp"
#include "plateau/sdk/viewer.hpp"

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
    int ply = 0;  // moves in the record when it was logged: a move's own lines carry its index + 1
    int player = -1;  // whom it is about, -1 for everybody
    std::string text;
    // Who reads `text` (kEveryone: public); the others read `otherText` instead, or no
    // line when it is empty ("Ben places a ship" for the others, the square for Ben).
    PlayerMask seenBy = kEveryone;
    std::string otherText{};

    // The line this viewer reads, or null when the event is not for them.
    const std::string* textFor(const Viewer& viewer) const {
        if (viewer.sees(seenBy)) return &text;
        return otherText.empty() ? nullptr : &otherText;
    }
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

    // A player index, kChancePlayer or kTerminalPlayer. Where several players choose at
    // once (GameType::simultaneousMoves), the first of awaitedPlayers().
    virtual PlayerId currentPlayer() const = 0;
    bool isChance() const { return currentPlayer() == kChancePlayer; }
    bool isTerminal() const { return currentPlayer() == kTerminalPlayer; }
    // At a chance node, the player whose throw it is (-1 if nobody's): who clicks "throw".
    virtual PlayerId actingPlayer() const { return currentPlayer(); }

    // The moves of the player to move; empty at chance and terminal nodes.
    virtual void legalMoves(MoveList& out) const = 0;

    // Simultaneous moves: the players asked at once, each choosing without seeing the
    // others' choices. The default is the player to move alone (none at chance or the end).
    // A game that asks several overrides this and legalMovesFor; its players' move codes
    // differ (the move says whose it is), each is applied as it comes in, kept secret
    // (hideMove) and pending in the state, and the last one in resolves them together.
    // Applied one by one in seat order they give the same game (sequential hosts work).
    virtual std::vector<int> awaitedPlayers() const;
    // The moves of one awaited player (empty for a player not awaited). The default:
    // legalMoves for the player to move.
    virtual void legalMovesFor(int player, MoveList& out) const;
    // Applies an awaited player's move (checked as apply does; refused for another player).
    Status applyFor(int player, Move move);
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

    // The board as `viewer` may see it: another player's secret pieces hidden, the dice
    // as thrown. A game without secrets (GameType::hiddenInformation false) gives every
    // viewer the same view. The referee sees everything.
    virtual BoardView boardView(const Viewer& viewer) const = 0;
    // The position for a terminal, as `viewer` may see it: an ASCII board, whose turn,
    // what is left.
    virtual std::string toText(const Viewer& viewer) const = 0;

    // A position consistent with everything `player` has seen (their view, their secrets,
    // the public moves), drawn at random among those: what a bot searches instead of the
    // true state. The default, right for games without secrets, is a clone. Games with
    // secrets redraw what the player cannot know (the others' hidden pieces, a pending bid).
    virtual StatePtr resampleFromInformation(int player, Rng& rng) const;
    // A ready sampler for games whose secrets all come from hidden moves (sealed bids,
    // secret placements, cards drawn as hidden chance outcomes): replays the game from its
    // setup with every move hidden from `player` redrawn (a random legal move of the same
    // mover, or a chance outcome by its probability), and keeps a replay that ends in the
    // same view for `player` (toText). After `tries` misses it gives the last full replay,
    // or a clone when none played through. Call it from resampleFromInformation.
    StatePtr resampleByReplay(int player, Rng& rng, int tries = 64) const;

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

    // The moves that led here, all of them (the referee's record). Rules must not read it
    // (a replay restores positions from keyframes and gives the history back afterwards).
    const std::vector<Move>& history() const { return m_history; }
    // The history as `viewer` may know it: a secret move not yet revealed to them is
    // nullopt (they know a move was made, not which).
    std::vector<std::optional<Move>> historyFor(const Viewer& viewer) const;
    // Whether the move at index `ply` of history() is hidden from `viewer` now.
    bool moveHiddenFrom(std::size_t ply, const Viewer& viewer) const;
    // Who knows the move at index `ply` now: kEveryone once public (or never secret).
    PlayerMask moveSeenBy(std::size_t ply) const;
    // Every event, each with who may read it (the referee's log).
    const std::vector<Event>& events() const { return m_events; }
    // The log as `viewer` reads it: the events for them, each with the text they may read.
    std::vector<Event> eventsFor(const Viewer& viewer) const;

    // Turns: whether the move at index `ply` of history() ended its player's turn. In a
    // game with multiStepTurns the game says so (endTurn); in the others every move is a
    // turn of its own. turnEnded(): the same for the last move.
    bool turnEndedAt(std::size_t ply) const;
    bool turnEnded() const { return !m_history.empty() && turnEndedAt(m_history.size() - 1); }
    // Turns completed so far (moves, in a game without multiStepTurns).
    int turnsCompleted() const;
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
    // An event with a secret: the players of `seenBy` read the first text, the others the
    // second (empty: nothing).
    template <class MakeText, class MakeOtherText>
    void logSecret(int player, PlayerMask seenBy, MakeText&& makeText,
                   MakeOtherText&& makeOtherText) {
        if (m_logging) addSecretEvent(player, seenBy, makeText(), makeOtherText());
    }
    void addSecretEvent(int player, PlayerMask seenBy, std::string text, std::string otherText);

    // Called from doApply: the move being applied is known only to the players of
    // `seenBy` (and the referee) until revealMove: a sealed bid, a card drawn in secret.
    // Redacted records and historyFor show the others that a move was made, not which.
    void hideMove(PlayerMask seenBy);
    // Makes a move hidden earlier public (its index in history()): the bids are opened.
    void revealMove(std::size_t ply);
    // Called from doApply in a game with multiStepTurns: the move being applied ends the
    // turn of its player (the last die used, the player passes).
    void endTurn();

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
    // Secret moves not yet revealed: their index in m_history and who knows them.
    struct SecretMove {
        std::size_t ply = 0;
        PlayerMask seenBy = 0;
    };
    std::vector<SecretMove> m_secrets;
    // Indices of the moves that ended a turn, ascending (games with multiStepTurns only).
    std::vector<std::size_t> m_turnEnds;

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

    // SDK 0.3, plugin ABI 3.1: last in the virtual table, so that a plugin built before it
    // keeps its layout; hosts call it only on plugins of ABI 3.1 or later.
public:
    // The aids this position offers on the board as `viewer` may see it (board_aid.hpp),
    // shown when a player turns them on. The default offers none.
    virtual std::vector<BoardAid> boardAids(const Viewer& viewer) const;

    // Plugin ABI 3.3, last for the same reason; hosts call it only on plugins of ABI 3.3 or
    // later.
    // Plays chance nodes one after another, each throw drawn by sampleChanceOutcome from
    // `streams.dice(ply)` as the host draws it, until a player is to move, the game is over
    // or `limit` moves were played; returns how many. The default is the host's own loop;
    // a game where chance makes most moves overrides it to play a run of throws without two
    // virtual calls each (`simulate`). The moves are the same either way.
    virtual std::size_t playChances(const SeedStreams& streams, std::size_t limit);

protected:
    // playChances' part of applyUnchecked: records a move the game then applies itself,
    // before applying it, as applyUnchecked does (doApply's log lines, endTurn and hideMove
    // take the move's place in the record from it).
    void recordMove(Move move) { m_history.push_back(move); }
};

}  // namespace plateau
