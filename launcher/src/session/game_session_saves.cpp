// GameSession's files: the autosave kept after every change (the history's file once the
// game is over), named saves, and the folders' housekeeping.

#include "session/game_session.hpp"

#include <atomic>
#include <ctime>
#include <system_error>

#include <plateau/host/logging.hpp>
#include <plateau/host/save_file.hpp>

namespace plateau::session {

namespace fs = std::filesystem;

fs::path GameSession::file() const {
    return over() ? m_historyFile : m_autosave;
}

void GameSession::save() {
    if (!m_options.autosave) return;
    const bool over = this->over();
    auto record = makeSave(
        state(), m_options.plugin,
        over ? (m_clocks.fallen() >= 0 ? outcome().reason : resultLine(state())) : std::string());
    keepClocks(record);
    const fs::path& target = over ? m_historyFile : m_autosave;
    const fs::path& other = over ? m_autosave : m_historyFile;
    if (auto ok = writeSaveAtomically(target, record); !ok) {
        SessionEvent e;
        e.kind = SessionEvent::Kind::SaveFailed;
        e.reason = ok.error().toString();
        e.file = target;
        m_out.push_back(std::move(e));
        m_options.autosave = false;  // said once; the game goes on
        return;
    }
    // Written before removed: at every moment the game is in one file or the other.
    std::error_code ec;
    fs::remove(other, ec);
    if (over) pruneHistory(m_options.historyDir, m_options.historyLimit);
    SessionEvent e;
    e.kind = SessionEvent::Kind::Saved;
    e.ply = static_cast<int>(state().history().size());
    e.file = target;
    m_out.push_back(std::move(e));
}

Expected<NamedSave> GameSession::saveNamed(const std::string& title,
                                           std::chrono::system_clock::time_point when,
                                           const fs::path& dir) const {
    const std::time_t t = std::chrono::system_clock::to_time_t(when);
    std::tm tm{};
    localtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y-%m-%d %H.%M.%S", &tm);
    NamedSave out;
    out.name = title + " " + stamp;
    out.file = namedSavePath(out.name, dir.empty() ? m_options.savesDir : dir);
    SaveFile save = makeSave(state(), m_options.plugin, out.name);
    keepClocks(save);
    if (auto ok = writeSaveAtomically(out.file, save); !ok) return ok.error();
    return out;
}

fs::path historyDir() {
    return stateDir() / "history";
}

fs::path newAutosavePath(const fs::path& dir) {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    // Two games begun in one second (or one process) still get files of their own.
    static std::atomic<unsigned> counter{0};
    const std::string base = std::string("autosave-") + stamp;
    for (unsigned n = counter++;; n = counter++) {
        auto file = dir / (base + "-" + std::to_string(n) + ".toml");
        std::error_code ec;
        if (!fs::exists(file, ec)) return file;
    }
}

bool isAutosaveFile(const fs::path& file) {
    return file.filename().string().rfind("autosave", 0) == 0 && file.extension() == ".toml";
}

std::optional<fs::path> latestAutosave(const fs::path& dir) {
    for (const auto& entry : listSaves(dir))
        if (isAutosaveFile(entry.file) && entry.save) return entry.file;
    return std::nullopt;
}

void pruneHistory(const fs::path& dir, int keep) {
    if (keep <= 0) return;
    auto entries = listSaves(dir);  // newest first
    for (std::size_t i = static_cast<std::size_t>(keep); i < entries.size(); ++i) {
        std::error_code ec;
        fs::remove(entries[i].file, ec);
    }
}

}  // namespace plateau::session
