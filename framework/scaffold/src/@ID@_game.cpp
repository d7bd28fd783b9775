#include "@ID@_game.hpp"

#include <plateau/sdk/state.hpp>
#include <plateau/sdk/variant_reader.hpp>

namespace @ID@ {

using namespace plateau;

const GameType kType{
    .id = "@ID@",
    .name = "@NAME@",
    .description = "Claim squares in turn; the first with a line of them wins.",
    .dice = DiceThrow::None,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = "mark",
};

namespace {

class @CLASS@State final : public State {
public:
    @CLASS@State(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, int size, int line)
        : State(std::move(game), std::move(setup)), m_size(size), m_line(line),
          m_board(static_cast<std::size_t>(size * size), -1) {
        // Who starts: the setup's choice, or drawn by the SDK when the setup left it open
        // (GameType::firstPlayer), so it is always a player here.
        m_player = this->setup().firstPlayer;
    }

    PlayerId currentPlayer() const override { return over() ? kTerminalPlayer : m_player; }

    // A move is the index of the square claimed (row * size + column, row 0 at the top).
    void legalMoves(MoveList& out) const override {
        out.clear();
        if (over()) return;
        for (int i = 0; i < cells(); ++i)
            if (m_board[i] < 0) out.push_back(Move{static_cast<std::uint32_t>(i)});
    }

    // Must agree exactly with legalMoves: nullopt for a legal move, a reason otherwise. The
    // reason does not name the move: the host prints the move before it ("b2: the square is taken").
    std::optional<std::string> illegalReason(Move m) const override {
        if (over()) return "the game is over";
        if (m.code >= static_cast<std::uint32_t>(cells())) return "there is no such square";
        if (m_board[m.code] >= 0) return "the square is taken";
        return std::nullopt;
    }

    Outcome outcome() const override {
        if (m_winner >= 0)
            return {{m_winner}, playerName(m_winner) + " has " + std::to_string(m_line) + " in a row"};
        return {{}, "the board is full"};
    }

    // Any 32-bit code must print (the checks try random ones); only legal ones parse back.
    std::string moveToString(Move m) const override {
        if (m.code >= static_cast<std::uint32_t>(cells())) return "?" + std::to_string(m.code);
        return squareName(static_cast<int>(m.code));
    }

    Expected<Move> parseMove(std::string_view text) const override {
        const auto bad = [&] {
            return Error("'" + std::string(text) + "' is not a square (a1 to " +
                         squareName(m_size - 1) + ")");
        };
        if (text.size() < 2 || text[0] < 'a' || text[0] >= 'a' + m_size) return bad();
        int rank = 0;
        for (char c : text.substr(1)) {
            if (c < '0' || c > '9' || rank > m_size) return bad();
            rank = rank * 10 + (c - '0');
        }
        if (rank < 1 || rank > m_size) return bad();
        const int column = text[0] - 'a';
        const int row = m_size - rank;
        return Move{static_cast<std::uint32_t>(row * m_size + column)};
    }

    Target moveTarget(Move m) const override {
        if (m.code >= static_cast<std::uint32_t>(cells())) return {};
        return {Target::Kind::Cell, static_cast<int>(m.code)};
    }

