#!/usr/bin/env python3
"""An invitation announced on the menu, and a table's chat replayed (run by
prosody_harness.py; the windows, the display and the referee as in e2e_window.py):

  e2e_chat_invite.py PLATEAU [SHOTS_DIR]

Ben (1920x1080) and Cat (800x600) sign in and go back to the menu. Ann and Dan, two
terminal clients (`plateau online create --invite … --play`), each open a Goose table with
a seat kept for one of them; Dan says a line at his table before anyone else sits. Each
menu shows "… invited you to a Goose table"; the notice opens the lobby on that table and
Enter sits there. Cat, seated late, gets Dan's earlier line in her window (replayed by the
sync). At Ann's table, Ann and Ben chat; then the referee is killed (SIGKILL) and Ben's
window too; the referee restarts from its logs, Ben's window opens again and goes back to
the table from the menu: both lines are there again (from the table's log, through the
sync). Screenshots of the menu's notice and the replayed chat at both sizes.
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402
from e2e_window import Window, fail, need, sign_in  # noqa: E402


class Terminal:
    """`plateau online create … --play` as `user`, its stdin kept for chat lines."""

    def __init__(self, user, invite):
        subprocess.run([base.PLATEAU, "online", "--jid", user + "@" + base.DOMAIN, "--server",
                        "127.0.0.1:%d" % base.PORT, "--password", "pw-" + user, "register"],
                       env=base.ENV, check=True, capture_output=True)
        self.log = os.path.join(base.WORK, user + "-terminal.jsonl")
        self.process = subprocess.Popen(
            [base.PLATEAU, "online", "--jid", user + "@" + base.DOMAIN, "--server",
             "127.0.0.1:%d" % base.PORT, "--password", "pw-" + user, "--json", "--timeout",
             "300", "create", "goose", "--seats", "2", "--invite", "2=%s@%s" % (invite, base.DOMAIN),
             "--play"], env=base.ENV, stdin=subprocess.PIPE, stdout=open(self.log, "w"),
            stderr=subprocess.STDOUT, text=True)
        base.CHILDREN.append(self.process)
        end = time.time() + 20
        while time.time() < end:
            for e in self.events():
                if e.get("event") == "created":
                    self.table = e["table"]
                    return
            time.sleep(0.1)
        fail("%s's table was not made:\n%s" % (user, open(self.log).read()))

    def events(self):
        out = []
        for line in open(self.log):
            if line.startswith("{"):
                try:
                    out.append(json.loads(line))
                except ValueError:
                    pass
        return out

    def say(self, text):
        self.process.stdin.write("chat " + text + "\n")
        self.process.stdin.flush()


def restart_referee():
    """The referee again over the same logs (its account exists already)."""
    log = os.path.join(base.WORK, "referee.log")
    before = open(log).read().count("ready")
    process = subprocess.Popen([base.PLATEAU, "referee", "--jid", "referee@" + base.DOMAIN,
                                "--server", "127.0.0.1:%d" % base.PORT, "--data",
                                os.path.join(base.WORK, "referee")], env=base.ENV,
                               stdout=open(log, "a"), stderr=subprocess.STDOUT)
    base.CHILDREN.append(process)
    end = time.time() + 20
    while time.time() < end:
        if open(log).read().count("ready") > before:
            return process
        time.sleep(0.1)
    fail("the referee did not start again:\n" + open(log).read())


def to_menu(w):
    """From the lobby back to the menu (Escape); the title says so."""
    titles = len(w.seen("title", text="Plateau"))
    w.key("Escape")
    end = time.time() + 5
    while time.time() < end and len(w.seen("title", text="Plateau")) == titles:
        time.sleep(0.05)


def accept(w, table):
    """The menu's notice names `table`; Tab from "Play online" to it, Enter: the lobby with
    the table's Join focused; Enter sits there."""
    notice = w.wait("menu_invitation", seconds=15, table=table)
    w.shot("menu-invitation")
    w.key("Tab", "Return")
    w.wait("menu_invitation_open", table=table)
    w.wait("lobby_focus", seconds=10, table=table)
    w.key("Return")
    opened = w.wait("online_open", table=table)
    if opened.get("watch"):
        fail("%s watches %s instead of sitting" % (w.name, table))
    w.wait("online_game", seconds=20)
    return notice


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    display = base.start_display()
    referee = base.referee()
    ben = Window("ben", "1920x1080", display, 840)
    cat = Window("cat", "800x600", display, 0)
    try:
        for w in (ben, cat):
            w.open()
            sign_in(w, base.PORT, w.name, shoot=False)
            to_menu(w)
        ann = Terminal("ann", "ben")
        dan = Terminal("dan", "cat")
        dan.say("hi Cat, the dice are warm")  # before Cat sits: only the log has it
        time.sleep(0.5)

        notice = accept(ben, ann.table)
        if notice["host"] != "ann@" + base.DOMAIN or "ann invited you to a" not in notice["text"]:
            fail("Ben's notice: %s" % notice)
        print("invitation: Ben's menu said %r and opened the lobby on %s" % (notice["text"], ann.table))
        notice = accept(cat, dan.table)
        print("invitation: Cat's menu said %r" % notice["text"])
        line = cat.wait("online_chat", seconds=10, text="hi Cat, the dice are warm")
        if not line.get("replayed"):
            fail("Dan's early line reached Cat live, not from the sync: %s" % line)
        print("chat: a line said before Cat sat came to her window with the sync")

        ann.say("hello Ben, welcome")
        ben.wait("online_chat", text="hello Ben, welcome")
        ben.key("F6")
        ben.type("thanks Ann")
        ben.key("Return", "Escape")
        ben.wait("online_chat", text="thanks Ann")
        # The referee and Ben's window killed; the referee back from its logs.
        referee.send_signal(signal.SIGKILL)
        referee.wait()
        ben.kill()
        restart_referee()
        ben.open()
        ben.key("Up", "Left", "Return")  # Play online (Continue Goose): signs in, opens it
        ben.wait("sign_in", seconds=20, ok=True)
        ben.wait("online_game", seconds=30)
        for text in ("hello Ben, welcome", "thanks Ann"):
            got = ben.wait("online_chat", seconds=15, text=text)
            if not got.get("replayed"):
                fail("%r came back live, not replayed: %s" % (text, got))
        if len([e for e in ben.seen("online_chat") if e["text"] == "thanks Ann"]) != 1:
            fail("a line shows twice after the restart")
        time.sleep(0.5)
        ben.shot("table-chat-replayed")
        cat.shot("table-chat-replayed")
        print("chat: after the referee's SIGKILL and the window's restart, both lines are back")
    finally:
        base.close_windows((ben, cat))
        for name in ("ann", "dan"):
            log = os.path.join(base.WORK, name + "-terminal.jsonl")
            if os.path.exists(log):
                shutil.copy(log, os.path.join(base.SHOTS, name + "-terminal.jsonl"))
        shutil.copy(os.path.join(base.WORK, "referee.log"), os.path.join(base.SHOTS, "referee.log"))
        base.stop_children()


if __name__ == "__main__":
    main()
