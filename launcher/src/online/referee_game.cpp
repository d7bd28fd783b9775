// The referee during a game: starting it, every event (moves, the dice's commit and
// reveal, bots), prompts, what a seat is told, and the requests of seated players.
#include <algorithm>

#include <plateau/host/logging.hpp>
#include <plateau/sdk/random.hpp>

#include "online/referee.hpp"
#include "xmpp/client.hpp"

namespace plateau::online {

using xmpp::Element;

void Referee::start(Table& t, Outbox& out) {
    std::vector<Bytes32> values;
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        Seat& s = t.seats[i];
        if (!s.value) s.value = randomBytes32();
        values.push_back(*s.value);
        t.record.setup.players[i].name =
            s.kind == Seat::Kind::Bot ? s.bot : xmpp::localPart(s.account);
        t.record.setup.players[i].controller = "human";  // bots are the referee's business
    }
    t.record.setup.seed = seedFrom(t.startSecret, values);
    auto state = t.game->newState(t.record.setup);
    if (!state) {
        finish(t, {}, "the game could not start: " + state.error().reason, out);
        return;
    }
    t.state = std::move(*state);
    t.status = Table::Status::Playing;
    for (std::size_t i = 0; i < t.seats.size(); ++i)
        if (auto gone = m_awaySince.find(t.seats[i].account); gone != m_awaySince.end())
            t.away[static_cast<int>(i)] = gone->second;
    for (const std::string& member : t.audience())
        out.push_back({member, syncFor(t, member, 0)});
    advance(t, out);
}

void Referee::advance(Table& t, Outbox& out) {
    for (int guard = 0; guard < 100000 && t.status == Table::Status::Playing; ++guard) {
        State& s = *t.state;
        if (s.isTerminal()) {
            const Outcome o = s.outcome();
            finish(t, o.winners, o.reason, out);
            return;
        }
        if (s.isChance()) {
            if (!t.dice) {
                const int acting = s.actingPlayer();
                t.dice = Table::Dice{t.events(), acting, randomBytes32()};
                if (!persist(t, {}, {}, out)) return;
                broadcast(t,
                          element("commit")
                              .set("table", t.id)
                              .set("n", std::to_string(t.dice->n))
                              .set("seat", std::to_string(acting))
                              .set("hash", commitmentOf(t.dice->secret)),
                          out);
            }
            const int seat = t.dice->seat;
            if (seat < 0 || seat >= static_cast<int>(t.seats.size()) ||
                t.seats[static_cast<std::size_t>(seat)].kind != Seat::Kind::Person) {
                resolveDice(t, randomBytes32(), out);
                continue;
            }
            t.clocks.start(seat, m_now);
            promptTurn(t, out);
            return;
        }
        const int player = s.currentPlayer();
        const Seat& seat = t.seats[static_cast<std::size_t>(player)];
        if (seat.kind != Seat::Kind::Bot) {
            t.clocks.start(player, m_now);
            promptTurn(t, out);
            return;
        }
        auto& bot = t.bots[player];
        if (!bot) {
            auto made = makeBot(*t.game, seat.bot);
            if (!made) {
                finish(t, {}, "the bot " + seat.bot + " cannot play: " + made.error().reason, out);
                return;
            }
            bot = std::move(*made);
        }
        const Bytes32 r = randomBytes32();
        std::uint64_t seed = 0;
        for (int i = 0; i < 8; ++i)
            seed = (seed << 8) | r[static_cast<std::size_t>(i)];
        Rng rng(seed);
        applyEvent(t, bot->chooseMove(s, rng), player, "move", nullptr, out);
    }
}

void Referee::applyEvent(Table& t, Move move, int seat, const char* kind, const Element* before,
                         Outbox& out) {
    const std::string text = t.state->moveToString(move);
    if (auto ok = t.state->apply(move); !ok) {
        logger()->error("table {}: the referee's own move {} was refused: {}", t.id, text,
                        ok.error().reason);
        finish(t, {}, "the referee could not apply " + text, out);
        return;
    }
    t.record.moves.push_back(text);
    t.drawOffers.clear();
    if (!persist(t, {}, {}, out)) return;
    if (before) broadcast(t, *before, out);
    Element e = element("event");
    e.set("table", t.id)
        .set("n", std::to_string(t.events()))
        .set("seat", std::to_string(seat))
        .set("kind", kind);
    if (t.clocks.control().active()) e.set("clocks", joinLongs(t.clocks.kept()));
    e.setText(text);
    broadcast(t, e, out);
}

