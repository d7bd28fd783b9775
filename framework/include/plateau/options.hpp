#pragma once
// Moved: a game author includes plateau/sdk/options.hpp.
#include "plateau/sdk/options.hpp"
