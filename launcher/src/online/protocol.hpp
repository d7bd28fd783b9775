#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "xmpp/element.hpp"

namespace plateau::online {

// docs/online-protocol.md is the reference; these are its names and limits.
inline constexpr const char* kNamespace = "urn:plateau:online:1";
inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxMoveText = 64;
inline constexpr std::size_t kMaxChat = 500;
// A table keeps its last chat lines in its log, and a <sync/> replays them, newest last,
// within a budget of characters (so that a sync stays well within a receiver's limits).
inline constexpr std::size_t kChatKept = 30;
inline constexpr std::size_t kChatReplayChars = 4000;
inline constexpr std::size_t kMaxAccount = 256;
inline constexpr std::size_t kMaxTableId = 32;
inline constexpr int kMaxSeats = 8;

// A message for one account (its bare JID).
struct Outgoing {
    std::string to;
    xmpp::Element payload;
};
using Outbox = std::vector<Outgoing>;

// Messages of an outbox packed for sending: what goes to one account in a row travels in
// one message (each message costs the server a stanza and an acknowledgement), within half
// of what a receiver accepts in one message (`xmpp::Limits`). Each account gets its
// payloads in the outbox's order; a change of resource (an answer to one program between
// announcements to the account) starts a new message, so that order holds there too.
struct Packed {
    std::string to;
    std::vector<xmpp::Element> payloads;
};
std::vector<Packed> pack(Outbox outbox, const xmpp::Limits& limits = {});

// An element of the protocol's namespace.
xmpp::Element element(std::string name);
// <error request table reason>text</error>
xmpp::Element errorElement(const std::string& request, const std::string& table,
                           const std::string& reason, const std::string& text);

// A decimal number without sign or leading zeros, at most `max`.
std::optional<long long> parseNumber(std::string_view text, long long max);
// [a-z0-9-], 1 to 32 characters.
bool validTableId(std::string_view id);
// Seats as text "0 2" and back; nullopt when malformed.
std::string joinInts(const std::vector<int>& values);
std::string joinLongs(const std::vector<long long>& values);

// How long a seat may be gone before the others are asked what to do, in seconds.
inline constexpr int kMinGrace = 1;
inline constexpr int kMaxGrace = 86400;

// Who plays a seat whose person ran out of time at a table of more than two.
inline constexpr std::string_view kTimeoutBot = "bot:random";

}  // namespace plateau::online
