#include "ludo_game.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include <plateau/sdk/state.hpp>
#include <plateau/sdk/text.hpp>
#include <plateau/sdk/variant_reader.hpp>

namespace ludo {

using namespace plateau;

namespace {

// Every text a player reads comes from the game's catalog (games/ludo/locale).
inline constexpr DomainText tx{"ludo"};

}  // namespace

const GameType kType{
    .id = "ludo",
    .name = PLATEAU_N_("Ludo"),
    .description = PLATEAU_N_(
        "Mens erger je niet, petits chevaux: throw a 6 to bring a pawn out, race it round "
        "and home, and send the others back to their yards."),
    .dice = DiceThrow::ByPlayer,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = PLATEAU_N_("pawn"),
};

namespace {

constexpr int kTrack = 40;                 // squares round the board
constexpr int kHome = 4;                   // squares of a home column
constexpr int kLast = kTrack + kHome - 1;  // the last home square, as a pawn's progress
constexpr int kYard = -1;                  // a pawn's progress while in its yard

constexpr std::uint32_t kPawnBase = 10;  // moves: 10 + pawn; throws: 1..6
constexpr std::uint32_t kPass = 20;

// The board: an 11×11 cross. The track, clockwise from seat 0's start square at the
// bottom; seat s starts at square 10·s and turns into its home column from the square before.
constexpr std::array<std::array<int, 2>, kTrack> kTrackAt{{
    {4, 10}, {4, 9}, {4, 8}, {4, 7}, {4, 6}, {3, 6}, {2, 6}, {1, 6}, {0, 6},  {0, 5},
    {0, 4},  {1, 4}, {2, 4}, {3, 4}, {4, 4}, {4, 3}, {4, 2}, {4, 1}, {4, 0},  {5, 0},
    {6, 0},  {6, 1}, {6, 2}, {6, 3}, {6, 4}, {7, 4}, {8, 4}, {9, 4}, {10, 4}, {10, 5},
    {10, 6}, {9, 6}, {8, 6}, {7, 6}, {6, 6}, {6, 7}, {6, 8}, {6, 9}, {6, 10}, {5, 10},
}};
// Per seat: the step into its home column, and its yard's corner.
constexpr std::array<std::array<int, 2>, 4> kHomeStep{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
constexpr std::array<std::array<int, 2>, 4> kYardAt{{{0, 9}, {0, 0}, {9, 0}, {9, 9}}};

// Cells of the view: the track, then 4 home squares per seat, 4 yard places per seat, the centre.
constexpr int trackCell(int square) {
    return square;
}
constexpr int homeCell(int seat, int i) {
    return kTrack + seat * kHome + i;
}
constexpr int yardCell(int seat, int i) {
    return kTrack + 4 * kHome + seat * 4 + i;
}
constexpr int kCentreCell = kTrack + 8 * kHome;

struct Rules {
    int pawns = 4;
    bool sixAgain = true;    // a 6 gives another throw
    bool threeTries = true;  // with no pawn out, up to three throws to get a 6
};

class LudoState final : public State {
public:
    LudoState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Rules rules)
        : State(std::move(game), std::move(setup)), m_rules(rules) {
        const int n = numPlayers();
        for (int p = 0; p < n; ++p)
            m_seat[static_cast<std::size_t>(p)] = n == 2 ? 2 * p : p;
        for (auto& pawns : m_pos)
            pawns.fill(kYard);
        m_player = this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0;
    }

    PlayerId currentPlayer() const override {
        if (m_winner >= 0) return kTerminalPlayer;
        return m_die == 0 ? kChancePlayer : m_player;
    }
    PlayerId actingPlayer() const override { return m_winner >= 0 ? kTerminalPlayer : m_player; }

    void chanceOutcomes(ChanceList& out) const override {
        out.clear();
        if (!isChance()) return;
        for (std::uint32_t d = 1; d <= 6; ++d)
            out.push_back({Move{d}, 1.0 / 6.0});
    }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (currentPlayer() < 0) return;
        for (int k = 0; k < m_rules.pawns; ++k)
            if (!blocked(k)) out.push_back(Move{kPawnBase + static_cast<std::uint32_t>(k)});
        if (out.empty()) out.push_back(Move{kPass});
    }

