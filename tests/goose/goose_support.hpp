#pragma once

// Helpers shared by the Goose suites: the shipped variants, resolved rules, states.

#include <memory>
#include <string>
#include <utility>

#include <doctest/doctest.h>

#include "support.hpp"

#include "goose/engine.hpp"
#include "goose/goose_game.hpp"
#include "goose/goose_state.hpp"
#include "goose/variant.hpp"

namespace goose::testing {

inline const std::string kDataDir = PLATEAU_SOURCE_DIR "/games/goose";

// A variant with its options resolved into rules; keep it alive while engines use it.
struct Table {
    Variant variant;
    Rules rules;

    explicit Table(const std::string& id, plateau::OptionValues options = {}) {
        auto v = readVariant(kDataDir + "/variants/" + id + ".toml");
        REQUIRE_OK(v);
        variant = std::move(*v);
        REQUIRE_OK(options.resolve(variant.info.options));
        rules = variant.rules(options);
    }
    // An engine whose first player is 0, past the start rule.
    Engine engine(int players = 2) const { return Engine(rules, players, 0); }
};

inline std::shared_ptr<const GooseGame> gooseGame() {
    static auto game = [] {
        auto g = GooseGame::load(kDataDir);
        REQUIRE_OK(g);
        return *g;
    }();
    return game;
}

inline plateau::Setup setupFor(const std::string& variant, int players, int firstPlayer = -1) {
    static const char* names[] = {"Anna", "Ben", "Cleo", "Dirk", "Eva", "Femke", "Gus", "Hana"};
    plateau::Setup s;
    s.variant = variant;
    for (int p = 0; p < players; ++p)
        s.players.push_back({names[p]});
    s.firstPlayer = firstPlayer;
    return s;
}

inline plateau::StatePtr newState(const plateau::Setup& setup) {
    auto s = gooseGame()->newState(setup);
    REQUIRE_OK(s);
    return std::move(*s);
}

inline const GooseState& gooseOf(const plateau::StatePtr& s) {
    return dynamic_cast<const GooseState&>(*s);
}

// The text of the last `n` events, one a line.
inline std::string lastEvents(const plateau::State& s, std::size_t n = 1) {
    std::string out;
    const auto& events = s.events();
    for (std::size_t i = events.size() > n ? events.size() - n : 0; i < events.size(); ++i)
        out += events[i].text + "\n";
    return out;
}

}  // namespace goose::testing
