#include "app/setup_memory.hpp"

#include <cctype>
#include <fstream>
#include <system_error>

#include <plateau/sdk/toml.hpp>

namespace plateau::gui {

std::filesystem::path rememberedSetupFile(const std::filesystem::path& settingsFile,
                                          const std::string& gameId) {
    // Only the letters a file name can always carry.
    std::string safe;
    for (const char c : gameId)
        safe += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ? c : '_';
    return settingsFile.parent_path() / "setups" / (safe + ".toml");
}

std::optional<RememberedSetup> loadRememberedSetup(const std::filesystem::path& file) {
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return std::nullopt;
    auto table = loadToml(file);
    if (!table) return std::nullopt;
    const auto& t = *table;
    RememberedSetup r;
    r.variant = t["variant"].value_or(std::string());
    r.players = static_cast<int>(t["players"].value_or(std::int64_t{0}));
    r.clock = t["clock"].value_or(std::string());
    if (const auto* seats = t["seat"].as_array()) {
        for (const auto& node : *seats) {
            const auto* seat = node.as_table();
            if (!seat) continue;
            RememberedSetup::Seat s;
            s.name = (*seat)["name"].value_or(std::string());
            s.color = static_cast<int>((*seat)["color"].value_or(std::int64_t{0}));
            s.controller = (*seat)["controller"].value_or(std::string("human"));
            r.seats.push_back(s);
        }
    }
    if (const auto* options = t["options"].as_table()) {
        for (const auto& [variant, node] : *options) {
            const auto* values = node.as_table();
            if (!values) continue;
            OptionValues v;
            for (const auto& [key, value] : *values) {
                if (value.is_boolean())
                    v.set(std::string(key), *value.value<bool>());
                else if (value.is_integer())
                    v.set(std::string(key), *value.value<std::int64_t>());
                else if (value.is_floating_point())
                    v.set(std::string(key), *value.value<double>());
                else if (value.is_string())
                    v.set(std::string(key), *value.value<std::string>());
            }
            r.options[std::string(variant)] = v;
        }
    }
    return r;
}

std::optional<std::string> saveRememberedSetup(const RememberedSetup& r,
                                               const std::filesystem::path& file) {
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) return "cannot create " + file.parent_path().string() + ": " + ec.message();
    toml::array seats;
    for (const auto& s : r.seats)
        seats.push_back(toml::table{{"name", s.name},
                                    {"color", static_cast<std::int64_t>(s.color)},
                                    {"controller", s.controller}});
    toml::table options;
    for (const auto& [variant, values] : r.options) {
        toml::table v;
        for (const auto& [key, value] : values.all())
            std::visit([&](const auto& x) { v.insert_or_assign(key, x); }, value);
        options.insert_or_assign(variant, v);
    }
    toml::table root{{"variant", r.variant},
                     {"players", static_cast<std::int64_t>(r.players)},
                     {"seat", seats},
                     {"options", options}};
    if (!r.clock.empty()) root.insert_or_assign("clock", r.clock);
    const auto temp = file.string() + ".tmp";
    {
        std::ofstream out(temp);
        if (!out) return "cannot write " + temp;
        out << "# The setup screen's last choices for this game (written by Plateau)\n"
            << root << "\n";
        if (!out) return "cannot write " + temp;
    }
    std::filesystem::rename(temp, file, ec);
    if (ec) return "cannot write " + file.string() + ": " + ec.message();
    return std::nullopt;
}

}  // namespace plateau::gui
