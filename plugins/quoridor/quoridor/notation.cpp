#include "quoridor/notation.hpp"

#include <cctype>

#include "quoridor/texts.hpp"

namespace quoridor {

using plateau::Error;
using plateau::fillText;
using plateau::Expected;
using plateau::Move;

std::string columnName(int column) {
    return std::string(1, static_cast<char>('a' + column));
}

std::string squareName(int square, int size) {
    return columnName(square % size) + std::to_string(square / size + 1);
}

std::string wallName(int anchor, Orientation o, int size) {
    return squareName(anchor, size) + (o == Orientation::Horizontal ? "h" : "v");
}

std::string moveName(Move move, int size) {
    if (isPass(move)) return "pass";
    if (isFirstPlayerMove(move)) return "first:" + std::to_string(firstPlayerOf(move) + 1);
    const int index = squareOf(move);
    const int last = size - 1;
    if (isPawnMove(move) && index < size * size) return squareName(index, size);
    if (isWallMove(move) && index % size < last && index / size < last)
        return wallName(index, orientationOf(move), size);
    return "#" + std::to_string(move.code);
}

Expected<Move> parseMoveText(std::string_view text, int size, int numPlayers) {
    const std::string whole(text);
    const auto fail = [&](const std::string& why) { return Error(whole + ": " + why); };
    if (text.empty()) return Error(tx("empty move: expected a square (e2), a wall (e3h) or pass"));
    if (text == "pass") return passMove();
    if (text.starts_with("first:")) {
        const std::string_view number = text.substr(6);
        if (number.size() != 1 || number[0] < '1' || number[0] > '0' + numPlayers)
            return fail(fillText(tx("the player who starts is 1 to {0}"), {std::to_string(numPlayers)}));
        return firstPlayerMove(number[0] - '1');
    }
    const char letter = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    if (letter < 'a' || letter > 'z')
        return fail(tx("a move is a square (e2), a wall (e3h, e3v) or pass"));
    const int column = letter - 'a';
    if (column >= size) return fail(fillText(tx("no column {0}"), {std::string(1, letter)}));
    std::size_t i = 1;
    int row = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && row < 1000)
        row = row * 10 + (text[i++] - '0');
    if (i == 1) return fail(tx("a row number must follow the column"));
    if (row < 1 || row > size) return fail(fillText(tx("no row {0}"), {std::to_string(row)}));
    const int square = (row - 1) * size + column;
    const std::string_view rest = text.substr(i);
    if (rest.empty()) return pawnMove(square);
    if (rest.size() > 1) return fail(tx("a wall is written like e3h or e3v"));
    const char dir = static_cast<char>(std::tolower(static_cast<unsigned char>(rest[0])));
    if (dir != 'h' && dir != 'v')
        return fail(fillText(tx("'{0}' is not a wall direction (h or v)"), {std::string(rest)}));
    if (column >= size - 1 || row >= size) {
        return fail(fillText(tx("no wall is anchored at {0} (anchors run a1–{1})"),
                             {squareName(square, size), squareName((size - 2) * size + size - 2, size)}));
    }
    return wallMove(square, dir == 'h' ? Orientation::Horizontal : Orientation::Vertical);
}

}  // namespace quoridor
