#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <thread>

#include <plateau/bot.hpp>
#include <plateau/random.hpp>
#include <plateau/state.hpp>

namespace plateau::gui {

// A bot seat: thinks on a worker thread on a copy of the position, so the window keeps
// drawing and answering while it does.
class BotPlayer {
public:
    // Refused with the reason when the controller names no bot this build offers.
    static Expected<std::unique_ptr<BotPlayer>> create(const Game& game,
                                                       const std::string& controller,
                                                       std::uint64_t seed);
    ~BotPlayer();
    BotPlayer(const BotPlayer&) = delete;
    BotPlayer& operator=(const BotPlayer&) = delete;

    void start(const State& state);
    bool thinking() const { return m_thread.joinable() && !m_done.load(); }
    // The chosen move once the thread is done (then it can start again).
    std::optional<Move> poll();
    std::string name() const;

private:
    BotPlayer(BotPtr bot, std::uint64_t seed) : m_bot(std::move(bot)), m_rng(seed) {}
    void join();

    BotPtr m_bot;
    Rng m_rng;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_done{false};
    Move m_result;
    std::exception_ptr m_failure;  // what chooseMove threw, for poll() to rethrow
};

}  // namespace plateau::gui
