#include "plateau/host/save_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fstream>
#include <set>
#include <sstream>

#include "plateau/sdk/toml.hpp"
#include "plateau/host/file_read.hpp"
#include "plateau/host/file_hash.hpp"
#include "plateau/sdk/game.hpp"
#include "plateau/host/logging.hpp"
#include "plateau/host/plugin_host.hpp"
#include "plateau/host/text_limits.hpp"

namespace plateau {

namespace fs = std::filesystem;
namespace chrono = std::chrono;

namespace {

toml::date_time toTomlTime(chrono::sys_seconds when) {
    const auto days = chrono::floor<chrono::days>(when);
    const chrono::year_month_day ymd{days};
    const chrono::hh_mm_ss hms{when - days};
    return toml::date_time{
        toml::date{static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                   static_cast<unsigned>(ymd.day())},
        toml::time{static_cast<unsigned>(hms.hours().count()),
                   static_cast<unsigned>(hms.minutes().count()),
                   static_cast<unsigned>(hms.seconds().count()), 0},
        toml::time_offset{}};
}

std::optional<chrono::sys_seconds> fromTomlTime(const toml::date_time& t) {
    if (!t.offset) return std::nullopt;  // a local time names no instant
    const chrono::year_month_day ymd{chrono::year{t.date.year}, chrono::month{t.date.month},
                                     chrono::day{t.date.day}};
    if (!ymd.ok()) return std::nullopt;
    return chrono::sys_days{ymd} + chrono::hours{t.time.hour} + chrono::minutes{t.time.minute} +
           chrono::seconds{t.time.second} - chrono::minutes{t.offset->minutes};
}

std::optional<std::uint64_t> readHash(TomlReader& reader, std::string_view key) {
    const toml::node* node = reader.take(key);
    if (!node) return std::nullopt;
    const auto text = node->value<std::string>();
    const auto hash = text ? hashFromHex(*text) : std::nullopt;
    if (!hash) reader.fail(*node, "'" + std::string(key) + "' must be 16 hex digits");
    return hash;
}

// Reads the [save] table. The record reader knows nothing of it, so its lines are
// blanked out of the text that goes on to parseRecord: the other lines keep their numbers.
Status readSaveTable(const toml::table& root, const std::string& source, SaveFile& save,
                     std::string& text) {
    const toml::node* node = nullptr;
    int keyLine = 0;
    for (const auto& [key, value] : root) {
        if (key.str() == "save") {
            node = &value;
            keyLine = static_cast<int>(key.source().begin.line);
        }
    }
    if (!node) return {};
    if (!node->is_table()) return errorAt(*node, source, "'save' must be a table");
    const toml::table& table = *node->as_table();
    {
        TomlReader r(table, source);
        save.pluginId = r.string("plugin", "");
        save.pluginHash = readHash(r, "plugin_hash");
        save.variantHash = readHash(r, "variant_hash");
        if (const toml::node* when = r.take("saved_at")) {
            const auto* t = when->as_date_time();
            save.savedAt = t ? fromTomlTime(t->get()) : std::nullopt;
            if (!save.savedAt)
                r.fail(*when,
                       "'saved_at' must be a date and time with its offset, such as "
                       "2024-05-01T12:00:00Z");
        }
        save.name = r.string("name", "");
        save.clock = r.string("clock", "");
        if (const toml::array* clocks = r.array("clocks_ms", false)) {
            for (const auto& ms : *clocks)
                if (auto v = r.integerIn(ms, "clocks_ms", 0, 7LL * 24 * 3600 * 1000))
                    save.clocksMs.push_back(*v);
        }
        save.flagFallen = static_cast<int>(r.integer("flag_fallen", -1, -1, 63));
        if (auto ok = r.finish(); !ok) return ok.error();
    }
    // Only scalars are left in the table now, each on the line(s) of its key.
    std::set<int> lines{keyLine};
    for (const auto& [key, value] : table) {
        for (auto l = key.source().begin.line;
             l <= std::max(key.source().begin.line, value.source().end.line); ++l)
            lines.insert(static_cast<int>(l));
    }
    std::string blanked;
    blanked.reserve(text.size());
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            blanked += '\n';
        } else if (!lines.count(line)) {
            blanked += text[i];
        }
    }
    text = std::move(blanked);
    return {};
}

}  // namespace

