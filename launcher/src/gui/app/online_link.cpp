#include "app/online_link.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <thread>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/numbers.hpp>

#include <sstream>

#include "tr.hpp"

namespace plateau::gui {

using online::ClientEvent;
using namespace std::chrono_literals;

namespace {

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

namespace {

std::filesystem::path onlineGameFile() {
    return stateDir() / "online-game.txt";
}

}  // namespace

std::optional<OnlineGame> lastOnlineGame() {
    auto text = readBoundedFile(onlineGameFile(), 4096);
    if (!text) return std::nullopt;
    OnlineGame g;
    std::istringstream in(*text);
    std::getline(in, g.server);
    std::getline(in, g.name);
    std::getline(in, g.table);
    std::getline(in, g.game);
    if (g.server.empty() || g.name.empty() || !online::validTableId(g.table)) return std::nullopt;
    return g;
}

void rememberOnlineGame(const OnlineGame& g) {
    (void)writeFileAtomically(onlineGameFile(),
                              g.server + "\n" + g.name + "\n" + g.table + "\n" + g.game + "\n");
}

void forgetOnlineGame(const std::string& table) {
    const auto g = lastOnlineGame();
    if (!g || g->table != table) return;
    std::error_code ec;
    std::filesystem::remove(onlineGameFile(), ec);
}

std::optional<ServerAddress> parseServer(const std::string& text) {
    ServerAddress a;
    const auto colon = text.rfind(':');
    a.host = text.substr(0, colon);
    if (a.host.empty() || a.host.size() > 200) return std::nullopt;
    for (const char c : a.host)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-')
            return std::nullopt;
    if (colon != std::string::npos) {
        auto port = parseInteger<unsigned>(text.substr(colon + 1), 1, 65535, "port");
        if (!port) return std::nullopt;
        a.port = static_cast<unsigned short>(*port);
    }
    return a;
}

bool validAccountName(const std::string& name) {
    if (name.empty() || name.size() > 64) return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
    });
}

std::string inPlayerWords(const std::string& reason, bool creating) {
    if (contains(reason, "conflict") || contains(reason, "exists"))
        return tr("This name is taken on this server: choose another, or sign in with it.");
    if (contains(reason, "not-allowed") || contains(reason, "forbidden") ||
        contains(reason, "registration"))
        return tr(
            "This server does not allow new accounts from here: create one with its "
            "owners, then sign in.");
    if (contains(reason, "authentication") || contains(reason, "not-authorized"))
        return creating ? tr("The account was made, but signing in failed: try again.")
                        : tr("Wrong name or password.");
    if (contains(reason, "no answer"))
        return tr("The server did not answer in time: check its address, or try again.");
    return tr("The server cannot be reached: check its address, and that it runs.");
}

// One sign-in under way: its thread owns everything here until `done` (then the window's
// thread takes the client). It touches nothing of the program's beyond the host it only
// keeps a reference to: no translations, which a thread left running at exit could read
// while they are destroyed; the window's thread says the reason in player words.
struct OnlineLink::Attempt {
    std::atomic<bool> cancel{false}, done{false};
    SignInRequest request;
    xmpp::Account account;
    std::string referee;
    std::chrono::milliseconds timeout{};
    std::optional<std::string> failure;  // the library's reason, untranslated
    std::unique_ptr<online::OnlineClient> client;
    std::thread thread;

    void run(const PluginHost& host) {
        if (request.createAccount) {
            if (auto ok = xmpp::Client::registerAccount(account, timeout, &cancel); !ok) {
                failure = ok.error().reason;
                return;
            }
        }
        auto c = std::make_unique<online::OnlineClient>(account, referee, host);
        if (auto ok = c->connect(timeout, &cancel); !ok) {
            failure = ok.error().reason;
            return;
        }
        client = std::move(c);
    }
};

OnlineLink::OnlineLink(const PluginHost& host) : m_host(host) {}

OnlineLink::~OnlineLink() {
    cancelSignIn();
    // A cancelled attempt ends within a few hundredths of a second; one that does not
    // (a name still resolving, a handshake under way) is not waited for.
    const auto until = std::chrono::steady_clock::now() + 500ms;
    while (!m_abandoned.empty() && std::chrono::steady_clock::now() < until) {
        reapAbandoned();
        std::this_thread::sleep_for(5ms);
    }
    for (auto& attempt : m_abandoned)
        attempt->thread.detach();
}

