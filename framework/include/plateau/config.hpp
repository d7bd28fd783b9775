#pragma once
// Moved: TOML reading (it brings in toml++) is plateau/sdk/toml.hpp.
#include "plateau/sdk/toml.hpp"
