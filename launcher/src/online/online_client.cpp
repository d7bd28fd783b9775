#include "online/online_client.hpp"

#include <algorithm>
#include <sstream>

#include <plateau/host/record.hpp>

#include "online/dice.hpp"

namespace plateau::online {

using xmpp::Element;
using Kind = ClientEvent::Kind;

namespace {

int intAttr(const Element& e, std::string_view key, int fallback = -1) {
    const std::string* v = e.attr(key);
    if (!v || v->empty()) return fallback;
    if ((*v)[0] == '-') {
        const auto n = parseNumber(std::string_view(*v).substr(1), 1'000'000'000);
        return n ? -static_cast<int>(*n) : fallback;
    }
    const auto n = parseNumber(*v, 1'000'000'000);
    return n ? static_cast<int>(*n) : fallback;
}

template <class T = int>
std::vector<T> intList(const std::string& text) {
    std::vector<T> out;
    std::istringstream in(text);
    for (T v; in >> v;)
        out.push_back(v);
    return out;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

}  // namespace

OnlineClient::OnlineClient(xmpp::Account account, std::string referee, const PluginHost& host)
    : m_xmpp(account, kNamespace),
      m_referee(xmpp::bareJid(referee)),
      m_self(xmpp::bareJid(account.jid)),
      m_host(host),
      m_lobby(m_referee) {
    m_xmpp.acceptNamespace(xmpp::pubsub::kEventNs);  // the lobby node's notifications
}

Status OnlineClient::connect(std::chrono::milliseconds timeout, const std::atomic<bool>* cancel) {
    // The referee hears when this program comes and goes (a seat gone too long).
    m_xmpp.presenceTo(m_referee);
    auto ok = m_xmpp.connect(timeout, cancel);
    if (ok) m_out.push_back({.kind = Kind::Connected, .text = m_xmpp.boundJid()});
    return ok;
}

void OnlineClient::poll(std::chrono::milliseconds wait) {
    m_xmpp.poll(wait);
    if (m_xmpp.reconnections() != m_seenReconnections && m_xmpp.online()) {
        // Back after a drop: catch up on every table from the last event seen.
        m_seenReconnections = m_xmpp.reconnections();
        m_out.push_back({.kind = Kind::Connected, .text = m_xmpp.boundJid()});
        for (const auto& [id, t] : m_tables)
            sync(id);
        if (m_lobby.mode() != LobbyFollower::Mode::Off) enterLobby();  // a new subscription
    }
    for (const xmpp::Incoming& in : m_xmpp.take()) {
        if (in.kind == xmpp::Incoming::Kind::Iq) {
            m_lobby.onIq(m_xmpp, in);
            continue;
        }
        const bool notification =
            std::any_of(in.payloads.begin(), in.payloads.end(),
                        [](const Element& e) { return e.ns == xmpp::pubsub::kEventNs; });
        if (in.kind == xmpp::Incoming::Kind::Message &&
            (notification || (in.tooLarge && in.from == m_lobby.service()))) {
            m_lobby.onNotification(in);
            continue;
        }
        if (in.kind != xmpp::Incoming::Kind::Message || xmpp::bareJid(in.from) != m_referee)
            continue;
        // An answer to another program of this account (or to an earlier run of this one,
        // kept by the server while it was offline) is not ours: its refusal would end us.
        if (!xmpp::jidResource(in.to).empty() && in.to != m_xmpp.boundJid()) continue;
        for (const Element& e : in.payloads)
            onPayload(e);
    }
    m_lobby.poll(m_xmpp);
    if (m_lobby.takeModeChange()) {
        const bool pubsub = m_lobby.mode() == LobbyFollower::Mode::Pubsub;
        m_out.push_back({.kind = Kind::Lobby, .text = pubsub ? "pubsub" : "list"});
        if (!pubsub) list();
    }
    if (m_lobby.takeChange() && m_lobby.mode() == LobbyFollower::Mode::Pubsub)
        m_out.push_back({.kind = Kind::Tables, .text = "lobby", .tables = m_lobby.tables()});
}

std::vector<ClientEvent> OnlineClient::take() {
    return std::exchange(m_out, {});
}

void OnlineClient::send(const Element& e) {
    m_xmpp.send(m_referee, e);
}

void OnlineClient::sendRaw(const Element& payload) {
    send(payload);
}

void OnlineClient::hello() {
    send(element("hello").set("protocol", std::to_string(kProtocolVersion)));
}

void OnlineClient::list(const std::string& game) {
    Element e = element("list");
    if (!game.empty()) e.set("game", game);
    send(e);
}

void OnlineClient::enterLobby() {
    m_lobby.enter(m_xmpp);
    hello();  // the greeting says where the referee keeps its node
}

void OnlineClient::leaveLobby() {
    m_lobby.leave(m_xmpp);
}

void OnlineClient::mine() {
    send(element("mine"));
}

Status OnlineClient::create(const CreateRequest& r) {
    const LoadedPlugin* plugin = m_host.findPlugin(r.game);
    if (!plugin) return Error("no game '" + r.game + "' here");
    Element e = element("create");
    e.set("game", r.game)
        .set("seats", std::to_string(r.seats))
        .set("plugin-version", plugin->version);
    e.set("protocol", std::to_string(kProtocolVersion)).set("value", toHex(randomBytes32()));
    if (!r.variant.empty()) e.set("variant", r.variant);
    if (!r.password.empty()) e.set("password", r.password);
    if (!r.clock.empty()) e.set("clock", r.clock);
    e.set("grace", std::to_string(r.grace));
    for (const auto& [k, v] : r.options)
        e.add(element("option").set("key", k).set("value", v));
    for (const auto& [seat, bot] : r.bots)
        e.add(
            element("seat").set("index", std::to_string(seat)).set("kind", "bot").set("who", bot));
    for (const auto& [seat, who] : r.invites)
        e.add(element("seat")
                  .set("index", std::to_string(seat))
                  .set("kind", "invite")
                  .set("who", who));
    send(e);
    return {};
}

std::string OnlineClient::pluginList() const {
    std::string out;
    for (const LoadedPlugin& p : m_host.plugins())
        out += (out.empty() ? "" : " ") + p.id + ":" + p.version;
    return out;
}

Status OnlineClient::join(const std::string& table, std::optional<int> seat,
                          const std::string& password) {
    if (!validTableId(table)) return Error("'" + table + "' is not a table id");
    Element e = element("join");
    e.set("table", table)
        .set("protocol", std::to_string(kProtocolVersion))
        .set("plugins", pluginList());
    e.set("value", toHex(randomBytes32()));
    if (seat) e.set("seat", std::to_string(*seat));
    if (!password.empty()) e.set("password", password);
    send(e);
    return {};
}

Status OnlineClient::watch(const std::string& table, const std::string& password) {
    if (!validTableId(table)) return Error("'" + table + "' is not a table id");
    Element e = element("watch");
    e.set("table", table);
    if (!password.empty()) e.set("password", password);
    send(e);
    return {};
}

void OnlineClient::leave(const std::string& table) {
    send(element("leave").set("table", table));
}

void OnlineClient::sync(const std::string& table) {
    auto it = m_tables.find(table);
    const int after = it != m_tables.end() && it->second.session ? it->second.at : 0;
    const long long chat = it != m_tables.end() ? it->second.chatSeen : 0;
    send(element("sync")
             .set("table", table)
             .set("after", std::to_string(after))
             .set("chat", std::to_string(chat)));
}

Status OnlineClient::move(const std::string& table, const std::string& text) {
    const ClientTable* t = this->table(table);
    if (!t || !t->session) return Error("the game at " + table + " is not known here yet");
    if (!t->turn || t->turn->kind != "move") return Error("it is not your move");
    if (text.empty() || text.size() > kMaxMoveText) return Error("a move is 1 to 64 characters");
    send(element("move").set("table", table).set("after", std::to_string(t->at)).setText(text));
    return {};
}

Status OnlineClient::roll(const std::string& table) {
    const ClientTable* t = this->table(table);
    if (!t || !t->turn || t->turn->kind != "roll") return Error("it is not your throw");
    send(element("roll")
             .set("table", table)
             .set("after", std::to_string(t->turn->after))
             .set("value", toHex(randomBytes32())));
    return {};
}

Status OnlineClient::chat(const std::string& table, const std::string& text) {
    if (text.empty() || text.size() > kMaxChat) return Error("a chat line is 1 to 500 characters");
    Element e = element("chat");
    if (!table.empty()) e.set("table", table);  // none: the lobby's chat
    send(e.setText(text));
    return {};
}

void OnlineClient::resign(const std::string& table) {
    send(element("resign").set("table", table));
}

void OnlineClient::draw(const std::string& table, const std::string& action) {
    send(element("draw").set("table", table).set("action", action));
}

void OnlineClient::absent(const std::string& table, int seat, const std::string& action) {
    send(element("absent")
             .set("table", table)
             .set("seat", std::to_string(seat))
             .set("action", action));
}

void OnlineClient::rematch(const std::string& table) {
    send(element("rematch").set("table", table).set("value", toHex(randomBytes32())));
}

void OnlineClient::resume(const std::string& table) {
    send(element("resume").set("table", table));
}

const ClientTable* OnlineClient::table(const std::string& id) const {
    auto it = m_tables.find(id);
    return it == m_tables.end() ? nullptr : &it->second;
}

ClientTable& OnlineClient::tableRef(const std::string& id) {
    ClientTable& t = m_tables[id];
    t.id = id;
    return t;
}

void OnlineClient::refuse(const std::string& table, const std::string& reason,
                          const std::string& text) {
    m_out.push_back({.kind = Kind::Refused, .table = table, .text = text, .reason = reason});
}

void OnlineClient::unverified(ClientTable& t, int n, const std::string& text) {
    m_out.push_back({.kind = Kind::Unverified, .table = t.id, .n = n, .text = text});
}

void OnlineClient::onPayload(const Element& e) {
    const std::string id = e.attrOr("table");
    if (!id.empty() && !validTableId(id)) return;
    if (e.name == "welcome") {
        // A referee that keeps its node now (it started after this lobby fell back to
        // lists): the lobby follows it from here on.
        if (m_lobby.mode() == LobbyFollower::Mode::List && !e.attrOr("lobby-node").empty())
            m_lobby.enter(m_xmpp);
        m_lobby.welcome(e);
        m_out.push_back({.kind = Kind::Welcome, .text = e.attrOr("games")});
    } else if (e.name == "tables") {
        // Which request it answers ("list" or "mine"; empty from a referee before 0.4).
        const std::string answers = e.attrOr("for");
        ClientEvent ev{.kind = Kind::Tables,
                       .text = answers == "list" || answers == "mine" ? answers : ""};
        for (const Element& c : e.children) {
            if (c.name != "table") continue;
            if (ev.tables.size() >= kMaxLobbyTables) break;
            // Checked as the lobby node's items are (table_info.hpp).
            if (auto info = parseTableInfo(c)) ev.tables.push_back(std::move(*info));
        }
        m_out.push_back(std::move(ev));
    } else if (e.name == "created") {
        tableRef(id);
        m_out.push_back({.kind = Kind::Created, .table = id});
    } else if (e.name == "joined") {
        ClientTable& t = tableRef(id);
        t.seat = intAttr(e, "seat");
        m_out.push_back({.kind = Kind::Joined, .table = id, .seat = t.seat});
    } else if (e.name == "sync") {
        onSync(e);
    } else if (e.name == "error") {
        refuse(id, e.attrOr("reason"), e.text);
    } else if (e.name == "left") {
        m_tables.erase(id);
        m_out.push_back({.kind = Kind::Left, .table = id});
    } else if (e.name == "chat") {
        onChat(id, e, false);
    } else if (e.name == "rematch") {
        m_out.push_back({.kind = Kind::Rematch,
                         .table = id,
                         .seat = intAttr(e, "seat"),
                         .text = validTableId(e.attrOr("new")) ? e.attrOr("new") : ""});
    } else if (e.name == "draw") {
        m_out.push_back({.kind = Kind::Draw,
                         .table = id,
                         .seat = intAttr(e, "seat"),
                         .text = e.attrOr("action")});
    } else {
        auto it = m_tables.find(id);
        if (it == m_tables.end()) return;  // a table this client does not follow
        ClientTable& t = it->second;
        if (e.name == "event") {
            onEvent(t, e);
        } else if (e.name == "commit") {
            t.commit = ClientTable::Commit{intAttr(e, "n"), intAttr(e, "seat"), e.attrOr("hash")};
            m_out.push_back(
                {.kind = Kind::Commit, .table = id, .n = t.commit->n, .seat = t.commit->seat});
        } else if (e.name == "reveal") {
            onReveal(t, e);
        } else if (e.name == "presence") {
            const int seat = intAttr(e, "seat");
            if (seat < 0 || seat >= kMaxSeats) return;
            if (t.away.size() <= static_cast<std::size_t>(seat))
                t.away.resize(static_cast<std::size_t>(seat) + 1);
            t.away[static_cast<std::size_t>(seat)] = e.attrOr("state") == "away";
            m_out.push_back(
                {.kind = Kind::Presence, .table = id, .seat = seat, .text = e.attrOr("state")});
        } else if (e.name == "absent") {
            const std::string action = e.attrOr("action");
            if (action == "adjourn") t.status = "adjourned";
            if (action == "bot" && intAttr(e, "seat") == t.seat) t.seat = -1;  // now watching
            m_out.push_back({.kind = Kind::Absent,
                             .table = id,
                             .n = intAttr(e, "since", 0),
                             .seat = intAttr(e, "seat"),
                             .text = e.attrOr("action"),
                             .account = e.attrOr("by")});
        } else if (e.name == "resumed") {
            t.status = "playing";
            m_out.push_back({.kind = Kind::Resumed, .table = id});
        } else if (e.name == "timeout") {
            t.clocks.running = -1;
            if (e.attrOr("action") == "bot" && intAttr(e, "seat") == t.seat) t.seat = -1;
            m_out.push_back({.kind = Kind::Timeout,
                             .table = id,
                             .n = intAttr(e, "n", 0),
                             .seat = intAttr(e, "seat"),
                             .text = e.attrOr("action")});
        } else if (e.name == "turn") {
            ClientTable::Turn turn;
            turn.after = intAttr(e, "after", 0);
            turn.kind = e.attrOr("kind");
            if (const Element* m = e.child("moves")) turn.moves = words(m->text);
            if (const Element* v = e.child("view")) t.view = v->text;
            if (turn.after != t.at) {
                sync(id);  // a prompt for a position this client has not reached
                return;
            }
            t.turn = std::move(turn);
            if (const int ms = intAttr(e, "clock", -1); ms >= 0 && t.seat >= 0) {
                if (t.clocks.leftMs.size() <= static_cast<std::size_t>(t.seat))
                    t.clocks.leftMs.resize(static_cast<std::size_t>(t.seat) + 1);
                t.clocks.leftMs[static_cast<std::size_t>(t.seat)] = ms;
                t.clocks.running = t.seat;
                t.clocks.since = std::chrono::steady_clock::now();
            }
            m_out.push_back(
                {.kind = Kind::Turn, .table = id, .n = t.at, .seat = t.seat, .text = t.turn->kind});
        } else if (e.name == "over") {
            t.status = "over";
            t.turn.reset();
            m_out.push_back({.kind = Kind::Over,
                             .table = id,
                             .n = intAttr(e, "n", 0),
                             .text = e.attrOr("reason"),
                             .seats = intList(e.attrOr("winners"))});
        }
    }
}

void OnlineClient::onChat(const std::string& id, const Element& e, bool replayed) {
    // A table's lines are numbered: one heard already (live, then again in a sync) is not
    // told twice.
    const auto c = parseNumber(e.attrOr("c", "0"), 2'000'000'000);
    // Looked up, not made: a table left is not followed again because its chat goes on.
    if (auto it = m_tables.find(id); !id.empty() && c && *c > 0 && it != m_tables.end()) {
        if (*c <= it->second.chatSeen) return;
        it->second.chatSeen = static_cast<int>(*c);
    }
    m_out.push_back({.kind = Kind::Chat,
                     .table = id,
                     .n = c ? static_cast<int>(*c) : 0,
                     .seat = intAttr(e, "seat"),
                     .text = e.text,
                     .reason = replayed ? "replayed" : "",
                     .account = e.attrOr("account")});
}

void OnlineClient::onSync(const Element& e) {
    const std::string id = e.attrOr("table");
    ClientTable& t = tableRef(id);
    t.status = e.attrOr("status");
    t.seat = intAttr(e, "you");
    t.turn.reset();
    if (const Element* setup = e.child("setup")) {
        auto record = parseRecord(setup->text, "the referee's setup");
        if (!record) return refuse(id, "malformed", record.error().toString());
        auto game = m_host.find(record->game);
        if (!game)
            return refuse(id, "unknown-game", "this program has no game '" + record->game + "'");
        auto state = game->newState(record->setup);
        if (!state) return refuse(id, "unknown-game", state.error().reason);
        t.session = session::GameSession::open(std::move(*state));
        t.at = 0;
        t.expectedThrow.clear();
        t.seatNames.clear();
        for (const auto& p : record->setup.players)
            t.seatNames.push_back(p.name);
    }
    t.commit.reset();
    for (const Element& c : e.children) {
        if (c.name == "event" && t.session)
            onEvent(t, c);
        else if (c.name == "commit")
            t.commit = ClientTable::Commit{intAttr(c, "n"), intAttr(c, "seat"), c.attrOr("hash")};
        else if (c.name == "view")
            t.view = c.text;
        else if (c.name == "seat") {
            const int seat = intAttr(c, "index");
            if (seat < 0 || seat >= kMaxSeats) continue;
            if (t.away.size() <= static_cast<std::size_t>(seat))
                t.away.resize(static_cast<std::size_t>(seat) + 1);
            t.away[static_cast<std::size_t>(seat)] = c.attrOr("away") == "1";
            if (t.accounts.size() <= static_cast<std::size_t>(seat))
                t.accounts.resize(static_cast<std::size_t>(seat) + 1);
            t.accounts[static_cast<std::size_t>(seat)] = c.attrOr("account");
        } else if (c.name == "clocks") {
            t.clocks.control = c.attrOr("control");
            t.clocks.leftMs = intList<long long>(c.attrOr("left"));
            t.clocks.running = intAttr(c, "running", -1);
            t.clocks.since = std::chrono::steady_clock::now();
        } else if (c.name == "over") {
            t.status = "over";
            m_out.push_back({.kind = Kind::Over,
                             .table = id,
                             .n = intAttr(c, "n", 0),
                             .text = c.attrOr("reason"),
                             .seats = intList(c.attrOr("winners"))});
        } else if (c.name == "chat") {
            onChat(id, c, true);
        }
    }
    if (t.session && intAttr(e, "at", 0) != t.at) {
        // The sync started after what this client has: ask for everything.
        t.session.reset();
        send(element("sync").set("table", id).set("after", "0"));
        return;
    }
    m_out.push_back(
        {.kind = Kind::Synced, .table = id, .n = t.at, .seat = t.seat, .text = t.status});
}

void OnlineClient::onEvent(ClientTable& t, const Element& e) {
    const int n = intAttr(e, "n", 0);
    if (!t.session || n <= t.at) return;  // not started here yet, or already applied
    if (n != t.at + 1) {
        sync(t.id);  // a gap: ask for what is missing
        return;
    }
    const bool chance = t.session->state().isChance();
    if (chance) {
        auto expected = t.expectedThrow.find(n);
        if (expected != t.expectedThrow.end() && expected->second != e.text)
            unverified(t, n,
                       "the throw " + e.text + " is not the one the reveal proves (" +
                           expected->second + ")");
    }
    if (auto ok = t.session->play(e.text, session::By::Script); !ok) {
        unverified(t, n,
                   "the referee's event " + e.text + " does not apply here: " + ok.error().reason);
        t.session.reset();
        send(element("sync").set("table", t.id).set("after", "0"));
        return;
    }
    t.session->takeEvents();
    t.at = n;
    if (const std::string* left = e.attr("clocks")) {
        // The mover's clock stopped; the next person's starts (a bot's turn runs none).
        t.clocks.leftMs = intList<long long>(*left);
        const State& s = t.session->state();
        t.clocks.running = s.isTerminal() ? -1 : s.actingPlayer();
        t.clocks.since = std::chrono::steady_clock::now();
    }
    t.turn.reset();
    if (chance) t.commit.reset();
    m_out.push_back({.kind = chance ? Kind::Throw : Kind::Move,
                     .table = t.id,
                     .n = n,
                     .seat = intAttr(e, "seat"),
                     .text = e.text});
}

long long ClientTable::Clocks::leftNow(int seat, std::chrono::steady_clock::time_point now) const {
    if (seat < 0 || seat >= static_cast<int>(leftMs.size())) return 0;
    long long left = leftMs[static_cast<std::size_t>(seat)];
    if (seat == running)
        left -= std::chrono::duration_cast<std::chrono::milliseconds>(now - since).count();
    return left;
}

void OnlineClient::onReveal(ClientTable& t, const Element& e) {
    const int n = intAttr(e, "n", -1);
    const auto secret = parseHex32(e.attrOr("secret"));
    const auto value = parseHex32(e.attrOr("value"));
    if (!secret || !value) return unverified(t, n + 1, "the reveal is malformed");
    if (!t.commit || t.commit->n != n || commitmentOf(*secret) != t.commit->hash)
        return unverified(t, n + 1, "the revealed secret does not match the referee's commitment");
    if (!t.session || t.at != n || !t.session->state().isChance()) return;  // checked on the event
    ChanceList outcomes;
    t.session->state().chanceOutcomes(outcomes);
    const auto weights = integerWeights(outcomes);
    std::string weightText;
    for (auto w : weights)
        weightText += (weightText.empty() ? "" : " ") + std::to_string(w);
    if (weightText != e.attrOr("weights"))
        return unverified(t, n + 1, "the referee's weights differ from the game's");
    const int k = drawOutcome(*secret, *value, static_cast<std::uint32_t>(n), weights);
    if (std::to_string(k) != e.attrOr("outcome") || k < 0)
        return unverified(t, n + 1, "the outcome does not follow from the secret and the value");
    t.expectedThrow[n + 1] =
        t.session->state().moveToString(outcomes[static_cast<std::size_t>(k)].move);
}

}  // namespace plateau::online
