#pragma once
// Moved: a game author includes plateau/sdk/fixed_vector.hpp.
#include "plateau/sdk/fixed_vector.hpp"
