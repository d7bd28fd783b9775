#include "scenes/result_scene.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/random.hpp>

#include "app/event_log.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/replay_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

ResultScene::ResultScene(Context& context, ResultInfo info)
    : Scene(context),
      m_info(std::move(info)),
      m_again(*context.theme, "Play again", Button::Style::Primary),
      m_menu(*context.theme, "Back to menu", Button::Style::Normal),
      m_watch(*context.theme, "Watch again", Button::Style::Normal) {
    context.log->write("scene", {{"name", std::string("result")}});
}

void ResultScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(560));
    const float h = t.px(m_error.empty() ? 290 : 320);
    m_panel = {(size.x - w) / 2, (size.y - h) / 2, w, h};
    m_texts.clear();
    const auto& o = m_info.outcome;
    std::string title;
    if (o.isDraw()) {
        title = "Draw";
    } else {
        for (std::size_t i = 0; i < o.winners.size(); ++i) {
            const auto k = static_cast<std::size_t>(o.winners[i]);
            title += (i ? (i + 1 == o.winners.size() ? " and " : ", ") : "") +
                     (k < m_info.players.size() ? m_info.players[k].name : "?");
        }
        title += o.winners.size() == 1 ? " wins!" : " win!";
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
         wrapText(toSfString(o.reason.empty() ? std::string("The game is over") : o.reason),
                  t.regular(), t.textSize(17), w - t.px(60))) {
        auto r = makeText(line, t.regular(), t.textSize(17), c.muted);
        centerText(r, cx, y);
        m_texts.push_back(r);
        y += t.px(24);
    }
    // Throws are counted in dice games; a draw for who starts is not worth a mention.
    std::string count =
        std::to_string(m_info.moves) + (m_info.moves == 1 ? " move" : " moves") + " played";
    if (m_info.throws > 0 && m_info.throws == m_info.moves)
        count = std::to_string(m_info.throws) + (m_info.throws == 1 ? " throw" : " throws") +
                " of the dice";
    else if (m_info.throws > 0)
        count += ", " + std::to_string(m_info.throws) + " of them throws of the dice";
    auto moves = makeText(toSfString(count), t.regular(), t.textSize(15), c.muted);
    centerText(moves, cx, y + t.px(8));
    m_texts.push_back(moves);
    if (!m_error.empty()) {
        auto e = makeText(elide(toSfString(m_error), t.regular(), t.textSize(14), w - t.px(40)),
                          t.regular(), t.textSize(14), c.danger);
        centerText(e, cx, m_panel.top + h - t.px(98));
        m_texts.push_back(e);
    }
    const float bw = (w - t.px(80)) / 3, bh = t.px(48);
    m_menu.setRect({m_panel.left + t.px(20), m_panel.top + h - t.px(72), bw, bh});
    m_watch.setRect({m_panel.left + t.px(40) + bw, m_panel.top + h - t.px(72), bw, bh});
    m_again.setRect({m_panel.left + t.px(60) + 2 * bw, m_panel.top + h - t.px(72), bw, bh});
}

void ResultScene::playAgain() {
    Setup setup = m_info.setup;
    std::random_device device;
    setup.seed = (std::uint64_t{device()} << 32) ^ device() ^
                 static_cast<std::uint64_t>(
                     std::chrono::high_resolution_clock::now().time_since_epoch().count());
    auto play = PlayScene::create(context(), m_info.game, setup);
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
        ReplayScene::create(context(), m_info.game, m_info.record, "The game just played");
    if (!replay) {
        m_error = replay.error().toString();
        layout(m_size);
        return;
    }
    context().stack->push(std::move(*replay));
}

void ResultScene::handleEvent(const sf::Event& event) {
    if (m_again.handleEvent(event)) return playAgain();
    if (m_watch.handleEvent(event)) return watchAgain();
    if (m_menu.handleEvent(event)) return backToMenu();
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::Enter) playAgain();
        if (event.key.code == sf::Keyboard::Escape) backToMenu();
    }
}

void ResultScene::update(float dt) {
    m_clock += dt;
}

std::optional<sf::Vector2f> ResultScene::locate(std::string_view what) const {
    if (what == "Play again") return m_again.center();
    if (what == "Back to menu" || what == "Menu") return m_menu.center();
    if (what == "Watch again" || what == "Watch") return m_watch.center();
    return std::nullopt;
}

void ResultScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    const float fade = std::min(1.f, m_clock * 4.f);
    mesh.rect({0, 0, m_size.x, m_size.y},
              sf::Color(10, 12, 18, static_cast<sf::Uint8>(150 * fade)));
    mesh.raisedRect(m_panel, t.px(20), c.panel, t.px(6), sf::Color(0, 0, 0, 90));
    mesh.roundedFrame(m_panel, t.px(20), std::max(1.f, t.px(1.5f)), c.border);
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
    target.draw(mesh.vertices(), states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_again, states);
    target.draw(m_menu, states);
    target.draw(m_watch, states);
}

}  // namespace plateau::gui
