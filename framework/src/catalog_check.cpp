#include "plateau/host/catalog_check.hpp"

#include <cstdint>

#include "plateau/host/file_read.hpp"

namespace plateau {

namespace {

// The .mo layout: magic, revision, count, offset of the originals' table, offset of the
// translations' table; each table entry is (length, offset) of a string.
struct MoReader {
    std::string_view bytes;
    bool bigEndian = false;

    std::uint32_t word(std::size_t at) const {
        const auto b = [&](std::size_t i) {
            return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + i]));
        };
        return bigEndian ? (b(0) << 24 | b(1) << 16 | b(2) << 8 | b(3))
                         : (b(3) << 24 | b(2) << 16 | b(1) << 8 | b(0));
    }
    // The string of table entry `index` of the table at `table`, or false if outside.
    bool entry(std::uint32_t table, std::uint32_t index, std::string_view& out) const {
        const std::uint64_t at = std::uint64_t{table} + std::uint64_t{index} * 8;
        if (at + 8 > bytes.size()) return false;
        const std::uint64_t length = word(static_cast<std::size_t>(at));
        const std::uint64_t offset = word(static_cast<std::size_t>(at + 4));
        // With its NUL after it, as msgfmt writes it: the reader takes strlen of the
        // strings (the fuzzer found a read past the end of a catalog without one).
        if (offset + length >= bytes.size() ||
            bytes[static_cast<std::size_t>(offset + length)] != '\0')
            return false;
        out = bytes.substr(static_cast<std::size_t>(offset), static_cast<std::size_t>(length));
        return true;
    }
};

}  // namespace

std::string pluralFormulaProblem(std::string_view formula) {
    if (formula.size() > kMaxPluralFormulaBytes)
        return "its plural formula is too long (" + std::to_string(formula.size()) +
               " bytes; at most " + std::to_string(kMaxPluralFormulaBytes) + ")";
    int brackets = 0, conditions = 0, unary = 0;
    for (char c : formula) {
        if (c == ' ' || c == '\t') continue;
        if (c == '(') ++brackets;
        if (c == ')') --brackets;
        if (c == '?') ++conditions;
        // A run of prefix operators ("!!!!n", "- - -n") nests as deep as brackets do.
        unary = (c == '!' || c == '-' || c == '+' || c == '~' || c == '(') ? unary + 1 : 0;
        if (brackets > kMaxPluralFormulaDepth || conditions > kMaxPluralFormulaDepth ||
            unary > kMaxPluralFormulaDepth)
            return "its plural formula nests deeper than " +
                   std::to_string(kMaxPluralFormulaDepth) + " levels";
    }
    // "/" and "%" only by a number other than zero, as real formulas are written (n%10):
    // a zero divisor, even a computed one ("n%(n-n)"), killed the program with SIGFPE at
    // its first plural (found by the catalog fuzzer).
    for (std::size_t i = 0; i < formula.size(); ++i) {
        if (formula[i] != '/' && formula[i] != '%') continue;
        std::size_t j = i + 1;
        while (j < formula.size() && (formula[j] == ' ' || formula[j] == '\t'))
            ++j;
        std::size_t k = j;
        bool nonZero = false;
        while (k < formula.size() && formula[k] >= '0' && formula[k] <= '9')
            nonZero |= formula[k++] != '0';
        if (k == j || !nonZero || k - j > 9)
            return "its plural formula divides by something other than a number from 1 to "
                   "999999999";
    }
    return {};
}

Status checkCatalog(std::string_view bytes) {
    if (bytes.size() > kMaxCatalogBytes) return Error("it is too large");
    if (bytes.size() < 28) return Error("it is not a translation catalog (.mo): too short");
    MoReader mo{bytes};
    const std::uint32_t magic = mo.word(0);
    if (magic == 0xde120495u)
        mo.bigEndian = true;
    else if (magic != 0x950412deu)
        return Error("it is not a translation catalog (.mo)");
    const std::uint32_t count = mo.word(8);
    const std::uint32_t originals = mo.word(12);
    const std::uint32_t translations = mo.word(16);
    // At least the header: the reader takes the first entry's translation even when the
    // table is empty (a strlen past the end, found by the catalog fuzzer).
    if (count == 0) return Error("it holds no text, not even its header");
    if (count > bytes.size() / 8)
        return Error("its table of " + std::to_string(count) + " texts lies outside the file");
    // The hash table, when there is one: inside the file, each slot empty or a text's.
    const std::uint64_t hashSize = mo.word(20), hashOffset = mo.word(24);
    if (hashSize != 0) {
        // The reader steps by 1 + hash % (size - 2): a table of 1 or 2 slots divided by zero
        // (SIGFPE, found by the catalog fuzzer).
        if (hashSize < 3) return Error("its hash table is too small");
        if (hashOffset + hashSize * 4 > bytes.size())
            return Error("its hash table lies outside the file");
        for (std::uint64_t i = 0; i < hashSize; ++i)
            if (mo.word(static_cast<std::size_t>(hashOffset + i * 4)) > count)
                return Error("its hash table names a text it does not have");
    }
    for (std::uint32_t i = 0; i < count; ++i) {
        std::string_view original, translation;
        if (!mo.entry(originals, i, original) || !mo.entry(translations, i, translation))
            return Error("text " + std::to_string(i + 1) + " lies outside the file");
        // The header: the translation of "" (and the first entry's, which is where the
        // catalog reader takes it from, whatever its original says).
        if (!original.empty() && i != 0) continue;
        // The header (the translation of ""): its "plural=" is what the reader parses.
        for (std::size_t at = translation.find("plural="); at != std::string_view::npos;
             at = translation.find("plural=", at + 1)) {
            const std::size_t from = at + 7;
            const std::size_t end = translation.find_first_of("\r\n", from);
            const std::string_view formula = translation.substr(
                from, end == std::string_view::npos ? std::string_view::npos : end - from);
            if (std::string why = pluralFormulaProblem(formula); !why.empty()) return Error(why);
        }
    }
    return {};
}

Expected<std::string> readCatalogFile(const std::filesystem::path& file) {
    auto bytes = readBoundedFile(file, kMaxCatalogBytes);
    if (!bytes) return bytes.error();
    if (auto ok = checkCatalog(*bytes); !ok)
        return Error(file.string(), 0, 0, "is refused: " + ok.error().reason);
    return bytes;
}

}  // namespace plateau
