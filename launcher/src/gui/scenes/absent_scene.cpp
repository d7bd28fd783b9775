#include "scenes/absent_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

const char* const kActions[] = {"wait", "bot", "adjourn"};
const char* const kAbsentLabels[] = {PLATEAU_N_("Wait for them"),
                                     PLATEAU_N_("A bot plays their seat"),
                                     PLATEAU_N_("Adjourn the game")};

}  // namespace

AbsentScene::AbsentScene(Context& context, Question question)
    : Scene(context), m_question(std::move(question)) {
    for (const char* label : kAbsentLabels) {
        const auto style = m_buttons.empty() ? Button::Style::Primary : Button::Style::Normal;
        m_buttons.push_back(std::make_unique<Button>(*context.theme, toSfString(tr(label)), style));
    }
    context.log->write("scene", {{"name", std::string("absent")},
                                 {"who", m_question.who},
                                 {"seconds", std::int64_t(m_question.seconds)}});
}

void AbsentScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float bh = t.px(46), gap = t.px(12);
    const float w = std::min(size.x - t.px(40), t.px(520));
    m_texts.clear();
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setLabel(toSfString(tr(kAbsentLabels[i])));
    const float textW = w - t.px(48);
    std::vector<sf::Text> lines;
    const std::string title = fillText(tr("{0} is gone"), {m_question.who});
    const std::string body =
        fillText(trn("{0} left the table {1} second ago. Wait for them, let a bot play their "
                     "seat to the end, or adjourn the game to finish it later?",
                     "{0} left the table {1} seconds ago. Wait for them, let a bot play their "
                     "seat to the end, or adjourn the game to finish it later?",
                     m_question.seconds),
                 {m_question.who, std::to_string(m_question.seconds)});
    const float step = t.regular().getLineSpacing(t.textSize(16));
    // Measured first, so the panel is as tall as its words.
    std::vector<sf::Text> bodyLines;
    placeWrapped(bodyLines, toSfString(body), t.regular(), t.textSize(16), c.muted, 0, 0, textW,
                 step);
    const float textH = static_cast<float>(bodyLines.size()) * step;
    const float h = t.px(84) + textH + t.px(16) + 3 * (bh + gap) + t.px(40);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    auto head = makeText(elide(toSfString(title), t.bold(), t.textSize(26), textW), t.bold(),
                         t.textSize(26), c.text);
    centerText(head, m_panel.left + w / 2, m_panel.top + t.px(42));
    m_texts.push_back(head);
    float y = m_panel.top + t.px(78);
    for (auto& line : bodyLines) {
        line.move(std::round(m_panel.left + t.px(24)), std::round(y));
        m_texts.push_back(line);
    }
    y += textH + t.px(16);
    for (auto& b : m_buttons) {
        b->setRect({m_panel.left + t.px(30), y, w - t.px(60), bh});
        b->setTextSize(16);
        y += bh + gap;
    }
    auto keys = makeText(toSfString(tr("↑ ↓ choose · Enter · Escape waits")), t.regular(),
                         t.textSize(13), c.muted);
    centerText(keys, m_panel.left + w / 2, m_panel.top + h - t.px(22));
    m_texts.push_back(keys);
}

void AbsentScene::choose(std::size_t i) {
    if (m_answered) return;
    m_answered = true;
    context().log->write("absent_choice", {{"action", std::string(kActions[i])}});
    context().stack->pop();
    if (m_question.answer) m_question.answer(kActions[i]);
}

void AbsentScene::update(float dt) {
    if (m_question.follow && !m_answered) m_question.follow(dt);
}

void AbsentScene::handleEvent(const sf::Event& event) {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        if (m_buttons[i]->handleEvent(event)) return choose(i);
    if (event.type != sf::Event::KeyPressed) return;
    if (event.key.code == sf::Keyboard::Escape) return choose(0);
    if (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Space)
        return choose(m_focus);
    const auto moved = movedFocus(event.key.code, event.key.shift, m_focus, m_buttons.size());
    if (!moved) return;
    m_focus = *moved;
    context().log->write("absent_focus", {{"action", std::string(kActions[m_focus])}});
}

std::optional<sf::Vector2f> AbsentScene::locate(std::string_view what) const {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        if (equalsIgnoreCase(what, kActions[i]) || equalsIgnoreCase(what, kAbsentLabels[i]))
            return m_buttons[i]->center();
    return std::nullopt;
}

void AbsentScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    Mesh mesh;
    dialogFrame(mesh, t, m_size, m_panel);
    focusRing(mesh, t, m_buttons[m_focus]->rect());
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const auto& b : m_buttons)
        target.draw(*b, states);
}

}  // namespace plateau::gui
