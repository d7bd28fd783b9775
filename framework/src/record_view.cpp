#include "plateau/host/record_view.hpp"

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
    bool anyHidden = false;
    for (std::size_t i = 0; i < copy.moves.size() && !anyHidden; ++i)
        anyHidden = state.moveHiddenFrom(i, viewer);
    if (!anyHidden) return copy;
    Rng rng(seed);
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
    return copy;
}

}  // namespace plateau
