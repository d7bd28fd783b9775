#include "app/bot_player.hpp"

#include <exception>
#include <utility>

namespace plateau::gui {

Expected<std::unique_ptr<BotPlayer>> BotPlayer::create(const Game& game,
                                                       const std::string& controller,
                                                       std::uint64_t seed) {
    auto bot = makeBot(game, controller);
    if (!bot) return bot.error();
    auto budget = (*bot)->budget();
    std::unique_ptr<BotPlayer> player(new BotPlayer(std::move(*bot), seed));
    // The launcher's stop flag lets a closing window end a long search at once.
    budget.stop = &player->m_stop;
    player->m_bot->setBudget(budget);
    return player;
}

BotPlayer::~BotPlayer() {
    m_stop = true;
    join();
}

void BotPlayer::join() {
    if (m_thread.joinable()) m_thread.join();
}

void BotPlayer::start(const State& state) {
    join();
    m_done = false;
    auto copy = state.clone();
    copy->setLogging(false);
    m_failure = nullptr;
    m_thread = std::thread([this, position = std::move(copy)] {
        // An exception may not leave a thread (terminate): it is handed to poll(), on the
        // window's thread, where the boundary stops the game.
        try {
            m_result = m_bot->chooseMove(*position, m_rng);
        } catch (...) {
            m_failure = std::current_exception();
        }
        m_done = true;
    });
}

std::optional<Move> BotPlayer::poll() {
    if (!m_thread.joinable() || !m_done.load()) return std::nullopt;
    join();
    if (m_failure) std::rethrow_exception(std::exchange(m_failure, nullptr));
    return m_result;
}

std::string BotPlayer::name() const {
    return m_bot->name();
}

}  // namespace plateau::gui
