#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/host/crash_marker.hpp>
#include <plateau/host/save_lock.hpp>
#include <plateau/host/undo_history.hpp>
#include <plateau/sdk/error.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/state.hpp>

#include "session/bot_worker.hpp"
#include "session/game_clocks.hpp"
#include "session/next_to_act.hpp"

namespace plateau {
struct LoadedPlugin;
struct SaveFile;
}

namespace plateau::session {

// Who made a move, for the event stream and the logs.
enum class By { Human, Bot, Auto, Script };
const char* byName(By by);

// What happened in a session, in order: the front ends print or log these.
struct SessionEvent {
    enum class Kind {
        Move,        // a move or throw applied: ply (its index), player, text, chance, by
        Illegal,     // a move refused: text (the move), reason
        GameEvent,   // the game's own words about a move: ply, player, text
        Undo,        // back: ply = moves left
        Redo,        // forward: ply = moves now
        GameOver,    // after the last move: ply = moves
        Saved,       // the game written to `file`
        SaveFailed,  // reason
        Reloaded,    // the rules replaced (hot reload), the record replayed: ply = moves
        Warning,     // something the player should know (the autosave taken): reason
        FlagFell,    // a seat's clock ran out: player, reason (the game is over)
    };
    Kind kind = Kind::Move;
    int ply = 0;
    int player = -1;
    std::string text;
    std::string reason;
    bool chance = false;
    By by = By::Human;
    Target target;
    std::filesystem::path file;
    // Who may read `text` (a secret move, a secret event); the others read `otherText`,
    // or nothing when it is empty.
    PlayerMask seenBy = kEveryone;
    std::string otherText;
    const std::string* textFor(const Viewer& viewer) const {
        if (viewer.sees(seenBy)) return &text;
        return otherText.empty() ? nullptr : &otherText;
    }
};

struct SessionOptions {
    // Keep the game on disk after every move: unfinished in its own autosave file in
    // `savesDir`, finished in `historyDir` (the oldest beyond `historyLimit` go; 0 keeps all).
    bool autosave = false;
    std::filesystem::path savesDir;    // empty: plateau::savesDir()
    std::filesystem::path historyDir;  // empty: historyDir() below
    int historyLimit = 0;
    // For the save's plugin hashes (resume warnings); may be null.
    const LoadedPlugin* plugin = nullptr;
    // The clock the game's duration is read from; empty: std::chrono::steady_clock. Tests
    // give their own so that no duration depends on how busy the machine is.
    std::function<std::chrono::steady_clock::time_point()> clock;
    // Clocks (issue 31): none by default. Going on from a save: each seat's time left
    // (empty: the control's full time) and the seat whose flag fell (-1: none).
    TimeControl timeControl;
    std::vector<long long> clocksLeft;
    int flagFallen = -1;
};

// How a game went, for its result: the moves without the draws for who starts, the
// throws, the time it took.
struct GameSummary {
    int moves = 0;
    int throws = 0;  // counted for games that show dice
    std::chrono::seconds duration{0};
};

// A save a person asked for, under a name of its own.
struct NamedSave {
    std::string name;
    std::filesystem::path file;
};

// A game in progress, for any front end: the state and its undo history, the one seeding
// policy for dice and bots (seed_policy.hpp), the bots and their worker thread, the
// autosave, and a stream of what happened. Knows nothing of windows or terminals.
class GameSession {
public:
    static Expected<std::unique_ptr<GameSession>> start(std::shared_ptr<const Game> game,
                                                        Setup setup, SessionOptions options);
    // Continues a game already under way (a save replayed). `file`: the autosave it came
    // from, which it goes on writing; empty, or a named save, gives it an autosave of its own.
    static Expected<std::unique_ptr<GameSession>> resume(StatePtr state, SessionOptions options,
                                                         const std::filesystem::path& file = {});
    // Every seat human, no autosave: a position to look at (the benchmark's board).
    static std::unique_ptr<GameSession> open(StatePtr state);
    ~GameSession();  // stops a bot that is thinking; writes the autosave
    GameSession(const GameSession&) = delete;
    GameSession& operator=(const GameSession&) = delete;

    const State& state() const { return m_history.state(); }
    const Game& game() const { return *m_game; }
    std::shared_ptr<const Game> gamePtr() const { return m_game; }

    // What acts next: the one rule (next_to_act.hpp) every front end and GameRunner follow.
    Next next() const {
        if (m_clocks.fallen() >= 0) return Next::Over;
        // Players asked at once choose one after the other here, each unseen.
        if (const int seat = actor(); seat >= 0 && collecting())
            return isBot(seat) ? Next::Bot : Next::Person;
        return nextToAct(state(), [this](int seat) { return isBot(seat); });
    }
    // Whose turn it is for the person watching: the player to move, or the one whose
    // throw it is; -1 when nobody acts (the game is over, or chance nobody owns).
    int actor() const;
    bool isBot(int seat) const;
    bool humanToAct() const;  // a person's decision or throw is awaited
    // Whom the one screen shows the game to: the seat of the only person playing; with
    // several, the seat of the person to act (a hand-over comes between them); with none
    // (bots only) the referee, who sees everything. Between people's turns of a game with
    // secrets, a spectator (the public part only).
    Viewer screenViewer() const;
    // A bot's decision, a bot's throw or chance nobody owns is next (the session acts).
    bool sessionToAct() const;

