#pragma once

#include <optional>
#include <string>

namespace plateau {
class PluginHost;
}

namespace plateau::gui {

class OnlineLink;

// What the menu says of the tables where a seat is kept for the signed-in account: "ann
// invited you to a <game> table" (the first, and how many more), and which table the lobby
// opens on. No SFML.
struct InvitationNotice {
    std::string table;  // the first invitation's table id
    std::string host;   // who opened it
    std::string game;   // its game's id
    std::string text;   // in the current language
    int count = 0;      // invitations in all
};
std::optional<InvitationNotice> invitationNotice(const OnlineLink& link, const PluginHost& host);

}  // namespace plateau::gui
