#include "draughts_game.hpp"
#include "draughts_position.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>

#include <plateau/sdk/state.hpp>
#include <plateau/sdk/text.hpp>
#include <plateau/sdk/toml.hpp>
#include <plateau/sdk/variant_reader.hpp>

namespace draughts {

using namespace plateau;

namespace {

// Every text a player reads comes from the game's catalog (games/draughts/locale).
inline constexpr DomainText tx{"draughts"};
inline constexpr DomainPlural txn{"draughts"};

}  // namespace

const GameType kType{
    .id = "draughts",
    .name = PLATEAU_N_("Draughts"),
    .description =
        PLATEAU_N_("Dammen, les dames: jump the other side's men, the longest capture first; "
                   "crown your men and fly with your kings."),
    .dice = DiceThrow::None,
    .decisions = true,
    .board = BoardStyle::Plain,
    .pieceName = PLATEAU_N_("piece"),
};

namespace {

// Move codes: from (7 bits), to (7 bits), then which of the captures between the same two
// squares (the rest), in a fixed order.
constexpr std::uint32_t encode(int from, int to, int which) {
    return static_cast<std::uint32_t>(from) | static_cast<std::uint32_t>(to) << 7 |
           static_cast<std::uint32_t>(which) << 14;
}
constexpr int codeFrom(Move m) {
    return static_cast<int>(m.code & 127u);
}
constexpr int codeTo(Move m) {
    return static_cast<int>(m.code >> 7 & 127u);
}

class DraughtsState final : public State {
public:
    DraughtsState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Rules rules)
        : State(std::move(game), std::move(setup)), m_position(rules) {
        m_position.setPlayer(this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0);
    }

    Position& position() { return m_position; }

    // Lists the moves and their codes, and ends the game when the side to move has none.
    void refresh() {
        m_position.generate(m_lines);
        m_codes.clear();
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            int which = 0;
            for (std::size_t k = 0; k < i; ++k)
                if (m_lines[k].from == m_lines[i].from && m_lines[k].to == m_lines[i].to) ++which;
            m_codes.push_back(encode(m_lines[i].from, m_lines[i].to, which));
        }
        if (m_lines.empty()) m_winner = 1 - m_position.player();
    }

