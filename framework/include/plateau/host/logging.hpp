#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include <spdlog/logger.h>

#include "plateau/export.hpp"
#include "plateau/sdk/logger.hpp"

namespace plateau {

struct LogConfig {
    spdlog::level::level_enum level = spdlog::level::warn;
    bool console = true;
    std::filesystem::path file;  // rotating log file; empty for none
};

// Sets up the host's sinks (terminal and file); loggers made before keep working.
PLATEAU_EXPORT void initLogging(const LogConfig& config);
// The host's logger, or a named one sharing its sinks (one per plugin).
PLATEAU_EXPORT std::shared_ptr<spdlog::logger> logger(const std::string& name = "plateau");
// The SDK's Logger writing into logger(name): what a plugin gets in its PluginContext.
PLATEAU_EXPORT std::shared_ptr<const Logger> pluginLogger(const std::string& name);

namespace detail {
class LoggerSink {
public:
    explicit LoggerSink(std::shared_ptr<spdlog::logger> target) : m_target(std::move(target)) {}
    const std::shared_ptr<spdlog::logger>& target() const { return m_target; }

private:
    std::shared_ptr<spdlog::logger> m_target;
};
}  // namespace detail

// $XDG_STATE_HOME/plateau (or ~/.local/state/plateau).
PLATEAU_EXPORT std::filesystem::path stateDir();
// $XDG_CONFIG_HOME/plateau (or ~/.config/plateau).
PLATEAU_EXPORT std::filesystem::path configDir();

}  // namespace plateau
