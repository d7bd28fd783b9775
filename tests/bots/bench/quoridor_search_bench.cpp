// Figures, not a test: the cost of the Quoridor searches per node and per depth, on the
// same positions in one run. The positions are those of one game the shipped bot plays
// against itself at a fixed depth (reproducible); each is then searched to a fixed depth
// by the shipped searcher and by the wave-1 one, and the nodes, seconds and nodes per
// second are printed side by side.
//
//     quoridor_search_bench [DEPTH [PLIES [WALLCAP]]]     (defaults: 6, 40, the shipped one)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include <plateau/sdk/bot.hpp>

#include "bench/wave1_bot.hpp"
#include "bot/quoridor_bot.hpp"
#include "quoridor/board.hpp"

using namespace quoridor;

int main(int argc, char** argv) {
    const int depth = argc > 1 ? std::atoi(argv[1]) : 6;
    const int plies = argc > 2 ? std::atoi(argv[2]) : 40;
    const int wallCap = argc > 3 ? std::atoi(argv[3]) : SearchOptions{}.wallCap;
    if (depth < 1 || plies < 1) {
        std::fprintf(stderr, "usage: quoridor_search_bench [DEPTH [PLIES [WALLCAP]]]\n");
        return 2;
    }
    // The positions: a game of the shipped bot against itself at depth 4, no variety.
    std::vector<Board> positions;
    {
        Board board;
        Searcher searcher;
        SearchOptions o;
        o.budget = {};
        o.maxDepth = 4;
        plateau::Rng rng(1);
        while (!board.isOver() && static_cast<int>(positions.size()) < plies) {
            positions.push_back(board);
            board.makeMove(searcher.search(board, o, rng).move);
        }
    }
    using Clock = std::chrono::steady_clock;
    struct Total {
        long nodes = 0;
        double seconds = 0;
    } shipped, wave1;
    Searcher searcher;
    wave1::Wave1Searcher old;
    unsigned long check = 0;  // the moves chosen, so that no search is optimised away
    for (const Board& board : positions) {
        SearchOptions o;
        o.budget = {};
        o.maxDepth = depth;
        o.evenDepths = false;
        o.wallCap = wallCap;
        plateau::Rng rng(1);
        auto t0 = Clock::now();
        const SearchResult r = searcher.search(board, o, rng);
        shipped.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
        shipped.nodes += r.nodes;
        check = check * 31 + r.move.code;

        wave1::Wave1Options w;
        w.budget = {};
        w.maxDepth = depth;
        t0 = Clock::now();
        const wave1::Wave1Result q = old.search(board, w, rng);
        wave1.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
        wave1.nodes += q.nodes;
        check = check * 31 + q.move.code;
    }
    std::printf("%zu positions, depth %d (moves checksum %lx)\n", positions.size(), depth, check);
    for (const auto& [name, t] : {std::pair{"shipped", shipped}, std::pair{"wave1", wave1}})
        std::printf("  %-8s %10ld nodes  %7.2f s  %8.0f nodes/s  %7.1f ms per position\n", name,
                    t.nodes, t.seconds, static_cast<double>(t.nodes) / t.seconds,
                    1000.0 * t.seconds / static_cast<double>(positions.size()));
    return 0;
}
