#include "plateau/sdk/game.hpp"

#include <algorithm>

#include "plateau/sdk/first_player.hpp"
#include "plateau/sdk/state.hpp"
#include "plateau/sdk/text.hpp"
#include "plateau/sdk/turn_order.hpp"
#include "plateau/host/text_limits.hpp"
#include "texts.hpp"

namespace plateau {

Game::~Game() = default;

void bindGame(const std::shared_ptr<const Game>& handle, const GameType& declared) {
    if (!handle->m_typeGiven) handle->m_type = declared;
    bindGame(handle);
}

void bindGame(const std::shared_ptr<const Game>& handle) {
    handle->m_self = handle;
    GameType& type = handle->m_type;
    if (type.id.empty()) type.id = handle->id();
    if (type.name.empty()) type.name = handle->name();
    if (type.description.empty()) type.description = handle->description();
}

std::shared_ptr<const Game> Game::shared() const {
    auto self = m_self.lock();
    assert(self && "a Game must be bound (bindGame/makeGame) before it makes states");
    return self;
}

const Look& Game::look() const {
    static const Look kNone;
    return m_look ? *m_look : kNone;
}

void attachLook(const Game& game, Look look) { game.m_look = std::make_shared<const Look>(std::move(look)); }

std::vector<Color> Game::defaultColors() const {
    // Distinct on both light and dark boards, and for the common colour blindnesses
    // (Okabe–Ito palette), then two extra.
    return {{230, 159, 0},  {86, 180, 233}, {0, 158, 115},   {240, 228, 66},
            {0, 114, 178},  {213, 94, 0},   {204, 121, 167}, {120, 120, 120}};
}

int Game::minPlayers() const {
    int n = kMaxPlayers;
    for (const auto& v : variants()) n = std::min(n, v.minPlayers);
    return variants().empty() ? 0 : n;
}

int Game::maxPlayers() const {
    int n = 0;
    for (const auto& v : variants()) n = std::max(n, v.maxPlayers);
    return n;
}

Expected<VariantInfo> Game::findVariant(std::string_view idOrPath) const {
    const auto& all = variants();
    if (idOrPath.empty()) {
        if (all.empty()) return Error(fillText(detail::tx("game '{0}' has no variant"), {id()}));
        return all.front();
    }
    for (const auto& v : all)
        if (v.id == idOrPath) return v;
    const std::filesystem::path file(idOrPath);
    const bool looksLikeFile = idOrPath.find('/') != std::string_view::npos ||
                               file.extension() == ".toml";
    if (!looksLikeFile) {
        std::string known;
        for (const auto& v : all) known += (known.empty() ? "" : ", ") + v.id;
        return Error(fillText(detail::tx("game '{0}' has no variant '{1}' (known: {2})"),
                              {id(), std::string(idOrPath), known}));
    }
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec))
        return Error(file.string(), 0, 0, detail::tx("no such variant file"));
    return loadVariantFile(file);
}

Expected<VariantInfo> Game::loadVariantFile(const std::filesystem::path& file) const {
    return Error(file.string(), 0, 0, "game '" + id() + "' does not read variant files");
}

Expected<StatePtr> Game::newState(Setup setup) const {
    auto variant = findVariant(setup.variant);
    if (!variant) return variant.error();
    // Keep a variant file's path, so that the record can find it again.
    if (setup.variant.empty() || setup.variant == variant->id) setup.variant = variant->id;
    const int n = static_cast<int>(setup.players.size());
    if (!variant->allowsPlayers(n)) {
        const std::string gameName = translate(id(), name());
        const std::string what = variant->name == name()
                                     ? gameName
                                     : gameName + " (" + translate(id(), variant->name) + ")";
        return Error(fillText(detail::tx("{0} is for {1} players, not {2}"),
                              {what, variant->playersText(), std::to_string(n)}));
    }
    if (setup.firstPlayer < -1 || setup.firstPlayer >= n)
        return Error(fillText(detail::tx("first player {0} is not one of the {1} players"),
                              {std::to_string(setup.firstPlayer + 1), std::to_string(n)}));
    for (int i = 0; i < n; ++i) {
        auto& p = setup.players[i];
        if (p.name.empty()) p.name = fillText(detail::tx("Player {0}"), {std::to_string(i + 1)});
        if (auto why = nameProblem(p.name, "player " + std::to_string(i + 1) + "'s name"))
            return Error(*why);
    }
    if (auto ok = setup.options.resolve(variant->options); !ok) return ok.error();
    // Who starts, left open: the SDK draws from the seed (first_player.hpp). The game is made
    // from the drawn player, and the state keeps the setup as given, so that its record
    // keeps the seed and not the outcome: a replay draws the same player and logs the same,
    // and a new game from the setup with another seed draws again.
    auto given = std::make_shared<const Setup>(std::move(setup));
    const bool draw = given->firstPlayer == -1 && type().firstPlayer == FirstPlayerRule::Draw;
    std::shared_ptr<const Setup> made = given;
    if (draw) {
        Setup drawn = *given;
        drawn.firstPlayer = drawFirstPlayer(drawn);
        made = std::make_shared<const Setup>(std::move(drawn));
    }
    auto state = createState(made, *variant);
    if (state && draw) {
        State& s = **state;
        s.m_setup = given;
        const int first = made->firstPlayer;
        if (n > 1)
            s.log(first, [&] { return fillText(translate("plateau", "{0} is drawn to start"), {s.playerName(first)}); });
    }
    return state;
}

}  // namespace plateau
