#include "session/event_texts.hpp"

#include <algorithm>

#include <plateau/host/language.hpp>
#include <plateau/sdk/game.hpp>

namespace plateau::session {

bool EventTexts::follow(const State& state) {
    const auto& moves = state.history();
    const bool sameGame =
        m_copy && &m_copy->game() == &state.game() && m_copy->setup() == state.setup();
    const bool prefix =
        sameGame && m_copy->history().size() <= moves.size() &&
        std::equal(m_copy->history().begin(), m_copy->history().end(), moves.begin());
    if (!prefix || m_language != languageGeneration()) {
        auto fresh = state.game().newState(state.setup());
        if (!fresh) return false;
        m_copy = std::move(*fresh);
        m_language = languageGeneration();
        ++m_rebuilds;
    }
    for (std::size_t i = m_copy->history().size(); i < moves.size(); ++i) {
        if (!m_copy->apply(moves[i])) {
            m_copy.reset();
            return false;
        }
    }
    // The same moves should give the same log; a game whose replay differs keeps its own.
    return m_copy->events().size() == state.events().size();
}

std::vector<Event> EventTexts::eventsFor(const State& state, const Viewer& viewer) {
    if (!follow(state)) return state.eventsFor(viewer);
    return m_copy->eventsFor(viewer);
}

}  // namespace plateau::session
