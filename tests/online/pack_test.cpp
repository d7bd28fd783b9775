// Packing the referee's outbox into messages: one message per account in a row, the
// account's order kept (also across its resources), within half a receiver's limits.
#include <doctest/doctest.h>

#include "online/protocol.hpp"

using namespace plateau;
using namespace plateau::online;

namespace {

xmpp::Element event(int n) {
    return element("event").set("table", "t1").set("n", std::to_string(n));
}

std::vector<std::string> numbers(const Packed& p) {
    std::vector<std::string> out;
    for (const auto& e : p.payloads)
        out.push_back(e.attrOr("n"));
    return out;
}

}  // namespace

TEST_CASE("pack: a broadcast to two seats is one message each, in order") {
    Outbox out;
    for (int n = 1; n <= 3; ++n) {
        out.push_back({"ann@x", event(n)});
        out.push_back({"ben@x", event(n)});
    }
    const auto packed = pack(out);
    REQUIRE(packed.size() == 2);
    CHECK(packed[0].to == "ann@x");
    CHECK(numbers(packed[0]) == std::vector<std::string>{"1", "2", "3"});
    CHECK(packed[1].to == "ben@x");
    CHECK(numbers(packed[1]) == std::vector<std::string>{"1", "2", "3"});
}

TEST_CASE("pack: an answer to one program between announcements keeps its place") {
    Outbox out{
        {"ann@x", event(1)}, {"ann@x/window", event(2)}, {"ann@x", event(3)}, {"ben@x", event(1)}};
    const auto packed = pack(out);
    REQUIRE(packed.size() == 4);
    CHECK(packed[0].to == "ann@x");
    CHECK(numbers(packed[0]) == std::vector<std::string>{"1"});
    CHECK(packed[1].to == "ann@x/window");
    CHECK(packed[2].to == "ann@x");
    CHECK(numbers(packed[2]) == std::vector<std::string>{"3"});
    CHECK(packed[3].to == "ben@x");
}

TEST_CASE("pack: a message stays within half of what a receiver takes") {
    Outbox out;
    for (int n = 0; n < 200; ++n)
        out.push_back({"ann@x", event(n).setText(std::string(300, 'a'))});
    xmpp::Limits limits;
    const auto packed = pack(out, limits);
    CHECK(packed.size() > 1);
    std::size_t total = 0;
    for (const auto& p : packed) {
        std::size_t weight = 0;
        for (const auto& e : p.payloads)
            weight += e.weight() + std::string_view(kNamespace).size();
        CHECK(weight <= limits.maxWeight / 2);
        CHECK(p.payloads.size() <= limits.maxElements / 2);
        total += p.payloads.size();
    }
    CHECK(total == 200);
    // One payload larger than the budget still goes, alone.
    const auto big =
        pack({{"ann@x", event(1).setText(std::string(12000, 'b'))}, {"ann@x", event(2)}});
    CHECK(big.size() == 2);
}
