// The commit-reveal dice (docs/online-protocol.md, "Dice"): each property the page claims.
#include <array>
#include <cstring>
#include <map>

#include <doctest/doctest.h>

#include "online/dice.hpp"

using namespace plateau;
using namespace plateau::online;

namespace {

Bytes32 bytesOf(std::uint32_t i, std::uint8_t tag) {
    Bytes32 b{};
    b[0] = tag;
    std::memcpy(b.data() + 1, &i, sizeof i);
    return sha256(b.data(), b.size());
}

ChanceList uniform(int n) {
    ChanceList list;
    for (int i = 0; i < n; ++i)
        list.push_back({Move{static_cast<std::uint32_t>(i)}, 1.0 / n});
    return list;
}

// Pearson's statistic of counts against equal expectations.
double chiSquare(const std::vector<int>& counts) {
    double total = 0;
    for (int c : counts)
        total += c;
    const double expected = total / static_cast<double>(counts.size());
    double chi = 0;
    for (int c : counts)
        chi += (c - expected) * (c - expected) / expected;
    return chi;
}

}  // namespace

TEST_CASE("dice: SHA-256 and hex are the standard ones") {
    const char* abc = "abc";
    CHECK(toHex(sha256(abc, 3)) ==
          "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const auto parsed =
        parseHex32("BA7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    REQUIRE(parsed);
    CHECK(toHex(*parsed) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK_FALSE(parseHex32("ba78"));
    CHECK_FALSE(parseHex32(std::string(63, 'a') + "g"));
}

TEST_CASE("dice: rejection sampling gives every value the same number of words (no modulo bias)") {
    // On 8-bit words every word is counted: each result must have exactly as many.
    for (std::uint64_t bound : {2ull, 3ull, 6ull, 7ull, 36ull, 100ull, 255ull, 256ull}) {
        std::map<std::uint64_t, int> hits;
        int rejected = 0;
        for (std::uint64_t word = 0; word < 256; ++word) {
            int calls = 0;
            bool skipped = false;
            const std::uint64_t x = uniformBelow<8>(bound, [&] {
                if (calls++ == 0) return word;
                skipped = true;  // asked for another word: this one was rejected
                return std::uint64_t{0};
            });
            if (skipped)
                ++rejected;
            else
                ++hits[x];
        }
        const int accepted = 256 - rejected;
        CHECK(accepted == static_cast<int>((256 / bound) * bound));
        for (std::uint64_t v = 0; v < bound; ++v)
            CHECK(hits[v] == accepted / static_cast<int>(bound));
    }
}

TEST_CASE("dice: the plugin's probabilities become exact integer weights") {
    CHECK(integerWeights(uniform(6)) == std::vector<std::uint64_t>{1, 1, 1, 1, 1, 1});
    ChanceList twoDice;  // sums 2..12 of two dice
    for (int s = 2; s <= 12; ++s)
        twoDice.push_back({Move{static_cast<std::uint32_t>(s)}, (6 - std::abs(s - 7)) / 36.0});
    CHECK(integerWeights(twoDice) == std::vector<std::uint64_t>{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1});
    ChanceList thirds;
    thirds.push_back({Move{0}, 1.0 / 3});
    thirds.push_back({Move{1}, 2.0 / 3});
    CHECK(integerWeights(thirds) == std::vector<std::uint64_t>{1, 2});
}

TEST_CASE(
    "dice: the outcome is a function of secret, value and event, which anyone can recompute") {
    const Bytes32 secret = bytesOf(1, 's'), value = bytesOf(2, 'c');
    const std::vector<std::uint64_t> w{1, 1, 1, 1, 1, 1};
    const int k = drawOutcome(secret, value, 7, w);
    CHECK(k >= 0);
    CHECK(k < 6);
    for (int i = 0; i < 5; ++i)
        CHECK(drawOutcome(secret, value, 7, w) == k);
    // The commitment verifies the secret, and only it.
    const std::string hash = commitmentOf(secret);
    CHECK(commitmentOf(secret) == hash);
    CHECK(commitmentOf(bytesOf(3, 's')) != hash);
}

TEST_CASE("dice: a player who does not know the secret cannot steer the throw") {
    // One fixed value of the player's against unknown secrets: every face equally likely.
    const Bytes32 value = bytesOf(42, 'c');
    const std::vector<std::uint64_t> w{1, 1, 1, 1, 1, 1};
    std::vector<int> counts(6);
    for (std::uint32_t i = 0; i < 6000; ++i)
        ++counts[static_cast<std::size_t>(drawOutcome(bytesOf(i, 's'), value, 3, w))];
    // 5 degrees of freedom: 20.5 is the 0.999 quantile.
    CHECK(chiSquare(counts) < 20.5);
}

TEST_CASE("dice: a referee bound to its secret cannot steer the throw") {
    // One fixed secret against the players' values: every face equally likely, and
    // weights are honoured (2d6 sums, 36000 throws).
    const Bytes32 secret = bytesOf(7, 's');
    std::vector<std::uint64_t> w{1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1};
    std::vector<int> counts(11);
    for (std::uint32_t i = 0; i < 36000; ++i)
        ++counts[static_cast<std::size_t>(drawOutcome(secret, bytesOf(i, 'c'), 9, w))];
    double chi = 0;
    for (std::size_t k = 0; k < 11; ++k) {
        const double expected = 1000.0 * static_cast<double>(w[k]);
        chi += (counts[k] - expected) * (counts[k] - expected) / expected;
    }
    CHECK(chi < 29.6);  // 10 degrees of freedom, 0.999 quantile
}

TEST_CASE(
    "dice: neither side can foresee: one bit of either input changes the throw as a coin would") {
    const std::vector<std::uint64_t> w(36, 1);
    int same = 0;
    for (std::uint32_t i = 0; i < 3600; ++i) {
        Bytes32 value = bytesOf(i, 'c');
        const int before = drawOutcome(bytesOf(i, 's'), value, 1, w);
        value[31] ^= 1;
        same += drawOutcome(bytesOf(i, 's'), value, 1, w) == before;
    }
    // Independent throws agree 1 time in 36: about 100 of 3600.
    CHECK(same < 160);
}

TEST_CASE("dice: the seed of who starts depends on every seat's value") {
    const Bytes32 secret = bytesOf(1, 's');
    const auto a = seedFrom(secret, {bytesOf(1, 'c'), bytesOf(2, 'c')});
    CHECK(a == seedFrom(secret, {bytesOf(1, 'c'), bytesOf(2, 'c')}));
    CHECK(a != seedFrom(secret, {bytesOf(1, 'c'), bytesOf(3, 'c')}));
    CHECK(a != seedFrom(bytesOf(2, 's'), {bytesOf(1, 'c'), bytesOf(2, 'c')}));
}
