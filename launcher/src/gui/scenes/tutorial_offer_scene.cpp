#include "scenes/tutorial_offer_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "app/tutorial_offer.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/tutorial_scene.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

TutorialOfferScene::TutorialOfferScene(Context& context, std::shared_ptr<const Game> game)
    : Scene(context),
      m_game(std::move(game)),
      m_yes(*context.theme, toSfString(tr("Guided game")), Button::Style::Primary),
      m_no(*context.theme, toSfString(tr("Not now")), Button::Style::Normal) {
    context.log->write("scene", {{"name", std::string("tutorial_offer")}, {"game", m_game->id()}});
    // Asked once: remembered now, whatever the answer.
    if (const auto problem = rememberTutorialOffered(m_game->id(), context.settingsFile);
        !problem.empty())
        context.log->write("tutorial_offer_not_kept", {{"reason", problem}});
}

void TutorialOfferScene::layout(sf::Vector2f size) {
    m_size = size;
    m_yes.setLabel(toSfString(tr("Guided game")));
    m_no.setLabel(toSfString(tr("Not now")));
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(560)), pad = t.px(26);
    const auto title = fillText(tr("New to {0}?"), {gameName(*m_game)});
    const auto body = wrapText(toSfString(tr("A short guided game shows you the moves, step by "
                                             "step, on the board. The rules screen offers it "
                                             "too.")),
                               t.regular(), t.textSize(16), w - 2 * pad);
    const float line = std::round(t.regular().getLineSpacing(t.textSize(16)) * 1.15f);
    const float h = t.px(78) + line * static_cast<float>(body.size()) + t.px(84);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    m_texts.clear();
    auto heading = makeText(toSfString(title), t.bold(), t.textSize(24), c.text);
    centerText(heading, m_panel.left + w / 2, m_panel.top + t.px(36));
    m_texts.push_back(heading);
    float y = m_panel.top + t.px(66);
    for (const auto& l : body) {
        auto text = makeText(l, t.regular(), t.textSize(16), c.text);
        placeText(text, m_panel.left + pad, y);
        m_texts.push_back(text);
        y += line;
    }
    const auto row = splitRow(
        {m_panel.left + pad, m_panel.top + h - t.px(66), w - 2 * pad, t.px(44)}, 2, t.px(12));
    m_no.setRect(row[0]);
    m_yes.setRect(row[1]);
    fitLabels(t, {&m_yes, &m_no}, 16, 12);
}

void TutorialOfferScene::answer(bool guided) {
    context().log->write("tutorial_offer", {{"game", m_game->id()}, {"guided", guided}});
    context().stack->pop();
    if (!guided) return;
    auto scene = TutorialScene::create(context(), m_game);
    if (!scene) {
        context().log->write("tutorial_refused", {{"reason", scene.error().toString()}});
        return;
    }
    context().stack->push(std::move(*scene));
}

void TutorialOfferScene::handleEvent(const sf::Event& event) {
    if (m_yes.handleEvent(event)) return answer(true);
    if (m_no.handleEvent(event)) return answer(false);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter)
        return answer(true);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)
        return answer(false);
}

std::optional<sf::Vector2f> TutorialOfferScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Guided game")) return m_yes.center();
    if (equalsIgnoreCase(what, "Not now")) return m_no.center();
    return std::nullopt;
}

void TutorialOfferScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    Mesh mesh;
    dialogFrame(mesh, *context().theme, m_size, m_panel);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_yes, states);
    target.draw(m_no, states);
}

}  // namespace plateau::gui
