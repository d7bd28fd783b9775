#!/usr/bin/env python3
"""The online lobby and a new table's terms, end to end in the window (run by
prosody_harness.py; the windows, the display and the referee as in e2e_window.py):

  e2e_lobby.py PLATEAU [SHOTS_DIR]

Ann (800x600) opens a private Goose table from the setup screen with keys only: three
seats, the third kept for Cat, a password, a clock of 15 minutes a game plus 5 seconds a
move, a minute's grace. Ben (1920x1080) sees the table in his lobby with its host, its age
and its clock, is refused with a wrong password, then sits with the right one; Cat
(800x600), invited, sees so in her row and sits without it (Watch would ask it), and the
game starts with the clock. Screenshots of the
setup's online part, the lobby rows and the password prompt at both sizes land in
SHOTS_DIR (default: the scratch folder).
"""
import os
import re
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402
from e2e_window import Window, fail, need, sign_in  # noqa: E402

CLOCK = "game:900+5"


def open_private_table(ann):
    """Ann's setup screen, keys only. Nothing is focused as it opens: Shift+Tab walks back
    from Back (Back, Rules, Start, grace, clock, private, who starts, then each seat's kind,
    name and colour, last seat first, then the number of players); the password, the clock's
    time and increment are skipped while they do not apply."""
    ann.key("Tab", "Right", "Tab", "Return")  # the filter to Goose, New table
    ann.wait("scene", name="setup", game="goose")
    ann.key(*["shift+Tab"] * 14, "Right")  # the number of players: 3 (the focus stays)
    # Down the seats (colour, name, kind each) to the third seat's kind: Invited, its last
    # choice.
    ann.key(*["Tab"] * 9, "Left")
    ann.key("shift+Tab")  # its name: the account invited
    ann.type("cat")
    ann.key("Tab", "Tab", "Tab", "space")  # past its kind and who starts: Private
    ann.key("Tab")
    ann.type("sesame")
    ann.key("Tab", "Right", "Right")  # the clock: per game
    ann.key("Tab", "Right")  # 10 min -> 15 min
    ann.key("Tab")  # the increment: 5 s, as offered
    ann.key("Tab", "Left")  # the grace: 120 s -> 60 s
    ann.shot("setup-online")
    ann.key("Tab", "Return")  # Open the table
    created = ann.wait("online_create", seconds=10)
    expected = {"game": "goose", "seats": 3, "private": True, "clock": CLOCK, "grace": 60,
                "invites": "cat@" + base.DOMAIN}
    wrong = {k: (created.get(k), v) for k, v in expected.items() if created.get(k) != v}
    if wrong:
        fail("the table was not opened on the terms typed (got, wanted): %s" % wrong)
    return ann.wait("online_open")["table"]


def lobby_row(w, table, seconds=10):
    end = time.time() + seconds
    while time.time() < end:
        rows = w.seen("lobby_row", table=table)
        if rows:
            return rows[-1]
        time.sleep(0.05)
    fail("%s's lobby never listed the table %s" % (w.name, table))


def main():
    for tool in ("Xvfb", "xdotool"):
        need(tool)
    display = base.start_display()
    base.referee()
    ann = Window("ann", "800x600", display, 0)
    ben = Window("ben", "1920x1080", display, 840)
    cat = Window("cat", "800x600", display, 0, 640)
    dan = Window("dan", "1920x1080", display, 840)
    try:
        ann.open()
        sign_in(ann, base.PORT, "ann", shoot=False)
        ben.open()
        sign_in(ben, base.PORT, "ben", shoot=False)
        cat.open()
        sign_in(cat, base.PORT, "cat", shoot=False)
        table = open_private_table(ann)
        opened = time.time()
        print("setup: a private table with a clock (%s), a minute's grace and a seat kept for "
              "cat, opened with keys only" % CLOCK)

        # Ben's lobby: the host, the age, the clock, private.
        row = lobby_row(ben, table)
        if row["host"] != "ann@" + base.DOMAIN or not row["private"] or row["clock"] != CLOCK:
            fail("Ben's lobby row says %s" % row)
        if not 0 <= row["age"] <= 5 + time.time() - opened:
            fail("the table's age in the lobby is %s s" % row["age"])
        print("lobby: Ben's row says host %s, opened %d s ago, clock %s, private" %
              (row["host"], row["age"], row["clock"]))
        lobby_row(cat, table)
        ben.shot("lobby-rows")
        cat.shot("lobby-rows")

        # Ben: Join (filter, New table, the row's Join): the password prompt; a wrong one is
        # refused in words, the right one seats him.
        ben.key("Tab", "Tab", "Tab", "Return")
        ben.wait("scene", name="table_password", table=table)
        ben.shot("password")
        ben.type("wrong")
        ben.key("Return")
        refused = ben.wait("online_password_refused", seconds=10)
        if refused["reason"] != "bad-password" or ben.seen("scene", name="online_table"):
            fail("a wrong password was not refused: %s" % refused)
        ben.shot("password-refused")
        print("password: a wrong one refused (%s), said in the prompt" % refused["reason"])
        ben.type("sesame")  # the field is selected after a refusal: typing replaces it
        ben.key("Return")
        ben.wait("scene", name="online_table")
        if not ben.seen("online_open", table=table, watch=False):
            fail("Ben's table did not open after the right password")
        print("password: the right one seats Ben")

        # Cat, invited: Watch asks the password (a spectator needs it), Escape; Join seats
        # her at the seat kept for her with none. Then the game starts, with its clock.
        cat.key("Tab", "Tab", "Tab", "Tab", "Return")
        cat.wait("scene", name="table_password", table=table, watch=True)
        cat.shot("password")
        cat.key("Escape", "shift+Tab", "Return")
        cat.wait("scene", name="online_table")
        if cat.seen("scene", name="table_password", watch=False) or \
                not cat.seen("online_open", table=table, watch=False):
            fail("Cat's invitation did not let her in without the password")
        if not any(r["invited"] for r in cat.seen("lobby_row", table=table)):
            fail("Cat's lobby did not say she is invited")
        for w in (ann, ben, cat):
            game = w.wait("online_game", seconds=20, table=table)
            if game["seat"] < 0:
                fail("%s is not seated: %s" % (w.name, game))
        referee_log = os.path.join(base.WORK, "referee", table + ".toml")
        logged = open(referee_log).read() if os.path.exists(referee_log) else ""
        if not re.search(r"clock = [\"']%s[\"']" % re.escape(CLOCK), logged) or \
                not re.search(r"host = [\"']ann@", logged):
            fail("the referee's log of the table lacks its clock or host:\n" + logged[:400])
        ann.shot("table-clock")
        ben.shot("table-clock")
        print("table: three seated (Cat by invitation, no password); the referee keeps the "
              "clock %s and the host" % CLOCK)

        # The setup's online part at 1920x1080: Dan, in Ben's place, opens a new table's
        # setup (Tab to New table) and sets a private table with a clock per move.
        ben.close()
        dan.open()
        sign_in(dan, base.PORT, "dan", shoot=False)
        dan.key("Tab", "Tab", "Return")
        dan.wait("scene", name="setup")
        dan.key(*["shift+Tab"] * 5, "Right")  # the clock: per move
        dan.key("shift+Tab", "space", "Tab")  # Private, then its password
        dan.type("sesame")
        dan.shot("setup-online")
        print("setup: the online part shot at 1920x1080 too")
    finally:
        base.close_windows((ann, ben, cat, dan))
        shutil.copy(os.path.join(base.WORK, "referee.log"), os.path.join(base.SHOTS, "referee.log"))
        base.stop_children()


if __name__ == "__main__":
    main()
