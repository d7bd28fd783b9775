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
LocalServer localServer();

}  // namespace plateau::online
