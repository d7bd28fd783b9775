#include "chinese_checkers_game.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include <plateau/sdk/board_geometry.hpp>
#include <plateau/sdk/state.hpp>
#include <plateau/sdk/text.hpp>
#include <plateau/sdk/variant_reader.hpp>

#include "marbles.hpp"
#include "star.hpp"

namespace chinese_checkers {

using namespace plateau;

namespace {

inline constexpr DomainText tx{"chinese_checkers"};

constexpr std::uint32_t kPass = kHoles * kHoles;  // moves: from · 121 + to; this: no move

Move moveOf(int from, int to) {
    return Move{static_cast<std::uint32_t>(from * kHoles + to)};
}

class CheckersState final : public State {
public:
    CheckersState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Rules rules)
        : State(std::move(game), std::move(setup)), m_board(numPlayers(), rules) {
        m_board.player = this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0;
    }

    Marbles& board() { return m_board; }

    PlayerId currentPlayer() const override {
        return m_board.winner != kNone || m_board.over ? kTerminalPlayer : m_board.player;
    }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (currentPlayer() < 0) return;
        m_board.forEachMove(m_board.player,
                            [&](int from, int to) { out.push_back(moveOf(from, to)); });
        if (out.empty()) out.push_back(Move{kPass});
    }

    std::optional<std::string> illegalReason(Move m) const override {
        if (currentPlayer() < 0) return tx("the game is over");
        if (m.code == kPass) {
            bool any = false;
            m_board.forEachMove(m_board.player, [&](int, int) { any = true; });
            if (any) return tx("a marble can move: pass only when none can");
            return std::nullopt;
        }
        if (m.code >= kPass) return tx("there is no such move");
        const int from = static_cast<int>(m.code) / kHoles, to = static_cast<int>(m.code) % kHoles;
        const int piece = m_board.hole[static_cast<std::size_t>(from)];
        if (piece == kNone) return tx("no marble stands there");
        if (piece / kPointHoles != m_board.player) return tx("that marble is not yours");
        if (m_board.hole[static_cast<std::size_t>(to)] != kNone) return tx("that hole is taken");
        if (m_board.path(from, to).empty())
            return tx(
                "a marble steps to a free neighbouring hole, or jumps over marbles in "
                "straight lines");
        if (!m_board.mayStop(m_board.player, to))
            return tx("a marble may cross another player's point but not stop in it");
        return std::nullopt;
    }

    Outcome outcome() const override {
        if (m_board.winner != kNone)
            return {{m_board.winner},
                    fillText(tx("{0} filled the opposite point"), {playerName(m_board.winner)})};
        if (!m_board.over) return {};
        // The rounds ran out: the nearest home wins (a tie shares it).
        int best = 1 << 20;
        for (int p = 0; p < numPlayers(); ++p)
            best = std::min(best, m_board.distanceHome(p));
        Outcome o;
        for (int p = 0; p < numPlayers(); ++p)
            if (m_board.distanceHome(p) == best) o.winners.push_back(p);
        o.reason = fillText(tx("the rounds ran out after {0}: nearest home wins"),
                            {std::to_string(m_board.rules.roundLimit)});
        return o;
    }

    std::string moveToString(Move m) const override {
        if (m.code == kPass) return "pass";
        if (m.code > kPass) return "?" + std::to_string(m.code);
        const Star& star = Star::get();
        return star.name(static_cast<int>(m.code) / kHoles) + "-" +
               star.name(static_cast<int>(m.code) % kHoles);
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "pass") return Move{kPass};
        const auto dash = text.find('-');
        const Star& star = Star::get();
        if (dash != std::string_view::npos) {
            const auto from = star.parse(text.substr(0, dash));
            const auto to = star.parse(text.substr(text.rfind('-') + 1));
            if (from && to) return moveOf(*from, *to);
        }
        return Error(fillText(tx("'{0}' is not a move: write the marble's hole and where it "
                                 "goes, as e5-f5, or pass"),
                              {text}));
    }

    // A person picks the marble, then the hole it goes to; a pass is a button.
    MoveInput moveInput(Move m) const override {
        if (m.code == kPass) return {{}, {}, tx("Pass")};
        if (m.code > kPass) return {};
        const int from = static_cast<int>(m.code) / kHoles;
        const int piece = m_board.hole[static_cast<std::size_t>(from)];
        return {{Target::Kind::Piece, piece},
                {Target::Kind::Cell, static_cast<int>(m.code) % kHoles},
                {}};
    }

    BoardView boardView(const Viewer&) const override;
    std::string toText(const Viewer&) const override;

    int round() const override { return m_board.turns / numPlayers(); }

    std::vector<Standing> standings() const override {
        std::vector<Standing> out;
        for (int p = 0; p < numPlayers(); ++p) {
            const int home = m_board.marblesHome(p);
            out.push_back({p, home * 1000.0 - m_board.distanceHome(p),
                           fillText(translatePlural("chinese_checkers", "{0} marble home",
                                                    "{0} marbles home", home),
                                    {std::to_string(home)})});
        }
        return out;
    }

