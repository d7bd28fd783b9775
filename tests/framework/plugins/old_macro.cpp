// The SDK 0.1 entry, PLATEAU_PLUGIN(ID, NAME, VERSION, FACTORY): it gave a game without
// dice. It must not compile, and the message must name the fix (a test compiles this file
// and reads the compiler's message; see tests/framework/CMakeLists.txt).
#include <plateau/sdk/plugin.hpp>

namespace {
plateau::Expected<std::shared_ptr<const plateau::Game>> create(const plateau::PluginContext&) {
    return plateau::Error("never made");
}
}  // namespace

PLATEAU_PLUGIN("old", "Old", "1.0.0", create)
