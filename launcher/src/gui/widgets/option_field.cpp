#include "widgets/option_field.hpp"

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

}  // namespace plateau::gui
