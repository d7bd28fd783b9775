#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Window/Event.hpp>

#include "app/setup_model.hpp"
#include "widgets/option_field.hpp"
#include "widgets/theme.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The setup screen's game column: the variant (a choice and its description) and the
// variant's options, a field each by its type; made from the SetupModel and read back.
class VariantRows : public sf::Drawable {
public:
    // `gameId`: the catalog that translates the variants' and options' words.
    VariantRows(const Theme& theme, std::string gameId)
        : m_theme(&theme), m_gameId(std::move(gameId)) {}

    void rebuild(const SetupModel& model);
    // Keyboard order: the variant, then each option.
    void addTo(WidgetGroup& group);
    void readInto(SetupModel& model) const;
    // Headers, the variant's description (three lines at most) and the fields, down from
    // (x, y) in `width`, no lower than `bottom`; returns the y below.
    float place(std::vector<sf::Text>& texts, float x, float y, float width, float bottom);

    enum class Changed { Nothing, Variant, Option };
    Changed handleEvent(const sf::Event& event);
    // The variant chosen in the box (the model takes it, then the rows are made again).
    int chosenVariant() const { return m_variant->index(); }
    // For test scripts: "variant", "option:<key>".
    std::optional<sf::Vector2f> locate(std::string_view what) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    std::string m_gameId;
    std::unique_ptr<ChoiceBox> m_variant;
    std::vector<std::unique_ptr<OptionField>> m_options;
    std::string m_description;
};

}  // namespace plateau::gui
