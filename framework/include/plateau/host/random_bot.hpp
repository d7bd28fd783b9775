#pragma once

#include "plateau/sdk/bot.hpp"

namespace plateau {

// Plays a uniformly random legal move: the baseline every other bot must beat.
class PLATEAU_EXPORT RandomBot final : public Bot {
public:
    std::string name() const override { return "random"; }
    Move chooseMove(const State& state, Rng& rng) override;

private:
    MoveList m_moves;
};

}  // namespace plateau