    PlayerId currentPlayer() const override {
        return over() ? kTerminalPlayer : m_position.player();
    }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (over()) return;
        for (std::size_t i = 0; i < m_lines.size(); ++i)
            out.push_back(Move{m_codes[i]});
    }

    std::optional<std::string> illegalReason(Move m) const override {
        if (over()) return tx("the game is over");
        if (find(m) >= 0) return std::nullopt;
        const int from = codeFrom(m), to = codeTo(m);
        if (from >= m_position.squares() || to >= m_position.squares())
            return tx("there is no such square");
        const int piece = m_position.pieceAt(from);
        if (piece < 0 || men()[static_cast<std::size_t>(piece)].owner != m_position.player())
            return fillText(tx("square {0} holds none of your pieces"), {std::to_string(from + 1)});
        if (!m_lines.front().captured.empty()) {
            const auto most = m_lines.front().captured.size();
            return rules().longestCapture
                       ? txn("you must capture: the longest capture takes {0} piece",
                             "you must capture: the longest capture takes {0} pieces",
                             static_cast<long long>(most))
                       : tx("you must capture");
        }
        return tx("that piece cannot go there");
    }

    Outcome outcome() const override {
        if (m_winner >= 0) {
            const bool none = m_position.piecesLeft(1 - m_winner) == 0;
            return {{m_winner},
                    fillText(none ? tx("{0} took every piece of {1}") : tx("{1} cannot move"),
                             {playerName(m_winner), playerName(1 - m_winner)})};
        }
        return {{},
                fillText(tx("{0} moves each with kings only and no capture"),
                         {std::to_string(rules().drawMoves)})};
    }

    // "32-28" for a step, "28x19" for a capture, "28x17x8x19" (every landing) when two
    // captures join the same squares.
    std::string moveToString(Move m) const override {
        const int i = find(m);
        if (i < 0)
            return std::to_string(codeFrom(m) + 1) + "-" + std::to_string(codeTo(m) + 1) + "#" +
                   std::to_string(m.code >> 14);
        const Line& line = m_lines[static_cast<std::size_t>(i)];
        if (line.captured.empty())
            return std::to_string(line.from + 1) + "-" + std::to_string(line.to + 1);
        std::string text = std::to_string(line.from + 1);
        if (sameEnds(i) > 1) {
            for (auto s : line.landings)
                text += "x" + std::to_string(s + 1);
        } else {
            text += "x" + std::to_string(line.to + 1);
        }
        return text;
    }

    Expected<Move> parseMove(std::string_view text) const override {
        std::vector<int> squares;
        bool capture = false, step = false;
        std::size_t i = 0;
        while (i < text.size()) {
            int value = 0, digits = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9' && digits < 4) {
                value = value * 10 + (text[i++] - '0');
                ++digits;
            }
            if (digits == 0 || value < 1 || value > m_position.squares()) break;
            squares.push_back(value - 1);
            if (i == text.size()) break;
            if (text[i] == 'x' || text[i] == ':')
                capture = true;
            else if (text[i] == '-')
                step = true;
            else
                break;
            ++i;
        }
        if (i != text.size() || squares.size() < 2 || (capture && step) ||
            (step && squares.size() != 2))
            return Error(
                fillText(tx("'{0}' is not a move: write 32-28 for a step, 28x19 for a capture "
                            "(squares 1 to {1})"),
                         {text, std::to_string(m_position.squares())}));
        const int from = squares.front(), to = squares.back();
        std::vector<int> matches;
        for (std::size_t k = 0; k < m_lines.size(); ++k) {
            const Line& line = m_lines[k];
            if (line.from != from || line.to != to || line.captured.empty() == capture) continue;
            if (squares.size() > 2) {
                if (line.landings.size() != squares.size() - 1 ||
                    !std::equal(line.landings.begin(), line.landings.end(), squares.begin() + 1))
                    continue;
            }
            matches.push_back(static_cast<int>(k));
        }
        if (matches.size() > 1)
            return Error(fillText(
                tx("several captures go from {0} to {1}: write every landing square, as {2}"),
                {std::to_string(from + 1), std::to_string(to + 1),
                 moveToString(Move{m_codes[static_cast<std::size_t>(matches.front())]})}));
        if (matches.size() == 1) return Move{m_codes[static_cast<std::size_t>(matches.front())]};
        // Not a move now: its code lets illegalReason say why.
        return Move{encode(from, to, 0)};
    }

    Target moveTarget(Move m) const override {
        const int i = find(m);
        if (i < 0) return {};
        return {Target::Kind::Cell, m_lines[static_cast<std::size_t>(i)].to};
    }

    // A person picks the piece, then the square it ends on; two captures between the same
    // squares are told apart by the pieces they take ("takes 23, 34").
    MoveInput moveInput(Move m) const override {
        const int i = find(m);
        if (i < 0) return {};
        const Line& line = m_lines[static_cast<std::size_t>(i)];
        MoveInput input;
        input.from = {Target::Kind::Piece, viewIndex(m_position.pieceAt(line.from))};
        input.to = {Target::Kind::Cell, line.to};
        if (line.captured.empty()) {
            input.label = fillText(tx("to {0}"), {std::to_string(line.to + 1)});
        } else {
            std::string squares;
            for (auto s : line.captured)
                squares += (squares.empty() ? "" : ", ") + std::to_string(s + 1);
            input.label = fillText(tx("takes {0}"), {squares});
        }
        return input;
    }

    // An aid a player may turn on (SDK 0.3, plugin ABI 3.1): the captures the side to move
    // may choose from, each from its piece along its landings, in the mover's colour.
    std::vector<BoardAid> boardAids(const Viewer&) const override {
        BoardAid captures{"captures", tx("Captures"), {}};
        if (!over() && !m_lines.empty() && !m_lines.front().captured.empty()) {
            const int mover = m_position.player();
            for (const auto& line : m_lines) {
                int at = line.from;
                for (const auto landing : line.landings) {
                    captures.marks.push_back({at, landing, mover});
                    at = landing;
                }
                captures.marks.push_back({at, -1, mover});
            }
        }
        return {std::move(captures)};
    }

    // Cells: the dark squares first (cell i is square i + 1), then the light ones. Pieces:
    // every man, then every man's king (a king appears where its man is crowned), so
    // piece i is always the same piece of the same kind.
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        const int n = rules().size;
        view.size = {static_cast<float>(n), static_cast<float>(n)};
        for (int s = 0; s < m_position.squares(); ++s) {
            Cell c;
            c.center = {m_position.column(s) + 0.5f, m_position.row(s) + 0.5f};
            c.size = {1, 1};
            c.label = std::to_string(s + 1);
            c.notation = c.label;
            c.kind = "dark";
            c.name = fillText(tx("square {0}"), {c.label});
            view.cells.push_back(std::move(c));
        }
        for (int r = 0; r < n; ++r)
            for (int col = r % 2; col < n; col += 2) {
                Cell c;
                c.center = {col + 0.5f, r + 0.5f};
                c.size = {1, 1};
                c.kind = "light";
                view.cells.push_back(std::move(c));
            }
        const int count = static_cast<int>(men().size());
        const std::string king = tx("K");
        for (int k = 0; k < 2 * count; ++k) {
            const Man& man = men()[static_cast<std::size_t>(k % count)];
            const bool shown = man.square >= 0 && man.king == (k >= count);
            view.pieces.push_back({man.owner, shown ? man.square : -1, -1,
                                   k < count ? "man" : "king", k < count ? "" : king});
        }
        for (int p = 0; p < numPlayers(); ++p) {
            const int left = m_position.piecesLeft(p);
            view.players.push_back({playerName(p), playerColor(p),
                                    txn("{0} piece", "{0} pieces", static_cast<long long>(left))});
        }
        if (m_last.from >= 0) {
            view.trails.push_back({m_lastPiece, {}});
            view.trails.back().cells.push_back(m_last.from);
            for (auto s : m_last.landings)
                view.trails.back().cells.push_back(s);
            view.highlights.push_back({Highlight::Kind::LastMove, m_last.from, -1});
            view.highlights.push_back({Highlight::Kind::LastMove, m_last.to, -1});
        }
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        const int n = rules().size;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if ((r + c) % 2 == 0) {
                    out += "  ";
                    continue;
                }
                const int piece = m_position.pieceAt(m_position.squareAt(r, c));
                if (piece < 0) {
                    out += " .";
                    continue;
                }
                const Man& man = men()[static_cast<std::size_t>(piece)];
                out += ' ';
                out += man.owner == 0 ? (man.king ? 'W' : 'w') : (man.king ? 'B' : 'b');
            }
            out += '\n';
        }
        if (!over()) out += fillText(tx("{0} to move"), {playerName(m_position.player())}) + "\n";
        return out;
    }

    std::vector<Standing> standings() const override {
        std::vector<Standing> out;
        for (int p = 0; p < numPlayers(); ++p) {
            const int left = m_position.piecesLeft(p);
            out.push_back({p, static_cast<double>(left),
                           txn("{0} piece", "{0} pieces", static_cast<long long>(left))});
        }
        return out;
    }

