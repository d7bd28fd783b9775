// The sign-in's helpers without a server: server addresses, account names, failures in a
// player's words, and where a password is kept (never without "Remember"; 0600 when in a
// file; forgotten by Sign out).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include <doctest/doctest.h>

#include <plateau/host/plugin_host.hpp>
#include "app/credentials.hpp"
#include "app/online_link.hpp"

using namespace plateau::gui;

namespace {

struct Folder {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("plateau-sign-in-" + std::to_string(::getpid()));
    Folder() { std::filesystem::remove_all(path); }
    ~Folder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("sign-in: a server is a host with an optional port") {
    auto a = parseServer("example.org");
    REQUIRE(a);
    CHECK(a->host == "example.org");
    CHECK(a->port == 0);
    auto b = parseServer("localhost:5223");
    REQUIRE(b);
    CHECK(b->host == "localhost");
    CHECK(b->port == 5223);
    CHECK_FALSE(parseServer(""));
    CHECK_FALSE(parseServer("localhost:0"));
    CHECK_FALSE(parseServer("localhost:70000"));
    CHECK_FALSE(parseServer("bad host"));
    CHECK_FALSE(parseServer("user@example.org"));
}

TEST_CASE("sign-in: account names and failures in a player's words") {
    CHECK(validAccountName("ann"));
    CHECK(validAccountName("ann.b-c_9"));
    CHECK_FALSE(validAccountName(""));
    CHECK_FALSE(validAccountName("ann@example.org"));
    CHECK_FALSE(validAccountName("an n"));
    CHECK(inPlayerWords("the account exists already (conflict)", true).find("taken") !=
          std::string::npos);
    CHECK(inPlayerWords("registration refused: not-allowed", true).find("new accounts") !=
          std::string::npos);
    CHECK(inPlayerWords("the connection failed (authentication refused, or TLS could not be "
                        "verified)",
                        false) == "Wrong name or password.");
    CHECK(inPlayerWords("Connection refused", false).find("cannot be reached") !=
          std::string::npos);
}

TEST_CASE("sign-in: the password is kept only when asked, in a file only its owner reads") {
    Folder f;
    ::unsetenv("DBUS_SESSION_BUS_ADDRESS");  // no keyring here: the file is what is tested
    CHECK_FALSE(Credentials::keyringReachable());
    Credentials c(f.path);
    CHECK(c.save("localhost:5222", "ann", "secret", false) == "");
    CHECK_FALSE(std::filesystem::exists(c.passwordFile()));
    auto kept = c.load();
    CHECK(kept.server == "localhost:5222");
    CHECK(kept.name == "ann");
    CHECK(kept.password.empty());

    CHECK(c.save("localhost:5222", "ann", "secret", true) == "file");
    struct stat st {};
    REQUIRE(::stat(c.passwordFile().c_str(), &st) == 0);
    CHECK((st.st_mode & 0777) == 0600);
    CHECK(c.load().password == "secret");
    // Another account on the same machine does not get it.
    CHECK(c.save("localhost:5222", "ben", "other", false) == "");
    CHECK(c.load().password.empty());

    c.save("localhost:5222", "ann", "secret", true);
    c.forget("localhost:5222", "ann");  // Sign out
    CHECK_FALSE(std::filesystem::exists(c.passwordFile()));
    CHECK(c.load().password.empty());
}

namespace {

// A port that takes connections (the kernel completes them) and never says a word.
struct SilentPort {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    unsigned short port = 0;
    SilentPort() {
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
        REQUIRE(::listen(fd, 8) == 0);
        socklen_t len = sizeof a;
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
        port = ntohs(a.sin_port);
    }
    ~SilentPort() { ::close(fd); }
};

}  // namespace

TEST_CASE("sign-in: connecting happens beside the window, and can be cancelled at once") {
    using namespace std::chrono;
    Folder folder;
    ::setenv("XDG_STATE_HOME", folder.path.c_str(), 1);
    plateau::PluginHost host(plateau::SearchPaths{{}, {}, {}});
    OnlineLink link(host);
    SilentPort silent;

    // A request that cannot be right is refused at once, nothing started.
    CHECK_FALSE(link.beginSignIn({"bad host", "ann", "pw"}, 8s));
    CHECK_FALSE(link.signingIn());

    const auto start = steady_clock::now();
    REQUIRE(link.beginSignIn({"localhost:" + std::to_string(silent.port), "ann", "pw"}, 8s));
    CHECK(steady_clock::now() - start < 200ms);  // returns without waiting on the server
    CHECK(link.signingIn());
    std::this_thread::sleep_for(300ms);
    CHECK_FALSE(link.signInDone());  // still waiting for the silent server
    CHECK_FALSE(link.signedIn());
    const auto cancelAt = steady_clock::now();
    link.cancelSignIn();
    CHECK(steady_clock::now() - cancelAt < 50ms);
    CHECK_FALSE(link.signingIn());
    CHECK_FALSE(link.signInDone());
    CHECK_FALSE(link.signedIn());

    // A port nobody listens on: the attempt ends by itself, in a player's words.
    int closedPort = 0;
    {
        SilentPort gone;
        closedPort = gone.port;
    }
    REQUIRE(link.beginSignIn({"localhost:" + std::to_string(closedPort), "ann", "pw"}, 8s));
    std::optional<plateau::Status> done;
    for (int i = 0; i < 500 && !done; ++i) {
        link.poll();
        done = link.signInDone();
        std::this_thread::sleep_for(10ms);
    }
    REQUIRE(done);
    REQUIRE_FALSE(*done);
    CHECK(done->error().reason == inPlayerWords("Connection refused", false));
    CHECK_FALSE(link.signedIn());

    // A link closed while its attempt waits on a silent server does not wait for it.
    const auto closing = steady_clock::now();
    {
        OnlineLink other(host);
        REQUIRE(other.beginSignIn({"localhost:" + std::to_string(silent.port), "ben", "pw"}, 8s));
        std::this_thread::sleep_for(100ms);
    }
    CHECK(steady_clock::now() - closing < 1s);
}