    std::optional<std::string> illegalReason(Move m) const override {
        if (m_winner >= 0) return tx("the game is over");
        if (isChance()) {
            if (m.code >= 1 && m.code <= 6) return std::nullopt;
            return tx("throw the die first");
        }
        if (m.code >= 1 && m.code <= 6) return tx("the die is thrown already: move a pawn");
        if (m.code == kPass) {
            for (int k = 0; k < m_rules.pawns; ++k)
                if (!blocked(k))
                    return fillText(tx("pawn {0} can move: pass only when none can"),
                                    {std::to_string(k + 1)});
            return std::nullopt;
        }
        if (m.code < kPawnBase || m.code >= kPawnBase + static_cast<std::uint32_t>(m_rules.pawns))
            return tx("there is no such pawn");
        const int k = static_cast<int>(m.code - kPawnBase);
        if (auto why = blocked(k)) return why;
        return std::nullopt;
    }

    Outcome outcome() const override {
        if (m_winner < 0) return {};
        return {{m_winner}, fillText(tx("{0} brought every pawn home"), {playerName(m_winner)})};
    }

    std::string moveToString(Move m) const override {
        if (m.code >= 1 && m.code <= 6) return "d" + std::to_string(m.code);
        if (m.code == kPass) return "pass";
        if (m.code >= kPawnBase && m.code < kPawnBase + 4)
            return std::to_string(m.code - kPawnBase + 1);
        return "?" + std::to_string(m.code);
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "pass") return Move{kPass};
        if (text.size() == 2 && text[0] == 'd' && text[1] >= '1' && text[1] <= '6')
            return Move{static_cast<std::uint32_t>(text[1] - '0')};
        if (text.size() == 1 && text[0] >= '1' && text[0] < '1' + m_rules.pawns)
            return Move{kPawnBase + static_cast<std::uint32_t>(text[0] - '1')};
        return Error(
            fillText(tx("'{0}' is not a move: a pawn (1 to {1}), pass, or a throw (d1 to d6)"),
                     {text, std::to_string(m_rules.pawns)}));
    }

    Target moveTarget(Move m) const override {
        if (m.code < kPawnBase || m.code >= kPawnBase + static_cast<std::uint32_t>(m_rules.pawns) ||
            m_die == 0)
            return {};
        const int k = static_cast<int>(m.code - kPawnBase);
        const int to = landing(k);
        if (to < 0 || to > kLast) return {};
        return {Target::Kind::Cell, cellOf(m_player, to, k)};
    }