SaveFile makeSave(const State& state, const LoadedPlugin* plugin, std::string name) {
    SaveFile save;
    save.record = makeRecord(state, plugin ? plugin->version : std::string());
    save.name = std::move(name);
    if (plugin) {
        save.pluginId = plugin->id;
        if (auto hash = hashFile(plugin->file)) save.pluginHash = *hash;
    }
    if (auto variant = state.game().findVariant(state.setup().variant);
        variant && !variant->file.empty()) {
        if (auto hash = hashFile(variant->file)) save.variantHash = *hash;
    }
    save.savedAt = chrono::floor<chrono::seconds>(chrono::system_clock::now());
    return save;
}

std::string toToml(const SaveFile& save) {
    toml::table table;
    if (!save.pluginId.empty()) table.insert("plugin", save.pluginId);
    if (save.pluginHash) table.insert("plugin_hash", hashToHex(*save.pluginHash));
    if (save.variantHash) table.insert("variant_hash", hashToHex(*save.variantHash));
    if (save.savedAt) table.insert("saved_at", toTomlTime(*save.savedAt));
    if (!save.name.empty()) table.insert("name", save.name);
    if (!save.clock.empty()) {
        table.insert("clock", save.clock);
        toml::array clocks;
        for (const long long ms : save.clocksMs)
            clocks.push_back(static_cast<std::int64_t>(ms));
        table.insert("clocks_ms", std::move(clocks));
        if (save.flagFallen >= 0) table.insert("flag_fallen", std::int64_t{save.flagFallen});
    }
    std::ostringstream out;
    out << toToml(save.record);
    if (!table.empty()) out << '\n' << toml::table{{"save", std::move(table)}} << '\n';
    return out.str();
}

Expected<SaveFile> parseSave(std::string_view text, const std::string& source) {
    auto root = parseToml(text, source);
    if (!root) return root.error();
    SaveFile save;
    save.source = source;
    std::string recordText(text);
    if (auto ok = readSaveTable(*root, source, save, recordText); !ok) return ok.error();
    auto record = parseRecord(recordText, source);
    if (!record) return record.error();
    save.record = std::move(*record);
    if (!save.clock.empty() && save.clocksMs.size() != save.record.setup.players.size())
        return Error(source, 0, 0, "[save] 'clocks_ms' must give each seat's time left");
    if (save.flagFallen >= static_cast<int>(save.record.setup.players.size()))
        return Error(source, 0, 0, "[save] 'flag_fallen' is no seat of this game");
    if (const toml::node* game = root->get("game"))
        save.gameLine = static_cast<int>(game->source().begin.line);
    if (const toml::array* moves = root->get_as<toml::array>("moves")) {
        for (const auto& m : *moves)
            save.moveLines.push_back(static_cast<int>(m.source().begin.line));
    }
    // An old draw of who starts taken out of the moves (parseRecord) has no line left.
    if (save.moveLines.size() > save.record.moves.size())
        save.moveLines.erase(save.moveLines.begin(),
                             save.moveLines.begin() + static_cast<std::ptrdiff_t>(save.moveLines.size() - save.record.moves.size()));
    return save;
}

Expected<SaveFile> loadSave(const fs::path& file) {
    // Above the longest save Plateau writes (record.hpp): every save written reads back.
    auto bytes = readBoundedFile(file, kMaxSaveBytes);
    if (!bytes) return bytes.error();
    return parseSave(*bytes, file.string());
}

