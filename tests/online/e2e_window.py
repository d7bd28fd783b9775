#!/usr/bin/env python3
"""Online play in the window, end to end (run by prosody_harness.py): a referee, and windows
on an Xvfb of the test's own, driven with real keys and clicks (xdotool), each with its own
settings, keyring-less password file and event log.

  e2e_window.py PLATEAU [SHOTS_DIR]

Ann (800x600) creates her account in the sign-in screen and opens a Goose table from the
lobby; Ben (1920x1080) creates his and joins it. They throw in turn with Space until the
game ends; a chat line typed in one window shows in the other; Ann's connection is cut (a
proxy between her and the server drops it) and comes back; Ann's window is killed mid-game,
opened again, and the menu takes her back to the table. Screenshots of the sign-in, the
lobby, the table with chat, the reconnect banner and the result at both sizes land in
SHOTS_DIR (default: the scratch folder).
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time

PLATEAU = sys.argv[1]
PORT = int(os.environ["PLATEAU_TEST_XMPP_PORT"])
DOMAIN = os.environ["PLATEAU_TEST_XMPP_DOMAIN"]
WORK = os.environ["PLATEAU_TEST_DIR"]
SHOTS = (sys.argv[2] if len(sys.argv) > 2 else
         os.environ.get("PLATEAU_SHOTS") or os.path.join(WORK, "shots"))
os.makedirs(SHOTS, exist_ok=True)
ENV = dict(os.environ, XDG_STATE_HOME=os.path.join(WORK, "state"),
           XDG_CONFIG_HOME=os.path.join(WORK, "config"), LANG="C", LANGUAGE="",
           PLATEAU_REFEREE_PASSWORD="pw-referee")
ENV.pop("DBUS_SESSION_BUS_ADDRESS", None)  # no keyring: the password file is tested
CHILDREN = []
# PLATEAU_TEST_LANG=fr: the windows in that language (the keys are the same), to look at
# the screenshots of a translation.
LANGUAGE = ["--lang", os.environ["PLATEAU_TEST_LANG"]] if os.environ.get("PLATEAU_TEST_LANG") else []


def stop_children():
    """Every process the test started, the newest first: asked to end, killed after 10 s."""
    for c in reversed(CHILDREN):
        if c.poll() is None:
            c.terminate()
            try:
                c.wait(10)
            except subprocess.TimeoutExpired:
                c.kill()


def close_windows(windows, prefix=""):
    """Closes the windows and keeps their event logs beside the screenshots, to read after
    a failure."""
    for w in windows:
        w.close()
        if os.path.isdir(w.home):
            for f in os.listdir(w.home):
                if f.startswith("events-"):
                    shutil.copy(os.path.join(w.home, f),
                                os.path.join(SHOTS, prefix + w.name + "-" + f))


def fail(message):
    sys.stderr.write("FAIL: " + message + "\n")
    raise SystemExit(1)


def need(tool):
    if not shutil.which(tool):
        print("SKIP: %s is not installed" % tool)
        raise SystemExit(77)


def capture(window, file_name, settle):
    """The window's picture in SHOTS after `settle` seconds, with ImageMagick's import;
    without it no picture (said once): the tests assert on the event logs, the pictures are
    for people to look at. The pause is kept either way: the scenarios are paced by it."""
    time.sleep(settle)
    if not shutil.which("import"):
        if not getattr(capture, "said", False):
            print("no screenshots: ImageMagick's import is not installed")
            capture.said = True
        return None
    path = os.path.join(SHOTS, file_name)
    subprocess.run(["import", "-window", window.id, path], env=window.env, check=True)
    return path


# --- A display of the test's own --------------------------------------------------------

def start_display():
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "2800x1300x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            fail("Xvfb did not start")
        number += chunk
    os.close(read)
    CHILDREN.append(xvfb)
    display = ":" + number.decode().strip()
    # Answering before a window is tried (a display named too early refuses clients).
    end = time.time() + 10
    while time.time() < end:
        if subprocess.run(["xdotool", "getdisplaygeometry"], env=dict(ENV, DISPLAY=display),
                          capture_output=True).returncode == 0:
            return display
        time.sleep(0.1)
    fail("Xvfb on %s does not answer" % display)


# --- A proxy that can drop a connection -------------------------------------------------

class Proxy:
    """Forwards a loopback port to the server; cut() closes every connection through it and
    refuses new ones for a while, as a network that goes away does."""

    def __init__(self, target):
        self.target = target
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(8)
        self.port = self.listener.getsockname()[1]
        self.links = []
        self.down_until = 0
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self):
        while True:
            client, _ = self.listener.accept()
            if time.time() < self.down_until:
                client.close()
                continue
            server = socket.create_connection(("127.0.0.1", self.target))
            self.links.append((client, server))
            for a, b in ((client, server), (server, client)):
                threading.Thread(target=self.pump, args=(a, b), daemon=True).start()

    @staticmethod
    def pump(a, b):
        try:
            while True:
                data = a.recv(65536)
                if not data:
                    break
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self, seconds):
        self.down_until = time.time() + seconds
        for pair in self.links:
            for s in pair:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                    s.close()
                except OSError:
                    pass
        self.links = []


# --- Windows ----------------------------------------------------------------------------

class Window:
    def __init__(self, name, size, display, x, y=0):
        self.name, self.size, self.display, self.x, self.y = name, size, display, x, y
        self.home = os.path.join(WORK, name)
        self.env = dict(ENV, DISPLAY=display, XDG_STATE_HOME=os.path.join(self.home, "state"),
                        XDG_CONFIG_HOME=os.path.join(self.home, "config"))
        os.makedirs(self.home, exist_ok=True)
        self.settings = os.path.join(self.home, "settings.toml")
        with open(self.settings, "w") as f:
            f.write("[sound]\nenabled = false\n[animation]\nspeed = 4.0\n")
        self.runs = 0
        self.process = None
        self.id = None
        self.presses = 0

    @property
    def log(self):
        return os.path.join(self.home, "events-%d.jsonl" % self.runs)

    def open(self):
        self.runs += 1
        self.presses = 0
        before = set(self.windows())
        self.process = subprocess.Popen(
            [PLATEAU, "--window-size", self.size, "--settings", self.settings, "--event-log",
             self.log, *LANGUAGE], env=self.env, stdout=open(self.log + ".out", "w"), stderr=subprocess.STDOUT)
        CHILDREN.append(self.process)
        end = time.time() + 30
        while time.time() < end:
            new = [w for w in self.windows() if w not in before]
            if new and self.seen("scene", name="menu"):
                self.id = new[-1]
                # Side by side: a window covered by another would be shot black.
                self.xdo("windowmove", self.id, str(self.x), str(self.y))
                time.sleep(0.3)
                return
            if self.process.poll() is not None:
                fail("%s's window exited:\n%s" % (self.name, open(self.log + ".out").read()))
            time.sleep(0.1)
        fail("%s's window did not open" % self.name)

    def windows(self):
        done = subprocess.run(["xdotool", "search", "--name", "^Plateau"], env=self.env,
                              capture_output=True, text=True)
        return [line for line in done.stdout.split() if line]

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def close(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def events(self):
        out = []
        if os.path.exists(self.log):
            for line in open(self.log, encoding="utf-8"):
                try:
                    out.append(json.loads(line))
                except ValueError:
                    pass
        return out

    def seen(self, type_, **fields):
        return [e for e in self.events() if e.get("type") == type_ and
                all(e.get(k) == v for k, v in fields.items())]

    def wait(self, type_, seconds=30, **fields):
        end = time.time() + seconds
        while time.time() < end:
            found = self.seen(type_, **fields)
            if found:
                return found[-1]
            if self.process.poll() is not None:
                fail("%s's window exited while waiting for %s" % (self.name, type_))
            time.sleep(0.1)
        fail("%s never logged %s %s; last events:\n%s" %
             (self.name, type_, fields, "\n".join(json.dumps(e) for e in self.events()[-15:])))

    def answered(self, key, type_, seconds, **fields):
        """Presses `key` and waits up to `seconds` for one more `type_` event: the seconds
        it took, or None when none came."""
        before = len(self.seen(type_, **fields))
        pressed = time.time()
        self.key(key)
        while time.time() < pressed + seconds:
            if len(self.seen(type_, **fields)) > before:
                return time.time() - pressed
            time.sleep(0.02)
        return None

    def xdo(self, *args):
        subprocess.run(["xdotool", *args], env=self.env, check=True)

    def focus(self):
        self.xdo("windowfocus", "--sync", self.id)

    def key(self, *keys):
        self.focus()
        for k in keys:
            self.xdo("key", "--window", self.id, k)
            time.sleep(0.08)

    def type(self, text):
        self.focus()
        self.xdo("type", "--window", self.id, "--delay", "30", text)
        time.sleep(0.1)

    def click(self, x, y):
        self.focus()
        self.xdo("mousemove", "--window", self.id, str(x), str(y))
        time.sleep(0.1)
        self.xdo("click", "--window", self.id, "1")

    def shot(self, name):
        return capture(self, "%s-%s.png" % (name, self.size), 0.6)  # a few frames after the change


def referee():
    data = os.path.join(WORK, "referee")
    log = os.path.join(WORK, "referee.log")
    subprocess.run([PLATEAU, "online", "--jid", "referee@" + DOMAIN, "--server",
                    "127.0.0.1:%d" % PORT, "--password", "pw-referee", "register"], env=ENV,
                   check=True, capture_output=True)
    process = subprocess.Popen([PLATEAU, "referee", "--jid", "referee@" + DOMAIN, "--server",
                                "127.0.0.1:%d" % PORT, "--data", data], env=ENV,
                               stdout=open(log, "a"), stderr=subprocess.STDOUT)
    CHILDREN.append(process)
    end = time.time() + 20
    while time.time() < end:
        if "ready" in open(log).read():
            return process
        time.sleep(0.1)
    fail("the referee did not start:\n" + open(log).read())


# --- The scenario -----------------------------------------------------------------------

def sign_in(w, port, name, shoot=True):
    """From the menu, with keys only: Up to the header, Left to "Play online", Enter; the
    server, the name and the password typed; "Create" and "Remember" ticked; Sign in."""
    w.key("Up", "Left", "Return")
    w.wait("scene", name="sign_in")
    w.type("localhost:%d" % port)
    w.key("Return")  # Enter in a field goes on to the next
    w.type(name)
    w.key("Return")
    w.type("pw-" + name)
    w.key("Tab", "space", "Tab", "space")  # create the account, remember the password
    if shoot:
        w.shot("sign-in")
    w.key("Tab", "Return")
    signed = w.wait("sign_in", seconds=20)
    if not signed["ok"]:
        fail("%s could not sign in: %s" % (w.name, signed["reason"]))
    w.wait("scene", name="lobby")


def play_turns(windows, until, seconds=int(os.environ.get("PLATEAU_TEST_GAME_SECONDS", "240"))):
    """Each window whose seat is asked throws (Space) until `until()` holds."""
    end = time.time() + seconds
    while time.time() < end:
        if until():
            return
        for w in windows:
            turns = len(w.seen("online_turn"))
            if turns > w.presses:
                w.presses = turns
                w.key("space")
        time.sleep(0.15)
    fail("the game did not get there in %d s" % seconds)


def play_moves(windows, until, seconds=int(os.environ.get("PLATEAU_TEST_GAME_SECONDS", "240"))):
    """Each window whose seat is asked plays with keys only: Tab walks the pieces and the
    targets, Enter takes one; a random number of Tabs, then Enter, until a move is sent."""
    import random
    rng = random.Random(7)
    end = time.time() + seconds
    while time.time() < end:
        if until():
            return
        for w in windows:
            turns = len(w.seen("online_turn"))
            if turns <= w.presses:
                continue
            sent = len(w.seen("online_sent"))
            for attempt in range(12):
                w.key(*(["Tab"] * rng.randint(1, 3)), "Return")
                time.sleep(0.25)
                if len(w.seen("online_sent")) > sent or until():
                    break
                if attempt % 4 == 3:
                    w.key("Escape")  # a pick that led nowhere: start again
            w.presses = turns
        time.sleep(0.15)
    fail("the game did not get there in %d s" % seconds)


def quoridor(display):
    """Dan opens a Quick Quoridor (5x5) table, Eve joins; they play with keys to the end."""
    dan = Window("dan", "800x600", display, 0)
    eve = Window("eve", "1920x1080", display, 840)
    try:
        dan.open()
        sign_in(dan, PORT, "dan", shoot=False)
        eve.open()
        sign_in(eve, PORT, "eve", shoot=False)
        dan.key("Tab", "Right", "Right", "Tab", "Return")  # the filter to Quoridor, New table
        dan.wait("scene", name="setup", game="quoridor")
        dan.key("Tab", "Right", "Return")  # the variant: Quick Quoridor (5x5); Enter opens it
        table = dan.wait("online_open")["table"]
        end = time.time() + 10
        while time.time() < end and not any(table in e["ids"] for e in eve.seen("lobby_tables")):
            time.sleep(0.05)
        eve.key("Tab", "Tab", "Tab", "Return")
        game = eve.wait("online_game", seconds=20)
        if game["game"] != "quoridor":
            fail("Eve sat at a %s table" % game["game"])
        play_moves([dan, eve], lambda: dan.seen("online_result") and eve.seen("online_result"))
        d, e = dan.seen("online_result")[-1], eve.seen("online_result")[-1]
        if d["winners"] != e["winners"]:
            fail("the Quoridor windows disagree: %s and %s" % (d, e))
        dan.shot("quoridor-result")
        eve.shot("quoridor-result")
        print("quoridor: %d moves played with keys in two windows; %s" %
              (len(eve.seen("online_move")), e["reason"]))
    finally:
        close_windows((dan, eve))


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    display = start_display()
    ref = referee()
    if os.environ.get("PLATEAU_TEST_SCENARIO") == "quoridor":  # while working on it
        try:
            return quoridor(display)
        finally:
            stop_children()
    proxy, ben_proxy = Proxy(PORT), Proxy(PORT)
    ann = Window("ann", "800x600", display, 0)
    ben = Window("ben", "1920x1080", display, 840)
    cat = Window("cat", "800x600", display, 0, 640)
    try:
        ann.open()
        sign_in(ann, proxy.port, "ann")
        ben.open()
        sign_in(ben, ben_proxy.port, "ben")
        ann.shot("lobby-empty")
        # Ann: the filter to Goose (Right), New table, and the setup's Enter.
        ann.key("Tab", "Right", "Tab", "Return")
        ann.wait("scene", name="setup")
        ann.key("Return")
        opened = ann.wait("online_open")
        table = opened["table"]
        started = time.time()
        # Ben's lobby follows the referee's lobby node: the new table shows within a second,
        # by the node's notification (no list asked for).
        end = time.time() + 10
        while time.time() < end and not any(table in e["ids"] for e in ben.seen("lobby_tables")):
            time.sleep(0.05)
        listed = [e for e in ben.seen("lobby_tables") if table in e["ids"]]
        if not listed:
            fail("Ben's lobby never listed the new table " + table)
        if not listed[0].get("following"):
            fail("Ben's lobby listed the new table without following the lobby node")
        print("lobby: the new table listed in the other window %.2f s after it was opened, "
              "by the lobby node's notification" % (time.time() - started))
        ben.shot("lobby")
        ann.shot("table-waiting")
        # Ben: Tab to the first row's Join (filter, New table, Join), Enter.
        ben.key("Tab", "Tab", "Tab", "Return")
        joined = ben.wait("online_open")
        if joined["table"] != table:
            fail("Ben opened %s, not Ann's table %s" % (joined["table"], table))
        ann.wait("online_game", seconds=20)
        ben.wait("online_game", seconds=20)
        print("table %s: both seated %.1f s after it was opened" % (table, time.time() - started))
        # Cat watches: her lobby's first row is the table (Join disabled: Tab skips it).
        cat.open()
        sign_in(cat, PORT, "cat", shoot=False)
        end = time.time() + 10
        while time.time() < end and not any(table in e["ids"] for e in cat.seen("lobby_tables")):
            time.sleep(0.05)
        # The lobby's chat: Tab past the row to the chat field, a line, Enter; the referee
        # sends it to everyone in the lobby, Cat included.
        cat.key("Tab", "Tab", "Tab", "Tab")
        cat.type("anyone for Quoridor?")
        cat.key("Return")
        cat.wait("online_chat", table="", text="anyone for Quoridor?")
        cat.shot("lobby-chat")
        print("lobby chat: a line said in the lobby came back through the referee")
        cat.key("shift+Tab", "Return")  # back to the row's Watch
        watching = cat.wait("online_game", seconds=20)
        if watching["seat"] != -1 or not cat.seen("online_open", table=table, watch=True):
            fail("Cat is not watching the table: %s" % watching)
        print("watch: a third window follows the table as a spectator")

        # A chat line from Ann (F6 to the chat, typed, Enter) shows in Ben's window.
        ann.key("F6")
        ann.type("hello Ben")
        ann.key("Return", "Escape")
        ben.wait("online_chat", text="hello Ben")
        print("chat: Ann's line shown in Ben's window")
        # The draw for who starts (two throws), then Ann's connection drops: the banner,
        # then back, and the game goes on.
        play_turns([ann, ben], lambda: len(ben.seen("online_throw")) >= 2)
        proxy.cut(4)
        ben_proxy.cut(4)
        for w in (ann, ben):
            w.wait("online_connection", online=False, seconds=10)
            w.shot("reconnecting")
        for w in (ann, ben):
            w.wait("online_back", seconds=30)
        play_turns([ann, ben], lambda: len(ben.seen("online_throw")) >= 3)
        print("drop: both connections cut and back; the game went on")
        ann.shot("table-chat")
        ben.shot("table-chat")

        # Ann's window killed mid-game, opened again: the menu offers the game.
        ann.kill()
        ann.open()
        ann.shot("menu-continue")
        ann.key("Up", "Left", "Return")  # Play online (its detail: Continue Goose)
        ann.wait("sign_in", seconds=20)
        back = ann.wait("online_game", seconds=20)
        if not ann.seen("scene", name="online_table"):
            fail("Ann's table did not open again after the restart")
        print("restart: Ann's window killed and opened again at event %d" % back["events"])

        play_turns([ann, ben], lambda: ann.seen("online_result") and ben.seen("online_result"))
        a, b = ann.seen("online_result")[-1], ben.seen("online_result")[-1]
        if a["winners"] != b["winners"]:
            fail("the windows disagree on the winner: %s and %s" % (a, b))
        c = cat.wait("online_result", seconds=30)
        if c["winners"] != b["winners"] or len(cat.seen("online_throw")) != len(ben.seen("online_throw")):
            fail("the spectator saw another game: %s, %d throws against %d" %
                 (c, len(cat.seen("online_throw")), len(ben.seen("online_throw"))))
        print("watch: the spectator saw all %d throws and the same result" % len(cat.seen("online_throw")))
        ann.shot("result")
        ben.shot("result")
        moves = len(ben.seen("online_throw"))
        print("goose: the game ended after %d throws (%s); winners %s" % (moves, b["reason"], b["winners"]))
        # Every throw verified (commit and reveal) in Ben's window.
        unverified = [e for e in ben.seen("online_throw") if not e["fair"]]
        if unverified:
            fail("throws not verified: %s" % unverified[:3])
        # Ann's password was kept only in a file of hers, 0600.
        kept = os.path.join(ann.home, "config", "plateau", "online-password")
        if not os.path.exists(kept):
            kept = os.path.join(ann.home, "config", "online-password")
        mode = os.stat(kept).st_mode & 0o777
        if mode != 0o600:
            fail("the password file is %o, not 600" % mode)
        print("password: kept in a 0600 file (no keyring here)")
        for w in (ann, ben, cat):
            w.close()
        quoridor(display)
    finally:
        close_windows((ann, ben, cat))
        shutil.copy(os.path.join(WORK, "referee.log"), os.path.join(SHOTS, "referee.log"))
        stop_children()


if __name__ == "__main__":
    main()