    // A person picks the pawn, then the square it lands on; a pass (or the next of the
    // three tries) has no place on the board: a button.
    MoveInput moveInput(Move m) const override {
        if (m.code == kPass) return {{}, {}, m_extraThrow ? tx("Throw again") : tx("Pass")};
        const Target to = moveTarget(m);
        if (to.kind == Target::Kind::None) return {};
        return {
            {Target::Kind::Piece, m_player * m_rules.pawns + static_cast<int>(m.code - kPawnBase)},
            to,
            {}};
    }

    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {11, 11};
        std::array<int, 4> ownerOfSeat{-1, -1, -1, -1};
        for (int p = 0; p < numPlayers(); ++p)
            ownerOfSeat[static_cast<std::size_t>(m_seat[static_cast<std::size_t>(p)])] = p;
        const auto at = [](int x, int y) { return Point{x + 0.5f, y + 0.5f}; };
        for (int s = 0; s < kTrack; ++s) {
            Cell c;
            c.center = at(kTrackAt[static_cast<std::size_t>(s)][0],
                          kTrackAt[static_cast<std::size_t>(s)][1]);
            c.size = {0.86f, 0.86f};
            c.shape = CellShape::Circle;
            c.kind = "track";
            c.notation = "";
            if (s % 10 == 0 && ownerOfSeat[static_cast<std::size_t>(s / 10)] >= 0) {
                c.kind = "start";
                c.owner = ownerOfSeat[static_cast<std::size_t>(s / 10)];
                c.name = fillText(tx("{0}'s start"), {playerName(c.owner)});
            }
            view.cells.push_back(std::move(c));
            view.links.push_back({s, (s + 1) % kTrack});
        }
        for (int seat = 0; seat < 4; ++seat) {
            const auto& entry =
                kTrackAt[static_cast<std::size_t>((10 * seat + kTrack - 1) % kTrack)];
            const auto& step = kHomeStep[static_cast<std::size_t>(seat)];
            for (int i = 0; i < kHome; ++i) {
                Cell c;
                c.center = at(entry[0] + step[0] * (i + 1), entry[1] + step[1] * (i + 1));
                c.size = {0.86f, 0.86f};
                c.shape = CellShape::Circle;
                c.kind = "home";
                c.owner = ownerOfSeat[static_cast<std::size_t>(seat)];
                if (c.owner >= 0) c.name = fillText(tx("{0}'s home"), {playerName(c.owner)});
                const bool used = c.owner >= 0;
                view.cells.push_back(std::move(c));
                if (used)
                    view.links.push_back(
                        {i == 0 ? (10 * seat + kTrack - 1) % kTrack : homeCell(seat, i - 1),
                         homeCell(seat, i)});
            }
        }
        for (int seat = 0; seat < 4; ++seat) {
            const auto& corner = kYardAt[static_cast<std::size_t>(seat)];
            for (int i = 0; i < 4; ++i) {
                Cell c;
                c.center = at(corner[0] + i % 2, corner[1] + i / 2);
                c.size = {0.8f, 0.8f};
                c.shape = CellShape::Circle;
                c.kind = "yard";
                c.owner = ownerOfSeat[static_cast<std::size_t>(seat)];
                if (c.owner >= 0) c.name = fillText(tx("{0}'s yard"), {playerName(c.owner)});
                view.cells.push_back(std::move(c));
            }
        }
        Cell centre;
        centre.center = at(5, 5);
        centre.size = {0.9f, 0.9f};
        centre.kind = "centre";
        view.cells.push_back(std::move(centre));

        for (int p = 0; p < numPlayers(); ++p) {
            for (int k = 0; k < m_rules.pawns; ++k)
                view.pieces.push_back(
                    {p,
                     cellOf(p, m_pos[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)], k),
                     -1, "pawn", std::to_string(k + 1)});
            view.players.push_back({playerName(p), playerColor(p), statusOf(p)});
        }
        if (m_shownDie) view.dice.push_back({m_shownDie});
        if (!m_trail.empty()) {
            view.trails.push_back({m_trailPiece, m_trail});
            view.highlights.push_back({Highlight::Kind::LastMove, m_trail.back(), -1});
        }
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        for (int p = 0; p < numPlayers(); ++p) {
            out += playerName(p) + ":";
            for (int k = 0; k < m_rules.pawns; ++k) {
                const int at = m_pos[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)];
                out += " " + std::to_string(k + 1) + "@" +
                       (at == kYard    ? std::string("yard")
                        : at >= kTrack ? "home" + std::to_string(at - kTrack + 1)
                                       : std::to_string(at));
            }
            out += "\n";
        }
        if (m_winner < 0)
            out += fillText(m_die ? tx("{0} threw {1}") : tx("{0} to throw"),
                            {playerName(m_player), std::to_string(m_die)}) +
                   "\n";
        return out;
    }

    std::vector<Standing> standings() const override {
        std::vector<Standing> out;
        for (int p = 0; p < numPlayers(); ++p) {
            double score = 0;
            for (int k = 0; k < m_rules.pawns; ++k)
                score += m_pos[static_cast<std::size_t>(p)][static_cast<std::size_t>(k)] + 1;
            out.push_back({p, score, statusOf(p)});
        }
        return out;
    }

