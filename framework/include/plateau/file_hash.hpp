#pragma once
// Moved: the host side of the SDK lives in plateau/host/.
#include "plateau/host/file_hash.hpp"
