#pragma once

// Race: the smallest complete game, for the SDK's tests and as an example plugin.
// A die of three faces is thrown (chance), then the player advances by the throw or by
// one; the first pawn on the goal square wins. Variants come from TOML files.

#include <filesystem>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace race {

// What Race is, for the host and the launcher; the plugin declares it too.
extern const plateau::GameType kRaceType;

class RaceGame final : public plateau::Game {
public:
    static plateau::Expected<std::shared_ptr<const RaceGame>> load(const std::filesystem::path& dataDir);

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }

    explicit RaceGame(std::vector<plateau::VariantInfo> variants, std::vector<plateau::Error> problems)
        : Game(kRaceType), m_variants(std::move(variants)), m_problems(std::move(problems)) {}

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(std::shared_ptr<const plateau::Setup> setup,
                                                     const plateau::VariantInfo& variant) const override;

private:
    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
};

plateau::Expected<plateau::VariantInfo> readRaceVariant(const std::filesystem::path& file);

}  // namespace race