Status OnlineLink::signIn(const SignInRequest& request, std::chrono::milliseconds timeout) {
    if (auto ok = beginSignIn(request, timeout); !ok) return ok;
    for (;;) {
        if (auto done = signInDone()) return *done;
        std::this_thread::sleep_for(10ms);
    }
}

Status OnlineLink::beginSignIn(const SignInRequest& request, std::chrono::milliseconds timeout) {
    signOut();
    const auto server = parseServer(request.server);
    if (!server)
        return Error(tr("The server's address is a name such as example.org or localhost:5222."));
    if (!validAccountName(request.name))
        return Error(tr("A name is made of letters, digits, dots, dashes and underscores."));
    if (request.password.empty()) return Error(tr("Type the password."));
    auto attempt = std::make_shared<Attempt>();
    xmpp::Account& account = attempt->account;
    account.jid = request.name + "@" + server->host;
    account.password = request.password;
    // "localhost" may name the IPv6 loopback first, where a local server does not listen.
    account.host = server->host == "localhost" ? "127.0.0.1" : server->host;
    account.port = server->port;
    if (server->port == 0 && server->host != "localhost") account.host.clear();
    attempt->request = request;
    attempt->referee = "referee@" + server->host;
    attempt->timeout = timeout;
    // The thread holds the attempt too: a cancelled one ends on its own time (and one still
    // stuck when the program ends, in a TLS handshake libstrophe waits out, is left to it).
    attempt->thread = std::thread([attempt, &host = m_host] {
        attempt->run(host);
        attempt->done.store(true, std::memory_order_release);
    });
    m_attempt = std::move(attempt);
    return {};
}

std::optional<Status> OnlineLink::signInDone() {
    if (!m_attempt || !m_attempt->done.load(std::memory_order_acquire)) return std::nullopt;
    auto attempt = std::exchange(m_attempt, nullptr);
    attempt->thread.join();
    if (attempt->failure)
        return Error(inPlayerWords(*attempt->failure, attempt->request.createAccount));
    m_client = std::move(attempt->client);
    m_request = attempt->request;
    m_request.password.clear();
    m_client->hello();
    requestMine();
    requestTables();
    m_client->enterLobby();  // the lobby node where the server has one
    return Status{};
}

void OnlineLink::cancelSignIn() {
    if (!m_attempt) return;
    m_attempt->cancel = true;
    m_abandoned.push_back(std::exchange(m_attempt, nullptr));
}

void OnlineLink::reapAbandoned() {
    for (auto it = m_abandoned.begin(); it != m_abandoned.end();) {
        if ((*it)->done.load(std::memory_order_acquire)) {
            (*it)->thread.join();
            it = m_abandoned.erase(it);
        } else {
            ++it;
        }
    }
}

void OnlineLink::signOut() {
    cancelSignIn();
    m_client.reset();
    m_out.clear();
    m_chat.clear();
    m_tables.clear();
    m_mine.clear();
    m_asked.clear();
    m_invited.clear();
    m_droppedAt.reset();
}

bool OnlineLink::following() const {
    return m_client && m_client->lobby().mode() == online::LobbyFollower::Mode::Pubsub;
}

void OnlineLink::requestTables(const std::string& game) {
    if (!m_client) return;
    m_client->list(game);
    m_asked.push_back(false);
    m_listAsked = std::chrono::steady_clock::now();
}

std::vector<ClientEvent::TableInfo> OnlineLink::invitations() const {
    std::vector<ClientEvent::TableInfo> out;
    for (const auto& t : m_tables) {
        const bool seated =
            t.yourSeat >= 0 ||
            std::any_of(m_mine.begin(), m_mine.end(), [&](const auto& m) { return m.id == t.id; });
        if (t.invited && !seated && t.status == "waiting") out.push_back(t);
    }
    return out;
}

void OnlineLink::requestMine() {
    if (!m_client) return;
    m_client->mine();
    m_asked.push_back(true);
}

float OnlineLink::offlineFor() const {
    if (!m_droppedAt) return 0;
    return std::chrono::duration<float>(std::chrono::steady_clock::now() - *m_droppedAt).count();
}

