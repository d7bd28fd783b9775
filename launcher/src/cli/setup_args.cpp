#include "cli/setup_args.hpp"

#include <chrono>
#include <cstdint>
#include <random>

#include <plateau/host/numbers.hpp>

#include "tr.hpp"

namespace plateau::cli {

namespace {

std::string trim(std::string_view s) {
    const auto begin = s.find_first_not_of(" \t");
    if (begin == std::string_view::npos) return {};
    const auto end = s.find_last_not_of(" \t");
    return std::string(s.substr(begin, end - begin + 1));
}

std::string botName(const std::string& controller, int seat) {
    // "bot:mcts:hard" → "MCTS bot (hard)", "bot:mcts@300" → "MCTS bot (@300)"
    std::string rest = controller.substr(4);
    std::string budget;
    if (const auto at = rest.rfind('@'); at != std::string::npos && rest.rfind("engine:", 0) != 0) {
        budget = rest.substr(at);
        rest = rest.substr(0, at);
    }
    std::string level;
    if (const auto colon = rest.find(':'); colon != std::string::npos) {
        level = rest.substr(colon + 1);
        rest = rest.substr(0, colon);
    }
    std::string kind = rest == "mcts" ? "MCTS" : rest;
    if (!kind.empty() && kind != "MCTS") kind[0] = static_cast<char>(std::toupper(kind[0]));
    const std::string detail = level.empty()    ? budget
                               : budget.empty() ? level
                                                : level + " " + budget;
    return kind + " bot " + std::to_string(seat + 1) + (detail.empty() ? "" : " (" + detail + ")");
}

}  // namespace

std::uint64_t freshSeed() {
    std::random_device device;
    const auto now = static_cast<std::uint64_t>(
        std::chrono::steady_clock::now().time_since_epoch().count());
    return (static_cast<std::uint64_t>(device()) << 32 ^ device()) ^ now;
}

Expected<std::vector<PlayerSetup>> parsePlayers(const std::string& text) {
    std::vector<PlayerSetup> players;
    if (looksNumeric(trim(text))) {
        auto count = parseInteger<int>(trim(text), 1, 8, "--players (a count)");
        if (!count) return count.error();
        players.resize(static_cast<std::size_t>(*count));
        return players;
    }
    std::string_view rest(text);
    while (true) {
        const auto comma = rest.find(',');
        const std::string entry = trim(rest.substr(0, comma));
        if (entry.empty()) return Error(fillText(tr("--players: an empty name in '{0}'"), {text}));
        PlayerSetup p;
        if (entry.rfind("bot:", 0) == 0) {
            p.controller = entry;
            p.name = botName(entry, static_cast<int>(players.size()));
        } else if (const auto eq = entry.find('='); eq != std::string::npos) {
            // "Anna=bot:mcts": a named bot.
            p.name = trim(entry.substr(0, eq));
            p.controller = trim(entry.substr(eq + 1));
        } else {
            p.name = entry;
        }
        players.push_back(std::move(p));
        if (comma == std::string_view::npos) break;
        rest.remove_prefix(comma + 1);
    }
    return players;
}

void SetupArgs::add(CLI::App& app, bool withPlayers) {
    app.add_option("--variant", m_variant, tr("Variant id, or the path of a variant file"));
    app.add_option("--set", m_set, tr("Set a variant option: KEY=VALUE (repeatable)"))
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
    if (withPlayers) {
        app.add_option("--players", m_players,
                       tr("Player names and bots, e.g. \"Anna,Ben,bot:mcts:hard\", or a count"));
        app.add_option("--first", m_first,
                       tr("Who starts: a player number from 1, or 'rule' for the game's own rule "
                       "(default: the rule, but player 1 when --moves or --dice are given)"));
    }
    // Text, read by parseInteger: CLI11 would take -1, 2^64 and 1e23 as 2^64 - 1.
    app.add_option("--seed", m_seedText, tr("Seed of the dice and the bots, 0 to 2^64-1 (default: a fresh one)"))
        ->type_name("UINT64")
        ->check([](const std::string& text) {
            auto seed = parseInteger<std::uint64_t>(text, 0, UINT64_MAX, "--seed");
            return seed ? std::string() : seed.error().reason;
        })
        ->each([this](const std::string& text) {
            m_seed = parseInteger<std::uint64_t>(text, 0, UINT64_MAX, "--seed").value();
            m_seedGiven = true;
        });
}

Expected<Setup> SetupArgs::build(const Game& game, bool scripted) const {
    auto variant = game.findVariant(m_variant);
    if (!variant) return variant.error();
    Setup setup;
    setup.variant = m_variant.empty() ? variant->id : m_variant;
    setup.seed = m_seedGiven ? m_seed : freshSeed();
    if (m_players.empty()) {
        setup.players.resize(static_cast<std::size_t>(variant->minPlayers));
    } else {
        auto players = parsePlayers(m_players);
        if (!players) return players.error();
        setup.players = std::move(*players);
    }
    for (const auto& assignment : m_set) {
        const auto eq = assignment.find('=');
        if (eq == std::string::npos || eq == 0)
            return Error(fillText(tr("--set takes KEY=VALUE, not '{0}'"), {assignment}));
        const std::string key = assignment.substr(0, eq);
        const OptionSpec* spec = variant->findOption(key);
        if (!spec) {
            std::string known;
            for (const auto& o : variant->options) known += (known.empty() ? "" : ", ") + o.key;
            return Error(known.empty()
                             ? fillText(tr("--set: {0} has no option '{1}'"), {trGame(game.id(), variant->name), key})
                             : fillText(tr("--set: {0} has no option '{1}' (options: {2})"),
                                        {trGame(game.id(), variant->name), key, known}));
        }
        auto value = spec->parse(assignment.substr(eq + 1));
        if (!value) return Error("--set: " + value.error().reason);
        setup.options.set(key, std::move(*value));
    }
    if (m_first == "rule" || (m_first == "auto" && !scripted)) {
        setup.firstPlayer = -1;
    } else if (m_first == "auto") {
        setup.firstPlayer = 0;
    } else {
        auto first = parseInteger<int>(m_first, 1, static_cast<int>(setup.players.size()), "--first");
        if (!first)
            return Error(fillText(tr("--first takes a player number from 1 to {0}, or 'rule', not '{1}'"),
                                  {std::to_string(setup.players.size()), m_first}));
        setup.firstPlayer = *first - 1;
    }
    return setup;
}

}  // namespace plateau::cli
