#include "widgets/option_field.hpp"

#include <algorithm>
#include <cmath>

#include "tr.hpp"

namespace plateau::gui {

namespace {

class BoolField final : public OptionField {
public:
    BoolField(const Theme& theme, const OptionSpec& spec, bool value, const std::string& domain)
        : OptionField(spec, std::make_unique<Checkbox>(
                                theme, toSfString(trGame(domain, spec.label)), value)) {}
    OptionValue value() const override { return static_cast<const Checkbox&>(*m_widget).value(); }
};

class IntField final : public OptionField {
public:
    IntField(const Theme& theme, const OptionSpec& spec, std::int64_t value)
        : OptionField(spec, std::make_unique<Spinner>(theme, static_cast<double>(value), spec.min,
                                                      spec.max, static_cast<double>(spec.step))) {
        // Only the values the game allows (its step from min), never one refused later.
        if (spec.step > 1 && (spec.max - spec.min) / static_cast<double>(spec.step) < 1000) {
            std::vector<double> allowed;
            for (double x = spec.min; x <= spec.max; x += static_cast<double>(spec.step))
                allowed.push_back(x);
            static_cast<Spinner&>(*m_widget).setAllowed(std::move(allowed));
        }
    }
    OptionValue value() const override {
        return static_cast<std::int64_t>(static_cast<const Spinner&>(*m_widget).value());
    }
};

class RealField final : public OptionField {
public:
    RealField(const Theme& theme, const OptionSpec& spec, double value)
        : OptionField(spec, std::make_unique<Spinner>(theme, value, spec.min, spec.max,
                                                      spec.max - spec.min > 5 ? 0.5 : 0.05, 2)) {}
    OptionValue value() const override { return static_cast<const Spinner&>(*m_widget).value(); }
};

class ChoiceField final : public OptionField {
public:
    ChoiceField(const Theme& theme, const OptionSpec& spec, const std::string& value,
                const std::string& domain)
        : OptionField(spec, nullptr) {
        std::vector<sf::String> choices;
        int index = 0;
        for (std::size_t k = 0; k < spec.choices.size(); ++k) {
            choices.push_back(toSfString(trGame(domain, spec.choices[k])));
            if (spec.choices[k] == value) index = static_cast<int>(k);
        }
        m_widget = std::make_unique<ChoiceBox>(theme, choices, index);
    }
    OptionValue value() const override {
        const int index = static_cast<const ChoiceBox&>(*m_widget).index();
        const auto& choices = m_spec->choices;
        if (index < 0 || index >= static_cast<int>(choices.size()))
            return choices.empty() ? std::string() : choices.front();
        return choices[static_cast<std::size_t>(index)];
    }
};

}  // namespace

std::unique_ptr<OptionField> OptionField::make(const Theme& theme, const OptionSpec& spec,
                                               const OptionValue& value,
                                               const std::string& domain) {
    switch (spec.type) {
        case OptionType::Bool:
            return std::make_unique<BoolField>(theme, spec, std::get<bool>(value), domain);
        case OptionType::Int:
            return std::make_unique<IntField>(theme, spec, std::get<std::int64_t>(value));
        case OptionType::Real:
            return std::make_unique<RealField>(theme, spec, std::get<double>(value));
        case OptionType::Choice:
            return std::make_unique<ChoiceField>(theme, spec, std::get<std::string>(value), domain);
    }
    return nullptr;
}

float placeOptionFields(std::vector<sf::Text>& out, const Theme& t,
                        std::vector<std::unique_ptr<OptionField>>& fields,
                        const std::string& domain, float x, float y, float width, float bottom) {
    const auto& c = t.colors;
    // Descriptions wrap when the panel has room for every line, else each is cut to one
    // line, and in a very small window they go (the label stays).
    const unsigned descSizeOpt = t.textSize(13);
    const float descStep = static_cast<float>(descSizeOpt) * 1.3f;
    const float room = bottom - y;
    const float n = std::max(1.f, static_cast<float>(fields.size()));
    const float wh = std::min(t.px(42) * 0.9f, room / n - t.px(6));
    const float rowGap = t.px(12);
    auto descWidth = [&](const OptionSpec& spec) {
        return spec.type == OptionType::Bool ? width - t.px(34) : width;
    };
    float wrapped = 0;
    for (const auto& row : fields) {
        const auto lines = wrapText(toSfString(trGame(domain, row->spec().description)),
                                    t.regular(), descSizeOpt, descWidth(row->spec()));
        wrapped += wh + static_cast<float>(lines.size()) * descStep + rowGap;
    }
    const bool wrap = wrapped <= room;
    const bool oneLine = !wrap && (wh + descStep + rowGap) * n <= room;
    const float widgetW = std::min(t.px(200), width * 0.42f);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        auto& row = fields[i];
        const auto& spec = row->spec();
        const float descX = spec.type == OptionType::Bool ? x + t.px(34) : x;
        if (spec.type == OptionType::Bool) {
            row->widget().setRect({x, y, width, wh});
        } else {
            row->widget().setRect({x + width - widgetW, y, widgetW, wh});
            auto l = makeText(elide(toSfString(trGame(domain, spec.label)), t.regular(),
                                    t.textSize(16), width - widgetW - t.px(12)),
                              t.regular(), t.textSize(16), c.text);
            centerText(l, 0, y + wh / 2);
            l.setOrigin(0, l.getOrigin().y);
            l.setPosition(std::round(x), l.getPosition().y);
            out.push_back(l);
        }
        y += wh + t.px(2);
        if (spec.description.empty() || (!wrap && !oneLine)) {
            y += rowGap;
            continue;
        }
        if (wrap) {
            y = placeWrapped(out, toSfString(trGame(domain, spec.description)), t.regular(),
                             descSizeOpt, c.muted, descX, y, descWidth(spec), descStep);
        } else {
            auto d = makeText(elide(toSfString(trGame(domain, spec.description)), t.regular(),
                                    descSizeOpt, descWidth(spec)),
                              t.regular(), descSizeOpt, c.muted);
            placeText(d, descX, y);
            out.push_back(d);
            y += descStep;
        }
        y += rowGap;
    }
    return y;
}

}  // namespace plateau::gui
