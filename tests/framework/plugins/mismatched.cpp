// Plugins that the host must refuse after reading their descriptor, each for one reason:
//   MISMATCH_ID      the plugin declares one id, its Game says another
//   MISMATCH_SDK     built against an SDK this host cannot run
//   MISMATCH_STDLIB  built with another C++ library ABI
//   ABI1_ALIAS       a plugin of ABI 1, exported as a Boost.DLL alias
//   ABI2_ENTRY       a plugin of ABI 2 (SDK 0.2), exported as plateau_plugin_v2
#if defined(ABI2_ENTRY)
struct Abi2Descriptor {
    int abiMajor;
};

extern "C" __attribute__((visibility("default"))) const Abi2Descriptor* plateau_plugin_v2() {
    static const Abi2Descriptor d{2};
    return &d;
}
#elif defined(ABI1_ALIAS)
#include <boost/dll/alias.hpp>

struct Abi1Descriptor {
    int abiMajor;
};

namespace {
const Abi1Descriptor* descriptor() {
    static const Abi1Descriptor d{1};
    return &d;
}
}  // namespace

BOOST_DLL_ALIAS(descriptor, plateau_plugin)
#else
#include <plateau/sdk/plugin.hpp>

#include "race/race_game.hpp"

namespace {

plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    plateau::VariantInfo v;
    v.id = "classic";
    return std::shared_ptr<const plateau::Game>(
        plateau::makeGame<race::RaceGame>(std::vector<plateau::VariantInfo>{v}, std::vector<plateau::Error>{}));
}

}  // namespace

#if defined(MISMATCH_ID)
const plateau::GameType kOther{.id = "other", .name = "Other"};
PLATEAU_PLUGIN(kOther, "1.0.0", create)
#else
namespace {
const plateau::GameType* type() noexcept { return &race::kRaceType; }
}  // namespace

PLATEAU_PLUGIN_API const plateau::PluginDescriptor* plateau_plugin_v3() noexcept {
#if defined(MISMATCH_SDK)
    static const plateau::PluginDescriptor d{plateau::kAbiMajor, plateau::kAbiMinor, "9.0.0",
                                             PLATEAU_COMPILER, PLATEAU_STDLIB_ABI, "1.0.0", &type, &create};
#else
    static const plateau::PluginDescriptor d{plateau::kAbiMajor, plateau::kAbiMinor, PLATEAU_SDK_VERSION,
                                             "Some compiler", "libc++ ABI 1", "1.0.0", &type, &create};
#endif
    return &d;
}
#endif
#endif
