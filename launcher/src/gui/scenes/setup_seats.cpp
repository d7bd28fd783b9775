#include "scenes/setup_seats.hpp"

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/player_stats.hpp"
#include "app/script_input.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"

namespace plateau::gui {

namespace {

// The first choice of "Who starts": the variant's own rule (a roll-off, a draw).
const char* const kByTheRules = PLATEAU_N_("As the rules say");

}  // namespace

void SeatRows::namePlaceholder(Row& row, int seat, bool invited) {
    row.name->setPlaceholder(
        toSfString(invited ? tr("Account to invite")
                           : fillText(tr("Player {0}"), {std::to_string(seat + 1)})));
}

std::map<int, std::string> SeatRows::invites() const {
    std::map<int, std::string> out;
    for (const int seat : m_invited)
        if (seat < static_cast<int>(m_rows.size()))
            out[seat] = toUtf8(m_rows[static_cast<std::size_t>(seat)].name->text());
    return out;
}

void SeatRows::rebuild(const SetupModel& model, const std::vector<sf::Color>& palette) {
    const Theme& t = *m_theme;
    const auto& v = model.variant();
    m_count = std::make_unique<Spinner>(t, model.playerCount(), v.minPlayers, v.maxPlayers, 1);
    if (!v.playerCounts.empty())
        m_count->setAllowed({v.playerCounts.begin(), v.playerCounts.end()});
    // TRANSLATORS: after the number of players, with its space: "4 players".
    m_count->setSuffix(toSfString(tr(" players")));
    m_count->setEnabled(v.minPlayers != v.maxPlayers);
    m_rows.clear();
    m_kindsRated.clear();
    m_kindsPlain.clear();
    for (const auto& c : model.controllers()) {
        const auto rating = m_ratings ? m_ratings(model.game().id(), c.controller) : std::nullopt;
        m_kindsPlain.push_back(toSfString(c.label));
        m_kindsRated.push_back(toSfString(
            rating ? c.label + " (" + fillText(tr("about {0}"), {ratingNumber(*rating)}) + ")"
                   : c.label));
    }
    const int invited = static_cast<int>(m_kindsRated.size());
    if (m_online) {
        // TRANSLATORS: a seat of an online table kept for an account named in its name field.
        m_kindsRated.push_back(toSfString(tr("Invited")));
        m_kindsPlain.push_back(m_kindsRated.back());
    }
    const auto& kinds = m_kindsRated;
    for (int i = 0; i < model.playerCount(); ++i) {
        const auto& seat = model.seats()[static_cast<std::size_t>(i)];
        Row row;
        row.color = std::make_unique<ColorPicker>(t, palette, seat.color);
        row.color->setTaken([&model, i](int color) { return model.colorTaken(i, color); });
        // An invited account's name may be longer than a player's (name@server).
        row.name = std::make_unique<TextField>(t, toSfString(seat.name), m_online ? 64 : kMaxName);
        const bool isInvited = m_online && m_invited.count(i);
        row.kind = std::make_unique<ChoiceBox>(t, kinds, isInvited ? invited : seat.controller);
        m_rows.push_back(std::move(row));
        namePlaceholder(m_rows.back(), i, isInvited);
    }
    m_first = std::make_unique<ChoiceBox>(t, std::vector<sf::String>{toSfString(tr(kByTheRules))},
                                          model.first());
    refreshFirst(model, palette);
}

void SeatRows::addTo(WidgetGroup& group) {
    group.add(*m_count, "players");
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        auto& row = m_rows[i];
        group.add(*row.color, "color:" + std::to_string(i));
        group.add(*row.name, "name:" + std::to_string(i));
        group.add(*row.kind, "kind:" + std::to_string(i));
    }
    group.add(*m_first, "first");
}

void SeatRows::refreshFirst(const SetupModel& model, const std::vector<sf::Color>& palette) {
    std::vector<sf::String> first{toSfString(tr(kByTheRules))};
    std::vector<sf::Color> dots{sf::Color::Transparent};
    for (int i = 0; i < model.playerCount(); ++i) {
        const auto& seat = model.seats()[static_cast<std::size_t>(i)];
        first.push_back(toSfString(
            seat.name.empty() ? fillText(tr("Player {0}"), {std::to_string(i + 1)}) : seat.name));
        dots.push_back(palette[static_cast<std::size_t>(seat.color)]);
    }
    m_first->setChoices(first);
    m_first->setDotColors(dots);
}

void SeatRows::readInto(SetupModel& model) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const int seat = static_cast<int>(i);
        model.setName(seat, toUtf8(m_rows[i].name->text()));
        model.setColor(seat, m_rows[i].color->index());
        const int kind = m_rows[i].kind->index();
        const bool invited = m_online && kind >= static_cast<int>(model.controllers().size());
        model.setController(seat, invited ? 0 : kind);
        if (invited)
            m_invited.insert(seat);
        else
            m_invited.erase(seat);
    }
    if (m_first) model.setFirst(m_first->index());
}

