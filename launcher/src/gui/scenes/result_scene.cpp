#include "scenes/result_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/random.hpp>

#include "app/event_log.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/replay_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/statistics_scene.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

std::string ResultScene::title() const {
    return fillText(tr("Result \u00b7 {0}"),
                    {m_info.game ? gameName(*m_info.game) : std::string()});
}

ResultScene::ResultScene(Context& context, ResultInfo info)
    : Scene(context),
      m_info(std::move(info)),
      m_again(*context.theme, toSfString(tr("Play again")), Button::Style::Primary),
      m_menu(*context.theme, toSfString(tr("Back to menu")), Button::Style::Normal),
      m_watch(*context.theme, toSfString(tr("Watch again")), Button::Style::Normal),
      m_stats(*context.theme, toSfString(tr("Statistics")), Button::Style::Ghost) {
    // A local game's record: the first seat a person played (an online table's result
    // keeps to its table).
    if (m_info.playAgain && !m_info.rematch)
        for (const auto& p : m_info.setup.players)
            if (p.controller == "human" && !p.name.empty()) {
                m_person = p.name;
                break;
            }
    std::string places;
    for (const auto& r : m_info.ranking)
        places += (places.empty() ? "" : "; ") +
                  (r.place > 0 ? std::to_string(r.place) + ". " : std::string()) + r.name +
                  (r.text.empty() ? "" : " (" + r.text + ")");
    context.log->write(
        "scene",
        {{"name", std::string("result")}, {"ranking", places}, {"moves", movesAndDuration()}});
}

std::string ResultScene::movesAndDuration() const {
    // Throws are counted in games of chance (dice, darts: the word is the game's, so none
    // here); a draw for who starts is not worth a mention.
    const auto moveCount = static_cast<long long>(m_info.moves);
    const auto throwCount = static_cast<long long>(m_info.throws);
    std::string count = fillText(trn("{0} move played", "{0} moves played", moveCount),
                                 {std::to_string(moveCount)});
    if (m_info.throws > 0 && m_info.throws == m_info.moves)
        count = fillText(trn("{0} throw", "{0} throws", throwCount), {std::to_string(throwCount)});
    else if (m_info.throws > 0)
        count += ", " + fillText(trn("{0} of them a throw", "{0} of them throws", throwCount),
                                 {std::to_string(throwCount)});
    {
        // A game always took some time: one that ended within its first second says "1 s".
        const auto secs = std::max<long long>(1, m_info.duration.count());
        count += " \u00b7 ";
        // TRANSLATORS: hours, minutes and seconds of play, short: "1 h 5 min", "42 s".
        if (secs >= 3600) count += fillText(tr("{0} h"), {std::to_string(secs / 3600)}) + " ";
        if (secs >= 60) count += fillText(tr("{0} min"), {std::to_string(secs / 60 % 60)}) + " ";
        if (secs < 3600) count += fillText(tr("{0} s"), {std::to_string(secs % 60)});
    }
    return count;
}

void ResultScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(560));
    const float rankRow = t.px(25);
    const float rankH = m_info.ranking.empty() ? 0 : t.px(12) + rankRow * m_info.ranking.size();
    m_again.setLabel(toSfString(tr("Play again")));
    m_watch.setLabel(toSfString(tr("Watch again")));
    // An online table's result goes back to the lobby it came from.
    const bool online = !m_info.playAgain || m_info.rematch;
    m_menu.setLabel(toSfString(online ? tr("Back to the lobby") : tr("Back to menu")));
    // The buttons go in one row when every label fits a third of the panel at the smallest
    // size ("Menu" standing in for "Back to menu"); else in two rows, measured, not cut.
    const float bw = (w - t.px(80)) / 3, bh = t.px(48), rowGap = t.px(12);
    const auto labelFits = [&](const sf::String& label, float width) {
        return makeText(label, t.bold(), t.textSize(12), c.text).getLocalBounds().width <=
               width - t.px(28);
    };
    const bool oneRow = labelFits(m_again.label(), bw) && labelFits(m_watch.label(), bw) &&
                        labelFits(toSfString(tr("Menu")), bw);
    const float extra = oneRow ? 0 : bh + rowGap;
    const float h = t.px(m_error.empty() && m_note.empty() ? 290 : 320) + rankH + extra;
    m_panel = placePanel(size, w, h);
    m_texts.clear();
    const auto& o = m_info.outcome;
    std::string title;
    if (o.isDraw()) {
        title = tr("Draw");
    } else {
        std::string names;
        for (std::size_t i = 0; i < o.winners.size(); ++i) {
            const auto k = static_cast<std::size_t>(o.winners[i]);
            const std::string name = k < m_info.players.size() ? m_info.players[k].name : "?";
            names = i == 0                      ? name
                    : i + 1 == o.winners.size() ? fillText(tr("{0} and {1}"), {names, name})
                                                : fillText(tr("{0}, {1}"), {names, name});
        }
        title = fillText(o.winners.size() == 1 ? tr("{0} wins!") : tr("{0} win!"), {names});
    }
    const float cx = m_panel.left + w / 2;
    // A long name shrinks the title before anything is cut from it: "… wins!" must show.
    unsigned titleSize = t.textSize(36);
    while (titleSize > t.textSize(22) &&
           makeText(toSfString(title), t.bold(), titleSize, c.text).getLocalBounds().width >
               w - t.px(40))
        titleSize -= 2;
    auto head = makeText(elide(toSfString(title), t.bold(), titleSize, w - t.px(40)), t.bold(),
                         titleSize, c.text);
    centerText(head, cx, m_panel.top + t.px(92));
    m_texts.push_back(head);
    float y = m_panel.top + t.px(132);
    for (const auto& line :
         wrapText(toSfString(o.reason.empty() ? tr("The game is over") : o.reason), t.regular(),
                  t.textSize(17), w - t.px(60))) {
        auto r = makeText(line, t.regular(), t.textSize(17), c.muted);
        centerText(r, cx, y);
        m_texts.push_back(r);
        y += t.px(24);
    }
    const std::string count = movesAndDuration();
    auto moves = makeText(toSfString(count), t.regular(), t.textSize(15), c.muted);
    centerText(moves, cx, y + t.px(8));
    m_texts.push_back(moves);
    // The ranking: place, colour, name and where each stands.
    m_rankDots.clear();
    float ry = y + t.px(36);
    const float left = m_panel.left + t.px(60), textW = w - t.px(120);
    for (const auto& r : m_info.ranking) {
        if (r.place > 0) {  // 0: a draw, where nobody is first
            auto place = makeText(toSfString(std::to_string(r.place) + "."), t.bold(),
                                  t.textSize(16), c.muted);
            placeText(place, left, ry);
            m_texts.push_back(place);
        }
        m_rankDots.push_back({{left + t.px(34), ry + t.px(10)}, r.color});
        auto name = makeText(elide(toSfString(r.name), t.bold(), t.textSize(16), textW * 0.55f),
                             t.bold(), t.textSize(16), c.text);
        placeText(name, left + t.px(50), ry);
        m_texts.push_back(name);
        if (!r.text.empty()) {
            auto where =
                makeText(elide(toSfString(r.text), t.regular(), t.textSize(15), textW * 0.4f),
                         t.regular(), t.textSize(15), c.muted);
            placeText(where, std::round(left + textW - where.getLocalBounds().width), ry + t.px(1));
            m_texts.push_back(where);
        }
        ry += rankRow;
    }
    if (!m_error.empty()) {
        auto e = makeText(elide(toSfString(m_error), t.regular(), t.textSize(14), w - t.px(40)),
                          t.regular(), t.textSize(14), c.danger);
        centerText(e, cx, m_panel.top + h - t.px(98) - extra);
        m_texts.push_back(e);
    } else if (!m_note.empty()) {
        // Who asked for a rematch (online).
        auto e = makeText(elide(toSfString(m_note), t.bold(), t.textSize(15), w - t.px(40)),
                          t.bold(), t.textSize(15), c.accent);
        centerText(e, cx, m_panel.top + h - t.px(98) - extra);
        m_texts.push_back(e);
    }
    if (!m_person.empty()) {
        // In the panel's top right corner, beside the winners' tokens: no row of its own.
        m_stats.setLabel(toSfString(tr("Statistics")));
        m_stats.setTextSize(14);
        const float sw = std::min(
            w / 2 - t.px(100),
            makeText(m_stats.label(), t.bold(), t.textSize(14), c.text).getLocalBounds().width +
                t.px(28));
        m_stats.setRect({m_panel.left + w - t.px(14) - sw, m_panel.top + t.px(14), sw, t.px(34)});
    }
    const float bottom = m_panel.top + h - t.px(72), x0 = m_panel.left + t.px(20);
    if (oneRow) {
        m_menu.setRect({x0, bottom, bw, bh});
        m_watch.setRect({x0 + t.px(20) + bw, bottom, bw, bh});
        m_again.setRect({x0 + t.px(40) + 2 * bw, bottom, bw, bh});
    } else {
        const float half = (w - t.px(60)) / 2;
        m_menu.setRect({x0, bottom - extra, half, bh});
        m_watch.setRect({x0 + t.px(20) + half, bottom - extra, half, bh});
        m_again.setRect({x0, bottom, w - t.px(40), bh});
    }
    // Narrow windows: smaller labels rather than cut ones.
    const auto shrink = [&](Button& b) {
        float label = 17;
        while (label > 12 &&
               makeText(b.label(), t.bold(), t.textSize(label), c.text).getLocalBounds().width >
                   b.rect().width - t.px(28))
            label -= 1;
        b.setTextSize(label);
    };
    // Text does not shrink below the theme's smallest size: then the short name.
    if (!labelFits(m_menu.label(), m_menu.rect().width)) m_menu.setLabel(toSfString(tr("Menu")));
    for (auto* b : {&m_menu, &m_watch, &m_again})
        shrink(*b);
    int cut = 0;
    for (const auto* b : {&m_menu, &m_watch, &m_again})
        cut += b->fits() ? 0 : 1;
    context().log->write("result_layout", {{"width", static_cast<std::int64_t>(size.x)},
                                           {"rows", std::int64_t{oneRow ? 1 : 2}},
                                           {"cut_labels", std::int64_t{cut}}});
}

