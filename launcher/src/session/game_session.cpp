#include "session/game_session.hpp"

#include <algorithm>
#include <utility>

#include <plateau/host/logging.hpp>
#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/chance.hpp>

#include "session/seed_policy.hpp"
#include "tr.hpp"

namespace plateau::session {

namespace fs = std::filesystem;

const char* byName(By by) {
    switch (by) {
        case By::Human:
            return "human";
        case By::Bot:
            return "bot";
        case By::Auto:
            return "auto";
        case By::Script:
            return "script";
    }
    return "human";
}

Expected<std::vector<std::unique_ptr<BotWorker>>> GameSession::makeBots(const State& state) {
    const auto& players = state.setup().players;
    std::vector<std::unique_ptr<BotWorker>> bots(players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].isHuman()) continue;
        auto bot = BotWorker::create(state.game(), players[i].controller);
        if (!bot) {
            return Error(fillText(tr("{0} ({1}): bots aren't available — {2}"),
                                  {players[i].name, players[i].controller, bot.error().reason}));
        }
        bots[i] = std::move(*bot);
    }
    return bots;
}

Expected<std::unique_ptr<GameSession>> GameSession::start(std::shared_ptr<const Game> game,
                                                          Setup setup, SessionOptions options) {
    auto state = game->newState(std::move(setup));
    if (!state) return state.error();
    auto bots = makeBots(**state);
    if (!bots) return bots.error();
    std::unique_ptr<GameSession> session(
        new GameSession(std::move(game), std::move(*state), std::move(options), std::move(*bots)));
    session->save();
    return session;
}

Expected<std::unique_ptr<GameSession>> GameSession::resume(StatePtr state, SessionOptions options,
                                                           const fs::path& file) {
    auto bots = makeBots(*state);
    if (!bots) return bots.error();
    auto game = state->gamePtr();
    std::unique_ptr<GameSession> session(
        new GameSession(std::move(game), std::move(state), std::move(options), std::move(*bots)));
    // Its past was told when it was played.
    session->m_eventsSeen = session->state().events().size();
    if (!file.empty() && isAutosaveFile(file)) {
        // Another window on the same autosave: this one goes on in an autosave of its own,
        // and says so, rather than both overwriting one file.
        if (auto lock = SaveLock::acquire(file); lock || !session->m_options.autosave) {
            if (lock) session->m_autosaveLock = std::move(*lock);
            session->m_autosave = file;
            if (session->m_crashMarker) session->m_crashMarker->setAutosave(file);
            session->m_historyFile = session->m_historyFile.parent_path() / file.filename();
        } else {
            SessionEvent e;
            e.kind = SessionEvent::Kind::Warning;
            e.reason = lock.error().toString();
            e.file = session->m_autosave;
            session->m_out.push_back(std::move(e));
        }
    }
    session->save();
    return session;
}

std::unique_ptr<GameSession> GameSession::open(StatePtr state) {
    auto game = state->gamePtr();
    std::unique_ptr<GameSession> session(
        new GameSession(std::move(game), std::move(state), {}, {}));
    session->m_eventsSeen = session->state().events().size();
    return session;
}

GameSession::GameSession(std::shared_ptr<const Game> game, StatePtr state, SessionOptions options,
                         std::vector<std::unique_ptr<BotWorker>> bots)
    : m_game(std::move(game)),
      m_history(std::move(state)),
      m_options(std::move(options)),
      m_bots(std::move(bots)) {
    if (!m_options.clock) m_options.clock = [] { return std::chrono::steady_clock::now(); };
    m_began = m_options.clock();
    m_bots.resize(static_cast<std::size_t>(this->state().numPlayers()));
    if (m_options.savesDir.empty()) m_options.savesDir = savesDir();
    if (m_options.historyDir.empty()) m_options.historyDir = historyDir();
    m_autosave = newAutosavePath(m_options.savesDir);
    m_historyFile = m_options.historyDir / m_autosave.filename();
    if (m_options.autosave) {
        if (auto lock = SaveLock::acquire(m_autosave)) m_autosaveLock = std::move(*lock);
        m_crashMarker = std::make_unique<CrashMarker>(m_game->id(), m_autosave,
                                                      m_options.savesDir.parent_path() / "running");
    }
    m_overSaid = this->state().isTerminal();
    startClocks();
}

GameSession::~GameSession() {
    cancelBot();
    save();
}

int GameSession::actor() const {
    if (over()) return -1;
    if (state().isChance()) return state().actingPlayer();
    if (!collecting()) return state().currentPlayer();
    // Players asked at once choose in turn here, each unseen by the others.
    for (int seat : state().awaitedPlayers())
        if (std::none_of(m_pending.begin(), m_pending.end(),
                         [&](const Pending& p) { return p.seat == seat; }))
            return seat;
    return -1;
}

