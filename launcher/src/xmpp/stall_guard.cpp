#include "xmpp/stall_guard.hpp"

#include <atomic>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>

#include <sys/socket.h>
#include <sys/stat.h>

namespace plateau::xmpp {

namespace {

using Clock = std::chrono::steady_clock;

bool identify(int socket, dev_t& device, ino_t& inode) {
    struct stat st {};
    if (::fstat(socket, &st) != 0 || !S_ISSOCK(st.st_mode)) return false;
    device = st.st_dev;
    inode = st.st_ino;
    return true;
}

struct Watchdog {
    std::mutex mutex;
    std::condition_variable wake;
    struct Entry {
        int socket;
        Clock::time_point deadline;
        dev_t device;  // which socket the number named when armed
        ino_t inode;
    };
    std::map<std::uint64_t, Entry> armed;
    std::uint64_t next = 1;
    std::atomic<int> fired{0};

    static bool sameSocket(const Entry& e) {
        dev_t device{};
        ino_t inode{};
        return identify(e.socket, device, inode) && device == e.device && inode == e.inode;
    }

    Watchdog() {
        // Never joined: it lives as long as the program (the object is never destroyed).
        std::thread([this] { run(); }).detach();
    }

    void run() {
        std::unique_lock lock(mutex);
        for (;;) {
            if (armed.empty()) {
                wake.wait(lock);
                continue;
            }
            auto first = armed.begin();
            for (auto it = armed.begin(); it != armed.end(); ++it)
                if (it->second.deadline < first->second.deadline) first = it;
            if (const auto deadline = first->second.deadline; Clock::now() < deadline) {
                // A copy: the entry may be disarmed (erased) while this waits.
                wake.wait_until(lock, deadline);
                continue;
            }
            // Still armed past its limit: the turn is stuck on this socket. Only if the
            // number still names it: the library may have closed it and the number gone to
            // another connection or the display's.
            if (sameSocket(first->second)) ::shutdown(first->second.socket, SHUT_RDWR);
            armed.erase(first);
            ++fired;
        }
    }
};

Watchdog& watchdog() {
    static Watchdog* w = new Watchdog();  // never destroyed: its thread may outlive main
    return *w;
}

}  // namespace

std::uint64_t StallGuard::arm(int socket, std::chrono::milliseconds limit) {
    Watchdog& w = watchdog();
    std::lock_guard lock(w.mutex);
    const std::uint64_t token = w.next++;
    Watchdog::Entry e{socket, Clock::now() + limit, {}, {}};
    if (!identify(socket, e.device, e.inode)) return token;  // nothing to watch
    w.armed[token] = e;
    w.wake.notify_one();
    return token;
}

void StallGuard::disarm(std::uint64_t token) {
    Watchdog& w = watchdog();
    std::lock_guard lock(w.mutex);
    w.armed.erase(token);
}

int StallGuard::fired() {
    return watchdog().fired.load();
}

}  // namespace plateau::xmpp
