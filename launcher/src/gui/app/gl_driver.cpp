#include "app/gl_driver.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#if __has_include(<dlfcn.h>) && __has_include(<link.h>)
#include <dlfcn.h>
#include <link.h>
#define PLATEAU_GUI_DLFCN 1
#endif

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define PLATEAU_GUI_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define PLATEAU_GUI_SANITIZED 1
#endif
#endif

namespace plateau::gui {

namespace {

namespace fs = std::filesystem;

#if defined(PLATEAU_GUI_DLFCN) && !defined(PLATEAU_GUI_SANITIZED) && defined(RTLD_DEEPBIND)
// Where Mesa looks for its driver: LIBGL_DRIVERS_PATH's folders, else dri/ beside the GL
// library the program links (Debian: <libdir>/dri).
fs::path findMesaDriver() {
    constexpr std::string_view kDriver = "swrast_dri.so";
    std::error_code ec;
    if (const char* dirs = std::getenv("LIBGL_DRIVERS_PATH"); dirs && *dirs) {
        std::string_view rest = dirs;
        while (!rest.empty()) {
            const auto colon = rest.find(':');
            const fs::path file = fs::path(rest.substr(0, colon)) / kDriver;
            if (fs::is_regular_file(file, ec)) return file;
            rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
        }
        return {};
    }
    void* gl = dlopen("libGL.so.1", RTLD_LAZY | RTLD_NOLOAD);
    if (!gl) return {};
    const link_map* map = nullptr;
    const bool found = dlinfo(gl, RTLD_DI_LINKMAP, &map) == 0 && map && map->l_name;
    fs::path file = found ? fs::path(map->l_name).parent_path() / "dri" / kDriver : fs::path();
    dlclose(gl);  // only the count taken by RTLD_NOLOAD: the program still links it
    return fs::is_regular_file(file, ec) ? file : fs::path();
}
#endif

}  // namespace

void preloadGlDriver() {
#if defined(PLATEAU_GUI_DLFCN) && !defined(PLATEAU_GUI_SANITIZED) && defined(RTLD_DEEPBIND)
    if (std::getenv("PLATEAU_NO_DRIVER_PRELOAD")) return;
    const fs::path driver = findMesaDriver();
    // Kept loaded for the program's life, as Mesa keeps it; a failure leaves it to Mesa.
    if (!driver.empty()) dlopen(driver.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
#endif
}

}  // namespace plateau::gui
