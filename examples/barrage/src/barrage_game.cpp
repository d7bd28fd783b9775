#include "barrage_game.hpp"

#include <plateau/sdk/text.hpp>
#include <plateau/sdk/variant_reader.hpp>

#include "barrage_state.hpp"

namespace barrage {

using namespace plateau;

namespace {

inline constexpr DomainText tx{"barrage"};

Expected<VariantInfo> readVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    for (const char* key : {"random_setup", "quiet_limit"})
        if (!info->findOption(key))
            return Error(file.string(), 1, 1,
                         std::string("a Barrage variant needs the option '") + key + "'");
    if (info->minPlayers != 2 || info->maxPlayers != 2)
        return Error(file.string(), 1, 1, "Barrage is played by 2 players");
    return info;
}

}  // namespace

const GameType kType{
    .id = "barrage",
    .name = PLATEAU_N_("Barrage"),
    .description = PLATEAU_N_(
        "Stratego with eight pieces a side, set up in secret: the other army shows only its "
        "backs until its pieces fight. Capture the flag."),
    .dice = DiceThrow::None,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = PLATEAU_N_("piece"),
    .hiddenInformation = true,
};

std::vector<Color> BarrageGame::defaultColors() const {
    return {{0xc8, 0x30, 0x28, 255}, {0x28, 0x58, 0xb8, 255}};  // red and blue
}

Expected<std::shared_ptr<const BarrageGame>> BarrageGame::load(const std::filesystem::path& dataDir,
                                                               const GameType& type) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readVariant, "classic");
    if (!loaded) return loaded.error();
    return makeGame<BarrageGame>(type, std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> BarrageGame::loadVariantFile(const std::filesystem::path& file) const {
    return readVariant(file);
}

Expected<StatePtr> BarrageGame::createState(std::shared_ptr<const Setup> setup,
                                            const VariantInfo&) const {
    Rules rules;
    rules.randomSetup = setup->options.getBool("random_setup", false);
    rules.quietLimit = static_cast<int>(setup->options.getInt("quiet_limit", 200));
    if (rules.quietLimit < 0)
        return Error(tx("the number of moves without a fight cannot be negative"));
    return makeState(shared(), std::move(setup), rules);
}

}  // namespace barrage
