#include "goose/goose_game.hpp"

#include <algorithm>

#include "goose/goose_state.hpp"

namespace goose {

using plateau::Error;
using plateau::Expected;

Expected<std::shared_ptr<const GooseGame>> GooseGame::load(const std::filesystem::path& dataDir) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dataDir / "variants", ec))
        if (entry.path().extension() == ".toml") files.push_back(entry.path());
    if (ec) return Error((dataDir / "variants").string(), 0, 0, "cannot list: " + ec.message());
    // Directory order is no order: sorted, which file keeps a duplicated id is the same on
    // every machine, and a file named after its id (ganzenbord.toml) keeps it first.
    std::sort(files.begin(), files.end());

    std::vector<Variant> read;
    std::vector<Error> problems;
    for (const auto& file : files) {
        auto variant = readVariant(file);
        if (!variant)
            problems.push_back(variant.error());
        else
            read.push_back(std::move(*variant));
    }
    std::stable_sort(read.begin(), read.end(), [](const Variant& a, const Variant& b) {
        return (a.info.file.stem() == a.info.id) > (b.info.file.stem() == b.info.id);
    });
    std::vector<std::shared_ptr<const Variant>> variants;
    for (auto& variant : read) {
        const auto same = std::find_if(variants.begin(), variants.end(),
                                       [&](const auto& v) { return v->info.id == variant.info.id; });
        if (same != variants.end()) {
            problems.push_back(Error(variant.info.file.string(), 1, 1,
                                     "id '" + variant.info.id + "' is already the id of " +
                                         (*same)->info.file.filename().string() +
                                         "; this file is skipped"));
            continue;
        }
        variants.push_back(std::make_shared<const Variant>(std::move(variant)));
    }
    std::sort(variants.begin(), variants.end(), [](const auto& a, const auto& b) {
        return std::tie(a->menuOrder, a->info.id) < std::tie(b->menuOrder, b->info.id);
    });
    if (variants.empty()) {
        Error error((dataDir / "variants").string(), 0, 0, "no playable variant");
        if (!problems.empty())
            error.reason += " (first problem: " + problems.front().toString() + ")";
        return error;
    }
    return plateau::makeGame<GooseGame>(std::move(variants), std::move(problems));
}

GooseGame::GooseGame(std::vector<std::shared_ptr<const Variant>> variants,
                     std::vector<Error> problems)
    : m_variants(std::move(variants)), m_problems(std::move(problems)) {
    for (const auto& v : m_variants)
        m_infos.push_back(v->info);
}

std::string GooseGame::description() const {
    return PLATEAU_N_(
        "Race your goose along the spiral of 63 squares: geese double your throw, the "
        "well and the prison hold you, death sends you back to the start.");
}

Expected<std::shared_ptr<const Variant>> GooseGame::rulesFor(
    const plateau::VariantInfo& info) const {
    for (const auto& v : m_variants)
        if (v->info.id == info.id && v->info.file == info.file) return v;
    auto variant = readVariant(info.file);
    if (!variant) return variant.error();
    return std::make_shared<const Variant>(std::move(*variant));
}

Expected<plateau::VariantInfo> GooseGame::loadVariantFile(const std::filesystem::path& file) const {
    auto variant = readVariant(file);
    if (!variant) return variant.error();
    return variant->info;
}

Expected<plateau::StatePtr> GooseGame::createState(std::shared_ptr<const plateau::Setup> setup,
                                                   const plateau::VariantInfo& info) const {
    auto variant = rulesFor(info);
    if (!variant) return variant.error();
    auto rules = std::make_shared<const Rules>((*variant)->rules(setup->options));
    return plateau::StatePtr(
        new GooseState(shared(), std::move(setup), std::move(*variant), std::move(rules)));
}

}  // namespace goose
