#pragma once

// Ludo ("Mens erger je niet", "Petits chevaux"), written against the installed Plateau SDK
// only. 2 to 4 players, up to 4 pawns each, on a track of 40 squares with a home column of
// 4 per player. The player throws one die; a 6 brings a pawn out onto the start square and
// throws again; landing on another player's pawn sends it back to its yard; a pawn goes
// home by the exact throw (a throw past the last home square cannot be played, and no pawn
// lands on one of its own). With no pawn able to move, the player passes (a button).

#include <filesystem>
#include <memory>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace ludo {

extern const plateau::GameType kType;

class LudoGame final : public plateau::Game {
public:
    static plateau::Expected<std::shared_ptr<const LudoGame>> load(const std::filesystem::path& dataDir);

    LudoGame(std::vector<plateau::VariantInfo> variants, std::vector<plateau::Error> problems)
        : Game(kType), m_variants(std::move(variants)), m_problems(std::move(problems)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }
    std::vector<plateau::Color> defaultColors() const override;

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(std::shared_ptr<const plateau::Setup> setup,
                                                     const plateau::VariantInfo& variant) const override;

private:
    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
};

}  // namespace ludo
