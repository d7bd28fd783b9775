// A shared library that is not a Plateau plugin.
extern "C" __attribute__((visibility("default"))) int plateau_something_else() { return 42; }
