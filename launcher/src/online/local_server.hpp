#pragma once

#include <filesystem>

namespace plateau::online {

// The server `plateau server start` runs on this machine (a Prosody and a referee, their
// files in stateDir()/server): whether both run, and the client port it listens on.
struct LocalServer {
    bool prosody = false;
    bool referee = false;
    int port = 5222;
    bool running() const { return prosody && referee; }
};
std::filesystem::path localServerDir();
// The process id a pid file holds (0: none, or not a number), and whether it runs.
int readPidFile(const std::filesystem::path& file);
bool processAlive(int pid);
LocalServer localServer();

}  // namespace plateau::online
