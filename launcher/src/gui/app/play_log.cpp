#include "app/play_log.hpp"

#include <plateau/host/file_hash.hpp>

#include "app/event_log.hpp"

namespace plateau::gui {

std::string PlayLog::fingerprint(const State& state) {
    return std::to_string(fnv1a64(state.toText(Viewer::referee())));
}

void PlayLog::gameStart(const State& state) {
    if (!m_log) return;
    const auto& setup = state.setup();
    std::string names;
    for (const auto& p : setup.players)
        names += (names.empty() ? "" : ", ") + p.name;
    m_log->write("scene", {{"name", std::string("play")}, {"game", state.game().id()}});
    m_log->write("game_start", {{"game", state.game().id()},
                                {"variant", setup.variant},
                                {"players", names},
                                {"seed", std::to_string(setup.seed)},
                                {"first", std::int64_t{setup.firstPlayer}}});
}

void PlayLog::resumed(const State& state, const std::vector<std::string>& warnings) {
    if (!m_log) return;
    m_log->write("resumed", {{"game", state.game().id()},
                             {"moves", std::int64_t(state.history().size())},
                             {"warnings", std::int64_t(warnings.size())},
                             {"position", fingerprint(state)}});
    for (const auto& w : warnings)
        m_log->write("resume_warning", {{"text", w}});
}

void PlayLog::session(const session::SessionEvent& e, const State& state) {
    if (!m_log) return;
    using Kind = session::SessionEvent::Kind;
    switch (e.kind) {
        case Kind::Move: {
            const char* kind = e.target.kind == Target::Kind::Cell   ? "cell"
                               : e.target.kind == Target::Kind::Slot ? "slot"
                                                                     : "none";
            m_log->write("move", {{"ply", std::int64_t{e.ply}},
                                  {"player", std::int64_t{e.player}},
                                  {"move", e.text},
                                  {"chance", e.chance},
                                  {"by", std::string(session::byName(e.by))},
                                  {"target", std::string(kind)},
                                  {"index", std::int64_t{e.target.index}},
                                  {"position", fingerprint(state)}});
            break;
        }
        case Kind::Illegal:
            m_log->write("illegal", {{"move", e.text}, {"reason", e.reason}});
            break;
        case Kind::GameEvent:
            m_log->write("event", {{"ply", std::int64_t{e.ply}},
                                   {"player", std::int64_t{e.player}},
                                   {"text", e.text}});
            break;
        case Kind::SaveFailed:
            m_log->write("autosave_failed", {{"reason", e.reason}});
            break;
        case Kind::Saved:
            m_log->write("autosaved",
                         {{"file", e.file.filename().string()}, {"moves", std::int64_t{e.ply}}});
            break;
        case Kind::Warning:
            // The autosave is another window's: this game goes on in a file of its own.
            m_log->write("autosave_taken",
                         {{"reason", e.reason}, {"file", e.file.filename().string()}});
            break;
        case Kind::FlagFell:
            m_log->write("flag_fell", {{"player", std::int64_t{e.player}}, {"reason", e.reason}});
            break;
        case Kind::Reloaded:
            m_log->write("reloaded",
                         {{"moves", std::int64_t{e.ply}}, {"position", fingerprint(state)}});
            break;
        case Kind::Undo:
        case Kind::Redo:
        case Kind::GameOver:
            break;  // history() and gameOver() say it with what the screen shows
    }
}

void PlayLog::history(const char* what, const State& state, bool canUndo, bool canRedo) {
    if (!m_log) return;
    const auto& moves = state.history();
    m_log->write(what, {{"moves", std::int64_t(moves.size())},
                        {"last", moves.empty() ? std::string() : state.moveToString(moves.back())},
                        {"can_undo", canUndo},
                        {"can_redo", canRedo},
                        {"position", fingerprint(state)}});
}

void PlayLog::left(const std::filesystem::path& file, std::size_t moves) {
    if (m_log)
        m_log->write("left", {{"file", file.filename().string()}, {"moves", std::int64_t(moves)}});
}

void PlayLog::handedOver(int seat) {
    if (m_log) m_log->write("handed_over", {{"seat", std::int64_t(seat)}});
}

void PlayLog::lastMoveMarks(const std::vector<int>& cells) {
    if (!m_log) return;
    std::vector<std::int64_t> out(cells.begin(), cells.end());
    m_log->write("last_move_marks", {{"cells", out}});
}

void PlayLog::pieceFlips(const std::vector<int>& pieces) {
    if (!m_log || pieces.empty()) return;
    std::vector<std::int64_t> out(pieces.begin(), pieces.end());
    m_log->write("piece_flips", {{"pieces", out}});
}

void PlayLog::saved(const session::NamedSave& save, std::size_t moves) {
    if (m_log)
        m_log->write("saved", {{"name", save.name},
                               {"file", save.file.filename().string()},
                               {"moves", std::int64_t(moves)}});
}

void PlayLog::saveFailed(const std::string& reason) {
    if (m_log) m_log->write("save_failed", {{"reason", reason}});
}

void PlayLog::reloadFailed(const char* why, const std::string& reason) {
    if (m_log) m_log->write("reload_failed", {{"why", std::string(why)}, {"reason", reason}});
}

void PlayLog::gameOver(const std::vector<std::int64_t>& winners, const std::string& reason,
                       std::size_t moves) {
    if (m_log)
        m_log->write("game_over",
                     {{"winners", winners}, {"reason", reason}, {"moves", std::int64_t(moves)}});
}

void PlayLog::picked(Target source, std::size_t moves) {
    if (m_log)
        m_log->write("picked",
                     {{"kind", std::string(source.kind == Target::Kind::Piece ? "piece" : "cell")},
                      {"index", std::int64_t{source.index}},
                      {"moves", std::int64_t(moves)}});
}

void PlayLog::hintMove(const std::string& move) {
    if (m_log) m_log->write("hint_move", {{"move", move}});
}

void PlayLog::cancelled(const char* what) {
    if (m_log) m_log->write("cancelled", {{"what", std::string(what)}});
}

void PlayLog::choice(std::size_t options, const std::string& first) {
    if (m_log) m_log->write("choice", {{"options", std::int64_t(options)}, {"first", first}});
}

void PlayLog::refused(int cell, const std::string& reason) {
    if (m_log) m_log->write("refused", {{"cell", std::int64_t{cell}}, {"reason", reason}});
}

void PlayLog::hover(int cell, const std::string& text) {
    if (m_log) m_log->write("hover", {{"cell", std::int64_t{cell}}, {"text", text}});
}

void PlayLog::landed() {
    if (m_log) m_log->write("landed", {});
}

void PlayLog::inputQueued(std::size_t pending) {
    if (m_log) m_log->write("input_queued", {{"pending", std::int64_t(pending)}});
}

void PlayLog::animationSkipped() {
    if (m_log) m_log->write("animation_skipped", {});
}

void PlayLog::hint(const std::string& text) {
    if (text == m_hint) return;
    m_hint = text;
    if (m_log) m_log->write("hint", {{"text", text}});
}

void PlayLog::facts(const std::string& options, const std::string& round) {
    const std::string both = options + "\n" + round;
    if (both == m_facts) return;
    m_facts = both;
    if (m_log) m_log->write("panel_facts", {{"options", options}, {"round", round}});
}

void PlayLog::status(const std::string& text) {
    if (text == m_status) return;
    m_status = text;
    if (m_log) m_log->write("status", {{"text", text}});
}

void PlayLog::shownLog(const std::vector<Event>& lines) {
    const std::string oldest = lines.empty() ? std::string() : lines.front().text;
    const std::string newest = lines.empty() ? std::string() : lines.back().text;
    const std::string all = std::to_string(lines.size()) + "\n" + oldest + "\n" + newest;
    if (all == m_shown) return;
    m_shown = all;
    if (m_log)
        m_log->write(
            "log_shown",
            {{"lines", std::int64_t(lines.size())}, {"oldest", oldest}, {"newest", newest}});
}

void PlayLog::badges(const std::vector<std::int64_t>& players,
                     const std::vector<std::int64_t>& cells, const std::string& texts,
                     int cutLines) {
    std::string all = texts + "\n" + std::to_string(cutLines);
    for (auto c : cells)
        all += "," + std::to_string(c);
    if (all == m_badges) return;
    m_badges = all;
    if (m_log)
        m_log->write("badges", {{"players", players},
                                {"cells", cells},
                                {"texts", texts},
                                {"cut_player_lines", std::int64_t{cutLines}}});
}

void PlayLog::statusLayout(std::size_t lines, unsigned size, bool cut, float width) {
    if (m_log)
        m_log->write("status_layout", {{"lines", std::int64_t(lines)},
                                       {"size", std::int64_t{size}},
                                       {"cut", cut},
                                       {"width", std::int64_t(width)}});
}

void PlayLog::logScroll(std::size_t skipped, bool olderAbove) {
    if (m_log)
        m_log->write("log_scroll",
                     {{"skipped", std::int64_t(skipped)}, {"older_above", olderAbove}});
}

}  // namespace plateau::gui
