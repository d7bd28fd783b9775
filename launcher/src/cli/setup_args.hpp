#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <plateau/sdk/game.hpp>

namespace plateau::cli {

// The options that say how a game starts, shared by play, simulate, perft and arena:
// --variant NAME|FILE, --set KEY=VALUE…, --players, --seed, --first.
class SetupArgs {
public:
    // withPlayers: whether --players is offered (arena chooses its own players).
    void add(CLI::App& app, bool withPlayers = true);

    // The setup for `game`, with options typed and checked against the variant.
    // `scripted` makes the first player start unless --first says otherwise, so that
    // given throws and moves are not spent on deciding who starts.
    Expected<Setup> build(const Game& game, bool scripted = false) const;

    bool seedGiven() const { return m_seedGiven; }
    std::uint64_t seed() const { return m_seed; }
    const std::string& variant() const { return m_variant; }

private:
    std::string m_variant;
    std::vector<std::string> m_set;
    std::string m_players;
    std::string m_first = "auto";
    std::string m_seedText;
    std::uint64_t m_seed = 0;
    bool m_seedGiven = false;
};

// "Anna,bot:mcts,Ben" → players; a bare number gives that many people.
Expected<std::vector<PlayerSetup>> parsePlayers(const std::string& text);

// A fresh seed when none is given, so that every game can be replayed from its record.
std::uint64_t freshSeed();

}  // namespace plateau::cli
