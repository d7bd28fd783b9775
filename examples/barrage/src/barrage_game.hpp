#pragma once

// Barrage, Stratego's 8-piece game, written against the installed Plateau SDK only. Each
// side sets up a Marshal, a General, two Scouts, a Miner, a Spy, a Bomb and its Flag on its
// four ranks of a 10×10 board with two lakes, in secret; the opponent sees where the pieces
// stand, not what they are, until they fight. Capture the flag, or leave the opponent no
// piece that can move.

#include <filesystem>
#include <memory>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace barrage {

extern const plateau::GameType kType;

class BarrageGame final : public plateau::Game {
public:
    // `type` is kType; a test may give another (the same game with its secrets undeclared,
    // to compare a search that reads them with one that cannot).
    static plateau::Expected<std::shared_ptr<const BarrageGame>> load(
        const std::filesystem::path& dataDir, const plateau::GameType& type = kType);

    BarrageGame(plateau::GameType type, std::vector<plateau::VariantInfo> variants,
                std::vector<plateau::Error> problems)
        : Game(std::move(type)), m_variants(std::move(variants)), m_problems(std::move(problems)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }
    std::vector<plateau::Color> defaultColors() const override;

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(
        const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(
        std::shared_ptr<const plateau::Setup> setup,
        const plateau::VariantInfo& variant) const override;

private:
    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
};

}  // namespace barrage
