#include "cli/server_command.hpp"
#include "tr.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <thread>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/plugin_host.hpp>

#include "online/dice.hpp"
#include "online/local_server.hpp"

namespace plateau::cli {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

namespace {

fs::path serverDir() {
    return online::localServerDir();
}

bool portOpen(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return false;
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool open = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    ::close(fd);
    return open;
}

std::string config(const fs::path& dir, int port, bool lan) {
    const std::string d = dir.string();
    return "-- Written by `plateau server start`; rewritten at every start.\n"
           "pidfile = \"" +
           d +
           "/prosody.pid\"\n"
           "data_path = \"" +
           d +
           "/data\"\n"
           "interfaces = { \"" +
           std::string(lan ? "*" : "127.0.0.1") +
           "\" }\n"
           "c2s_ports = { " +
           std::to_string(port) +
           " }\n"
           "c2s_direct_tls_ports = { }\nlegacy_ssl_ports = { }\ns2s_ports = { }\n"
           "http_ports = { }\nhttps_ports = { }\ncomponent_ports = { }\n"
           "daemonize = true\n"
           "network_settings = { nagle = false }\n"
           "modules_enabled = { \"roster\"; \"saslauth\"; \"disco\"; \"ping\"; \"register\"; "
           "\"posix\"; \"smacks\"; \"offline\"; }\n"
           "modules_disabled = { \"s2s\" }\n"
           "allow_registration = true\n"
           // A dropped program may resume its session (XEP-0198) within a minute; after
           // that the referee hears it is gone.
           "smacks_hibernation_time = 60\n"
           "c2s_require_encryption = false\n"
           "c2s_stanza_size_limit = 262144\n"
           "authentication = \"internal_hashed\"\nstorage = \"internal\"\n"
           "log = { info = \"" +
           d + "/prosody.log\"; error = \"" + d +
           "/prosody.err\" }\n"
           "VirtualHost \"localhost\"\n"
           "Component \"conference.localhost\" \"muc\"\n"
           // The lobby node (docs/online-protocol.md): Prosody 0.12 lets only a pubsub
           // service's admins make nodes; the referee is made one of this service only.
           "Component \"pubsub.localhost\" \"pubsub\"\n"
           "    admins = { \"referee@localhost\" }\n"
           "    pubsub_max_items = 10000\n"
           // Prosody's file store rewrites a node's whole item list at every publish; the
           // referee publishes every table again whenever it connects.
           "    storage = \"memory\"\n";
}

// Runs a program detached (its own session, output to `log`); its pid, or -1.
int spawnDetached(const std::vector<std::string>& argv, const fs::path& log, bool asNobody) {
    const pid_t pid = ::fork();
    if (pid != 0) return pid;
    ::setsid();
    const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
    if (fd >= 0) {
        ::dup2(fd, 1);
        ::dup2(fd, 2);
    }
    const int null = ::open("/dev/null", O_RDONLY);
    if (null >= 0) ::dup2(null, 0);
    std::vector<std::string> args = argv;
    if (asNobody)
        args.insert(args.begin(),
                    {"setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"});
    std::vector<char*> c;
    for (auto& a : args)
        c.push_back(a.data());
    c.push_back(nullptr);
    ::execvp(c[0], c.data());
    ::_exit(127);
}

}  // namespace

CLI::App* ServerCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand(
        "server", tr("Run an XMPP server and a referee of Plateau's own for online play"));
    m_app->require_subcommand(1);
    m_start =
        m_app->add_subcommand("start", tr("Start Prosody and a referee (loopback unless --lan)"));
    m_start->add_option("--port", m_port, tr("The client port (default 5222)"))
        ->check(CLI::Range(1, 65535));
    m_start->add_flag("--lan", m_lan,
                      tr("Listen on every network interface, not only this machine"));
    m_stop = m_app->add_subcommand("stop", tr("Stop the server and its referee"));
    m_status = m_app->add_subcommand("status", tr("Say whether the server and its referee run"));
    return m_app;
}

int ServerCommand::run(Context&) {
    if (m_start->parsed()) return start();
    if (m_stop->parsed()) return stop();
    return status();
}

