#include "draughts_position.hpp"

#include <algorithm>
#include <tuple>

namespace draughts {

Position::Position(Rules rules) : m_rules(rules) {
    const int n = m_rules.size;
    m_half = n / 2;
    m_squares = n * n / 2;
    m_board.assign(static_cast<std::size_t>(m_squares), -1);
    m_rays.resize(static_cast<std::size_t>(m_squares));
    for (int s = 0; s < m_squares; ++s)
        for (int d = 0; d < 4; ++d) {
            static constexpr int dr[4] = {-1, -1, 1, 1}, dc[4] = {-1, 1, -1, 1};
            int r = row(s) + dr[d], c = column(s) + dc[d];
            while (r >= 0 && r < n && c >= 0 && c < n) {
                m_rays[static_cast<std::size_t>(s)][d].push_back(
                    static_cast<std::uint8_t>(squareAt(r, c)));
                r += dr[d];
                c += dc[d];
            }
        }
}

void Position::placeStart() {
    const int rows = m_rules.size / 2 - 1;
    for (int s = 0; s < rows * m_half; ++s)
        place(1, s, false);
    for (int s = m_squares - rows * m_half; s < m_squares; ++s)
        place(0, s, false);
}

bool Position::place(int owner, int square, bool king) {
    if (square < 0 || square >= m_squares || m_board[static_cast<std::size_t>(square)] >= 0)
        return false;
    m_board[static_cast<std::size_t>(square)] = static_cast<int>(m_men.size());
    m_men.push_back({owner, square, king});
    return true;
}

int Position::piecesLeft(int owner) const {
    return static_cast<int>(std::count_if(m_men.begin(), m_men.end(), [&](const Man& man) {
        return man.owner == owner && man.square >= 0;
    }));
}

bool Position::enemy(int s) const {
    const int piece = m_board[static_cast<std::size_t>(s)];
    return piece >= 0 && m_men[static_cast<std::size_t>(piece)].owner != m_player;
}

// Every capture from `at` on, the taken pieces staying on the board until the move ends
// (none is jumped twice); a capture ends where no further piece can be taken.
void Position::captures(int from, int at, bool king, Line& line, std::vector<bool>& taken,
                        std::vector<Line>& out) const {
    bool further = false;
    const auto empty = [&](int s) { return s == from || m_board[static_cast<std::size_t>(s)] < 0; };
    const bool forwardUp = m_player == 0;
    const bool flying = king && m_rules.flyingKings;
    for (int d = 0; d < 4; ++d) {
        const bool forward = (d < 2) == forwardUp;
        if (!king && !forward && !m_rules.menBackward) continue;
        const auto& ray = m_rays[static_cast<std::size_t>(at)][d];
        std::size_t i = 0;
        if (flying)
            while (i < ray.size() && empty(ray[i]))
                ++i;
        if (i + 1 >= ray.size() || !enemy(ray[i]) || taken[ray[i]]) continue;
        const int victim = ray[i];
        for (std::size_t j = i + 1; j < ray.size() && empty(ray[j]); ++j) {
            further = true;
            taken[static_cast<std::size_t>(victim)] = true;
            line.captured.push_back(static_cast<std::uint8_t>(victim));
            line.landings.push_back(ray[j]);
            captures(from, ray[j], king, line, taken, out);
            line.landings.pop_back();
            line.captured.pop_back();
            taken[static_cast<std::size_t>(victim)] = false;
            if (!flying) break;
        }
    }
    if (!further && !line.captured.empty()) {
        Line done = line;
        done.from = from;
        done.to = at;
        out.push_back(std::move(done));
    }
}

void Position::steps(std::vector<Line>& out) const {
    for (const Man& man : m_men) {
        if (man.owner != m_player || man.square < 0) continue;
        for (int d = 0; d < 4; ++d) {
            const bool forward = (d < 2) == (m_player == 0);
            if (!man.king && !forward) continue;
            for (auto s : m_rays[static_cast<std::size_t>(man.square)][d]) {
                if (m_board[s] >= 0) break;
                out.push_back({man.square, s, {s}, {}});
                if (!(man.king && m_rules.flyingKings)) break;
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const Line& a, const Line& b) {
        return std::pair(a.from, a.to) < std::pair(b.from, b.to);
    });
}

void Position::generate(std::vector<Line>& out) const {
    out.clear();
    std::vector<bool> taken(static_cast<std::size_t>(m_squares), false);
    for (const Man& man : m_men) {
        if (man.owner != m_player || man.square < 0) continue;
        Line line;
        captures(man.square, man.square, man.king, line, taken, out);
    }
    if (out.empty()) return steps(out);
    if (m_rules.longestCapture) {
        std::size_t most = 0;
        for (const Line& l : out)
            most = std::max(most, l.captured.size());
        std::erase_if(out, [&](const Line& l) { return l.captured.size() != most; });
    }
    // Two ways of taking the same pieces to the same square are one move.
    const auto key = [](const Line& l) {
        auto set = l.captured;
        std::sort(set.begin(), set.end());
        return std::tuple(l.from, l.to, set);
    };
    std::sort(out.begin(), out.end(), [&](const Line& a, const Line& b) {
        return std::tuple(a.from, a.to, a.captured) < std::tuple(b.from, b.to, b.captured);
    });
    std::vector<Line> unique;
    for (auto& l : out)
        if (std::none_of(unique.begin(), unique.end(),
                         [&](const Line& u) { return key(u) == key(l); }))
            unique.push_back(std::move(l));
    out = std::move(unique);
}

bool Position::play(const Line& line) {
    const int piece = m_board[static_cast<std::size_t>(line.from)];
    Man& man = m_men[static_cast<std::size_t>(piece)];
    m_board[static_cast<std::size_t>(line.from)] = -1;
    m_board[static_cast<std::size_t>(line.to)] = piece;
    man.square = line.to;
    for (auto s : line.captured) {
        m_men[static_cast<std::size_t>(m_board[s])].square = -1;
        m_board[s] = -1;
    }
    const bool crowned = !man.king && row(line.to) == (man.owner == 0 ? 0 : m_rules.size - 1);
    if (crowned) man.king = true;
    m_player = 1 - m_player;
    return crowned;
}

}  // namespace draughts
