#include "app/setup_model.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include <plateau/sdk/game.hpp>

#include "tr.hpp"

namespace plateau::gui {

namespace {

const char* const kNames[] = {"Anna", "Bram", "Chloé", "Daan", "Eva", "Femke", "Gijs", "Hugo"};

}  // namespace

std::string SetupModel::inWords(std::string reason, const VariantInfo& variant,
                                std::string_view domain) {
    for (const auto& option : variant.options) {
        if (option.label.empty()) continue;
        OptionSpec spec = option;
        if (!domain.empty()) spec.label = translate(domain, spec.label);
        const std::string quoted = "'" + spec.key + "'";
        for (const std::string& form : {"option " + quoted, quoted}) {
            for (auto at = reason.find(form); at != std::string::npos; at = reason.find(form))
                reason.replace(at, form.size(), spec.label);
        }
        // A bare key as a word of its own ("board_size must be odd").
        const std::regex word("\\b" + spec.key + "\\b");
        reason = std::regex_replace(reason, word, spec.label);
    }
    if (!reason.empty())
        reason[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(reason[0])));
    return reason;
}

std::vector<Color> SetupModel::paletteFor(const Game& game) {
    std::vector<Color> palette = game.defaultColors();
    const Color extra[] = {{214, 69, 65, 255},  {52, 120, 214, 255}, {76, 175, 80, 255},
                           {245, 196, 45, 255}, {156, 89, 182, 255}, {26, 188, 176, 255},
                           {240, 130, 40, 255}, {236, 236, 236, 255}};
    for (const auto& c : extra)
        if (palette.size() < 8 && std::find(palette.begin(), palette.end(), c) == palette.end())
            palette.push_back(c);
    return palette;
}

SetupModel::SetupModel(std::shared_ptr<const Game> game, std::vector<Color> palette)
    : m_game(std::move(game)), m_palette(std::move(palette)) {
    if (m_palette.empty()) m_palette.push_back({128, 128, 128, 255});
    for (int i = 0; i < 8; ++i)
        m_seats.push_back({kNames[i], i % static_cast<int>(m_palette.size()), 0});
    selectVariant(0);
}

const VariantInfo& SetupModel::variant() const {
    return m_game->variants()[static_cast<std::size_t>(m_variant)];
}

void SetupModel::selectVariant(int index) {
    const auto& variants = m_game->variants();
    index = std::clamp(index, 0, static_cast<int>(variants.size()) - 1);
    if (!m_options.all().empty()) m_optionsByVariant[variant().id] = m_options;
    m_variant = index;
    const auto& v = variant();
    m_options = OptionValues();
    const auto known = m_optionsByVariant.find(v.id);
    for (const auto& spec : v.options) {
        const auto& all = known != m_optionsByVariant.end() ? known->second.all() : m_options.all();
        const auto it = all.find(spec.key);
        m_options.set(spec.key, it != all.end() && spec.check(it->second).ok() ? it->second
                                                                               : spec.defaultValue);
    }
    // Whether a seat has anything to decide: if not, the computer just throws for it.
    std::vector<std::string> before;
    for (const auto& s : m_seats)
        before.push_back(m_controllers.empty()
                             ? std::string("human")
                             : m_controllers[static_cast<std::size_t>(s.controller)].controller);
    m_controllers = controllerChoices(*m_game, playersDecide(*m_game));
    for (std::size_t i = 0; i < m_seats.size(); ++i) {
        int k = 0;
        for (std::size_t c = 0; c < m_controllers.size(); ++c)
            if (m_controllers[c].controller == before[i]) k = static_cast<int>(c);
        // A bot that this variant does not offer becomes its computer.
        if (k == 0 && before[i] != "human") k = m_controllers.size() > 1 ? 1 : 0;
        m_seats[i].controller = k;
    }
    setPlayerCount(m_playerCount);
}

void SetupModel::setOption(const std::string& key, OptionValue value) {
    m_options.set(key, std::move(value));
}

void SetupModel::setPlayerCount(int count) {
    const auto& v = variant();
    m_playerCount = std::clamp(count, v.minPlayers, v.maxPlayers);
    while (!v.allowsPlayers(m_playerCount) && m_playerCount < v.maxPlayers)
        ++m_playerCount;
    m_first = std::min(m_first, m_playerCount);
}

void SetupModel::setName(int seat, std::string name) {
    if (seat >= 0 && seat < static_cast<int>(m_seats.size()))
        m_seats[static_cast<std::size_t>(seat)].name = std::move(name);
}