protected:
    void doApply(Move m) override {
        const Line line = m_lines[static_cast<std::size_t>(find(m))];
        const int piece = m_position.pieceAt(line.from);
        const int mover = m_position.player();
        const bool wasKing = m_position.men()[static_cast<std::size_t>(piece)].king;
        const bool crowned = m_position.play(line);
        log(mover, [&] {
            return line.captured.empty()
                       ? fillText(tx("{0} plays {1}"), {playerName(mover), moveToString(m)})
                       : fillText(translatePlural("draughts", "{0} plays {1}, taking {2} piece",
                                                  "{0} plays {1}, taking {2} pieces",
                                                  static_cast<long long>(line.captured.size())),
                                  {playerName(mover), moveToString(m),
                                   std::to_string(line.captured.size())});
        });
        if (crowned)
            log(mover, [&] {
                return fillText(tx("{0} crowns a king on {1}"),
                                {playerName(mover), std::to_string(line.to + 1)});
            });
        m_kingMoves = wasKing && line.captured.empty() ? m_kingMoves + 1 : 0;
        m_last = line;
        m_lastPiece = viewIndex(piece);
        if (crowned) m_lastPiece = piece;  // the man walks; its king appears at the end
        if (rules().drawMoves > 0 && m_kingMoves >= 2 * rules().drawMoves) {
            m_draw = true;
            m_lines.clear();
            m_codes.clear();
            log(-1, [&] { return tx("the game is drawn"); });
            return;
        }
        refresh();
        if (m_winner >= 0)
            log(m_winner, [&] { return fillText(tx("{0} wins"), {playerName(m_winner)}); });
    }

    StatePtr doClone() const override { return StatePtr(new DraughtsState(*this)); }

