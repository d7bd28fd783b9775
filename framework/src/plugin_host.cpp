#include "plateau/plugin_host.hpp"

#include <algorithm>

#include <boost/dll/shared_library.hpp>

#include "plateau/host/language.hpp"
#include "plateau/library_check.hpp"
#include "plateau/text_limits.hpp"
#include "plateau/logging.hpp"
#include "plateau/plugin.hpp"
#include "plateau/search_folders.hpp"

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

bool PluginHost::load(const fs::path& file) {
    // Before anything maps it: a half-copied library would end in SIGBUS inside dlopen.
    std::error_code ec;
    if (fs::symlink_status(file, ec).type() == fs::file_type::symlink && !fs::exists(file, ec)) {
        fail(file, "is a link to nothing (" + fs::read_symlink(file, ec).string() + ")");
        return false;
    }
    if (auto ok = checkLibraryFile(file); !ok) {
        fail(file, ok.error().reason);
        return false;
    }
    if (m_probe) {
        if (auto ok = probePlugin(file, *m_probe); !ok) {
            fail(file, "refused: " + ok.error().reason);
            return false;
        }
    }
    auto library = std::make_shared<boost::dll::shared_library>();
    try {
        library->load(file, boost::dll::load_mode::rtld_lazy | boost::dll::load_mode::rtld_local);
    } catch (const std::exception& e) {
        fail(file, std::string("not a loadable library: ") + e.what());
        return false;
    }
    if (!library->has("plateau_plugin")) {
        fail(file, "not a Plateau plugin (no plateau_plugin entry)");
        return false;
    }
    const PluginDescriptor* d = nullptr;
    try {
        d = library->get_alias<const PluginDescriptor*()>("plateau_plugin")();
    } catch (const std::exception& e) {
        fail(file, std::string("its plateau_plugin entry failed: ") + e.what());
        return false;
    } catch (...) {
        fail(file, "its plateau_plugin entry threw");
        return false;
    }
    if (!d) {
        fail(file, "its plateau_plugin entry returned nothing");
        return false;
    }
    if (d->abiMajor != kAbiMajor) {
        fail(file, "built for plugin ABI " + std::to_string(d->abiMajor) + ", this Plateau has ABI " +
                       std::to_string(kAbiMajor));
        return false;
    }
    const std::string id = d->id ? d->id : "";
    if (id.empty() || !d->createGame) {
        fail(file, "its descriptor has no id or no game factory");
        return false;
    }
    if (auto why = idProblem(id, "its id")) {
        fail(file, *why);
        return false;
    }
    if (const LoadedPlugin* other = findPlugin(id)) {
        fail(file, "a plugin with id '" + id + "' is already loaded from " + other->file.string());
        return false;
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
        fail(file, made.error().toString());
        return false;
    }
    std::shared_ptr<const Game> inner = std::move(*made);
    if (!inner) {
        fail(file, "the game's factory returned no game");
        return false;
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
    m_plugins.push_back({id, d->name ? d->name : id, d->version ? d->version : "", file, handle});
    logger()->info("loaded plugin {} {} from {}", id, m_plugins.back().version, file.string());
    return true;
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
