#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "online/online_client.hpp"

namespace plateau::gui {

// The accounts this person played with, watched or chatted with at earlier tables: the
// lobby lists the tables they opened first. Kept across runs in a file of its own, one
// account a line (the most recent last; the oldest forgotten past kMax). No SFML.
class MetAccounts {
public:
    static constexpr std::size_t kMax = 500;

    // stateDir()/online-met.txt by default.
    explicit MetAccounts(std::filesystem::path file);
    static std::filesystem::path defaultFile();

    bool contains(const std::string& account) const { return m_set.count(account) > 0; }
    // True when it was new (the file is then written again).
    bool add(const std::string& account);
    std::size_t size() const { return m_set.size(); }

private:
    std::filesystem::path m_file;
    std::set<std::string> m_set;
    std::vector<std::string> m_order;
};

// The tables whose host this person met first, otherwise in the referee's order.
std::vector<online::ClientEvent::TableInfo> friendsFirst(
    std::vector<online::ClientEvent::TableInfo> tables, const MetAccounts& met);

}  // namespace plateau::gui
