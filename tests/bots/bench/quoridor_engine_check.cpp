// Checks that an engine-protocol program (docs/engine-protocol.md) and Plateau's rules allow
// the same moves, before its games count in the gauntlet (docs/quoridor-gauntlet.md). The
// program must answer the gauntlet adapters' extension `legalmoves` with `legal M…`.
// Positions come from random two-player games (pawn steps 50 to 95 % of the time, else a
// random legal move), 0 to 80 plies long, never finished ones.
//
//     quoridor_engine_check --positions 2000 --seed 1 -- node tools/quoridor-gauntlet/qtp_engine.js
//     PROGRAM
//
// Prints the positions checked and every disagreement (the first 20 in full): the moves
// only Plateau allows, the moves only the program allows. Exit status 1 on any.
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <plateau/sdk/move.hpp>
#include <plateau/sdk/random.hpp>

#include "quoridor/board.hpp"
#include "quoridor/notation.hpp"

namespace {

struct Child {
    FILE* in = nullptr;   // its standard input
    FILE* out = nullptr;  // its standard output
    pid_t pid = -1;
};

Child startChild(const std::vector<std::string>& command) {
    int toChild[2], fromChild[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0) std::exit(2);
    const pid_t pid = fork();
    if (pid < 0) std::exit(2);
    if (pid == 0) {
        dup2(toChild[0], 0);
        dup2(fromChild[1], 1);
        close(toChild[1]);
        close(fromChild[0]);
        std::vector<char*> argv;
        for (const auto& a : command)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execvp(argv[0], argv.data());
        std::perror(argv[0]);
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    return {fdopen(toChild[1], "w"), fdopen(fromChild[0], "r"), pid};
}

void sendLine(Child& c, const std::string& line) {
    std::fputs((line + "\n").c_str(), c.in);
    std::fflush(c.in);
}

// The next line starting with `prefix` (others are skipped); exits if the program ends.
std::string expect(Child& c, const std::string& prefix) {
    char* buffer = nullptr;
    std::size_t size = 0;
    for (;;) {
        const ssize_t n = getline(&buffer, &size, c.out);
        if (n < 0) {
            std::fprintf(stderr,
                         "quoridor_engine_check: the program ended while waiting for '%s'\n",
                         prefix.c_str());
            std::exit(2);
        }
        std::string line(buffer, static_cast<std::size_t>(n));
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
            line.pop_back();
        if (line.rfind("error", 0) == 0) {
            std::fprintf(stderr, "quoridor_engine_check: the program answered: %s\n", line.c_str());
            std::exit(2);
        }
        if (line.rfind(prefix, 0) == 0) {
            std::free(buffer);
            return line;
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    long positions = 1000;
    std::uint64_t seed = 1;
    std::vector<std::string> command;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--positions" && i + 1 < argc)
            positions = std::atol(argv[++i]);
        else if (arg == "--seed" && i + 1 < argc)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--") {
            command.assign(argv + i + 1, argv + argc);
            break;
        } else {
            std::fprintf(
                stderr,
                "usage: quoridor_engine_check [--positions N] [--seed S] -- PROGRAM ARGS...\n");
            return 2;
        }
    }
    if (command.empty() || positions < 1) {
        std::fprintf(stderr, "quoridor_engine_check: no program given (after --)\n");
        return 2;
    }
    Child child = startChild(command);
    sendLine(child, "plateau 1");
    const std::string name = expect(child, "id name");
    expect(child, "plateauok");
    sendLine(child,
             "game quoridor variant standard players 2 first 1 options board_size=9 max_plies=0 "
             "walls_per_player=10");
    sendLine(child, "isready");
    expect(child, "readyok");

    plateau::Rng rng(seed);
    long checked = 0, disagreements = 0, walls = 0;
    for (long p = 0; p < positions; ++p) {
        quoridor::Board board;
        std::string moves;
        const int length = static_cast<int>(rng.below(81));
        // Pawn steps take 50 to 95 % of the plies, so that games end with few walls or many.
        const std::uint32_t pawnShare = 50 + rng.below(46);
        for (int i = 0; i < length && !board.isOver(); ++i) {
            plateau::Move m = board.randomMove(rng);
            if (rng.below(100) < pawnShare) {
                // A pawn step: pawns meet, and walls do not fill the board at once.
                plateau::MoveList list;
                board.legalMoves(list);
                std::vector<plateau::Move> steps;
                for (const plateau::Move x : list)
                    if (quoridor::isPawnMove(x)) steps.push_back(x);
                if (!steps.empty()) m = steps[rng.below(static_cast<std::uint32_t>(steps.size()))];
            }
            // A winning step would end the game: the position before it is kept.
            const quoridor::Undo undo = board.makeMove(m);
            if (board.isOver()) {
                board.unmakeMove(m, undo);
                break;
            }
            moves += " " + quoridor::moveName(m, 9);
        }
        plateau::MoveList ours;
        board.legalMoves(ours);
        std::set<std::string> mine, theirs;
        for (const plateau::Move m : ours)
            mine.insert(quoridor::moveName(m, 9));
        sendLine(child, "position moves" + moves);
        sendLine(child, "legalmoves");
        std::istringstream words(expect(child, "legal").substr(5));
        for (std::string w; words >> w;)
            theirs.insert(w);
        ++checked;
        walls +=
            quoridor::popcount(board.horizontalWalls()) + quoridor::popcount(board.verticalWalls());
        std::vector<std::string> onlyMine, onlyTheirs;
        std::set_difference(mine.begin(), mine.end(), theirs.begin(), theirs.end(),
                            std::back_inserter(onlyMine));
        std::set_difference(theirs.begin(), theirs.end(), mine.begin(), mine.end(),
                            std::back_inserter(onlyTheirs));
        if (onlyMine.empty() && onlyTheirs.empty()) continue;
        if (++disagreements <= 20) {
            std::printf("position %ld (moves%s):\n  only Plateau:", p + 1, moves.c_str());
            for (const auto& m : onlyMine)
                std::printf(" %s", m.c_str());
            std::printf("\n  only the program:");
            for (const auto& m : onlyTheirs)
                std::printf(" %s", m.c_str());
            std::printf("\n");
        }
    }
    sendLine(child, "quit");
    int status = 0;
    waitpid(child.pid, &status, 0);
    std::printf("%s: %ld positions (%.1f walls on the board on average), %ld disagreements\n",
                name.substr(8).c_str(), checked,
                static_cast<double>(walls) / static_cast<double>(checked), disagreements);
    return disagreements == 0 ? 0 : 1;
}