    // x to the right, y downwards, in board units; pieces in the order they were placed,
    // so that piece i is the same piece in every view.
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {static_cast<float>(m_size), static_cast<float>(m_size)};
        for (int i = 0; i < cells(); ++i) {
            Cell c;
            c.center = {i % m_size + 0.5f, i / m_size + 0.5f};
            c.size = {0.94f, 0.94f};
            c.notation = squareName(i);
            c.kind = "square";
            c.name = "square " + c.notation;
            view.cells.push_back(std::move(c));
        }
        for (std::size_t k = 0; k < m_placed.size(); ++k) {
            const int owner = static_cast<int>(k % 2 == 0 ? m_firstMover : 1 - m_firstMover);
            view.pieces.push_back({owner, m_placed[k], -1, "mark", owner == 0 ? "X" : "O"});
        }
        for (int p = 0; p < numPlayers(); ++p)
            view.players.push_back({playerName(p), playerColor(p), p == 0 ? "plays X" : "plays O"});
        if (!m_placed.empty()) view.highlights.push_back({Highlight::Kind::LastMove, m_placed.back(), -1});
        for (int c : m_winLine) view.highlights.push_back({Highlight::Kind::WinningLine, c, -1});
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        for (int r = 0; r < m_size; ++r) {
            out += std::to_string(m_size - r) + " ";
            for (int c = 0; c < m_size; ++c) {
                const int v = m_board[r * m_size + c];
                out += v < 0 ? '.' : v == 0 ? 'X' : 'O';
            }
            out += '\n';
        }
        out += "  ";
        for (int c = 0; c < m_size; ++c) out += static_cast<char>('a' + c);
        out += '\n';
        if (!over()) out += playerName(m_player) + " to move\n";
        return out;
    }

protected:
    void doApply(Move m) override {
        const int square = static_cast<int>(m.code);
        if (m_placed.empty()) m_firstMover = m_player;
        m_board[square] = static_cast<std::int8_t>(m_player);
        m_placed.push_back(square);
        log(m_player, [&] { return playerName(m_player) + " takes " + squareName(square); });
        if (findLine(square)) {
            m_winner = m_player;
            log(m_player, [&] { return playerName(m_player) + " wins"; });
        } else if (static_cast<int>(m_placed.size()) < cells()) {
            m_player = 1 - m_player;
        }
    }

    StatePtr doClone() const override { return StatePtr(new @CLASS@State(*this)); }

private:
    int cells() const { return m_size * m_size; }
    bool over() const { return m_winner >= 0 || static_cast<int>(m_placed.size()) == cells(); }

    // "b3": column letter, then the row counted from the bottom.
    std::string squareName(int i) const {
        return std::string(1, static_cast<char>('a' + i % m_size)) + std::to_string(m_size - i / m_size);
    }

    // Whether the mark just put on `square` completes a line; keeps the line for the view.
    bool findLine(int square) {
        const int owner = m_board[square];
        const int row = square / m_size, column = square % m_size;
        const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto& d : directions) {
            std::vector<int> line{square};
            for (int sign : {1, -1}) {
                for (int k = 1;; ++k) {
                    const int r = row + sign * k * d[0], c = column + sign * k * d[1];
                    if (r < 0 || r >= m_size || c < 0 || c >= m_size || m_board[r * m_size + c] != owner) break;
                    line.push_back(r * m_size + c);
                }
            }
            if (static_cast<int>(line.size()) >= m_line) {
                m_winLine = std::move(line);
                return true;
            }
        }
        return false;
    }

    int m_size;
    int m_line;
    std::vector<std::int8_t> m_board;  // -1 empty, else the owner
    std::vector<int> m_placed;         // squares in the order they were claimed
    std::vector<int> m_winLine;
    int m_player = 0;
    int m_firstMover = 0;
    int m_winner = -1;
};

// This game's check of a variant file, beyond the shared header.
Expected<VariantInfo> readVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    if (!info->findOption("size") || !info->findOption("line"))
        return Error(file.string(), 1, 1, "a variant of @NAME@ needs the options 'size' and 'line'");
    if (info->minPlayers != 2 || info->maxPlayers != 2)
        return Error(file.string(), 1, 1, "@NAME@ is played by 2 players");
    return info;
}

}  // namespace

Expected<std::shared_ptr<const @CLASS@Game>> @CLASS@Game::load(const std::filesystem::path& dataDir) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readVariant);
    if (!loaded) return loaded.error();
    return makeGame<@CLASS@Game>(std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> @CLASS@Game::loadVariantFile(const std::filesystem::path& file) const {
    return readVariant(file);
}

Expected<StatePtr> @CLASS@Game::createState(std::shared_ptr<const Setup> setup, const VariantInfo&) const {
    const int size = static_cast<int>(setup->options.getInt("size", 3));
    const int line = static_cast<int>(setup->options.getInt("line", 3));
    if (line > size)
        return Error("a line of " + std::to_string(line) + " does not fit on a board of " + std::to_string(size));
    return StatePtr(new @CLASS@State(shared(), std::move(setup), size, line));
}

}  // namespace @ID@
