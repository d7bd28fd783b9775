#pragma once

// @NAME@: players take turns to claim an empty square of a square board; the first with
// `line` squares in a row (across, down or diagonal) wins, a full board is a draw.
// Variants come from games/@ID@/variants/*.toml (options size and line).

#include <filesystem>
#include <memory>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace @ID@ {

// What the game is, for the host and the launcher: stated once, here.
extern const plateau::GameType kType;

class @CLASS@Game final : public plateau::Game {
public:
    // Reads every variant file; a bad file is kept in loadProblems(), the others load.
    static plateau::Expected<std::shared_ptr<const @CLASS@Game>> load(const std::filesystem::path& dataDir);

    @CLASS@Game(std::vector<plateau::VariantInfo> variants, std::vector<plateau::Error> problems)
        : Game(kType), m_variants(std::move(variants)), m_problems(std::move(problems)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(std::shared_ptr<const plateau::Setup> setup,
                                                     const plateau::VariantInfo& variant) const override;

private:
    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
};

}  // namespace @ID@
