// Quoridor move text ("e2", "e3h", "pass", "first:2"), against the standard board.
#include "fuzz/moves.hpp"
#include "quoridor/notation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::playMoveText(fuzz::quoridorGame(), data, size);
    // The notation reader alone, on every board size it allows.
    if (size > 0) {
        const int boardSize = 5 + data[0] % 7;
        (void)quoridor::parseMoveText(fuzz::text(data + 1, size - 1), boardSize, 2 + 2 * (data[0] & 1));
    }
    return 0;
}
