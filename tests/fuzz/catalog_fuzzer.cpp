// A translation catalog (.mo) as Plateau takes one: checkCatalog first, and only a catalog
// it accepts is handed to the catalog reader (Boost.Locale's), which then translates and
// picks plural forms with it. Promises: a refusal gives a reason, and nothing accepted
// crashes or hangs the reader (its plural formula parser recurses: the depth bound is
// what keeps its stack).
#include <boost/locale/generator.hpp>
#include <boost/locale/gnu_gettext.hpp>
#include <boost/locale/message.hpp>

#include <plateau/host/catalog_check.hpp>

#include "fuzz/support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = fuzz::text(data, size);
    if (auto ok = plateau::checkCatalog(input); !ok) {
        fuzz::check(!ok.error().reason.empty());
        return 0;
    }
    static const std::locale base = boost::locale::generator()("fr.UTF-8");
    namespace gt = boost::locale::gnu_gettext;
    gt::messages_info info;
    info.language = "fr";
    info.encoding = "UTF-8";
    info.paths.push_back("/fuzz");
    info.domains.emplace_back("fuzz");
    const std::vector<char> bytes(input.begin(), input.end());
    info.callback = [&](const std::string& file, const std::string&) {
        return file == "/fuzz/fr/LC_MESSAGES/fuzz.mo" ? bytes : std::vector<char>();
    };
    try {
        const std::locale locale(base, gt::create_messages_facet<char>(info));
        for (long n : {0L, 1L, 2L, 5L, 11L, 21L, 101L, -1L, 2147483647L})
            (void)boost::locale::dngettext("fuzz", "{0} move", "{0} moves", n, locale);
        (void)boost::locale::dgettext("fuzz", "Hello", locale);
    } catch (const std::exception&) {
        // A catalog the reader refuses by exception is refused: English stays.
    }
    return 0;
}
