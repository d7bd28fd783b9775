// The referee and players who go: presence from the server, the grace period, and the
// others' choice for a seat gone too long (wait, a bot, or adjourn), then resuming.
#include <algorithm>

#include "online/referee.hpp"

namespace plateau::online {

using xmpp::Element;

Outbox Referee::presence(const std::string& account, bool here, Clock::time_point now) {
    m_now = now;
    Outbox out;
    if (account.empty() || account == m_options.self) return out;
    if (here) {
        if (!m_awaySince.erase(account)) return out;
    } else {
        if (m_awaySince.count(account)) return out;
        m_awaySince[account] = now;
    }
    for (auto& [id, t] : m_tables) {
        const int seat = t.seatOf(account);
        if (seat < 0 || t.status == Table::Status::Over) continue;
        if (here) {
            t.away.erase(seat);
            t.asked.erase(seat);
        } else {
            t.away[seat] = now;
        }
        broadcast(t,
                  element("presence")
                      .set("table", t.id)
                      .set("seat", std::to_string(seat))
                      .set("state", here ? "here" : "away"),
                  out);
    }
    return out;
}

int Referee::awaitedSeat(const Table& t) const {
    if (t.status != Table::Status::Playing || !t.state || t.state->isTerminal()) return -1;
    const int seat = t.state->isChance() ? (t.dice ? t.dice->seat : -1) : t.state->currentPlayer();
    if (seat < 0 || seat >= static_cast<int>(t.seats.size())) return -1;
    return t.seats[static_cast<std::size_t>(seat)].kind == Seat::Kind::Person ? seat : -1;
}

void Referee::askAboutAbsences(Table& t, Outbox& out) {
    const int seat = awaitedSeat(t);
    const auto gone = t.away.find(seat);
    if (seat < 0 || gone == t.away.end() || t.asked.count(seat)) return;
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(m_now - gone->second);
    if (seconds.count() < t.graceSeconds) return;
    t.asked.insert(seat);
    const Element ask = element("absent")
                            .set("table", t.id)
                            .set("seat", std::to_string(seat))
                            .set("since", std::to_string(seconds.count()));
    // Only the others who are here can answer.
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        const Seat& s = t.seats[i];
        if (static_cast<int>(i) != seat && s.kind == Seat::Kind::Person &&
            !t.away.count(static_cast<int>(i)))
            out.push_back({s.account, ask});
    }
}

bool Referee::handToBot(Table& t, int seat, Outbox& out) {
    Seat& s = t.seats[static_cast<std::size_t>(seat)];
    s.kind = Seat::Kind::Bot;
    s.bot = std::string(kTimeoutBot);
    // The account keeps no seat: it may watch, and its table no longer counts as its own.
    t.watchers.insert(s.account);
    s.account.clear();
    t.away.erase(seat);
    t.asked.erase(seat);
    return persist(t, {}, {}, out);
}

void Referee::onAbsent(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("absent", t->id, reason, text)});
    };
    const int by = t->seatOf(who);
    if (by < 0) return refuse("not-seated", "you have no seat at this table");
    const auto seat = parseNumber(e.attrOr("seat"), kMaxSeats);
    if (!seat || *seat >= static_cast<long long>(t->seats.size()))
        return refuse("malformed", "'seat' names a seat of the table");
    const int gone = static_cast<int>(*seat);
    if (gone == by) return refuse("malformed", "a seat does not decide about itself");
    if (t->status != Table::Status::Playing || !t->asked.count(gone))
        return refuse("not-absent", "nobody asked about that seat");
    const std::string action = e.attrOr("action");
    if (action == "wait") {
        // Ask again after another grace period.
        t->asked.erase(gone);
        t->away[gone] = m_now;
    } else if (action == "bot") {
        if (!handToBot(*t, gone, out)) return;
    } else if (action == "adjourn") {
        t->status = Table::Status::Adjourned;
        t->clocks.start(-1, m_now);
        t->asked.clear();
        if (!persist(*t, who, "adjourn", out)) return;
    } else {
        return refuse("malformed", "action is wait, bot or adjourn");
    }
    Element decided = element("absent");
    decided.set("table", t->id)
        .set("seat", std::to_string(gone))
        .set("action", action)
        .set("by", std::to_string(by));
    if (action == "bot") decided.set("bot", std::string(kTimeoutBot));
    broadcast(*t, decided, out);
    if (action == "bot") advance(*t, out);
}

void Referee::onResume(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const int by = t->seatOf(who);
    if (by < 0) {
        out.push_back({m_replyTo, errorElement("resume", t->id, "not-seated",
                                               "you have no seat at this table")});
        return;
    }
    if (t->status != Table::Status::Adjourned) {
        out.push_back({m_replyTo, errorElement("resume", t->id, "not-adjourned",
                                               "the game is not adjourned")});
        return;
    }
    t->status = Table::Status::Playing;
    for (auto& [seat, since] : t->away)
        since = m_now;  // the grace period starts again
    if (!persist(*t, who, "resume", out)) return;
    broadcast(*t, element("resumed").set("table", t->id).set("by", std::to_string(by)), out);
    advance(*t, out);
}

}  // namespace plateau::online