bool GameSession::collecting() const {
    return m_game->type().simultaneousMoves && !state().isTerminal() && !state().isChance() &&
           state().awaitedPlayers().size() > 1;
}

bool GameSession::isBot(int seat) const {
    return seat >= 0 && seat < static_cast<int>(m_bots.size()) &&
           m_bots[static_cast<std::size_t>(seat)] != nullptr;
}

bool GameSession::humanToAct() const {
    return next() == Next::Person;
}

Viewer GameSession::screenViewer() const {
    int humans = 0, only = -1;
    for (int seat = 0; seat < state().numPlayers(); ++seat)
        if (!isBot(seat)) {
            ++humans;
            only = seat;
        }
    if (humans == 0) return Viewer::referee();
    if (humans == 1) return Viewer::player(only);
    if (humanToAct()) return Viewer::player(actor());
    return m_game->type().hiddenInformation ? Viewer::spectator() : Viewer::referee();
}

bool GameSession::sessionToAct() const {
    const Next who = next();
    return who == Next::Throw || who == Next::Bot;
}

Status GameSession::play(Move move, By by) {
    if (over()) return Error(tr("the game is over"));
    if (collecting() && !m_resolving) return choose(move, by);
    const int player = actor();
    const bool chance = state().isChance();
    const int ply = static_cast<int>(state().history().size());
    const std::string text = state().moveToString(move);
    const Target target = state().moveInput(move).to;  // where it went, for the last-move marks
    cancelBot();
    if (auto ok = m_history.apply(move); !ok) {
        SessionEvent e;
        e.kind = SessionEvent::Kind::Illegal;
        e.ply = ply;
        e.player = player;
        e.text = text;
        e.reason = ok.error().reason;
        e.by = by;
        m_out.push_back(std::move(e));
        return ok;
    }
    SessionEvent e;
    e.kind = SessionEvent::Kind::Move;
    e.ply = ply;
    e.player = player;
    e.text = text;
    e.chance = chance;
    e.by = by;
    e.target = target;
    e.seenBy = state().moveSeenBy(static_cast<std::size_t>(ply));
    if (e.seenBy != kEveryone) e.otherText = tr("a secret move");
    m_out.push_back(std::move(e));
    afterChange();
    return {};
}

StatePtr GameSession::stagedFor(int seat) const {
    if (m_pending.empty()) return nullptr;
    // The earlier seats' choices applied (each hidden from the others by the game), so
    // that `seat` is the player to move; the bot is then given a position drawn from its
    // own information (BotWorker), which redraws them: it never sees a pending choice.
    StatePtr staged = state().clone();
    staged->setLogging(false);
    auto pending = m_pending;
    std::sort(pending.begin(), pending.end(),
              [](const Pending& a, const Pending& b) { return a.seat < b.seat; });
    for (const Pending& p : pending)
        if (p.seat < seat && !staged->applyFor(p.seat, p.move).ok()) return nullptr;
    return staged->currentPlayer() == seat ? std::move(staged) : nullptr;
}

Status GameSession::choose(Move move, By by) {
    const int seat = actor();
    MoveList moves;
    state().legalMovesFor(seat, moves);
    if (std::find(moves.begin(), moves.end(), move) == moves.end()) {
        SessionEvent e;
        e.kind = SessionEvent::Kind::Illegal;
        e.ply = static_cast<int>(state().history().size());
        e.player = seat;
        e.text = state().moveToString(move);
        e.reason = tr("not a legal move now");
        e.by = by;
        e.seenBy = playerBit(seat);
        m_out.push_back(std::move(e));
        return Error(tr("not a legal move now"));
    }
    cancelBot();
    m_pending.push_back({seat, move, by});
    if (actor() >= 0) return {};
    // Every choice is in: they apply together, in seat order.
    auto pending = std::exchange(m_pending, {});
    std::sort(pending.begin(), pending.end(),
              [](const Pending& a, const Pending& b) { return a.seat < b.seat; });
    const std::size_t told = m_out.size();
    m_resolving = true;
    for (const Pending& p : pending)
        if (auto ok = play(p.move, p.by); !ok) {
            m_resolving = false;
            return ok;
        }
    m_resolving = false;
    // Choices the last one opened are public now: their events say so.
    for (std::size_t i = told; i < m_out.size(); ++i) {
        SessionEvent& e = m_out[i];
        if (e.kind != SessionEvent::Kind::Move) continue;
        e.seenBy = state().moveSeenBy(static_cast<std::size_t>(e.ply));
        if (e.seenBy == kEveryone) e.otherText.clear();
    }
    return {};
}

