#!/usr/bin/python3
"""A client written from docs/online-protocol.md alone, with slixmpp (python3-slixmpp):
it sits at a table and plays (the first legal move the referee lists, and its throws),
and on its way tries what a cheating or careless client would, checking each refusal.

  protocol_client.py JID PASSWORD HOST PORT REFEREE TABLE GAME VERSION

Prints one JSON line at the end; exits 0 when the game ended and every refusal came with
the reason the page gives."""
import asyncio
import json
import logging
import os
import sys
import xml.etree.ElementTree as ET

import slixmpp
from slixmpp.xmlstream.handler import Callback
from slixmpp.xmlstream.matcher.base import MatcherBase

NS = "urn:plateau:online:1"


class PlateauMessage(MatcherBase):
    """A message with at least one child in the Plateau namespace."""

    def match(self, stanza):
        return stanza.xml.tag == "{jabber:client}message" and any(
            child.tag.startswith("{%s}" % self._criteria) for child in stanza.xml)


class ProtocolClient(slixmpp.ClientXMPP):
    def __init__(self, jid, password, referee, table, game, version):
        super().__init__(jid, password)
        self.referee, self.table, self.game, self.version = referee, table, game, version
        self.at = 0
        self.reasons = []
        self.moves = 0
        self.over = None
        self.tried = False
        self.add_event_handler("session_start", self.on_start)
        # slixmpp's own "message" event fires only for messages with a body: match ours, once
        # per message (the referee may put several elements in one).
        self.register_handler(Callback("plateau", PlateauMessage(NS), self.on_message))

    def request(self, name, text=None, **attrs):
        element = ET.Element("{%s}%s" % (NS, name), {k.replace("_", "-"): str(v) for k, v in attrs.items()})
        if text is not None:
            element.text = text
        message = self.make_message(mto=self.referee, mtype="normal")
        message.xml.append(element)
        message.send()

    async def on_start(self, _event):
        self.send_presence()
        # Another plugin version first: the page says it is refused as version-mismatch.
        self.request("join", table=self.table, protocol=1, plugins="%s:0.0.0-other" % self.game)
        self.request("join", table=self.table, protocol=1, plugins="%s:%s" % (self.game, self.version))

    def on_message(self, message):
        if message["from"].bare != self.referee:
            return
        for child in message.xml:
            if child.tag.startswith("{%s}" % NS):
                self.on_payload(child.tag.split("}")[1], child)

    def on_payload(self, name, element):
        if name == "error":
            self.reasons.append(element.get("reason"))
        elif name == "sync":
            self.at = int(element.get("at"))
            for event in element.findall("{%s}event" % NS):
                self.at = max(self.at, int(event.get("n")))
        elif name == "event":
            self.at = max(self.at, int(element.get("n")))
        elif name == "turn":
            after = int(element.get("after"))
            if element.get("kind") == "roll":
                self.request("roll", table=self.table, after=after, value="ab" * 32)
                return
            moves = (element.find("{%s}moves" % NS).text or "").split()
            if not self.tried:
                # What the referee must refuse, each with its reason (nothing changes).
                self.tried = True
                self.request("move", "z9", table=self.table, after=after)             # illegal
                self.request("move", moves[0], table=self.table, after=after + 7)     # stale
                self.request("chat", "x" * 20000, table=self.table)                  # too-large
            self.request("move", moves[0], table=self.table, after=after)
            self.moves += 1
            if self.moves == 1:
                # Again at once: now it is the other seat's turn.
                self.request("move", moves[0], table=self.table, after=after + 1)
        elif name == "over":
            self.over = element.get("reason")
            self.disconnect()


def main():
    jid, password, host, port, referee, table, game, version = sys.argv[1:9]
    logging.basicConfig(level=getattr(logging, os.environ.get("PROTOCOL_CLIENT_LOG", "ERROR")))
    client = ProtocolClient(jid, password, referee, table, game, version)
    client.connect((host, int(port)), force_starttls=False, disable_starttls=True)
    try:
        client.loop.run_until_complete(asyncio.wait_for(client.disconnected, 90))
    except asyncio.TimeoutError:
        pass
    wanted = {"version-mismatch", "illegal", "stale", "too-large", "not-your-turn"}
    result = {"over": client.over, "moves": client.moves, "reasons": sorted(set(client.reasons))}
    print(json.dumps(result))
    sys.exit(0 if client.over and wanted <= set(client.reasons) else 1)


if __name__ == "__main__":
    main()
