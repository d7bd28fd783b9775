#include "app/rules_markup.hpp"

#include <plateau/host/file_read.hpp>

namespace plateau::gui {

Expected<std::string> readRulesFile(const std::filesystem::path& file) {
    return readBoundedFile(file, kMaxRulesFileBytes);
}

std::string stripMarks(std::string_view line) {
    std::string out;
    out.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '`') continue;
        if (line[i] == '*' && i + 1 < line.size() && line[i + 1] == '*') {
            ++i;
            continue;
        }
        out.push_back(line[i]);
    }
    // Taking "**" out of "***" leaves "*": as before, one pass over what is left.
    if (out.size() != line.size() && out.find("**") != std::string::npos) return stripMarks(out);
    return out;
}

std::vector<RulesBlock> parseRulesMarkup(std::string_view text) {
    std::vector<RulesBlock> blocks;
    std::string block;
    bool bullet = false;
    const auto flush = [&] {
        if (block.empty()) return;
        blocks.push_back(
            {bullet ? RulesBlock::Kind::Bullet : RulesBlock::Kind::Paragraph, 0, std::move(block)});
        block.clear();
    };
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view raw = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
        const std::string line = stripMarks(raw);
        const auto start = line.find_first_not_of(' ');
        if (start == std::string::npos) {
            flush();
            if (bullet) blocks.push_back({RulesBlock::Kind::Gap, 0, {}});
            bullet = false;
            continue;
        }
        const std::string_view s = std::string_view(line).substr(start);
        if (s.starts_with("# ") || s.starts_with("## ") || s.starts_with("### ")) {
            flush();
            bullet = false;
            blocks.push_back({RulesBlock::Kind::Heading, s[1] == ' ' ? 1 : 2,
                              std::string(s.substr(s.find(' ') + 1))});
            continue;
        }
        if (s.starts_with("- ") || s.starts_with("* ")) {
            flush();
            bullet = true;
            block = s.substr(2);
            continue;
        }
        if (!block.empty()) block += ' ';
        block += s;
    }
    flush();
    return blocks;
}

}  // namespace plateau::gui
