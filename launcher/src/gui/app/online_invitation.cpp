#include "app/online_invitation.hpp"

#include <plateau/host/plugin_host.hpp>

#include "app/online_link.hpp"
#include "tr.hpp"

namespace plateau::gui {

std::optional<InvitationNotice> invitationNotice(const OnlineLink& link, const PluginHost& host) {
    if (!link.signedIn()) return std::nullopt;
    const auto all = link.invitations();
    if (all.empty()) return std::nullopt;
    const auto& first = all.front();
    InvitationNotice n;
    n.table = first.id;
    n.host = first.host;
    n.game = first.game;
    n.count = static_cast<int>(all.size());
    const auto game = host.find(first.game);
    const std::string gameText = game ? gameName(*game) : first.game;
    const std::string who = xmpp::localPart(first.host);
    n.text = who.empty() ? fillText(tr("You are invited to a {0} table"), {gameText})
                         : fillText(tr("{0} invited you to a {1} table"), {who, gameText});
    if (n.count > 1)
        n.text = fillText(tr("{0} (and {1} more)"), {n.text, std::to_string(n.count - 1)});
    return n;
}

}  // namespace plateau::gui
