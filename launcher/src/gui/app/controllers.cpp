#include "app/controllers.hpp"

#include <plateau/bot.hpp>
#include <plateau/game.hpp>

namespace plateau::gui {

namespace {

// The level after "bot:name:", or "" for "bot:random".
std::string levelOf(const std::string& controller) {
    const auto colon = controller.rfind(':');
    return colon == std::string::npos || colon < 4 ? std::string() : controller.substr(colon + 1);
}

std::string botNameOf(const std::string& controller) {
    const std::string rest = controller.substr(4);
    return rest.substr(0, rest.find(':'));
}

}  // namespace

bool playersDecide(const Game& game) {
    // The game says so in its description (GameType::decisions); nothing is guessed.
    return game.type().decisions;
}

std::vector<ControllerChoice> controllerChoices(const Game& game, bool decide) {
    std::vector<ControllerChoice> out{{"human", "Human"}};
    auto bots = botControllers(game);
    if (bots.empty()) bots = {"bot:random", "bot:mcts:easy", "bot:mcts:medium", "bot:mcts:hard"};
    if (!decide) {
        // Nothing to choose: any bot plays the same; the first one throws for the seat.
        out.push_back({bots.front(), "Computer"});
        return out;
    }
    const auto own = game.botNames();
    // The game's own bots first, then the general one, then random moves.
    for (const auto& name : own)
        for (const auto& c : bots)
            if (c.rfind("bot:" + name + ":", 0) == 0)
                out.push_back({c, (own.size() > 1 ? "Computer (" + name + ")" : "Computer") +
                                      " \u00b7 " + levelOf(c)});
    // The general search bot only where the game has none of its own: one "Computer ·
    // hard" in the list, not two that differ in jargon (the command line has them all).
    if (own.empty())
        for (const auto& c : bots)
            if (c.rfind("bot:mcts:", 0) == 0) out.push_back({c, "Computer \u00b7 " + levelOf(c)});
    for (const auto& c : bots)
        if (c == "bot:random") out.push_back({c, "Computer \u00b7 random moves"});
    return out;
}

std::string controllerLabel(const std::string& controller) {
    if (controller == "human") return "Human";
    if (controller.rfind("bot:", 0) != 0) return controller;
    if (controller == "bot:random") return "Computer \u00b7 random moves";
    const std::string level = levelOf(controller);
    if (botNameOf(controller) == "mcts" || !level.empty())
        return level.empty() ? "Computer" : "Computer \u00b7 " + level;
    return "Computer";
}

}  // namespace plateau::gui
