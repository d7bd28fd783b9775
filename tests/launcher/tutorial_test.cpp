// The guided first games: the reader refuses bad files with file, line and reason, and the
// shipped tutorials play through step by step, with the moves and dice given here and one
// wrong answer refused at each step that asks something.

#include <filesystem>
#include <fstream>
#include <string>

#include <doctest/doctest.h>

#include <plateau/host/private_temp.hpp>

#include "session/tutorial.hpp"
#include "session/tutorial_run.hpp"
#include "shipped_games.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::session;
using plateau::testing::gooseGame;
using plateau::testing::quoridorGame;
namespace fs = std::filesystem;
using Kind = TutorialStep::Kind;
using Verdict = TutorialRun::Verdict;

namespace {

// Where seat `player`'s first piece stands.
int cellOf(const State& state, int player) {
    for (const auto& piece : state.boardView(Viewer::spectator()).pieces)
        if (piece.owner == player) return piece.cell;
    return -1;
}

// Plays a tutorial through as the window does, checking each step's refusals on the way.
// Returns the final state.
StatePtr playThrough(const Game& game, const Tutorial& tutorial) {
    auto made = game.newState(tutorialSetup(tutorial, "Anna", "Computer"));
    REQUIRE_OK(made);
    StatePtr state = std::move(*made);
    TutorialRun run(tutorial);
    while (const auto* step = run.step()) {
        INFO("step " << run.index() + 1 << " (line " << step->line << ")");
        CHECK_FALSE(step->text.empty());
        // Nothing but the step's own answer passes.
        CHECK((run.offerContinue() == Verdict::Accepted) == (step->kind == Kind::Note));
        CHECK((run.offerThrow() == Verdict::Accepted) == (step->kind == Kind::Throw));
        CHECK(run.programActs() == (step->kind == Kind::Reply));
        switch (step->kind) {
            case Kind::Note:
                break;
            case Kind::Find:
                CHECK(run.offerCell(step->cell + 1) == Verdict::Wrong);
                CHECK(run.offerCell(step->cell) == Verdict::Accepted);
                break;
            case Kind::Throw:
            case Kind::Reply: {
                REQUIRE(state->isChance() == (step->kind == Kind::Throw || state->isChance()));
                const auto move = run.stepMove(*state);
                REQUIRE_OK(move);
                REQUIRE_OK(state->apply(*move));
                break;
            }
            case Kind::Move: {
                const auto move = run.stepMove(*state);
                REQUIRE_OK(move);
                MoveList legal;
                state->legalMoves(legal);
                bool wrongTried = false;
                for (const Move m : legal)
                    if (m != *move && !wrongTried) {
                        CHECK(run.offerMove(*state, m) == Verdict::Wrong);
                        wrongTried = true;
                    }
                CHECK(wrongTried);
                CHECK(run.offerMove(*state, *move) == Verdict::Accepted);
                // The asked move's place is pointed at.
                const Target to = state->moveInput(*move).to;
                const auto pointed = to.kind == Target::Kind::Slot ? run.pointedSlots(*state)
                                                                   : run.pointedCells(*state);
                CHECK(std::find(pointed.begin(), pointed.end(), to.index) != pointed.end());
                REQUIRE_OK(state->apply(*move));
                break;
            }
            case Kind::Refused: {
                const auto move = run.stepMove(*state);
                REQUIRE_OK(move);
                CHECK_FALSE(state->clone()->apply(*move));
                CHECK(state->illegalReason(*move).has_value());
                const Target to = state->moveInput(*move).to;
                CHECK(run.offerTarget(*state, to) == Verdict::Accepted);
                CHECK(run.offerTarget(*state, Target{to.kind, to.index + 1}) == Verdict::Wrong);
                break;
            }
        }
        run.advance();
    }
    CHECK(run.finished());
    CHECK(run.step() == nullptr);
    return state;
}

struct TempFile {
    fs::path dir =
        fs::temp_directory_path() / ("plateau-tutorial-test-" + std::to_string(::getpid()));
    fs::path file = dir / "tutorial.toml";
    explicit TempFile(const std::string& text) {
        fs::create_directories(dir);
        std::ofstream(file) << text;
    }
    ~TempFile() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

// The refusal of `text` as a tutorial of `game`: names the file, the line and the reason.
std::string refusal(const Game& game, const std::string& text) {
    TempFile temp(text);
    const auto read = readTutorial(temp.file, game);
    if (read) return "(accepted)";
    CHECK(read.error().file == temp.file.string());
    return read.error().toString().substr(temp.file.string().size());
}

const std::string kGooseHead = "variant = \"ganzenbord\"\nplayers = 2\n";
const std::string kQuoridorHead = "variant = \"standard\"\n";

}  // namespace

TEST_CASE("the Goose's guided game: the Bridge, a goose, a chain, the Well, in that order") {
    const auto file = tutorialFile(*gooseGame());
    REQUIRE(file);
    CHECK(file->filename() == "tutorial.toml");
    const auto tutorial = readTutorial(*file, *gooseGame());
    REQUIRE_OK(tutorial);
    CHECK(tutorial->steps.size() >= 8);
    // Step by step on the state, where the pawns land.
    auto made = gooseGame()->newState(tutorialSetup(*tutorial, "Anna", "Computer"));
    REQUIRE_OK(made);
    StatePtr state = std::move(*made);
    TutorialRun run(*tutorial);
    std::vector<std::pair<int, int>> landings;  // (seat 0's cell, seat 1's) after each throw
    while (const auto* step = run.step()) {
        if (step->kind == Kind::Throw || step->kind == Kind::Reply) {
            REQUIRE_OK(state->apply(*run.stepMove(*state)));
            landings.emplace_back(cellOf(*state, 0), cellOf(*state, 1));
        }
        run.advance();
    }
    const std::vector<std::pair<int, int>> expected{{12, 0},  {12, 10}, {20, 10},
                                                    {20, 22}, {31, 22}, {31, 31}};
    CHECK(landings == expected);
    CHECK_FALSE(state->isTerminal());
    playThrough(*gooseGame(), *tutorial);
}

TEST_CASE("Quoridor's guided game: steps, a wall, a refused wall, a jump") {
    const auto file = tutorialFile(*quoridorGame());
    REQUIRE(file);
    const auto tutorial = readTutorial(*file, *quoridorGame());
    REQUIRE_OK(tutorial);
    bool wall = false, refused = false;
    for (const auto& s : tutorial->steps) {
        wall = wall || (s.kind == Kind::Move && s.move.size() == 3);
        refused = refused || s.kind == Kind::Refused;
    }
    CHECK(wall);
    CHECK(refused);
    const auto end = playThrough(*quoridorGame(), *tutorial);
    // The person jumped: seat 0 on e6, past the computer's pawn on e5.
    CHECK(end->moveToString(end->history().back()) == "e6");
    const auto e6 = end->parseMove("e6");
    REQUIRE_OK(e6);
    CHECK(cellOf(*end, 0) == end->moveInput(*e6).to.index);
}

TEST_CASE("the step logic: the asked move only, a throw only when asked, replies the program's") {
    const auto tutorial = readTutorial(*tutorialFile(*quoridorGame()), *quoridorGame());
    REQUIRE_OK(tutorial);
    auto state = *quoridorGame()->newState(tutorialSetup(*tutorial, "Anna", "Computer"));
    TutorialRun run(*tutorial);
    REQUIRE(run.step()->kind == Kind::Note);
    CHECK(run.offerMove(*state, *state->parseMove("e2")) == Verdict::Wrong);  // not yet
    CHECK(run.offerContinue() == Verdict::Accepted);
    run.advance();
    CHECK(run.offerContinue() == Verdict::Wrong);
    CHECK(run.offerMove(*state, *state->parseMove("d1")) == Verdict::Wrong);
    CHECK(run.offerMove(*state, *state->parseMove("e2")) == Verdict::Accepted);
    REQUIRE_OK(state->apply("e2"));
    run.advance();
    CHECK(run.programActs());
    CHECK(state->moveToString(*run.stepMove(*state)) == "e8");
    for (std::size_t i = 0; i < tutorial->steps.size(); ++i)
        run.advance();
    CHECK(run.finished());
    CHECK_FALSE(run.programActs());
    CHECK(run.offerContinue() == Verdict::Wrong);
}

TEST_CASE("bad tutorial files are refused with file, line and reason") {
    const Game& g = *gooseGame();
    const Game& q = *quoridorGame();
    const std::string note = "[[step]]\ntext = \"Hello\"\n";
    CHECK(refusal(g, kGooseHead + note) == "(accepted)");
    CHECK(refusal(g, "variant = \n").find(":1:") != std::string::npos);
    CHECK(refusal(g, "players = 2\n" + note).find("variant") != std::string::npos);
    CHECK(refusal(g, "variant = \"nowhere\"\n" + note).find("the setup is refused") !=
          std::string::npos);
    CHECK(refusal(g, kGooseHead + "players = 9\n").find("players") != std::string::npos);
    CHECK(refusal(g, kGooseHead).find("step") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "step = []\n").find("at least one step") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "colour = 3\n" + note).find("colour") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\nthrow = \"4+2\"\n").find(":3:") !=
          std::string::npos);  // no text
    CHECK(refusal(g, kGooseHead + note + "wobble = 1\n").find("wobble") != std::string::npos);
    // The dice must be possible, thrown by the person, at a throw.
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nthrow = \"7+1\"\n").find(":5:") !=
          std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nreply = \"4+2\"\n")
              .find("seat 0 acts here") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nthrow = \"4+2\"\n"
                                  "[[step]]\ntext = \"t\"\nthrow = \"4+2\"\n")
              .find("throws no dice here") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nthrow = \"4+2\"\nreply = \"1+1\"\n")
              .find("one of throw") != std::string::npos);
    // Cells on the board; `again` where something is asked, and only there.
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nfind = 64\nagain = \"a\"\n")
              .find("find") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nfind = 6\n").find("again") !=
          std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nagain = \"a\"\n")
              .find("again is for steps") != std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\ncells = [3, 99]\n").find("cells") !=
          std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"t\"\nslots = [0]\n").find("no slots") !=
          std::string::npos);
    CHECK(refusal(g, kGooseHead + "[[step]]\ntext = \"" + std::string(2500, 'x') + "\"\n")
              .find("longer than") != std::string::npos);
    // Moves: read, legal, the person's; a refused one refused.
    CHECK(refusal(q, kQuoridorHead + "[[step]]\ntext = \"t\"\nmove = \"z9\"\nagain = \"a\"\n")
              .find("cannot be read") != std::string::npos);
    CHECK(refusal(q, kQuoridorHead + "[[step]]\ntext = \"t\"\nmove = \"e5\"\nagain = \"a\"\n")
              .find("cannot be played here") != std::string::npos);
    CHECK(refusal(q, kQuoridorHead + "[[step]]\ntext = \"t\"\nreply = \"e8\"\n")
              .find("seat 0 acts here") != std::string::npos);
    CHECK(refusal(q, kQuoridorHead + "[[step]]\ntext = \"t\"\nrefused = \"e2\"\nagain = \"a\"\n")
              .find("is not refused here") != std::string::npos);
    CHECK(refusal(q, kQuoridorHead + "[[step]]\ntext = \"t\"\nmove = \"e2\"\nagain = \"a\"\n"
                                     "[[step]]\ntext = \"t\"\nmove = \"e3\"\nagain = \"a\"\n")
              .find("not the person's") != std::string::npos);
    CHECK(refusal(q, kQuoridorHead + "[options]\nboard_size = \"big\"\n" + note)
              .find("the setup is refused") != std::string::npos);
    CHECK(refusal(q, "variant = \"standard\"\n[options]\nboard_size = 5\n" + note) == "(accepted)");
    // Not TOML, not a file, too large.
    CHECK(refusal(g, "[[step]\n").find(":1:") != std::string::npos);
    CHECK_FALSE(readTutorial("/nonexistent/tutorial.toml", g));
    CHECK(refusal(g, kGooseHead + "# " + std::string(300 * 1024, 'x') + "\n" + note) !=
          "(accepted)");
}
