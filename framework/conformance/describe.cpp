#include "describe.hpp"

namespace plateau::conformance::detail {

std::string fingerprint(const State& s) {
    std::string out = s.toText(Viewer::referee());
    out += "\nplayer " + std::to_string(s.currentPlayer()) + "\nhistory";
    for (Move m : s.history()) out += ' ' + std::to_string(m.code);
    return out;
}

std::string firstLines(const std::string& text, int lines) {
    std::size_t at = 0;
    for (int i = 0; i < lines && at != std::string::npos; ++i) {
        at = text.find('\n', at);
        if (at != std::string::npos) ++at;
    }
    return at == std::string::npos ? text : text.substr(0, at) + "…\n";
}

std::string moveText(const State& s, Move m) {
    return "'" + s.moveToString(m) + "' (code " + std::to_string(m.code) + ")";
}

}  // namespace plateau::conformance::detail
