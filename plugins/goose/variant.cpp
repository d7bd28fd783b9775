#include "goose/variant.hpp"

#include <algorithm>
#include <optional>

#include <plateau/sdk/toml.hpp>
#include <plateau/sdk/variant_reader.hpp>

#include "goose/movement.hpp"
#include "goose/texts.hpp"

namespace goose {

using plateau::Error;
using plateau::Expected;
using plateau::OptionType;
using plateau::TomlReader;

bool OptionGate::active(const plateau::OptionValues& options) const {
    if (!when.empty() && !options.getBool(when)) return false;
    if (!unless.empty() && options.getBool(unless)) return false;
    return true;
}

Rules Variant::rules(const plateau::OptionValues& options) const {
    Rules r = base;
    if (!firstThrowGate.active(options)) r.firstThrows.clear();
    if (!oneDieGate.active(options)) r.oneDieFrom = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        if (r.squares[s].effect == Effect::Trap && !longestWaitGate[s].active(options))
            r.squares[s].turns = 0;
    }
    if (!maxRoundsOption.empty())
        r.maxRounds = static_cast<int>(options.getInt(maxRoundsOption, base.maxRounds));
    if (!missChanceOption.empty())
        r.missChance = options.getReal(missChanceOption, base.missChance);
    computeLandings(r);
    return r;
}

std::string Variant::squareName(int square) const {
    if (square >= 0 && square < kSquareCount && !looks[square].name.empty())
        return tx(looks[square].name);
    return plateau::fillText(tx("square {0}"), {std::to_string(square)});
}

namespace {

// Whether the game can end: unless a round limit ends it, every square a pawn can stand
// on (from the start, by any throws, with the options at their defaults and with every
// bool option on) must lead to the goal by some throws. A board of "restart" squares or jumps that strand every throw
// would otherwise be a game that runs for ever.
std::optional<std::string> cannotEnd(const Variant& v) {
    std::vector<plateau::OptionValues> settings(2);
    for (auto& values : settings) (void)values.resolve(v.info.options);
    for (const auto& spec : v.info.options)
        if (spec.type == OptionType::Bool) settings[1].set(spec.key, true);
    for (const auto& options : settings) {
        const Rules r = v.rules(options);
        if (r.maxRounds > 0) continue;  // the round limit ends every game
        const auto combos = [&](int square) {
            const bool oneDie = r.oneDieFrom > 0 && square >= r.oneDieFrom;
            return oneDie ? std::pair{36, kDiceCombos} : std::pair{0, 36};
        };
        const auto next = [&](int square, int combo, bool first) {
            const std::uint8_t l = r.landings[static_cast<std::size_t>(
                ((first ? kDiceCombos : 0) + combo) * kSquareCount + square)];
            return (l & kStayed) ? square : (l & kSquareMask);
        };
        // Forward: where pawns can stand.
        std::array<bool, kSquareCount> stand{};
        std::vector<int> todo{0};
        stand[0] = true;
        const auto visit = [&](int to) {
            if (!stand[static_cast<std::size_t>(to)]) {
                stand[static_cast<std::size_t>(to)] = true;
                todo.push_back(to);
            }
        };
        const auto [f0, f1] = combos(0);
        for (int c = f0; c < f1; ++c) visit(next(0, c, true));
        while (!todo.empty()) {
            const int at = todo.back();
            todo.pop_back();
            if (at == kGoal) continue;
            const auto [c0, c1] = combos(at);
            for (int c = c0; c < c1; ++c) visit(next(at, c, false));
        }
        // Backward: which of them reach the goal.
        std::array<bool, kSquareCount> ends{};
        ends[kGoal] = true;
        for (bool changed = true; changed;) {
            changed = false;
            for (int at = 0; at < kGoal; ++at) {
                if (ends[static_cast<std::size_t>(at)]) continue;
                const auto [c0, c1] = combos(at);
                for (int c = c0; c < c1 && !ends[static_cast<std::size_t>(at)]; ++c)
                    if (ends[static_cast<std::size_t>(next(at, c, false))] ||
                        (at == 0 && ends[static_cast<std::size_t>(next(0, c, true))]))
                        ends[static_cast<std::size_t>(at)] = changed = true;
            }
        }
        for (int at = 0; at < kGoal; ++at) {
            if (stand[static_cast<std::size_t>(at)] && !ends[static_cast<std::size_t>(at)])
                return "the game cannot end: from square " + std::to_string(at) +
                       " no throws lead to the goal (square 63)" +
                       (&options == &settings[1] ? " with every bool option on" : "");
        }
    }
    return std::nullopt;
}

constexpr std::array<std::string_view, 10> kKinds = {"plain", "start", "goal", "goose",  "bridge",
                                                     "inn",   "well",  "maze", "prison", "death"};

// The reading state of one file: the reader, the variant and where things were written,
// so that checks made after reading can still point at the right line.
class VariantParser {
public:
    VariantParser(const toml::table& table, const std::string& file) : m_r(table, file) {}

