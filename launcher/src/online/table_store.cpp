#include "online/table_store.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>
#include <plateau/sdk/toml.hpp>

namespace plateau::online {

namespace {

toml::array intArray(const auto& values) {
    toml::array out;
    for (auto v : values)
        out.push_back(static_cast<std::int64_t>(v));
    return out;
}

std::optional<Seat::Kind> seatKind(std::string_view name) {
    for (auto kind : {Seat::Kind::Open, Seat::Kind::Person, Seat::Kind::Bot, Seat::Kind::Invited})
        if (name == seatKindName(kind)) return kind;
    return std::nullopt;
}

std::optional<Table::Status> statusOf(std::string_view name) {
    for (auto s : {Table::Status::Waiting, Table::Status::Playing, Table::Status::Over,
                   Table::Status::Adjourned})
        if (name == statusName(s)) return s;
    return std::nullopt;
}

}  // namespace

std::string tableToToml(const Table& t) {
    toml::table root;
    root.insert("id", t.id);
    root.insert("game", t.game ? t.game->id() : t.record.game);
    root.insert("plugin_version", t.pluginVersion);
    root.insert("status", std::string(statusName(t.status)));
    root.insert("password", t.passwordHash);
    if (!t.host.empty()) root.insert("host", t.host);
    if (t.openedAt > 0) root.insert("opened", t.openedAt);
    root.insert("start_secret", toHex(t.startSecret));
    root.insert("winners", intArray(t.winners));
    root.insert("over_reason", t.overReason);
    root.insert("draw_offers", intArray(t.drawOffers));
    root.insert("grace", t.graceSeconds);
    if (!t.rematchTable.empty()) root.insert("rematch", t.rematchTable);
    if (t.clocks.control().active()) {
        root.insert("clock", t.clocks.control().toString());
        root.insert("clock_left_ms", intArray(t.clocks.kept()));
    }
    root.insert("record", toToml(t.record));
    if (t.dice) {
        toml::table d;
        d.insert("n", t.dice->n);
        d.insert("seat", t.dice->seat);
        d.insert("secret", toHex(t.dice->secret));
        root.insert("dice", std::move(d));
    }
    toml::array seats;
    for (const Seat& s : t.seats) {
        toml::table row;
        row.insert("kind", std::string(seatKindName(s.kind)));
        row.insert("account", s.account);
        row.insert("bot", s.bot);
        row.insert("value", s.value ? toHex(*s.value) : std::string());
        seats.push_back(std::move(row));
    }
    root.insert("seats", std::move(seats));
    if (t.chatCount > 0) {
        root.insert("chat_count", static_cast<std::int64_t>(t.chatCount));
        toml::array chat;
        for (const Table::ChatLine& line : t.chat) {
            toml::table row;
            row.insert("n", static_cast<std::int64_t>(line.n));
            row.insert("seat", line.seat);
            row.insert("account", line.account);
            row.insert("text", line.text);
            chat.push_back(std::move(row));
        }
        root.insert("chat", std::move(chat));
    }
    std::ostringstream out;
    out << "# Plateau referee: one table's log\n" << root << '\n';
    return out.str();
}

Expected<Table> tableFromToml(std::string_view text, const std::string& source,
                              const PluginHost& host) {
    auto parsed = parseToml(text, source);
    if (!parsed) return parsed.error();
    TomlReader r(*parsed, source);
    Table t;
    t.id = r.string("id");
    const std::string game = r.string("game");
    t.pluginVersion = r.string("plugin_version");
    const std::string status = r.string("status");
    t.passwordHash = r.string("password", "");
    t.host = r.string("host", "");  // older logs have neither
    t.openedAt = r.integer("opened", 0, 0, std::int64_t{1} << 40);
    const std::string startSecret = r.string("start_secret");
    t.overReason = r.string("over_reason", "");
    const std::string recordText = r.string("record");
    auto readInts = [&](std::string_view key, auto insert) {
        if (const toml::array* a = r.array(key, false))
            for (const auto& node : *a)
                if (auto v = r.integerIn(node, key, -1, kMaxSeats)) insert(static_cast<int>(*v));
    };
    readInts("winners", [&](int v) { t.winners.push_back(v); });
    readInts("draw_offers", [&](int v) { t.drawOffers.insert(v); });
    t.graceSeconds = static_cast<int>(r.integer("grace", 120, kMinGrace, kMaxGrace));
    t.rematchTable = r.string("rematch", "");
    const std::string clockText = r.string("clock", "");
    std::vector<long long> clockLeft;
    if (const toml::array* a = r.array("clock_left_ms", false))
        for (const auto& node : *a)
            if (auto v = r.integerIn(node, "clock_left_ms", 0, 7LL * 24 * 3600 * 1000))
                clockLeft.push_back(*v);
    if (auto d = r.child("dice", false)) {
        Table::Dice dice;
        dice.n = static_cast<int>(d->integer("n", 0, 1'000'000'000));
        dice.seat = static_cast<int>(d->integer("seat", -1, kMaxSeats));
        const auto secret = parseHex32(d->string("secret"));
        if (!secret)
            d->failHere("'secret' must be 64 hex digits");
        else
            dice.secret = *secret;
        t.dice = dice;
    }
    if (const toml::array* seats = r.array("seats")) {
        for (const auto& node : *seats) {
            if (!node.is_table()) {
                r.fail(node, "each seat must be a table");
                break;
            }
            TomlReader s = r.sub(*node.as_table());
            Seat seat;
            const auto kind = seatKind(s.string("kind"));
            if (!kind)
                s.failHere("'kind' must be open, person, bot or invited");
            else
                seat.kind = *kind;
            seat.account = s.string("account", "");
            seat.bot = s.string("bot", "");
            const std::string value = s.string("value", "");
            if (!value.empty()) {
                seat.value = parseHex32(value);
                if (!seat.value) s.failHere("'value' must be 64 hex digits");
            }
            t.seats.push_back(std::move(seat));
        }
    }
    // The chat's last lines (older logs have none): each line bounded as the referee
    // takes it, numbered in order, at most kChatKept kept.
    t.chatCount = r.integer("chat_count", 0, 0, std::int64_t{1} << 40);
    if (const toml::array* chat = r.array("chat", false)) {
        for (const auto& node : *chat) {
            if (!node.is_table()) {
                r.fail(node, "each chat line must be a table");
                break;
            }
            TomlReader c = r.sub(*node.as_table());
            Table::ChatLine line;
            line.n = c.integer("n", 1, t.chatCount);
            line.seat = static_cast<int>(c.integer("seat", -1, kMaxSeats - 1));
            line.account = c.string("account");
            line.text = c.string("text");
            if (line.text.empty() || line.text.size() > kMaxChat ||
                line.account.size() > kMaxAccount)
                c.failHere("a chat line is 1 to 500 characters, from an account's name");
            else if (!t.chat.empty() && line.n <= t.chat.back().n)
                c.failHere("the chat lines must be numbered in order");
            else
                t.chat.push_back(std::move(line));
        }
        while (t.chat.size() > kChatKept)
            t.chat.pop_front();
    }
    if (auto done = r.finish(); !done) return done.error();
    if (!validTableId(t.id)) return Error(source, 0, 0, "'" + t.id + "' is not a table id");
    const auto st = statusOf(status);
    if (!st) return Error(source, 0, 0, "unknown status '" + status + "'");
    t.status = *st;
    const auto secret = parseHex32(startSecret);
    if (!secret) return Error(source, 0, 0, "'start_secret' must be 64 hex digits");
    t.startSecret = *secret;
    if (t.seats.empty() || t.seats.size() > static_cast<std::size_t>(kMaxSeats))
        return Error(source, 0, 0, "a table has 1 to 8 seats");
    const auto clock = TimeControl::parse(clockText);
    if (!clock || (clock->active() && clockLeft.size() != t.seats.size()) ||
        !t.clocks.restore(*clock, std::move(clockLeft)))
        return Error(source, 0, 0,
                     "'clock' and 'clock_left_ms' must be a time control and each seat's time");
    t.game = host.find(game);
    if (!t.game) return Error(source, 0, 0, "no plugin for the game '" + game + "'");
    const LoadedPlugin* plugin = host.findPlugin(game);
    if (plugin && plugin->version != t.pluginVersion)
        return Error(source, 0, 0,
                     "the table was played with " + game + " " + t.pluginVersion +
                         ", this referee has " + plugin->version);
    auto record = parseRecord(recordText, source + " (record)");
    if (!record) return record.error();
    t.record = std::move(*record);
    if (t.status != Table::Status::Waiting) {
        auto state = replay(*t.game, t.record);
        if (!state) return state.error();
        t.state = std::move(*state);
    }
    return t;
}

Status saveTable(const std::filesystem::path& dir, const Table& table) {
    return writeFileAtomically(dir / (table.id + ".toml"), tableToToml(table));
}

std::vector<Status> saveTables(const std::filesystem::path& dir,
                               const std::vector<const Table*>& tables) {
    std::vector<Status> results(tables.size());
    if (tables.size() == 1) {
        results[0] = saveTable(dir, *tables[0]);
        return results;
    }
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const auto errnoText = [] { return std::string(std::strerror(errno)); };
    // Every new text to a hidden temporary file of its own, not yet flushed…
    std::vector<std::string> temps(tables.size());
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const std::string shown = (dir / (tables[i]->id + ".toml")).string();
        std::string name = (dir / ("." + tables[i]->id + ".toml.tmp-XXXXXX")).string();
        const int fd = ::mkstemp(name.data());
        if (fd < 0) {
            results[i] = Error(shown, 0, 0, "cannot be written: " + errnoText());
            continue;
        }
        const std::string text = tableToToml(*tables[i]);
        bool ok = true;
        for (std::size_t done = 0; ok && done < text.size();) {
            const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            ok = n > 0;
            if (ok) done += static_cast<std::size_t>(n);
        }
        if (::close(fd) != 0) ok = false;
        if (!ok) {
            results[i] = Error(shown, 0, 0, "cannot be written: " + errnoText());
            ::unlink(name.c_str());
            continue;
        }
        temps[i] = std::move(name);
    }
    // …then one flush of the file system for all of them, the renames, and the folder.
    const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const bool flushed = dirFd >= 0 && ::syncfs(dirFd) == 0;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        if (temps[i].empty()) continue;
        const std::string shown = (dir / (tables[i]->id + ".toml")).string();
        if (!flushed || ::rename(temps[i].c_str(), shown.c_str()) != 0) {
            results[i] = Error(shown, 0, 0, "cannot be replaced: " + errnoText());
            ::unlink(temps[i].c_str());
        }
    }
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return results;
}

LoadedTables loadTables(const std::filesystem::path& dir, const PluginHost& host) {
    LoadedTables out;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) return out;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const auto& path = entry.path();
        const std::string name = path.filename().string();
        // What a referee killed in the middle of saveTables left: never renamed, so its
        // table's log is the one before.
        if (name.starts_with(".") && name.find(".toml.tmp-") != std::string::npos) {
            std::filesystem::remove(path, ec);
            continue;
        }
        if (path.extension() != ".toml" || name.starts_with(".")) continue;
        auto text = readBoundedFile(path);
        if (!text) {
            out.problems.push_back(text.error());
            continue;
        }
        auto table = tableFromToml(*text, path.string(), host);
        if (!table)
            out.problems.push_back(table.error());
        else
            out.tables.push_back(std::move(*table));
    }
    return out;
}

}  // namespace plateau::online
