#pragma once

// The Game of the Goose as a plateau::Game: its variants come from the TOML files in
// <dataDir>/variants; a refused file is reported by loadProblems() and the rest load.

#include <filesystem>
#include <memory>
#include <vector>

#include <plateau/game.hpp>
#include <plateau/sdk/text.hpp>

#include "goose/variant.hpp"

namespace goose {

class GooseGame final : public plateau::Game {
public:
    static plateau::Expected<std::shared_ptr<const GooseGame>> load(
        const std::filesystem::path& dataDir);

    GooseGame(std::vector<std::shared_ptr<const Variant>> variants,
              std::vector<plateau::Error> problems);

    std::string id() const override { return "goose"; }
    std::string name() const override { return PLATEAU_N_("Game of the Goose"); }
    std::string description() const override;
    const std::vector<plateau::VariantInfo>& variants() const override { return m_infos; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }

    // The rules behind a variant of this game (read again if it came from another file).
    plateau::Expected<std::shared_ptr<const Variant>> rulesFor(
        const plateau::VariantInfo& info) const;

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(
        const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(
        std::shared_ptr<const plateau::Setup> setup,
        const plateau::VariantInfo& variant) const override;

private:
    std::vector<std::shared_ptr<const Variant>> m_variants;
    std::vector<plateau::VariantInfo> m_infos;
    std::vector<plateau::Error> m_problems;
};

}  // namespace goose
