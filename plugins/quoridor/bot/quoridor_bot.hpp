#pragma once

// Quoridor's own bot: the levels over the search (search.hpp), as a plateau::Bot.

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/bot.hpp>

#include "bot/opening_book.hpp"
#include "bot/search.hpp"

namespace quoridor {

// A plateau::Bot over Searcher. Levels: easy (two plies, loose, walls only that hurt),
// medium (three plies, a little loose), hard (the whole time budget, seeded variety).
class QuoridorBot final : public plateau::Bot {
public:
    // `book`: the opening book the level plays from (SearchOptions::bookPlies), if any.
    explicit QuoridorBot(SearchOptions options, std::shared_ptr<const OpeningBook> book = nullptr);
    static SearchOptions optionsFor(plateau::BotLevel level);

    std::string name() const override { return "quoridor"; }
    plateau::Move chooseMove(const plateau::State& state, plateau::Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }
    const SearchResult& lastResult() const { return m_last; }

private:
    SearchOptions m_options;
    std::shared_ptr<const OpeningBook> m_book;
    Searcher m_searcher;
    SearchResult m_last;
    std::string m_info;
};

inline constexpr std::string_view kBotName = "quoridor";

// For QuoridorGame's hook:
//     std::vector<std::string> botNames() const override { return {std::string(kBotName)}; }
//     plateau::Expected<plateau::BotPtr> makeBot(std::string_view name,
//                                                std::string_view level) const override {
//         return makeQuoridorBot(*this, name, level);
//     }
// Unknown names are refused; the level defaults to hard.
// About how strong a level plays, as an Elo rating (0 for an unknown level): measured in
// matches of the levels against each other, tied to the scale by easy = 1,000 (see
// docs/quoridor-gauntlet.md).
int quoridorBotRating(std::string_view level);

plateau::Expected<plateau::BotPtr> makeQuoridorBot(
    const plateau::Game& game, std::string_view name, std::string_view level,
    std::shared_ptr<const OpeningBook> book = nullptr);

}  // namespace quoridor
