#include "session/tutorial.hpp"

#include <string_view>

#include <plateau/host/file_read.hpp>
#include <plateau/sdk/text.hpp>
#include <plateau/sdk/toml.hpp>

namespace plateau::session {

namespace fs = std::filesystem;
using Kind = TutorialStep::Kind;

namespace {

// A tutorial is short: a few dozen steps at most.
constexpr std::size_t kMaxTutorialBytes = 256u << 10;
constexpr std::size_t kMaxSteps = 200;
constexpr std::size_t kMaxTextBytes = 2000;

struct KindKey {
    const char* key;
    Kind kind;
};
constexpr KindKey kKindKeys[] = {{"throw", Kind::Throw},
                                 {"move", Kind::Move},
                                 {"reply", Kind::Reply},
                                 {"refused", Kind::Refused},
                                 {"find", Kind::Find}};

std::string text(TomlReader& r, const toml::table& table, std::string_view key, bool required) {
    std::string value = required ? r.string(key) : r.string(key, std::string());
    if (value.size() > kMaxTextBytes)
        r.fail(*table.get(key),
               std::string(key) + " is longer than " + std::to_string(kMaxTextBytes) + " bytes");
    return value;
}

std::vector<int> indices(TomlReader& r, std::string_view key, int count, const char* what) {
    std::vector<int> out;
    const toml::array* list = r.array(key, false);
    if (!list) return out;
    for (const auto& node : *list) {
        if (count == 0) {
            r.fail(node, std::string("the board has no ") + what);
            break;
        }
        const auto value = r.integerIn(node, key, 0, count - 1);
        if (!value) break;
        out.push_back(static_cast<int>(*value));
    }
    return out;
}

// Reads one step and plays it on `state` (a Refused one is only tried).
void readStep(TomlReader& r, const toml::table& table, State& state, TutorialStep& step) {
    step.line = table.source().begin.line;
    step.text = text(r, table, "text", true);
    int kinds = 0;
    for (const auto& k : kKindKeys) {
        if (!r.has(k.key)) continue;
        ++kinds;
        step.kind = k.kind;
        if (k.kind == Kind::Find) continue;
        step.move = r.string(k.key);
    }
    if (kinds > 1) return r.failHere("a step has one of throw, move, reply, refused or find");
    const auto view = state.boardView(Viewer::player(0));
    const int cells = static_cast<int>(view.cells.size());
    if (step.kind == Kind::Find)
        step.cell = static_cast<int>(r.integer("find", 0, std::max(0, cells - 1)));
    const bool asks =
        step.kind == Kind::Move || step.kind == Kind::Refused || step.kind == Kind::Find;
    step.again = text(r, table, "again", asks);
    if (!asks && !step.again.empty())
        r.fail(*table.get("again"), "again is for steps that ask a move, a try or a cell");
    step.cells = indices(r, "cells", cells, "cells");
    step.slots = indices(r, "slots", static_cast<int>(view.slots.size()), "slots");
    if (!r.ok() || step.move.empty()) return;

    const PlayerId actor = state.currentPlayer();
    const PlayerId thrower = state.actingPlayer();
    const std::string key = step.kind == Kind::Throw   ? "throw"
                            : step.kind == Kind::Move  ? "move"
                            : step.kind == Kind::Reply ? "reply"
                                                       : "refused";
    const toml::node& where = *table.get(key);
    if (state.isTerminal()) return r.fail(where, "the game is over before this step");
    if (step.kind == Kind::Throw && !(state.isChance() && thrower == 0))
        return r.fail(where, "the person (seat 0) throws no dice here");
    if ((step.kind == Kind::Move || step.kind == Kind::Refused) && actor != 0)
        return r.fail(where, "it is not the person's (seat 0) turn here");
    if (step.kind == Kind::Reply && (actor == 0 || (state.isChance() && thrower == 0)))
        return r.fail(where, "a reply is the program's, but seat 0 acts here");
    const auto move = state.parseMove(step.move);
    if (!move) return r.fail(where, "'" + step.move + "' cannot be read: " + move.error().reason);
    if (step.kind == Kind::Refused) {
        if (state.clone()->apply(*move))
            return r.fail(where, "'" + step.move + "' is not refused here");
        if (state.moveInput(*move).to.kind == Target::Kind::None)
            return r.fail(where, "'" + step.move + "' has no place on the board to try");
        return;
    }
    if (auto played = state.apply(*move); !played)
        r.fail(where, "'" + step.move + "' cannot be played here: " + played.error().reason);
}

}  // namespace

std::optional<fs::path> tutorialFile(const Game& game) {
    for (const auto& v : game.variants()) {
        if (v.file.empty()) continue;
        const auto file = v.file.parent_path().parent_path() / "tutorial.toml";
        std::error_code ec;
        if (fs::exists(file, ec)) return file;
        return std::nullopt;
    }
    return std::nullopt;
}

Setup tutorialSetup(const Tutorial& tutorial, const std::string& person,
                    const std::string& program) {
    Setup setup;
    setup.variant = tutorial.variant;
    setup.options = tutorial.options;
    setup.firstPlayer = 0;
    for (int i = 0; i < tutorial.players; ++i) {
        PlayerSetup p;
        p.name = i == 0                  ? person
                 : tutorial.players == 2 ? program
                                         : program + " " + std::to_string(i);
        setup.players.push_back(p);
    }
    return setup;
}

Expected<Tutorial> readTutorial(const fs::path& file, const Game& game) {
    auto bytes = readBoundedFile(file, kMaxTutorialBytes);
    if (!bytes) return bytes.error();
    auto parsed = parseToml(*bytes, file.string());
    if (!parsed) return parsed.error();
    const toml::table& root = *parsed;
    TomlReader r(root, file.string());
    Tutorial t;
    t.file = file;
    t.variant = r.string("variant");
    t.players = static_cast<int>(r.integer("players", 2, 1, 64));
    if (auto options = r.child("options", false)) {
        for (const auto& [key, node] : options->table()) {
            options->take(key.str());
            if (auto b = node.value<bool>(); b && node.is_boolean())
                t.options.set(std::string(key.str()), *b);
            else if (auto i = node.value<std::int64_t>(); i && node.is_integer())
                t.options.set(std::string(key.str()), *i);
            else if (auto d = node.value<double>(); d && node.is_floating_point())
                t.options.set(std::string(key.str()), *d);
            else if (auto s = node.value<std::string>())
                t.options.set(std::string(key.str()), *s);
            else
                options->fail(node, "option " + std::string(key.str()) +
                                        " is not a boolean, a number or a string");
        }
    }
    const toml::array* steps = r.array("step");
    if (!r.ok()) return r.finish().error();
    auto state = game.newState(tutorialSetup(t, "person", "program"));
    if (!state) {
        r.fail(*root.get("variant"), "the setup is refused: " + state.error().reason);
        return r.finish().error();
    }
    if (steps->empty()) r.fail(*steps, "a tutorial has at least one step");
    if (steps->size() > kMaxSteps)
        r.fail(*steps, "a tutorial has at most " + std::to_string(kMaxSteps) + " steps");
    for (const auto& node : *steps) {
        if (!r.ok()) break;
        const auto* table = node.as_table();
        if (!table) {
            r.fail(node, "a step is a table ([[step]])");
            break;
        }
        TomlReader sr = r.sub(*table);
        TutorialStep step;
        readStep(sr, *table, **state, step);
        if (sr.finish()) t.steps.push_back(std::move(step));
    }
    if (auto done = r.finish(); !done) return done.error();
    return t;
}

}  // namespace plateau::session