    // Applies a move of the player to act; refused with the reason, nothing changed. Where
    // several players are asked at once (GameType::simultaneousMoves) it is the choice of
    // the seat actor() names: kept unseen until every awaited seat has chosen (a bot thinks
    // on the position without the others' choices), then all apply together in seat order.
    Status play(Move move, By by);
    Status play(std::string_view notation, By by);
    // At a chance node: the throw undone last (redo), else the seed policy's throw.
    Status throwDice(By by);

    // The bot to act thinks on its worker thread; poll until it has played.
    void startBot();
    bool botThinking() const;
    // Plays the bot's move once it is ready: true when a move was played.
    bool pollBot();
    // Decides and plays the bot's move at once, on this thread.
    Status playBotNow();
    // What the session does when sessionToAct(): a throw, or a bot's move, at once.
    Status step();
    // The same without blocking, for a window that keeps drawing: a throw at once, a bot's
    // move once its worker thread has it (started on the first call). True when a move was
    // played; false while a bot thinks, when a person is to act, or when the throw failed
    // (its reason among the events).
    bool advance();

    bool canUndo() const;
    bool canRedo() const { return m_history.canRedo(); }
    bool undo();
    bool redo();

    // Writes the game now (the autosave or, once over, its history entry).
    void save();
    bool autosaving() const { return m_options.autosave; }
    // Where the game is kept: the autosave, or its history entry once it is over.
    std::filesystem::path file() const;

    // Replaces the rules with another copy of the game (a rebuilt plugin) and replays the
    // record through them. Refused with the reason when the record no longer fits: the
    // session then goes on with the old rules.
    Status reload(std::shared_ptr<const Game> game, const LoadedPlugin* plugin);

    // The clocks (game_session_clock.cpp): the seat to act has its clock running, a bot's
    // thinking included. tick() checks it: true when a flag fell now, which ends the game
    // (a FlagFell and a GameOver event, the game saved as finished). No undo with clocks.
    const GameClocks& clocks() const { return m_clocks; }
    long long clockLeftMs(int seat) const { return m_clocks.leftMs(seat, now()); }
    bool tick();
    // Over by the rules or on time; the outcome then, a loss on time included.
    bool over() const { return state().isTerminal() || m_clocks.fallen() >= 0; }
    Outcome outcome() const;

    // Time since the session began (a resumed game counts from its resume).
    std::chrono::seconds elapsed() const;
    // The moves and throws so far, from the undo history (no replay), and the time.
    GameSummary summary() const;
    // Writes the game as it stands under `title` and the local time `when` ("Goose
    // 2026-05-01 14.03.59") in `dir`; refused with the reason (the game goes on).
    Expected<NamedSave> saveNamed(const std::string& title,
                                  std::chrono::system_clock::time_point when,
                                  const std::filesystem::path& dir = {}) const;

    // What happened since the last call.
    std::vector<SessionEvent> takeEvents();

private:
    GameSession(std::shared_ptr<const Game> game, StatePtr state, SessionOptions options,
                std::vector<std::unique_ptr<BotWorker>> bots);
    static Expected<std::vector<std::unique_ptr<BotWorker>>> makeBots(const State& state);
    void afterChange();
    bool collecting() const;  // players are asked at once here
    Status choose(Move move, By by);
    StatePtr stagedFor(int seat) const;  // what a bot choosing at once is given
    void emitGameEvents();
    void cancelBot();
    void startClocks();      // at the start: the control, or the save's times
    void clockToActor();     // after a change: the clock of the seat to act runs
    void keepClocks(SaveFile& save) const;  // the clocks into a save

    std::shared_ptr<const Game> m_game;
    UndoHistory m_history;
    SessionOptions m_options;
    std::vector<std::unique_ptr<BotWorker>> m_bots;  // null for a person's seat
    int m_botSeat = -1;                              // the seat thinking, or -1
    std::size_t m_botPly = 0;                        // the ply it started at
    std::filesystem::path m_autosave, m_historyFile;
    // The autosave is this session's alone while it runs (save_lock.hpp).
    std::optional<SaveLock> m_autosaveLock;
    // Tells the next start if this process dies during the game (crash_marker.hpp).
    std::unique_ptr<CrashMarker> m_crashMarker;
    std::size_t m_eventsSeen = 0;
    bool m_overSaid = false;
    std::vector<SessionEvent> m_out;
    std::chrono::steady_clock::time_point now() const;
    // Choices made at a node where several players are asked at once, not yet applied.
    struct Pending {
        int seat;
        Move move;
        By by;
    };
    std::vector<Pending> m_pending;
    bool m_resolving = false;  // the pending choices are being applied
    std::chrono::steady_clock::time_point m_began;
    GameClocks m_clocks;
};

// stateDir()/history: finished games.
std::filesystem::path historyDir();
// A fresh autosave file in `dir` (its name says when the game began).
std::filesystem::path newAutosavePath(const std::filesystem::path& dir);
// Whether a save file is an autosave (its name says so), not a person's named save.
bool isAutosaveFile(const std::filesystem::path& file);
// The newest unfinished game's autosave in `dir`, for Continue.
std::optional<std::filesystem::path> latestAutosave(const std::filesystem::path& dir);
// Deletes the oldest files of `dir` beyond `keep` (0 keeps all).
void pruneHistory(const std::filesystem::path& dir, int keep);
// Every player's place (1 = first): the winners, then the others by the game's
// standings (State::standings), level where the scores are; best first.
struct Place {
    int player = 0;
    int place = 1;
    std::string text;  // the game's words for where they stand; may be empty
};
std::vector<Place> ranking(const State& state);
// "Anna wins", "Anna and Ben share the win", "Draw", for lists.
std::string resultLine(const State& state);

}  // namespace plateau::session
