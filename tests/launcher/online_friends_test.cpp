// The accounts met at earlier tables, kept across runs, and the lobby's order: the tables
// their hosts opened first.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <doctest/doctest.h>

#include "app/online_friends.hpp"

using namespace plateau::gui;
using plateau::online::ClientEvent;

namespace {

std::filesystem::path scratch() {
    auto p = std::filesystem::temp_directory_path() /
             ("plateau-met-" + std::to_string(::getpid()) + ".txt");
    std::filesystem::remove(p);
    return p;
}

ClientEvent::TableInfo table(std::string id, std::string host) {
    ClientEvent::TableInfo t;
    t.id = std::move(id);
    t.host = std::move(host);
    return t;
}

}  // namespace

TEST_CASE("friends: the accounts met are kept across runs, once each, the oldest forgotten") {
    const auto file = scratch();
    {
        MetAccounts met(file);
        CHECK(met.add("ann@example.org"));
        CHECK_FALSE(met.add("ann@example.org"));
        CHECK_FALSE(met.add(""));           // a bot's seat, nobody
        CHECK_FALSE(met.add("no domain"));  // not an account
        CHECK(met.add("ben@example.org"));
    }
    MetAccounts again(file);
    CHECK(again.size() == 2);
    CHECK(again.contains("ann@example.org"));
    CHECK(again.contains("ben@example.org"));
    CHECK_FALSE(again.contains("cat@example.org"));
    for (std::size_t i = 0; i < MetAccounts::kMax; ++i)
        again.add("p" + std::to_string(i) + "@example.org");
    CHECK(again.size() == MetAccounts::kMax);
    CHECK_FALSE(again.contains("ann@example.org"));
    CHECK(again.contains("p0@example.org"));
    std::filesystem::remove(file);
}

TEST_CASE("friends: the lobby lists the tables of accounts met first, else as listed") {
    const auto file = scratch();
    MetAccounts met(file);
    met.add("ben@example.org");
    met.add("dan@example.org");
    const auto order =
        friendsFirst({table("a", "eve@example.org"), table("b", "dan@example.org"), table("c", ""),
                      table("d", "ben@example.org"), table("e", "fay@example.org")},
                     met);
    std::string ids;
    for (const auto& t : order)
        ids += t.id;
    CHECK(ids == "bdace");
    std::filesystem::remove(file);
}
