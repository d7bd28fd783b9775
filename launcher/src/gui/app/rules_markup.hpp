#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/error.hpp>

namespace plateau::gui {

// The most a rules page may hold: the shipped ones are under 2 kB.
inline constexpr std::size_t kMaxRulesFileBytes = 256u << 10;

// A rules page file by the one rule for files: a regular file (not a FIFO, not a link to
// /dev/zero) of at most kMaxRulesFileBytes, else the reason.
Expected<std::string> readRulesFile(const std::filesystem::path& file);

// The markdown-like text of a rules page, in blocks to draw. Time linear in the text's
// length (removing the marks one by one was quadratic: 1.2 MB of "**a" took 11 s).
struct RulesBlock {
    enum class Kind {
        Heading,    // "# " (level 1) or "## "/"### " (level 2)
        Paragraph,  // lines joined by spaces
        Bullet,     // "- " or "* ", with the lines that follow it
        Gap,        // the blank line that ends a list
    };
    Kind kind;
    int level = 0;  // headings: 1 or 2
    std::string text;
};
std::vector<RulesBlock> parseRulesMarkup(std::string_view text);

// The line with its emphasis and code marks ("**", "`") taken out: the words stay.
std::string stripMarks(std::string_view line);

}  // namespace plateau::gui
