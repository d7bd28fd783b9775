#!/usr/bin/env python3
"""Signing in never holds the window (run by prosody_harness.py; the windows and the
display as in e2e_window.py):

  e2e_sign_in.py PLATEAU [SHOTS_DIR]

Ann (800x600) signs in to an address that accepts the connection and then says nothing:
the window says "Connecting to ...", goes on drawing (the frame numbers of its log lines
grow by the second) and Escape cancels within a second. Then she signs in to the real
server through a proxy; the proxy is cut and turns silent (it accepts and says nothing):
the lobby says it reconnects, the window still answers (Escape to the menu and back), and
once the proxy forwards again the connection comes back by itself. Ben (1920x1080) shows
the same "Connecting" screen at the large size.
"""
import os
import socket
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402
from e2e_window import Window, fail, need  # noqa: E402


class SilentProxy:
    """Forwards to the server; silent(): closes the links and holds every new connection
    open without a word, as a server that hangs (or a black hole behind a NAT) does."""

    def __init__(self, target):
        self.target = target
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(16)
        self.port = self.listener.getsockname()[1]
        self.quiet = target is None
        self.stall_tls = False
        self.links, self.held = [], []
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            client, _ = self.listener.accept()
            if self.stall_tls:
                threading.Thread(target=self.tls_then_nothing, args=(client,), daemon=True).start()
                continue
            if self.quiet:
                self.held.append(client)  # never read, never answered
                continue
            server = socket.create_connection(("127.0.0.1", self.target))
            self.links.append((client, server))
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=base.Proxy.pump, args=(a, b), daemon=True).start()

    def tls_then_nothing(self, client):
        """An XMPP server that offers TLS, says "proceed", and never answers the handshake."""
        self.held.append(client)
        try:
            data = b""
            while b"<stream:stream" not in data or not data.rstrip().endswith(b">"):
                chunk = client.recv(4096)
                if not chunk:
                    return
                data += chunk
            client.sendall(b"<?xml version='1.0'?><stream:stream xmlns='jabber:client' "
                           b"xmlns:stream='http://etherx.jabber.org/streams' id='stall' "
                           b"from='localhost' version='1.0'><stream:features>"
                           b"<starttls xmlns='urn:ietf:params:xml:ns:xmpp-tls'><required/>"
                           b"</starttls></stream:features>")
            data = b""
            while b"starttls" not in data:
                chunk = client.recv(4096)
                if not chunk:
                    return
                data += chunk
            client.sendall(b"<proceed xmlns='urn:ietf:params:xml:ns:xmpp-tls'/>")
        except OSError:
            pass

    def silent(self, on):
        self.quiet = on
        if on:
            for pair in self.links:
                for s in pair:
                    try:
                        s.shutdown(socket.SHUT_RDWR)
                        s.close()
                    except OSError:
                        pass
            self.links = []


def open_sign_in(w):
    w.key("Up", "Left", "Return")
    w.wait("scene", name="sign_in")


def fill(w, server, name):
    """The fields typed from the server on; the focus ends on "Sign in"."""
    w.type(server)
    w.key("Return")
    w.type(name)
    w.key("Return")
    w.type("pw-" + name)
    w.key("Tab", "Tab", "Tab")  # past "Create" and "Remember" to "Sign in"