protected:
    void doApply(Move m) override {
        const int player = m_board.player;
        m_trail.clear();
        if (m.code == kPass) {
            log(player, [&] { return fillText(tx("{0} cannot move"), {playerName(player)}); });
        } else {
            const int from = static_cast<int>(m.code) / kHoles,
                      to = static_cast<int>(m.code) % kHoles;
            m_trail = m_board.path(from, to);
            m_trailPiece = m_board.hole[static_cast<std::size_t>(from)];
            m_board.move(from, to);
            const Star& star = Star::get();
            const int jumps = static_cast<int>(m_trail.size()) - 1;
            log(player, [&] {
                return star.distance(from, to) == 1 && jumps == 1
                           ? fillText(tx("{0} moves {1} to {2}"),
                                      {playerName(player), star.name(from), star.name(to)})
                           : fillText(
                                 translatePlural("chinese_checkers",
                                                 "{0} jumps from {1} to {2} ({3} jump)",
                                                 "{0} jumps from {1} to {2} ({3} jumps)", jumps),
                                 {playerName(player), star.name(from), star.name(to),
                                  std::to_string(jumps)});
            });
            if (m_board.filledHome(player)) {
                m_board.winner = player;
                log(player, [&] { return fillText(tx("{0} wins"), {playerName(player)}); });
                return;
            }
        }
        m_board.player = (m_board.player + 1) % numPlayers();
        ++m_board.turns;
        if (m_board.rules.roundLimit > 0 &&
            m_board.turns >= m_board.rules.roundLimit * numPlayers())
            m_board.over = true;
    }

    StatePtr doClone() const override { return StatePtr(new CheckersState(*this)); }

private:
    Marbles m_board;
    std::vector<int> m_trail;  // the holes the last marble went through
    int m_trailPiece = kNone;
};

BoardView CheckersState::boardView(const Viewer&) const {
    BoardView view;
    const Star& star = Star::get();
    constexpr float kRadius = 1.f;
    const Point size = hexagonSize(kRadius, CellShape::HexPointy);
    // The star spans 24 rows of half-hexagons down and 13 hexagons across, plus a margin.
    const Point middle{size.x * 13 / 2 + 0.6f, kRadius * 12 + kRadius + 0.6f};
    view.size = {middle.x * 2, middle.y * 2};
    for (int h = 0; h < kHoles; ++h) {
        const Hole& hole = star.hole(h);
        Cell c;
        const Point at = hexagonCenter(hole.q, hole.r, kRadius, CellShape::HexPointy);
        c.center = {middle.x + at.x, middle.y + at.y};
        c.size = size;
        c.shape = CellShape::HexPointy;
        c.notation = star.name(h);
        c.name = star.name(h);
        c.kind = "hole";
        if (hole.point != kNone) {
            const int owner = m_board.ownerOfPoint[static_cast<std::size_t>(hole.point)];
            const int goal = m_board.ownerOfPoint[static_cast<std::size_t>(opposite(hole.point))];
            c.kind = owner != kNone ? "home" : goal != kNone ? "goal" : "point";
            c.owner = owner != kNone ? owner : goal;
            if (owner != kNone && goal != kNone)
                c.name = fillText(tx("{0}: {1}'s start, {2}'s goal"),
                                  {star.name(h), playerName(owner), playerName(goal)});
            else if (owner != kNone)
                c.name = fillText(tx("{0}: {1}'s start"), {star.name(h), playerName(owner)});
            else if (goal != kNone)
                c.name = fillText(tx("{0}: {1}'s goal"), {star.name(h), playerName(goal)});
        }
        view.cells.push_back(std::move(c));
    }
    for (int p = 0; p < numPlayers(); ++p) {
        for (int k = 0; k < kPointHoles; ++k)
            view.pieces.push_back(
                {p, m_board.at[static_cast<std::size_t>(p * kPointHoles + k)], -1, "marble", {}});
        view.players.push_back(
            {playerName(p), playerColor(p),
             fillText(translatePlural("chinese_checkers", "{0} marble home", "{0} marbles home",
                                      m_board.marblesHome(p)),
                      {std::to_string(m_board.marblesHome(p))})});
    }
    if (!m_trail.empty()) {
        view.trails.push_back({m_trailPiece, m_trail});
        view.highlights.push_back({Highlight::Kind::LastMove, m_trail.front(), -1});
        view.highlights.push_back({Highlight::Kind::LastMove, m_trail.back(), -1});
    }
    return view;
}