sf::FloatRect ResultScene::placePanel(sf::Vector2f size, float w, float h) const {
    const Theme& t = *context().theme;
    const std::vector<sf::Vector2f> avoid =
        m_info.keepVisible ? m_info.keepVisible() : std::vector<sf::Vector2f>{};
    const float m = t.px(20);
    const float xs[] = {(size.x - w) / 2, m, size.x - w - m};
    const float ys[] = {(size.y - h) / 2, m, size.y - h - m};
    const float around = t.px(28);  // a piece is more than its centre
    sf::FloatRect best;
    std::size_t bestHidden = std::numeric_limits<std::size_t>::max();
    // The centre first, then above or below it, then the sides and corners.
    const std::pair<int, int> order[] = {{0, 0}, {0, 1}, {0, 2}, {1, 0}, {2, 0},
                                         {1, 1}, {2, 1}, {1, 2}, {2, 2}};
    for (const auto& [i, j] : order) {
        const sf::FloatRect r{std::round(std::max(0.f, xs[i])), std::round(std::max(0.f, ys[j])), w,
                              h};
        const sf::FloatRect grown{r.left - around, r.top - around, r.width + 2 * around,
                                  r.height + 2 * around};
        const auto hidden = static_cast<std::size_t>(std::count_if(
            avoid.begin(), avoid.end(), [&](sf::Vector2f p) { return grown.contains(p); }));
        if (hidden < bestHidden) {
            best = r;
            bestHidden = hidden;
        }
        if (hidden == 0) break;
    }
    return best;
}

void ResultScene::playAgain() {
    if (m_info.rematch) {
        // Asked once: the button rests until the referee answers.
        m_info.rematch();
        m_again.setEnabled(false);
        return;
    }
    if (!m_info.playAgain) return;
    Setup setup = m_info.setup;
    std::random_device device;
    setup.seed = (std::uint64_t{device()} << 32) ^ device() ^
                 static_cast<std::uint64_t>(
                     std::chrono::high_resolution_clock::now().time_since_epoch().count());
    auto play = PlayScene::create(
        context(), m_info.game, setup,
        session::TimeControl::parse(m_info.clock).value_or(session::TimeControl{}));
    if (!play) {
        m_error = play.error().toString();
        layout(m_size);
        return;
    }
    context().stack->pop();  // this
    context().stack->pop();  // the finished game
    context().stack->push(std::move(*play));
}

