// The fast, deterministic half of the fuzzing: good saves mutated the ways files break
// (cut short, bytes flipped, lines lost or doubled), read and replayed against Race.
// Refused or loaded, never a crash, and never half-loaded. The libFuzzer target in
// tests/fuzz explores further.
#include <doctest/doctest.h>

#include <fstream>

#include <plateau/host/save_file.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

std::vector<std::string> seeds() {
    std::vector<std::string> texts;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        StatePtr state = newGame(*raceGame(), 2 + static_cast<int>(seed % 3), seed);
        Rng rng(seed);
        playRandom(*state, rng, 8 + static_cast<int>(seed) * 6);
        SaveFile save = makeSave(*state, nullptr, "seed " + std::to_string(seed));
        save.pluginId = "race";
        save.pluginHash = seed * 0x9e3779b97f4a7c15ull;
        texts.push_back(toToml(save));
    }
    std::error_code ec;
    for (const auto& e : std::filesystem::directory_iterator(SAVES_CORPUS_DIR, ec)) {
        std::ifstream in(e.path(), std::ios::binary);
        texts.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    return texts;
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(
            text.substr(start, end == std::string::npos ? std::string::npos : end + 1 - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return lines;
}

std::string mutate(const std::string& text, Rng& rng) {
    std::string out = text;
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits && !out.empty(); ++e) {
        const auto pick = [&](std::size_t n) {
            return static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(n)));
        };
        switch (rng.below(7)) {
            case 0:  // cut short
                out.resize(pick(out.size()));
                break;
            case 1:  // flip a bit
                out[pick(out.size())] ^= static_cast<char>(1 << rng.below(8));
                break;
            case 2:  // a random byte
                out[pick(out.size())] = static_cast<char>(rng.below(256));
                break;
            case 3:    // lose a line
            case 4: {  // double a line
                auto lines = splitLines(out);
                const std::size_t i = pick(lines.size());
                if (rng.below(2))
                    lines.erase(lines.begin() + static_cast<long>(i));
                else
                    lines.insert(lines.begin() + static_cast<long>(i), lines[i]);
                out.clear();
                for (const auto& l : lines)
                    out += l;
                break;
            }
            case 5: {  // swap two moves' worth of text: a digit or sign changed
                const std::size_t at = pick(out.size());
                const char* pieces = "0123456789+-\"[]{}=.,#d \n";
                out[at] = pieces[rng.below(24)];
                break;
            }
            default:  // insert a piece of another line
                out.insert(pick(out.size()), out.substr(pick(out.size()), 1 + pick(12)));
                break;
        }
    }
    return out;
}

}  // namespace

TEST_CASE("mutated saves are refused or loaded whole, never a crash") {
    const auto texts = seeds();
    REQUIRE(texts.size() >= 4);
    Rng rng(2024);
    int refusedText = 0, refusedReplay = 0, loaded = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string& seed = texts[rng.below(static_cast<std::uint32_t>(texts.size()))];
        const std::string text = mutate(seed, rng);
        auto save = parseSave(text, "mutant.toml");
        if (!save) {
            ++refusedText;
            CHECK(save.error().file == "mutant.toml");
            CHECK_FALSE(save.error().reason.empty());
            continue;
        }
        CHECK(save->moveLines.size() == save->record.moves.size());
        auto state = resumeSave(*save, *raceGame());
        if (!state) {
            ++refusedReplay;
            CHECK(state.error().file == "mutant.toml");
            continue;
        }
        ++loaded;
        CHECK((*state)->history().size() == save->record.moves.size());
        // What loaded writes back the same way.
        auto again = parseSave(toToml(*save), "again.toml");
        REQUIRE_OK(again);
        CHECK(again->record == save->record);
    }
    MESSAGE("refused as text: ", refusedText, ", refused in replay: ", refusedReplay,
            ", loaded: ", loaded);
    CHECK(refusedText > 0);
    CHECK(refusedReplay > 0);
    CHECK(loaded > 0);
}
