// A plugin whose factory throws past the guard every plugin should use.
#include <stdexcept>

#include <plateau/plugin.hpp>

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    throw std::runtime_error("cannot find my data");
}

const plateau::PluginDescriptor* descriptor() {
    static const plateau::PluginDescriptor d{plateau::kAbiMajor, plateau::kAbiMinor, "throwing",
                                             "Throwing", "0.1", &create};
    return &d;
}

}  // namespace

BOOST_DLL_ALIAS(descriptor, plateau_plugin)