bool OnlineLink::poll() {
    if (!m_abandoned.empty()) reapAbandoned();
    if (!m_client) return false;
    if (m_client->online() && m_asked.size() < 4 &&
        std::chrono::steady_clock::now() - m_listAsked > kListEvery) {
        // Nobody asked lately (the menu shows): the lists again, for the invitations.
        requestMine();
        requestTables();
        // Listing (no lobby node yet): the greeting again says whether the referee keeps
        // one now, and the lobby follows it from then on.
        if (m_client->lobby().mode() == online::LobbyFollower::Mode::List) m_client->hello();
    }
    m_client->poll(0ms);
    bool changed = false;
    if (!m_client->online() && !m_droppedAt) {
        m_droppedAt = std::chrono::steady_clock::now();
        changed = true;
    }
    for (ClientEvent& ev : m_client->take()) {
        changed = true;
        if (ev.kind == ClientEvent::Kind::Connected) {
            if (m_droppedAt) {
                // Back: the lists may have changed meanwhile.
                m_droppedAt.reset();
                m_asked.clear();
                requestMine();
            }
        } else if (ev.kind == ClientEvent::Kind::Tables && ev.text == "lobby") {
            m_tables = ev.tables;  // the node's tables, as a notification left them
            for (auto& t : m_tables)
                t.invited = m_invited.count(t.id) > 0;
            m_agesAt = std::chrono::steady_clock::now();
        } else if (ev.kind == ClientEvent::Kind::Tables) {
            // The referee says which request a list answers; an older one is answered in
            // the order asked (a lost answer there shifts them until the next drop).
            const bool mine =
                ev.text.empty() ? !m_asked.empty() && m_asked.front() : ev.text == "mine";
            const auto asked = std::find(m_asked.begin(), m_asked.end(), mine);
            if (!ev.text.empty() && asked != m_asked.end())
                m_asked.erase(asked);
            else if (!m_asked.empty())
                m_asked.erase(m_asked.begin());
            if (!mine) {
                m_invited.clear();
                for (const auto& t : ev.tables)
                    if (t.invited) m_invited.insert(t.id);
            }
            if (mine || !following()) {
                (mine ? m_mine : m_tables) = ev.tables;
            } else {
                // The node has the rows; a list adds what only this account may know.
                for (auto& t : m_tables)
                    t.invited = m_invited.count(t.id) > 0;
            }
            ev.text = mine ? "mine" : "";
            if (mine)
                for (const auto& t : ev.tables)
                    if (t.host != m_client->account()) m_met.add(t.host);
        } else if (ev.kind == ClientEvent::Kind::Synced) {
            if (const auto* t = m_client->table(ev.table))
                for (const auto& a : t->accounts)
                    if (a != m_client->account()) m_met.add(a);
        } else if (ev.kind == ClientEvent::Kind::Chat) {
            auto& lines = m_chat[ev.table];
            // A line kept from before (the table opened again): once.
            if (ev.n > 0 && std::any_of(lines.begin(), lines.end(),
                                        [&](const ChatLine& l) { return l.n == ev.n; }))
                continue;
            lines.push_back(
                {xmpp::localPart(ev.account), ev.text, ev.account == m_client->account(), ev.n});
            if (!ev.table.empty() && ev.account != m_client->account()) m_met.add(ev.account);
            if (lines.size() > 200) lines.erase(lines.begin());
        }
        m_out.push_back(std::move(ev));
    }
    if (following() && std::chrono::steady_clock::now() - m_agesAt > std::chrono::seconds(1)) {
        // Each row's age from when its table was opened, as time goes by.
        m_tables = m_client->lobby().tables();
        for (auto& t : m_tables)
            t.invited = m_invited.count(t.id) > 0;
        m_agesAt = std::chrono::steady_clock::now();
    }
    if (m_out.size() > 2000) m_out.erase(m_out.begin(), m_out.begin() + 1000);
    return changed;
}

std::vector<ClientEvent> OnlineLink::take() {
    return std::exchange(m_out, {});
}

void OnlineLink::putBack(std::vector<ClientEvent> events) {
    events.insert(events.end(), std::make_move_iterator(m_out.begin()),
                  std::make_move_iterator(m_out.end()));
    m_out = std::move(events);
}

const std::vector<OnlineLink::ChatLine>& OnlineLink::chat(const std::string& table) const {
    static const std::vector<ChatLine> none;
    auto it = m_chat.find(table);
    return it == m_chat.end() ? none : it->second;
}

}  // namespace plateau::gui
