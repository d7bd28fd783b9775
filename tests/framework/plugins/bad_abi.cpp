// A plugin built for another ABI major: the host must refuse it before using it.
struct FutureDescriptor {
    int abiMajor;
};

extern "C" __attribute__((visibility("default"))) const FutureDescriptor* plateau_plugin_v3() {
    static const FutureDescriptor d{99};
    return &d;
}