int ServerCommand::start() {
    const fs::path dir = serverDir();
    if (online::processAlive(online::readPidFile(dir / "prosody.pid"))) {
        std::cout << tr("The server runs already.") << std::endl;
        return status();
    }
    std::error_code ec;
    fs::create_directories(dir / "data", ec);
    // Prosody refuses to run as root: then it runs as nobody, in a folder given to nobody.
    const bool root = ::geteuid() == 0;
    if (auto ok = writeFileAtomically(dir / "prosody.cfg.lua", config(dir, m_port, m_lan)); !ok)
        return printError(ok.error()), 1;
    if (root) {
        for (const auto& p : {dir, dir / "data", dir / "prosody.cfg.lua"})
            if (::chown(p.c_str(), 65534, 65534) != 0)
                logger()->warn("cannot give {} to nobody", p.string());
        for (const auto& e : fs::recursive_directory_iterator(dir / "data", ec))
            if (::chown(e.path().c_str(), 65534, 65534) != 0) break;
    }
    const int launcher = spawnDetached({"prosody", "--config", (dir / "prosody.cfg.lua").string()},
                                       dir / "prosody.out", root);
    int code = 0;
    ::waitpid(launcher, &code, 0);  // Prosody daemonizes: the launcher returns at once
    for (int i = 0; i < 100 && !portOpen(m_port); ++i)
        std::this_thread::sleep_for(50ms);
    if (!portOpen(m_port)) {
        std::cerr << "plateau: "
                  << fillText(tr("Prosody did not start; see {0}"),
                              {(dir / "prosody.err").string()})
                  << std::endl;
        return 4;
    }
    // The referee's account and password are the server's own, made once.
    const fs::path secretFile = dir / "referee.secret";
    std::string password;
    if (auto text = readBoundedFile(secretFile, 200)) password = *text;
    if (password.empty()) {
        password = online::toHex(online::randomBytes32());
        if (auto ok = writeFileAtomically(secretFile, password); !ok)
            return printError(ok.error()), 1;
        fs::permissions(secretFile, fs::perms::owner_read | fs::perms::owner_write, ec);
    }
    ::setenv("PLATEAU_REFEREE_PASSWORD", password.c_str(), 1);
    const int referee = spawnDetached(
        {executablePath().string(), "referee", "--jid", "referee@localhost", "--server",
         "127.0.0.1:" + std::to_string(m_port), "--register", "--data", (dir / "referee").string()},
        dir / "referee.log", false);
    (void)writeFileAtomically(dir / "referee.pid", std::to_string(referee));
    std::cout
        << fillText(
               tr("Server started on {0} port {1}: accounts are user@localhost; the referee is "
                  "referee@localhost."),
               {m_lan ? tr("every interface") : "127.0.0.1", std::to_string(m_port)})
        << std::endl;
    if (m_lan)
        std::cout
            << tr("On the network the connection is not encrypted: play with friends you trust.")
            << std::endl;
    return 0;
}

int ServerCommand::stop() {
    const fs::path dir = serverDir();
    bool any = false;
    for (const char* name : {"referee.pid", "prosody.pid"}) {
        const int pid = online::readPidFile(dir / name);
        if (!online::processAlive(pid)) continue;
        any = true;
        ::kill(pid, SIGTERM);
        for (int i = 0; i < 100 && online::processAlive(pid); ++i)
            std::this_thread::sleep_for(50ms);
        if (online::processAlive(pid)) ::kill(pid, SIGKILL);
        int status = 0;
        ::waitpid(pid, &status, WNOHANG);
    }
    std::cout << (any ? tr("Server stopped.") : tr("The server was not running.")) << std::endl;
    return 0;
}

int ServerCommand::status() {
    const fs::path dir = serverDir();
    const auto server = online::localServer();
    const bool prosody = server.prosody, referee = server.referee;
    std::cout << fillText(tr("Prosody: {0}; referee: {1} ({2})"),
                          {prosody ? tr("running") : tr("stopped"),
                           referee ? tr("running") : tr("stopped"), dir.string()})
              << std::endl;
    return prosody && referee ? 0 : 3;
}

}  // namespace plateau::cli
