#pragma once
// Moved: a game author includes plateau/sdk/plugin.hpp.
#include "plateau/sdk/plugin.hpp"
