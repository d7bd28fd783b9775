// The window's settings.toml: defaults and a reason when broken, else values in range.
#include "app/settings.hpp"
#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto& file = fuzz::writeScratch(fuzz::text(data, size));
    const auto load = plateau::gui::loadSettings(file);
    using plateau::gui::Settings;
    if (!load.problem.empty()) {
        fuzz::check(load.settings == Settings{});
    } else {
        const Settings& s = load.settings;
        fuzz::check(s.width >= 640 && s.width <= 8192 && s.height >= 400 && s.height <= 8192);
        fuzz::check(s.animationSpeed >= Settings::kMinSpeed && s.animationSpeed <= Settings::kMaxSpeed);
        fuzz::check(s.historyLimit >= 0 && s.historyLimit <= 100000);
    }
    return 0;
}
