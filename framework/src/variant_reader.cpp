#include "plateau/sdk/variant_reader.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "plateau/sdk/toml.hpp"
#include "plateau/host/text_limits.hpp"

namespace plateau {

namespace {

OptionSpec readOption(TomlReader& r, const std::string& key) {
    OptionSpec spec;
    spec.key = key;
    spec.label = r.string("label", key);
    spec.description = r.string("description", "");
    const std::string type = r.string("type");
    if (type == "bool") {
        spec.type = OptionType::Bool;
        spec.defaultValue = r.boolean("default");
    } else if (type == "int") {
        spec.type = OptionType::Int;
        // Within int's range: games keep option values in an int.
        spec.min = static_cast<double>(r.integer("min", kIntOptionMin, kIntOptionMax));
        spec.max = static_cast<double>(r.integer("max", kIntOptionMin, kIntOptionMax));
        spec.defaultValue = r.integer("default", kIntOptionMin, kIntOptionMax);
        spec.step = r.integer("step", 1);
        if (spec.step < 1) r.failHere("step of option '" + key + "' must be at least 1");
    } else if (type == "real") {
        spec.type = OptionType::Real;
        spec.defaultValue = r.real("default");
        spec.min = r.real("min");
        spec.max = r.real("max");
        // NaN compares false with everything: it would pass every range check.
        for (const char* k : {"default", "min", "max"}) {
            const toml::node* n = r.table().get(k);
            if (r.ok() && n && !std::isfinite(n->value_or(0.0)))
                r.fail(*n, "'" + std::string(k) + "' of option '" + key + "' must be a finite number");
        }
    } else if (type == "choice") {
        spec.type = OptionType::Choice;
        spec.defaultValue = r.string("default");
        if (const toml::array* choices = r.array("choices")) {
            for (const auto& c : *choices) {
                if (!c.is_string()) {
                    r.fail(c, "choices of '" + key + "' must be strings");
                    break;
                }
                spec.choices.push_back(c.as_string()->get());
            }
        }
    } else if (r.ok()) {
        r.fail(
            *r.table().get("type"),
            "type of option '" + key + "' must be bool, int, real or choice, not '" + type + "'");
        return spec;
    }
    if (!r.ok()) return spec;
    if (spec.type != OptionType::Bool && spec.type != OptionType::Choice && spec.min > spec.max)
        r.failHere("option '" + key + "' has min greater than max");
    else if (auto ok = spec.check(spec.defaultValue); !ok)
        r.fail(*r.table().get("default"), "default: " + ok.error().reason);
    return spec;
}

}  // namespace

std::vector<OptionSpec> readOptionSpecs(TomlReader& options) {
    std::vector<OptionSpec> specs;
    for (const auto& [key, node] : options.table()) {
        std::string name(key.str());
        if (!node.is_table()) {
            options.take(name);
            options.fail(node, "option '" + name + "' must be a table");
            break;
        }
        auto child = options.child(name);
        specs.push_back(readOption(*child, name));
    }
    return specs;
}

VariantInfo readVariantHeader(TomlReader& r) {
    VariantInfo info;
    info.file = r.file();
    info.id = r.string("id");
    info.name = r.string("name", info.id);
    info.description = r.string("description", "");
    info.throwWord = r.string("throw_word", "");
    info.order = static_cast<int>(std::clamp<std::int64_t>(r.integer("menu_order", 100), -9999, 9999));
    if (r.ok()) {
        const auto badId = idProblem(info.id, "'id'");
        const auto badName = nameProblem(info.name, "'name'");
        const auto badText = nameProblem(info.description, "'description'", kMaxDescriptionBytes, true);
        if (badId) r.fail(*r.table().get("id"), *badId);
        else if (badName && r.table().get("name")) r.fail(*r.table().get("name"), *badName);
        else if (badText && r.table().get("description"))
            r.fail(*r.table().get("description"), *badText);
        else if (r.table().get("throw_word"))
            if (const auto badThrow = nameProblem(info.throwWord, "'throw_word'"))
                r.fail(*r.table().get("throw_word"), *badThrow);
    }
    if (auto players = r.child("players")) {
        info.minPlayers = static_cast<int>(players->integer("min", 1, 8));
        info.maxPlayers = static_cast<int>(players->integer("max", 1, 8));
        if (players->ok() && info.minPlayers > info.maxPlayers)
            players->failHere("players: need 1 <= min <= max <= 8");
        // counts = [2, 4]: only some player counts between min and max.
        if (const toml::array* counts = players->array("counts", false)) {
            for (const auto& c : *counts) {
                const auto n = players->integerIn(c, "players: each of 'counts'",
                                                  info.minPlayers, info.maxPlayers);
                if (!n) break;
                info.playerCounts.push_back(static_cast<int>(*n));
            }
            std::sort(info.playerCounts.begin(), info.playerCounts.end());
        }
    }
    if (auto options = r.child("options", false)) {
        info.options = readOptionSpecs(*options);
    }
    // [rules]: the game's own keys, kept for it as they are (SDK 0.3).
    if (auto rules = r.child("rules", false)) {
        for (const auto& [key, node] : rules->table()) {
            const std::string name(key.str());
            if (node.is_boolean())
                info.rules.set(name, rules->boolean(name));
            else if (node.is_integer())
                info.rules.set(name, rules->integer(name));
            else if (node.is_floating_point())
                info.rules.set(name, rules->real(name));
            else if (node.is_string())
                info.rules.set(name, rules->string(name));
            else {
                rules->take(name);
                rules->fail(node, "rules: '" + name +
                                      "' must be true or false, a number or a text (a list or a "
                                      "table is the game's to read: see VariantKeys)");
                break;
            }
        }
    }
    return info;
}

}  // namespace plateau

namespace plateau {

Expected<VariantInfo> readVariantFile(const std::filesystem::path& file, const VariantKeys& extra) {
    auto table = loadToml(file);
    if (!table) return table.error();
    TomlReader reader(*table, file.string());
    VariantInfo info = readVariantHeader(reader);
    if (extra && reader.ok()) extra(reader, info);
    if (auto ok = reader.finish(); !ok) return ok.error();
    return info;
}

Expected<std::vector<std::filesystem::path>> listVariantFiles(const std::filesystem::path& dataDir) {
    const auto dir = dataDir / "variants";
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    std::filesystem::directory_iterator it(dir, ec);
    if (ec) return Error(dir.string(), 0, 0, "cannot list the variants: " + ec.message());
    for (const auto& entry : it) {
        std::error_code fileEc;
        if (entry.path().extension() == ".toml" && entry.is_regular_file(fileEc))
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

namespace detail {

std::vector<std::size_t> variantOrder(const std::vector<const VariantInfo*>& infos,
                                      std::string_view defaultId) {
    std::vector<std::size_t> order(infos.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const VariantInfo& x = *infos[a];
        const VariantInfo& y = *infos[b];
        const bool dx = !defaultId.empty() && x.id == defaultId;
        const bool dy = !defaultId.empty() && y.id == defaultId;
        if (dx != dy) return dx;
        return std::tie(x.order, x.id) < std::tie(y.order, y.id);
    });
    return order;
}

Error noPlayableVariant(const std::filesystem::path& dataDir, const std::vector<Error>& problems) {
    Error error((dataDir / "variants").string(), 0, 0, "no playable variant");
    if (problems.empty())
        error.reason += " (no *.toml file)";
    else
        error.reason += " (first problem: " + problems.front().toString() + ")";
    return error;
}

}  // namespace detail

}  // namespace plateau
