#include "scenes/rules_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/language.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/rules_markup.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/tutorial_scene.hpp"
#include "session/tutorial.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

std::string RulesScene::rulesText(const VariantInfo& variant, std::string_view domain) {
    const auto text_ = [&](const std::string& s) {
        return domain.empty() ? s : translate(domain, s);
    };
    // rules/fr/common.md for French, else rules/common.md (English).
    const std::string language = currentLanguage();
    // A file that is there but refused (a FIFO, a device, too large) says so on the page.
    const auto readFile = [&](const std::filesystem::path& file) -> std::string {
        std::error_code ec;
        if (!std::filesystem::exists(std::filesystem::symlink_status(file, ec))) return {};
        auto text = readRulesFile(file);
        if (text) return *text;
        return fillText(tr("This rules page cannot be shown: {0}"), {text.error().toString()}) +
               "\n";
    };
    const auto readRules = [&](const std::filesystem::path& folder, const std::string& name) {
        if (language != "en")
            if (auto own = readFile(folder / language / name); !own.empty()) return own;
        return readFile(folder / name);
    };
    std::string text;
    if (!variant.file.empty()) {
        const auto folder = variant.file.parent_path().parent_path() / "rules";
        text = readRules(folder, variant.id + ".md");
        const auto common = readRules(folder, "common.md");
        if (!common.empty()) text += (text.empty() ? "" : "\n\n") + common;
    }
    if (text.empty())
        text = "# " + text_(variant.name) + "\n\n" + text_(variant.description) + "\n";
    if (!variant.options.empty()) {
        text += "\n\n## " + tr("Options in the setup") + "\n\n";
        for (const auto& spec : variant.options)
            text += "- " + text_(spec.label) +
                    (spec.description.empty() ? "" : ": " + text_(spec.description)) + "\n";
    }
    return text;
}

RulesScene::RulesScene(Context& context, std::shared_ptr<const Game> game,
                       const std::string& variant)
    : Scene(context),
      m_game(std::move(game)),
      m_back(*context.theme, toSfString(tr("Back")), Button::Style::Ghost),
      m_group(*context.theme) {
    std::vector<sf::String> names;
    const auto& variants = m_game->variants();
    for (std::size_t i = 0; i < variants.size(); ++i) {
        names.push_back(toSfString(trGame(m_game->id(), variants[i].name)));
        if (variants[i].id == variant) m_variant = static_cast<int>(i);
    }
    m_variantBox = std::make_unique<ChoiceBox>(*context.theme, names, m_variant);
    m_group.add(*m_variantBox, "variant");
    m_group.add(m_back, "Back");
    if (session::tutorialFile(*m_game)) {
        m_tutorial = std::make_unique<Button>(*context.theme, toSfString(tr("Guided first game")),
                                              Button::Style::Primary);
        m_group.add(*m_tutorial, "Guided first game");
    }
    context.log->write("scene", {{"name", std::string("rules")},
                                 {"game", m_game->id()},
                                 {"variant", variants[static_cast<std::size_t>(m_variant)].id}});
}

std::string RulesScene::title() const {
    return fillText(tr("Rules · {0}"), {gameName(*m_game)}) + " \u00b7 " +
           trGame(m_game->id(), m_game->variants()[static_cast<std::size_t>(m_variant)].name);
}

void RulesScene::buildLines(float width) {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_lines.clear();
    const auto& v = m_game->variants()[static_cast<std::size_t>(m_variant)];
    const unsigned body = t.textSize(16);
    m_lineStep = std::round(static_cast<float>(body) * 1.5f);
    auto add = [&](const sf::String& text, const sf::Font& font, unsigned size, sf::Color color,
                   float indent, bool bullet) {
        Line line;
        line.text = makeText(text, font, size, color);
        line.indent = indent;
        line.bullet = bullet;
        m_lines.push_back(line);
    };
    auto blank = [&] {
        if (!m_lines.empty() && !m_lines.back().text.getString().isEmpty())
            add("", t.regular(), body, c.text, 0, false);
    };
    const auto wrapped = [&](const std::string& text, const sf::Font& font, unsigned size,
                             sf::Color color, float indent, bool bullet) {
        bool firstLine = true;
        for (const auto& l : wrapText(toSfString(text), font, size, width - indent)) {
            add(l, font, size, color, indent, bullet && firstLine);
            firstLine = false;
        }
    };
    for (const auto& b : parseRulesMarkup(rulesText(v, m_game->id()))) {
        switch (b.kind) {
            case RulesBlock::Kind::Heading:
                blank();
                wrapped(b.text, t.bold(), t.textSize(b.level == 1 ? 22 : 18),
                        b.level == 1 ? c.text : c.accent, 0, false);
                break;
            case RulesBlock::Kind::Paragraph:
                wrapped(b.text, t.regular(), body, c.text, 0, false);
                blank();
                break;
            case RulesBlock::Kind::Bullet:
                wrapped(b.text, t.regular(), body, c.text, t.px(22), true);
                break;
            case RulesBlock::Kind::Gap:
                blank();
                break;
        }
    }
    while (!m_lines.empty() && m_lines.back().text.getString().isEmpty())
        m_lines.pop_back();
}

void RulesScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    const float margin = t.px(48);
    const float w = std::min(size.x - 2 * margin, t.px(900));
    m_panel = {(size.x - w) / 2, t.px(24), w, size.y - t.px(48)};
    const float pad = t.px(28);
    auto title = makeText(toSfString(fillText(tr("Rules · {0}"), {gameName(*m_game)})), t.bold(),
                          t.textSize(28), c.text);
    placeText(title, m_panel.left + pad, m_panel.top + t.px(22));
    m_texts.push_back(title);
    const float bw = t.px(120), bh = t.px(42);
    m_back.setRect({m_panel.left + w - pad - bw, m_panel.top + t.px(18), bw, bh});
    const float boxW = std::min(t.px(360), w - 2 * pad);
    m_variantBox->setRect({m_panel.left + pad, m_panel.top + t.px(74), boxW, t.px(40)});
    const float top = m_panel.top + t.px(132);
    m_area = {m_panel.left + pad, top, w - 2 * pad - t.px(14),
              m_panel.top + m_panel.height - pad - top};
    buildLines(m_area.width);
    const int visible = std::max(1, static_cast<int>(m_area.height / m_lineStep));
    m_scroll.setSize(static_cast<int>(m_lines.size()), visible);
    auto hint = makeText(toSfString(tr("Wheel or arrows scroll · Esc closes")), t.regular(),
                         t.textSize(13), c.muted);
    const auto b = hint.getLocalBounds();
    float right = m_panel.left + w - pad;  // the row's room right of the variant box
    if (m_tutorial) {
        // Right of the variant box, in the hint's place; the hint goes where room is left.
        m_tutorial->setLabel(toSfString(tr("Guided first game")));
        const float tw =
            std::min(m_tutorial->naturalWidth() + t.px(24), w - 2 * pad - boxW - t.px(12));
        m_tutorial->setRect({right - tw, m_panel.top + t.px(74), tw, t.px(40)});
        right -= tw + t.px(12);
    }
    placeText(hint, right - b.width, m_panel.top + t.px(86));
    if (m_panel.left + pad + boxW + t.px(12) < right - b.width) m_texts.push_back(hint);
    if (!m_tutorialProblem.empty()) {
        auto problem =
            makeText(elide(toSfString(m_tutorialProblem), t.regular(), t.textSize(13), w - 2 * pad),
                     t.regular(), t.textSize(13), c.danger);
        placeText(problem, m_panel.left + pad, m_panel.top + t.px(118));
        m_texts.push_back(problem);
    }
}

void RulesScene::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        using K = sf::Keyboard;
        switch (event.key.code) {
            case K::Escape:
            case K::F1:
                context().stack->pop();
                return;
            case K::Down:
                m_scroll.scrollBy(1);
                return;
            case K::Up:
                m_scroll.scrollBy(-1);
                return;
            case K::PageDown:
            case K::Space:
                m_scroll.scrollBy(std::max(1, m_scroll.visible() - 2));
                return;
            case K::PageUp:
                m_scroll.scrollBy(-std::max(1, m_scroll.visible() - 2));
                return;
            case K::Home:
                m_scroll.scrollBy(-m_scroll.count());
                return;
            case K::End:
                m_scroll.scrollBy(m_scroll.count());
                return;
            default:
                break;
        }
    }
    if (event.type == sf::Event::MouseWheelScrolled) {
        m_scroll.wheel(event.mouseWheelScroll.delta);
        return;
    }
    if (m_group.handleNavigation(event)) return;
    if (m_back.handleEvent(event)) {
        context().stack->pop();
        return;
    }
    if (m_tutorial && m_tutorial->handleEvent(event)) return openTutorial();
    if (m_variantBox->handleEvent(event)) {
        m_variant = m_variantBox->index();
        m_scroll.scrollBy(-m_scroll.count());
        layout(m_size);
    }
}

void RulesScene::openTutorial() {
    auto scene = TutorialScene::create(context(), m_game);
    if (!scene) {
        // A broken file is the game's fault: said on the button's row, the rules stay.
        context().log->write("tutorial_refused", {{"reason", scene.error().toString()}});
        m_tutorialProblem = scene.error().toString();
        layout(m_size);
        return;
    }
    context().stack->push(std::move(*scene));
}

std::optional<sf::Vector2f> RulesScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "variant")) {
        const auto r = m_variantBox->rect();
        return sf::Vector2f(r.left + r.width - r.height / 2, r.top + r.height / 2);
    }
    return m_group.locate(what);
}

void RulesScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_panel, t.px(18), c.panel, t.px(5), sf::Color(0, 0, 0, 70));
    float y = m_area.top;
    std::vector<sf::Text> shown;
    for (int i = m_scroll.first(); i < m_scroll.end(); ++i) {
        const auto& line = m_lines[static_cast<std::size_t>(i)];
        sf::Text text = line.text;
        placeText(text, m_area.left + line.indent, y);
        if (line.bullet)
            mesh.circle({m_area.left + line.indent - t.px(12), y + m_lineStep * 0.36f}, t.px(3),
                        c.accent);
        shown.push_back(text);
        y += m_lineStep;
    }
    if (const auto thumb = m_scroll.thumb(m_area.height, t.px(24))) {
        const float x = m_area.left + m_area.width + t.px(8);
        mesh.roundedRect({x, m_area.top, t.px(4), m_area.height}, t.px(2),
                         withAlpha(c.border, 120));
        mesh.roundedRect({x, m_area.top + thumb->start, t.px(4), thumb->length}, t.px(2), c.muted);
    }
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const auto& text : shown)
        target.draw(text, states);
    target.draw(*m_variantBox, states);
    target.draw(m_back, states);
    if (m_tutorial) target.draw(*m_tutorial, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
