#include "plateau/host/plugin_host.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <tuple>

#include <dlfcn.h>
#include <unistd.h>

#include <boost/dll/shared_library.hpp>

#include "plateau/host/language.hpp"
#include "plateau/host/library_check.hpp"
#include "plateau/host/logging.hpp"
#include "plateau/host/private_temp.hpp"
#include "plateau/host/search_folders.hpp"
#include "plateau/host/text_limits.hpp"
#include "plateau/sdk/plugin.hpp"

namespace plateau {

namespace fs = std::filesystem;

namespace {

bool isSharedLibraryName(const fs::path& file) {
    return file.extension() == ".so" || file.extension() == ".dylib" ||
           file.extension() == ".dll";
}

}  // namespace

fs::path executablePath() {
    std::error_code ec;
    auto self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : self;
}

SearchPaths SearchPaths::standard() {
    SearchPaths paths;
    for (auto& f : pluginSearchFolders()) paths.plugins.push_back(std::move(f.path));
    for (auto& f : dataSearchFolders()) paths.data.push_back(std::move(f.path));
    // The program's catalogs beside each data folder: <prefix>/share/plateau/locale.
    for (const auto& d : paths.data) paths.catalogs.push_back(d.parent_path() / "locale");
    return paths;
}

PluginHost::PluginHost(SearchPaths paths) : m_paths(std::move(paths)) {
    for (const auto& folder : m_paths.catalogs) addCatalogFolder(folder);
}

PluginHost::~PluginHost() = default;

void PluginHost::fail(const fs::path& file, std::string reason) {
    // Info, not warn: `plateau list` and the menu show failures to whoever wants them.
    logger()->info("plugin {} skipped: {}", file.string(), reason);
    m_failures.push_back({file, std::move(reason)});
}

fs::path PluginHost::dataDirFor(const std::string& id) const {
    std::error_code ec;
    // A folder with variants: an empty games/<id> earlier in the path must not hide the
    // installed one.
    for (const auto& dir : m_paths.data)
        if (fs::is_directory(dir / id / "variants", ec)) return dir / id;
    for (const auto& dir : m_paths.data)
        if (fs::is_directory(dir / id, ec)) return dir / id;
    return m_paths.data.empty() ? fs::path(id) : m_paths.data.front() / id;
}

void PluginHost::loadAll() {
    std::vector<fs::path> seen;
    for (const auto& dir : m_paths.plugins) {
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) continue;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            // Folders, FIFOs and dangling links named *.so too: load() says what they are.
            if (isSharedLibraryName(entry.path())) files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());  // the same order on every run
        for (const auto& file : files) {
            const auto canonical = fs::weakly_canonical(file, ec);
            if (std::find(seen.begin(), seen.end(), canonical) != seen.end()) continue;
            seen.push_back(canonical);
            load(file);
        }
    }
}

const char* hostSdkVersion() { return PLATEAU_SDK_VERSION; }
const char* hostStdlibAbi() { return PLATEAU_STDLIB_ABI; }

namespace {

struct Version {
    int major = -1, minor = 0, patch = 0;
};

Version parseVersion(const char* text) {
    Version v;
    if (!text || std::sscanf(text, "%d.%d.%d", &v.major, &v.minor, &v.patch) < 1) v.major = -1;
    return v;
}

// Why a plugin compiled against `sdk` cannot run in this host, or empty when it can:
// another major version (for 0.x, another minor), or a newer SDK than this one.
std::string sdkMismatch(const char* sdk) {
    const Version mine = parseVersion(PLATEAU_SDK_VERSION);
    const Version theirs = parseVersion(sdk);
    const std::string text = sdk ? sdk : "";
    if (theirs.major < 0) return "it does not say which Plateau SDK it was built with";
    const bool sameLine =
        theirs.major == mine.major && (mine.major > 0 || theirs.minor == mine.minor);
    const bool newer = std::tie(theirs.major, theirs.minor, theirs.patch) >
                       std::tie(mine.major, mine.minor, mine.patch);
    if (!sameLine || newer)
        return "built against Plateau SDK " + text + ", this program has SDK " +
               PLATEAU_SDK_VERSION + "; rebuild the plugin against this SDK";
    return {};
}

}  // namespace

