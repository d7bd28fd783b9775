#pragma once

// Chinese checkers (Sternhalma), written against the installed Plateau SDK only: 2, 3, 4 or
// 6 players on the star of 121 holes, ten marbles each in a point of the star. A turn moves
// one marble: a step to a free neighbouring hole, or a chain of jumps, each over a marble
// (anyone's) standing next to it into the free hole just behind, in a straight line. Nothing
// is captured. The first player to fill the opposite point wins: marbles its owner never
// moved out count for the filling (so they cannot block the win), anyone else's do not. A
// variant may end the game after a number of rounds: the player nearest home then wins.

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace chinese_checkers {

extern const plateau::GameType kType;

class ChineseCheckersGame final : public plateau::Game {
public:
    static plateau::Expected<std::shared_ptr<const ChineseCheckersGame>> load(
        const std::filesystem::path& dataDir);

    ChineseCheckersGame(std::vector<plateau::VariantInfo> variants,
                        std::vector<plateau::Error> problems)
        : Game(kType), m_variants(std::move(variants)), m_problems(std::move(problems)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }
    std::vector<plateau::Color> defaultColors() const override;

    // A position for tests and problems: for each player, the holes of their marbles
    // ("a1 b1 b2 …"), ten each; `toMove` moves first.
    plateau::Expected<plateau::StatePtr> fromPosition(plateau::Setup setup,
                                                      const std::vector<std::string>& marbles,
                                                      int toMove) const;

    // Its own bot, "bot:greedy[:easy|medium|hard]": it moves the marble that gains most
    // towards home, the one left farthest behind on a tie (easy: any that gains).
    std::vector<std::string> botNames() const override { return {"greedy"}; }
    plateau::Expected<plateau::BotPtr> makeBot(std::string_view name,
                                               std::string_view level) const override;

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

}  // namespace chinese_checkers
