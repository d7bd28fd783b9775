#pragma once
// Moved: the host side of the SDK lives in plateau/host/.
#include "plateau/host/replay_cursor.hpp"
