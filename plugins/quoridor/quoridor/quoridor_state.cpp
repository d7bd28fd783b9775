#include "quoridor/quoridor_state.hpp"

#include <algorithm>
#include <cstdlib>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/text.hpp>

#include "quoridor/notation.hpp"
#include "quoridor/shortest_path.hpp"
#include "quoridor/texts.hpp"

namespace quoridor {

using namespace plateau;

QuoridorState::QuoridorState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup,
                             Rules rules)
    : State(std::move(game), std::move(setup)),
      m_rules(rules),
      // The SDK draws who starts when the setup leaves it open (GameType::firstPlayer).
      m_board(rules.size, rules.numPlayers, rules.wallsPerPlayer, this->setup().firstPlayer, rules.maxPlies) {}

PlayerId QuoridorState::currentPlayer() const {
    if (m_board.isOver()) return kTerminalPlayer;
    return m_board.sideToMove();
}

void QuoridorState::legalMoves(MoveList& out) const {
    out.clear();
    m_board.legalMoves(out);
}

Move QuoridorState::randomMove(Rng& rng) const {
    if (m_board.isOver()) return Move{};
    return m_board.randomMove(rng);
}

std::uint32_t QuoridorState::winnerMask() const {
    const int w = m_board.winner();
    return w >= 0 ? 1u << w : 0u;
}

double QuoridorState::returnFor(int player) const {
    return returnFromMask(winnerMask(), player);
}

std::string QuoridorState::goalName(int player) const {
    const Bits goal = m_board.goal(player);
    const Geometry& g = m_board.geometryOf();
    if (goal == g.lastRow) return fillText(tx("row {0}"), {std::to_string(m_rules.size)});
    if (goal == g.firstRow) return fillText(tx("row {0}"), {"1"});
    if (goal == g.lastColumn) return fillText(tx("column {0}"), {columnName(m_rules.size - 1)});
    return fillText(tx("column {0}"), {"a"});
}

Outcome QuoridorState::outcome() const {
    if (!m_board.isOver()) return {};
    if (const int w = m_board.winner(); w >= 0)
        return {{w}, fillText(tx("{0} reached {1}"), {playerName(w), goalName(w)})};
    return {{}, txn("nobody won within {0} ply", "nobody won within {0} plies", m_rules.maxPlies)};
}

std::string QuoridorState::moveToString(Move move) const {
    return moveName(move, m_rules.size);
}

Expected<Move> QuoridorState::parseMove(std::string_view text) const {
    return parseMoveText(text, m_rules.size, m_rules.numPlayers);
}

std::optional<std::string> QuoridorState::illegalReason(Move move) const {
    // The reason does not name the move: every host shows the move before it.
    if (isTerminal()) return tx("the game is over");
    const MoveCheck check = m_board.check(move);
    const auto wall = [&](int code) {
        return moveToString(Move{static_cast<std::uint32_t>(code)});
    };
    switch (check.verdict) {
        case Verdict::Legal:
            return std::nullopt;
        case Verdict::GameOver:
            return tx("the game is over");
        case Verdict::Unreachable:
            return fillText(tx("not reachable from {0}"),
                            {squareName(m_board.pawn(m_board.sideToMove()), m_rules.size)});
        case Verdict::NoWallsLeft:
            return tx("no walls left");
        case Verdict::Overlaps:
            if (check.detail == static_cast<int>(move.code)) return tx("a wall is there already");
            return fillText(tx("overlaps the wall {0}"), {wall(check.detail)});
        case Verdict::Crosses:
            return fillText(tx("crosses the wall {0}"), {wall(check.detail)});
        case Verdict::CutsOff:
            return fillText(tx("would cut off the pawn on {0}"),
                            {squareName(m_board.pawn(check.detail), m_rules.size)});
        case Verdict::PassRefused:
            return tx("a player may pass only with no legal move");
        case Verdict::NotAMove:
            break;
    }
    if (isFirstPlayerMove(move)) return tx("who starts is already decided");
    return fillText(tx("not a move on a {0}×{0} board"), {std::to_string(m_rules.size)});
}

int QuoridorState::slotIndex(int anchor, Orientation o) const {
    const int n = m_rules.size;
    const int index = (anchor / n) * (n - 1) + anchor % n;
    return o == Orientation::Horizontal ? index : (n - 1) * (n - 1) + index;
}

