#include "cli/online_command.hpp"
#include "tr.hpp"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include <nlohmann/json.hpp>
#include <plateau/host/numbers.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/random.hpp>

#include "online/dice.hpp"
#include "online/online_client.hpp"
#include "session/turn_clock.hpp"

namespace plateau::cli {

using online::ClientEvent;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

const char* kindName(ClientEvent::Kind kind) {
    switch (kind) {
        case ClientEvent::Kind::Connected:
            return "connected";
        case ClientEvent::Kind::Tables:
            return "tables";
        case ClientEvent::Kind::Created:
            return "created";
        case ClientEvent::Kind::Joined:
            return "joined";
        case ClientEvent::Kind::Synced:
            return "synced";
        case ClientEvent::Kind::Move:
            return "move";
        case ClientEvent::Kind::Throw:
            return "throw";
        case ClientEvent::Kind::Commit:
            return "commit";
        case ClientEvent::Kind::Turn:
            return "turn";
        case ClientEvent::Kind::Over:
            return "over";
        case ClientEvent::Kind::Chat:
            return "chat";
        case ClientEvent::Kind::Draw:
            return "draw";
        case ClientEvent::Kind::Left:
            return "left";
        case ClientEvent::Kind::Refused:
            return "refused";
        case ClientEvent::Kind::Unverified:
            return "unverified";
        case ClientEvent::Kind::Welcome:
            return "welcome";
        case ClientEvent::Kind::Timeout:
            return "timeout";
        case ClientEvent::Kind::Presence:
            return "presence";
        case ClientEvent::Kind::Absent:
            return "absent";
        case ClientEvent::Kind::Resumed:
            return "resumed";
        case ClientEvent::Kind::Rematch:
            return "rematch";
        case ClientEvent::Kind::Lobby:
            return "lobby";
    }
    return "?";
}

std::string seatName(const online::ClientTable* t, int seat) {
    if (t && seat >= 0 && seat < static_cast<int>(t->seatNames.size()))
        return t->seatNames[static_cast<std::size_t>(seat)];
    return fillText(tr("seat {0}"), {std::to_string(seat + 1)});
}

void printEvent(const ClientEvent& ev, const online::OnlineClient& client, bool json) {
    const online::ClientTable* t = client.table(ev.table);
    if (json) {
        nlohmann::json j;
        j["event"] = kindName(ev.kind);
        if (!ev.table.empty()) j["table"] = ev.table;
        if (ev.n) j["n"] = ev.n;
        if (ev.seat >= 0 || ev.kind == ClientEvent::Kind::Move) j["seat"] = ev.seat;
        if (!ev.text.empty()) j["text"] = ev.text;
        if (!ev.reason.empty()) j["reason"] = ev.reason;
        if (!ev.account.empty()) j["account"] = ev.account;
        if (ev.kind == ClientEvent::Kind::Over) {
            j["winners"] = ev.seats;
            if (t && t->session)
                j["position"] = t->session->state().toText(t->session->screenViewer());
            if (t) j["events"] = t->at;
        }
        if (ev.kind == ClientEvent::Kind::Turn && t && t->turn) j["moves"] = t->turn->moves;
        if (t && !t->clocks.control.empty() &&
            (ev.kind == ClientEvent::Kind::Turn || ev.kind == ClientEvent::Kind::Move ||
             ev.kind == ClientEvent::Kind::Throw))
            j["clocks_ms"] = t->clocks.leftMs;
        if (ev.kind == ClientEvent::Kind::Tables) {
            j["tables"] = nlohmann::json::array();
            for (const auto& i : ev.tables)
                j["tables"].push_back({{"id", i.id},
                                       {"game", i.game},
                                       {"variant", i.variant},
                                       {"plugin_version", i.pluginVersion},
                                       {"rules", i.rules},
                                       {"seats", i.seats},
                                       {"open", i.open},
                                       {"status", i.status},
                                       {"private", i.isPrivate},
                                       {"clock", i.clock},
                                       {"host", i.host},
                                       {"invited", i.invited},
                                       {"age", i.age},
                                       {"seat", i.yourSeat}});
        }
        std::cout << j.dump() << std::endl;
        return;
    }
    switch (ev.kind) {
        case ClientEvent::Kind::Connected:
            std::cout << fillText(tr("Connected as {0}"), {ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Tables:
            if (ev.tables.empty()) std::cout << tr("No tables.") << '\n';
            for (const auto& i : ev.tables)
                std::cout << i.id << "  " << i.game << " (" << i.variant << ", " << i.pluginVersion
                          << ")  "
                          << fillText(tr("{0} seats, {1} open"),
                                      {std::to_string(i.seats), std::to_string(i.open)})
                          << "  " << i.status
                          << (i.isPrivate ? "  " + tr("private") : std::string())
                          << (i.clock.empty() ? std::string() : "  " + i.clock) << '\n';
            break;
        case ClientEvent::Kind::Created:
            std::cout << fillText(tr("Table {0} created."), {ev.table}) << '\n';
            break;
        case ClientEvent::Kind::Joined:
            std::cout << fillText(tr("Seated at table {0}, seat {1}."),
                                  {ev.table, std::to_string(ev.seat + 1)})
                      << '\n';
            break;
        case ClientEvent::Kind::Synced:
            if (t && t->session)
                std::cout << t->session->state().toText(t->session->screenViewer()) << '\n';
            else
                std::cout << fillText(tr("Waiting for players at table {0}."), {ev.table}) << '\n';
            break;
        case ClientEvent::Kind::Move:
            std::cout << ev.n << ". " << seatName(t, ev.seat) << ": " << ev.text << '\n';
            break;
        case ClientEvent::Kind::Throw:
            std::cout << ev.n << ". " << fillText(tr("dice: {0} (verified)"), {ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Commit:
            break;
        case ClientEvent::Kind::Turn:
            if (t) std::cout << t->view << '\n';
            if (t && !t->clocks.control.empty() && t->seat >= 0)
                std::cout << fillText(tr("Your clock: {0} left."),
                                      {session::clockText(t->clocks.leftNow(
                                          t->seat, std::chrono::steady_clock::now()))})
                          << '\n';
            if (ev.text == "roll")
                std::cout << tr("Your throw: press Enter (or type roll).") << '\n';
            else
                std::cout << tr("Your move: type it (board, chat TEXT, resign, draw offer, quit).")
                          << '\n';
            break;
        case ClientEvent::Kind::Over:
            if (t && t->session)
                std::cout << t->session->state().toText(t->session->screenViewer()) << '\n';
            std::cout << fillText(tr("Game over: {0}"), {ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Chat:
            std::cout << "[" << ev.account << "] " << ev.text << '\n';
            break;
        case ClientEvent::Kind::Draw:
            std::cout << fillText(tr("{0}: draw {1}"), {seatName(t, ev.seat), ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Left:
            std::cout << fillText(tr("Left table {0}."), {ev.table}) << '\n';
            break;
        case ClientEvent::Kind::Refused:
            std::cout << fillText(tr("Refused ({0}): {1}"), {ev.reason, ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Unverified:
            std::cout << fillText(tr("WARNING: event {0} does not verify: {1}"),
                                  {std::to_string(ev.n), ev.text})
                      << '\n';
            break;
        case ClientEvent::Kind::Welcome:
            std::cout << fillText(tr("Referee games: {0}"), {ev.text}) << '\n';
            break;
        case ClientEvent::Kind::Timeout:
            std::cout << fillText(ev.text == "bot" ? tr("{0} ran out of time: a bot plays on.")
                                                   : tr("{0} ran out of time."),
                                  {seatName(t, ev.seat)})
                      << '\n';
            break;
        case ClientEvent::Kind::Presence:
            std::cout << fillText(ev.text == "away" ? tr("{0} is gone.") : tr("{0} is back."),
                                  {seatName(t, ev.seat)})
                      << '\n';
            break;
        case ClientEvent::Kind::Absent:
            if (ev.text.empty())
                std::cout << fillText(tr("{0} has been gone for {1} s: type wait, bot (a bot "
                                         "plays the seat) or adjourn (stop the game for now)."),
                                      {seatName(t, ev.seat), std::to_string(ev.n)})
                          << '\n';
            else if (ev.text == "bot")
                std::cout << fillText(tr("{0} is played by a bot from now on."),
                                      {seatName(t, ev.seat)})
                          << '\n';
            else if (ev.text == "adjourn")
                std::cout << tr("The game is adjourned: type resume to go on later.") << '\n';
            else
                std::cout << fillText(tr("Waiting for {0}."), {seatName(t, ev.seat)}) << '\n';
            break;
        case ClientEvent::Kind::Resumed:
            std::cout << tr("The game goes on.") << '\n';
            break;
        case ClientEvent::Kind::Rematch:
            if (!ev.text.empty())
                std::cout << fillText(tr("Another game: table {0}."), {ev.text}) << '\n';
            else
                std::cout << fillText(tr("{0} asks for another game."), {seatName(t, ev.seat)})
                          << '\n';
            break;
        case ClientEvent::Kind::Lobby:
            std::cout << (ev.text == "pubsub"
                              ? tr("Following the lobby: new tables show as they are opened.")
                              : tr("The server keeps no lobby node: the tables are listed."))
                      << '\n';
            break;
    }
    std::cout.flush();
}

// Refusals that end a request for good (no point waiting on).
bool final(const std::string& reason) {
    return reason == "bad-password" || reason == "version-mismatch" || reason == "unknown-table" ||
           reason == "seat-taken" || reason == "not-invited" || reason == "unknown-game" ||
           reason == "malformed";
}

}  // namespace

CLI::App* OnlineCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("online", tr("Play online through a referee on an XMPP server"));
    m_app->fallthrough();
    m_app->require_subcommand(1);
    m_xmpp.add(*m_app, "PLATEAU_ONLINE_PASSWORD");
    m_app->add_option("--referee", m_referee,
                      tr("The referee's account (default: referee@ your domain)"));
    m_app->add_flag("--json", m_json, tr("One JSON object per line, for scripts"));
    m_app->add_option("--timeout", m_timeout,
                      tr("Give up after this many seconds (default: never)"));
    m_app->add_flag("--rematch", m_rematch,
                    tr("With --auto: ask for one more game on the same terms when it ends"));
    m_app
        ->add_option("--absent", m_absent,
                     tr("With --auto: what to answer about a seat gone too long (wait, bot, "
                        "adjourn)"))
        ->check(CLI::IsMember({"wait", "bot", "adjourn"}));
    m_app->add_option("--auto", m_auto,
                      tr("Let a bot play this seat: bot:random, bot:mcts, or the game's own such "
                         "as bot:GAME:LEVEL"));

    m_register = m_app->add_subcommand(
        "register", tr("Create the account on the server (in-band registration)"));
    m_list = m_app->add_subcommand("list", tr("List the open tables"));
    m_list->add_option("--game", m_game, tr("Only this game's tables"));
    m_list->add_flag("--follow", m_follow,
                     tr("Follow the lobby: the tables again each time they change (until "
                        "--timeout)"));
    m_create = m_app->add_subcommand("create", tr("Create a table (and sit at it)"));
    m_create->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_create->add_option("--variant", m_variant, tr("The variant's id"));
    m_create->add_option("--seats", m_seats, tr("Number of seats"))->check(CLI::Range(1, 8));
    m_create->add_option("--set", m_set, tr("Set a variant option: KEY=VALUE (repeatable)"));
    m_create->add_option("--bot", m_bots,
                         tr("A seat for the referee's bot: SEAT=bot:NAME (seats from 1)"));
    m_create->add_option("--invite", m_invites, tr("Keep a seat for an account: SEAT=user@domain"));
    m_create->add_option("--table-password", m_tablePassword, tr("Make the table private"));
    m_create
        ->add_option("--grace", m_grace,
                     tr("Seconds a player may be gone before the others are asked what to "
                        "do (default 120)"))
        ->check(CLI::Range(1, 86400));
    m_create->add_option("--clock", m_clock,
                         tr("A turn clock: move:SECONDS (each turn) or game:SECONDS+INCREMENT"));
    m_create->add_flag("--play", m_play, tr("Stay and play once the table is made"));
    m_join = m_app->add_subcommand("join", tr("Sit at a table and play"));
    m_join->add_option("table", m_table, tr("The table's id"))->required();
    m_join->add_option("--seat", m_seat, tr("The seat (from 1; default: the first open)"));
    m_join->add_option("--table-password", m_tablePassword, tr("The private table's password"));
    m_watch = m_app->add_subcommand("watch", tr("Watch a table"));
    m_watch->add_option("table", m_table, tr("The table's id"))->required();
    m_watch->add_option("--table-password", m_tablePassword, tr("The private table's password"));
    m_resume = m_app->add_subcommand("resume", tr("Go back to your unfinished online games"));
    return m_app;
}

int OnlineCommand::run(Context& context) {
    auto account = m_xmpp.account();
    if (!account) return printError(account.error()), 2;
    if (m_register->parsed()) {
        if (auto ok = xmpp::Client::registerAccount(*account, 15s); !ok)
            return printError(ok.error()), 4;
        std::cout << fillText(tr("Account {0} registered."), {xmpp::bareJid(account->jid)})
                  << std::endl;
        return 0;
    }
    const std::string bare = xmpp::bareJid(account->jid);
    const std::string referee =
        m_referee.empty() ? "referee@" + bare.substr(bare.find('@') + 1) : m_referee;
    context.host();  // loads the plugins before the connection's clock starts
    online::OnlineClient client(*account, referee, context.host());
    if (auto ok = client.connect(15s); !ok)
        return printError(Error(
                   fillText(tr("cannot connect as {0}: {1}"), {account->jid, ok.error().reason}))),
               4;

    const auto deadline =
        m_timeout > 0
            ? Clock::now() + std::chrono::milliseconds(static_cast<long long>(m_timeout * 1000))
            : Clock::time_point::max();
    // Waits for one event of `kind` (printing everything); a final refusal of this request
    // (one naming no table: list and create name none) ends the wait.
    auto await = [&](ClientEvent::Kind kind, ClientEvent& got) -> int {
        for (;;) {
            if (Clock::now() > deadline) return 3;
            client.poll(50ms);
            for (auto& ev : client.take()) {
                if (ev.kind != ClientEvent::Kind::Connected) printEvent(ev, client, m_json);
                if (ev.kind == kind) {
                    got = ev;
                    return 0;
                }
                if (ev.kind == ClientEvent::Kind::Refused && ev.table.empty() && final(ev.reason))
                    return 4;
            }
        }
    };
    ClientEvent got;
    if (m_list->parsed() && m_follow) {
        // The lobby node's notifications (or, without one, a list every few seconds).
        client.enterLobby();
        auto lastList = Clock::now() - 1min;  // a list at once: into the chat's audience
        bool listing = false;
        for (;;) {
            if (Clock::now() > deadline) return 0;
            client.poll(50ms);
            for (auto& ev : client.take()) {
                if (ev.kind == ClientEvent::Kind::Lobby) listing = ev.text == "list";
                if (ev.kind == ClientEvent::Kind::Tables && !m_game.empty())
                    std::erase_if(ev.tables, [&](const auto& t) { return t.game != m_game; });
                // Following the node, the lists asked below only keep the lobby's chat coming.
                const bool quietList =
                    !listing && ev.kind == ClientEvent::Kind::Tables && ev.text == "list";
                if (ev.kind != ClientEvent::Kind::Connected && !quietList)
                    printEvent(ev, client, m_json);
            }
            // The referee tells its lobby's chat to whoever listed the tables within the
            // minute: with a node a list every 30 s, without one every 5 s for the tables.
            if (Clock::now() - lastList > (listing ? 5s : 30s)) {
                client.list(m_game);
                if (listing) client.hello();  // whether the referee keeps a lobby node now
                lastList = Clock::now();
            }
        }
    }
    if (m_list->parsed()) {
        client.list(m_game);
        return await(ClientEvent::Kind::Tables, got);
    }
    if (m_create->parsed()) {
        online::CreateRequest r;
        r.game = m_game;
        r.variant = m_variant;
        r.seats = m_seats;
        r.password = m_tablePassword;
        r.clock = m_clock;
        r.grace = m_grace;
        for (const auto& kv : m_set) {
            const auto eq = kv.find('=');
            if (eq == std::string::npos)
                return printError(Error(fillText(tr("--set takes KEY=VALUE, not '{0}'"), {kv}))), 2;
            r.options.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
        }
        for (auto [list, target] :
             {std::pair{&m_bots, &r.bots}, std::pair{&m_invites, &r.invites}}) {
            for (const auto& kv : *list) {
                const auto eq = kv.find('=');
                auto seat =
                    parseInteger<int>(kv.substr(0, eq == std::string::npos ? 0 : eq), 1, 8, "SEAT");
                if (eq == std::string::npos || !seat)
                    return printError(
                               Error(fillText(tr("a seat is given as SEAT=WHO, not '{0}'"), {kv}))),
                           2;
                (*target)[*seat - 1] = kv.substr(eq + 1);
            }
        }
        if (auto ok = client.create(r); !ok) return printError(ok.error()), 2;
        if (int code = await(ClientEvent::Kind::Created, got)) return code;
        m_table = got.table;
        if (!m_play) {
            // The seat comes in the next message: take it here, so that it does not wait
            // on the server for this account's next session.
            for (const auto until = Clock::now() + 2s; Clock::now() < until;) {
                client.poll(50ms);
                bool seated = false;
                for (auto& ev : client.take()) {
                    printEvent(ev, client, m_json);
                    seated = seated || ev.kind == ClientEvent::Kind::Joined;
                }
                if (seated) break;
            }
            return 0;
        }
        return play(client, context);
    }
    if (m_join->parsed()) {
        if (auto ok =
                client.join(m_table, m_seat > 0 ? std::optional<int>(m_seat - 1) : std::nullopt,
                            m_tablePassword);
            !ok)
            return printError(ok.error()), 2;
        return play(client, context);
    }
    if (m_watch->parsed()) {
        if (auto ok = client.watch(m_table, m_tablePassword); !ok) return printError(ok.error()), 2;
        return play(client, context);
    }
    // resume: the referee says where this account sits; it goes back to each table.
    client.mine();
    if (int code = await(ClientEvent::Kind::Tables, got)) return code;
    if (got.tables.empty()) return 0;
    for (const auto& t : got.tables) {
        if (m_table.empty()) m_table = t.id;
        (void)client.join(t.id);
    }
    return play(client, context);
}

int OnlineCommand::play(online::OnlineClient& client, Context&) {
    const auto deadline =
        m_timeout > 0
            ? Clock::now() + std::chrono::milliseconds(static_cast<long long>(m_timeout * 1000))
            : Clock::time_point::max();
    std::map<std::string, BotPtr> bots;
    const online::Bytes32 r = online::randomBytes32();
    std::uint64_t seed = 0;
    for (int i = 0; i < 8; ++i)
        seed = (seed << 8) | r[static_cast<std::size_t>(i)];
    Rng rng(seed);
    bool stdinOpen = m_auto.empty();
    bool seatedOrWatching = false;
    auto current = [&]() -> std::string {
        for (const auto& [id, t] : client.tables())
            if (t.turn) return id;
        return m_table;
    };
    // The bot's answer to a turn: a throw, or its move.
    auto act = [&](const std::string& table) -> Status {
        const online::ClientTable* t = client.table(table);
        if (!t || !t->session || !t->turn) return {};
        if (t->turn->kind == "roll") {
            (void)client.roll(table);
            return {};
        }
        BotPtr& bot = bots[table];
        if (!bot) {
            auto made = makeBot(t->session->game(), m_auto);
            if (!made) return made.error();
            bot = std::move(*made);
        }
        const State& s = t->session->state();
        (void)client.move(table, s.moveToString(bot->chooseMove(s, rng)));
        return {};
    };
    // A bot faster than the referee's rate limit is refused; it tries again a moment later.
    auto retryAt = Clock::time_point::max();  // when to send a rate-limited move again
    std::map<std::string, int> absentSeat;  // table -> the seat the others were asked about
    std::set<std::string> rematched;        // tables this program asked another game of
    bool awaitingRematch = false;
    std::string nextTable;
    for (;;) {
        if (Clock::now() > deadline) {
            std::cerr << "plateau: " << tr("timed out") << std::endl;
            return 3;
        }
        client.poll(20ms);
        if (Clock::now() >= retryAt) {
            retryAt = Clock::time_point::max();
            for (const auto& [id, t] : client.tables())
                if (t.turn)
                    if (auto ok = act(id); !ok) return printError(ok.error()), 2;
        }
        for (const ClientEvent& ev : client.take()) {
            printEvent(ev, client, m_json);
            // Only the table asked for counts: the server may hand over news of older
            // tables kept while this account was offline.
            if ((ev.kind == ClientEvent::Kind::Joined || ev.kind == ClientEvent::Kind::Synced) &&
                (m_table.empty() || ev.table == m_table))
                seatedOrWatching = true;
            if (ev.kind == ClientEvent::Kind::Refused && !seatedOrWatching && final(ev.reason))
                return 4;
            if (ev.kind == ClientEvent::Kind::Refused && ev.reason == "rate-limited" &&
                !m_auto.empty())
                retryAt = Clock::now() + 1100ms;
            if (ev.kind == ClientEvent::Kind::Turn && !m_auto.empty())
                if (auto ok = act(ev.table); !ok) return printError(ok.error()), 2;
            if (ev.kind == ClientEvent::Kind::Over && m_rematch && !rematched.count(ev.table)) {
                rematched.insert(ev.table);
                client.rematch(ev.table);
                awaitingRematch = true;
            }
            if (ev.kind == ClientEvent::Kind::Rematch && !ev.text.empty() && awaitingRematch) {
                awaitingRematch = false;
                nextTable = ev.text;
                rematched.insert(ev.text);  // one more game, not an endless series
            }
            if (ev.kind == ClientEvent::Kind::Absent && ev.text.empty()) {
                absentSeat[ev.table] = ev.seat;
                if (!m_absent.empty()) client.absent(ev.table, ev.seat, m_absent);
            }
        }
        // Done once every table followed here is over.
        bool any = false, allOver = true;
        for (const auto& [id, t] : client.tables()) {
            if (!t.session && t.status != "over") {
                allOver = false;
                continue;
            }
            any = true;
            // An adjourned game waits on the referee: nothing to do here until it resumes.
            allOver = allOver && (t.status == "over" || (t.status == "adjourned" && !stdinOpen));
        }
        // A rematch is followed once its game is known here (its sync may come later).
        const auto* next = nextTable.empty() ? nullptr : client.table(nextTable);
        const bool nextPending = !nextTable.empty() && (!next || !next->session);
        if (any && allOver && !awaitingRematch && !nextPending) return 0;
        if (!stdinOpen) continue;
        pollfd fd{STDIN_FILENO, POLLIN, 0};
        if (::poll(&fd, 1, 0) <= 0) continue;
        std::string line;
        if (!std::getline(std::cin, line)) {
            stdinOpen = false;
            continue;
        }
        const std::string table = current();
        Status done;
        if (line == "quit") return 0;
        if (line.empty() || line == "roll" || line == "r")
            done = client.roll(table);
        else if (line.rfind("chat ", 0) == 0)
            done = client.chat(table, line.substr(5));
        else if (line == "resign")
            client.resign(table);
        else if (line == "resume")
            client.resume(table);
        else if ((line == "wait" || line == "bot" || line == "adjourn") && absentSeat.count(table))
            client.absent(table, absentSeat[table], line);
        else if (line.rfind("draw ", 0) == 0)
            client.draw(table, line.substr(5));
        else if (line == "board") {
            if (const auto* t = client.table(table); t && t->session)
                std::cout << t->session->state().toText(t->session->screenViewer()) << std::endl;
        } else
            done = client.move(table, line);
        if (!done) std::cout << done.error().reason << std::endl;
    }
}

}  // namespace plateau::cli
