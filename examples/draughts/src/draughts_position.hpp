#pragma once

// The draughts position and its move generation, free of notation and views: the state
// (draughts_game.cpp) names, encodes and shows what this finds.

#include <array>
#include <cstdint>
#include <vector>

namespace draughts {

// The rules a variant's options choose.
struct Rules {
    int size = 10;               // squares on a side (even)
    bool flyingKings = true;     // a king moves and captures along the whole diagonal
    bool menBackward = true;     // men capture backwards too (they always move forwards)
    bool longestCapture = true;  // the capture that takes the most pieces is compulsory
    int drawMoves = 25;  // moves by each side with kings only, no capture: a draw (0: never)
};

// One move as the rules see it: a step, or a whole capture with every landing square.
struct Line {
    int from = -1, to = -1;
    std::vector<std::uint8_t> landings;  // the squares the piece lands on, the last is `to`
    std::vector<std::uint8_t> captured;  // the squares of the pieces it takes, in order
};

struct Man {
    int owner = 0;
    int square = -1;  // -1: taken
    bool king = false;
};

// Squares are the dark ones, numbered from 0 row by row from the top, as in PDN (minus 1).
// White (player 0) starts at the bottom and moves up.
class Position {
public:
    explicit Position(Rules rules);

    const Rules& rules() const { return m_rules; }
    int squares() const { return m_squares; }
    int row(int s) const { return s / m_half; }
    int column(int s) const { return 2 * (s % m_half) + (row(s) % 2 == 0 ? 1 : 0); }
    int squareAt(int r, int c) const { return r * m_half + c / 2; }

    // The start: each side fills the dark squares of its half but the two middle rows.
    void placeStart();
    // Places a piece; false when the square is off the board or taken.
    bool place(int owner, int square, bool king);

    int player() const { return m_player; }
    void setPlayer(int player) { m_player = player; }
    // The index into men() of the piece on a square, -1 when empty.
    int pieceAt(int square) const { return m_board[static_cast<std::size_t>(square)]; }
    const std::vector<Man>& men() const { return m_men; }
    int piecesLeft(int owner) const;

    // The legal moves of the side to move: the captures if any (the longest when the rules
    // say so; two ways of taking the same pieces to the same square count once), else the
    // steps; sorted by squares.
    void generate(std::vector<Line>& out) const;

    // Plays a legal line and passes the turn; true when the piece is crowned.
    bool play(const Line& line);

private:
    bool enemy(int s) const;
    void captures(int from, int at, bool king, Line& line, std::vector<bool>& taken,
                  std::vector<Line>& out) const;
    void steps(std::vector<Line>& out) const;

    Rules m_rules;
    int m_half = 5;
    int m_squares = 50;
    std::vector<int> m_board;  // the index into m_men of the piece on each square, -1 empty
    std::vector<Man> m_men;
    std::vector<std::array<std::vector<std::uint8_t>, 4>> m_rays;  // per square and diagonal
    int m_player = 0;
};

}  // namespace draughts
