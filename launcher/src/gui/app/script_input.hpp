#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/error.hpp>

namespace plateau::gui {

// --script: input played as if a person gave it, one command a line:
//
//   # comment
//   30 key Space              press a key (SFML key names: Space, Enter, Escape, A, F1, Left …),
//   +1 key Ctrl+Z             with modifiers Ctrl, Shift, Alt written before it
//   45 click 640 360          left click at window pixel (x, y)
//   +10 move 500 300          move the mouse (a frame number with + is relative to the
//                             frame the previous command ran at)
//   +5 click-on Play          click the centre of what the screen calls "Play": a button
//                             label, "cell:12", "slot:40", "move:e2" (a legal move's target)
//   +5 hover-on slot:40       move the mouse there
//   +0 text Anna              type text into the focused field
//   +2 wheel-on log 3         turn the mouse wheel 3 notches away from you (negative:
//                             towards you) with the pointer on what the screen calls "log"
//   +0 wait-idle              hold the following commands until no animation or bot runs
//                             (nor a rebuilt plugin waits to be reloaded)
//   +1 replace NEW OLD        copy file NEW over file OLD as a build does (a new file renamed
//                             over the old), e.g. a plugin for hot reload; paths without spaces
//   60 screenshot out.png     save the window
//   90 quit                   close the window
struct ScriptCommand {
    enum class Kind {
        Key,
        Click,
        Move,
        ClickOn,
        HoverOn,
        WheelOn,
        Text,
        WaitIdle,
        Screenshot,
        Replace,
        Quit
    };
    int line = 0;
    bool relative = false;
    int frame = 0;
    Kind kind = Kind::Key;
    std::string argument;  // key name, thing to find, text or file (replace: the new file)
    std::string target;    // replace: the file replaced
    int x = 0, y = 0;
    int notches = 0;  // wheel-on
};

Expected<std::vector<ScriptCommand>> loadScript(const std::filesystem::path& file);
Expected<std::vector<ScriptCommand>> parseScript(const std::string& text,
                                                 const std::string& source);

// SFML's key for a name such as "Space", "Enter", "Escape", "A", "Num1", "Left".
std::optional<int> keyFromName(const std::string& name);

// A key with its modifiers, from "Z", "Ctrl+Z", "Ctrl+Shift+Z".
struct KeyChord {
    int key = 0;
    bool control = false, shift = false, alt = false;
};
std::optional<KeyChord> keyChordFromName(std::string_view name);

// `replace NEW OLD`: NEW copied beside OLD, stamped now, and renamed over it (so a watcher
// never sees half a file). Says what went wrong, if anything.
std::optional<std::string> replaceFile(const std::filesystem::path& fresh,
                                       const std::filesystem::path& old);

// Matching the names scripts use for things on screen ("Start game", "cell:12").
bool equalsIgnoreCase(std::string_view a, std::string_view b);
// The number after `prefix` ("cell:12" after "cell:" is 12), if `what` starts with it.
std::optional<int> indexAfter(std::string_view what, std::string_view prefix);

}  // namespace plateau::gui
