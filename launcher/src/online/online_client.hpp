#pragma once

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <plateau/host/plugin_host.hpp>

#include "online/lobby_follower.hpp"
#include "online/protocol.hpp"
#include "online/table_info.hpp"
#include "session/game_session.hpp"
#include "xmpp/client.hpp"

namespace plateau::online {

// What a front end hears from the client, in order.
struct ClientEvent {
    enum class Kind {
        Connected,   // text: the bound JID; again after a reconnection
        Tables,      // tables; text: "list", "mine" (answers), or "lobby" (the whole lobby
                     // as the node has it now, after each notification)
        Created,     // table
        Joined,      // table, seat
        Synced,      // table: the game is known up to event n
        Move,        // table, n, seat, text: a move applied
        Throw,       // table, n, text: a throw applied, verified
        Commit,      // table, n, seat: the referee committed to the next throw
        Turn,        // table, seat, text ("move" or "roll"): this account is to act
        Over,        // table, text: the reason, seats: the winners
        Chat,        // table, seat, account, text; n: the line's number at the table (0: none,
                     // the lobby); reason "replayed": said before, sent again by a sync
        Draw,        // table, seat, text: offer, accept or decline
        Left,        // table
        Refused,     // table, reason (the protocol's code), text
        Unverified,  // table, n, text: a throw or an event that does not check out
        Welcome,     // text: the referee's games
        Timeout,     // table, seat, text ("lost" or "bot"): the seat's time ran out
        Presence,    // table, seat, text ("here" or "away")
        Absent,      // table, seat gone too long; text: "" (you are asked: wait, bot or
                     // adjourn; n: seconds gone) or the choice made (account: by whom)
        Resumed,     // table: an adjourned game goes on
        Rematch,     // table: seat asked for another game, or text: the new table's id
        Lobby,       // text: how the lobby is followed now, "pubsub" (the node's
                     // notifications come as Tables "lobby") or "list" (ask with list())
    };
    Kind kind = Kind::Connected;
    std::string table;
    int n = 0;
    int seat = -1;
    std::string text;
    std::string reason;
    std::string account;
    std::vector<int> seats;
    using TableInfo = online::TableInfo;
    std::vector<TableInfo> tables;
};

// A table as this client sees it: the game replayed in a GameSession whose moves come from
// the referee, the seat it holds, and what it is asked to do.
struct ClientTable {
    std::string id;
    int seat = -1;  // -1: watching
    int at = 0;     // events applied
    std::string status = "waiting";
    std::unique_ptr<session::GameSession> session;
    struct Commit {
        int n = 0, seat = -1;
        std::string hash;
    };
    std::optional<Commit> commit;
    struct Turn {
        int after = 0;
        std::string kind;  // "move" or "roll"
        std::vector<std::string> moves;
    };
    std::optional<Turn> turn;
    std::string view;  // the referee's text of the position for this seat
    std::vector<std::string> seatNames;
    std::vector<bool> away;                    // per seat: its player has no program connected
    std::vector<std::string> accounts;         // per seat: who sits there ("": nobody, a bot)
    std::map<int, std::string> expectedThrow;  // n -> the throw the reveal proved
    int chatSeen = 0;  // the number of the last chat line heard (a sync sends the rest)
    // The clocks, as the referee last told them: the time control, each seat's time at
    // the start of its turn, and whose clock runs since when (here).
    struct Clocks {
        std::string control;
        std::vector<long long> leftMs;
        int running = -1;
        std::chrono::steady_clock::time_point since{};
        // What `seat` has left now, by this client's reckoning (the referee decides).
        long long leftNow(int seat, std::chrono::steady_clock::time_point now) const;
    } clocks;
};

struct CreateRequest {
    std::string game, variant, password;
    std::string clock;  // a time control ("move:60", "game:300+5"); empty: none
    int grace = 120;    // seconds a seat may be gone before the others are asked
    int seats = 2;
    std::vector<std::pair<std::string, std::string>> options;
    std::map<int, std::string> bots;     // seat -> controller
    std::map<int, std::string> invites;  // seat -> account
};

// The network side of online play for any front end (terminal now, the window later):
// no SFML, no threads; the owner calls poll() and takes the events.
class OnlineClient {
public:
    OnlineClient(xmpp::Account account, std::string referee, const PluginHost& host);

    // Waits until connected, `timeout`, or `cancel` (set from another thread).
    Status connect(std::chrono::milliseconds timeout, const std::atomic<bool>* cancel = nullptr);
    void poll(std::chrono::milliseconds wait);
    std::vector<ClientEvent> take();
    bool online() const { return m_xmpp.online(); }
    const std::string& account() const { return m_self; }

    void hello();
    void list(const std::string& game = {});
    // Follows the lobby: subscribes to the referee's lobby node where there is one (the
    // tables come as Tables "lobby" events, at once and after every change), else asks
    // for a list; a Lobby event says which. Again by itself after a reconnection.
    void enterLobby();
    void leaveLobby();
    const LobbyFollower& lobby() const { return m_lobby; }
    void mine();
    Status create(const CreateRequest& request);
    Status join(const std::string& table, std::optional<int> seat = {},
                const std::string& password = {});
    Status watch(const std::string& table, const std::string& password = {});
    void leave(const std::string& table);
    void sync(const std::string& table);
    // Refused here (nothing sent) when the client knows it is not this seat's turn.
    Status move(const std::string& table, const std::string& text);
    Status roll(const std::string& table);
    // An empty table: the lobby's chat (everyone who listed the tables lately).
    Status chat(const std::string& table, const std::string& text);
    void resign(const std::string& table);
    void draw(const std::string& table, const std::string& action);
    // What to do about a seat gone too long: "wait", "bot" or "adjourn".
    void absent(const std::string& table, int seat, const std::string& action);
    void resume(const std::string& table);
    // Asks for another game on the same terms once this one is over.
    void rematch(const std::string& table);
    // Anything, as is (tests send what a misbehaving client would).
    void sendRaw(const xmpp::Element& payload);

    const ClientTable* table(const std::string& id) const;
    const std::map<std::string, ClientTable>& tables() const { return m_tables; }

private:
    void send(const xmpp::Element& e);
    std::string pluginList() const;
    void onPayload(const xmpp::Element& e);
    void onSync(const xmpp::Element& e);
    void onChat(const std::string& table, const xmpp::Element& e, bool replayed);
    void onEvent(ClientTable& t, const xmpp::Element& e);
    void onReveal(ClientTable& t, const xmpp::Element& e);
    void refuse(const std::string& table, const std::string& reason, const std::string& text);
    void unverified(ClientTable& t, int n, const std::string& text);
    ClientTable& tableRef(const std::string& id);

    xmpp::Client m_xmpp;
    std::string m_referee, m_self;
    const PluginHost& m_host;
    int m_seenReconnections = 0;
    LobbyFollower m_lobby;
    std::map<std::string, ClientTable> m_tables;
    std::vector<ClientEvent> m_out;
};

}  // namespace plateau::online
