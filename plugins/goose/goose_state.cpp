#include "goose/goose_state.hpp"

#include <algorithm>
#include <cmath>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/first_player.hpp>

#include "goose/board_layout.hpp"
#include "goose/texts.hpp"

namespace goose {

using plateau::Move;

Move twoDiceMove(int d1, int d2) {
    return Move{code::kTwoDice + static_cast<std::uint32_t>((d1 - 1) * 6 + (d2 - 1))};
}

Move oneDieMove(int die) {
    return Move{code::kOneDie + static_cast<std::uint32_t>(die)};
}

namespace {

bool isTwoDice(Move m) {
    return m.code >= code::kTwoDice && m.code < code::kTwoDice + 36;
}
bool isOneDie(Move m) {
    return m.code > code::kOneDie && m.code <= code::kOneDie + 6;
}

// The setup's first player; where the setup leaves it open and the variant draws, the
// SDK's draw; else -1 (the roll-off decides).
int firstPlayerFor(const plateau::Setup& setup, const Rules& rules) {
    if (setup.firstPlayer >= 0 || rules.start != StartRule::Draw) return setup.firstPlayer;
    return plateau::drawFirstPlayer(setup);
}

std::string fill(const std::string& pattern, std::initializer_list<std::string_view> args) {
    return plateau::fillText(pattern, args);
}

}  // namespace

GooseState::GooseState(std::shared_ptr<const plateau::Game> game,
                       std::shared_ptr<const plateau::Setup> setup,
                       std::shared_ptr<const Variant> variant, std::shared_ptr<const Rules> rules)
    : State(std::move(game), std::move(setup)),
      m_variant(std::move(variant)),
      m_rules(std::move(rules)),
      m_engine(*m_rules, numPlayers(), firstPlayerFor(this->setup(), *m_rules)) {
    const int first = m_engine.firstPlayer();
    if (this->setup().firstPlayer >= 0) {
        log(first, [&] { return fill(tx("{0} starts, as the setup says"), {playerName(first)}); });
    } else if (m_rules->start == StartRule::Draw && numPlayers() > 1) {
        log(first, [&] { return fill(tx("The draw picks {0} to start"), {playerName(first)}); });
    }
}

plateau::PlayerId GooseState::currentPlayer() const {
    return m_engine.over() ? plateau::kTerminalPlayer : plateau::kChancePlayer;
}

plateau::PlayerId GooseState::actingPlayer() const {
    return m_engine.over() ? plateau::kTerminalPlayer : m_engine.thrower();
}

void GooseState::legalMoves(plateau::MoveList& out) const {
    out.clear();
}

void GooseState::chanceOutcomes(plateau::ChanceList& out) const {
    out.clear();
    if (m_engine.over()) return;
    const double miss = m_engine.missProbability();
    if (miss > 0) out.push_back({Move{code::kMiss}, miss});
    if (m_engine.diceCount() == 1) {
        for (int d = 1; d <= 6; ++d)
            out.push_back({oneDieMove(d), (1 - miss) / 6});
    } else {
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                out.push_back({twoDiceMove(a, b), (1 - miss) / 36});
    }
}

// The same distribution as chanceOutcomes(), drawn without a list: the miss (in the
// variants that have one) from a number of its own, the dice as one of 6 or 36 without bias.
Move GooseState::sampleChanceOutcome(plateau::Rng& rng) const {
    if (m_engine.over()) return Move{};
    const double miss = m_engine.missProbability();
    if (miss > 0 && rng.uniform() < miss) return Move{code::kMiss};
    if (m_engine.diceCount() == 1) return oneDieMove(static_cast<int>(rng.below(6)) + 1);
    return Move{code::kTwoDice + rng.below(36)};
}

// Every move is a throw: a game of `simulate` is one call, its throws drawn as the host's
// loop would draw them (this class is final: the calls below are not virtual).
std::size_t GooseState::playChances(const plateau::SeedStreams& streams, std::size_t limit) {
    std::size_t played = 0;
    for (; played < limit && !m_engine.over(); ++played) {
        plateau::Rng rng = streams.dice(history().size());
        const Move move = sampleChanceOutcome(rng);
        recordMove(move);
        doApply(move);
    }
    return played;
}

std::uint32_t GooseState::winnerMask() const {
    std::uint32_t mask = 0;
    if (!m_engine.over()) return mask;
    for (int p = 0; p < numPlayers(); ++p)
        if (m_engine.isWinner(p)) mask |= 1u << p;
    return mask;
}

double GooseState::returnFor(int player) const {
    return returnFromMask(winnerMask(), player);
}

std::string GooseState::winnersText() const {
    unsigned mask = 0;
    for (int p = 0; p < numPlayers(); ++p)
        if (m_engine.isWinner(p)) mask |= 1u << p;
    return names(mask);
}

plateau::Outcome GooseState::outcome() const {
    plateau::Outcome result;
    if (!m_engine.over()) return result;
    for (int p = 0; p < numPlayers(); ++p)
        if (m_engine.isWinner(p)) result.winners.push_back(p);
    switch (m_engine.endReason()) {
        case EndReason::Goal:
            result.reason = fill(txn("{1} reached square 63", "{1} reached square 63",
                                     static_cast<long long>(result.winners.size())),
                                 {"", winnersText()});
            break;
        case EndReason::RoundLimit: {
            const int square = m_engine.position(result.winners.front());
            const int rounds = m_engine.completedRounds();
            result.reason =
                result.winners.size() > 1
                    ? fill(txn("after {0} round, {1} share the lead on square {2}",
                               "after {0} rounds, {1} share the lead on square {2}", rounds),
                           {"", winnersText(), std::to_string(square)})
                    : fill(txn("after {0} round, {1} leads on square {2}",
                               "after {0} rounds, {1} leads on square {2}", rounds),
                           {"", winnersText(), std::to_string(square)});
            break;
        }
        case EndReason::Deadlock:
            result.reason = tx("every pawn is trapped and none can be freed: a draw");
            break;
        case EndReason::None:
            break;
    }
    return result;
}

std::string GooseState::moveToString(Move m) const {
    if (isTwoDice(m)) {
        const int i = static_cast<int>(m.code - code::kTwoDice);
        return std::to_string(i / 6 + 1) + "+" + std::to_string(i % 6 + 1);
    }
    if (isOneDie(m)) return std::to_string(m.code - code::kOneDie);
    if (m.code == code::kMiss) return "miss";
    return "#" + std::to_string(m.code);
}

plateau::Expected<Move> GooseState::parseMove(std::string_view text) const {
    const auto digit = [](char c) { return c >= '1' && c <= '6'; };
    if (text.size() == 3 && digit(text[0]) && text[1] == '+' && digit(text[2]))
        return twoDiceMove(text[0] - '0', text[2] - '0');
    if (text.size() == 1 && digit(text[0])) return oneDieMove(text[0] - '0');
    if (text == "miss") return Move{code::kMiss};
    return plateau::Error(fill(tx("'{0}' is not a throw: write two dice as 4+5, one die as 3, a "
                                  "missed throw as miss"),
                               {std::string(text)}));
}

void GooseState::doApply(Move m) {
    m_engine.setRecording(logging());
    if (isTwoDice(m)) {
        const int i = static_cast<int>(m.code - code::kTwoDice);
        m_engine.throwDice(i / 6 + 1, i % 6 + 1);
    } else if (isOneDie(m)) {
        m_engine.throwDice(static_cast<int>(m.code - code::kOneDie), 0);
    } else {  // code::kMiss: apply() lets only the listed outcomes through
        m_engine.missThrow();
    }
    if (logging()) logMove();
}

plateau::StatePtr GooseState::doClone() const {
    return plateau::StatePtr(new GooseState(*this));
}

bool GooseState::doAssign(const plateau::State& other) {
    const auto& from = static_cast<const GooseState&>(other);
    // Shared pointers are compared first: copying one touches a count threads share.
    if (m_rules != from.m_rules) m_rules = from.m_rules;
    if (m_variant != from.m_variant) m_variant = from.m_variant;
    m_engine = from.m_engine;
    return true;
}

std::string GooseState::names(unsigned mask) const {
    std::string out;
    int count = 0, total = 0;
    for (int p = 0; p < numPlayers(); ++p)
        total += (mask >> p) & 1u;
    for (int p = 0; p < numPlayers(); ++p) {
        if (!((mask >> p) & 1u)) continue;
        if (count == 0)
            out = playerName(p);
        else
            out = fill(count + 1 == total ? tx("{0} and {1}") : tx("{0}, {1}"), {out, playerName(p)});
        ++count;
    }
    return out;
}

// "0 → 6 The Bridge → 12", "57 → 63, back to 60", "first throw, straight to 53".
std::string GooseState::trailText() const {
    Path trail;
    m_engine.trace(trail);
    const auto named = [&](int square) {
        std::string s = std::to_string(square);
        const bool special = m_rules->squares[square].effect != Effect::None || square == kGoal;
        if (special && !m_variant->looks[square].name.empty())
            s += " " + tx(m_variant->looks[square].name);
        return s;
    };
    std::string out;
    for (std::size_t i = 0; i < trail.size(); ++i) {
        const int sq = trail[i].square;
        switch (trail[i].how) {
            case Step::Start:
                out += named(sq);
                break;
            case Step::FirstThrow:
                out = fill(tx("first throw, straight to {0}"), {named(sq)});
                break;
            case Step::SingleDie:
                out += " → " + fill(tx("{0} with one die"), {named(sq)});
                break;
            case Step::Bounce:
                out += ", " + fill(tx("back to {0}"), {named(sq)});
                break;
            default:
                out += " → " + named(sq);
                break;
        }
    }
    return out;
}

std::string GooseState::noteText(const Note& n) const {
    const std::string who = playerName(n.player);
    const std::string where = m_variant->squareName(n.b);
    switch (n.kind) {
        case NoteKind::RollOffTie: {
            unsigned mask = 0;
            for (int p = 0; p < numPlayers(); ++p)
                if (m_engine.rollOff().contending(p)) mask |= 1u << p;
            return fill(tx("{0} tie with {1} and throw again"), {names(mask), std::to_string(n.a)});
        }
        case NoteKind::Starts:
            return fill(tx("{0} throws highest ({1}) and starts"), {who, std::to_string(n.a)});
        case NoteKind::NeedsExact:
            return fill(tx("{0} needs exactly {1} and stays"), {who, std::to_string(n.a)});
        case NoteKind::MissTurns:
            return fill(txn("{1} misses {0} turn at {2}", "{1} misses {0} turns at {2}", n.a), {"", who, where});
        case NoteKind::Trapped:
            return n.a > 0 ? fill(txn("{1} is trapped in {2} for at most {0} turn",
                                      "{1} is trapped in {2} for at most {0} turns", n.a),
                                  {"", who, where})
                           : fill(tx("{0} is trapped in {1} until another pawn comes"), {who, where});
        case NoteKind::Released:
            return fill(tx("{0} is released from {1} by {2}"), {who, where, playerName(n.other)});
        case NoteKind::Swapped:
            return fill(tx("{0} and {1} swap: {1} goes from {2} to {3}"),
                        {playerName(n.other), who, std::to_string(n.b), std::to_string(n.a)});
        case NoteKind::SkipTurn:
            return n.a > 0 ? fill(txn("{1} misses a turn at {2} ({0} more)",
                                      "{1} misses a turn at {2} ({0} more)", n.a),
                                  {"", who, where})
                           : fill(tx("{0} misses a turn at {1}"), {who, where});
        case NoteKind::TrappedSkip:
            return fill(tx("{0} is trapped in {1} and cannot throw"), {who, where});
        case NoteKind::WaitOver:
            return fill(tx("{0} has waited long enough and leaves {1} next turn"), {who, where});
        case NoteKind::Won:
            return fill(tx("{0} reaches 63 and wins!"), {who});
        case NoteKind::RoundLimit: {
            const auto result = outcome();
            return fill(tx("The round limit is reached: {0}"), {result.reason});
        }
        case NoteKind::Deadlock:
            return tx("Every pawn is trapped and none can be freed: the game is a draw");
    }
    return {};
}

void GooseState::logMove() {
    const int p = m_engine.lastThrower();
    if (p >= 0) {
        std::string dice = std::to_string(m_engine.lastDie(0));
        if (m_engine.lastDie(1)) dice += "+" + std::to_string(m_engine.lastDie(1));
        if (m_engine.lastMissed()) {
            log(p, [&] { return fill(tx("{0} misses the target and loses the turn"), {playerName(p)}); });
        } else if (!m_engine.lastWasTurn()) {
            log(p, [&] { return fill(tx("{0} throws {1} to decide who starts"), {playerName(p), dice}); });
        } else {
            log(p, [&] { return fill(tx("{0} throws {1}: {2}"), {playerName(p), dice, trailText()}); });
        }
    }
    for (const Note& n : m_engine.notes())
        log(n.player, [&] { return noteText(n); });
}

std::vector<plateau::State::Standing> GooseState::standings() const {
    std::vector<Standing> out;
    for (int p = 0; p < numPlayers(); ++p) {
        const int square = m_engine.position(p);
        out.push_back({p, static_cast<double>(square), fill(tx("square {0}"), {std::to_string(square)})});
    }
    return out;
}

std::string GooseState::status(int p) const {
    if (m_engine.over() && m_engine.isWinner(p))
        return m_engine.endReason() == EndReason::Goal ? tx("wins") : tx("leads");
    const std::string where = m_variant->squareName(m_engine.position(p));
    const int wait = m_engine.wait(p);
    if (wait == Engine::kUntilReleased) return fill(tx("trapped in {0}"), {where});
    if (wait > 0 && m_engine.trapped(p))
        return fill(txn("trapped in {1} (at most {0} more turn)", "trapped in {1} (at most {0} more turns)",
                        wait),
                    {"", where});
    if (wait > 0) return txn("misses {0} turn", "misses {0} turns", wait);
    if (m_engine.phase() == Phase::RollOff && m_engine.rollOff().contending(p))
        return tx("throws for the start");
    return {};
}

plateau::BoardView GooseState::boardView(const plateau::Viewer&) const {
    plateau::BoardView view;
    const BoardLayout& layout = boardLayout();
    view.size = layout.size;
    for (int s = 0; s < kSquareCount; ++s) {
        plateau::Cell cell;
        cell.center = layout.squares[s].center;
        cell.size = layout.squares[s].size;
        cell.shape = layout.squares[s].shape;
        cell.label = std::to_string(s);
        cell.kind = m_variant->looks[s].kind;
        cell.name = tx(m_variant->looks[s].name);
        cell.description = tx(m_variant->looks[s].description);
        view.cells.push_back(std::move(cell));
    }
    // The track's path: consecutive squares that touch (where the spiral turns, they may not).
    std::vector<float> sides;
    for (const auto& c : view.cells) sides.push_back(std::min(c.size.x, c.size.y));
    std::nth_element(sides.begin(), sides.begin() + sides.size() / 2, sides.end());
    const float side = sides[sides.size() / 2];
    for (int s = 1; s < kSquareCount; ++s) {
        const auto a = view.cells[s - 1].center, b = view.cells[s].center;
        if (std::hypot(b.x - a.x, b.y - a.y) < side * 1.8f) view.links.push_back({s - 1, s});
    }
    for (int p = 0; p < numPlayers(); ++p) {
        view.pieces.push_back({p, m_engine.position(p), -1, "pawn", ""});
        // Trapped or missing turns: marked by the pawn on the board.
        const bool waiting = !m_engine.over() && m_engine.wait(p) != 0;
        view.players.push_back({playerName(p), playerColor(p), status(p), waiting});
    }
    if (!m_engine.lastMissed()) {
        for (int i = 0; i < 2; ++i)
            if (m_engine.lastDie(i)) view.dice.push_back({m_engine.lastDie(i)});
    }
    // The mover's path square by square; jumps go straight to their target.
    Path trail;
    m_engine.trace(trail);
    if (!trail.empty() && m_engine.lastThrower() >= 0) {
        plateau::Trail t;
        t.piece = m_engine.lastThrower();
        int at = trail[0].square;
        t.cells.push_back(at);
        for (std::size_t i = 1; i < trail.size(); ++i) {
            const int to = trail[i].square;
            const Step how = trail[i].how;
            if (how == Step::Walk || how == Step::Goose || how == Step::Bounce ||
                how == Step::SingleDie) {
                while (at != to) {
                    at += to > at ? 1 : -1;
                    t.cells.push_back(at);
                }
            } else {
                at = to;
                t.cells.push_back(at);
            }
        }
        view.trails.push_back(std::move(t));
    }
    if (m_engine.swappedPawn() >= 0) {
        const int q = m_engine.swappedPawn();
        view.trails.push_back({q, {m_engine.swappedFrom(), m_engine.position(q)}});
    }
    return view;
}

std::string GooseState::toText(const plateau::Viewer&) const {
    std::string out = fill(txn("{1} ({2}), {0} round completed", "{1} ({2}), {0} rounds completed", round()),
                           {"", tx("Game of the Goose"), tx(m_variant->info.name)}) +
                      "\n";
    for (int p = 0; p < numPlayers(); ++p) {
        std::string line = playerName(p);
        // Padded by letters, not bytes: "Борис" is 5 letters in 10 bytes.
        const auto letters = static_cast<std::size_t>(
            std::count_if(line.begin(), line.end(), [](char c) { return (c & 0xC0) != 0x80; }));
        line.append(letters < 14 ? 14 - letters : 1, ' ');
        line += std::to_string(m_engine.position(p));
        const std::string st = status(p);
        if (!st.empty()) line += "  " + st;
        out += line + "\n";
    }
    if (m_engine.over()) {
        out += fill(tx("Over: {0}"), {outcome().reason}) + "\n";
    } else {
        const int t = m_engine.thrower();
        const std::string dice = m_engine.diceCount() == 1 ? tx("one die") : tx("two dice");
        out += (m_engine.phase() == Phase::RollOff
                    ? fill(tx("To throw: {0} ({1}, for the start)"), {playerName(t), dice})
                    : fill(tx("To throw: {0} ({1})"), {playerName(t), dice})) +
               "\n";
    }
    return out;
}

}  // namespace goose
