#include "online/referee.hpp"

#include <algorithm>

#include <plateau/host/logging.hpp>
#include <plateau/sdk/random.hpp>

#include "online/table_store.hpp"

namespace plateau::online {

using xmpp::Element;

namespace {

std::string hashPassword(const std::string& password) {
    return password.empty() ? std::string() : toHex(sha256(password.data(), password.size()));
}

// Bots the referee may run: its own, never an outside program.
bool allowedBot(const std::string& controller) {
    return controller.starts_with("bot:") && !controller.starts_with("bot:engine");
}

}  // namespace

Referee::Referee(const PluginHost& host, Options options)
    : m_host(host), m_options(std::move(options)) {
    if (!m_options.persist) {
        const auto dir = m_options.dataDir;
        m_options.persist = [dir](const Table& t) { return saveTable(dir, t); };
    }
    if (!m_options.wallClock)
        m_options.wallClock = [] {
            return static_cast<std::int64_t>(
                std::chrono::duration_cast<std::chrono::seconds>(
                    std::chrono::system_clock::now().time_since_epoch())
                    .count());
        };
}

std::vector<Error> Referee::restore(Outbox& out) {
    m_now = Clock::now();
    LoadedTables loaded = loadTables(m_options.dataDir, m_host);
    for (Table& t : loaded.tables) {
        const std::string id = t.id;
        m_tables[id] = std::move(t);
    }
    for (auto& [id, table] : m_tables) {
        // Finished games wait on nobody: their players are not told again.
        if (table.status == Table::Status::Waiting || table.status == Table::Status::Over) continue;
        for (const std::string& member : table.audience())
            out.push_back({member, syncFor(table, member, 0)});
        if (table.status == Table::Status::Playing) advance(table, out);
    }
    return std::move(loaded.problems);
}

bool Referee::allow(const std::string& account, Clock::time_point now) {
    Bucket& b = m_buckets[account];
    if (!b.primed) {
        b.tokens = m_options.burst;
        b.last = now;
        b.primed = true;
    }
    // A request stamped earlier than the last (requests handled out of order) refills nothing.
    const double seconds = std::max(0.0, std::chrono::duration<double>(now - b.last).count());
    b.tokens = std::min(m_options.burst, b.tokens + seconds * m_options.ratePerSecond);
    b.last = std::max(b.last, now);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
}

bool Referee::answersTurn(const std::string& account, const Element* payload) {
    if (!payload || (payload->name != "move" && payload->name != "roll")) return false;
    auto it = m_tables.find(payload->attrOr("table"));
    if (it == m_tables.end()) return false;
    const Table& t = it->second;
    const int seat = awaitedSeat(t);  // a person's, in a game being played
    if (seat < 0 || t.seats[static_cast<std::size_t>(seat)].account != account) return false;
    // At a chance node the awaited seat throws (awaitedSeat found its dice), else it moves.
    const bool roll = t.state->isChance();
    const int at = roll ? t.dice->n : t.events();
    if (payload->name != (roll ? "roll" : "move") || payload->attrOr("after") != std::to_string(at))
        return false;
    auto [answered, fresh] = m_turnAnswered.try_emplace(t.id, at);
    if (!fresh && answered->second == at) return false;
    answered->second = at;
    return true;
}

Outbox Referee::handle(const std::string& account, const Element* payload, bool tooLarge,
                       Clock::time_point now, const std::string& replyTo) {
    Outbox out;
    m_now = now;
    // Answers go to the resource that asked (an account may run several programs); what
    // happens at a table goes to the account's bare JID.
    m_replyTo = replyTo.empty() ? account : replyTo;
    m_now = now;
    if (account.empty() || account == m_options.self) return out;
    if (!answersTurn(account, tooLarge ? nullptr : payload) && !allow(account, now)) {
        // One refusal per second at most, so a flood does not make the referee flood back.
        Bucket& b = m_buckets[account];
        if (b.tokens > -1) {
            b.tokens -= m_options.ratePerSecond;
            out.push_back({m_replyTo, errorElement("", "", "rate-limited",
                                                   "more than the allowed requests per second")});
        }
        return out;
    }
    if (tooLarge) {
        out.push_back({m_replyTo, errorElement("", "", "too-large",
                                               "the message is larger than 16384 characters")});
        return out;
    }
    if (!payload) return out;
    const Element& e = *payload;
    const std::string& name = e.name;
    if (name == "hello")
        onHello(account, e, out);
    else if (name == "list")
        onList(account, e, out);
    else if (name == "create")
        onCreate(account, e, out);
    else if (name == "join")
        onJoin(account, e, out);
    else if (name == "watch")
        onWatch(account, e, out);
    else if (name == "leave")
        onLeave(account, e, out);
    else if (name == "sync")
        onSync(account, e, out);
    else if (name == "move")
        onMove(account, e, out);
    else if (name == "roll")
        onRoll(account, e, out);
    else if (name == "chat" && !e.attr("table"))
        onLobbyChat(account, e, out);
    else if (name == "chat")
        onChat(account, e, out);
    else if (name == "resign")
        onResign(account, e, out);
    else if (name == "draw")
        onDraw(account, e, out);
    else if (name == "mine")
        onMine(account, out);
    else if (name == "absent")
        onAbsent(account, e, out);
    else if (name == "resume")
        onResume(account, e, out);
    else if (name == "rematch")
        onRematch(account, e, out);
    else if (name == "error" || name == "welcome") {
        // Never answer an answer.
    } else {
        out.push_back({m_replyTo, errorElement(name, "", "unknown-request",
                                               "protocol 1 has no request '" + name + "'")});
    }
    return out;
}

std::string Referee::newTableId() {
    if (!m_nextId.empty()) return std::exchange(m_nextId, {});
    static const char alphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (;;) {
        const Bytes32 r = randomBytes32();
        std::string id;
        for (int i = 0; i < 6; ++i)
            id += alphabet[r[static_cast<std::size_t>(i)] % 36];
        if (!m_tables.count(id)) return id;
    }
}

Table* Referee::tableFor(const std::string& /*who*/, const Element& e, Outbox& out) {
    const std::string id = e.attrOr("table");
    auto it = validTableId(id) ? m_tables.find(id) : m_tables.end();
    if (it == m_tables.end()) {
        out.push_back(
            {m_replyTo, errorElement(e.name, validTableId(id) ? id : "", "unknown-table",
                                     "there is no table '" + id.substr(0, kMaxTableId) + "'")});
        return nullptr;
    }
    return &it->second;
}

bool Referee::persist(Table& table, const std::string& who, const std::string& request,
                      Outbox& out) {
    m_lobbyDirty.insert(table.id);
    if (m_options.groupCommit) {
        m_dirty.insert(table.id);
        return true;
    }
    if (auto ok = m_options.persist(table); !ok) {
        logger()->error("table {}: cannot write its log: {}", table.id, ok.error().toString());
        if (!who.empty())
            out.push_back({m_replyTo, errorElement(request, table.id, "internal",
                                                   "the referee cannot write the table's log")});
        return false;
    }
    return true;
}

Outbox Referee::commit(Outbox out) {
    if (m_dirty.empty()) return out;
    std::vector<const Table*> tables;
    for (const std::string& id : m_dirty)
        if (auto it = m_tables.find(id); it != m_tables.end()) tables.push_back(&it->second);
    m_dirty.clear();
    const auto results = saveTables(m_options.dataDir, tables);
    std::set<std::string> failed;
    for (std::size_t i = 0; i < tables.size(); ++i)
        if (!results[i]) {
            logger()->error("table {}: cannot write its log: {}", tables[i]->id,
                            results[i].error().toString());
            failed.insert(tables[i]->id);
            m_dirty.insert(tables[i]->id);  // tried again with the next batch
        }
    if (!failed.empty())
        std::erase_if(out,
                      [&](const Outgoing& o) { return failed.count(o.payload.attrOr("table")); });
    return out;
}

void Referee::broadcast(const Table& table, const Element& e, Outbox& out) const {
    for (const std::string& member : table.audience())
        out.push_back({member, e});
}

void Referee::onCreate(const std::string& who, const Element& e, Outbox& out) {
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("create", "", reason, text)});
    };
    const std::string gameId = e.attrOr("game");
    auto game = m_host.find(gameId);
    const LoadedPlugin* plugin = m_host.findPlugin(gameId);
    if (!game || !plugin)
        return refuse("unknown-game", "this referee has no game '" + gameId.substr(0, 40) + "'");
    const std::string version = e.attrOr("plugin-version");
    if (version != plugin->version)
        return refuse("version-mismatch", "plugin " + gameId + " " + plugin->version + " here, " +
                                              (version.empty() ? "none" : version.substr(0, 40)) +
                                              " at the client");
    if (const std::string* p = e.attr("protocol"); p && *p != std::to_string(kProtocolVersion))
        return refuse("version-mismatch",
                      "protocol 1 here, " + p->substr(0, 10) + " at the client");
    // Only the game's own variants: a path would read a file on the referee's machine.
    const VariantInfo* variant = nullptr;
    const std::string variantId =
        e.attrOr("variant", game->variants().empty() ? "" : game->variants()[0].id);
    for (const VariantInfo& v : game->variants())
        if (v.id == variantId) variant = &v;
    if (!variant)
        return refuse("unknown-game", gameId + " has no variant '" + variantId.substr(0, 40) + "'");
    const auto seatCount =
        parseNumber(e.attrOr("seats", std::to_string(variant->minPlayers)), kMaxSeats);
    if (!seatCount || *seatCount < 1 || !variant->allowsPlayers(static_cast<int>(*seatCount)))
        return refuse("unknown-game",
                      variant->id + " takes " + variant->playersText() + " players");
    Setup setup;
    setup.variant = variant->id;
    for (const Element& c : e.children) {
        if (c.name != "option") continue;
        const OptionSpec* spec = variant->findOption(c.attrOr("key"));
        if (!spec)
            return refuse("unknown-game",
                          variant->id + " has no option '" + c.attrOr("key").substr(0, 40) + "'");
        auto value = spec->parse(c.attrOr("value"));
        if (!value) return refuse("unknown-game", value.error().reason);
        setup.options.set(spec->key, *value);
    }
    const auto grace = parseNumber(e.attrOr("grace", "120"), kMaxGrace);
    if (!grace || *grace < kMinGrace) return refuse("malformed", "'grace' is 1 to 86400 seconds");
    const auto clock = TimeControl::parse(e.attrOr("clock"));
    if (!clock)
        return refuse("malformed",
                      "a clock is move:SECONDS or game:SECONDS+INCREMENT (1 s to 7 days)");
    Table t;
    t.id = newTableId();
    t.game = game;
    t.pluginVersion = plugin->version;
    t.passwordHash = hashPassword(e.attrOr("password"));
    t.startSecret = randomBytes32();
    t.seats.resize(static_cast<std::size_t>(*seatCount));
    t.clocks.reset(*clock, static_cast<int>(*seatCount));
    t.graceSeconds = static_cast<int>(*grace);
    t.host = who;
    t.openedAt = m_options.wallClock();
    for (const Element& c : e.children) {
        if (c.name != "seat") continue;
        const auto index = parseNumber(c.attrOr("index"), *seatCount - 1);
        if (!index)
            return refuse("malformed",
                          "a seat's index must be 0 to " + std::to_string(*seatCount - 1));
        Seat& s = t.seats[static_cast<std::size_t>(*index)];
        const std::string kind = c.attrOr("kind"), whom = c.attrOr("who");
        if (kind == "open") {
            s = Seat{};
        } else if (kind == "bot") {
            if (!allowedBot(whom))
                return refuse("unknown-game", "the referee runs only its own bots, not '" +
                                                  whom.substr(0, 60) + "'");
            auto bot = makeBot(*game, whom);
            if (!bot) return refuse("unknown-game", bot.error().reason);
            s.kind = Seat::Kind::Bot;
            s.bot = whom;
        } else if (kind == "invite") {
            if (whom.find('@') == std::string::npos || whom.size() > 200)
                return refuse("malformed", "an invitation names an account (user@domain)");
            s.kind = Seat::Kind::Invited;
            s.account = whom;
        } else {
            return refuse("malformed", "a seat's kind is open, bot or invite");
        }
    }
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        PlayerSetup p;
        p.name = "Seat " + std::to_string(i + 1);
        setup.players.push_back(p);
    }
    auto probe = game->newState(setup);
    if (!probe) return refuse("unknown-game", probe.error().reason);
    t.record.game = gameId;
    t.record.pluginVersion = plugin->version;
    t.record.setup = setup;
    // The creator sits at the first seat that is open (or kept for them).
    bool seated = false;
    for (std::size_t i = 0; i < t.seats.size() && !seated; ++i) {
        Seat& s = t.seats[i];
        if (s.kind == Seat::Kind::Open || (s.kind == Seat::Kind::Invited && s.account == who)) {
            s.kind = Seat::Kind::Person;
            s.account = who;
            s.value = parseHex32(e.attrOr("value"));
            seated = true;
        }
    }
    const std::string id = t.id;
    Table& table = m_tables[id] = std::move(t);
    const int seat = table.seatOf(who);
    const bool full = std::none_of(table.seats.begin(), table.seats.end(), [](const Seat& s) {
        return s.kind == Seat::Kind::Open || s.kind == Seat::Kind::Invited;
    });
    // A table full at once (bots and the creator) starts now; what the start sends goes
    // after the creator hears of the table.
    Outbox later;
    if (full) start(table, later);
    if (!persist(table, who, "create", out)) {
        m_tables.erase(id);
        return;
    }
    out.push_back({m_replyTo, element("created").set("table", id)});
    if (seat >= 0)
        out.push_back(
            {m_replyTo, element("joined").set("table", id).set("seat", std::to_string(seat))});
    for (auto& o : later)
        out.push_back(std::move(o));
}

