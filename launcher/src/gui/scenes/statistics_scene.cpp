#include "scenes/statistics_scene.hpp"

#include <algorithm>
#include <cmath>
#include <thread>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/plugin_host.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "session/game_session.hpp"
#include "session/number_text.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

double msSince(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

}  // namespace

std::string StatisticsScene::title() const {
    return tr("Statistics");
}

StatisticsScene::StatisticsScene(Context& context, const std::string& player)
    : Scene(context),
      m_opened(std::chrono::steady_clock::now()),
      m_wanted(player),
      m_reading(std::make_shared<Reading>()),
      m_back(*context.theme, toSfString(tr("Back")), Button::Style::Ghost),
      m_player(*context.theme, {}),
      m_group(*context.theme),
      m_plots(*context.theme) {
    m_group.add(m_back, "Back");
    m_group.focus("Back");
    // The history is read on a worker (a thousand games take a tenth of a second or more):
    // the window keeps drawing "Reading your games…" and Back works meanwhile. The
    // worker owns its share of the result, so leaving the screen early waits for nothing.
    std::thread([reading = m_reading, dir = session::historyDir(), opened = m_opened] {
        auto history = session::readFinishedGames(dir);
        auto names = session::profileNames(history.games);
        const double ms = msSince(opened);
        const std::lock_guard lock(reading->mutex);
        reading->history = std::move(history);
        reading->names = std::move(names);
        reading->ms = ms;
        reading->done = true;
    }).detach();
    context.log->write("statistics_reading", {});
}

void StatisticsScene::update(float) {
    if (!m_shown) {
        // The first update comes just before the screen's first frame is drawn.
        m_shown = true;
        context().log->write("statistics_shown", {{"since_open_ms", msSince(m_opened)}});
    }
    if (m_reading) takeHistory();
}

void StatisticsScene::takeHistory() {
    double readMs = 0;
    {
        const std::lock_guard lock(m_reading->mutex);
        if (!m_reading->done) return;
        m_history = std::move(m_reading->history);
        m_names = std::move(m_reading->names);
        readMs = m_reading->ms;
    }
    m_reading.reset();
    for (const auto& [file, why] : m_history.skipped)
        logger()->warn("statistics: {} left out: {}", file.string(), why);
    std::vector<sf::String> choices;
    for (const auto& name : m_names)
        choices.push_back(toSfString(name));
    m_player.setChoices(choices);
    m_group.clear();
    if (!m_names.empty()) m_group.add(m_player, "player");
    m_group.add(m_back, "Back");
    context().log->write("scene", {{"name", std::string("statistics")},
                                   {"games", std::int64_t(m_history.games.size())},
                                   {"skipped", std::int64_t(m_history.skipped.size())},
                                   {"players", std::int64_t(m_names.size())},
                                   {"read_ms", readMs},
                                   {"ready_ms", msSince(m_opened)}});
    int first = 0;
    for (std::size_t i = 0; i < m_names.size(); ++i)
        if (!m_wanted.empty() && session::sameName(m_names[i], m_wanted))
            first = static_cast<int>(i);
    if (!m_names.empty()) choose(first);
    // Left and Right choose at once; the ring shows once Tab or an arrow is used.
    m_group.focus(m_names.empty() ? "Back" : "player");
    if (m_size.x > 0) layout(m_size);
}

void StatisticsScene::choose(int index) {
    if (m_names.empty()) return;
    const int n = static_cast<int>(m_names.size());
    m_chosen = ((index % n) + n) % n;
    m_player.setIndex(m_chosen);
    m_profile = session::buildProfile(m_history.games, m_names[static_cast<std::size_t>(m_chosen)],
                                      botRatings(*context().host));
    m_rows = statisticsRows(*context().host, m_profile);
    const auto& f = m_profile.all;
    // Each game's rating on its own scale: "quoridor:1030/2" (rating/rated games).
    std::string ratings;
    for (const auto& [id, r] : m_profile.ratings)
        ratings += (ratings.empty() ? "" : ",") + id + ":" +
                   std::to_string(std::lround(r.current())) + "/" + std::to_string(r.games);
    // The ratings as the rows show them, in the language's digits ("–;1,030").
    std::string shown;
    for (const auto& row : m_rows)
        shown += (shown.empty() ? "" : ";") + row.rating;
    context().log->write("statistics_player",
                         {{"name", m_profile.name},
                          {"played", std::int64_t(f.played)},
                          {"won", std::int64_t(f.won)},
                          {"drawn", std::int64_t(f.drawn)},
                          {"lost", std::int64_t(f.lost)},
                          {"streak", std::int64_t(f.currentStreak)},
                          {"best_streak", std::int64_t(f.bestStreak)},
                          {"rated_games", std::int64_t(m_profile.ratedGames())},
                          {"ratings", ratings},
                          {"rows", std::int64_t(m_rows.size())},
                          {"row_ratings", shown}});
    if (m_size.x > 0) layout(m_size);
}

void StatisticsScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float margin = t.px(56);
    m_texts.clear();
    m_stripes.clear();
    m_table = {};
    m_back.setLabel(toSfString(tr("Back")));
    const float backW = std::max(t.px(120), m_back.naturalWidth());
    m_back.setRect({size.x - margin - backW, t.px(42), backW, t.px(42)});
    auto heading = makeText(toSfString(tr("Statistics")), t.bold(), t.textSize(40), c.text);
    placeText(heading, margin, t.px(34));
    m_texts.push_back(heading);
    const float width = size.x - 2 * margin;

    if (m_reading) {
        m_plots.layout({}, m_profile);
        auto reading =
            makeText(toSfString(tr("Reading your games\u2026")), t.bold(), t.textSize(22), c.muted);
        centerText(reading, size.x / 2, size.y * 0.45f);
        m_texts.push_back(reading);
        return;
    }
    if (m_names.empty()) {
        m_plots.layout({}, m_profile);
        auto none =
            makeText(toSfString(tr("No finished games yet")), t.bold(), t.textSize(24), c.text);
        centerText(none, size.x / 2, size.y * 0.42f);
        m_texts.push_back(none);
        const unsigned s = t.textSize(17);
        const auto lines = wrapText(toSfString(tr("Play a game to the end: who played, who won "
                                                  "and how long it took show here.")),
                                    t.regular(), s, std::min(width, t.px(640)));
        float y = size.y * 0.42f + t.px(40);
        for (const auto& line : lines) {
            auto text = makeText(line, t.regular(), s, c.muted);
            centerText(text, size.x / 2, y);
            m_texts.push_back(text);
            y += t.regular().getLineSpacing(s) * 1.15f;
        }
        return;
    }

    // The player: a label and the choice.
    const float rowY = t.px(100), fieldH = t.px(40);
    auto label = makeText(toSfString(tr("Player")), t.regular(), t.textSize(17), c.muted);
    placeText(label, margin, rowY + (fieldH - label.getLocalBounds().height) / 2 - t.px(3));
    m_texts.push_back(label);
    const float fieldX = margin + label.getLocalBounds().width + t.px(14);
    m_player.setRect({fieldX, rowY, std::min(t.px(380), size.x - margin - fieldX), fieldH});

    // The figures in words.
    float y = rowY + fieldH + t.px(18);
    auto record =
        makeText(elide(toSfString(recordText(m_profile.all)), t.bold(), t.textSize(20), width),
                 t.bold(), t.textSize(20), c.text);
    placeText(record, margin, y);
    m_texts.push_back(record);
    y += t.bold().getLineSpacing(t.textSize(20)) + t.px(6);
    const unsigned small = t.textSize(16);
    const std::string second = streakText(m_profile.all) + " \u00b7 " + ratingText(m_profile);
    const float smallLine = t.regular().getLineSpacing(small);
    y = placeWrapped(m_texts, toSfString(second), t.regular(), small, c.muted, margin, y, width,
                     smallLine);
    y += t.px(14);

    // The table by game and variant, then the plots under it.
    const float bottom = size.y - t.px(24);
    const float plotsH = std::max(t.px(190), (bottom - y) * 0.5f);
    m_rowH = std::round(std::max(t.px(30), t.regular().getLineSpacing(t.textSize(15)) + t.px(8)));
    const int fit = std::max(1, static_cast<int>((bottom - y - plotsH - t.px(16)) / m_rowH) - 1);
    const int total = static_cast<int>(m_rows.size());
    const int shown = total <= fit ? total : std::max(0, fit - 1);
    const int lines = 1 + shown + (shown < total ? 1 : 0);
    m_table = {margin, y, width, m_rowH * static_cast<float>(lines) + t.px(8)};
    const unsigned ts = t.textSize(15);
    // Seven columns share the width with the games' names: short headings.
    const std::vector<std::string> heads = {tr("Played"), trc("statistics", "Won"),
                                            trc("statistics", "Drawn"), trc("statistics", "Lost"),
                                            tr("Streak"), tr("Best"),
                                            // TRANSLATORS: a short column heading: the
                                            // player's Elo rating in the row's game.
                                            tr("Rating")};
    // Each column as wide as its heading or its widest figure, so long headings (Russian)
    // take only their own room from the games' names.
    std::vector<std::vector<std::string>> columns(heads.size());
    for (int r = 0; r < shown; ++r) {
        const auto& row = m_rows[static_cast<std::size_t>(r)];
        const auto& f = row.figures;
        const int values[] = {f.played, f.won, f.drawn, f.lost, f.currentStreak, f.bestStreak};
        for (std::size_t i = 0; i < heads.size(); ++i)
            // The last column: the person's rating in this row's game, on its own scale.
            columns[i].push_back(i + 1 == heads.size() ? row.rating
                                                       : session::groupedNumber(values[i]));
    }
    const auto textWidth = [&](const std::string& text, const sf::Font& font, unsigned px) {
        return makeText(toSfString(text), font, px, c.text).getLocalBounds().width;
    };
    std::vector<float> colW(heads.size()), colX(heads.size());
    float numbersW = 0;
    for (std::size_t i = 0; i < heads.size(); ++i) {
        colW[i] = std::max(t.px(56), textWidth(heads[i], t.bold(), ts) + t.px(14));
        for (const auto& v : columns[i])
            colW[i] =
                std::max(colW[i], textWidth(v, i == 1 ? t.bold() : t.regular(), ts) + t.px(14));
        numbersW += colW[i];
    }
    const float numbersLeft = margin + width - t.px(12) - numbersW;
    for (std::size_t i = 0; i < heads.size(); ++i)
        colX[i] = i == 0 ? numbersLeft : colX[i - 1] + colW[i - 1];
    const float nameW = numbersLeft - margin - t.px(24);
    const auto cell = [&](const std::string& text, float x, float w, float top, bool bold,
                          sf::Color color, bool right) {
        const auto& font = bold ? t.bold() : t.regular();
        auto s = makeText(elide(toSfString(text), font, ts, w), font, ts, color);
        const float h = font.getLineSpacing(ts);
        placeText(s, right ? x + w - s.getLocalBounds().width - t.px(6) : x,
                  top + (m_rowH - h) / 2 + t.px(2));
        m_texts.push_back(s);
    };
    const float nameX = margin + t.px(12);
    float top = y + t.px(4);
    cell(tr("Game"), nameX, nameW, top, true, c.muted, false);
    for (std::size_t i = 0; i < heads.size(); ++i)
        cell(heads[i], colX[i], colW[i], top, true, c.muted, true);
    for (int r = 0; r < shown; ++r) {
        top += m_rowH;
        if (r % 2 == 0) m_stripes.push_back(top);
        cell(m_rows[static_cast<std::size_t>(r)].what, nameX, nameW, top, false, c.text, false);
        for (std::size_t i = 0; i < heads.size(); ++i) {
            const bool rating = i + 1 == heads.size();
            cell(columns[i][static_cast<std::size_t>(r)], colX[i], colW[i], top, i == 1,
                 i == 1   ? c.accent
                 : rating ? c.focus
                          : c.text,
                 true);
        }
    }
    if (shown < total) {
        top += m_rowH;
        cell(fillText(trn("and {0} more", "and {0} more", total - shown),
                      {session::groupedNumber(total - shown)}),
             nameX, nameW, top, false, c.muted, false);
    }
    const float plotsTop = m_table.top + m_table.height + t.px(16);
    // The rating plot: the game rated most often, named (ratings of two games never share
    // a line).
    const std::string rated = m_profile.mostRatedGame();
    std::string ratedName = rated;
    if (const auto game = rated.empty() ? nullptr : context().host->find(rated))
        ratedName = gameName(*game);
    m_plots.layout({margin, plotsTop, width, std::max(t.px(120), bottom - plotsTop)}, m_profile,
                   rated, ratedName);
}

