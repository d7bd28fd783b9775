#include "cli/referee_command.hpp"
#include "tr.hpp"

#include <atomic>
#include <csignal>
#include <iostream>
#include <map>
#include <set>

#include <plateau/host/logging.hpp>

#include "online/lobby_node.hpp"
#include "online/referee.hpp"

namespace plateau::cli {

namespace {

std::atomic<bool> g_stop{false};
extern "C" void onStopSignal(int) {
    g_stop = true;
}

}  // namespace

CLI::App* RefereeCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand(
        "referee", tr("Run a referee for online tables (see docs/online-protocol.md)"));
    m_xmpp.add(*m_app, "PLATEAU_REFEREE_PASSWORD");
    m_app->add_option("--data", m_data,
                      tr("Folder of the tables' logs (default: $XDG_STATE_HOME/plateau/referee)"));
    m_app->add_flag("--register", m_register,
                    tr("Create the account first (in-band registration) if the server allows it"));
    return m_app;
}

int RefereeCommand::run(Context& context) {
    auto account = m_xmpp.account();
    if (!account) return printError(account.error()), 2;
    using namespace std::chrono_literals;
    if (m_register) {
        auto made = xmpp::Client::registerAccount(*account, 10s);
        if (!made && made.error().reason.find("conflict") == std::string::npos)
            return printError(made.error()), 4;
    }
    online::Referee::Options options;
    options.dataDir = m_data.empty() ? stateDir() / "referee" : std::filesystem::path(m_data);
    options.self = xmpp::bareJid(account->jid);
    options.groupCommit = true;
    online::Referee referee(context.host(), options);
    xmpp::Client client(*account, online::kNamespace);
    if (auto ok = client.connect(15s); !ok)
        return printError(Error(
                   fillText(tr("cannot connect as {0}: {1}"), {account->jid, ok.error().reason}))),
               4;

    std::signal(SIGINT, onStopSignal);
    std::signal(SIGTERM, onStopSignal);
    auto sendAll = [&](online::Outbox out) {
        for (const auto& m : online::pack(std::move(out)))
            client.send(m.to, m.payloads);
    };
    online::Outbox restored;
    for (const Error& problem : referee.restore(restored))
        logger()->error("a table's log cannot be read: {}", problem.toString());
    sendAll(referee.commit(std::move(restored)));
    // The lobby node: every table that is not over, kept equal to the referee's tables.
    online::LobbyPublisher lobby(options.self);
    for (const auto& [id, table] : referee.tables())
        lobby.want(id, referee.lobbyItem(id));
    (void)referee.takeLobbyChanges();
    lobby.start(client);
    bool lobbyLive = false;
    std::cout << fillText(tr("Referee {0} ready: {1} tables"),
                          {options.self, std::to_string(referee.tables().size())})
              << std::endl;
    int seen = client.reconnections();
    std::map<std::string, std::set<std::string>> resources;  // account -> its programs here
    while (!g_stop) {
        client.poll(100ms);
        // What a batch of requests changed is written at once, then announced.
        online::Outbox batch = referee.tick();
        const auto add = [&](online::Outbox out) {
            for (auto& o : out)
                batch.push_back(std::move(o));
        };
        if (client.reconnections() != seen && client.online()) {
            // Back after a drop: everyone hears where their games stand.
            seen = client.reconnections();
            logger()->info("referee reconnected");
            lobby.start(client);
        }
        for (const xmpp::Incoming& in : client.take()) {
            if (in.kind == xmpp::Incoming::Kind::Iq) {
                lobby.onIq(client, in);
                continue;
            }
            if (in.kind == xmpp::Incoming::Kind::Presence) {
                // Players' programs send the referee their presence; the server tells it
                // when each goes. An account is gone when its last program is.
                const std::string who = xmpp::bareJid(in.from);
                auto& programs = resources[who];
                if (in.type == "unavailable")
                    programs.erase(in.from);
                else if (in.type == "available")
                    programs.insert(in.from);
                else
                    continue;
                // The referee tells the tables only when that changes anything.
                add(referee.presence(who, !programs.empty()));
                if (programs.empty()) resources.erase(who);
                continue;
            }
            if (in.kind != xmpp::Incoming::Kind::Message || in.type == "error" ||
                in.type == "groupchat")
                continue;
            const std::string from = xmpp::bareJid(in.from);
            const xmpp::Element* payload = in.payloads.empty() ? nullptr : &in.payloads.front();
            if (!payload && !in.tooLarge) continue;
            add(referee.handle(from, payload, in.tooLarge, online::Referee::Clock::now(), in.from));
        }
        sendAll(referee.commit(std::move(batch)));
        for (const std::string& id : referee.takeLobbyChanges())
            lobby.want(id, referee.lobbyItem(id));
        lobby.poll(client);
        if (lobby.live() != lobbyLive) {
            // The greeting tells clients where the lobby node is, while it is kept.
            lobbyLive = lobby.live();
            referee.setLobbyNode(lobbyLive ? lobby.service() : std::string(),
                                 lobbyLive ? lobby.node() : std::string());
        }
    }
    client.disconnect();
    return 0;
}

}  // namespace plateau::cli