    Expected<Variant> parse() {
        m_v.info = plateau::readVariantHeader(m_r);
        m_v.menuOrder = static_cast<int>(m_r.integer("menu_order", 100, -1000000, 1000000));
        m_v.looks[0] = {"start", PLATEAU_N_("Start"), ""};
        m_v.looks[kGoal] = {"goal", PLATEAU_N_("Goal"), ""};
        readStart();
        readOccupied();
        readFinish();
        readFirstThrow();
        readOneDieFrom();
        readRoundLimit();
        readMissChance();
        readSquares();
        if (m_r.ok()) checkRedirects();
        if (m_r.ok()) checkChains();
        if (auto ok = m_r.finish(); !ok) return ok.error();
        if (auto why = cannotEnd(m_v)) return Error(m_r.file(), 1, 1, *why);
        return std::move(m_v);
    }

private:
    // A string key that must be one of `choices`; returns its index.
    int choice(TomlReader& r, std::string_view key,
               std::initializer_list<std::string_view> choices) {
        const std::string value = r.string(key);
        if (!r.ok()) return 0;
        int i = 0;
        std::string all;
        for (auto c : choices) {
            if (c == value) return i;
            all += (i++ ? ", " : "") + std::string(c);
        }
        r.fail(*r.table().get(key),
               "'" + std::string(key) + "' must be one of " + all + ", not '" + value + "'");
        return 0;
    }

    const plateau::OptionSpec* option(std::string_view key) const {
        return m_v.info.findOption(key);
    }

    // Reads `when` / `unless`, which must name bool options of this variant.
    OptionGate gate(TomlReader& r) {
        OptionGate g;
        for (auto key : {"when", "unless"}) {
            const std::string name = r.string(key, "");
            if (name.empty()) continue;
            const auto* spec = option(name);
            if (!spec || spec->type != OptionType::Bool) {
                r.fail(*r.table().get(key), "'" + std::string(key) +
                                                "' must name a bool option of this variant, not '" +
                                                name + "'");
            }
            (std::string_view(key) == "when" ? g.when : g.unless) = name;
        }
        return g;
    }

    void readStart() {
        if (auto t = m_r.child("start")) {
            const int c = choice(*t, "rule", {"one_die", "two_dice", "draw"});
            m_v.base.start = static_cast<StartRule>(c);
        }
    }

    void readOccupied() {
        if (auto t = m_r.child("occupied")) {
            m_v.base.occupied = static_cast<OccupiedRule>(choice(*t, "rule", {"share", "swap"}));
        }
    }

    void readFinish() {
        if (auto t = m_r.child("finish")) {
            m_v.base.overshoot =
                static_cast<OvershootRule>(choice(*t, "overshoot", {"bounce", "stay"}));
            m_v.base.singleDieFinish = t->boolean("single_die", false);
        }
    }

    int die(TomlReader& r, const toml::node& node) {
        return static_cast<int>(r.integerIn(node, "a die", 1, 6).value_or(1));
    }

    void readFirstThrow() {
        auto t = m_r.child("first_throw", false);
        if (!t) return;
        m_v.firstThrowGate = gate(*t);
        const toml::array* throws = t->array("throws");
        if (!throws) return;
        for (const auto& node : *throws) {
            if (!node.is_table()) {
                t->fail(node, "each first throw is a table { dice = [a, b], to = N }");
                return;
            }
            TomlReader e = t->sub(*node.as_table());
            const toml::array* dice = e.array("dice");
            const std::int64_t to = e.integer("to", 1, kGoal);
            if (!e.ok()) return;
            if (dice->size() != 2) {
                e.fail(*dice, "'dice' lists the two dice, such as [6, 3]");
                return;
            }
            FirstThrow f;
            f.a = static_cast<std::int8_t>(die(e, *dice->get(0)));
            f.b = static_cast<std::int8_t>(die(e, *dice->get(1)));
            if (to < 1 || to > kGoal) {
                e.fail(*e.table().get("to"),
                       "square " + std::to_string(to) + " is outside the track (1–63)");
                return;
            }
            f.to = static_cast<std::int8_t>(to);
            if (m_v.base.firstThrows.size() == m_v.base.firstThrows.capacity()) {
                e.fail(node, "at most 8 first throws");
                return;
            }
            m_v.base.firstThrows.push_back(f);
        }
    }