void Referee::resolveDice(Table& t, const Bytes32& contribution, Outbox& out) {
    ChanceList outcomes;
    t.state->chanceOutcomes(outcomes);
    const auto weights = integerWeights(outcomes);
    const int k =
        drawOutcome(t.dice->secret, contribution, static_cast<std::uint32_t>(t.dice->n), weights);
    std::string weightText;
    for (auto w : weights)
        weightText += (weightText.empty() ? "" : " ") + std::to_string(w);
    Element reveal = element("reveal");
    reveal.set("table", t.id)
        .set("n", std::to_string(t.dice->n))
        .set("secret", toHex(t.dice->secret))
        .set("value", toHex(contribution))
        .set("weights", weightText)
        .set("outcome", std::to_string(k));
    t.dice.reset();
    if (k < 0) {
        finish(t, {}, "the game offered a throw with no outcome", out);
        return;
    }
    applyEvent(t, outcomes[static_cast<std::size_t>(k)].move, -1, "dice", &reveal, out);
}

void Referee::finish(Table& t, std::vector<int> winners, std::string reason, Outbox& out) {
    t.clocks.start(-1, m_now);
    t.status = Table::Status::Over;
    t.winners = std::move(winners);
    t.overReason = std::move(reason);
    t.dice.reset();
    m_turnAnswered.erase(t.id);
    if (!persist(t, {}, {}, out)) return;
    broadcast(t,
              element("over")
                  .set("table", t.id)
                  .set("n", std::to_string(t.events()))
                  .set("winners", joinInts(t.winners))
                  .set("reason", t.overReason),
              out);
}

void Referee::promptTurn(const Table& t, Outbox& out) const {
    if (t.status != Table::Status::Playing || !t.state) return;
    const State& s = *t.state;
    Element turn = element("turn");
    turn.set("table", t.id).set("after", std::to_string(t.events()));
    int seat = -1;
    if (s.isChance()) {
        if (!t.dice) return;
        seat = t.dice->seat;
        turn.set("kind", "roll");
    } else {
        seat = s.currentPlayer();
        turn.set("kind", "move");
        MoveList moves;
        s.legalMoves(moves);
        std::string text;
        for (Move m : moves)
            text += (text.empty() ? "" : " ") + s.moveToString(m);
        turn.add(element("moves").setText(text));
    }
    if (seat < 0 || seat >= static_cast<int>(t.seats.size())) return;
    const Seat& st = t.seats[static_cast<std::size_t>(seat)];
    if (st.kind != Seat::Kind::Person) return;
    turn.set("seat", std::to_string(seat));
    if (t.clocks.control().active())
        turn.set("clock", std::to_string(t.clocks.leftMs(seat, m_now)));
    turn.add(element("view")
                 .set("n", std::to_string(t.events()))
                 .set("seat", std::to_string(seat))
                 .setText(viewFor(s, seat)));
    out.push_back({st.account, turn});
}

