#include "goose/goose_game.hpp"

#include <algorithm>

#include <plateau/sdk/variant_reader.hpp>

#include "goose/goose_state.hpp"

namespace goose {

using plateau::Error;
using plateau::Expected;

const plateau::GameType kGooseType{
    .id = "goose",
    .name = PLATEAU_N_("Game of the Goose"),
    .description = PLATEAU_N_(
        "Race your goose along the spiral of 63 squares: geese double your throw, the "
        "well and the prison hold you, death sends you back to the start."),
    .dice = plateau::DiceThrow::ByPlayer,
    .decisions = false,  // the dice decide every move
    .board = plateau::BoardStyle::Plain,
    .pieceName = PLATEAU_N_("goose"),
    // Most variants throw for the start (a roll-off, with the dice); in those that draw,
    // the state asks the SDK to draw (plateau::drawFirstPlayer).
    .firstPlayer = plateau::FirstPlayerRule::Game,
    .throwWord = PLATEAU_N_("Throw the dice"),
};

Expected<std::shared_ptr<const GooseGame>> GooseGame::load(const std::filesystem::path& dataDir) {
    auto loaded = plateau::loadVariantSet<std::shared_ptr<const Variant>>(
        dataDir, [](const std::filesystem::path& file) -> Expected<std::shared_ptr<const Variant>> {
            auto variant = readVariant(file);
            if (!variant) return variant.error();
            return std::make_shared<const Variant>(std::move(*variant));
        });
    if (!loaded) return loaded.error();
    return plateau::makeGame<GooseGame>(std::move(loaded->variants), std::move(loaded->problems));
}

GooseGame::GooseGame(std::vector<std::shared_ptr<const Variant>> variants,
                     std::vector<Error> problems)
    : Game(kGooseType), m_variants(std::move(variants)), m_problems(std::move(problems)) {
    for (const auto& v : m_variants)
        m_infos.push_back(v->info);
}

Expected<std::shared_ptr<const Variant>> GooseGame::rulesFor(
    const plateau::VariantInfo& info) const {
    for (const auto& v : m_variants)
        if (v->info.id == info.id && v->info.file == info.file) return v;
    auto variant = readVariant(info.file);
    if (!variant) return variant.error();
    return std::make_shared<const Variant>(std::move(*variant));
}

Expected<plateau::VariantInfo> GooseGame::loadVariantFile(const std::filesystem::path& file) const {
    auto variant = readVariant(file);
    if (!variant) return variant.error();
    return variant->info;
}

Expected<plateau::StatePtr> GooseGame::createState(std::shared_ptr<const plateau::Setup> setup,
                                                   const plateau::VariantInfo& info) const {
    auto variant = rulesFor(info);
    if (!variant) return variant.error();
    auto rules = std::make_shared<const Rules>((*variant)->rules(setup->options));
    return plateau::StatePtr(
        new GooseState(shared(), std::move(setup), std::move(*variant), std::move(rules)));
}

}  // namespace goose
