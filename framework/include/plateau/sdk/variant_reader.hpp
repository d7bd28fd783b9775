#pragma once

#include <algorithm>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/sdk/options.hpp"

namespace plateau {

class TomlReader;  // plateau/sdk/toml.hpp, for games that read keys of their own

// The range of an int option's min, max and default (games keep them in an int).
inline constexpr std::int64_t kIntOptionMin = -2147483647 - 1;
inline constexpr std::int64_t kIntOptionMax = 2147483647;

// Reads the part of a variant file that every game shares:
//   id, name, description, menu_order, [players] min/max/counts, [options.KEY] type/default/…
// The game reads its own keys from the same reader, then calls finish().
PLATEAU_EXPORT VariantInfo readVariantHeader(TomlReader& reader);

PLATEAU_EXPORT std::vector<OptionSpec> readOptionSpecs(TomlReader& options);

// Reads one variant file: the shared header, then `extra` (the game's own keys, from the
// same reader; may be empty), then refuses keys nobody read. Every failure names the file
// and, where known, the line and column.
using VariantKeys = std::function<void(TomlReader& reader, VariantInfo& info)>;
PLATEAU_EXPORT Expected<VariantInfo> readVariantFile(const std::filesystem::path& file,
                                                     const VariantKeys& extra = {});

// The *.toml files of <dataDir>/variants, sorted by name; an error when the folder cannot
// be listed.
PLATEAU_EXPORT Expected<std::vector<std::filesystem::path>> listVariantFiles(
    const std::filesystem::path& dataDir);

// What a game loads from its variant files: every file that reads, and every one that does
// not, with its reason (a bad file never stops the others).
template <class V>
struct VariantSet {
    std::vector<V> variants;  // the default first, then by menu_order, then by id
    std::vector<Error> problems;
};

namespace detail {
PLATEAU_EXPORT std::vector<std::size_t> variantOrder(const std::vector<const VariantInfo*>& infos,
                                                     std::string_view defaultId);
PLATEAU_EXPORT Error noPlayableVariant(const std::filesystem::path& dataDir,
                                       const std::vector<Error>& problems);
inline const VariantInfo& infoOf(const VariantInfo& v) { return v; }
template <class V>
const VariantInfo& infoOf(const V& v) {
    return v.info;
}
template <class V>
const VariantInfo& infoOf(const std::shared_ptr<V>& v) {
    return infoOf(*v);
}
}  // namespace detail

// Scans <dataDir>/variants/*.toml, reads each with `read` (path -> Expected<V>, where V is
// a VariantInfo, or has a member `info`, or is a shared_ptr to such), refuses a second
// file with the same id, and orders them: `defaultId` first when given, then by
// menu_order, then by id. No readable variant at all is an error naming the first problem.
template <class V, class Read>
Expected<VariantSet<V>> loadVariantSet(const std::filesystem::path& dataDir, Read&& read,
                                       std::string_view defaultId = {}) {
    auto files = listVariantFiles(dataDir);
    if (!files) return files.error();
    VariantSet<V> loaded;
    for (const auto& file : *files) {
        Expected<V> variant = read(file);
        if (!variant) {
            loaded.problems.push_back(variant.error());
            continue;
        }
        // Two files with one id: the file named after the id keeps it (a copy such as
        // a-copy.toml never replaces the real one), else the first in sorted order; the
        // other is refused by name, so every machine resolves it the same way.
        const std::string id = detail::infoOf(*variant).id;
        const auto same = std::find_if(loaded.variants.begin(), loaded.variants.end(),
                                       [&](const V& v) { return detail::infoOf(v).id == id; });
        if (same != loaded.variants.end()) {
            const auto keptFile = detail::infoOf(*same).file;
            const bool takeOver = file.stem() == id && keptFile.stem() != id;
            const auto& skipped = takeOver ? keptFile : file;
            const auto& kept = takeOver ? file : keptFile;
            loaded.problems.push_back(Error(skipped.string(), 1, 1,
                                            "id '" + id + "' is already the id of " +
                                                kept.filename().string() +
                                                "; this file is skipped"));
            if (takeOver) *same = std::move(*variant);
            continue;
        }
        loaded.variants.push_back(std::move(*variant));
    }
    if (loaded.variants.empty()) return detail::noPlayableVariant(dataDir, loaded.problems);
    std::vector<const VariantInfo*> infos;
    for (const V& v : loaded.variants) infos.push_back(&detail::infoOf(v));
    std::vector<V> sorted;
    for (std::size_t i : detail::variantOrder(infos, defaultId))
        sorted.push_back(std::move(loaded.variants[i]));
    loaded.variants = std::move(sorted);
    return loaded;
}

// The common case: variants that are only the shared header plus the game's own keys.
inline Expected<VariantSet<VariantInfo>> loadVariants(const std::filesystem::path& dataDir,
                                                      const VariantKeys& extra = {},
                                                      std::string_view defaultId = {}) {
    return loadVariantSet<VariantInfo>(
        dataDir, [&](const std::filesystem::path& f) { return readVariantFile(f, extra); },
        defaultId);
}

}  // namespace plateau
