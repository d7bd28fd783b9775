#pragma once

#include <filesystem>
#include <string>

#include <plateau/sdk/game.hpp>

namespace plateau::gui {

// The guided first game is offered once per game, on its first visit: when the game ships
// a tutorial, it was never offered, and no game of it was played yet (none finished in the
// history, none saved). What was offered is kept beside the settings
// (<settings folder>/tutorials-offered, a game id a line).
std::filesystem::path tutorialOffersFile(const std::filesystem::path& settingsFile);
bool tutorialOfferDue(const Game& game, const std::filesystem::path& settingsFile);
// Returns why it could not be written, if it could not (the offer then comes again).
std::string rememberTutorialOffered(const std::string& gameId,
                                    const std::filesystem::path& settingsFile);

}  // namespace plateau::gui
