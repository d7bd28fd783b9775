// Issue 30, fault 3: a hostile translation catalog (a plural formula nested 100 000 deep,
// a FIFO, a huge file) is left out with a warning; the program goes on in English.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include <plateau/host/catalog_check.hpp>
#include <plateau/host/language.hpp>
#include <plateau/sdk/text.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

// A little-endian .mo file of these (original, translation) pairs, sorted as msgfmt does.
std::string moFile(std::vector<std::pair<std::string, std::string>> texts) {
    std::sort(texts.begin(), texts.end());
    std::string out;
    const auto put = [&](std::uint32_t v) {
        for (int i = 0; i < 4; ++i)
            out.push_back(static_cast<char>(v >> (8 * i)));
    };
    const auto n = static_cast<std::uint32_t>(texts.size());
    const std::uint32_t originals = 28, translations = originals + 8 * n;
    std::uint32_t at = translations + 8 * n;
    put(0x950412de);
    put(0);
    put(n);
    put(originals);
    put(translations);
    put(0);
    put(0);
    std::string strings;
    for (int table = 0; table < 2; ++table) {
        for (const auto& [original, translation] : texts) {
            const std::string& s = table == 0 ? original : translation;
            put(static_cast<std::uint32_t>(s.size()));
            put(at + static_cast<std::uint32_t>(strings.size()));
            strings += s;
            strings.push_back('\0');
        }
    }
    return out + strings;
}

std::string header(const std::string& formula) {
    return "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=" + formula +
           ";\n";
}

struct CatalogFolder {
    testing::TempDir dir;
    const fs::path& root = dir.path();
    explicit CatalogFolder(const std::string& domain) {
        fs::create_directories(root / "fr" / "LC_MESSAGES");
        addCatalogFolder(root);
        addTextDomain(domain);
    }
    fs::path file(const std::string& domain) const {
        return root / "fr" / "LC_MESSAGES" / (domain + ".mo");
    }
    ~CatalogFolder() { setLanguage("en"); }
};

void write(const fs::path& file, const std::string& bytes) {
    std::ofstream(file, std::ios::binary) << bytes;
}

}  // namespace

// Plurals through the same reader: "Plural forms are the language's own" (language_test).
TEST_CASE("a good catalog read through the bounded reader translates") {
    CatalogFolder folder("harden_good");
    write(folder.file("harden_good"), moFile({{"", header("(n != 1)")}, {"Hello", "Bonjour"}}));
    CHECK_OK(readCatalogFile(folder.file("harden_good")));
    setLanguage("fr");
    CHECK(translate("harden_good", "Hello") == "Bonjour");
}

TEST_CASE("a plural formula nested 100 000 deep is refused, not parsed (before: SIGSEGV)") {
    const std::string deep = std::string(100000, '(') + "n != 1" + std::string(100000, ')');
    CHECK_FALSE(pluralFormulaProblem(deep).empty());
    CHECK(pluralFormulaProblem(std::string(40, '(') + "n" + std::string(40, ')'))
              .find("nests deeper") != std::string::npos);
    CHECK(pluralFormulaProblem(std::string(600, ' ')).find("too long") != std::string::npos);
    CHECK(pluralFormulaProblem(std::string(40, '!') + "n").find("nests deeper") !=
          std::string::npos);
    CHECK(pluralFormulaProblem(
              "n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2")
              .empty());

    CatalogFolder folder("harden_deep");
    write(folder.file("harden_deep"), moFile({{"", header(deep)}, {"Hello", "Bonjour"}}));
    CHECK_FALSE(readCatalogFile(folder.file("harden_deep")).ok());
    setLanguage("fr");
    CHECK(translate("harden_deep", "Hello") == "Hello");
}

TEST_CASE("a catalog whose tables point outside the file is refused") {
    std::string mo = moFile({{"", header("n != 1")}, {"Hello", "Bonjour"}});
    mo[12] = '\x7f';  // the originals' table far past the end
    auto ok = checkCatalog(mo);
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().reason.find("outside the file") != std::string::npos);
    CHECK_FALSE(checkCatalog("not a catalog at all").ok());
    // Found by the catalog fuzzer: a last string without its NUL made the catalog
    // reader's strlen run past the end of the file.
    std::string unterminated = moFile({{"", header("n != 1")}, {"Hello", "Bonjour"}});
    REQUIRE(checkCatalog(unterminated).ok());
    unterminated.pop_back();
    CHECK_FALSE(checkCatalog(unterminated).ok());
    // Also the fuzzer's: a hash table of two slots made the reader divide by zero.
    std::string twoSlots = moFile({{"", header("n != 1")}, {"Hello", "Bonjour"}});
    twoSlots[20] = 2;
    twoSlots[24] = 28;
    CHECK(checkCatalog(twoSlots).error().reason.find("hash table") != std::string::npos);
    // And an empty table: the reader took the first entry's translation all the same.
    CHECK(checkCatalog(moFile({})).error().reason.find("no text") != std::string::npos);
}

TEST_CASE("a FIFO or a 50 MB file named like a catalog is left out at once (before: a hang)") {
    CatalogFolder folder("harden_fifo");
    REQUIRE(::mkfifo(folder.file("harden_fifo").c_str(), 0600) == 0);
    setLanguage("fr");  // before: blocked opening the FIFO for ever
    CHECK(translate("harden_fifo", "Hello") == "Hello");
    auto fifo = readCatalogFile(folder.file("harden_fifo"));
    REQUIRE_FALSE(fifo.ok());
    CHECK(fifo.error().reason.find("FIFO") != std::string::npos);

    setLanguage("en");
    fs::remove(folder.file("harden_fifo"));
    {
        std::ofstream out(folder.file("harden_fifo"), std::ios::binary);
        out << moFile({{"", header("n != 1")}, {"Hello", "Bonjour"}});
    }
    fs::resize_file(folder.file("harden_fifo"), 50u << 20);  // sparse: no disk used
    auto huge = readCatalogFile(folder.file("harden_fifo"));
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().reason.find("too large") != std::string::npos);
    setLanguage("fr");
    CHECK(translate("harden_fifo", "Hello") == "Hello");
}
