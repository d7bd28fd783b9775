#include "app/play_panel.hpp"

#include <algorithm>

#include <plateau/sdk/game.hpp>

#include "app/controllers.hpp"
#include "app/game_facts.hpp"
#include "board/table_view.hpp"
#include "input/play_input.hpp"
#include "tr.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

namespace {

// An online seat on its player's row: whether they are here, and their clock.
void seatNote(GamePanel::Player& player, const SeatNote& note, const Theme& theme) {
    const auto& c = theme.colors;
    switch (note.presence) {
        case SeatNote::Presence::Here:
            player.badges.push_back({tr("here"), c.success});
            break;
        case SeatNote::Presence::Away:
            player.badges.push_back({tr("away"), c.danger});
            break;
        case SeatNote::Presence::Reconnecting:
            player.badges.push_back({tr("reconnecting…"), c.accent});
            break;
        case SeatNote::Presence::Bot:
            player.badges.push_back({tr("bot"), c.muted});
            break;
        case SeatNote::Presence::Unknown:
            break;
    }
    if (!note.clock.empty())
        player.badges.push_back({note.clock, note.low       ? c.danger
                                             : note.running ? c.text
                                                            : c.muted});
}

}  // namespace

GamePanel::Content playPanelContent(const State& state, const TableView& table,
                                    const PlayInput& input, const Theme& theme,
                                    const PlayPanelFacts& facts) {
    const Game& game = state.game();
    const auto& c = theme.colors;
    const auto& view = table.view();
    const auto& colors = table.colors();
    GamePanel::Content out;
    out.title = gameName(game);
    std::string variant = state.setup().variant;
    if (auto info = game.findVariant(variant)) variant = trGame(game.id(), info->name);
    out.subtitle = variant + " \u00b7 " +
                   fillText(trn("{0} player", "{0} players", state.numPlayers()),
                            {std::to_string(state.numPlayers())});
    for (const auto& line : optionsInForce(game, state.setup()))
        out.facts += (out.facts.empty() ? "" : " \u00b7 ") + line;
    out.round = roundText(state);

    // Players: colour, name, what the game says about them, who controls them.
    const auto& players = facts.players ? *facts.players : view.players;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const auto& seat = state.setup().players[i];
        const std::string who = seat.isHuman() ? std::string() : controllerLabel(seat.controller);
        out.players.push_back(
            {players[i].name, who, i < colors.size() ? colors[i] : c.muted, players[i].status});
        if (i < facts.seats.size()) seatNote(out.players.back(), facts.seats[i], theme);
    }
    out.active = facts.actor;

    // Whose turn and what to do.
    std::string hint;
    out.headColor = c.text;
    if (state.isTerminal() && !facts.moving) {
        out.headline = tr("Game over");
        hint = state.outcome().reason;
    } else if (!facts.verdict.empty() && !facts.moving) {
        out.headline = tr("Game over");
        hint = facts.verdict;
    } else if (facts.actor >= 0) {
        out.headline = fillText(tr("{0}'s turn"), {state.playerName(facts.actor)});
        if (static_cast<std::size_t>(facts.actor) < colors.size())
            out.headColor = colors[static_cast<std::size_t>(facts.actor)];
        if (facts.moving)
            hint = {};
        else if (!facts.humanToAct && !facts.waiting.empty())
            hint = facts.waiting;
        else if (!facts.humanToAct)
            hint = state.isChance() ? tr("Throwing…") : tr("Thinking…");
        else if (state.isChance())
            hint = fillText(tr("{0}: click the board, Space or Enter"),
                            {throwCall(game, state.setup())});
        else
            hint = input.hint();
    } else {
        out.headline = tr("Left to chance…");
    }
    out.notes = {hint};
    for (std::size_t i = 0; i < input.buttons().size() && !facts.moving; ++i)
        out.buttons.push_back(input.buttonLabel(static_cast<int>(i)));
    // The game's type says whether it has dice to show; chance nobody throws (a draw for
    // who starts) needs none.
    out.dice = game.type().dice != DiceThrow::None;
    out.notices = facts.notices;
    out.events = facts.events ? facts.events : &state.events();
    // Older events fade towards the muted colour.
    out.logColor = [text = c.text, muted = c.muted](std::size_t age, const Event&) {
        const float fade = std::min(1.f, static_cast<float>(age) / 8.f);
        return mix(text, muted, 0.35f + 0.5f * fade);
    };
    out.scrollable = true;
    if (view.cells.empty() && view.slots.empty()) out.emptyBoard = tr("This game shows no board");
    return out;
}

std::string lastMoveText(const State& state, const std::vector<Event>& events, const Viewer& viewer,
                         std::size_t ply) {
    const auto& history = state.history();
    if (ply == 0 || ply > history.size()) return {};
    if (state.moveHiddenFrom(ply - 1, viewer)) return tr("a secret move");
    // A move's events carry the number of moves applied with it.
    std::string text;
    for (const auto& e : events)
        // TRANSLATORS: two sentences in a row in the status (French puts a space before ";").
        if (e.ply == static_cast<int>(ply))
            text = text.empty() ? e.text : fillText(tr("{0}; {1}"), {text, e.text});
    if (!text.empty()) return text;
    return state.moveToString(history[ply - 1]);  // a game that logs nothing for it
}

}  // namespace plateau::gui
