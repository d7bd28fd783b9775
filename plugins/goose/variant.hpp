#pragma once

// A variant of the Goose as written in its TOML file: the squares, the global rules and
// which of them the setup's options switch on or off. The schema is documented in
// games/goose/README.md.

#include <array>
#include <filesystem>
#include <string>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/options.hpp>

#include "goose/rules.hpp"

namespace goose {

// Makes a rule depend on a bool option: active when `when` is on / `unless` is off.
struct OptionGate {
    std::string when;
    std::string unless;
    bool active(const plateau::OptionValues& options) const;
};

// How a square looks and is called; the engine never reads this.
struct SquareLook {
    std::string kind = "plain";  // goose, bridge, inn, well, maze, prison, death, start, goal
    std::string name;            // "The Bridge"
    std::string description;     // what it does, for players: "Go straight to 12"
};

struct Variant {
    plateau::VariantInfo info;
    int menuOrder = 100;  // the menu lists variants by this, then by id
    std::array<SquareLook, kSquareCount> looks;

    // Every rule as the file writes it; rules() applies the gates and option values.
    Rules base;
    OptionGate firstThrowGate;
    OptionGate oneDieGate;
    std::array<OptionGate, kSquareCount> longestWaitGate;
    std::string maxRoundsOption;   // the int option that gives the round limit, if any
    std::string missChanceOption;  // the real option that gives the miss chance, if any

    Rules rules(const plateau::OptionValues& options) const;
    // "The Well", or "square 31" for a square without a name.
    std::string squareName(int square) const;
};

// Reads and checks a variant file; a refusal names file, line, column and reason.
plateau::Expected<Variant> readVariant(const std::filesystem::path& file);
plateau::Expected<Variant> parseVariant(std::string_view text, const std::string& source);

}  // namespace goose
