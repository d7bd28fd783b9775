// Plugins that break the contract in one way each, for the probe and the run-time
// boundary: built once per FAULT (see CMakeLists.txt), all playing "Count" (take 1 or 2,
// who reaches 10 wins) when they do not misbehave.
//   factory_segfault, factory_hang: the factory crashes or never returns
//   legal_throws: legalMoves throws; repeated_moves: it lists 300 moves, each one 150 times
//   empty_chance: a chance node with no outcomes
//   late_throw: fine until the option explode_at (default 0: never) is reached, then
//     legalMoves throws, so that only a game in progress meets it
//   extreme_segfault: crashes making a game with the option width at its largest (9),
//     fine at the default (5): the probe must try the extremes
//   late_thread: its factory starts a thread that keeps running the library's code for
//     ever, past its game and its unloading
//   empty_board: a board view with no cells and a size of zero, its pawns off the board (a
//     game with nothing to draw; a view naming cells it lacks is refused by the probe)
#include <algorithm>
#include <csignal>
#include <stdexcept>
#include <thread>

#include <plateau/sdk/plugin.hpp>

#define STR2(x) #x
#define STR(x) STR2(x)

namespace {

using namespace plateau;

enum class Fault {
    factory_segfault,
    factory_hang,
    legal_throws,
    repeated_moves,
    empty_chance,
    late_throw,
    empty_board,
    extreme_segfault,
    late_thread
};
constexpr Fault kFault = Fault::FAULT;

class CountState final : public State {
public:
    CountState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), setup),
          m_explodeAt(static_cast<int>(setup->options.getInt("explode_at"))) {}

    PlayerId currentPlayer() const override {
        if (m_total >= 10) return kTerminalPlayer;
        if (kFault == Fault::empty_chance) return kChancePlayer;
        return static_cast<int>(history().size()) % numPlayers();
    }
    void legalMoves(MoveList& out) const override {
        if (kFault == Fault::legal_throws) throw std::runtime_error("legalMoves is broken");
        if (kFault == Fault::late_throw && m_explodeAt > 0 &&
            static_cast<int>(history().size()) >= m_explodeAt)
            throw std::runtime_error("the count went wrong");
        if (kFault == Fault::repeated_moves) {
            for (std::uint32_t i = 0; i < 300; ++i)
                out.push_back(Move{1 + i % 2});
            return;
        }
        if (currentPlayer() < 0) return;
        out.push_back(Move{1});
        out.push_back(Move{2});
    }
    void chanceOutcomes(ChanceList&) const override {}  // empty, even at a chance node
    Outcome outcome() const override {
        return {{(static_cast<int>(history().size()) - 1) % numPlayers()}, "reached 10"};
    }
    std::string moveToString(Move move) const override { return std::to_string(move.code); }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "1") return Move{1};
        if (text == "2") return Move{2};
        return Error("'" + std::string(text) + "' is not 1 or 2");
    }
    // A row of 11 cells (totals 0 to 10) with one pawn per player on the total.
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {11, 1};
        if (kFault == Fault::empty_board) view.size = {0, 0};
        for (int i = 0; i <= 10 && kFault != Fault::empty_board; ++i)
            view.cells.push_back({{i + 0.5f, 0.5f}, {0.9f, 0.9f}, CellShape::Rect, std::to_string(i)});
        const auto colors = game().defaultColors();
        for (int p = 0; p < numPlayers(); ++p) {
            view.players.push_back({playerName(p), colors[static_cast<std::size_t>(p) % colors.size()],
                                    ""});
            view.pieces.push_back({p, kFault == Fault::empty_board ? -1 : std::min(m_total, 10), -1, "pawn"});
        }
        return view;
    }
    std::string toText(const Viewer&) const override {
        return "total " + std::to_string(m_total) + "\n";
    }

protected:
    void doApply(Move move) override {
        m_total += static_cast<int>(move.code);
        log(-1, [&] { return "the count is " + std::to_string(m_total); });
    }
    StatePtr doClone() const override { return StatePtr(new CountState(*this)); }

private:
    int m_total = 0;
    int m_explodeAt = 0;
};

class CountGame final : public Game {
public:
    CountGame() {
        VariantInfo v;
        v.id = "count";
        v.name = "Count";
        OptionSpec explode;
        explode.key = "explode_at";
        explode.label = "Break at move";
        explode.type = OptionType::Int;
        explode.defaultValue = std::int64_t{0};
        explode.min = 0;
        explode.max = 100;
        v.options.push_back(explode);
        OptionSpec width;
        width.key = "width";
        width.label = "Width";
        width.type = OptionType::Int;
        width.defaultValue = std::int64_t{5};
        width.min = 1;
        width.max = 9;
        v.options.push_back(width);
        m_variants.push_back(v);
    }
    std::string id() const override { return "faulty_" STR(FAULT); }
    std::string name() const override { return "Faulty " STR(FAULT); }
    std::string description() const override { return "A test plugin that breaks the contract."; }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        if (kFault == Fault::extreme_segfault && setup->options.getInt("width") == 9)
            std::raise(SIGSEGV);
        return StatePtr(new CountState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

Expected<std::shared_ptr<const Game>> create(const PluginContext&) {
    if (kFault == Fault::factory_segfault) std::raise(SIGSEGV);
    if (kFault == Fault::factory_hang)
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    if (kFault == Fault::late_thread) {
        // Forbidden (plugin.hpp): a thread of the plugin's that outlives its game.
        std::thread([] {
            static volatile unsigned ticks = 0;
            for (;;) {
                ticks = ticks + 1;
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
        }).detach();
    }
    return std::shared_ptr<const Game>(makeGame<CountGame>());
}

const GameType kType{.id = "faulty_" STR(FAULT), .name = "Faulty " STR(FAULT)};

}  // namespace

PLATEAU_PLUGIN(kType, "0.1", create)
