#pragma once

// Colonel Blotto, written against the installed Plateau SDK only: a game of simultaneous
// moves. Every round both generals split their troops over three battlefields at once,
// each unseen by the other; more troops take a field, more fields take the round, more
// rounds win the game.

#include <filesystem>
#include <memory>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace blotto {

extern const plateau::GameType kType;

class BlottoGame final : public plateau::Game {
public:
    // `type` is kType; a test may give another (the same game with its simultaneous moves
    // undeclared, to compare a search that reads a pending split with one that cannot).
    static plateau::Expected<std::shared_ptr<const BlottoGame>> load(
        const std::filesystem::path& dataDir, const plateau::GameType& type = kType);

    BlottoGame(plateau::GameType type, std::vector<plateau::VariantInfo> variants,
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

}  // namespace blotto