protected:
    void doApply(Move m) override {
        if (m.code >= 1 && m.code <= 6) {
            m_die = static_cast<int>(m.code);
            m_shownDie = m_die;
            log(m_player, [&] {
                return fillText(tx("{0} throws {1}"),
                                {playerName(m_player), std::to_string(m_die)});
            });
            bool canMove = false;
            for (int k = 0; k < m_rules.pawns; ++k)
                canMove = canMove || !blocked(k);
            m_extraThrow = !canMove && extraThrowNow();
            return;
        }
        m_trail.clear();
        bool again = m_rules.sixAgain && m_die == 6;
        if (m.code == kPass) {
            if (m_extraThrow) {
                ++m_tries;
                again = true;
                log(m_player,
                    [&] { return fillText(tx("{0} throws again"), {playerName(m_player)}); });
            } else {
                log(m_player,
                    [&] { return fillText(tx("{0} cannot move"), {playerName(m_player)}); });
            }
        } else {
            const int k = static_cast<int>(m.code - kPawnBase);
            auto& pos = m_pos[static_cast<std::size_t>(m_player)][static_cast<std::size_t>(k)];
            const int from = pos, to = landing(k);
            m_trailPiece = m_player * m_rules.pawns + k;
            if (from == kYard) {
                m_trail = {cellOf(m_player, kYard, k), cellOf(m_player, 0, k)};
            } else {
                m_trail.push_back(cellOf(m_player, from, k));
                for (int t = from + 1; t <= to; ++t)
                    m_trail.push_back(cellOf(m_player, t, k));
            }
            pos = to;
            log(m_player, [&] {
                return from == kYard ? fillText(tx("{0} brings pawn {1} out"),
                                                {playerName(m_player), std::to_string(k + 1)})
                                     : fillText(tx("{0} moves pawn {1} {2} squares"),
                                                {playerName(m_player), std::to_string(k + 1),
                                                 std::to_string(m_die)});
            });
            if (to < kTrack) {
                const int square = (10 * seatOf(m_player) + to) % kTrack;
                for (int p = 0; p < numPlayers(); ++p) {
                    if (p == m_player) continue;
                    for (int j = 0; j < m_rules.pawns; ++j) {
                        auto& other =
                            m_pos[static_cast<std::size_t>(p)][static_cast<std::size_t>(j)];
                        if (other >= 0 && other < kTrack &&
                            (10 * seatOf(p) + other) % kTrack == square) {
                            other = kYard;
                            log(p, [&] {
                                return fillText(
                                    tx("{0} sends {1}'s pawn {2} back to the yard"),
                                    {playerName(m_player), playerName(p), std::to_string(j + 1)});
                            });
                        }
                    }
                }
            }
            const auto& mine = m_pos[static_cast<std::size_t>(m_player)];
            if (std::all_of(mine.begin(), mine.begin() + m_rules.pawns,
                            [](int at) { return at >= kTrack; })) {
                m_winner = m_player;
                m_die = 0;
                log(m_player, [&] { return fillText(tx("{0} wins"), {playerName(m_player)}); });
                return;
            }
        }
        m_die = 0;
        if (!again) {
            m_player = (m_player + 1) % numPlayers();
            m_tries = 0;
        } else if (m.code != kPass) {
            m_tries = 0;
        }
        m_extraThrow = false;
    }

    StatePtr doClone() const override { return StatePtr(new LudoState(*this)); }

