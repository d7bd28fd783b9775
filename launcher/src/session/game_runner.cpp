#include "session/game_runner.hpp"

#include <plateau/sdk/first_player.hpp>

#include "tr.hpp"

namespace plateau::session {

Expected<std::vector<BotPtr>> GameRunner::makeBots(const Game& game, const Setup& setup,
                                                   const std::string& personStandIn) {
    std::vector<BotPtr> bots;
    for (const auto& player : setup.players) {
        const std::string& controller = player.isHuman() ? personStandIn : player.controller;
        auto bot = makeBot(game, controller);
        if (!bot) {
            return Error(fillText(tr("{0} ({1}): bots aren't available — {2}"),
                                  {player.name, controller, bot.error().reason}));
        }
        bots.push_back(std::move(*bot));
    }
    return bots;
}

Expected<GameRunner> GameRunner::create(std::shared_ptr<const Game> game, Setup setup,
                                        BotFactory makeBots) {
    if (setup.players.empty() || !makeBots) return Error(tr("a bot for every seat is needed"));
    GameRunner runner;
    runner.m_drawsFirst =
        setup.firstPlayer == -1 && game->type().firstPlayer == FirstPlayerRule::Draw;
    runner.m_starts.resize(runner.m_drawsFirst ? setup.players.size() : 1);
    runner.m_game = std::move(game);
    runner.m_setup = std::move(setup);
    runner.m_makeBots = std::move(makeBots);
    // The setup is checked now, so that a bad one is refused before the first game.
    if (auto ok = runner.begin(runner.m_setup.seed); !ok) return ok.error();
    return runner;
}

Status GameRunner::begin(std::uint64_t seed) {
    if (!m_botsKeepNothing || m_bots.empty()) {
        auto bots = m_makeBots();
        if (!bots) return bots.error();
        if (bots->size() != m_setup.players.size())
            return Error(tr("a bot for every seat is needed"));
        m_botsKeepNothing = true;
        for (const auto& bot : *bots) {
            if (!bot) return Error(tr("a bot for every seat is needed"));
            m_botsKeepNothing = m_botsKeepNothing && bot->name() == "random";
        }
        m_bots = std::move(*bots);
    }
    m_setup.seed = seed;
    m_seed = seed;
    m_streams = SeedStreams(seed);
    m_forfeiter = -1;
    // Who starts, drawn as Game::newState draws it for `plateau play --seed`.
    const std::size_t first = m_drawsFirst ? static_cast<std::size_t>(drawFirstPlayer(m_setup)) : 0;
    StatePtr& start = m_starts[first];
    if (!start) {
        Setup s = m_setup;
        if (m_drawsFirst) s.firstPlayer = static_cast<int>(first);
        auto made = m_game->newState(std::move(s));
        if (!made) return made.error();
        start = std::move(*made);
        start->setLogging(false);
    }
    if (!m_state || !m_state->assignFrom(*start)) {
        m_state = start->clone();
        m_state->setLogging(false);
    }
    return {};
}

Outcome GameRunner::outcome() const {
    if (m_forfeiter < 0) return m_state->isTerminal() ? m_state->outcome() : Outcome{};
    Outcome out;
    for (int s = 0; s < static_cast<int>(m_bots.size()); ++s)
        if (s != m_forfeiter) out.winners.push_back(s);
    out.reason = fillText(tr("{0} forfeits"), {m_state->playerName(m_forfeiter)});
    return out;
}

std::uint32_t GameRunner::winnerMask() const {
    if (m_forfeiter < 0) return m_state->isTerminal() ? m_state->winnerMask() : 0u;
    const auto all = static_cast<std::uint32_t>((1ull << m_bots.size()) - 1);
    return all & ~(1u << m_forfeiter);
}

}  // namespace plateau::session
