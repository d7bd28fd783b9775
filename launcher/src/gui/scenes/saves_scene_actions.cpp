// What the saved games screen does to its rows: resume, watch, delete, rename, clean up.
#include "scenes/saves_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <filesystem>

#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>

#include "app/event_log.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/replay_scene.hpp"
#include "scenes/scene_stack.hpp"

namespace plateau::gui {

namespace {

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string quoted(const std::string& text) {
    return "“" + text + "”";
}

// The error with the file's name instead of its whole path, to fit the message line (the
// event log keeps the whole path).
std::string shortText(Error error) {
    if (!error.file.empty()) error.file = std::filesystem::path(error.file).filename().string();
    return error.toString();
}

}  // namespace

void SavesScene::resume(std::size_t i) {
    if (m_rows[i].finished) return watch(i);  // a finished game is there to watch
    auto play = PlayScene::resumeFile(context(), m_rows[i].file);
    if (!play) return setError(fillText(tr("Cannot resume: {0}"), {play.error().toString()}));
    context().stack->pop();  // back to the menu when this game is left
    context().stack->push(std::move(*play));
}

void SavesScene::watch(std::size_t i) {
    auto save = loadSave(m_rows[i].file);
    if (!save) return setError(fillText(tr("Cannot watch: {0}"), {save.error().toString()}));
    const auto game = context().host->find(save->record.game);
    if (!game)
        return setError(fillText(tr("Cannot watch: {0}: no game '{1}' among the loaded plugins"),
                                 {m_rows[i].file.filename().string(), save->record.game}));
    auto replay = ReplayScene::create(context(), game, save->record, m_rows[i].title);
    if (!replay) return setError(fillText(tr("Cannot watch: {0}"), {replay.error().toString()}));
    context().stack->push(std::move(*replay));
}

void SavesScene::askDelete(std::size_t i) {
    m_mode = Mode::ConfirmDelete;
    m_target = i;
    m_scroll.select(static_cast<int>(i));
    m_message.clear();
    layout(m_size);
}

void SavesScene::confirmDelete() {
    const Row& row = m_rows[m_target];
    const auto file = row.file;
    const std::string title = row.title;
    const int index = static_cast<int>(m_target);
    m_mode = Mode::Browse;
    if (auto ok = deleteSave(file); !ok) {
        context().log->write("save_delete_failed", {{"file", file.filename().string()},
                                                    {"reason", ok.error().toString()}});
        m_message = fillText(tr("{0} was kept: {1}"), {quoted(title), shortText(ok.error())});
        m_tone = Tone::Error;
        return reloadKeeping(file, index);
    }
    context().log->write("save_deleted", {{"file", file.filename().string()}, {"name", title}});
    m_message = fillText(tr("Deleted {0}."), {quoted(title)});
    m_tone = Tone::Done;
    reloadKeeping(file, index);  // the next row takes its place
}

void SavesScene::startRename(std::size_t i) {
    const Row& row = m_rows[i];
    m_scroll.select(static_cast<int>(i));
    if (row.broken || row.autosave) {
        return setMessage(row.autosave ? tr("The autosave keeps no name: it is written again at "
                                            "every move. Save the game under a name instead.")
                                       : tr("A file that cannot be read cannot be renamed."),
                          Tone::Note);
    }
    m_mode = Mode::Renaming;
    m_target = i;
    m_field.setText(toSfString(row.title));
    m_field.setPlaceholder(toSfString(tr("A name for this save")));
    m_field.setFocused(true);
    m_field.selectAll();
    m_message.clear();
    layout(m_size);
}

void SavesScene::commitRename() {
    const Row& row = m_rows[m_target];
    const std::string name = trimmed(toUtf8(m_field.text()));
    if (name.empty()) {
        context().log->write("save_rename_refused", {{"file", row.file.filename().string()},
                                                     {"reason", std::string("empty name")}});
        m_field.setFocused(true);
        return setMessage(
            fillText(tr("A save needs a name: type one, or press Escape to keep {0}."),
                     {quoted(row.title)}),
            Tone::Error);
    }
    const auto file = row.file;
    const std::string before = row.title;
    const int index = static_cast<int>(m_target);
    m_mode = Mode::Browse;
    if (name == before) return reloadKeeping(file, index);
    if (auto ok = renameSave(file, name); !ok) {
        context().log->write("save_rename_failed", {{"file", file.filename().string()},
                                                    {"reason", ok.error().toString()}});
        m_message =
            fillText(tr("{0} keeps its name: {1}"), {quoted(before), shortText(ok.error())});
        m_tone = Tone::Error;
        return reloadKeeping(file, index);
    }
    context().log->write("save_renamed",
                         {{"file", file.filename().string()}, {"from", before}, {"to", name}});
    m_message = fillText(tr("Renamed {0} to {1}."), {quoted(before), quoted(name)});
    m_tone = Tone::Done;
    reloadKeeping(file, index);
}

void SavesScene::endMode() {
    m_mode = Mode::Browse;
    m_field.setFocused(false);
    layout(m_size);
}

void SavesScene::reloadKeeping(const std::filesystem::path& file, int fallback) {
    m_mode = Mode::Browse;
    m_field.setFocused(false);
    reload();
    m_scroll.setSize(static_cast<int>(m_rows.size()), m_scroll.visible());
    const auto found = std::find_if(m_rows.begin(), m_rows.end(),
                                    [&](const Row& row) { return row.file == file; });
    if (found != m_rows.end())
        m_scroll.select(static_cast<int>(found - m_rows.begin()));
    else if (!m_rows.empty())
        m_scroll.select(std::min(fallback, static_cast<int>(m_rows.size()) - 1));
    layout(m_size);
}

void SavesScene::cleanup(SavesCleanup::Action action) {
    using A = SavesCleanup::Action;
    m_message.clear();
    if (action == A::Regroup) {
        m_grouped = !m_grouped;
        const int sel = m_scroll.selected();
        const auto file =
            sel >= 0 ? m_rows[static_cast<std::size_t>(sel)].file : std::filesystem::path();
        m_scroll.select(0);
        return reloadKeeping(file, 0);
    }
    if (action == A::AskDelete) {
        context().log->write("saves_clean_asked", {});
        return layout(m_size);
    }
    if (action == A::KeepFinished) {
        context().log->write("saves_clean", {{"deleted", std::int64_t{0}}, {"kept", true}});
        return layout(m_size);
    }
    int deleted = 0;
    std::string failure;
    for (const auto& row : m_rows) {
        if (!row.finished) continue;
        if (auto ok = deleteSave(row.file); ok)
            ++deleted;
        else if (failure.empty())
            failure = shortText(ok.error());
    }
    context().log->write(
        "saves_clean", {{"deleted", std::int64_t{deleted}}, {"kept", false}, {"failure", failure}});
    m_message =
        failure.empty()
            ? fillText(trn("Deleted {0} finished game.", "Deleted {0} finished games.", deleted),
                       {std::to_string(deleted)})
            : fillText(tr("Not every finished game was deleted: {0}"), {failure});
    m_tone = failure.empty() ? Tone::Done : Tone::Error;
    reloadKeeping({}, 0);
}

}  // namespace plateau::gui