private:
    int seatOf(int player) const { return m_seat[static_cast<std::size_t>(player)]; }

    // Where pawn k of the player to move would land with the die thrown; -1 if it cannot move out.
    int landing(int k) const {
        const int at = m_pos[static_cast<std::size_t>(m_player)][static_cast<std::size_t>(k)];
        if (at == kYard) return m_die == 6 ? 0 : -1;
        return at + m_die;
    }

    std::optional<std::string> blocked(int k) const {
        const int at = m_pos[static_cast<std::size_t>(m_player)][static_cast<std::size_t>(k)];
        const int to = landing(k);
        if (at == kYard && to < 0)
            return fillText(tx("pawn {0} needs a 6 to come out"), {std::to_string(k + 1)});
        if (to > kLast)
            return fillText(
                tx("pawn {0} cannot go past the last home square: it needs the exact throw"),
                {std::to_string(k + 1)});
        const auto& mine = m_pos[static_cast<std::size_t>(m_player)];
        for (int j = 0; j < m_rules.pawns; ++j)
            if (j != k && mine[static_cast<std::size_t>(j)] == to)
                return fillText(tx("pawn {0} would land on your pawn {1}"),
                                {std::to_string(k + 1), std::to_string(j + 1)});
        return std::nullopt;
    }

    // After a throw with no move: another throw when every pawn still in play is in the
    // yard and tries are left (the three tries of Mens erger je niet).
    bool extraThrowNow() const {
        if (!m_rules.threeTries || m_tries >= 2) return false;
        const auto& mine = m_pos[static_cast<std::size_t>(m_player)];
        for (int k = 0; k < m_rules.pawns; ++k) {
            const int at = mine[static_cast<std::size_t>(k)];
            if (at != kYard && at < kTrack)
                return false;  // a pawn on the track could move with a later throw
        }
        return true;
    }

    int cellOf(int player, int progress, int k) const {
        const int seat = seatOf(player);
        if (progress == kYard) return yardCell(seat, k);
        if (progress >= kTrack) return homeCell(seat, progress - kTrack);
        return trackCell((10 * seat + progress) % kTrack);
    }

    std::string statusOf(int p) const {
        const auto& mine = m_pos[static_cast<std::size_t>(p)];
        const auto home = std::count_if(mine.begin(), mine.begin() + m_rules.pawns,
                                        [](int at) { return at >= kTrack; });
        return fillText(
            translatePlural("ludo", "{0} of {1} pawn home", "{0} of {1} pawns home", m_rules.pawns),
            {std::to_string(home), std::to_string(m_rules.pawns)});
    }

    Rules m_rules;
    std::array<int, 4> m_seat{0, 1, 2, 3};
    std::array<std::array<int, 4>, 4>
        m_pos{};  // per player and pawn: kYard, 0..39 on the track, 40..43 home
    int m_player = 0;
    int m_die = 0;       // the throw to play; 0: the die is to be thrown
    int m_shownDie = 0;  // the last throw, for the view
    int m_tries = 0;     // throws without a 6 while every pawn is in the yard
    bool m_extraThrow = false;
    int m_winner = -1;
    std::vector<int> m_trail;
    int m_trailPiece = -1;
};

Expected<VariantInfo> readVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    for (const char* key : {"pawns", "six_again", "three_tries"})
        if (!info->findOption(key))
            return Error(file.string(), 1, 1,
                         std::string("a Ludo variant needs the option '") + key + "'");
    if (info->findOption("pawns")->min < 1 || info->findOption("pawns")->max > 4)
        return Error(file.string(), 1, 1, "Ludo has 1 to 4 pawns a player");
    if (info->minPlayers < 2 || info->maxPlayers > 4)
        return Error(file.string(), 1, 1, "Ludo is played by 2 to 4 players");
    return info;
}

}  // namespace

std::vector<Color> LudoGame::defaultColors() const {
    // The board's usual four: red, blue, yellow, green, told apart by the pawns' numbers too.
    return {{0xd6, 0x3a, 0x2e, 255},
            {0x2e, 0x6c, 0xc8, 255},
            {0xf0, 0xc0, 0x20, 255},
            {0x2e, 0x9a, 0x4a, 255}};
}

Expected<std::shared_ptr<const LudoGame>> LudoGame::load(const std::filesystem::path& dataDir) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readVariant, "classic");
    if (!loaded) return loaded.error();
    return makeGame<LudoGame>(std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> LudoGame::loadVariantFile(const std::filesystem::path& file) const {
    return readVariant(file);
}

Expected<StatePtr> LudoGame::createState(std::shared_ptr<const Setup> setup,
                                         const VariantInfo&) const {
    Rules rules;
    rules.pawns = static_cast<int>(setup->options.getInt("pawns", 4));
    rules.sixAgain = setup->options.getBool("six_again", true);
    rules.threeTries = setup->options.getBool("three_tries", true);
    if (rules.pawns < 1 || rules.pawns > 4) return Error(tx("Ludo has 1 to 4 pawns a player"));
    return StatePtr(new LudoState(shared(), std::move(setup), rules));
}

}  // namespace ludo
