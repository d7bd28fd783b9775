#pragma once

#include <atomic>
#include <exception>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/random.hpp>
#include <plateau/sdk/state.hpp>

namespace plateau::session {

// A bot seat: thinks on a worker thread on a copy of the position, so a window keeps
// drawing and answering while it does; or at once, on the caller's thread.
class BotWorker {
public:
    // Refused with the reason when the controller names no bot this build offers.
    static Expected<std::unique_ptr<BotWorker>> create(const Game& game,
                                                       const std::string& controller);
    ~BotWorker();
    BotWorker(const BotWorker&) = delete;
    BotWorker& operator=(const BotWorker&) = delete;

    // Starts thinking on a copy of `state` with `rng` (the seed policy's stream).
    void start(const State& state, Rng rng);
    bool thinking() const { return m_thread.joinable() && !m_done.load(); }
    // The chosen move once the thread is done (then it can start again).
    std::optional<Move> poll();
    // Asks a search under way to stop and waits for it; its move is dropped.
    void cancel();
    // Thinks on this thread (a terminal game has nothing else to do meanwhile).
    Move chooseNow(const State& state, Rng rng);
    std::string name() const;

private:
    explicit BotWorker(BotPtr bot) : m_bot(std::move(bot)) {}
    void join();

    BotPtr m_bot;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_done{false};
    Move m_result{};
    std::exception_ptr m_failure;  // what the search threw, rethrown by poll()
};

}  // namespace plateau::session
