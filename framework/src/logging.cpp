#include "plateau/host/logging.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <mutex>
#include <vector>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "plateau/host/private_temp.hpp"

namespace plateau {

namespace fs = std::filesystem;

namespace {

std::mutex g_mutex;
std::vector<spdlog::sink_ptr> g_sinks;
spdlog::level::level_enum g_level = spdlog::level::warn;

std::vector<spdlog::sink_ptr>& sinks() {
    if (g_sinks.empty()) g_sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    return g_sinks;
}

fs::path xdgDir(const char* variable, const char* fallback) {
    if (const char* v = std::getenv(variable); v && *v) return fs::path(v) / "plateau";
    if (const char* home = std::getenv("HOME"); home && *home)
        return fs::path(home) / fallback / "plateau";
    // No HOME: the account's own folder, never a shared /tmp/plateau another user could
    // make first.
    if (const passwd* pw = ::getpwuid(::getuid()); pw && pw->pw_dir && *pw->pw_dir)
        return fs::path(pw->pw_dir) / fallback / "plateau";
    return privateTempRoot() / ("plateau-" + std::to_string(::getuid())) / fallback;
}

}  // namespace

fs::path stateDir() { return xdgDir("XDG_STATE_HOME", ".local/state"); }
fs::path configDir() { return xdgDir("XDG_CONFIG_HOME", ".config"); }

void initLogging(const LogConfig& config) {
    std::lock_guard lock(g_mutex);
    g_sinks.clear();
    if (config.console) g_sinks.push_back(std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    if (!config.file.empty()) {
        try {
            fs::create_directories(config.file.parent_path());
            g_sinks.push_back(std::make_shared<spdlog::sinks::rotating_file_sink_mt>(
                config.file.string(), 1024 * 1024, 3));
        } catch (const std::exception& e) {
            // No log file is no reason to stop playing.
            if (config.console)
                fprintf(stderr, "plateau: no log file %s: %s\n", config.file.c_str(), e.what());
        }
    }
    g_level = config.level;
    spdlog::apply_all([&](const std::shared_ptr<spdlog::logger>& l) {
        l->sinks() = g_sinks;
        l->set_level(g_level);
    });
}

std::shared_ptr<spdlog::logger> logger(const std::string& name) {
    std::lock_guard lock(g_mutex);
    if (auto existing = spdlog::get(name)) return existing;
    auto made = std::make_shared<spdlog::logger>(name, sinks().begin(), sinks().end());
    made->set_level(g_level);
    spdlog::register_logger(made);
    return made;
}

std::shared_ptr<const Logger> pluginLogger(const std::string& name) {
    return std::make_shared<const Logger>(std::make_shared<detail::LoggerSink>(logger(name)));
}

Logger::Logger(std::shared_ptr<detail::LoggerSink> sink) : m_sink(std::move(sink)) {}

const std::string& Logger::name() const {
    static const std::string kNone;
    return m_sink ? m_sink->target()->name() : kNone;
}

void Logger::log(Level level, std::string_view text) const {
    if (!m_sink) return;
    static constexpr spdlog::level::level_enum kLevels[] = {
        spdlog::level::debug, spdlog::level::info, spdlog::level::warn, spdlog::level::err};
    m_sink->target()->log(kLevels[static_cast<int>(level)], "{}", text);
}

}  // namespace plateau
