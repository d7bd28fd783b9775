#pragma once
// Moved: a game author includes plateau/sdk/variant_reader.hpp.
#include "plateau/sdk/variant_reader.hpp"
