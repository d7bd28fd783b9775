#pragma once
// Moved: a game author includes plateau/sdk/error.hpp.
#include "plateau/sdk/error.hpp"
