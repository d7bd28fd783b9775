/* Forced into pavlosdais/Quoridor's build (tools/quoridor-gauntlet/build.sh) so that its
   sources need no edit. The engine thinks a fixed 6 s (at 9x9) measured with clock(), on
   CPU time. Here clock() runs on wall time, scaled so that those 6 s last QG_MOVE_SECONDS:
   both sides of a match get the same wall time per move, also on a loaded machine.
   clock() serves the engine's time limit only. Not part of Plateau's build. */
#include <stdlib.h>
#include <time.h>

static inline clock_t qg_wall_clock(void) {
    static double scale = 0;
    if (scale == 0) {
        const char* s = getenv("QG_MOVE_SECONDS");
        const double wanted = s ? atof(s) : 0;
        scale = wanted > 0 ? 6.0 / wanted : 1.0;
    }
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (clock_t)(((double)t.tv_sec + (double)t.tv_nsec * 1e-9) * scale * CLOCKS_PER_SEC);
}
#define clock qg_wall_clock