Status GameSession::play(std::string_view notation, By by) {
    if (state().isTerminal()) return Error(tr("the game is over"));
    // Players asked at once: the text is the move of the seat asked now, which the state
    // (where the earlier seats' choices are still pending) may read as another seat's.
    if (collecting() && !m_resolving) {
        MoveList moves;
        state().legalMovesFor(actor(), moves);
        for (Move m : moves)
            if (state().moveToString(m) == notation) return play(m, by);
    }
    auto move = state().parseMove(notation);
    if (!move) {
        SessionEvent e;
        e.kind = SessionEvent::Kind::Illegal;
        e.ply = static_cast<int>(state().history().size());
        e.player = actor();
        e.text = std::string(notation);
        e.reason = move.error().reason;
        e.by = by;
        m_out.push_back(std::move(e));
        return move.error();
    }
    return play(*move, by);
}

Status GameSession::throwDice(By by) {
    if (!state().isChance()) return Error(tr("no throw is due"));
    // After an undo the recorded throw comes back, so undo never re-throws the dice.
    const auto redo = m_history.redoMoves();
    if (!redo.empty()) return play(redo.front(), by);
    Rng rng = diceRng(state().setup().seed, state().history().size());
    return play(sampleChance(state(), rng), by);
}

void GameSession::startBot() {
    if (state().isTerminal() || state().isChance()) return;
    const int seat = actor();
    if (!isBot(seat) || (m_botSeat == seat && m_botPly == state().history().size())) return;
    cancelBot();
    m_botSeat = seat;
    m_botPly = state().history().size();
    const StatePtr staged = stagedFor(seat);
    m_bots[static_cast<std::size_t>(seat)]->start(staged ? *staged : state(),
                                                  botRng(state().setup().seed, seat, m_botPly));
}

bool GameSession::botThinking() const {
    return m_botSeat >= 0 && m_bots[static_cast<std::size_t>(m_botSeat)]->thinking();
}

bool GameSession::pollBot() {
    if (m_botSeat < 0) return false;
    auto move = m_bots[static_cast<std::size_t>(m_botSeat)]->poll();
    if (!move) return false;
    m_botSeat = -1;
    return play(*move, By::Bot).ok();
}

Status GameSession::playBotNow() {
    const int seat = actor();
    if (!isBot(seat) || state().isChance()) return Error(tr("no bot is to move"));
    const auto ply = state().history().size();
    const StatePtr staged = stagedFor(seat);
    const Move move = m_bots[static_cast<std::size_t>(seat)]->chooseNow(
        staged ? *staged : state(), botRng(state().setup().seed, seat, ply));
    return play(move, By::Bot);
}

Status GameSession::step() {
    switch (next()) {
        case Next::Throw:
            return throwDice(actor() >= 0 ? By::Bot : By::Auto);
        case Next::Bot:
            return playBotNow();
        case Next::Over:
            return Error(tr("the game is over"));
        case Next::Person:
            break;
    }
    return Error(tr("a person is to act"));
}

bool GameSession::advance() {
    switch (next()) {
        case Next::Throw:
            return throwDice(actor() >= 0 ? By::Bot : By::Auto).ok();
        case Next::Bot:
            startBot();  // once per position
            return pollBot();
        case Next::Over:
        case Next::Person:
            break;
    }
    return false;
}

void GameSession::cancelBot() {
    if (m_botSeat < 0) return;
    m_bots[static_cast<std::size_t>(m_botSeat)]->cancel();
    m_botSeat = -1;
}

bool GameSession::canUndo() const {
    // A game on the clock has no undo: time spent cannot be taken back.
    return !m_clocks.active() && m_history.canUndo();
}

bool GameSession::undo() {
    if (!canUndo()) return false;
    cancelBot();
    m_pending.clear();
    if (!m_history.undo()) return false;
    SessionEvent e;
    e.kind = SessionEvent::Kind::Undo;
    e.ply = static_cast<int>(state().history().size());
    m_out.push_back(std::move(e));
    // The position's own events were told already.
    m_eventsSeen = state().events().size();
    m_overSaid = state().isTerminal();
    save();
    return true;
}

bool GameSession::redo() {
    if (m_clocks.active()) return false;
    cancelBot();
    m_pending.clear();
    if (!m_history.redo()) return false;
    SessionEvent e;
    e.kind = SessionEvent::Kind::Redo;
    e.ply = static_cast<int>(state().history().size());
    m_out.push_back(std::move(e));
    m_eventsSeen = state().events().size();
    if (state().isTerminal() && !m_overSaid) {
        m_overSaid = true;
        SessionEvent over;
        over.kind = SessionEvent::Kind::GameOver;
        over.ply = e.ply;
        m_out.push_back(std::move(over));
    }
    save();
    return true;
}

