#!/usr/bin/env python3
"""Game clocks at a table of three, in the window (run by prosody_harness.py; the display,
the referee and the windows as in e2e_window.py):

  e2e_window_clock3.py PLATEAU [SHOTS_DIR]

Ann opens a Goose table for three with a clock of 20 seconds a game plus 3 seconds a turn
(`game:20+3`, from the terminal client as her own account), continues it from her lobby;
Ben and Cat join it from theirs. Every window's panel shows three clocks; only the acting
seat's runs. Ann and Ben throw at once (Space) and are given their increment; Cat stops
throwing: her clock runs down in every window and, at a table of three, her seat goes to
the referee's bot and the game goes on between Ann, Ben and the bot. Screenshots of the
three clocks at 800x600 and 1920x1080.
"""
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402
from e2e_window import DOMAIN, ENV, PLATEAU, PORT, Window, fail, need  # noqa: E402

CLOCK = "game:20+3"


def seconds(text):
    """'0:18*' -> 18 (the clock's shown seconds; None for '-')."""
    m = re.match(r"(\d+):(\d\d)", text)
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def create_table():
    done = subprocess.run([PLATEAU, "online", "--jid", "ann@" + DOMAIN, "--server",
                           "127.0.0.1:%d" % PORT, "--password", "pw-ann", "--json", "create",
                           "goose", "--seats", "3", "--clock", CLOCK, "--grace", "600"],
                          env=ENV, capture_output=True, text=True, timeout=60)
    found = re.search(r'"event":"created".*?"table":"([a-z0-9-]+)"', done.stdout)
    if done.returncode != 0 or not found:
        fail("the table was not created: %s %s" % (done.stdout, done.stderr))
    return found.group(1)


def open_first_row(w, table):
    end = time.time() + 15
    while time.time() < end and not any(table in e["ids"].split() for e in w.seen("lobby_tables")):
        time.sleep(0.05)
    w.key("Tab", "Tab", "Tab", "Return")  # the filter, New table, the row's Join/Continue
    if w.wait("online_open")["table"] != table:
        fail("%s opened another table than %s" % (w.name, table))


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    display = base.start_display()
    base.referee()
    ann = Window("ann", "800x600", display, 0)
    ben = Window("ben", "1920x1080", display, 840)
    cat = Window("cat", "800x600", display, 0, 640)
    windows = [ann, ben, cat]
    try:
        for w in windows:
            w.open()
            base.sign_in(w, PORT, w.name, shoot=False)
        table = create_table()
        for w in windows:
            open_first_row(w, table)
        for w in windows:
            w.wait("online_game", seconds=20)

        # Ann and Ben throw as soon as asked; Cat throws twice, then lets her clock run.
        cat_throws = 0
        end = time.time() + 90
        while time.time() < end and not cat.seen("online_timeout", seat=2):
            for w in windows:
                turns = len(w.seen("online_turn"))
                if turns > w.presses:
                    w.presses = turns
                    if w is not cat or cat_throws < 2:
                        cat_throws += w is cat
                        time.sleep(0.3)
                        w.key("space")
            time.sleep(0.1)
        timeout = cat.wait("online_timeout", seconds=5, seat=2)
        if timeout["action"] != "bot":
            fail("at a table of three Cat's seat should go to a bot: %s" % timeout)
        for w in (ann, ben):
            w.wait("online_timeout", seconds=10, seat=2, action="bot")

        # What every panel showed: three clocks, one running at a time.
        for w in windows:
            rows = [e["clocks"].split() for e in w.seen("online_seats", table=table)]
            rows = [r for r in rows if len(r) == 3 and all(c != "-" for c in r)]
            if not rows:
                fail("%s's panel never showed three clocks" % w.name)
            if any(sum(c.count("*") for c in r) > 1 for r in rows):
                fail("%s's panel ran two clocks at once: %s" % (w.name, rows))
        rows = [e["clocks"].split() for e in ann.seen("online_seats", table=table)]
        rows = [r for r in rows if len(r) == 3 and all(c != "-" for c in r)]
        # Cat's clock ran down second by second to the low colour, then out.
        cat_shown = [seconds(r[2]) for r in rows if r[2].endswith("*") or r[2].endswith("*!")]
        if len(cat_shown) < 8 or min(s for s in cat_shown if s is not None) > 3:
            fail("Cat's clock was not seen running down in Ann's panel: %s" % cat_shown)
        if not any(r[2].endswith("!") for r in rows):
            fail("Cat's clock never turned to the low-time colour")
        # The increment: a seat's stopped clock shows more than it had when it ran last,
        # once the throws were quicker than 3 seconds.
        gained = 0
        for seat in (0, 1):
            last_running = None
            for r in rows:
                s = seconds(r[seat])
                if "*" in r[seat]:
                    last_running = s
                elif last_running is not None and s is not None and s > last_running:
                    gained += 1
                    last_running = None
        if gained < 2:
            fail("no increment seen on Ann's or Ben's clock: %s" % rows)
        print("clocks: three shown in every panel, one running at a time; %d increments seen; "
              "Cat's ran down to %ss" % (gained, min(s for s in cat_shown if s is not None)))
        # The game goes on with the bot in Cat's seat: more throws after the timeout.
        before = len(ben.seen("online_throw"))
        end = time.time() + 30
        while time.time() < end and len(ben.seen("online_throw")) < before + 3:
            for w in (ann, ben):
                turns = len(w.seen("online_turn"))
                if turns > w.presses:
                    w.presses = turns
                    w.key("space")
            time.sleep(0.15)
        if len(ben.seen("online_throw")) < before + 3:
            fail("the game did not go on after Cat's seat went to the bot")
        if "bot" not in ann.seen("online_seats", table=table)[-1]["presence"].split():
            fail("Ann's panel does not show the bot in Cat's seat")
        print("timeout: Cat's seat went to the bot in every window; the game went on (%d throws)"
              % (len(ben.seen("online_throw")) - before))
        for w in windows:
            w.shot("table-clock3")
    finally:
        base.close_windows(windows)
        base.stop_children()


if __name__ == "__main__":
    main()
