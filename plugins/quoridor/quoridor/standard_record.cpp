#include "quoridor/standard_record.hpp"

#include <cctype>

#include "quoridor/notation.hpp"
#include "quoridor/quoridor_state.hpp"

namespace quoridor {

using namespace plateau;

std::string toStandardNotation(const State& state) {
    std::string out;
    int index = 0;
    for (Move m : state.history()) {
        if (index % state.numPlayers() == 0) {
            if (!out.empty()) out += ' ';
            out += std::to_string(index / state.numPlayers() + 1) + ".";
        }
        out += ' ' + state.moveToString(m);
        ++index;
    }
    return out;
}

Expected<std::vector<std::string>> parseStandardRecord(std::string_view text, int boardSize,
                                                       int numPlayers) {
    std::vector<std::string> moves;
    bool numbered = false;  // a move number was just read
    std::size_t i = 0;
    while (i < text.size()) {
        if (std::isspace(static_cast<unsigned char>(text[i]))) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])))
            ++end;
        std::string token(text.substr(i, end - i));
        i = end;
        // "12." alone, or glued to its first move: "12.e4".
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            const std::string number = token.substr(0, digits + 1);
            const auto round = moves.size() / static_cast<std::size_t>(numPlayers) + 1;
            if (moves.size() % static_cast<std::size_t>(numPlayers) != 0)
                return Error(number + ": a move number comes only after a full round of " +
                             std::to_string(numPlayers) + " moves");
            if (number != std::to_string(round) + ".")
                return Error(number + ": expected move number " + std::to_string(round) + ".");
            numbered = true;
            token.erase(0, digits + 1);
            if (token.empty()) continue;
        }
        if (!numbered && moves.size() % static_cast<std::size_t>(numPlayers) == 0) {
            return Error(token + ": move number " +
                         std::to_string(moves.size() / static_cast<std::size_t>(numPlayers) + 1) +
                         ". is missing before it");
        }
        auto move = parseMoveText(token, boardSize, numPlayers);
        if (!move) return move.error();
        if (isFirstPlayerMove(*move))
            return Error(token + ": the draw of who starts is not part of a standard record");
        moves.push_back(std::move(token));
        numbered = false;
    }
    if (numbered) return Error("the record ends with a move number and no move");
    return moves;
}

Expected<StatePtr> readStandardRecord(const Game& game, Setup setup, std::string_view text) {
    if (setup.firstPlayer < 0) setup.firstPlayer = 0;
    auto made = game.newState(std::move(setup));
    if (!made) return made.error();
    StatePtr state = std::move(*made);
    const auto* quoridor = dynamic_cast<const QuoridorState*>(state.get());
    if (!quoridor) return Error("not a Quoridor game: " + game.id());
    auto moves = parseStandardRecord(text, quoridor->rules().size, state->numPlayers());
    if (!moves) return moves.error();
    for (std::size_t k = 0; k < moves->size(); ++k) {
        const std::string& move = (*moves)[k];
        if (auto ok = state->apply(move); !ok) {
            const auto round = k / static_cast<std::size_t>(state->numPlayers()) + 1;
            return Error("move " + std::to_string(k + 1) + " (round " + std::to_string(round) +
                         ", " + move + "): " + ok.error().reason);
        }
    }
    return state;
}

}  // namespace quoridor