void ResultScene::backToMenu() {
    context().stack->pop();
    context().stack->pop();
}

void ResultScene::watchAgain() {
    auto replay =
        ReplayScene::create(context(), m_info.game, m_info.record, tr("The game just played"));
    if (!replay) {
        m_error = replay.error().toString();
        layout(m_size);
        return;
    }
    context().stack->push(std::move(*replay));
}

void ResultScene::openStatistics() {
    context().log->write("result_statistics", {{"player", m_person}});
    context().stack->push(std::make_unique<StatisticsScene>(context(), m_person));
}

void ResultScene::handleEvent(const sf::Event& event) {
    const bool input =
        event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed;
    if (input && m_clock < kCalmSeconds) {
        context().log->write("result_input_ignored", {{"after", double(m_clock)}});
        return;
    }
    if ((m_info.playAgain || m_info.rematch) && m_again.handleEvent(event)) return playAgain();
    if (m_watch.handleEvent(event)) return watchAgain();
    if (m_menu.handleEvent(event)) return backToMenu();
    if (!m_person.empty() && m_stats.handleEvent(event)) return openStatistics();
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::S && !m_person.empty()) return openStatistics();
        if (event.key.code == sf::Keyboard::Enter) playAgain();
        if (event.key.code == sf::Keyboard::Escape) backToMenu();
    }
}

void ResultScene::update(float dt) {
    m_clock += dt;
    if (m_info.follow) m_info.follow(dt);
    if (m_info.note) {
        if (auto note = m_info.note(); note != m_note) {
            m_note = std::move(note);
            if (m_size.x > 0) layout(m_size);
        }
    }
}

std::optional<sf::Vector2f> ResultScene::locate(std::string_view what) const {
    if (what == "Play again" && (m_info.playAgain || m_info.rematch)) return m_again.center();
    if (what == "Back to menu" || what == "Menu" || what == "Back to the lobby")
        return m_menu.center();
    if (what == "Watch again" || what == "Watch") return m_watch.center();
    if (what == "Statistics" && !m_person.empty()) return m_stats.center();
    return std::nullopt;
}

void ResultScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    const float fade = std::min(1.f, m_clock * 4.f);
    dialogFrame(mesh, t, m_size, m_panel, fade);
    // The winners' colours as tokens above the title (a grey pair for a draw).
    const auto& winners = m_info.outcome.winners;
    const float cx = m_panel.left + m_panel.width / 2;
    const float r = t.px(16);
    const std::size_t n = std::max<std::size_t>(1, winners.size());
    float x = cx - (static_cast<float>(n) - 1) * r * 1.3f;
    for (std::size_t i = 0; i < n; ++i) {
        sf::Color col = c.muted;
        if (!winners.empty() && static_cast<std::size_t>(winners[i]) < m_info.players.size())
            col = m_info.players[static_cast<std::size_t>(winners[i])].color;
        const sf::Vector2f p{x, m_panel.top + t.px(44)};
        mesh.circle(p, r * (1.35f + 0.08f * std::sin(m_clock * 4)), withAlpha(c.accent, 80));
        mesh.circle(p, r + t.px(2), mix(col, sf::Color::Black, 0.4f));
        mesh.circle(p, r, col);
        x += r * 2.6f;
    }
    for (const auto& [at, col] : m_rankDots) {
        mesh.circle(at, t.px(7) + t.px(1.5f), mix(col, sf::Color::Black, 0.4f));
        mesh.circle(at, t.px(7), col);
    }
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    if (m_info.playAgain || m_info.rematch) target.draw(m_again, states);
    target.draw(m_menu, states);
    target.draw(m_watch, states);
    if (!m_person.empty()) target.draw(m_stats, states);
}

}  // namespace plateau::gui
