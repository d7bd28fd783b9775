#pragma once

namespace plateau::gui {

// Loads the system's Mesa GL driver ahead of the GL library, its own symbols looked up
// first (RTLD_DEEPBIND), on the thread that starts the driver (DisplayWarmUp). Loaded the
// usual way, each of the driver's and LLVM's many symbol lookups first walks the sixty
// libraries this program links: its load took 18-20 ms here against 13-15 ms (Xvfb,
// Mesa 22). Mesa's own load then finds it loaded (one library for every Gallium driver:
// swrast, iris, radeonsi… are links to the same file).
//
// Does nothing without Mesa's driver (another vendor's GL), under the sanitizers (which
// refuse RTLD_DEEPBIND), or with PLATEAU_NO_DRIVER_PRELOAD set; the window starts as usual.
void preloadGlDriver();

}  // namespace plateau::gui
