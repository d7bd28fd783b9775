#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace plateau::gui {

// --event-log: one JSON object a line for what happened on screen (scenes, moves, game
// events, results), so tests can check what a person's clicks did.
class EventLog {
public:
    using Value = std::variant<std::int64_t, double, bool, std::string, std::vector<std::int64_t>>;
    using Field = std::pair<std::string_view, Value>;

    bool open(const std::filesystem::path& file);
    bool enabled() const { return m_out.is_open(); }
    void setFrame(std::int64_t frame) { m_frame = frame; }

    void write(std::string_view type, std::initializer_list<Field> fields);

private:
    std::ofstream m_out;
    std::int64_t m_frame = 0;
};

std::string jsonEscape(std::string_view text);

}  // namespace plateau::gui
