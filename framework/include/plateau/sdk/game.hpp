#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/sdk/board_view.hpp"
#include "plateau/sdk/bot.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/sdk/game_type.hpp"
#include "plateau/sdk/look.hpp"
#include "plateau/export.hpp"
#include "plateau/sdk/options.hpp"
#include "plateau/sdk/setup.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

// A game as loaded: immutable, shared as shared_ptr<const Game>, and the factory of its
// States. Variants and their options come from the game's data files.
class PLATEAU_EXPORT Game {
public:
    virtual ~Game();

    // The static description; id, name and description default to its fields. A game
    // made with the GameType constructor need not override them.
    const GameType& type() const { return m_type; }
    virtual std::string id() const { return m_type.id; }
    virtual std::string name() const { return m_type.name; }
    virtual std::string description() const { return m_type.description; }

    // The variants read from data; the first is the default.
    virtual const std::vector<VariantInfo>& variants() const = 0;
    // Variant files that were refused while loading (the others load).
    virtual std::vector<Error> loadProblems() const { return {}; }
    // The board's look from games/<id>/look.toml (see look.hpp), read by the host when it
    // loads the plugin; empty for a game made otherwise, or with no such file.
    const Look& look() const;

    // The palette for players who chose no colour (State::playerColor applies it).
    virtual std::vector<Color> defaultColors() const;

    int minPlayers() const;
    int maxPlayers() const;

    // A variant by id, or a variant file by path (refused with file, line and reason).
    Expected<VariantInfo> findVariant(std::string_view idOrPath) const;

    // Checks the setup (variant, player count, options; fills defaults and names) and
    // makes the starting state.
    Expected<StatePtr> newState(Setup setup) const;

    // The pointer that states keep: it holds the plugin library loaded.
    std::shared_ptr<const Game> shared() const;

protected:
    Game() = default;
    explicit Game(GameType type) : m_type(std::move(type)), m_typeGiven(true) {}
    virtual Expected<VariantInfo> loadVariantFile(const std::filesystem::path& file) const;
    // The setup is complete and checked when this is called.
    virtual Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                           const VariantInfo& variant) const = 0;

public:
    // A game's own bots, found by plateau::makeBot(game, "bot:<name>[:level]"). Declared
    // last so the vtable only grows. The default has none; a game that has some lists
    // their names and makes them (unknown names refused, listing the known ones), with
    // a BotDeleter that keeps shared() alive.
    virtual std::vector<std::string> botNames() const { return {}; }
    virtual Expected<BotPtr> makeBot(std::string_view name, std::string_view level) const;

    // A game's usual text for a whole game, where the game has one (Quoridor: "1. e2 e8
    // 2. e3 e7"), so records can be exchanged with other programs. Declared after the
    // bots for the same reason. The defaults say the game has none.
    virtual std::optional<std::string> exportStandardNotation(const State&) const {
        return std::nullopt;
    }
    // Plays a game written in that notation from `setup`; the first move that fails is
    // reported with its number and the reason.
    virtual Expected<StatePtr> importStandardNotation(Setup, std::string_view) const {
        return Error(name() + " has no standard notation to read");
    }

    // The Elo rating of one of the game's own bots at a level (its name and level as in
    // "bot:<name>:<level>"; an empty level is the bot's default), on a scale the game ties
    // itself (Quoridor: easy = 1,000). Nothing for bots the game does not rate. Declared
    // last (plugin ABI 3.2): hosts ask plugins of ABI 3.2 or later only.
    virtual std::optional<int> botRating(std::string_view /*name*/,
                                         std::string_view /*level*/) const {
        return std::nullopt;
    }

private:
    friend PLATEAU_EXPORT void bindGame(const std::shared_ptr<const Game>& handle);
    friend PLATEAU_EXPORT void attachLook(const Game& game, Look look);
    friend PLATEAU_EXPORT void bindGame(const std::shared_ptr<const Game>& handle,
                                        const GameType& declared);
    mutable std::weak_ptr<const Game> m_self;
    // Completed from id()/name()/description() when bound, for games that override those.
    mutable GameType m_type;
    bool m_typeGiven = false;
    mutable std::shared_ptr<const Look> m_look;
};

// Makes `handle` the pointer that this game's states keep (the host wraps the plugin's
// pointer with one that unloads the library last).
PLATEAU_EXPORT void bindGame(const std::shared_ptr<const Game>& handle);
// The same, for a plugin: a game made without a GameType takes the one its plugin declared.
PLATEAU_EXPORT void bindGame(const std::shared_ptr<const Game>& handle, const GameType& declared);

// Gives the game its look (the host does, from the data folder, before sharing the game).
PLATEAU_EXPORT void attachLook(const Game& game, Look look);

// For games linked in directly (tests, benchmarks): construct and bind in one step.
template <class G, class... Args>
std::shared_ptr<const G> makeGame(Args&&... args) {
    auto game = std::make_shared<const G>(std::forward<Args>(args)...);
    bindGame(game);
    return game;
}

}  // namespace plateau
