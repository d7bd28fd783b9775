// Prints perft figures and timings for the Quoridor engine (not a test: run it by hand).
//   quoridor_bench [max depth, default 4]

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <sstream>
#include <string>

#include "quoridor/board.hpp"
#include "quoridor/notation.hpp"

namespace {

void run(const char* name, quoridor::Board board, int maxDepth) {
    std::printf("%s\n", name);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        const auto wall0 = std::chrono::steady_clock::now();
        const std::clock_t cpu0 = std::clock();
        const std::uint64_t nodes = board.perft(depth);
        const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
        const double wall =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
        std::printf("  perft(%d) = %12llu   %8.3f s wall  %8.3f s cpu  %7.1f M leaves/s\n", depth,
                    static_cast<unsigned long long>(nodes), wall, cpu,
                    wall > 0 ? static_cast<double>(nodes) / wall / 1e6 : 0.0);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const int maxDepth = argc > 1 ? std::atoi(argv[1]) : 4;
    run("9x9, two players, from the start (expected 131, 16677, 2062264, 247569030)",
        quoridor::Board(9, 2, 10, 0), maxDepth);
    // A middle game: walls on the board, pawns near each other.
    quoridor::Board mid(9, 2, 10, 0);
    std::istringstream line("e2 e8 e3 e7 e4 e6 c4h f6h e5v d3v");
    for (std::string text; line >> text;) {
        const auto move = quoridor::parseMoveText(text, 9, 2);
        if (!move || !mid.isLegal(*move)) {
            std::printf("bench position: %s is not legal\n", text.c_str());
            return 1;
        }
        mid.makeMove(*move);
    }
    run("9x9, two players, a middle game with walls", mid, maxDepth > 3 ? 3 : maxDepth);
    run("9x9, four players, from the start", quoridor::Board(9, 4, 5, 0),
        maxDepth > 3 ? 3 : maxDepth);
    return 0;
}