float SeatRows::place(std::vector<sf::Text>& texts, float x, float y, float width,
                      float rowsHeight) {
    const Theme& t = *m_theme;
    auto header = [&](const std::string& text, float top) {
        auto h = makeText(toSfString(text), t.bold(), t.textSize(15), t.colors.accent);
        placeText(h, x, top);
        texts.push_back(h);
    };
    header(tr("PLAYERS"), y);
    m_count->setRect({x + width - t.px(190), y - t.px(8), t.px(190), t.px(36)});
    y = placeRows(x, y + t.px(40), width, rowsHeight) + t.px(14);
    header(tr("WHO STARTS"), y);
    m_first->setRect({x, y + t.px(28), width, t.px(42)});
    return y + t.px(28) + t.px(42) + t.px(22);
}

float SeatRows::placeRows(float x, float y, float width, float height) {
    const Theme& t = *m_theme;
    const float prH =
        std::min(t.px(42), height / std::max(1.f, static_cast<float>(m_rows.size())) - t.px(8));
    // The kind box is as wide as its longest choice (nothing cut), the name gets the rest.
    const auto kindWidth = [&](const std::vector<sf::String>& choices) {
        float longest = 0;
        for (const auto& choice : choices)
            longest = std::max(longest, makeText(choice, t.regular(), t.textSize(16), t.colors.text)
                                            .getLocalBounds()
                                            .width);
        return std::min(longest + 2 * prH + t.px(12), width - prH - t.px(20) - t.px(110));
    };
    // Room for a longish name ("Alexandrina"), else the kind box under the name (issue 31,
    // 9: the names narrowed to a few letters at 800x600).
    const float wantedName =
        makeText(toSfString("Alexandrina"), t.regular(), t.textSize(16), t.colors.text)
            .getLocalBounds()
            .width +
        t.px(28);
    // The levels' ratings where they leave the name its room; else the levels alone beside
    // the name when that is enough (the rows stay one line each, and what comes under them
    // keeps its room); else the ratings, the kind box under the name.
    float kindW = kindWidth(m_kindsRated);
    bool rated = true;
    if (width - prH - kindW - t.px(20) < wantedName) {
        const float plainW = kindWidth(m_kindsPlain);
        if (width - prH - plainW - t.px(20) >= wantedName) {
            kindW = plainW;
            rated = false;
        }
    }
    for (auto& row : m_rows)
        row.kind->setChoices(rated ? m_kindsRated : m_kindsPlain);
    const float sideName = width - prH - kindW - t.px(20);
    const auto n = static_cast<float>(m_rows.size());
    const bool stacked = sideName < wantedName && n * (2 * prH + t.px(14)) <= height;
    const float nameX = x + prH + t.px(10);
    for (auto& row : m_rows) {
        row.color->setRect({x, y, prH, prH});
        if (stacked) {
            row.name->setRect({nameX, y, x + width - nameX, prH});
            y += prH + t.px(4);
            row.kind->setRect({nameX, y, x + width - nameX, prH});
        } else {
            row.name->setRect({nameX, y, sideName, prH});
            row.kind->setRect({x + width - kindW, y, kindW, prH});
        }
        y += prH + t.px(8);
    }
    m_nameWidth = stacked ? x + width - nameX : sideName;
    return y;
}

SeatRows::Changed SeatRows::handleEvent(const sf::Event& event, EventLog& log) {
    Changed changed;
    if (m_count->handleEvent(event)) {
        changed.count = static_cast<int>(m_count->value());
        return changed;
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        auto& row = m_rows[i];
        if (row.color->handleEvent(event)) {
            changed.namesOrColors = true;
            log.write("setup_color",
                      {{"seat", std::int64_t(i)}, {"color", std::int64_t{row.color->index()}}});
        }
        changed.namesOrColors |= row.name->handleEvent(event);
        if (row.kind->handleEvent(event) && m_online) {
            const bool invited =
                row.kind->index() == static_cast<int>(row.kind->choices().size()) - 1;
            // The name field holds the account invited: a player's name is no account.
            if (invited) row.name->setText("");
            namePlaceholder(row, static_cast<int>(i), invited);
            changed.namesOrColors = true;
        }
    }
    m_first->handleEvent(event);
    for (const auto& row : m_rows)
        if (row.name->refused()) {
            const auto most = row.name->maxLength();
            changed.note = fillText(
                trn("A name has at most {0} letter.", "A name has at most {0} letters.", most),
                {std::to_string(most)});
        }
    return changed;
}

void SeatRows::update(float dt) {
    for (auto& row : m_rows)
        row.name->update(dt);
}

std::optional<sf::Vector2f> SeatRows::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "players+")) return rightEndOf(*m_count);
    if (equalsIgnoreCase(what, "players-")) return leftEndOf(*m_count);
    if (equalsIgnoreCase(what, "first")) return rightEndOf(*m_first);
    const auto n = static_cast<int>(m_rows.size());
    if (int i = indexAfter(what, "kind:").value_or(-1); i >= 0 && i < n)
        return rightEndOf(*m_rows[static_cast<std::size_t>(i)].kind);
    if (int i = indexAfter(what, "name:").value_or(-1); i >= 0 && i < n)
        return m_rows[static_cast<std::size_t>(i)].name->center();
    if (int i = indexAfter(what, "color:").value_or(-1); i >= 0 && i < n)
        return m_rows[static_cast<std::size_t>(i)].color->center();
    return std::nullopt;
}

void SeatRows::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_count) target.draw(*m_count, states);
    for (const auto& row : m_rows) {
        target.draw(*row.color, states);
        target.draw(*row.name, states);
        target.draw(*row.kind, states);
    }
    if (m_first) target.draw(*m_first, states);
}

}  // namespace plateau::gui