Status writeSaveAtomically(const fs::path& file, const SaveFile& save) {
    // Never a save its readers would refuse: the old file stays, and the reason is given.
    if (std::string why = recordSizeProblem(save.record); !why.empty())
        return Error(file.string(), 0, 0, "not saved: " + why);
    const std::string text = toToml(save);
    if (text.size() > kMaxSaveBytes)
        return Error(file.string(), 0, 0,
                     "not saved: it would take " + std::to_string(text.size()) +
                         " bytes, more than " + std::to_string(kMaxSaveBytes) + " a save may hold");
    return writeFileAtomically(file, text);
}

Status renameSave(const fs::path& file, std::string_view name) {
    const auto first = name.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return Error(file.string(), 0, 0, "a save's name cannot be empty");
    name = name.substr(first, name.find_last_not_of(" \t") - first + 1);
    if (auto why = nameProblem(name, "a save's name")) return Error(file.string(), 0, 0, *why);
    auto save = loadSave(file);
    if (!save) return save.error();
    save->name = std::string(name);
    // Written only if the new text reads back as the same game: a rename never loses moves.
    auto check = parseSave(toToml(*save), file.string());
    if (!check || check->record != save->record || check->name != save->name)
        return Error(file.string(), 0, 0, "cannot be renamed without changing its record");
    return writeSaveAtomically(file, *save);
}

Status deleteSave(const fs::path& file) {
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) return Error(file.string(), 0, 0, "no such save file");
    if (!fs::remove(file, ec) || ec)
        return Error(file.string(), 0, 0,
                     "cannot be deleted: " + (ec ? ec.message() : std::string("it is gone")));
    return {};
}

std::vector<SaveWarning> checkAgainst(const SaveFile& save, const Game& game,
                                      const LoadedPlugin* plugin) {
    using Kind = SaveWarning::Kind;
    std::vector<SaveWarning> warnings;
    if (plugin) {
        if (!save.pluginId.empty() && save.pluginId != plugin->id) {
            warnings.push_back({Kind::OtherPlugin, "this game was saved with the plugin '" +
                                                       save.pluginId + "', not '" + plugin->id +
                                                       "'"});
        }
        const std::string& was = save.record.pluginVersion;
        if (!was.empty() && was != plugin->version) {
            warnings.push_back({Kind::PluginVersion, "this game was saved with " + game.name() +
                                                         " " + was + "; this is version " +
                                                         plugin->version});
        }
        if (save.pluginHash) {
            auto now = hashFile(plugin->file);
            if (!now || *now != *save.pluginHash) {
                warnings.push_back({Kind::PluginChanged,
                                    "the " + game.name() +
                                        " plugin has changed since this game was "
                                        "saved (library " +
                                        hashToHex(*save.pluginHash) + ", now " +
                                        (now ? hashToHex(*now) : std::string("unreadable")) + ")"});
            }
        }
    }
    auto variant = game.findVariant(save.record.setup.variant);
    if (!variant) {
        warnings.push_back(
            {Kind::VariantMissing, "the variant '" + save.record.setup.variant +
                                       "' cannot be found: " + variant.error().toString()});
    } else if (save.variantHash && !variant->file.empty()) {
        auto now = hashFile(variant->file);
        if (!now) {
            warnings.push_back({Kind::VariantMissing, now.error().toString()});
        } else if (*now != *save.variantHash) {
            warnings.push_back(
                {Kind::VariantChanged, "the variant file " + variant->file.filename().string() +
                                           " has changed since this game was saved"});
        }
    }
    return warnings;
}