Target QuoridorState::moveTarget(Move move) const {
    if (isPawnMove(move) && squareOf(move) < m_rules.size * m_rules.size)
        return {Target::Kind::Cell, squareOf(move)};
    if (isWallMove(move) && test(m_board.geometryOf().anchors, anchorOf(move)))
        return {Target::Kind::Slot, slotIndex(anchorOf(move), orientationOf(move))};
    return {};
}

// A pawn step is picked from the pawn (pieces 0… are the pawns, in player order), a wall
// goes into its slot, and a pass is a button.
MoveInput QuoridorState::moveInput(Move move) const {
    MoveInput input{{}, moveTarget(move), {}};
    if (input.to.kind == Target::Kind::Cell && m_board.sideToMove() >= 0)
        input.from = {Target::Kind::Piece, m_board.sideToMove()};
    if (isPass(move)) input.label = plateau::translate("quoridor", "Pass");
    return input;
}

namespace {

constexpr float kPileColumn = 1.6f;  // board units right of the squares, for the piles

std::string wallsLeftText(int walls) {
    if (walls == 0) return tx("no walls left");
    return txn("{0} wall left", "{0} walls left", walls);
}

}  // namespace

BoardView QuoridorState::boardView(const Viewer&) const {
    const int n = m_rules.size;
    const auto fn = static_cast<float>(n);
    BoardView view;
    // A column right of the squares holds the players' piles of walls in hand.
    view.size = {fn + kPileColumn, fn};
    // Row 1 at the bottom: y grows downwards on screen.
    for (int s = 0; s < n * n; ++s) {
        const int c = s % n, r = s / n;
        Cell cell;
        cell.center = {static_cast<float>(c) + 0.5f, fn - static_cast<float>(r) - 0.5f};
        cell.size = {0.8f, 0.8f};
        cell.notation = squareName(s, n);
        // Coordinates along the bottom row and the left column, as printed on boards.
        if (r == 0 && c == 0)
            cell.label = "a1";
        else if (r == 0)
            cell.label = columnName(c);
        else if (c == 0)
            cell.label = std::to_string(r + 1);
        cell.kind = "plain";
        cell.name = cell.notation;
        for (int p = 0; p < m_rules.numPlayers; ++p) {
            if (!test(m_board.goal(p), s)) continue;
            cell.kind = "goal";
            if (cell.owner < 0) cell.owner = p;  // tinted in the colour of whose goal it is
            cell.name = fillText(tx("{0}, goal of {1}"), {cell.name, playerName(p)});
        }
        view.cells.push_back(std::move(cell));
    }
    for (Orientation o : {Orientation::Horizontal, Orientation::Vertical}) {
        for (int r = 0; r + 1 < n; ++r) {
            for (int c = 0; c + 1 < n; ++c) {
                const auto x = static_cast<float>(c), y = fn - static_cast<float>(r);
                Slot slot;
                if (o == Orientation::Horizontal) {
                    slot.from = {x, y - 1};
                    slot.to = {x + 2, y - 1};
                } else {
                    slot.from = {x + 1, y};
                    slot.to = {x + 1, y - 2};
                }
                slot.notation = wallName(r * n + c, o, n);
                slot.kind = "groove";
                view.slots.push_back(std::move(slot));
            }
        }
    }
    const int players = m_rules.numPlayers;
    for (int p = 0; p < players; ++p) {
        // Player 0's pile lowest, as their pawn starts at the bottom.
        const float band = fn / static_cast<float>(players);
        Cell pile;
        pile.center = {fn + kPileColumn / 2, fn - band * (static_cast<float>(p) + 0.5f)};
        pile.size = {kPileColumn * 0.8f, std::min(band * 0.8f, 1.6f)};
        pile.kind = "pile";
        pile.owner = p;
        pile.name = fillText(tx("walls of {0}"), {playerName(p)});
        pile.description = wallsLeftText(m_board.wallsLeft(p));
        pile.stacking = Stacking::PileCell;
        view.cells.push_back(std::move(pile));
    }
    for (int p = 0; p < players; ++p) {
        view.pieces.push_back({p, m_board.pawn(p), -1, "pawn", std::string(1, static_cast<char>('A' + p))});
        view.players.push_back({playerName(p), playerColor(p), wallsLeftText(m_board.wallsLeft(p))});
    }
    // Each player's walls, placed ones in their slots in the order played, the others on the
    // player's pile: wall k of a player stays piece k of theirs from the pile to its slot.
    for (int p = 0; p < players; ++p) {
        int placed = 0;
        for (const auto& [move, owner] : m_walls) {
            if (owner != p) continue;
            view.pieces.push_back({p, -1, slotIndex(anchorOf(move), orientationOf(move)), "wall", ""});
            ++placed;
        }
        for (int k = placed; k < placed + m_board.wallsLeft(p); ++k)
            view.pieces.push_back({p, n * n + p, -1, "wall", ""});
    }
    if (m_lastMover >= 0) view.trails.push_back({m_lastMover, {m_lastFrom, m_lastTo}});
    return view;
}

