// A plugin whose factory throws past the guard every plugin should use.
#include <stdexcept>

#include <plateau/sdk/plugin.hpp>

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    throw std::runtime_error("cannot find my data");
}

const plateau::GameType* type() noexcept {
    static const plateau::GameType t{"throwing", "Throwing"};
    return &t;
}

}  // namespace

PLATEAU_PLUGIN_API const plateau::PluginDescriptor* plateau_plugin_v3() noexcept {
    static const plateau::PluginDescriptor d{plateau::kAbiMajor, plateau::kAbiMinor,
                                             PLATEAU_SDK_VERSION, PLATEAU_COMPILER,
                                             PLATEAU_STDLIB_ABI,  "0.1",
                                             &type,               &create};
    return &d;
}
