#include "plateau/host/record_view.hpp"

namespace plateau {

Record makeRecordFor(const State& state, const Viewer& viewer, std::string pluginVersion) {
    Record record = makeRecord(state, std::move(pluginVersion));
    for (std::size_t i = 0; i < record.moves.size(); ++i)
        if (state.moveHiddenFrom(i, viewer)) record.moves[i] = kHiddenMoveText;
    return record;
}

}  // namespace plateau
