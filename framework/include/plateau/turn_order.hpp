#pragma once
// Moved: a game author includes plateau/sdk/turn_order.hpp.
#include "plateau/sdk/turn_order.hpp"
