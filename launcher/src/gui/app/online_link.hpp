#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <plateau/sdk/error.hpp>

#include "app/online_friends.hpp"
#include "online/online_client.hpp"

namespace plateau {
class PluginHost;
}

namespace plateau::gui {

// Where and as whom to sign in. `server` is "host" or "host:port"; the account is
// name@host and the referee referee@host (the way `plateau server start` sets them up).
struct SignInRequest {
    std::string server;
    std::string name;
    std::string password;
    bool createAccount = false;
};

// The window's side of online play, owned by the App so that it outlives the screens: the
// connection (OnlineClient), polled every frame, the events for the screen on top, the chat
// lines of every table and the tables last listed. No SFML.
class OnlineLink {
public:
    explicit OnlineLink(const PluginHost& host);
    ~OnlineLink();
    OnlineLink(const OnlineLink&) = delete;
    OnlineLink& operator=(const OnlineLink&) = delete;

    // Connects (creating the account first when asked) and waits; refused with the reason
    // in a player's words (server unreachable, wrong password, name taken, no new accounts).
    Status signIn(const SignInRequest& request, std::chrono::milliseconds timeout);
    // The same on a thread of its own, so that the window goes on drawing and answering
    // while a server is slow or silent: a request that cannot be right is refused at once;
    // otherwise the outcome comes from signInDone().
    Status beginSignIn(const SignInRequest& request, std::chrono::milliseconds timeout);
    bool signingIn() const { return m_attempt != nullptr; }
    // The attempt's outcome once it has ended (signed in on success); nullopt while it runs
    // or when none was begun.
    std::optional<Status> signInDone();
    // Gives the attempt up: at once for the window; its thread ends by itself shortly.
    void cancelSignIn();
    void signOut();
    bool signedIn() const { return m_client != nullptr; }
    // Connected now (false while it reconnects after a drop).
    bool online() const { return m_client && m_client->online(); }
    // Seconds since the connection dropped; 0 while online.
    float offlineFor() const;
    online::OnlineClient* client() { return m_client.get(); }
    const online::OnlineClient* client() const { return m_client.get(); }
    const SignInRequest& request() const { return m_request; }
    std::string account() const { return m_client ? m_client->account() : std::string(); }

    // Reads the network (never waits); called by the App every frame. True when something
    // came (or the connection changed).
    bool poll();
    // What happened since the last call, for the screen on top.
    std::vector<online::ClientEvent> take();
    // Events a screen took but leaves to the next one (before anything newer).
    void putBack(std::vector<online::ClientEvent> events);

    struct ChatLine {
        std::string who;  // the name shown (an account's local part)
        std::string text;
        bool mine = false;
        int n = 0;  // its number at the table (0: the lobby's)
    };
    const std::vector<ChatLine>& chat(const std::string& table) const;
    // The tables of the last list, and those the account sits at (from `mine`).
    const std::vector<online::ClientEvent::TableInfo>& tables() const { return m_tables; }
    const std::vector<online::ClientEvent::TableInfo>& mine() const { return m_mine; }
    // Asks for the open tables (of one game, or all) and for the account's own; their
    // answers come as Tables events, the account's with text "mine".
    void requestTables(const std::string& game = {});
    void requestMine();
    // The lobby follows the referee's lobby node (docs/online-protocol.md): tables() is
    // kept up to date by its notifications, with no list asked for (a list still tells
    // the account its invitations, every kListEvery).
    bool following() const;
    // The tables of the last list where a seat is kept for this account and that it has
    // not taken yet: what the menu announces ("ann invited you to a <game> table"). While
    // signed in, the link asks for the list every few seconds by itself when no screen did.
    std::vector<online::ClientEvent::TableInfo> invitations() const;
    static constexpr std::chrono::seconds kListEvery{4};

    // The accounts met at earlier tables (the hosts of the account's tables, the players
    // seated with it, who chatted there): the lobby lists their tables first.
    const MetAccounts& met() const { return m_met; }

private:
    struct Attempt;
    void reapAbandoned();  // joins the cancelled attempts that have ended

    const PluginHost& m_host;
    std::shared_ptr<Attempt> m_attempt;
    std::vector<std::shared_ptr<Attempt>> m_abandoned;
    SignInRequest m_request;
    std::unique_ptr<online::OnlineClient> m_client;
    std::vector<online::ClientEvent> m_out;
    std::map<std::string, std::vector<ChatLine>> m_chat;
    std::vector<online::ClientEvent::TableInfo> m_tables, m_mine;
    std::vector<bool> m_asked;        // the lists asked for, in order: true for `mine`
    std::set<std::string> m_invited;  // tables the last list said a seat is kept for us at
    std::chrono::steady_clock::time_point m_agesAt{};     // the node's rows' ages last reckoned
    std::chrono::steady_clock::time_point m_listAsked{};  // the last request of the lists
    std::optional<std::chrono::steady_clock::time_point> m_droppedAt;
    MetAccounts m_met{MetAccounts::defaultFile()};
};

// The online game this program last played, kept across runs so that the menu offers it
// again (stateDir()/online-game.txt): where, as whom, which table of which game.
struct OnlineGame {
    std::string server, name, table, game;
};
std::optional<OnlineGame> lastOnlineGame();
void rememberOnlineGame(const OnlineGame& game);
void forgetOnlineGame(const std::string& table);

// A server's text as host and port ("example.org", "localhost:5223"); nullopt when it
// is not one.
struct ServerAddress {
    std::string host;
    unsigned short port = 0;  // 0: the usual
};
std::optional<ServerAddress> parseServer(const std::string& text);
// Whether a name may be an account's name (letters, digits, . _ -).
bool validAccountName(const std::string& name);
// A connection or registration failure in a player's words.
std::string inPlayerWords(const std::string& reason, bool creating);

}  // namespace plateau::gui
