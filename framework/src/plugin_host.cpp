#include "plateau/plugin_host.hpp"

#include <algorithm>

#include <unistd.h>

#include <boost/dll/shared_library.hpp>

#include "plateau/host/language.hpp"
#include "plateau/library_check.hpp"
#include "plateau/logging.hpp"
#include "plateau/plugin.hpp"
#include "plateau/search_folders.hpp"
#include "plateau/text_limits.hpp"

namespace plateau {

namespace fs = std::filesystem;

namespace {

bool isSharedLibraryName(const fs::path& file) {
    return file.extension() == ".so" || file.extension() == ".dylib" || file.extension() == ".dll";
}

}  // namespace

fs::path executablePath() {
    std::error_code ec;
    auto self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::path() : self;
}

SearchPaths SearchPaths::standard() {
    SearchPaths paths;
    for (auto& f : pluginSearchFolders())
        paths.plugins.push_back(std::move(f.path));
    for (auto& f : dataSearchFolders())
        paths.data.push_back(std::move(f.path));
    // The program's catalogs beside each data folder: <prefix>/share/plateau/locale.
    for (const auto& d : paths.data)
        paths.catalogs.push_back(d.parent_path() / "locale");
    return paths;
}

PluginHost::PluginHost(SearchPaths paths) : m_paths(std::move(paths)) {
    for (const auto& folder : m_paths.catalogs)
        addCatalogFolder(folder);
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

Expected<LoadedPlugin> PluginHost::open(const fs::path& file, const std::string& expectId) const {
    // Before anything maps it: a half-copied library would end in SIGBUS inside dlopen.
    std::error_code ec;
    if (fs::symlink_status(file, ec).type() == fs::file_type::symlink && !fs::exists(file, ec))
        return Error("is a link to nothing (" + fs::read_symlink(file, ec).string() + ")");
    if (auto ok = checkLibraryFile(file); !ok) return Error(ok.error().reason);
    if (m_probe) {
        if (auto ok = probePlugin(file, *m_probe); !ok)
            return Error("refused: " + ok.error().reason);
    }
    auto library = std::make_shared<boost::dll::shared_library>();
    try {
        library->load(file, boost::dll::load_mode::rtld_lazy | boost::dll::load_mode::rtld_local);
    } catch (const std::exception& e) {
        return Error(std::string("not a loadable library: ") + e.what());
    }
    if (!library->has("plateau_plugin")) {
        return Error("not a Plateau plugin (no plateau_plugin entry)");
    }
    const PluginDescriptor* d = nullptr;
    try {
        d = library->get_alias<const PluginDescriptor*()>("plateau_plugin")();
    } catch (const std::exception& e) {
        return Error(std::string("its plateau_plugin entry failed: ") + e.what());
    } catch (...) {
        return Error("its plateau_plugin entry threw");
    }
    if (!d) {
        return Error("its plateau_plugin entry returned nothing");
    }
    if (d->abiMajor != kAbiMajor) {
        return Error("built for plugin ABI " + std::to_string(d->abiMajor) +
                     ", this Plateau has ABI " + std::to_string(kAbiMajor));
    }
    const std::string id = d->id ? d->id : "";
    if (id.empty() || !d->createGame) {
        return Error("its descriptor has no id or no game factory");
    }
    if (auto why = idProblem(id, "its id")) return Error(*why);
    if (!expectId.empty() && id != expectId)
        return Error("it is now the plugin '" + id + "', not '" + expectId + "'");
    if (const LoadedPlugin* other = findPlugin(id); other && expectId.empty()) {
        return Error("a plugin with id '" + id + "' is already loaded from " +
                     other->file.string());
    }
    PluginContext context{logger(id), dataDirFor(id)};
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
    bindGame(handle);
    // The game's texts: its domain is its id, its catalogs beside its data.
    addCatalogFolder(context.dataDir / "locale");
    addTextDomain(id);
    return LoadedPlugin{id, d->name ? d->name : id, d->version ? d->version : "", file, handle};
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
    // build is loaded from a copy under a name of its own; the copy can go once mapped.
    static int generation = 0;
    std::error_code ec;
    const fs::path dir =
        fs::temp_directory_path(ec) / ("plateau-reload-" + std::to_string(::getpid()));
    fs::create_directories(dir, ec);
    const fs::path copy =
        dir / (std::to_string(++generation) + "-" + old->file.filename().string());
    fs::copy_file(old->file, copy, fs::copy_options::overwrite_existing, ec);
    if (ec) return Error(old->file.string(), 0, 0, "cannot copy it to reload: " + ec.message());
    auto fresh = open(copy, old->id);
    fs::remove(copy, ec);
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
