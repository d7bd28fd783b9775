#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
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
    explicit OnlineLink(const PluginHost& host) : m_host(host) {}

    // Connects (creating the account first when asked); refused with the reason in a
    // player's words (server unreachable, wrong password, name taken, no new accounts).
    Status signIn(const SignInRequest& request, std::chrono::milliseconds timeout);
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
    };
    const std::vector<ChatLine>& chat(const std::string& table) const;
    // The tables of the last list, and those the account sits at (from `mine`).
    const std::vector<online::ClientEvent::TableInfo>& tables() const { return m_tables; }
    const std::vector<online::ClientEvent::TableInfo>& mine() const { return m_mine; }
    // Asks for the open tables (of one game, or all) and for the account's own; their
    // answers come as Tables events, the account's with text "mine".
    void requestTables(const std::string& game = {});
    void requestMine();
    // The accounts met at earlier tables (the hosts of the account's tables, the players
    // seated with it, who chatted there): the lobby lists their tables first.
    const MetAccounts& met() const { return m_met; }

private:
    const PluginHost& m_host;
    SignInRequest m_request;
    std::unique_ptr<online::OnlineClient> m_client;
    std::vector<online::ClientEvent> m_out;
    std::map<std::string, std::vector<ChatLine>> m_chat;
    std::vector<online::ClientEvent::TableInfo> m_tables, m_mine;
    std::vector<bool> m_asked;  // the lists asked for, in order: true for `mine`
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
