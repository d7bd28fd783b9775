#include "session/bot_worker.hpp"

#include <exception>
#include <utility>

#include <plateau/sdk/game.hpp>

namespace plateau::session {

namespace {

// What a bot is given: the position as its player may know it. In a game with secrets
// (or moves made at once) that is a position drawn from the player's information, with
// its own draws so that the bot's stream is unchanged; elsewhere a copy.
StatePtr informationFor(const State& state, const Rng& rng) {
    const GameType& type = state.game().type();
    StatePtr copy;
    if (type.hiddenInformation || type.simultaneousMoves) {
        Rng sampler = rng;
        sampler.reseed(sampler.next() ^ 0x1f0a11ce5eedull);
        copy = state.resampleFromInformation(state.currentPlayer(), sampler);
    } else {
        copy = state.clone();
    }
    copy->setLogging(false);
    return copy;
}

}  // namespace

Expected<std::unique_ptr<BotWorker>> BotWorker::create(const Game& game,
                                                       const std::string& controller) {
    auto bot = makeBot(game, controller);
    if (!bot) return bot.error();
    auto budget = (*bot)->budget();
    std::unique_ptr<BotWorker> worker(new BotWorker(std::move(*bot)));
    // The stop flag lets a closing window or an undo end a long search at once.
    budget.stop = &worker->m_stop;
    worker->m_bot->setBudget(budget);
    return worker;
}

BotWorker::~BotWorker() {
    m_stop = true;
    join();
}

void BotWorker::join() {
    if (m_thread.joinable()) m_thread.join();
}

void BotWorker::cancel() {
    if (!m_thread.joinable()) return;
    m_stop = true;
    join();
    m_stop = false;
    m_done = false;
}

void BotWorker::start(const State& state, Rng rng) {
    join();
    m_done = false;
    m_stop = false;
    auto copy = informationFor(state, rng);
    m_failure = nullptr;
    m_thread = std::thread([this, position = std::move(copy), rng]() mutable {
        // An exception may not leave a thread (terminate): it is handed to poll(), on the
        // caller's thread, where the front end's boundary stops the game.
        try {
            m_result = m_bot->chooseMove(*position, rng);
        } catch (...) {
            m_failure = std::current_exception();
        }
        m_done = true;
    });
}

std::optional<Move> BotWorker::poll() {
    if (!m_thread.joinable() || !m_done.load()) return std::nullopt;
    join();
    if (m_failure) std::rethrow_exception(std::exchange(m_failure, nullptr));
    return m_result;
}

Move BotWorker::chooseNow(const State& state, Rng rng) {
    cancel();
    // The same copy without event text as on the worker thread: the bot sees one position.
    auto copy = informationFor(state, rng);
    return m_bot->chooseMove(*copy, rng);
}

std::string BotWorker::name() const {
    return m_bot->name();
}

}  // namespace plateau::session