Element Referee::syncFor(const Table& t, const std::string& who, int after,
                         long long chatAfter) const {
    const int you = t.seatOf(who);
    Element e = element("sync");
    e.set("table", t.id)
        .set("at", std::to_string(t.events()))
        .set("status", statusName(t.status))
        .set("you", std::to_string(you));
    if (after == 0 && t.status != Table::Status::Waiting) {
        Record setupOnly = t.record;
        setupOnly.moves.clear();
        setupOnly.result.clear();
        e.add(element("setup").setText(toToml(setupOnly)));
        std::string values;
        for (const Seat& s : t.seats)
            values += (values.empty() ? "" : " ") + (s.value ? toHex(*s.value) : std::string());
        e.add(element("start").set("secret", toHex(t.startSecret)).set("values", values));
    }
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        const Seat& s = t.seats[i];
        Element seat = element("seat");
        seat.set("index", std::to_string(i)).set("kind", seatKindName(s.kind));
        if (s.kind == Seat::Kind::Person || s.kind == Seat::Kind::Invited)
            seat.set("account", s.account);
        if (s.kind == Seat::Kind::Bot) seat.set("account", s.bot);
        if (t.status != Table::Status::Waiting) seat.set("name", t.record.setup.players[i].name);
        if (t.away.count(static_cast<int>(i))) seat.set("away", "1");
        e.add(seat);
    }
    if (t.state) {
        // Who made each event: replayed, as the record keeps only the moves.
        auto replayed = t.game->newState(t.record.setup);
        if (replayed) {
            State& r = **replayed;
            r.setLogging(false);
            for (int n = 1; n <= t.events(); ++n) {
                const int by = r.currentPlayer();
                auto m = r.parseMove(t.record.moves[static_cast<std::size_t>(n - 1)]);
                if (!m) break;
                if (n > after) {
                    Element ev = element("event");
                    ev.set("n", std::to_string(n))
                        .set("seat", std::to_string(by < 0 ? -1 : by))
                        .set("kind", by < 0 ? "dice" : "move");
                    ev.setText(t.record.moves[static_cast<std::size_t>(n - 1)]);
                    e.add(ev);
                }
                r.applyUnchecked(*m);
            }
        }
        if (t.clocks.control().active())
            e.add(element("clocks")
                      .set("control", t.clocks.control().toString())
                      .set("left", joinLongs(t.clocks.kept()))
                      .set("running", std::to_string(t.clocks.running())));
        if (t.dice)
            e.add(element("commit")
                      .set("n", std::to_string(t.dice->n))
                      .set("seat", std::to_string(t.dice->seat))
                      .set("hash", commitmentOf(t.dice->secret)));
        if (t.status == Table::Status::Over)
            e.add(element("over")
                      .set("n", std::to_string(t.events()))
                      .set("winners", joinInts(t.winners))
                      .set("reason", t.overReason));
        e.add(element("view")
                  .set("n", std::to_string(t.events()))
                  .set("seat", std::to_string(you))
                  .setText(viewFor(*t.state, you)));
    }
    // The chat said after line `chatAfter`, the newest that fit in the budget, in order.
    std::size_t first = t.chat.size(), chars = 0;
    while (first > 0 && t.chat[first - 1].n > chatAfter &&
           chars + t.chat[first - 1].text.size() <= kChatReplayChars)
        chars += t.chat[--first].text.size();
    for (std::size_t i = first; i < t.chat.size(); ++i) {
        const Table::ChatLine& line = t.chat[i];
        e.add(element("chat")
                  .set("c", std::to_string(line.n))
                  .set("seat", std::to_string(line.seat))
                  .set("account", line.account)
                  .setText(line.text));
    }
    return e;
}

void Referee::onMove(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("move", t->id, reason, text)});
    };
    if (t->status == Table::Status::Over) return refuse("game-over", "the game has ended");
    const int seat = t->seatOf(who);
    if (seat < 0) return refuse("not-seated", "you have no seat at this table");
    if (t->status == Table::Status::Waiting)
        return refuse("not-your-turn", "the game has not started");
    if (t->status == Table::Status::Adjourned)
        return refuse("adjourned", "the game is adjourned: resume it first");
    const auto after = parseNumber(e.attrOr("after"), 1'000'000'000);
    if (!after) return refuse("malformed", "a move names the event it follows: after='n'");
    if (e.text.empty() || e.text.size() > kMaxMoveText)
        return refuse("malformed", "a move is 1 to 64 characters");
    State& s = *t->state;
    if (s.isChance()) return refuse("not-your-turn", "the dice are to be thrown");
    if (s.currentPlayer() != seat)
        return refuse("not-your-turn", "it is seat " + std::to_string(s.currentPlayer()) +
                                           "'s turn, not seat " + std::to_string(seat) + "'s");
    if (*after != t->events())
        return refuse("stale", "the table is at event " + std::to_string(t->events()) +
                                   ", the move follows " + std::to_string(*after));
    auto move = s.parseMove(e.text);
    if (!move) return refuse("illegal", move.error().reason);
    if (auto why = s.illegalReason(*move)) return refuse("illegal", *why);
    if (t->clocks.flagFallen(m_now)) return flagFall(*t, out);
    t->clocks.finish(m_now);
    applyEvent(*t, *move, seat, "move", nullptr, out);
    advance(*t, out);
}

void Referee::onRoll(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("roll", t->id, reason, text)});
    };
    if (t->status == Table::Status::Over) return refuse("game-over", "the game has ended");
    const int seat = t->seatOf(who);
    if (seat < 0) return refuse("not-seated", "you have no seat at this table");
    if (t->status == Table::Status::Adjourned)
        return refuse("adjourned", "the game is adjourned: resume it first");
    if (!t->dice) return refuse("not-rolling", "no throw is awaited");
    if (t->dice->seat != seat)
        return refuse("not-your-turn", "it is seat " + std::to_string(t->dice->seat) + "'s throw");
    const auto after = parseNumber(e.attrOr("after"), 1'000'000'000);
    if (!after) return refuse("malformed", "a roll names the event it follows: after='n'");
    if (*after != t->dice->n)
        return refuse("stale", "the throw follows event " + std::to_string(t->dice->n) + ", not " +
                                   std::to_string(*after));
    const auto value = parseHex32(e.attrOr("value"));
    if (!value) return refuse("malformed", "'value' must be 64 hex digits");
    if (t->clocks.flagFallen(m_now)) return flagFall(*t, out);
    t->clocks.finish(m_now);
    resolveDice(*t, *value, out);
    advance(*t, out);
}