// Another game at the same table's terms once every person there asked: a new table
// (a new id, so each game keeps its own log), the same seats, a new draw for who starts
// from the values the players sent with their requests.
void Referee::onRematch(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("rematch", t->id, reason, text)});
    };
    const int seat = t->seatOf(who);
    if (seat < 0) return refuse("not-seated", "you have no seat at this table");
    if (t->status != Table::Status::Over) return refuse("not-over", "the game is not over");
    if (!t->rematchTable.empty()) {
        out.push_back(
            {m_replyTo, element("rematch").set("table", t->id).set("new", t->rematchTable)});
        return;
    }
    const auto value = parseHex32(e.attrOr("value"));
    t->rematchValues[seat] = value ? *value : randomBytes32();
    broadcast(*t, element("rematch").set("table", t->id).set("seat", std::to_string(seat)), out);
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (t->seats[i].kind == Seat::Kind::Person && !t->rematchValues.count(static_cast<int>(i)))
            return;
    Table n;
    n.id = newTableId();
    n.game = t->game;
    n.pluginVersion = t->pluginVersion;
    n.passwordHash = t->passwordHash;
    n.startSecret = randomBytes32();
    n.graceSeconds = t->graceSeconds;
    n.host = t->host;
    n.openedAt = m_options.wallClock();
    n.clocks.reset(t->clocks.control(), static_cast<int>(t->seats.size()));
    n.record.game = t->record.game;
    n.record.pluginVersion = t->record.pluginVersion;
    n.record.setup = t->record.setup;
    n.seats = t->seats;
    for (std::size_t i = 0; i < n.seats.size(); ++i) {
        auto given = t->rematchValues.find(static_cast<int>(i));
        n.seats[i].value =
            given != t->rematchValues.end() ? std::optional(given->second) : std::nullopt;
    }
    const std::string id = n.id;
    Table& table = m_tables[id] = std::move(n);
    Outbox later;
    start(table, later);
    if (!persist(table, who, "rematch", out)) {
        m_tables.erase(id);
        return;
    }
    t->rematchTable = id;
    if (!persist(*t, who, "rematch", out)) return;
    broadcast(*t, element("rematch").set("table", t->id).set("new", id), out);
    for (auto& o : later)
        out.push_back(std::move(o));
}

