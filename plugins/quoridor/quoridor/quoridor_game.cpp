#include "quoridor/quoridor_game.hpp"

#include <algorithm>

#include <plateau/sdk/toml.hpp>
#include <plateau/sdk/variant_reader.hpp>

#include "quoridor/standard_record.hpp"
#include "quoridor/texts.hpp"

namespace quoridor {

using namespace plateau;

namespace {

constexpr int kMinBoard = 5;
constexpr int kMaxBoard = 11;

// Where in the file an option is declared, for the error's line and column.
Error optionError(const toml::table& table, const std::string& file, const std::string& key,
                  const std::string& why) {
    if (const toml::node* node = table.at_path("options." + key).node())
        return errorAt(*node, file, why);
    return Error(file, 0, 0, why);
}

}  // namespace

Expected<VariantInfo> readQuoridorVariant(const std::filesystem::path& file) {
    auto table = loadToml(file);
    if (!table) return table.error();
    const std::string path = file.string();
    TomlReader reader(*table, path);
    VariantInfo info = readVariantHeader(reader);
    if (auto ok = reader.finish(); !ok) return ok.error();
    // 3 players is refused by the rules, so a variant that allows only 3 (counts = [3],
    // or min = max = 3) could never be played.
    bool playable = false;
    for (int n : {2, 4})
        playable = playable || info.allowsPlayers(n);
    if (info.minPlayers < 2 || info.maxPlayers > 4 || !playable ||
        std::find(info.playerCounts.begin(), info.playerCounts.end(), 3) !=
            info.playerCounts.end()) {
        const toml::node* players = table->get("players");
        const std::string why = "players: Quoridor is played by 2 or 4 players";
        return players ? errorAt(*players, path, why) : Error(path, 0, 0, why);
    }
    for (const OptionSpec& spec : info.options) {
        const auto fail = [&](const std::string& why) {
            return optionError(*table, path, spec.key, "option '" + spec.key + "': " + why);
        };
        if (spec.key != "board_size" && spec.key != "walls_per_player" && spec.key != "max_plies") {
            return fail(
                "unknown to Quoridor (it reads board_size, walls_per_player and "
                "max_plies)");
        }
        if (spec.type != OptionType::Int) return fail("must be of type int");
        const auto value = std::get<std::int64_t>(spec.defaultValue);
        if (spec.key == "board_size") {
            if (spec.min < kMinBoard || spec.max > kMaxBoard)
                return fail("the board has 5 to 11 squares a side");
            if (value % 2 == 0) return fail("the default must be odd");
        } else if (spec.min < 0) {
            return fail("may not be negative");
        }
    }
    return info;
}

const GameType kQuoridorType{
    .id = "quoridor",
    .name = PLATEAU_N_("Quoridor"),
    .description = PLATEAU_N_(
        "Race your pawn to the far side; walls slow the others, but never shut them in."),
    .dice = DiceThrow::None,  // who starts is drawn by the SDK (GameType::firstPlayer)
    .decisions = true,
    .board = BoardStyle::Wood,
    .pieceName = PLATEAU_N_("pawn"),
    .slotPieceName = PLATEAU_N_("wall"),
    .slotPieceTurns = true,
};

Expected<std::shared_ptr<const QuoridorGame>> QuoridorGame::load(
    const std::filesystem::path& dataDir) {
    // "standard" first: the first variant is the default one.
    auto loaded = loadVariantSet<VariantInfo>(dataDir, readQuoridorVariant, "standard");
    if (!loaded) return loaded.error();
    // The opening book: read, bounded and checked; a broken one is left out, with why.
    std::shared_ptr<const OpeningBook> book;
    std::string bookProblem;
    const auto bookFile = dataDir / "bot" / "opening_book.txt";
    if (std::error_code ec; std::filesystem::exists(bookFile, ec)) {
        if (auto read = OpeningBook::load(bookFile))
            book = std::make_shared<const OpeningBook>(std::move(*read));
        else
            bookProblem = read.error().reason;
    }
    return makeGame<QuoridorGame>(std::move(loaded->variants), std::move(loaded->problems),
                                  std::move(book), std::move(bookProblem));
}

Expected<VariantInfo> QuoridorGame::loadVariantFile(const std::filesystem::path& file) const {
    return readQuoridorVariant(file);
}

std::optional<std::string> QuoridorGame::exportStandardNotation(const State& state) const {
    return toStandardNotation(state);
}

Expected<StatePtr> QuoridorGame::importStandardNotation(Setup setup, std::string_view text) const {
    return readStandardRecord(*this, std::move(setup), text);
}

Expected<Rules> QuoridorGame::rulesFor(const Setup& setup) {
    Rules rules;
    rules.numPlayers = static_cast<int>(setup.players.size());
    if (rules.numPlayers != 2 && rules.numPlayers != 4) {
        return Error(fillText(tx("Quoridor is played by 2 or 4 players, not {0}"),
                              {std::to_string(rules.numPlayers)}));
    }
    const std::int64_t size = setup.options.getInt("board_size", 9);
    if (size < kMinBoard || size > kMaxBoard || size % 2 == 0) {
        return Error(fillText(tx("board_size must be odd, from 5 to 11 (5, 7, 9 or 11), not {0}"),
                              {std::to_string(size)}));
    }
    rules.size = static_cast<int>(size);
    const std::int64_t walls = setup.options.getInt("walls_per_player", 0);
    if (walls < 0 || walls > 100)
        return Error(tx("walls_per_player must be 0 (the official count) to 100"));
    rules.wallsPerPlayer = walls > 0 ? static_cast<int>(walls)
                                     : Board::defaultWallsPerPlayer(rules.size, rules.numPlayers);
    const std::int64_t plies = setup.options.getInt("max_plies", 0);
    if (plies < 0 || plies > 1'000'000)
        return Error(tx("max_plies must be 0 (no limit) to 1000000"));
    rules.maxPlies = static_cast<int>(plies);
    return rules;
}

Expected<StatePtr> QuoridorGame::createState(std::shared_ptr<const Setup> setup,
                                             const VariantInfo&) const {
    auto rules = rulesFor(*setup);
    if (!rules) return rules.error();
    return StatePtr(new QuoridorState(shared(), std::move(setup), *rules));
}

}  // namespace quoridor