void GameSession::afterChange() {
    emitGameEvents();
    clockToActor();
    if (state().isTerminal() && !m_overSaid) {
        m_overSaid = true;
        SessionEvent e;
        e.kind = SessionEvent::Kind::GameOver;
        e.ply = static_cast<int>(state().history().size());
        m_out.push_back(std::move(e));
    }
    save();
}

void GameSession::emitGameEvents() {
    const auto& events = state().events();
    for (; m_eventsSeen < events.size(); ++m_eventsSeen) {
        const auto& ev = events[m_eventsSeen];
        SessionEvent e;
        e.kind = SessionEvent::Kind::GameEvent;
        e.ply = ev.ply;
        e.player = ev.player;
        e.text = ev.text;
        e.seenBy = ev.seenBy;
        e.otherText = ev.otherText;
        m_out.push_back(std::move(e));
    }
}

Status GameSession::reload(std::shared_ptr<const Game> game, const LoadedPlugin* plugin) {
    m_pending.clear();
    cancelBot();
    const Record record = makeRecord(state());
    auto replayed = replay(*game, record);
    if (!replayed) return replayed.error();
    auto bots = makeBots(**replayed);
    if (!bots) return bots.error();
    // The redo list goes: its moves may mean something else under the new rules.
    m_game = std::move(game);
    m_history = UndoHistory(std::move(*replayed), m_history.people());
    m_bots = std::move(*bots);
    m_bots.resize(static_cast<std::size_t>(state().numPlayers()));
    m_options.plugin = plugin;
    m_eventsSeen = state().events().size();
    m_overSaid = state().isTerminal();
    SessionEvent e;
    e.kind = SessionEvent::Kind::Reloaded;
    e.ply = static_cast<int>(state().history().size());
    m_out.push_back(std::move(e));
    save();
    return {};
}

std::chrono::steady_clock::time_point GameSession::now() const {
    return m_options.clock();  // set in the constructor
}

std::chrono::seconds GameSession::elapsed() const {
    return std::chrono::duration_cast<std::chrono::seconds>(now() - m_began);
}

GameSummary GameSession::summary() const {
    // A draw for who starts (chance nobody throws) is neither a throw nor a move of the game.
    const auto counts = m_history.counts();
    GameSummary out;
    out.moves = static_cast<int>(state().history().size()) - counts.draws;
    out.throws = m_game->type().dice != DiceThrow::None ? counts.throws : 0;
    out.duration = elapsed();
    return out;
}

std::vector<SessionEvent> GameSession::takeEvents() {
    std::vector<SessionEvent> out;
    out.swap(m_out);
    return out;
}

std::vector<Place> ranking(const State& state) {
    const int n = state.numPlayers();
    const Outcome outcome = state.isTerminal() ? state.outcome() : Outcome{};
    std::vector<double> score(static_cast<std::size_t>(n), 0.0);
    std::vector<std::string> text(static_cast<std::size_t>(n));
    for (const auto& s : state.standings()) {
        if (s.player < 0 || s.player >= n) continue;  // a game's slip: not ours to crash on
        score[static_cast<std::size_t>(s.player)] = s.score;
        text[static_cast<std::size_t>(s.player)] = s.text;
    }
    auto won = [&](int p) {
        return std::find(outcome.winners.begin(), outcome.winners.end(), p) !=
               outcome.winners.end();
    };
    std::vector<int> order(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p)
        order[static_cast<std::size_t>(p)] = p;
    auto better = [&](int a, int b) {
        if (won(a) != won(b)) return won(a);
        return score[static_cast<std::size_t>(a)] > score[static_cast<std::size_t>(b)];
    };
    std::stable_sort(order.begin(), order.end(), better);
    std::vector<Place> out;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int p = order[i];
        // Level with the one before unless strictly behind it.
        const int place =
            i > 0 && !better(order[i - 1], p) ? out.back().place : static_cast<int>(i) + 1;
        out.push_back({p, place, text[static_cast<std::size_t>(p)]});
    }
    return out;
}

std::string resultLine(const State& state) {
    if (!state.isTerminal()) return {};
    const Outcome o = state.outcome();
    if (o.isDraw()) return tr("Draw");
    std::string names;
    for (std::size_t i = 0; i < o.winners.size(); ++i) {
        const std::string& name = state.playerName(o.winners[i]);
        names = i == 0                      ? name
                : i + 1 == o.winners.size() ? fillText(tr("{0} and {1}"), {names, name})
                                            : fillText(tr("{0}, {1}"), {names, name});
    }
    return fillText(o.winners.size() > 1 ? tr("{0} share the win") : tr("{0} wins"), {names});
}

}  // namespace plateau::session
