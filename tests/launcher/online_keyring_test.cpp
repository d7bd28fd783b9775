// Where a remembered password goes when a Secret Service answers: into the keyring, never
// also into the file, and out of it on Sign out. Skipped in a plain run; the test
// online_keyring runs it with --no-skip inside keyring_session.sh (a private session bus
// and keyring daemon of its own, so the person's keyring is never touched).
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include <doctest/doctest.h>

#include "app/credentials.hpp"

using plateau::gui::Credentials;

namespace {

struct Folder {
    std::filesystem::path path;
    explicit Folder(const std::string& name)
        : path(std::filesystem::temp_directory_path() /
               ("plateau-keyring-" + name + "-" + std::to_string(::getpid()))) {
        std::filesystem::remove_all(path);
    }
    ~Folder() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("sign-in: with a keyring the password is kept there, and Sign out clears it" *
          doctest::skip()) {
    const char* bus = std::getenv("DBUS_SESSION_BUS_ADDRESS");
    REQUIRE(bus);
    const std::string address = bus;
    REQUIRE(Credentials::keyringReachable());

    Folder annDir("ann"), benDir("ben");
    Credentials ann(annDir.path), ben(benDir.path);

    // Kept in a file while no keyring answered (the bus gone): the keyring takes it over.
    ::unsetenv("DBUS_SESSION_BUS_ADDRESS");
    CHECK(ann.save("localhost:5222", "ann", "old", true) == "file");
    CHECK(std::filesystem::exists(ann.passwordFile()));
    ::setenv("DBUS_SESSION_BUS_ADDRESS", address.c_str(), 1);

    CHECK(ann.save("localhost:5222", "ann", "s3cret", true) == "keyring");
    CHECK_FALSE(std::filesystem::exists(ann.passwordFile()));  // one place only
    auto kept = ann.load();
    CHECK(kept.server == "localhost:5222");
    CHECK(kept.name == "ann");
    CHECK(kept.password == "s3cret");

    // Accounts are kept apart by server and name.
    CHECK(ben.save("localhost:5222", "ben", "other", true) == "keyring");
    CHECK(ben.load().password == "other");
    CHECK(ann.load().password == "s3cret");
    Folder elsewhereDir("elsewhere");
    Credentials elsewhere(elsewhereDir.path);
    CHECK(elsewhere.save("example.org", "ann", "", false) == "");
    CHECK(elsewhere.load().password.empty());  // same name, another server: nothing

    // Saved again: replaced, not added.
    CHECK(ann.save("localhost:5222", "ann", "n3w", true) == "keyring");
    CHECK(ann.load().password == "n3w");

    // Sign out forgets ann's password in the keyring; ben's stays.
    ann.forget("localhost:5222", "ann");
    kept = ann.load();
    CHECK(kept.name == "ann");  // the name and server are still offered
    CHECK(kept.password.empty());
    CHECK(ben.load().password == "other");

    // Signing in without "Remember" forgets what was kept.
    CHECK(ben.save("localhost:5222", "ben", "other", false) == "");
    CHECK(ben.load().password.empty());
}
