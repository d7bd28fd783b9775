#include "app/save_rows.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/game.hpp>

#include "app/local_time.hpp"
#include "session/game_session.hpp"
#include "tr.hpp"

namespace plateau::gui {

namespace {

SaveRow describe(const PluginHost& host, const SaveEntry& entry, bool finished) {
    SaveRow row;
    row.file = entry.file;
    row.finished = finished;
    if (!entry.save) {
        row.broken = true;
        row.title = entry.file.filename().string();
        row.detail = entry.save.error().toString();
        return row;
    }
    const auto& save = *entry.save;
    row.gameId = save.record.game;
    row.autosave = !finished && session::isAutosaveFile(entry.file);
    std::string players;
    for (const auto& p : save.record.setup.players)
        players += (players.empty() ? "" : ", ") + p.name;
    row.title = !save.name.empty() ? save.name
                : row.autosave     ? fillText(tr("Unfinished: {0}"), {players})
                                   : entry.file.stem().string();
    if (finished && !players.empty()) row.title += " \u00b7 " + players;
    const auto game = host.find(save.record.game);
    const auto moves = static_cast<long long>(save.record.moves.size());
    row.gameName = game ? gameName(*game) : save.record.game;
    // The variant too, for a game that has more than one (the Goose's boxes).
    std::string gameText = row.gameName;
    if (game && game->variants().size() > 1)
        for (const auto& v : game->variants())
            if (v.id == save.record.setup.variant)
                gameText += " (" + trGame(game->id(), v.name) + ")";
    row.detail = (finished ? tr("Finished") + " \u00b7 " : std::string()) + gameText + " · " +
                 fillText(trn("{0} move", "{0} moves", moves), {std::to_string(moves)});
    // Local time, as the menu's Continue says it ("today 15:43"): short enough for the row
    // at 800x600, where the date in UTC was cut.
    if (save.savedAt) row.detail += " · " + formatLocalTime(*save.savedAt);
    return row;
}

}  // namespace

std::vector<SaveRow> listSaveRows(const PluginHost& host, bool byGame) {
    // Newest first, as the subtitle says: the saves and the finished games of the history
    // by their date alone (before, every unfinished game came before any finished one).
    std::vector<std::pair<SaveEntry, bool>> entries;
    for (auto& entry : listSaves())
        entries.emplace_back(std::move(entry), false);
    for (auto& entry : listSaves(session::historyDir()))
        entries.emplace_back(std::move(entry), true);
    const auto when = [](const SaveEntry& e) {
        if (e.save && e.save->savedAt) return *e.save->savedAt;
        std::error_code ec;
        const auto time = std::filesystem::last_write_time(e.file, ec);
        if (ec) return std::chrono::sys_seconds{};
        return std::chrono::floor<std::chrono::seconds>(std::chrono::file_clock::to_sys(time));
    };
    std::stable_sort(entries.begin(), entries.end(),
                     [&](const auto& a, const auto& b) { return when(a.first) > when(b.first); });
    std::vector<SaveRow> rows;
    for (const auto& [entry, finished] : entries)
        rows.push_back(describe(host, entry, finished));
    // By game: the games by name, files that cannot be read last, each group newest first.
    if (byGame)
        std::stable_sort(rows.begin(), rows.end(), [](const SaveRow& a, const SaveRow& b) {
            if (a.broken != b.broken) return b.broken;
            return a.gameName < b.gameName;
        });
    return rows;
}

}  // namespace plateau::gui