Expected<LoadedPlugin> PluginHost::open(const fs::path& file, const std::string& expectId) const {
    // Before anything maps it: a half-copied library would end in SIGBUS inside dlopen.
    std::error_code ec;
    if (fs::symlink_status(file, ec).type() == fs::file_type::symlink && !fs::exists(file, ec)) {
        return Error("is a link to nothing (" + fs::read_symlink(file, ec).string() + ")");
    }
    if (auto ok = checkLibraryFile(file); !ok) {
        return Error(ok.error().reason);
    }
    if (m_probe) {
        if (auto ok = probePlugin(file, *m_probe); !ok) {
            return Error("refused: " + ok.error().reason);
        }
    }
    auto library = std::make_shared<boost::dll::shared_library>();
    try {
        library->load(file, boost::dll::load_mode::rtld_lazy | boost::dll::load_mode::rtld_local);
    } catch (const std::exception& e) {
        return Error(std::string("not a loadable library: ") + e.what());
    }
    // Never unmapped once loaded (RTLD_NODELETE): a thread the plugin left running after
    // its game went (forbidden, plateau/sdk/plugin.hpp, but native code can do it) would
    // crash the program on its next instruction. The host cannot stop such a thread, so
    // it refuses to unload the code under it; a reload maps the new copy beside the old.
    if (void* pinned = ::dlopen(file.c_str(), RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE))
        ::dlclose(pinned);
    if (!library->has(kPluginEntry)) {
        if (library->has(kPluginEntryAbi2)) {
            return Error("built for plugin ABI 2 (SDK 0.2), this Plateau has ABI " +
                         std::to_string(kAbiMajor) +
                         "; port it to SDK 0.3 (see the SDK changelog) and rebuild it");
        }
        if (library->has(kPluginEntryAbi1)) {
            // ABI 1 exported a Boost.DLL alias; its first field is still the ABI major.
            int major = 1;
            try {
                using Abi1Entry = const int*();
                if (const int* d = library->get_alias<Abi1Entry>(kPluginEntryAbi1)()) major = *d;
            } catch (...) {
            }
            return Error("built for plugin ABI " + std::to_string(major) + ", this Plateau has ABI " +
                           std::to_string(kAbiMajor) + "; rebuild it against this SDK");
        }
        return Error(std::string("not a Plateau plugin (no ") + kPluginEntry + " entry)");
    }
    const PluginDescriptor* d = nullptr;
    try {
        d = library->get<const PluginDescriptor*() noexcept>(kPluginEntry)();
    } catch (const std::exception& e) {
        return Error(std::string("its plateau_plugin entry failed: ") + e.what());
    } catch (...) {
        return Error("its plateau_plugin entry threw");
    }
    if (!d) {
        return Error("its plateau_plugin entry returned nothing");
    }
    if (d->abiMajor != kAbiMajor) {
        return Error("built for plugin ABI " + std::to_string(d->abiMajor) + ", this Plateau has ABI " +
                       std::to_string(kAbiMajor));
    }
    if (std::string why = sdkMismatch(d->sdkVersion); !why.empty()) {
        return Error(why);
    }
    const std::string stdlib = d->stdlib ? d->stdlib : "";
    if (stdlib != PLATEAU_STDLIB_ABI) {
        return Error("built with the C++ library " + (stdlib.empty() ? "(unknown)" : stdlib) +
                       " (compiler " + (d->compiler ? d->compiler : "unknown") +
                       "), this program uses " + PLATEAU_STDLIB_ABI +
                       ": their strings and containers do not match; rebuild the plugin");
    }
    const GameType* type = d->type ? d->type() : nullptr;
    if (!type || type->id.empty() || !d->createGame) {
        return Error("its descriptor has no game type, no id or no game factory");
    }
    const std::string id = type->id;
    const bool idOk = std::all_of(id.begin(), id.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    if (!idOk) {
        return Error("its id '" + id + "' may only hold lower-case letters, digits, '_' and '-'");
    }
    if (auto why = idProblem(id, "its id")) {
        return Error(*why);
    }
    if (!expectId.empty() && id != expectId)
        return Error("it is now the plugin '" + id + "', not '" + expectId + "'");
    if (const LoadedPlugin* other = findPlugin(id); other && expectId.empty()) {
        return Error("a plugin with id '" + id + "' is already loaded from " + other->file.string());
    }
    PluginContext context{pluginLogger(id), dataDirFor(id)};
    Expected<std::shared_ptr<const Game>> made = Error("not made");
    try {
        made = d->createGame(context);
    } catch (const std::exception& e) {
        made = Error(std::string("the game's factory threw: ") + e.what());
    } catch (...) {
        made = Error("the game's factory threw");
    }
    if (!made) {
        return Error(made.error().toString());
    }
    std::shared_ptr<const Game> inner = std::move(*made);
    if (!inner) {
        return Error("the game's factory returned no game");
    }
    // The handle everyone keeps: when the last copy goes, the game is destroyed first
    // and the library unloaded after, from host code.
    const Game* raw = inner.get();
    std::shared_ptr<const Game> handle(raw, [inner, library](const Game*) mutable {
        inner.reset();
        library.reset();
    });
    bindGame(handle, *type);
    // Stated once: the Game and the descriptor must agree on who it is.
    if (handle->id() != id || (!type->name.empty() && handle->name() != type->name)) {
        return Error("the plugin declares '" + id + "' (" + type->name + ") but its game says '" +
                       handle->id() + "' (" + handle->name() + ")");
    }
    // The look is the game's data: a bad look file is the author's to fix, so it is refused.
    auto look = loadLook(context.dataDir);
    if (!look) {
        return Error("its look file is refused: " + look.error().toString());
    }
    attachLook(*handle, std::move(*look));
    // The game's texts: its domain is its id, its catalogs beside its data.
    addCatalogFolder(context.dataDir / "locale");
    addTextDomain(id);
    return LoadedPlugin{id, handle->name(), d->version ? d->version : "", file, handle,
                        d->sdkVersion ? d->sdkVersion : "", d->compiler ? d->compiler : "",
                        d->abiMinor};
}

bool PluginHost::load(const fs::path& file) {
    auto plugin = open(file, {});
    if (!plugin) {
        fail(file, plugin.error().reason);
        return false;
    }
    m_plugins.push_back(std::move(*plugin));
    logger()->info("loaded plugin {} {} from {}", m_plugins.back().id, m_plugins.back().version,
                   file.string());
    return true;
}

Expected<const LoadedPlugin*> PluginHost::reload(std::string_view id) {
    LoadedPlugin* old = nullptr;
    for (auto& p : m_plugins)
        if (p.id == id) old = &p;
    if (!old) return Error("no plugin '" + std::string(id) + "' is loaded");
    // The loader hands back the library already mapped for a path it has seen, so the new
    // build is loaded from a copy under a name of its own, in a fresh folder only this
    // user can write (a guessable shared one let another user plant links); the folder
    // and the copy go once the library is mapped.
    static int generation = 0;
    auto dir = PrivateTempDir::create("plateau-reload-");
    if (!dir)
        return Error(old->file.string(), 0, 0,
                     "cannot copy it to reload: " + dir.error().toString());
    auto copy =
        dir->copyIn(old->file, std::to_string(++generation) + "-" + old->file.filename().string());
    if (!copy)
        return Error(old->file.string(), 0, 0,
                     "cannot copy it to reload: " + copy.error().toString());
    auto fresh = open(*copy, old->id);
    if (!fresh) return Error(old->file.string(), 0, 0, fresh.error().reason);
    fresh->file = old->file;
    // Games in progress keep the old copy alive through their handles until they let go.
    *old = std::move(*fresh);
    logger()->info("reloaded plugin {} {} from {}", old->id, old->version, old->file.string());
    return old;
}


std::shared_ptr<const Game> PluginHost::find(std::string_view id) const {
    const LoadedPlugin* p = findPlugin(id);
    return p ? p->game : nullptr;
}

const LoadedPlugin* PluginHost::findPlugin(std::string_view id) const {
    for (const auto& p : m_plugins)
        if (p.id == id) return &p;
    return nullptr;
}

}  // namespace plateau
