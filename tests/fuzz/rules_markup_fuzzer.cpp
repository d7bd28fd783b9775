// A rules page's markup (gui/app/rules_markup: parseRulesMarkup, stripMarks), as the rules
// screen reads a game's rules/*.md. Promises: blocks hold no newline and no "**" or "`",
// they say no more than the page did, and the time is linear (a quadratic pass shows as
// a timeout on libFuzzer's large inputs).
#include "app/rules_markup.hpp"

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::text(data, size);
    const std::string stripped = plateau::gui::stripMarks(input);
    fuzz::check(stripped.size() <= input.size());
    fuzz::check(stripped.find("**") == std::string::npos &&
                stripped.find('`') == std::string::npos);
    std::size_t said = 0;
    for (const auto& block : plateau::gui::parseRulesMarkup(input)) {
        fuzz::check(block.text.find('\n') == std::string::npos);
        fuzz::check(block.text.find("**") == std::string::npos);
        fuzz::check(block.text.find('`') == std::string::npos);
        fuzz::check(block.kind != plateau::gui::RulesBlock::Kind::Heading || block.level == 1 ||
                    block.level == 2);
        said += block.text.size();
    }
    // Lines are joined with one space each: never more than the page's bytes.
    fuzz::check(said <= input.size());
    return 0;
}
