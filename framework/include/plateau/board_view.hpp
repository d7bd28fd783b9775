#pragma once
// Moved: a game author includes plateau/sdk/board_view.hpp.
#include "plateau/sdk/board_view.hpp"
