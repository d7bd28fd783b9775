// A plugin built for another ABI major: the host must refuse it before using it.
#include <boost/dll/alias.hpp>

struct FutureDescriptor {
    int abiMajor;
};

namespace {
const FutureDescriptor* descriptor() {
    static const FutureDescriptor d{99};
    return &d;
}
}  // namespace

BOOST_DLL_ALIAS(descriptor, plateau_plugin)