private:
    bool over() const { return m_winner >= 0 || m_draw; }
    const Rules& rules() const { return m_position.rules(); }
    const std::vector<Man>& men() const { return m_position.men(); }
    // The index in the view of the piece that stands for man `piece` now.
    int viewIndex(int piece) const {
        return men()[static_cast<std::size_t>(piece)].king ? piece + static_cast<int>(men().size())
                                                           : piece;
    }

    int find(Move m) const {
        for (std::size_t i = 0; i < m_codes.size(); ++i)
            if (m_codes[i] == m.code) return static_cast<int>(i);
        return -1;
    }
    int sameEnds(int i) const {
        const Line& line = m_lines[static_cast<std::size_t>(i)];
        return static_cast<int>(std::count_if(
            m_lines.begin(), m_lines.end(),
            [&](const Line& other) { return other.from == line.from && other.to == line.to; }));
    }

    Position m_position;
    std::vector<Line> m_lines;  // the legal moves
    std::vector<std::uint32_t> m_codes;
    Line m_last;
    int m_lastPiece = -1;
    int m_winner = -1;
    bool m_draw = false;
    int m_kingMoves = 0;  // plies in a row by kings without a capture
};

Rules rulesOf(const Setup& setup) {
    Rules rules;
    rules.size = static_cast<int>(setup.options.getInt("size", 10));
    rules.flyingKings = setup.options.getBool("flying_kings", true);
    rules.menBackward = setup.options.getBool("men_capture_backward", true);
    rules.longestCapture = setup.options.getBool("longest_capture", true);
    rules.drawMoves = static_cast<int>(setup.options.getInt("draw_moves", 25));
    return rules;
}

// This game's check of a variant file, beyond the shared header: the options every variant
// has, and an optional start position (a problem to solve), kept in `position`.
Expected<VariantInfo> readVariant(const std::filesystem::path& file,
                                  std::string* position = nullptr) {
    std::string start;
    auto info = readVariantFile(
        file, [&](TomlReader& reader, VariantInfo&) { start = reader.string("position", ""); });
    if (!info) return info.error();
    for (const char* key :
         {"size", "flying_kings", "men_capture_backward", "longest_capture", "draw_moves"})
        if (!info->findOption(key))
            return Error(file.string(), 1, 1,
                         std::string("a draughts variant needs the option '") + key + "'");
    const auto* size = info->findOption("size");
    if (size->min < 6 || size->max > 12)
        return Error(file.string(), 1, 1, "the board size of draughts is between 6 and 12");
    if (info->minPlayers != 2 || info->maxPlayers != 2)
        return Error(file.string(), 1, 1, "draughts is played by 2 players");
    if (position) *position = start;
    return info;
}

}  // namespace

std::vector<Color> DraughtsGame::defaultColors() const {
    return {{0xf4, 0xee, 0xe0, 255}, {0x2a, 0x26, 0x24, 255}};
}