std::vector<BoardAid> QuoridorState::boardAids(const Viewer&) const {
    // Each pawn's shortest way to its goal, in its player's colour.
    BoardAid paths{"paths", tx("Shortest paths"), {}};
    for (int p = 0; p < m_rules.numPlayers; ++p) {
        const std::vector<int> path = shortestPath(m_board, p);
        for (std::size_t k = 0; k < path.size(); ++k)
            paths.marks.push_back({path[k], k + 1 < path.size() ? path[k + 1] : -1, p});
    }
    return {std::move(paths)};
}

std::vector<State::Standing> QuoridorState::standings() const {
    // The shortest way left to the goal row, around the walls: fewer is better.
    std::vector<Standing> out;
    for (int p = 0; p < numPlayers(); ++p) {
        const int d = m_board.distance(p);
        if (d < 0) {
            out.push_back({p, -1e9, tx("shut in")});
            continue;
        }
        out.push_back({p, -static_cast<double>(d),
                       d == 0 ? tx("at the goal") : txn("{0} step to go", "{0} steps to go", d)});
    }
    return out;
}

std::string QuoridorState::toText(const Viewer&) const {
    const int n = m_rules.size;
    const Board& b = m_board;
    std::string letters = "    ";
    for (int c = 0; c < n; ++c)
        letters += " " + columnName(c) + "  ";
    letters += "\n";
    // Reserved for the board's rows (two lines of 4 n + 8 characters each) and the players'
    // lines: the text is remade after every move of `play --text` and of the fuzz targets.
    std::string out;
    out.reserve(static_cast<std::size_t>(2 * n * (4 * n + 8) + 128 * (m_rules.numPlayers + 2)));
    out += letters;
    out += "   +";
    out.append(static_cast<std::size_t>(4 * n - 1), '-');
    out += "+\n";
    for (int r = n - 1; r >= 0; --r) {
        const std::string number = std::to_string(r + 1);
        if (number.size() < 2) out += ' ';
        out += number;
        out += " |";
        for (int c = 0; c < n; ++c) {
            const int s = r * n + c;
            char mark = '.';
            for (int p = 0; p < m_rules.numPlayers; ++p)
                if (b.pawn(p) == s) mark = static_cast<char>('1' + p);
            out += ' ';
            out += mark;
            out += ' ';
            out += c == n - 1 ? '|' : b.blockedRight(s) ? '#' : ' ';
        }
        out += ' ';
        out += number;
        out += '\n';
        if (r == 0) break;
        // The groove between this row and the one below: walls as = (across) and # (along).
        out += "   |";
        for (int c = 0; c < n; ++c) {
            const int below = (r - 1) * n + c;
            out += b.blockedUp(below) ? "===" : "   ";
            if (c == n - 1) {
                out += '|';
            } else if (b.hasWall(below, Orientation::Horizontal)) {
                out += '=';
            } else if (b.hasWall(below, Orientation::Vertical)) {
                out += '#';
            } else {
                out += ' ';
            }
        }
        out += "\n";
    }
    out += "   +" + std::string(static_cast<std::size_t>(4 * n - 1), '-') + "+\n" + letters;
    for (int p = 0; p < m_rules.numPlayers; ++p) {
        out += std::to_string(p + 1) + " " +
               fillText(tx("{0} (to {1}): {2}"), {playerName(p), goalName(p), wallsLeftText(b.wallsLeft(p))}) +
               "\n";
    }
    if (isTerminal()) {
        const Outcome result = outcome();
        out += fillText(result.isDraw() ? tx("Draw: {0}.") : tx("Game over: {0}."), {result.reason}) + "\n";
    } else {
        const std::string ply = std::to_string(b.ply() + 1);
        const std::string mover = std::to_string(b.sideToMove() + 1) + " " + playerName(b.sideToMove());
        out += (m_rules.maxPlies > 0
                    ? fillText(tx("Ply {0} of {1}, {2} to move."), {ply, std::to_string(m_rules.maxPlies), mover})
                    : fillText(tx("Ply {0}, {1} to move."), {ply, mover})) +
               "\n";
    }
    return out;
}

