// The rules of @NAME@ with moves given by the test (the conformance checks, added by
// plateau_add_conformance_test, cover what every game must do).
#include <cstdio>
#include <cstdlib>

#include "@ID@_game.hpp"

#include <plateau/sdk/state.hpp>

namespace {

int g_failures = 0;

void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "FAILED: %s\n", what);
        ++g_failures;
    }
}

plateau::StatePtr start(const @ID@::@CLASS@Game& game, int size, int line) {
    plateau::Setup setup;
    setup.players.resize(2);
    setup.firstPlayer = 0;  // X starts (left open, -1, the SDK would draw who starts)
    setup.options.set("size", std::int64_t{size});
    setup.options.set("line", std::int64_t{line});
    auto state = game.newState(setup);
    if (!state) {
        std::fprintf(stderr, "cannot start: %s\n", state.error().toString().c_str());
        std::exit(1);
    }
    return std::move(*state);
}

}  // namespace

int main() {
    const char* dataDir = std::getenv("@ID_UPPER@_DATA_DIR");
    auto game = @ID@::@CLASS@Game::load(dataDir ? dataDir : "games/@ID@");
    if (!game) {
        std::fprintf(stderr, "cannot load: %s\n", game.error().toString().c_str());
        return 1;
    }

    // X takes the top row while O plays below it: X wins on the third.
    auto s = start(**game, 3, 3);
    for (const char* move : {"a3", "a2", "b3", "b2", "c3"}) check(s->apply(move).ok(), move);
    check(s->isTerminal(), "three in a row ends the game");
    check(s->outcome().winners == std::vector<int>{0}, "the first player wins");
    check(!s->apply("c1").ok(), "no move after the end");

    // A taken square is refused with a reason, and nothing changes.
    s = start(**game, 3, 3);
    check(s->apply("b2").ok(), "b2");
    auto again = s->apply("b2");
    check(!again.ok() && again.error().reason.find("taken") != std::string::npos, "b2 twice is refused");
    check(s->history().size() == 1, "the refused move changed nothing");

    // A full board without a line is a draw.
    s = start(**game, 3, 3);
    for (const char* move : {"a1", "b1", "c1", "b2", "a2", "c2", "b3", "a3", "c3"}) check(s->apply(move).ok(), move);
    check(s->isTerminal() && s->outcome().isDraw(), "a full board is a draw");

    // A line longer than the board is refused when the game starts.
    plateau::Setup bad;
    bad.players.resize(2);
    bad.options.set("size", std::int64_t{3});
    bad.options.set("line", std::int64_t{4});
    check(!(*game)->newState(bad).ok(), "a line of 4 on a board of 3 is refused");

    if (g_failures) return 1;
    std::puts("all rules tests passed");
    return 0;
}
