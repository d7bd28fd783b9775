#include "cli/move_text.hpp"

namespace plateau::cli {

std::vector<std::string> splitMoves(const std::string& text) {
    std::vector<std::string> out;
    std::string token;
    const auto flush = [&] {
        // "12." is a move number, not a move.
        const bool number = !token.empty() && token.back() == '.' &&
                            token.find_first_not_of("0123456789.") == std::string::npos;
        if (!token.empty() && !number) out.push_back(token);
        token.clear();
    };
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';') flush();
        else token += c;
    }
    flush();
    return out;
}

Status applyText(State& state, const std::string& text) {
    auto result = state.apply(text);
    if (result || !state.isChance() || text.find(',') == std::string::npos) return result;
    std::string plus = text;
    for (char& c : plus)
        if (c == ',') c = '+';
    auto retried = state.apply(plus);
    return retried ? retried : result;
}

}  // namespace plateau::cli
