// Builds the Quoridor bot's opening book by self-play (docs/quoridor-gauntlet.md):
// every position of the first PLIES plies of the standard game that the book's own moves
// and any rival pawn move forward or sideways lead to (the openings people and the match
// program play) gets the move the hard level's search finds at NODES nodes, far more than
// a move's budget, with no jitter: the best-scoring reply. Deterministic (a node budget).
//
//     quoridor_book --plies 5 --nodes 400000 --out games/quoridor/bot/opening_book.txt
#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <unordered_set>
#include <vector>

#include "bot/opening_book.hpp"
#include "bot/quoridor_bot.hpp"
#include "bot/search.hpp"
#include "quoridor/bitboard.hpp"
#include "quoridor/move_code.hpp"
#include "quoridor/notation.hpp"

using namespace quoridor;

int main(int argc, char** argv) {
    int plies = 5;
    long nodes = 400'000;
    std::string out;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string arg = argv[i];
        if (arg == "--plies")
            plies = std::atoi(argv[i + 1]);
        else if (arg == "--nodes")
            nodes = std::atol(argv[i + 1]);
        else if (arg == "--out")
            out = argv[i + 1];
        else {
            std::fprintf(stderr, "usage: quoridor_book [--plies P] [--nodes N] [--out FILE]\n");
            return 2;
        }
    }
    if (plies < 1 || plies > 12 || nodes < 1000) {
        std::fprintf(stderr, "quoridor_book: --plies 1..12, --nodes 1000 or more\n");
        return 2;
    }
    SearchOptions options = QuoridorBot::optionsFor(plateau::BotLevel::Hard);
    options.jitter = 0;
    options.bookPlies = 0;
    options.budget = {.iterations = nodes};
    OpeningBook book(9, 2, 10);
    std::vector<Board> layer{Board(9, 2, 10)};
    std::unordered_set<std::uint64_t> seen{layer[0].hash()};  // transpositions once
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<Board> next;
        for (const Board& board : layer) {
            if (board.isOver()) continue;
            Searcher searcher(18);  // a new one each: the same answer whatever the order
            plateau::Rng rng(1);
            const SearchResult r = searcher.search(board, options, rng);
            book.add(board.hash(), r.move);
            if (ply + 1 == plies) continue;
            // The book's move, and every pawn move forward or sideways of the mover.
            std::array<std::uint8_t, kMaxSquares> toGoal{};
            const int side = board.sideToMove();
            board.distancesToGoal(side, toGoal);
            const int here = toGoal[static_cast<std::size_t>(board.pawn(side))];
            std::vector<plateau::Move> moves{r.move};
            forEachBit(board.pawnDestinations(side), [&](int s) {
                if (toGoal[static_cast<std::size_t>(s)] <= here && pawnMove(s) != r.move)
                    moves.push_back(pawnMove(s));
            });
            for (const plateau::Move m : moves) {
                Board child = board;
                child.makeMove(m);
                if (seen.insert(child.hash()).second) next.push_back(child);
            }
        }
        std::fprintf(stderr, "ply %d: %zu positions, book %zu\n", ply, layer.size(), book.size());
        layer = std::move(next);
    }
    const std::string text = book.write();
    if (out.empty()) {
        std::fputs(text.c_str(), stdout);
    } else {
        std::ofstream file(out, std::ios::binary);
        file << text;
        if (!file) {
            std::fprintf(stderr, "quoridor_book: cannot write %s\n", out.c_str());
            return 1;
        }
    }
    return 0;
}