Expected<StatePtr> resumeSave(const SaveFile& save, const Game& game) {
    const Record& record = save.record;
    if (record.game != game.id()) {
        return Error(save.source, save.gameLine, 0,
                     "this is a game of '" + record.game + "', not '" + game.id() + "'");
    }
    if (record.seat >= 0) {
        const int seat = record.seat;
        const std::string name = static_cast<std::size_t>(seat) < record.setup.players.size()
                                     ? record.setup.players[static_cast<std::size_t>(seat)].name
                                     : "seat " + std::to_string(seat + 1);
        return Error(save.source, save.gameLine, 0,
                     "this is " + name + "'s copy of the game (seat " + std::to_string(seat + 1) +
                         "), without the other seats' secrets: it can be replayed as that seat "
                         "(plateau replay FILE), not resumed");
    }
    auto made = game.newState(record.setup);
    if (!made) {
        Error e = made.error();
        if (e.file.empty()) e = Error(save.source, 0, 0, e.reason);
        return e;
    }
    State& state = **made;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (auto ok = state.apply(record.moves[i]); !ok) {
            const int line = i < save.moveLines.size() ? save.moveLines[i] : 0;
            return Error(save.source, line, 0,
                         "move " + std::to_string(i + 1) + " (" + record.moves[i] +
                             "): " + ok.error().reason);
        }
    }
    return made;
}

Expected<ResumedGame> resumeFromFile(const fs::path& file, const PluginHost& host) {
    auto save = loadSave(file);
    if (!save) return save.error();
    auto game = host.find(save->record.game);
    if (!game) {
        std::string known;
        for (const auto& p : host.plugins())
            known += (known.empty() ? "" : ", ") + p.id;
        return Error(
            save->source, save->gameLine, 0,
            "unknown game '" + save->record.game + "'" +
                (known.empty() ? std::string(" (no game is loaded)") : " (games: " + known + ")"));
    }
    ResumedGame resumed;
    resumed.warnings = checkAgainst(*save, *game, host.findPlugin(save->record.game));
    auto state = resumeSave(*save, *game);
    if (!state) return state.error();
    resumed.save = std::move(*save);
    resumed.state = std::move(*state);
    return resumed;
}

fs::path savesDir() {
    return stateDir() / "saves";
}

fs::path autosavePath() {
    return savesDir() / "autosave.toml";
}

fs::path namedSavePath(std::string_view name, const fs::path& dir) {
    std::string stem;
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (c == ' ')
            stem += '-';
        else if (u < 0x20 || std::strchr("/\\:*?\"<>|", c))
            stem += '_';
        else
            stem += c;  // letters of any script stay readable
    }
    if (stem.empty() || stem[0] == '.') stem.insert(0, "save");
    if (stem == "autosave") stem += "-named";  // never overwrite the autosave
    return dir / (stem + ".toml");
}

std::vector<SaveEntry> listSaves(const fs::path& dir) {
    struct Sorted {
        chrono::sys_seconds when;
        SaveEntry entry;
    };
    std::vector<Sorted> found;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir, ec)) {
        const fs::path& p = e.path();
        if (p.extension() != ".toml" || p.filename().string().front() == '.') continue;
        if (!e.is_regular_file(ec)) continue;
        auto save = loadSave(p);
        chrono::sys_seconds when{};
        if (save && save->savedAt) {
            when = *save->savedAt;
        } else if (auto t = fs::last_write_time(p, ec); !ec) {
            when = chrono::floor<chrono::seconds>(chrono::file_clock::to_sys(t));
        }
        found.push_back({when, SaveEntry{p, std::move(save)}});
    }
    std::stable_sort(found.begin(), found.end(), [](const Sorted& a, const Sorted& b) {
        return a.when != b.when ? a.when > b.when : a.entry.file < b.entry.file;
    });
    std::vector<SaveEntry> entries;
    for (auto& f : found)
        entries.push_back(std::move(f.entry));
    return entries;
}

std::string formatSavedAt(chrono::sys_seconds when) {
    const std::time_t t = chrono::system_clock::to_time_t(when);
    std::tm tm{};
    ::gmtime_r(&t, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &tm);
    return text;
}

}  // namespace plateau