std::uint64_t QuoridorState::perft(int depth) const {
    if (depth <= 0 || isTerminal()) return 1;
    Board board = m_board;
    return board.perft(depth);
}

void QuoridorState::doApply(Move move) {
    const int mover = m_board.sideToMove();
    const int from = m_board.pawn(mover);
    m_board.makeMove(move);
    const std::string& name = playerName(mover);
    if (isPawnMove(move)) {
        m_lastMover = mover;
        m_lastFrom = from;
        m_lastTo = squareOf(move);
        log(mover, [&] {
            // A jump names the pawn jumped over: with a step the log would read as if the
            // pawn went through it.
            const int size = m_rules.size, to = squareOf(move);
            const int dc = to % size - from % size, dr = to / size - from / size;
            auto pawnAt = [&](int col, int row) {
                for (int p = 0; p < m_board.numPlayers(); ++p)
                    if (p != mover && m_board.pawn(p) == row * size + col) return p;
                return -1;
            };
            const int fc = from % size, fr = from / size;
            int over = -1;
            bool straight = false;
            if ((dc == 0 && std::abs(dr) == 2) || (dr == 0 && std::abs(dc) == 2)) {
                over = pawnAt(fc + dc / 2, fr + dr / 2);
                straight = true;
            } else if (std::abs(dc) == 1 && std::abs(dr) == 1) {
                over = pawnAt(fc + dc, fr);
                if (over < 0) over = pawnAt(fc, fr + dr);
            }
            const std::string fromName = squareName(from, size), toName = moveToString(move);
            if (over >= 0 && straight)
                return fillText(tx("{0} jumps over {1} from {2} to {3}"),
                                {name, playerName(over), fromName, toName});
            if (over >= 0)
                return fillText(tx("{0} jumps diagonally past {1} from {2} to {3}"),
                                {name, playerName(over), fromName, toName});
            return fillText(tx("{0} moves from {1} to {2}"), {name, fromName, toName});
        });
    } else if (isWallMove(move)) {
        m_walls.emplace_back(move, mover);
        m_lastMover = -1;
        log(mover, [&] {
            return fillText(tx("{0} places a wall at {1} ({2})"),
                            {name, moveToString(move), wallsLeftText(m_board.wallsLeft(mover))});
        });
    } else {
        m_lastMover = -1;
        log(mover, [&] { return fillText(tx("{0} has no legal move and passes"), {name}); });
    }
    if (m_board.winner() >= 0) {
        log(mover, [&] { return fillText(tx("{0} reaches {1} and wins"), {name, goalName(mover)}); });
    } else if (m_board.plyLimitReached()) {
        log(-1, [&] {
            return txn("the limit of {0} ply is reached: a draw", "the limit of {0} plies is reached: a draw",
                       m_rules.maxPlies);
        });
    }
}

StatePtr QuoridorState::doClone() const {
    return StatePtr(new QuoridorState(*this));
}

bool QuoridorState::doAssign(const State& other) {
    const auto& from = static_cast<const QuoridorState&>(other);
    m_rules = from.m_rules;
    m_board = from.m_board;
    m_walls.assign(from.m_walls.begin(), from.m_walls.end());
    m_lastMover = from.m_lastMover;
    m_lastFrom = from.m_lastFrom;
    m_lastTo = from.m_lastTo;
    return true;
}

}  // namespace quoridor
