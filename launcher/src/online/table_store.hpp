#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/error.hpp>

#include "online/table.hpp"

namespace plateau::online {

// A table's durable log: one TOML file per table, <dir>/<id>.toml, rewritten atomically
// after every change and before anything is announced, so that a referee killed at any
// instant restarts with every table as its players last heard of it.
//
//   id = "k3v9q2"            game = "goose"         plugin_version = "1.0.0"
//   status = "playing"       password = ""          start_secret = "…64 hex…"
//   host = "ann@example.org"  opened = 1764720000    (who opened it and when; optional)
//   winners = [0]            over_reason = "…"      draw_offers = [1]
//   record = "…the record's TOML (setup, every move and throw)…"
//   [dice]  n = 12  seat = 1  secret = "…"          (a throw awaited)
//   [[seats]] kind = "person"  account = "ann@example.org"  bot = ""  value = "…"
//   chat_count = 41                                  (lines said at the table so far)
//   [[chat]]  n = 40  seat = 0  account = "ann@example.org"  text = "…"   (the last 30)
std::string tableToToml(const Table& table);
// Refuses a file that is not such a log with source, line and reason; replays the
// record through the game's rules (the state comes back, or the move that fails).
Expected<Table> tableFromToml(std::string_view text, const std::string& source,
                              const PluginHost& host);

Status saveTable(const std::filesystem::path& dir, const Table& table);
// Several tables at once, each file replaced atomically, with one flush of the disk for
// all of them rather than one each (what lets a busy referee keep up). Returns each
// table's result, in order.
std::vector<Status> saveTables(const std::filesystem::path& dir,
                               const std::vector<const Table*>& tables);

struct LoadedTables {
    std::vector<Table> tables;
    std::vector<Error> problems;  // files that could not be read, with why
};
LoadedTables loadTables(const std::filesystem::path& dir, const PluginHost& host);

}  // namespace plateau::online
