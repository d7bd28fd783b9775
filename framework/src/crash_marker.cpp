#include "plateau/host/crash_marker.hpp"

#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>

#include "plateau/host/atomic_write.hpp"
#include "plateau/host/file_read.hpp"
#include "plateau/host/logging.hpp"

namespace plateau {

namespace fs = std::filesystem;

namespace {

fs::path markerDir(fs::path dir) {
    return dir.empty() ? stateDir() / "running" : dir;
}

}  // namespace

CrashMarker::CrashMarker(const std::string& plugin, const fs::path& autosave, fs::path dir)
    : m_file(markerDir(std::move(dir)) / std::to_string(::getpid())),
      m_plugin(plugin),
      m_autosave(autosave) {
    write();
}

CrashMarker::~CrashMarker() {
    std::error_code ec;
    fs::remove(m_file, ec);
}

void CrashMarker::setAutosave(const fs::path& autosave) {
    m_autosave = autosave;
    write();
}

void CrashMarker::write() {
    // Two lines: the plugin's id, the autosave's path. A failure costs only the report.
    (void)writeFileAtomically(m_file, m_plugin + "\n" + m_autosave.string() + "\n");
}

std::vector<CrashedGame> takeCrashedGames(fs::path dir) {
    std::vector<CrashedGame> crashed;
    dir = markerDir(std::move(dir));
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        char* end = nullptr;
        const long pid = std::strtol(name.c_str(), &end, 10);
        if (name.empty() || *end != '\0' || pid <= 0) continue;
        // Still running (another window): not a crash.
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
        if (auto text = readBoundedFile(entry.path(), 8192)) {
            const auto newline = text->find('\n');
            CrashedGame game;
            game.plugin = text->substr(0, newline);
            if (newline != std::string::npos) {
                std::string rest = text->substr(newline + 1);
                while (!rest.empty() && rest.back() == '\n')
                    rest.pop_back();
                game.autosave = rest;
            }
            if (!game.plugin.empty()) crashed.push_back(std::move(game));
        }
        std::error_code e2;
        fs::remove(entry.path(), e2);
    }
    return crashed;
}

}  // namespace plateau