void SetupModel::setColor(int seat, int color) {
    if (seat >= 0 && seat < static_cast<int>(m_seats.size()) && color >= 0 &&
        color < static_cast<int>(m_palette.size()))
        m_seats[static_cast<std::size_t>(seat)].color = color;
}

void SetupModel::setController(int seat, int controller) {
    if (seat >= 0 && seat < static_cast<int>(m_seats.size()) && controller >= 0 &&
        controller < static_cast<int>(m_controllers.size()))
        m_seats[static_cast<std::size_t>(seat)].controller = controller;
}

void SetupModel::setFirst(int first) {
    m_first = std::clamp(first, 0, m_playerCount);
}

bool SetupModel::colorTaken(int seat, int color) const {
    for (int j = 0; j < m_playerCount; ++j)
        if (j != seat && m_seats[static_cast<std::size_t>(j)].color == color) return true;
    return false;
}

Setup SetupModel::setup() const {
    Setup setup;
    setup.variant = variant().id;
    setup.options = m_options;
    for (int i = 0; i < m_playerCount; ++i) {
        const auto& seat = m_seats[static_cast<std::size_t>(i)];
        PlayerSetup p;
        p.name = seat.name;
        p.controller = m_controllers[static_cast<std::size_t>(seat.controller)].controller;
        p.color = m_palette[static_cast<std::size_t>(seat.color)];
        setup.players.push_back(p);
    }
    // -1: the game's own rule (a roll-off, a draw), played out on the board.
    setup.firstPlayer = m_first - 1;
    return setup;
}

std::string SetupModel::problem() const {
    for (int i = 0; i < m_playerCount; ++i)
        for (int j = 0; j < i; ++j)
            if (m_seats[static_cast<std::size_t>(i)].color ==
                m_seats[static_cast<std::size_t>(j)].color)
                return fillText(tr("Players {0} and {1} have the same colour."),
                                {std::to_string(j + 1), std::to_string(i + 1)});
    // The game's own check, on a throwaway state; what it refuses is said in words.
    auto state = m_game->newState(setup());
    if (!state) return inWords(state.error().reason, variant(), m_game->id());
    return {};
}

Expected<Setup> SetupModel::checked(std::uint64_t seed) const {
    if (auto why = problem(); !why.empty()) return Error(why);
    Setup out = setup();
    out.seed = seed;
    return out;
}

RememberedSetup SetupModel::remembered() const {
    RememberedSetup r;
    r.variant = variant().id;
    r.players = m_playerCount;
    for (const auto& s : m_seats)
        r.seats.push_back(
            {s.name, s.color, m_controllers[static_cast<std::size_t>(s.controller)].controller});
    r.options = m_optionsByVariant;
    r.options[r.variant] = m_options;
    return r;
}

void SetupModel::recall(const RememberedSetup& r) {
    m_optionsByVariant = r.options;
    m_options = OptionValues();  // so that selectVariant takes the remembered ones
    const auto& variants = m_game->variants();
    int index = 0;
    for (std::size_t i = 0; i < variants.size(); ++i)
        if (variants[i].id == r.variant) index = static_cast<int>(i);
    for (std::size_t i = 0; i < r.seats.size() && i < m_seats.size(); ++i)
        m_seats[i].controller = 0;
    selectVariant(index);
    if (variant().allowsPlayers(r.players)) m_playerCount = r.players;
    for (std::size_t i = 0; i < r.seats.size() && i < m_seats.size(); ++i) {
        auto& s = m_seats[i];
        const auto& seat = r.seats[i];
        s.name = seat.name.substr(0, 60);
        if (seat.color >= 0 && seat.color < static_cast<int>(m_palette.size()))
            s.color = seat.color;
        for (std::size_t k = 0; k < m_controllers.size(); ++k)
            if (m_controllers[k].controller == seat.controller) s.controller = static_cast<int>(k);
    }
    // Who starts is chosen afresh each time: by default as the variant's rules say.
    // Colours stay unique even if the file says otherwise.
    for (int i = 0; i < m_playerCount; ++i) {
        auto& s = m_seats[static_cast<std::size_t>(i)];
        for (int k = 0; colorTaken(i, s.color) && k < static_cast<int>(m_palette.size()); ++k)
            s.color = (s.color + 1) % static_cast<int>(m_palette.size());
    }
}

}  // namespace plateau::gui
