// Guess (tests/framework/info/guess_game.hpp) as a plugin, correct (SECRET_FLAW=None) or
// with one flaw of the information contract, for `plateau check` to find.
#include <plateau/sdk/plugin.hpp>

#include "info/guess_game.hpp"

namespace {

constexpr info::GuessFlaw kFlaw = info::GuessFlaw::SECRET_FLAW;
const plateau::GameType kType = info::guessType(kFlaw, SECRET_ID);

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    return info::makeGuess(kFlaw, SECRET_ID);
}

}  // namespace

PLATEAU_PLUGIN(kType, "0.1", create)