void Referee::onJoin(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    auto refuse = [&](const std::string& reason, const std::string& text) {
        out.push_back({m_replyTo, errorElement("join", t->id, reason, text)});
    };
    std::string version = e.attrOr("plugin-version");
    if (version.empty()) {
        // Or the client's whole list, "goose:1.0.0 quoridor:0.3.0": the table's game's entry.
        const std::string list = e.attrOr("plugins"), prefix = t->record.game + ":";
        for (std::size_t at = 0; at < list.size();) {
            const std::size_t end = std::min(list.find(' ', at), list.size());
            const std::string entry = list.substr(at, end - at);
            if (entry.starts_with(prefix)) version = entry.substr(prefix.size());
            at = end + 1;
        }
    }
    if (version != t->pluginVersion)
        return refuse("version-mismatch",
                      "plugin " + t->record.game + " " + t->pluginVersion + " at the table, " +
                          (version.empty() ? "none" : version.substr(0, 40)) + " at the client");
    if (const std::string* p = e.attr("protocol"); p && *p != std::to_string(kProtocolVersion))
        return refuse("version-mismatch",
                      "protocol 1 at the table, " + p->substr(0, 10) + " at the client");
    // A private table lets in whoever has its password, and the accounts seated or invited
    // there without it.
    const bool invited = std::any_of(t->seats.begin(), t->seats.end(), [&](const Seat& s) {
        return (s.kind == Seat::Kind::Invited || s.kind == Seat::Kind::Person) && s.account == who;
    });
    if (!t->passwordHash.empty() && !invited &&
        hashPassword(e.attrOr("password")) != t->passwordHash)
        return refuse("bad-password", "the table is private and the password does not match");
    if (const int mine = t->seatOf(who); mine >= 0) {
        // Back at one's own seat (a restarted client): what the table holds now.
        out.push_back(
            {m_replyTo, element("joined").set("table", t->id).set("seat", std::to_string(mine))});
        out.push_back({m_replyTo, syncFor(*t, who, 0)});
        if (t->status == Table::Status::Playing) promptTurn(*t, out);
        return;
    }
    if (t->status != Table::Status::Waiting)
        return refuse("seat-taken", "the game has started; watch it instead");
    int seat = -1;
    if (const std::string* wanted = e.attr("seat")) {
        const auto index = parseNumber(*wanted, static_cast<long long>(t->seats.size()) - 1);
        if (!index)
            return refuse("malformed",
                          "the table's seats are 0 to " + std::to_string(t->seats.size() - 1));
        seat = static_cast<int>(*index);
        const Seat& s = t->seats[static_cast<std::size_t>(seat)];
        if (s.kind == Seat::Kind::Invited && s.account != who)
            return refuse("not-invited",
                          "seat " + std::to_string(seat) + " is kept for another account");
        if (s.kind != Seat::Kind::Open && s.kind != Seat::Kind::Invited)
            return refuse("seat-taken", "seat " + std::to_string(seat) + " is taken");
    } else {
        for (std::size_t i = 0; i < t->seats.size() && seat < 0; ++i) {
            const Seat& s = t->seats[i];
            if (s.kind == Seat::Kind::Open || (s.kind == Seat::Kind::Invited && s.account == who))
                seat = static_cast<int>(i);
        }
        if (seat < 0) return refuse("seat-taken", "no seat is open at this table");
    }
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    s.kind = Seat::Kind::Person;
    s.account = who;
    s.value = parseHex32(e.attrOr("value"));
    const bool full = std::none_of(t->seats.begin(), t->seats.end(), [](const Seat& x) {
        return x.kind == Seat::Kind::Open || x.kind == Seat::Kind::Invited;
    });
    Outbox later;
    if (full) start(*t, later);
    if (!persist(*t, who, "join", out)) return;
    out.push_back(
        {m_replyTo, element("joined").set("table", t->id).set("seat", std::to_string(seat))});
    for (auto& o : later)
        out.push_back(std::move(o));
}

