#include "app/tutorial_offer.hpp"

#include <sstream>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>
#include <plateau/host/save_file.hpp>

#include "session/game_session.hpp"
#include "session/tutorial.hpp"

namespace plateau::gui {

namespace fs = std::filesystem;

namespace {

std::string offered(const fs::path& settingsFile) {
    auto text = readBoundedFile(tutorialOffersFile(settingsFile), 64u << 10);
    return text ? *text : std::string();
}

bool listed(const std::string& lines, const std::string& id) {
    std::istringstream in(lines);
    for (std::string line; std::getline(in, line);)
        if (line == id) return true;
    return false;
}

bool playedBefore(const std::string& id) {
    for (const fs::path& dir : {session::historyDir(), savesDir()})
        for (const auto& entry : listSaves(dir))
            if (entry.save && entry.save->record.game == id) return true;
    return false;
}

}  // namespace

fs::path tutorialOffersFile(const fs::path& settingsFile) {
    return settingsFile.parent_path() / "tutorials-offered";
}

bool tutorialOfferDue(const Game& game, const fs::path& settingsFile) {
    if (!session::tutorialFile(game)) return false;
    if (listed(offered(settingsFile), game.id())) return false;
    return !playedBefore(game.id());
}

std::string rememberTutorialOffered(const std::string& gameId, const fs::path& settingsFile) {
    std::string lines = offered(settingsFile);
    if (listed(lines, gameId)) return {};
    if (!lines.empty() && lines.back() != '\n') lines += '\n';
    lines += gameId + '\n';
    std::error_code ec;
    fs::create_directories(settingsFile.parent_path(), ec);
    auto ok = writeFileAtomically(tutorialOffersFile(settingsFile), lines);
    return ok ? std::string() : ok.error().toString();
}

}  // namespace plateau::gui
