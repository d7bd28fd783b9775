#include "bot/opening_book.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "quoridor/bitboard.hpp"
#include "quoridor/notation.hpp"

namespace quoridor {

using plateau::Error;
using plateau::Move;

namespace {

constexpr std::size_t kMaxLine = 64;
constexpr std::uintmax_t kMaxBytes = OpeningBook::kMaxEntries * kMaxLine + 128;

bool readInt(std::string_view word, int& out) {
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
    return ec == std::errc() && end == word.data() + word.size();
}

// The words of a line, split at single spaces.
std::vector<std::string_view> words(std::string_view line) {
    std::vector<std::string_view> out;
    while (!line.empty()) {
        const auto at = line.find(' ');
        out.push_back(line.substr(0, at));
        if (at == std::string_view::npos) break;
        line.remove_prefix(at + 1);
    }
    return out;
}

}  // namespace

plateau::Expected<OpeningBook> OpeningBook::read(std::string_view text) {
    if (text.size() > kMaxBytes) return Error("the book is larger than its limit");
    int number = 0;
    const auto nextLine = [&](std::string_view& line) {
        if (text.empty()) return false;
        const auto end = text.find('\n');
        line = text.substr(0, end);
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
        ++number;
        return true;
    };
    const auto at = [&](const std::string& why) {
        return Error("line " + std::to_string(number) + ": " + why);
    };
    std::string_view line;
    if (!nextLine(line)) return Error("the book is empty");
    const auto head = words(line);
    int version = 0, size = 0, players = 0, walls = 0;
    if (head.size() != 8 || head[0] != "plateau-quoridor-book" || !readInt(head[1], version) ||
        head[2] != "size" || !readInt(head[3], size) || head[4] != "players" ||
        !readInt(head[5], players) || head[6] != "walls" || !readInt(head[7], walls))
        return at("not a Quoridor book's header");
    if (version != kVersion) return at("book version " + std::to_string(version) + ", not 1");
    if (size < 3 || size > 11 || (players != 2 && players != 4) || walls < 0 || walls > 40)
        return at("no such variant");
    OpeningBook book(size, players, walls);
    while (nextLine(line)) {
        if (line.empty()) continue;
        if (line.size() > kMaxLine) return at("longer than " + std::to_string(kMaxLine));
        if (book.size() >= kMaxEntries)
            return at("more than " + std::to_string(kMaxEntries) + " positions");
        const auto w = words(line);
        std::uint64_t hash = 0;
        if (w.size() != 2 || w[0].size() != 16) return at("not '<16 hex digits> <move>'");
        const auto [end, ec] = std::from_chars(w[0].data(), w[0].data() + 16, hash, 16);
        if (ec != std::errc() || end != w[0].data() + 16)
            return at("not a hash: " + std::string(w[0]));
        auto move = parseMoveText(w[1], size, players);
        if (!move) return at(move.error().reason);
        if (book.m_moves.count(hash)) return at("a position given twice");
        book.add(hash, *move);
    }
    return book;
}

plateau::Expected<OpeningBook> OpeningBook::load(const std::filesystem::path& file) {
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(file, ec);
    if (ec) return Error(file.string() + ": " + ec.message());
    if (bytes > kMaxBytes) return Error(file.string() + ": larger than a book may be");
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error(file.string() + ": cannot be read");
    // Read within the bound even if the file grew since its size was asked.
    std::string text(static_cast<std::size_t>(kMaxBytes) + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxBytes) return Error(file.string() + ": larger than a book may be");
    auto book = read(text);
    if (!book) return Error(file.string() + ": " + book.error().reason);
    return book;
}

std::string OpeningBook::write() const {
    std::string out = "plateau-quoridor-book " + std::to_string(kVersion) + " size " +
                      std::to_string(m_size) + " players " + std::to_string(m_players) + " walls " +
                      std::to_string(m_walls) + "\n";
    // Sorted, so that the same book makes the same file.
    const std::map<std::uint64_t, std::uint16_t> sorted(m_moves.begin(), m_moves.end());
    for (const auto& [hash, code] : sorted) {
        char key[17];
        std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(hash));
        out += key;
        out += ' ';
        out += moveName(Move{code}, m_size);
        out += '\n';
    }
    return out;
}

bool OpeningBook::fits(const Board& board) const {
    if (board.size() != m_size || board.numPlayers() != m_players) return false;
    int walls = popcount(board.horizontalWalls()) + popcount(board.verticalWalls());
    for (int p = 0; p < board.numPlayers(); ++p)
        walls += board.wallsLeft(p);
    return walls == m_players * m_walls;
}

std::optional<Move> OpeningBook::probe(const Board& board) const {
    if (board.isOver() || !fits(board)) return std::nullopt;
    const auto found = m_moves.find(board.hash());
    if (found == m_moves.end()) return std::nullopt;
    const Move move{found->second};
    if (!board.isLegal(move)) return std::nullopt;
    return move;
}

}  // namespace quoridor
