#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>

#include "plateau/export.hpp"

namespace plateau {

namespace detail {
class LoggerSink;

inline void appendArg(std::string& out, std::string_view s) { out += s; }
inline void appendArg(std::string& out, const std::string& s) { out += s; }
inline void appendArg(std::string& out, const char* s) { out += s; }
template <class T, std::enable_if_t<std::is_arithmetic_v<T>, int> = 0>
void appendArg(std::string& out, T v) {
    out += std::to_string(v);
}

// "{}" placeholders filled in order, so a plugin's log calls read like the host's
// (fmt-style) without the plugin depending on fmt.
template <class... Args>
std::string formatBraces(std::string_view pattern, const Args&... args) {
    std::string out;
    auto fill = [&](const auto& arg) {
        const auto at = pattern.find("{}");
        if (at == std::string_view::npos) return;
        out += pattern.substr(0, at);
        appendArg(out, arg);
        pattern.remove_prefix(at + 2);
    };
    (fill(args), ...);
    out += pattern;
    return out;
}
}  // namespace detail

// A plugin's named logger, owned by the host (which writes to the terminal and its log
// file). Plugins get it in PluginContext; the logging library stays a host matter.
class PLATEAU_EXPORT Logger {
public:
    enum class Level { Debug, Info, Warn, Error };

    explicit Logger(std::shared_ptr<detail::LoggerSink> sink = nullptr);
    const std::string& name() const;

    void log(Level level, std::string_view text) const;
    template <class... Args>
    void debug(std::string_view pattern, const Args&... args) const {
        log(Level::Debug, detail::formatBraces(pattern, args...));
    }
    template <class... Args>
    void info(std::string_view pattern, const Args&... args) const {
        log(Level::Info, detail::formatBraces(pattern, args...));
    }
    template <class... Args>
    void warn(std::string_view pattern, const Args&... args) const {
        log(Level::Warn, detail::formatBraces(pattern, args...));
    }
    template <class... Args>
    void error(std::string_view pattern, const Args&... args) const {
        log(Level::Error, detail::formatBraces(pattern, args...));
    }

    const std::shared_ptr<detail::LoggerSink>& sink() const { return m_sink; }

private:
    std::shared_ptr<detail::LoggerSink> m_sink;  // null: the messages go nowhere
};

}  // namespace plateau