def frames_while_waiting(w, seconds):
    """The sign_in_wait lines of the last `seconds`: (seconds, frame) pairs."""
    time.sleep(seconds)
    return [(e["seconds"], e["frame"]) for e in w.seen("sign_in_wait")]


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    display = base.start_display()
    hole = SilentProxy(None)  # nothing behind it
    proxy = SilentProxy(base.PORT)
    ann = Window("ann", "800x600", display, 0)
    ben = Window("ben", "1920x1080", display, 840)
    subprocess.run([base.PLATEAU, "online", "--jid", "ann@" + base.DOMAIN, "--server",
                    "127.0.0.1:%d" % base.PORT, "--password", "pw-ann", "register"],
                   env=base.ENV, check=True, capture_output=True)
    try:
        ann.open()
        open_sign_in(ann)
        fill(ann, "localhost:%d" % hole.port, "ann")
        ann.key("Return")
        ann.wait("sign_in_start")
        waits = frames_while_waiting(ann, 3.2)
        if len(waits) < 3:
            fail("the window logged %d seconds of waiting in 3 s: %s" % (len(waits), waits))
        drawn = waits[-1][1] - waits[0][1]
        if drawn < 20:
            fail("the window drew %d frames in %d s while connecting" % (drawn, len(waits) - 1))
        ann.shot("sign-in-connecting")
        pressed = time.time()
        ann.key("Escape")
        cancelled = ann.wait("sign_in", seconds=5)
        took = time.time() - pressed
        if cancelled.get("ok") or not cancelled.get("cancelled"):
            fail("Escape did not cancel: %s" % cancelled)
        if took > 1.0:
            fail("Escape cancelled after %.2f s" % took)
        if not ann.seen("scene", name="sign_in") or ann.seen("scene", name="lobby"):
            fail("the sign-in screen did not stay")
        ann.shot("sign-in-cancelled")
        print("connecting to a silent server: %d frames drawn in %d s; Escape cancelled in "
              "%.2f s (key sent to event logged)" % (drawn, len(waits) - 1, took))

        # The address corrected (the focus is on "Sign in": back to the server's field).
        ann.key(*["shift+Tab"] * 5)
        ann.key(*["BackSpace"] * len("localhost:%d" % hole.port))
        ann.type("localhost:%d" % proxy.port)
        ann.key(*["Tab"] * 5, "Return")
        signed = ann.wait("sign_in", seconds=20, ok=True)
        ann.wait("scene", name="lobby")
        print("signed in through the proxy (%s)" % signed["server"])

        # The proxy cut and silent: reconnection attempts get nothing back.
        ann.wait("lobby_tables", online=True)
        proxy.silent(True)
        ann.wait("lobby_tables", online=False, seconds=15)
        time.sleep(2)
        # The menu, uncovered again, says so by the window's title.
        took = ann.answered("Escape", "title", 3, text="Plateau")
        if took is None:
            fail("the window did not answer Escape while reconnecting")
        # "Play online" kept the focus: signed in, straight to the lobby.
        if ann.answered("Return", "scene", 3, name="lobby") is None:
            fail("the lobby did not open again while reconnecting")
        ann.shot("lobby-reconnecting-silent")
        print("reconnecting to a silent server: Escape answered in %.2f s" % took)
        time.sleep(4)
        if ann.seen("lobby_tables", online=True)[-1]["frame"] > ann.seen("lobby_tables", online=False)[-1]["frame"]:
            fail("the lobby says it is online while the server is silent")
        before = len(ann.seen("lobby_tables", online=True))
        proxy.silent(False)
        back_from = time.time()
        end = time.time() + 30
        while time.time() < end and len(ann.seen("lobby_tables", online=True)) == before:
            time.sleep(0.05)
        if len(ann.seen("lobby_tables", online=True)) == before:
            fail("the connection did not come back once the server answered")
        print("back %.1f s after the server answered again" % (time.time() - back_from))

        # Cut again, and now the server stalls the TLS handshake it offered (libstrophe
        # waits a handshake out inside one turn of its loop): the reconnection runs on a
        # thread of its own, so the window answers Escape at once (it took up to the 3 s
        # handshake limit while the window's thread made it), and comes back once the
        # server is itself again.
        proxy.stall_tls = True
        proxy.silent(True)
        ann.wait("lobby_tables", online=False, seconds=15)
        time.sleep(1.5)
        took = ann.answered("Escape", "title", 8, text="Plateau")
        if took is None:
            fail("the window did not answer Escape while a TLS handshake stalled")
        if took > 1.5:
            fail("Escape was answered after %.1f s while a TLS handshake stalled" % took)
        print("a stalled TLS handshake while reconnecting: Escape answered in %.2f s" % took)
        lobbies = len(ann.seen("scene", name="lobby"))
        ann.key("Return")
        end = time.time() + 8
        while time.time() < end and len(ann.seen("scene", name="lobby")) == lobbies:
            time.sleep(0.02)
        before = len(ann.seen("lobby_tables", online=True))
        proxy.stall_tls = False
        proxy.silent(False)
        back_from = time.time()
        end = time.time() + 30
        while time.time() < end and len(ann.seen("lobby_tables", online=True)) == before:
            time.sleep(0.05)
        if len(ann.seen("lobby_tables", online=True)) == before:
            fail("the connection did not come back after the stalled handshakes")
        print("back %.1f s after the handshakes went through again" % (time.time() - back_from))

        # The large size: Ben's window connecting to the silent address, then cancelled.
        ben.open()
        open_sign_in(ben)
        fill(ben, "localhost:%d" % hole.port, "ben")
        ben.key("Return")
        end = time.time() + 10
        while time.time() < end and not [e for e in ben.seen("sign_in_wait") if e["seconds"] >= 2]:
            time.sleep(0.05)
        ben.shot("sign-in-connecting")
        ben.key("Escape")
        ben.wait("sign_in", seconds=5, cancelled=True)
        ben.shot("sign-in-cancelled")
    finally:
        base.close_windows((ann, ben))
        base.stop_children()


if __name__ == "__main__":
    main()
