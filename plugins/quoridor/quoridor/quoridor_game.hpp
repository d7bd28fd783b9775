#pragma once

// Quoridor as a plateau::Game: variants from games/quoridor/variants/*.toml, states made
// from their options (board_size, walls_per_player, max_plies).

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/text.hpp>

#include "bot/quoridor_bot.hpp"

#include "quoridor/quoridor_state.hpp"

namespace quoridor {

// What Quoridor is, for the host and the launcher (the plugin declares it).
extern const plateau::GameType kQuoridorType;

class QuoridorGame final : public plateau::Game {
public:
    // Reads every variant file of dataDir/variants; a bad file is kept in loadProblems().
    static plateau::Expected<std::shared_ptr<const QuoridorGame>> load(
        const std::filesystem::path& dataDir);

    QuoridorGame(std::vector<plateau::VariantInfo> variants, std::vector<plateau::Error> problems,
                 std::shared_ptr<const OpeningBook> book = nullptr, std::string bookProblem = {})
        : Game(kQuoridorType),
          m_variants(std::move(variants)),
          m_problems(std::move(problems)),
          m_book(std::move(book)),
          m_bookProblem(std::move(bookProblem)) {}

    const std::vector<plateau::VariantInfo>& variants() const override { return m_variants; }
    std::vector<plateau::Error> loadProblems() const override { return m_problems; }
    // The hard bot's opening book (dataDir/bot/opening_book.txt), if it loaded; else why
    // not, for the plugin to log (a missing book is no problem: no book).
    const std::shared_ptr<const OpeningBook>& openingBook() const { return m_book; }
    const std::string& bookProblem() const { return m_bookProblem; }

    // Its own bot, "bot:quoridor[:easy|medium|hard]" (plugins/quoridor/bot).
    std::vector<std::string> botNames() const override { return {std::string(kBotName)}; }
    plateau::Expected<plateau::BotPtr> makeBot(std::string_view name,
                                               std::string_view level) const override {
        return makeQuoridorBot(*this, name, level, m_book);
    }
    // Its levels' ratings from the gauntlet (docs/quoridor-gauntlet.md); hard by default.
    std::optional<int> botRating(std::string_view name, std::string_view level) const override {
        if (name != kBotName) return std::nullopt;
        const int rating = quoridorBotRating(level.empty() ? std::string_view("hard") : level);
        return rating > 0 ? std::optional<int>(rating) : std::nullopt;
    }

    // "1. e2 e8 2. e3 e7": see standard_record.hpp.
    std::optional<std::string> exportStandardNotation(const plateau::State& state) const override;
    plateau::Expected<plateau::StatePtr> importStandardNotation(
        plateau::Setup setup, std::string_view text) const override;

    // The rules a checked setup asks for, or why it cannot be played.
    static plateau::Expected<Rules> rulesFor(const plateau::Setup& setup);

protected:
    plateau::Expected<plateau::VariantInfo> loadVariantFile(
        const std::filesystem::path& file) const override;
    plateau::Expected<plateau::StatePtr> createState(
        std::shared_ptr<const plateau::Setup> setup,
        const plateau::VariantInfo& variant) const override;

private:
    std::vector<plateau::VariantInfo> m_variants;
    std::vector<plateau::Error> m_problems;
    std::shared_ptr<const OpeningBook> m_book;
    std::string m_bookProblem;
};

// Reads and checks one variant file: the shared header, players within 2–4, and only the
// options Quoridor knows, with sensible ranges.
plateau::Expected<plateau::VariantInfo> readQuoridorVariant(const std::filesystem::path& file);

}  // namespace quoridor
