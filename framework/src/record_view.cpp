#include "plateau/host/record_view.hpp"

#include <algorithm>

#include "plateau/sdk/game.hpp"
#include "plateau/sdk/random.hpp"

namespace plateau {

Record makeRecordFor(const State& state, const Viewer& viewer, std::string pluginVersion) {
    Record record = makeRecord(state, std::move(pluginVersion));
    for (std::size_t i = 0; i < record.moves.size(); ++i)
        if (state.moveHiddenFrom(i, viewer)) record.moves[i] = kHiddenMoveText;
    return record;
}

Expected<Record> makeSeatCopy(const State& state, int player, std::uint64_t seed,
                              std::string pluginVersion) {
    if (player < 0 || player >= state.numPlayers())
        return Error("there is no seat " + std::to_string(player + 1) + " in this game");
    const Viewer viewer = Viewer::player(player);
    Record copy = makeRecordFor(state, viewer, std::move(pluginVersion));
    copy.seat = player;
    if (std::find(copy.moves.begin(), copy.moves.end(), kHiddenMoveText) == copy.moves.end())
        return copy;
    Rng rng(seed);
    // The game's seed draws its throws and its bots' choices (the launcher's seed policy):
    // with it, a reader could work out the hidden ones. The copy gets a seed of its own.
    copy.setup.seed = rng.next();
    const StatePtr drawn = state.resampleFromInformation(player, rng);
    const Record stand = makeRecord(*drawn);
    if (stand.moves.size() != copy.moves.size())
        return Error("the game's resampleFromInformation gave " +
                     std::to_string(stand.moves.size()) + " moves, not " +
                     std::to_string(copy.moves.size()));
    for (std::size_t i = 0; i < copy.moves.size(); ++i) {
        if (!state.moveHiddenFrom(i, viewer)) {
            if (stand.moves[i] != copy.moves[i])
                return Error("the game's resampleFromInformation changed move " +
                             std::to_string(i + 1) + ", which " + state.playerName(player) +
                             " knows");
            continue;
        }
        if (!drawn->moveHiddenFrom(i, viewer))
            return Error("the game's resampleFromInformation shows " + state.playerName(player) +
                         " move " + std::to_string(i + 1) + ", hidden from them");
        copy.standIns.push_back(stand.moves[i]);
    }
    // Without the game's seed, the copy must still play to what the seat saw.
    auto again = replay(state.game(), copy);
    if (!again) return Error("the seat's copy does not replay: " + again.error().reason);
    if ((*again)->toText(viewer) != state.toText(viewer))
        return Error("the seat's copy does not replay to what " + state.playerName(player) +
                     " saw (does the game's setup draw from its seed?)");
    return copy;
}

}  // namespace plateau
