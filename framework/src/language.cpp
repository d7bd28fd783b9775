#include "plateau/host/language.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <mutex>

#include <boost/locale/generator.hpp>
#include <boost/locale/gnu_gettext.hpp>

#include "plateau/host/catalog_check.hpp"
#include "plateau/host/logging.hpp"

#include "language_state.hpp"

namespace plateau {

namespace {

struct Catalogs {
    std::mutex mutex;
    std::vector<std::filesystem::path> folders;
    std::vector<std::string> domains;
    std::string code = "en";
    std::shared_ptr<const std::locale> locale;  // null for English
    // A folder or a domain came after the catalogs were read: they are read again on the
    // next lookup, once (a plugin each adds both while the program starts).
    bool stale = false;
    std::atomic<std::uint64_t> generation{0};
};

Catalogs& catalogs() {
    static Catalogs c;
    return c;
}

bool shipped(std::string_view code) {
    const auto& all = shippedLanguages();
    return std::any_of(all.begin(), all.end(), [&](const Language& l) { return l.code == code; });
}

// Reads the catalogs of every domain for `code`; the caller holds the mutex. `changed`:
// the texts may differ from what was last said (not when only a stale read is redone).
void rebuild(Catalogs& c, bool changed = true) {
    if (c.code == "en") {
        c.locale.reset();
    } else {
        // Catalogs are read through our own reader: regular files of bounded size only,
        // their plural formula checked before the catalog parser (which recurses on it)
        // sees it. One that is refused is left out, with a warning in the log.
        namespace gt = boost::locale::gnu_gettext;
        gt::messages_info info;
        info.language = c.code;
        info.encoding = "UTF-8";
        for (const auto& f : c.folders)
            info.paths.push_back(f.string());
        for (const auto& d : c.domains)
            info.domains.emplace_back(d);
        info.callback = [](const std::string& file, const std::string&) {
            // Most of the names tried do not exist: not worth a word.
            if (::access(file.c_str(), F_OK) != 0 && (errno == ENOENT || errno == ENOTDIR))
                return std::vector<char>();
            auto bytes = readCatalogFile(file);
            if (!bytes) {
                logger()->warn("translation catalog left out: {}", bytes.error().toString());
                return std::vector<char>();
            }
            return std::vector<char>(bytes->begin(), bytes->end());
        };
        // The catalogs are UTF-8 and so is every string the program handles; no system
        // locale needs to exist for this.
        try {
            boost::locale::generator gen;
            const std::locale base = gen(c.code + ".UTF-8");
            c.locale = std::make_shared<const std::locale>(
                std::locale(base, gt::create_messages_facet<char>(info)));
        } catch (const std::exception& e) {
            logger()->warn("translations for '{}' left out: {}", c.code, e.what());
            c.locale.reset();  // an unreadable catalog: English rather than nothing
        }
    }
    c.stale = false;
    if (changed) ++c.generation;
}

// The texts change (a folder or a domain more): read again when next looked up.
void markStale(Catalogs& c) {
    if (!c.locale) return;  // English, or catalogs that could not be read: nothing to redo
    c.stale = true;
    ++c.generation;
}

}  // namespace

const std::vector<Language>& shippedLanguages() {
    static const std::vector<Language> all{
        {"en", "English"}, {"fr", "Français"}, {"nl", "Nederlands"}, {"ru", "Русский"}};
    return all;
}

std::string languageCode(std::string_view name) {
    const auto end = name.find_first_of("_.@");
    std::string code(name.substr(0, end));
    if (code.size() < 2 || code.size() > 3) return "";
    for (char& ch : code) {
        if (ch < 'A' || (ch > 'Z' && ch < 'a') || ch > 'z') return "";
        ch = static_cast<char>(ch | 0x20);
    }
    return code;
}

std::string languageFromEnvironment() {
    std::string locale;
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value && *value) {
            locale = value;
            break;
        }
    }
    // As gettext does: LANGUAGE is a list of preferences, ignored in the C locale.
    if (const char* list = std::getenv("LANGUAGE");
        list && *list && !locale.empty() && locale != "C" && locale != "POSIX") {
        std::string_view rest(list);
        while (!rest.empty()) {
            const auto colon = rest.find(':');
            const std::string code = languageCode(rest.substr(0, colon));
            if (shipped(code)) return code;
            if (colon == std::string_view::npos) break;
            rest.remove_prefix(colon + 1);
        }
    }
    const std::string code = languageCode(locale);
    return shipped(code) ? code : "en";
}

void addCatalogFolder(const std::filesystem::path& folder) {
    auto& c = catalogs();
    std::lock_guard lock(c.mutex);
    if (std::find(c.folders.begin(), c.folders.end(), folder) != c.folders.end()) return;
    c.folders.push_back(folder);
    markStale(c);
}

void addTextDomain(std::string_view domain) {
    auto& c = catalogs();
    std::lock_guard lock(c.mutex);
    if (domain.empty() || std::find(c.domains.begin(), c.domains.end(), domain) != c.domains.end())
        return;
    c.domains.emplace_back(domain);
    markStale(c);
}

void setLanguage(std::string_view code) {
    std::string wanted = code.empty() ? languageFromEnvironment() : languageCode(code);
    if (!shipped(wanted)) wanted = "en";
    auto& c = catalogs();
    std::lock_guard lock(c.mutex);
    if (wanted == c.code && (c.locale || wanted == "en")) return;
    c.code = wanted;
    rebuild(c);
}

std::string currentLanguage() {
    auto& c = catalogs();
    std::lock_guard lock(c.mutex);
    return c.code;
}

std::uint64_t languageGeneration() {
    return catalogs().generation.load();
}

namespace {
thread_local bool t_neutral = false;
}  // namespace

NeutralTexts::NeutralTexts() : m_was(t_neutral) {
    t_neutral = true;
}
NeutralTexts::~NeutralTexts() {
    t_neutral = m_was;
}

std::shared_ptr<const std::locale> detail::messagesLocale() {
    if (t_neutral) return nullptr;
    auto& c = catalogs();
    std::lock_guard lock(c.mutex);
    if (c.stale) rebuild(c, false);  // markStale() counted the change
    return c.locale;
}

}  // namespace plateau
