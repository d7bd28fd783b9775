#include "scenes/setup_variant_rows.hpp"

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>

#include "app/script_input.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

void VariantRows::rebuild(const SetupModel& model) {
    std::vector<sf::String> names;
    for (const auto& v : model.game().variants())
        names.push_back(toSfString(trGame(m_gameId, v.name)));
    m_variant = std::make_unique<ChoiceBox>(*m_theme, names, model.variantIndex());
    const auto& variant = model.variant();
    m_description = variant.description;
    m_options.clear();
    const auto& all = model.options().all();
    for (const auto& spec : variant.options) {
        const auto it = all.find(spec.key);
        m_options.push_back(OptionField::make(
            *m_theme, spec, it != all.end() ? it->second : spec.defaultValue, m_gameId));
    }
}

void VariantRows::addTo(WidgetGroup& group) {
    group.add(*m_variant, "variant");
    for (auto& row : m_options)
        group.add(row->widget(), "option:" + row->spec().key);
}

void VariantRows::readInto(SetupModel& model) const {
    for (const auto& field : m_options)
        model.setOption(field->spec().key, field->value());
}

float VariantRows::place(std::vector<sf::Text>& texts, float x, float y, float width,
                         float bottom) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    auto header = [&](const std::string& text, float top) {
        auto h = makeText(toSfString(text), t.bold(), t.textSize(15), c.accent);
        placeText(h, x, top);
        texts.push_back(h);
    };
    header(tr("VARIANT"), y);
    y += t.px(28);
    const float rowH = t.px(42);
    m_variant->setRect({x, y, width, rowH});
    y += rowH + t.px(10);
    const unsigned size = t.textSize(14);
    const float lineH = static_cast<float>(size) * 1.35f;
    const auto lines =
        wrapText(toSfString(trGame(m_gameId, m_description)), t.regular(), size, width);
    for (std::size_t i = 0; i < lines.size() && i < 3; ++i) {
        auto d = makeText(lines[i], t.regular(), size, c.muted);
        placeText(d, x, y);
        texts.push_back(d);
        y += lineH;
    }
    y += t.px(14);
    if (!m_options.empty()) header(tr("OPTIONS"), y);
    y += t.px(28);
    return placeOptionFields(texts, t, m_options, m_gameId, x, y, width, bottom);
}

VariantRows::Changed VariantRows::handleEvent(const sf::Event& event) {
    if (m_variant->handleEvent(event)) return Changed::Variant;
    bool option = false;
    for (auto& row : m_options)
        option |= row->widget().handleEvent(event);
    return option ? Changed::Option : Changed::Nothing;
}

std::optional<sf::Vector2f> VariantRows::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "variant")) return rightEndOf(*m_variant);
    if (what.substr(0, 7) != "option:") return std::nullopt;
    for (const auto& row : m_options)
        if (row->spec().key == what.substr(7))
            return row->spec().type == OptionType::Bool ? leftEndOf(row->widget())
                                                        : rightEndOf(row->widget());
    return std::nullopt;
}

void VariantRows::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(*m_variant, states);
    for (const auto& row : m_options)
        target.draw(row->widget(), states);
}

}  // namespace plateau::gui