    void readOneDieFrom() {
        auto t = m_r.child("one_die_from", false);
        if (!t) return;
        m_v.oneDieGate = gate(*t);
        const std::int64_t square = t->integer("square", 1, kGoal - 1);
        m_v.base.oneDieFrom = static_cast<int>(square);
    }

    // A number written in the file, or the name of an option that gives it.
    template <class Literal>
    std::string literalOrOption(TomlReader& t, std::string_view literalKey, OptionType type,
                                Literal&& readLiteral) {
        const bool hasLiteral = t.has(literalKey);
        const bool hasOption = t.has("option");
        if (hasLiteral == hasOption) {
            t.failHere("give either '" + std::string(literalKey) + "' or 'option'");
            return {};
        }
        if (hasLiteral) {
            readLiteral();
            return {};
        }
        const std::string name = t.string("option");
        const auto* spec = option(name);
        if (t.ok() && (!spec || spec->type != type)) {
            t.fail(*t.table().get("option"), "'option' must name a " +
                                                 std::string(plateau::optionTypeName(type)) +
                                                 " option of this variant, not '" + name + "'");
        }
        return name;
    }

    void readRoundLimit() {
        auto t = m_r.child("round_limit", false);
        if (!t) return;
        m_v.maxRoundsOption = literalOrOption(*t, "rounds", OptionType::Int, [&] {
            const std::int64_t n = t->integer("rounds", 0, kMaxRoundLimit);
            m_v.base.maxRounds = static_cast<int>(n);
        });
        if (const auto* spec = option(m_v.maxRoundsOption); spec && spec->min < 0)
            t->fail(*t->table().get("option"), "a round limit option needs min >= 0");
    }

    void readMissChance() {
        auto t = m_r.child("miss_chance", false);
        if (!t) return;
        m_v.missChanceOption = literalOrOption(*t, "probability", OptionType::Real, [&] {
            const double p = t->real("probability");
            if (t->ok() && !(p >= 0 && p <= kMaxMissChance))
                t->fail(*t->table().get("probability"),
                        "probability must be from 0 to " + kMaxMissChanceText);
            m_v.base.missChance = p;
        });
        // A certain miss would never end the game.
        if (const auto* spec = option(m_v.missChanceOption);
            spec && !(spec->min >= 0 && spec->max <= kMaxMissChance))
            t->fail(*t->table().get("option"),
                    "a miss chance option needs 0 <= min and max <= " + kMaxMissChanceText);
    }

    void readSquares() {
        const toml::array* squares = m_r.array("squares");
        if (!squares) return;
        for (const auto& node : *squares) {
            if (!m_r.ok()) return;
            if (!node.is_table()) {
                m_r.fail(node, "each [[squares]] entry must be a table");
                return;
            }
            readSquare(m_r.sub(*node.as_table()));
        }
    }

