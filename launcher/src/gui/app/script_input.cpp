#include "app/script_input.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include <SFML/Window/Keyboard.hpp>

namespace plateau::gui {

std::optional<int> keyFromName(const std::string& name) {
    using K = sf::Keyboard;
    static const std::map<std::string, K::Key> kNamed = {
        {"Space", K::Space},       {"Enter", K::Enter}, {"Return", K::Enter},
        {"Escape", K::Escape},     {"Tab", K::Tab},     {"Backspace", K::BackSpace},
        {"Left", K::Left},         {"Right", K::Right}, {"Up", K::Up},
        {"Down", K::Down},         {"Home", K::Home},   {"End", K::End},
        {"Delete", K::Delete},     {"F11", K::F11},     {"PageUp", K::PageUp},
        {"PageDown", K::PageDown},
    };
    if (auto it = kNamed.find(name); it != kNamed.end()) return it->second;
    if (name.size() == 1 && name[0] >= 'A' && name[0] <= 'Z') return K::A + (name[0] - 'A');
    if (name.size() == 1 && name[0] >= 'a' && name[0] <= 'z') return K::A + (name[0] - 'a');
    if (name.size() == 4 && name.rfind("Num", 0) == 0 && name[3] >= '0' && name[3] <= '9')
        return K::Num0 + (name[3] - '0');
    // F1 … F15
    if (name.size() >= 2 && name.size() <= 3 && name[0] == 'F' &&
        name.find_first_not_of("0123456789", 1) == std::string::npos) {
        const int n = std::stoi(name.substr(1));
        if (n >= 1 && n <= 15) return K::F1 + (n - 1);
    }
    return std::nullopt;
}

std::optional<KeyChord> keyChordFromName(std::string_view name) {
    KeyChord chord;
    for (auto plus = name.find('+'); plus != std::string_view::npos && plus + 1 < name.size();
         plus = name.find('+')) {
        const auto modifier = name.substr(0, plus);
        if (modifier == "Ctrl")
            chord.control = true;
        else if (modifier == "Shift")
            chord.shift = true;
        else if (modifier == "Alt")
            chord.alt = true;
        else
            return std::nullopt;
        name.remove_prefix(plus + 1);
    }
    const auto key = keyFromName(std::string(name));
    if (!key) return std::nullopt;
    chord.key = *key;
    return chord;
}

Expected<std::vector<ScriptCommand>> parseScript(const std::string& text,
                                                 const std::string& source) {
    static const std::map<std::string, ScriptCommand::Kind> kKinds = {
        {"key", ScriptCommand::Kind::Key},
        {"click", ScriptCommand::Kind::Click},
        {"move", ScriptCommand::Kind::Move},
        {"click-on", ScriptCommand::Kind::ClickOn},
        {"hover-on", ScriptCommand::Kind::HoverOn},
        {"wheel-on", ScriptCommand::Kind::WheelOn},
        {"text", ScriptCommand::Kind::Text},
        {"wait-idle", ScriptCommand::Kind::WaitIdle},
        {"screenshot", ScriptCommand::Kind::Screenshot},
        {"replace", ScriptCommand::Kind::Replace},
        {"quit", ScriptCommand::Kind::Quit},
    };
    std::vector<ScriptCommand> commands;
    std::istringstream in(text);
    std::string raw;
    int lineNo = 0;
    while (std::getline(in, raw)) {
        ++lineNo;
        if (const auto hash = raw.find('#'); hash != std::string::npos) raw.erase(hash);
        std::istringstream line(raw);
        std::string frame, verb;
        if (!(line >> frame)) continue;
        auto fail = [&](const std::string& why) {
            return Error(source, lineNo, 1, why + " (in '" + raw + "')");
        };
        ScriptCommand cmd;
        cmd.line = lineNo;
        cmd.relative = frame[0] == '+';
        try {
            std::size_t used = 0;
            cmd.frame = std::stoi(frame.substr(cmd.relative ? 1 : 0), &used);
            if (used != frame.size() - (cmd.relative ? 1 : 0) || cmd.frame < 0) throw 0;
        } catch (...) {
            return fail("expected a frame number such as 30 or +10, not '" + frame + "'");
        }
        if (!(line >> verb)) return fail("a frame number needs a command after it");
        const auto kind = kKinds.find(verb);
        if (kind == kKinds.end())
            return fail("unknown command '" + verb +
                        "' (key, click, move, click-on, hover-on, wheel-on, text, wait-idle, "
                        "screenshot, replace, quit)");
        cmd.kind = kind->second;
        std::string rest;
        std::getline(line >> std::ws, rest);
        while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\r'))
            rest.pop_back();
        using K = ScriptCommand::Kind;
        switch (cmd.kind) {
            case K::Click:
            case K::Move: {
                std::istringstream xy(rest);
                if (!(xy >> cmd.x >> cmd.y)) return fail(verb + " needs x and y in pixels");
                break;
            }
            case K::Key:
                if (!keyChordFromName(rest)) return fail("unknown key '" + rest + "'");
                cmd.argument = rest;
                break;
            case K::ClickOn:
            case K::HoverOn:
            case K::Screenshot:
                if (rest.empty()) return fail(verb + " needs an argument");
                cmd.argument = rest;
                break;
            case K::WheelOn: {
                // The thing's name may hold spaces; the notches come last.
                const auto space = rest.find_last_of(' ');
                try {
                    std::size_t used = 0;
                    if (space == std::string::npos) throw 0;
                    const std::string count = rest.substr(space + 1);
                    cmd.notches = std::stoi(count, &used);
                    if (used != count.size()) throw 0;
                } catch (...) {
                    return fail("wheel-on needs a thing and a number of notches ('log 3')");
                }
                cmd.argument = rest.substr(0, space);
                while (!cmd.argument.empty() && cmd.argument.back() == ' ')
                    cmd.argument.pop_back();
                if (cmd.argument.empty()) return fail("wheel-on needs a thing to point at");
                break;
            }
            case K::Text:
                cmd.argument = rest;
                break;
            case K::Replace: {
                std::istringstream files(rest);
                std::string extra;
                if (!(files >> cmd.argument >> cmd.target) || (files >> extra))
                    return fail("replace needs two files: the new one, and the one it replaces");
                break;
            }
            case K::WaitIdle:
            case K::Quit:
                break;
        }
        commands.push_back(std::move(cmd));
    }
    return commands;
}

Expected<std::vector<ScriptCommand>> loadScript(const std::filesystem::path& file) {
    std::ifstream in(file);
    if (!in) return Error(file.string(), 0, 0, "cannot read the script");
    std::stringstream text;
    text << in.rdbuf();
    return parseScript(text.str(), file.string());
}

std::optional<std::string> replaceFile(const std::filesystem::path& fresh,
                                       const std::filesystem::path& old) {
    namespace fs = std::filesystem;
    const fs::path next = old.parent_path() / ("." + old.filename().string() + ".new");
    std::error_code ec;
    fs::copy_file(fresh, next, fs::copy_options::overwrite_existing, ec);
    if (!ec) fs::last_write_time(next, fs::file_time_type::clock::now(), ec);
    if (!ec) fs::rename(next, old, ec);
    if (!ec) return std::nullopt;
    const std::string why = ec.message();
    fs::remove(next, ec);
    return "cannot replace " + old.string() + " with " + fresh.string() + ": " + why;
}

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

std::optional<int> indexAfter(std::string_view what, std::string_view prefix) {
    if (what.substr(0, prefix.size()) != prefix) return std::nullopt;
    try {
        return std::stoi(std::string(what.substr(prefix.size())));
    } catch (...) {
        return std::nullopt;
    }
}

}  // namespace plateau::gui