Expected<std::shared_ptr<const DraughtsGame>> DraughtsGame::load(
    const std::filesystem::path& dataDir) {
    // Each file's start position (empty: the usual one) is kept, so that starting a game
    // reads no file.
    std::map<std::string, std::string> positions;
    auto loaded = loadVariantSet<VariantInfo>(
        dataDir,
        [&](const std::filesystem::path& file) {
            std::string position;
            auto info = readVariant(file, &position);
            if (info) positions[file.string()] = position;
            return info;
        },
        "international");
    if (!loaded) return loaded.error();
    return makeGame<DraughtsGame>(std::move(loaded->variants), std::move(loaded->problems),
                                  std::move(positions));
}

Expected<VariantInfo> DraughtsGame::loadVariantFile(const std::filesystem::path& file) const {
    std::string position;
    auto info = readVariant(file, &position);
    if (info && !position.empty()) {
        // A bad position is refused with the file, not when the game starts.
        Setup probe;
        probe.players.resize(2);
        for (const auto& option : info->options)
            probe.options.set(option.key, option.defaultValue);
        auto state = startFrom(std::make_shared<const Setup>(probe), position);
        if (!state) return Error(file.string(), 1, 1, state.error().reason);
    }
    return info;
}

Expected<StatePtr> DraughtsGame::createState(std::shared_ptr<const Setup> setup,
                                             const VariantInfo& variant) const {
    const Rules rules = rulesOf(*setup);
    if (rules.size % 2 != 0 || rules.size < 6 || rules.size > 12)
        return Error(
            fillText(tx("a board of {0} squares a side is not a draughts board (6, 8, 10 or 12)"),
                     {std::to_string(rules.size)}));
    // A variant's start position (a problem): kept at load for the game's own files; a
    // file from elsewhere (--variant FILE) is read for it, since the host keeps only the
    // shared part of a variant.
    std::string position;
    if (auto known = m_positions.find(variant.file.string()); known != m_positions.end()) {
        position = known->second;
    } else if (!variant.file.empty()) {
        auto again = readVariant(variant.file, &position);
        if (!again) return again.error();
    }
    if (!position.empty()) return startFrom(std::move(setup), position);
    auto* state = new DraughtsState(shared(), std::move(setup), rules);
    state->position().placeStart();
    state->refresh();
    return StatePtr(state);
}

Expected<StatePtr> DraughtsGame::fromPosition(Setup setup, std::string_view fen) const {
    auto fresh = newState(std::move(setup));
    if (!fresh) return fresh.error();
    return startFrom(std::make_shared<const Setup>((*fresh)->setup()), fen);
}

Expected<StatePtr> DraughtsGame::startFrom(std::shared_ptr<const Setup> setup,
                                           std::string_view fen) const {
    const auto bad = [&](std::string_view why) {
        return Error(fillText(tx("'{0}' is not a position: {1}"), {fen, why}));
    };
    const Rules rules = rulesOf(*setup);
    auto state = std::make_unique<DraughtsState>(shared(), std::move(setup), rules);
    if (fen.size() < 2 || (fen[0] != 'W' && fen[0] != 'B') || fen[1] != ':')
        return bad(tx("it starts with W: or B:"));
    state->position().setPlayer(fen[0] == 'W' ? 0 : 1);
    std::size_t i = 2;
    while (i < fen.size()) {
        const char side = fen[i++];
        if (side != 'W' && side != 'B') return bad(tx("each side starts with W or B"));
        while (i < fen.size() && fen[i] != ':') {
            const bool king = fen[i] == 'K';
            if (king) ++i;
            int value = 0, digits = 0;
            while (i < fen.size() && fen[i] >= '0' && fen[i] <= '9' && digits < 4) {
                value = value * 10 + (fen[i++] - '0');
                ++digits;
            }
            if (!digits || !state->position().place(side == 'W' ? 0 : 1, value - 1, king))
                return bad(tx("a square is missing, repeated or off the board"));
            if (i < fen.size() && fen[i] == ',') ++i;
        }
        if (i < fen.size()) ++i;
    }
    state->refresh();
    return StatePtr(state.release());
}

}  // namespace draughts