void Referee::onWatch(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    if (!t->passwordHash.empty() && t->seatOf(who) < 0 &&
        hashPassword(e.attrOr("password")) != t->passwordHash) {
        out.push_back(
            {m_replyTo, errorElement("watch", t->id, "bad-password",
                                     "the table is private and the password does not match")});
        return;
    }
    if (t->seatOf(who) < 0) t->watchers.insert(who);
    out.push_back({m_replyTo, syncFor(*t, who, 0)});
}

void Referee::onLeave(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const int seat = t->seatOf(who);
    t->watchers.erase(who);
    if (seat >= 0 && t->status == Table::Status::Waiting) {
        t->seats[static_cast<std::size_t>(seat)] = Seat{};
        if (!persist(*t, who, "leave", out)) return;
    }
    out.push_back(
        {m_replyTo, element("left").set("table", t->id).set("seat", std::to_string(seat))});
}

void Referee::onSync(const std::string& who, const Element& e, Outbox& out) {
    Table* t = tableFor(who, e, out);
    if (!t) return;
    const bool allowed = t->seatOf(who) >= 0 || t->watchers.count(who) || t->passwordHash.empty();
    if (!allowed) {
        out.push_back(
            {m_replyTo, errorElement("sync", t->id, "bad-password",
                                     "the table is private: watch it with its password")});
        return;
    }
    const auto after = parseNumber(e.attrOr("after", "0"), 1'000'000'000);
    if (!after) {
        out.push_back({m_replyTo, errorElement("sync", t->id, "malformed",
                                               "'after' must be an event number")});
        return;
    }
    const auto chatAfter = parseNumber(e.attrOr("chat", "0"), 1'000'000'000'000);
    if (!chatAfter) {
        out.push_back({m_replyTo, errorElement("sync", t->id, "malformed",
                                               "'chat' must be a chat line's number")});
        return;
    }
    out.push_back(
        {m_replyTo,
         syncFor(*t, who, static_cast<int>(std::min<long long>(*after, t->events())), *chatAfter)});
    const int seat = t->seatOf(who);
    if (seat >= 0 && t->status == Table::Status::Playing) {
        Outbox prompt;
        promptTurn(*t, prompt);
        for (auto& p : prompt)
            if (p.to == who) {
                p.to = m_replyTo;
                out.push_back(std::move(p));
            }
    }
}

}  // namespace plateau::online
