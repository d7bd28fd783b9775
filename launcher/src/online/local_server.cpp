#include "online/local_server.hpp"

#include <signal.h>

#include <regex>
#include <string>

#include <plateau/host/file_read.hpp>
#include <plateau/host/logging.hpp>

namespace plateau::online {

int readPidFile(const std::filesystem::path& file) {
    auto text = readBoundedFile(file, 64);
    if (!text) return 0;
    try {
        return std::stoi(*text);
    } catch (...) {
        return 0;
    }
}

bool processAlive(int pid) {
    return pid > 0 && ::kill(pid, 0) == 0;
}

std::filesystem::path localServerDir() {
    return stateDir() / "server";
}

LocalServer localServer() {
    const auto dir = localServerDir();
    LocalServer s;
    s.prosody = processAlive(readPidFile(dir / "prosody.pid"));
    s.referee = processAlive(readPidFile(dir / "referee.pid"));
    if (auto config = readBoundedFile(dir / "prosody.cfg.lua", 65536)) {
        static const std::regex ports(R"(c2s_ports = \{ (\d+) \})");
        std::smatch m;
        if (std::regex_search(*config, m, ports)) s.port = std::stoi(m[1].str());
    }
    return s;
}

}  // namespace plateau::online
