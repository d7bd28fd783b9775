#include "plateau/host/interrupt.hpp"

#include <signal.h>

namespace plateau {

namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

void onInterrupt(int signal) {
    if (g_interrupted.exchange(true)) {
        // The second one: as if nothing had been caught.
        ::signal(signal, SIG_DFL);
        ::raise(signal);
    }
}

}  // namespace

void catchInterrupts() {
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

bool interrupted() {
    return g_interrupted.load();
}

const std::atomic<bool>* interruptFlag() {
    return &g_interrupted;
}

}  // namespace plateau
