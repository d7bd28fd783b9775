#include "plateau/sdk/bot.hpp"

#include <algorithm>
#include <charconv>

#include "plateau/host/engine_bot.hpp"
#include "plateau/host/mcts_bot.hpp"
#include "plateau/host/random_bot.hpp"
#include "plateau/sdk/game.hpp"

namespace plateau {

void BotDeleter::operator()(Bot* bot) const noexcept {
    if (!bot) return;
    // Hold the game past the plugin's destructor: the last reference may unload it.
    std::shared_ptr<const Game> keep = keepAlive;
    delete bot;
}

Bot::~Bot() = default;

std::string_view botLevelName(BotLevel level) {
    switch (level) {
        case BotLevel::Easy:
            return "easy";
        case BotLevel::Medium:
            return "medium";
        case BotLevel::Hard:
            return "hard";
    }
    return "medium";
}

Expected<BotLevel> parseBotLevel(std::string_view text, BotLevel fallback) {
    if (text.empty()) return fallback;
    for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
        if (text == botLevelName(level)) return level;
    return Error("unknown bot level '" + std::string(text) + "' (known: easy, medium, hard)");
}

Expected<BotPtr> Game::makeBot(std::string_view botName, std::string_view) const {
    return Error(name() + " has no bot of its own named '" + std::string(botName) + "'");
}

namespace {

constexpr std::string_view kPrefix = "bot:";
constexpr std::string_view kGenericBots[] = {"random", "mcts"};
constexpr std::string_view kEngine = "engine:";

std::string knownNames(const Game& game) {
    std::string known;
    for (auto n : kGenericBots)
        known += (known.empty() ? "" : ", ") + std::string(n);
    for (const auto& n : game.botNames())
        known += ", " + n;
    return known + ", engine:PATH ARGS";
}

}  // namespace

Expected<BotPtr> makeBot(const Game& game, std::string_view controller) {
    std::string_view rest = controller;
    if (rest.substr(0, kPrefix.size()) == kPrefix) rest.remove_prefix(kPrefix.size());
    // An external program: the rest is its command line, colons and all.
    if (rest.substr(0, kEngine.size()) == kEngine) {
        const std::string_view command = rest.substr(kEngine.size());
        if (auto argv = EngineBot::parseCommand(command); !argv) return argv.error();
        return BotPtr(new EngineBot(std::string(command)), BotDeleter{game.shared()});
    }
    // "…@N": a budget of N iterations and no clock, whatever the level's, so that a move
    // depends on the seed only (tests, reproducible matches).
    long iterations = 0;
    if (const auto at = rest.rfind('@'); at != std::string_view::npos) {
        const std::string_view count = rest.substr(at + 1);
        const auto [end, ec] =
            std::from_chars(count.data(), count.data() + count.size(), iterations);
        if (ec != std::errc() || end != count.data() + count.size() || iterations < 1 ||
            iterations > 1'000'000'000)
            return Error("'" + std::string(controller) +
                         "': the budget after '@' must be a number of iterations from 1 to "
                         "1000000000");
        rest = rest.substr(0, at);
    }
    auto withBudget = [iterations](BotPtr bot) {
        if (iterations > 0) bot->setBudget({.iterations = iterations});
        return bot;
    };
    const auto colon = rest.find(':');
    const std::string_view name = rest.substr(0, colon);
    const std::string_view levelText =
        colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
    if (name.empty())
        return Error("'" + std::string(controller) + "' names no bot (known: " + knownNames(game) +
                     ")");
    // mcts:N: N iterations and no clock, so the same moves on any machine (tests).
    if (name == "mcts" && !levelText.empty() &&
        std::all_of(levelText.begin(), levelText.end(),
                    [](char c) { return c >= '0' && c <= '9'; })) {
        if (levelText.size() > 9)
            return Error("'" + std::string(controller) + "': too many iterations");
        auto options = MctsBot::optionsFor(BotLevel::Easy);
        options.budget = {.iterations = std::stol(std::string(levelText))};
        if (options.budget.iterations <= 0)
            return Error("'" + std::string(controller) + "': at least one iteration");
        return BotPtr(new MctsBot(options), BotDeleter{game.shared()});
    }
    auto level = parseBotLevel(levelText);
    if (!level) return Error("'" + std::string(controller) + "': " + level.error().reason);

    const BotDeleter deleter{game.shared()};
    if (name == "random") return BotPtr(new RandomBot(), deleter);
    if (name == "mcts")
        return withBudget(BotPtr(new MctsBot(MctsBot::optionsFor(*level)), deleter));

    const auto own = game.botNames();
    if (std::find(own.begin(), own.end(), name) == own.end())
        return Error("unknown bot '" + std::string(name) + "' for " + game.name() +
                     " (known: " + knownNames(game) + ")");
    auto bot = game.makeBot(name, botLevelName(*level));
    if (!bot) return bot.error();
    // Whatever deleter the game set, the game outlives its bot.
    if (!bot->get_deleter().keepAlive) bot->get_deleter().keepAlive = game.shared();
    return withBudget(std::move(*bot));
}

std::vector<std::string> botControllers(const Game& game) {
    std::vector<std::string> out{"bot:random"};
    auto withLevels = [&](std::string_view name) {
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard})
            out.push_back(std::string(kPrefix) + std::string(name) + ":" +
                          std::string(botLevelName(level)));
    };
    withLevels("mcts");
    for (const auto& n : game.botNames())
        withLevels(n);
    return out;
}

}  // namespace plateau
