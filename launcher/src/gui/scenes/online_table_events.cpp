#include "scenes/online_table_scene.hpp"

#include <algorithm>

#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "audio/sound_player.hpp"
#include "scenes/absent_scene.hpp"
#include "scenes/result_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"

// The referee's events at an online table: moves and throws, refusals, the end, draws,
// chat, players who go and come back, the clocks' verdicts and rematches.

namespace plateau::gui {

using online::ClientEvent;
using Kind = ClientEvent::Kind;

void OnlineTableScene::onEvent(const ClientEvent& ev) {
    const auto* client = context().online->client();
    const auto* t = client ? client->table(m_id) : nullptr;
    const auto& colors = context().theme->colors;
    switch (ev.kind) {
        case Kind::Move:
        case Kind::Throw:
            if (m_pending && t && (ev.seat == t->seat || ev.kind == Kind::Throw)) m_pending.reset();
            if (ev.kind == Kind::Throw) {
                const bool proved = t && t->expectedThrow.count(ev.n) && m_fairN != ev.n;
                m_fair =
                    proved ? Fair::Verified : (m_fairN == ev.n ? Fair::Unverified : Fair::None);
                m_fairN = ev.n;
                layoutSide();
                context().log->write("online_throw", {{"table", m_id},
                                                      {"n", std::int64_t(ev.n)},
                                                      {"throw", ev.text},
                                                      {"fair", m_fair == Fair::Verified}});
            } else {
                context().log->write("online_move", {{"table", m_id},
                                                     {"n", std::int64_t(ev.n)},
                                                     {"seat", std::int64_t(ev.seat)},
                                                     {"move", ev.text}});
            }
            break;
        case Kind::Unverified:
            m_fair = Fair::Unverified;
            m_fairN = ev.n;
            if (m_play)
                m_play->say(fillText(tr("A throw does not verify: {0}"), {ev.text}), colors.danger);
            break;
        case Kind::Refused:
            context().log->write("online_refused",
                                 {{"table", m_id}, {"reason", ev.reason}, {"text", ev.text}});
            if (m_pending) m_pending.reset();
            if (m_play) {
                m_play->say(fillText(tr("The referee refused it: {0}"), {ev.text}), colors.danger);
                m_play->actorChanged();
            }
            context().sounds->play(Cue::Refused);
            break;
        case Kind::Over:
            m_over = true;
            m_winners = ev.seats;
            m_overReason = ev.text;
            m_pending.reset();
            context().log->write("online_over", {{"table", m_id}, {"reason", ev.text}});
            if (m_play) {
                m_play->actorChanged();  // nobody acts any more: no marks, no buttons
                m_play->refreshPanel();
            }
            break;
        case Kind::Draw:
            if (ev.text == "offer" && t && ev.seat != t->seat) {
                m_drawOfferBy = ev.seat;
                if (m_play)
                    m_play->say(fillText(tr("{0} offers a draw"), {seatName(ev.seat)}),
                                colors.accent);
            } else if (ev.text == "decline") {
                m_drawOfferBy = -1;
                if (m_play)
                    m_play->say(fillText(tr("{0} declines the draw"), {seatName(ev.seat)}),
                                colors.text);
            }
            layoutSide();
            break;
        case Kind::Chat:
            context().log->write("online_chat", {{"table", m_id},
                                                 {"account", ev.account},
                                                 {"text", ev.text},
                                                 {"replayed", ev.reason == "replayed"}});
            // Lines said before this window came (a sync's) are shown, not announced.
            if (client && ev.account != client->account() && ev.reason != "replayed")
                context().sounds->play(Cue::Chat);
            layoutSide();
            break;
        case Kind::Connected:
            context().log->write("online_back", {{"table", m_id}});
            break;
        case Kind::Presence:
            context().log->write(
                "online_presence",
                {{"table", m_id}, {"seat", std::int64_t(ev.seat)}, {"state", ev.text}});
            if (!t || ev.seat == t->seat || !m_play) break;
            if (ev.text == "here" && m_askedSeat == ev.seat) {
                closeQuestion();
                m_play->say(fillText(tr("{0} is back: the game goes on"), {seatName(ev.seat)}),
                            colors.success);
            } else {
                m_play->say(fillText(ev.text == "here" ? tr("{0} is back") : tr("{0} is away"),
                                     {seatName(ev.seat)}),
                            ev.text == "here" ? colors.success : colors.muted);
            }
            break;
        case Kind::Absent:
            context().log->write("online_absent", {{"table", m_id},
                                                   {"seat", std::int64_t(ev.seat)},
                                                   {"action", ev.text},
                                                   {"since", std::int64_t(ev.n)}});
            if (ev.text.empty()) {
                if (!m_watching) ask(ev.seat, ev.n);
                break;
            }
            if (m_askedSeat == ev.seat) closeQuestion();
            if (ev.text == "bot") m_botSeats.insert(ev.seat);
            if (m_play)
                m_play->say(fillText(ev.text == "bot" ? tr("A bot plays {0}'s seat from now on")
                                     : ev.text == "adjourn" ? tr("The game is adjourned")
                                                            : tr("The table waits for {0}"),
                                     {seatName(ev.seat)}),
                            colors.accent);
            break;
        case Kind::Resumed:
            context().log->write("online_resumed", {{"table", m_id}});
            break;
        case Kind::Timeout:
            context().log->write(
                "online_timeout",
                {{"table", m_id}, {"seat", std::int64_t(ev.seat)}, {"action", ev.text}});
            if (ev.text == "bot")
                m_botSeats.insert(ev.seat);
            else
                m_timedOut = ev.seat;
            m_pending.reset();
            if (m_play)
                m_play->say(fillText(ev.text == "bot" ? tr("{0} ran out of time: a bot plays on")
                                                      : tr("{0} ran out of time"),
                                     {seatName(ev.seat)}),
                            colors.danger);
            break;
        case Kind::Rematch:
            context().log->write(
                "online_rematch",
                {{"table", m_id}, {"seat", std::int64_t(ev.seat)}, {"new", ev.text}});
            if (!ev.text.empty()) {
                moveTo(ev.text);
            } else if (t && ev.seat == t->seat) {
                m_rematchAsked = true;
                if (m_rematchNote.empty()) m_rematchNote = tr("Asked: waiting for the others…");
            } else {
                m_rematchNote =
                    fillText(m_rematchAsked ? tr("{0} asks for a rematch too")
                                            : tr("{0} asks for a rematch: Play again to accept"),
                             {seatName(ev.seat)});
            }
            break;
        default:
            break;
    }
}

void OnlineTableScene::showResult() {
    m_resultShown = true;
    ResultInfo info = m_play->result();
    if (!m_play->state().isTerminal()) {
        // Resigned, agreed or out of time: the referee's verdict, not the board's.
        info.outcome.winners = m_winners;
        info.outcome.reason = m_timedOut >= 0
                                  ? fillText(tr("{0} ran out of time"), {seatName(m_timedOut)})
                                  : m_overReason;
        // The winners first in the ranking, the others after them in the board's order.
        std::vector<std::string> won;
        for (int k : m_winners)
            if (k >= 0 && static_cast<std::size_t>(k) < info.players.size())
                won.push_back(info.players[static_cast<std::size_t>(k)].name);
        const auto isWinner = [&won](const ResultInfo::Rank& r) {
            return std::find(won.begin(), won.end(), r.name) != won.end();
        };
        std::stable_partition(info.ranking.begin(), info.ranking.end(), isWinner);
        int place = 1;
        for (auto& r : info.ranking)
            r.place = won.empty() ? 0 : isWinner(r) ? 1 : ++place;
    }
    // Not a local game with these names: "Play again" asks the table for a rematch.
    info.playAgain = false;
    if (!m_watching) info.rematch = [this] { askRematch(); };
    info.follow = [this](float dt) { update(dt); };
    info.note = [this] { return m_rematchNote; };
    forgetOnlineGame(m_id);
    context().log->write("online_result",
                         {{"table", m_id},
                          {"reason", info.outcome.reason},
                          {"winners", std::vector<std::int64_t>(info.outcome.winners.begin(),
                                                                info.outcome.winners.end())}});
    context().stack->push(std::make_unique<ResultScene>(context(), std::move(info)));
}

void OnlineTableScene::ask(int seat, int seconds) {
    if (m_askedSeat >= 0) return;  // one question at a time
    m_askedSeat = seat;
    AbsentScene::Question q;
    q.who = seatName(seat);
    q.seconds = seconds;
    q.answer = [this, seat](const std::string& action) {
        m_askedSeat = -1;
        if (auto* client = context().online->client()) client->absent(m_id, seat, action);
        context().log->write("online_absent_answer",
                             {{"table", m_id}, {"seat", std::int64_t(seat)}, {"action", action}});
    };
    q.follow = [this](float dt) { update(dt); };
    context().stack->push(std::make_unique<AbsentScene>(context(), std::move(q)));
}

void OnlineTableScene::closeQuestion() {
    if (m_askedSeat < 0) return;
    context().log->write("online_question_closed",
                         {{"table", m_id}, {"seat", std::int64_t(m_askedSeat)}});
    m_askedSeat = -1;
    context().stack->pop();  // the question, on top while it shows
}

void OnlineTableScene::askRematch() {
    auto* client = context().online->client();
    if (!client || m_rematchAsked) return;
    client->rematch(m_id);
    m_rematchAsked = true;
    m_rematchNote = tr("Asked: waiting for the others…");
    context().log->write("online_rematch_asked", {{"table", m_id}});
}

void OnlineTableScene::moveTo(const std::string& table) {
    if (table == m_id) return;
    context().log->write("online_open", {{"table", table}, {"watch", false}, {"rematch", true}});
    if (m_resultShown) context().stack->pop();  // the result, on top while it shows
    context().stack->pop();                     // this table
    context().stack->push(std::make_unique<OnlineTableScene>(context(), table, false));
}

}  // namespace plateau::gui
