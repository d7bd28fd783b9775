#pragma once

// Draughts ("dammen", "les dames") and its 8×8 relatives, written against the installed
// Plateau SDK only. The rules of a variant are its options: board size, flying kings,
// whether men capture backwards, whether the longest capture is compulsory, and the
// king-move draw. White (player 0) sits at the bottom and moves up.

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace draughts {

// What the game is, for the host and the launcher: stated once, here.
extern const plateau::GameType kType;

class DraughtsGame final : public plateau::Game {
public:
    // Reads every variant file; a bad file is kept in loadProblems(), the others load.
    static plateau::Expected<std::shared_ptr<const DraughtsGame>> load(
        const std::filesystem::path& dataDir);

    // `positions`: each variant file's start position (empty: the usual one), by file.
    DraughtsGame(std::vector<plateau::VariantInfo> variants, std::vector<plateau::Error> problems,
                 std::map<std::string, std::string> positions = {})
        : Game(kType), m_variants(std::move(variants)), m_problems(std::move(problems)),
          m_positions(std::move(positions)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }
    std::vector<plateau::Color> defaultColors() const override;

    // A position written as in PDN ("W:W31,32,K45:B12,13": the side to move, then each
    // side's squares, K before a king), for tests and problems. The setup is checked as
    // newState checks it. A variant file may start from one too (`position = "W:…"`).
    plateau::Expected<plateau::StatePtr> fromPosition(plateau::Setup setup,
                                                      std::string_view fen) const;

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(
        const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(
        std::shared_ptr<const plateau::Setup> setup,
        const plateau::VariantInfo& variant) const override;

private:
    plateau::Expected<plateau::StatePtr> startFrom(std::shared_ptr<const plateau::Setup> setup,
                                                   std::string_view fen) const;

    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
    std::map<std::string, std::string> m_positions;
};

}  // namespace draughts