void Referee::onChat(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const int seat = t->seatOf(who);
    if (seat < 0 && !t->watchers.count(who)) {
        out.push_back({m_replyTo, errorElement("chat", t->id, "not-seated",
                                               "watch or sit at the table to chat there")});
        return;
    }
    if (e.text.empty() || e.text.size() > kMaxChat) {
        out.push_back({m_replyTo, errorElement("chat", t->id, "too-large",
                                               "a chat line is 1 to 500 characters")});
        return;
    }
    // Kept in the table's log before anyone hears it: a rejoining client gets it in its sync.
    // A line that could not be kept is taken back: it is refused, so nobody may hear it.
    auto keptBefore = t->chat;
    const auto countBefore = t->chatCount;
    t->addChat(seat, who, e.text);
    if (!persist(*t, who, "chat", out)) {
        t->chat = std::move(keptBefore);
        t->chatCount = countBefore;
        return;
    }
    Element c = element("chat");
    c.set("table", t->id)
        .set("seat", std::to_string(seat))
        .set("account", who)
        .set("c", std::to_string(t->chatCount))
        .setText(e.text);
    broadcast(*t, c, out);
}

void Referee::onResign(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const int seat = t->seatOf(who);
    if (seat < 0) {
        out.push_back({m_replyTo, errorElement("resign", t->id, "not-seated",
                                               "you have no seat at this table")});
        return;
    }
    if (t->status != Table::Status::Playing && t->status != Table::Status::Adjourned) {
        out.push_back({m_replyTo,
                       errorElement("resign", t->id, "game-over", "the game is not being played")});
        return;
    }
    std::vector<int> others;
    for (int i = 0; i < static_cast<int>(t->seats.size()); ++i)
        if (i != seat) others.push_back(i);
    finish(*t, others, t->record.setup.players[static_cast<std::size_t>(seat)].name + " resigned",
           out);
}

void Referee::onDraw(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const int seat = t->seatOf(who);
    const std::string action = e.attrOr("action");
    if (seat < 0 || t->status != Table::Status::Playing) {
        out.push_back({m_replyTo, errorElement("draw", t->id, seat < 0 ? "not-seated" : "game-over",
                                               "no game of yours is being played here")});
        return;
    }
    if (action == "offer" || action == "accept")
        t->drawOffers.insert(seat);
    else if (action == "decline")
        t->drawOffers.clear();
    else {
        out.push_back({m_replyTo, errorElement("draw", t->id, "malformed",
                                               "action is offer, accept or decline")});
        return;
    }
    bool all = true;
    for (int i = 0; i < static_cast<int>(t->seats.size()); ++i)
        all = all && t->drawOffers.count(i);
    if (!persist(*t, who, "draw", out)) return;
    broadcast(
        *t,
        element("draw").set("table", t->id).set("seat", std::to_string(seat)).set("action", action),
        out);
    if (all) finish(*t, {}, "a draw agreed by every seat", out);
}

Outbox Referee::tick(Clock::time_point now) {
    m_now = now;
    Outbox out;
    for (auto& [id, t] : m_tables) {
        if (t.status != Table::Status::Playing) continue;
        if (t.clocks.flagFallen(now)) flagFall(t, out);
        if (t.status == Table::Status::Playing) askAboutAbsences(t, out);
    }
    return out;
}

// Out of time: with two seats the other wins; with more, the game goes on with the seat
// played by a bot, as the others would not want a long game ended by one absence.
void Referee::flagFall(Table& t, Outbox& out) {
    const int seat = t.clocks.running();
    if (seat < 0) return;
    t.clocks.start(-1, m_now);
    const std::string name = t.record.setup.players[static_cast<std::size_t>(seat)].name;
    const bool handOver = t.seats.size() > 2;
    Element timeout = element("timeout");
    timeout.set("table", t.id)
        .set("n", std::to_string(t.events()))
        .set("seat", std::to_string(seat))
        .set("action", handOver ? "bot" : "lost");
    if (!handOver) {
        broadcast(t, timeout, out);
        std::vector<int> others;
        for (int i = 0; i < static_cast<int>(t.seats.size()); ++i)
            if (i != seat) others.push_back(i);
        finish(t, others, name + " ran out of time", out);
        return;
    }
    if (!handToBot(t, seat, out)) return;
    broadcast(t, timeout.set("bot", std::string(kTimeoutBot)), out);
    advance(t, out);
}

}  // namespace plateau::online
