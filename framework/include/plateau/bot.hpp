#pragma once
// Moved: a game author includes plateau/sdk/bot.hpp.
#include "plateau/sdk/bot.hpp"
