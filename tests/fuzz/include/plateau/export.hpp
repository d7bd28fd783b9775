#pragma once

// The fuzzer compiles the SDK's sources into itself: nothing is exported from a library.
#define PLATEAU_EXPORT
#define PLATEAU_NO_EXPORT
