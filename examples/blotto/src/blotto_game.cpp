#include "blotto_game.hpp"

#include <plateau/sdk/text.hpp>
#include <plateau/sdk/variant_reader.hpp>

#include "blotto_state.hpp"

namespace blotto {

using namespace plateau;

namespace {

inline constexpr DomainText tx{"blotto"};

Expected<VariantInfo> readVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    for (const char* key : {"troops", "rounds"})
        if (!info->findOption(key))
            return Error(file.string(), 1, 1,
                         std::string("a Blotto variant needs the option '") + key + "'");
    const auto* troops = info->findOption("troops");
    if (troops->min < 1 || troops->max > 12)
        return Error(file.string(), 1, 1, "Blotto splits 1 to 12 troops");
    if (info->minPlayers != 2 || info->maxPlayers != 2)
        return Error(file.string(), 1, 1, "Blotto is played by 2 players");
    return info;
}

}  // namespace

const GameType kType{
    .id = "blotto",
    .name = PLATEAU_N_("Colonel Blotto"),
    .description = PLATEAU_N_(
        "Two generals split their troops over three battlefields at once, each unseen by the "
        "other: more troops take a field, more fields take the round."),
    .dice = DiceThrow::None,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = PLATEAU_N_("troops"),
    .firstPlayer = FirstPlayerRule::Game,  // nobody starts: both choose at once
    .hiddenInformation = true,
    .simultaneousMoves = true,
    .markTargets = false,  // every split is a target: the triangle says so
};

std::vector<Color> BlottoGame::defaultColors() const {
    return {{0x9a, 0x3a, 0x2a, 255}, {0x2a, 0x5a, 0x8a, 255}};
}

Expected<std::shared_ptr<const BlottoGame>> BlottoGame::load(const std::filesystem::path& dataDir,
                                                             const GameType& type) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readVariant, "classic");
    if (!loaded) return loaded.error();
    return makeGame<BlottoGame>(type, std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> BlottoGame::loadVariantFile(const std::filesystem::path& file) const {
    return readVariant(file);
}

Expected<StatePtr> BlottoGame::createState(std::shared_ptr<const Setup> setup,
                                           const VariantInfo&) const {
    Rules rules;
    rules.troops = static_cast<int>(setup->options.getInt("troops", 6));
    rules.rounds = static_cast<int>(setup->options.getInt("rounds", 5));
    if (rules.troops < 1 || rules.troops > 12) return Error(tx("Blotto splits 1 to 12 troops"));
    if (rules.rounds < 1) return Error(tx("Blotto needs at least one round"));
    return makeState(shared(), std::move(setup), rules);
}

}  // namespace blotto
