#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include <plateau/sdk/options.hpp>

#include "widgets/theme.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// One option of a variant on the setup screen: the control its kind calls for (a box to
// tick, a number to step through the values the game allows, a choice), showing a value
// and giving it back as the option's value. `domain`: the game whose catalog translates
// the labels and choices.
class OptionField {
public:
    virtual ~OptionField() = default;
    static std::unique_ptr<OptionField> make(const Theme& theme, const OptionSpec& spec,
                                             const OptionValue& value, const std::string& domain);

    const OptionSpec& spec() const { return *m_spec; }
    Widget& widget() { return *m_widget; }
    const Widget& widget() const { return *m_widget; }
    virtual OptionValue value() const = 0;

protected:
    OptionField(const OptionSpec& spec, std::unique_ptr<Widget> widget)
        : m_spec(&spec), m_widget(std::move(widget)) {}
    const OptionSpec* m_spec;
    std::unique_ptr<Widget> m_widget;
};

// The fields down a column from (x, y), each with its label and description, above
// `bottom`: descriptions wrap when there is room for every line, else each is cut to one
// line, and in a very small window they go (the label stays). Returns the y below.
float placeOptionFields(std::vector<sf::Text>& out, const Theme& theme,
                        std::vector<std::unique_ptr<OptionField>>& fields,
                        const std::string& domain, float x, float y, float width, float bottom);

}  // namespace plateau::gui