void StatisticsScene::close() {
    context().log->write("statistics_closed", {});
    context().stack->pop();
}

void StatisticsScene::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)
        return close();
    if (m_group.handleNavigation(event)) return;
    if (m_back.handleEvent(event)) return close();
    if (!m_names.empty() && m_player.handleEvent(event)) return choose(m_player.index());
    if (event.type == sf::Event::KeyPressed) {
        // Left and Right choose the player wherever the focus is (Back keeps Enter).
        if (event.key.code == sf::Keyboard::Left) return choose(m_chosen - 1);
        if (event.key.code == sf::Keyboard::Right) return choose(m_chosen + 1);
        if (event.key.code == sf::Keyboard::Enter && !m_group.focusedUsesEnter()) return close();
    }
}

std::optional<sf::Vector2f> StatisticsScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
    if (!m_names.empty() && equalsIgnoreCase(what, "player")) return m_player.center();
    return m_group.locate(what);
}

void StatisticsScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    if (m_table.width > 0) {
        mesh.raisedRect(m_table, t.px(12), c.panel, t.px(3));
        for (const float top : m_stripes)
            mesh.rect({m_table.left + t.px(6), top, m_table.width - t.px(12), m_rowH},
                      withAlpha(c.panelRaised, 120));
    }
    target.draw(mesh, states);
    target.draw(m_plots, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    if (!m_names.empty()) target.draw(m_player, states);
    target.draw(m_back, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
