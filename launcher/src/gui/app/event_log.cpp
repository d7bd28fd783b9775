#include "app/event_log.hpp"

#include <cstdio>

namespace plateau::gui {

std::string jsonEscape(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    for (const char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buffer[8];
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out += buffer;
                } else {
                    out += c;
                }
        }
    }
    return out;
}

bool EventLog::open(const std::filesystem::path& file) {
    m_out.open(file, std::ios::trunc);
    return m_out.is_open();
}

void EventLog::write(std::string_view type, std::initializer_list<Field> fields) {
    if (!m_out.is_open()) return;
    std::string line =
        "{\"type\":\"" + jsonEscape(type) + "\",\"frame\":" + std::to_string(m_frame);
    for (const auto& [key, value] : fields) {
        line += ",\"" + jsonEscape(key) + "\":";
        if (auto* i = std::get_if<std::int64_t>(&value)) {
            line += std::to_string(*i);
        } else if (auto* d = std::get_if<double>(&value)) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%.6g", *d);
            line += buffer;
        } else if (auto* b = std::get_if<bool>(&value)) {
            line += *b ? "true" : "false";
        } else if (auto* s = std::get_if<std::string>(&value)) {
            line += "\"" + jsonEscape(*s) + "\"";
        } else if (auto* list = std::get_if<std::vector<std::int64_t>>(&value)) {
            line += "[";
            for (std::size_t k = 0; k < list->size(); ++k)
                line += (k ? "," : "") + std::to_string((*list)[k]);
            line += "]";
        }
    }
    line += "}\n";
    m_out << line;
    m_out.flush();  // a test reads it while the window may still be open
}

}  // namespace plateau::gui
