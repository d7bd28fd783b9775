#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <plateau/sdk/game.hpp>

namespace plateau::session {

// A guided first game: game data (games/<id>/tutorial.toml, see docs/writing-a-game.md),
// a short scripted game where the program says what to do and why and points at the
// board. The texts are msgids of the game's own catalog, translated when shown. The
// person plays seat 0; the other seats are the program's scripted replies.
struct TutorialStep {
    enum class Kind {
        Note,     // words only: the person continues (Space, Enter or a click)
        Throw,    // the person throws; these dice fall
        Move,     // the person plays this move; another gets `again`
        Reply,    // the program plays this move or throw for another seat
        Refused,  // the person tries this move, which the game refuses with its reason
        Find,     // the person clicks this cell; another gets `again`
    };
    Kind kind = Kind::Note;
    std::string text;   // what to do and why (a msgid of the game's catalog)
    std::string again;  // said when the person does something else (Move, Refused, Find)
    std::string move;   // Throw, Move, Reply, Refused: in the game's notation
    int cell = -1;      // Find
    std::vector<int> cells, slots;  // what the step points at, besides its move's target
    int line = 0;                   // where the step is in its file
};

struct Tutorial {
    std::filesystem::path file;
    std::string variant;
    int players = 2;
    OptionValues options;
    std::vector<TutorialStep> steps;
};

// The game's tutorial file (games/<id>/tutorial.toml beside its variants), if it has one.
std::optional<std::filesystem::path> tutorialFile(const Game& game);

// Reads and checks a tutorial against the game: every key known, every step's move
// parsed and legal where it comes (a Refused one refused), throws at chance only, the
// person's steps at seat 0's turn, pointed cells and slots on the board. A bad file is
// refused with file, line and reason; nothing is half-loaded.
Expected<Tutorial> readTutorial(const std::filesystem::path& file, const Game& game);

// The setup a tutorial starts from: its variant, players named `person` and `program`
// (the program's seats numbered when there are several), seat 0 first.
Setup tutorialSetup(const Tutorial& tutorial, const std::string& person,
                    const std::string& program);

}  // namespace plateau::session