std::string CheckersState::toText(const Viewer&) const {
    // The star row by row, each hole two characters wide, rows shifted by half a hole.
    const Star& star = Star::get();
    std::string out;
    int row = -1;
    for (int h = 0; h < kHoles; ++h) {
        const Hole& hole = star.hole(h);
        if (hole.row != row) {
            if (row >= 0) out += "\n";
            row = hole.row;
            out += static_cast<char>('a' + row);
            out += " ";
            // x of the row's first hole, in half-holes from the star's left edge (q + r/2 ≥ -6).
            const int indent = 2 * hole.q + hole.r + 12;
            out += std::string(static_cast<std::size_t>(indent), ' ');
        }
        const int piece = m_board.hole[static_cast<std::size_t>(h)];
        out += piece == kNone ? '.' : static_cast<char>('1' + piece / kPointHoles);
        out += ' ';
    }
    out += "\n";
    if (currentPlayer() >= 0)
        out += fillText(tx("{0} to move (marbles {1})"),
                        {playerName(m_board.player), std::to_string(m_board.player + 1)}) +
               "\n";
    return out;
}

Expected<VariantInfo> readVariant(const std::filesystem::path& file) {
    auto info = readVariantFile(file);
    if (!info) return info.error();
    if (info->minPlayers < 2 || info->maxPlayers > 6)
        return Error(file.string(), 1, 1, "Chinese checkers is played by 2, 3, 4 or 6 players");
    for (int n = info->minPlayers; n <= info->maxPlayers; ++n)
        if (n == 5 && info->allowsPlayers(5))
            return Error(file.string(), 1, 1,
                         "five players leave one point without its opposite: use counts = "
                         "[2, 3, 4, 6]");
    return info;
}

}  // namespace

const GameType kType{
    .id = "chinese_checkers",
    .name = PLATEAU_N_("Chinese checkers"),
    .description =
        PLATEAU_N_("Sternhalma for 2, 3, 4 or 6: step or jump your ten marbles across the star and "
                   "be the first to fill the opposite point."),
    .dice = DiceThrow::None,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = PLATEAU_N_("marble"),
};

std::vector<Color> ChineseCheckersGame::defaultColors() const {
    return {{0xd6, 0x3a, 0x2e, 255}, {0x2e, 0x6c, 0xc8, 255}, {0x2e, 0x9a, 0x4a, 255},
            {0xf0, 0xc0, 0x20, 255}, {0x8a, 0x4a, 0xb8, 255}, {0x30, 0x30, 0x34, 255}};
}

Expected<std::shared_ptr<const ChineseCheckersGame>> ChineseCheckersGame::load(
    const std::filesystem::path& dataDir) {
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readVariant, "classic");
    if (!loaded) return loaded.error();
    return makeGame<ChineseCheckersGame>(std::move(loaded->variants), std::move(loaded->problems));
}

Expected<VariantInfo> ChineseCheckersGame::loadVariantFile(
    const std::filesystem::path& file) const {
    return readVariant(file);
}

Expected<StatePtr> ChineseCheckersGame::createState(std::shared_ptr<const Setup> setup,
                                                    const VariantInfo& variant) const {
    if (setup->players.size() == 5)
        return Error(tx("Chinese checkers is played by 2, 3, 4 or 6 players"));
    Rules rules;
    rules.roundLimit = static_cast<int>(setup->options.getInt("round_limit", 0));
    // The variant's own key ([rules] in its file), read by the SDK for the game.
    rules.stopInOtherPoints = variant.rules.getBool("stop_in_other_points", true);
    return StatePtr(new CheckersState(shared(), std::move(setup), rules));
}

Expected<StatePtr> ChineseCheckersGame::fromPosition(Setup setup,
                                                     const std::vector<std::string>& marbles,
                                                     int toMove) const {
    auto fresh = newState(std::move(setup));
    if (!fresh) return fresh.error();
    auto state = (*fresh)->clone();
    auto& board = static_cast<CheckersState&>(*state).board();
    if (static_cast<int>(marbles.size()) != state->numPlayers())
        return Error("a position lists the marbles of every player");
    if (toMove < 0 || toMove >= state->numPlayers()) return Error("no such player to move");
    if (auto ok = board.place(marbles); !ok) return ok.error();
    board.player = toMove;
    return state;
}

}  // namespace chinese_checkers
