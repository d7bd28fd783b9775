#include "app/online_friends.hpp"

#include <algorithm>
#include <sstream>

#include <plateau/host/atomic_write.hpp>
#include <plateau/host/file_read.hpp>
#include <plateau/host/logging.hpp>

namespace plateau::gui {

MetAccounts::MetAccounts(std::filesystem::path file) : m_file(std::move(file)) {
    auto text = readBoundedFile(m_file, 64 * 1024);
    if (!text) return;
    std::istringstream in(*text);
    for (std::string line; std::getline(in, line);)
        if (line.find('@') != std::string::npos && line.size() <= 200 && m_set.insert(line).second)
            m_order.push_back(line);
}

std::filesystem::path MetAccounts::defaultFile() {
    return stateDir() / "online-met.txt";
}

bool MetAccounts::add(const std::string& account) {
    if (account.find('@') == std::string::npos || account.size() > 200 ||
        account.find('\n') != std::string::npos || !m_set.insert(account).second)
        return false;
    m_order.push_back(account);
    while (m_order.size() > kMax) {
        m_set.erase(m_order.front());
        m_order.erase(m_order.begin());
    }
    std::string text;
    for (const auto& a : m_order)
        text += a + "\n";
    (void)writeFileAtomically(m_file, text);
    return true;
}

std::vector<online::ClientEvent::TableInfo> friendsFirst(
    std::vector<online::ClientEvent::TableInfo> tables, const MetAccounts& met) {
    std::stable_partition(tables.begin(), tables.end(),
                          [&](const auto& t) { return !t.host.empty() && met.contains(t.host); });
    return tables;
}

}  // namespace plateau::gui