    void readSquare(TomlReader sq) {
        // Positions, with the node that wrote each, for the error messages.
        std::vector<std::pair<int, const toml::node*>> at;
        const toml::node* atNode = sq.take("at");
        if (!atNode) {
            sq.failHere("missing key 'at' (a square or an array of squares)");
            return;
        }
        const auto addAt = [&](const toml::node& n) {
            const auto v = sq.integerIn(n, "each square of 'at'", 0, kGoal);
            if (v) at.emplace_back(static_cast<int>(*v), &n);
        };
        if (const auto* arr = atNode->as_array()) {
            for (const auto& n : *arr)
                addAt(n);
        } else {
            addAt(*atNode);
        }
        const int effectIndex =
            choice(sq, "effect", {"none", "goose", "jump", "miss", "trap", "restart"});
        const auto effect = static_cast<Effect>(effectIndex);
        SquareRule rule;
        rule.effect = effect;
        OptionGate waitGate;
        if (effect == Effect::Jump) {
            const std::int64_t to = sq.integer("to", 0, kGoal);
            rule.to = static_cast<std::int8_t>(to);
            m_jumpNodes.push_back(sq.table().get("to"));
        } else if (effect == Effect::MissTurns) {
            const std::int64_t turns = sq.integer("turns", 1, kMaxMissTurns);
            rule.turns = static_cast<std::int8_t>(turns);
        } else if (effect == Effect::Trap) {
            if (auto wait = sq.child("longest_wait", false)) {
                waitGate = gate(*wait);
                const std::int64_t turns = wait->integer("turns", 1, kMaxMissTurns);
                rule.turns = static_cast<std::int8_t>(turns);
            }
        }
        std::string kind = sq.string("kind", effect == Effect::Goose ? "goose" : "plain");
        if (sq.ok() && std::find(kKinds.begin(), kKinds.end(), kind) == kKinds.end()) {
            std::string all;
            for (auto k : kKinds)
                all += (all.empty() ? "" : ", ") + std::string(k);
            sq.fail(*sq.table().get("kind"), "'kind' must be one of " + all);
        }
        const std::string name = sq.string("name", effect == Effect::Goose ? PLATEAU_N_("Goose") : "");
        const std::string description = sq.string("description", "");
        if (!sq.ok()) return;
        for (auto [square, where] : at) {
            if (m_seen[square]) {
                sq.fail(*where, "square " + std::to_string(square) + " is described twice");
                return;
            }
            m_seen[square] = true;
            if (effect != Effect::None && (square == 0 || square == kGoal)) {
                sq.fail(*where, "square " + std::to_string(square) +
                                    " is the start or the goal and takes no effect");
                return;
            }
            if (effect == Effect::Jump && rule.to == square) {
                sq.fail(*sq.table().get("to"),
                        "square " + std::to_string(square) + " jumps to itself");
                return;
            }
            m_v.base.squares[square] = rule;
            m_v.longestWaitGate[square] = waitGate;
            m_v.looks[square] = {kind, name, description};
            if (effect == Effect::Jump) m_jumpSource[square] = m_jumpNodes.back();
        }
    }

    // a → b → a: jumps only, whatever the dice.
    void checkRedirects() {
        const auto& sq = m_v.base.squares;
        for (int s = 0; s < kSquareCount; ++s) {
            if (sq[s].effect != Effect::Jump) continue;
            std::string path = std::to_string(s);
            int at = s;
            for (int steps = 0; sq[at].effect == Effect::Jump; ++steps) {
                at = sq[at].to;
                path += " → " + std::to_string(at);
                if (at == s || steps > kSquareCount) {
                    m_r.fail(*m_jumpSource[s], "redirect loop: " + path);
                    return;
                }
            }
        }
    }

    // Geese and jumps together may still loop for some throw (goose at 10, jump 20 → 10
    // and a throw of 10): follow every throw from every square in both directions.
    void checkChains() {
        const auto& sq = m_v.base.squares;
        for (int total = 1; total <= 12; ++total) {
            for (int start = 0; start < kSquareCount; ++start) {
                for (int dir : {1, -1}) {
                    std::array<std::uint8_t, kSquareCount * 2> seen{};
                    int at = start, d = dir, lastJump = -1;
                    for (;;) {
                        auto& mark = seen[at * 2 + (d > 0)];
                        if (mark) {
                            const std::string why = "geese and jumps loop for a throw of " +
                                                    std::to_string(total) + " through square " +
                                                    std::to_string(at);
                            // Point at a jump of the loop: that is what to change.
                            if (lastJump >= 0)
                                m_r.fail(*m_jumpSource[lastJump], why);
                            else
                                m_r.failHere(why);
                            return;
                        }
                        mark = 1;
                        const auto& rule = sq[at];
                        if (rule.effect == Effect::Goose) {
                            at += d * total;
                            if (at > kGoal) {
                                if (m_v.base.overshoot == OvershootRule::Stay) break;
                                at = 2 * kGoal - at;
                                d = -1;
                            }
                            if (at < 0) at = 0;
                        } else if (rule.effect == Effect::Jump) {
                            lastJump = at;
                            at = rule.to;
                        } else {
                            break;
                        }
                    }
                }
            }
        }
    }

    TomlReader m_r;
    Variant m_v;
    std::array<bool, kSquareCount> m_seen{};
    std::array<const toml::node*, kSquareCount> m_jumpSource{};
    std::vector<const toml::node*> m_jumpNodes;
};

}  // namespace

Expected<Variant> parseVariant(std::string_view text, const std::string& source) {
    auto table = plateau::parseToml(text, source);
    if (!table) return table.error();
    return VariantParser(*table, source).parse();
}

Expected<Variant> readVariant(const std::filesystem::path& file) {
    auto table = plateau::loadToml(file);
    if (!table) return table.error();
    return VariantParser(*table, file.string()).parse();
}

}  // namespace goose
