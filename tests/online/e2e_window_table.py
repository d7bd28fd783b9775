#!/usr/bin/env python3
"""The online table's seats in the window, end to end (run by prosody_harness.py): presence,
turn clocks, a player gone too long, and a rematch, with real keys (xdotool) in two windows.

  e2e_window_table.py PLATEAU [SHOTS_DIR]

Ann opens a Goose table with a 30-second turn clock and a 2-second grace (from the terminal
client, as her own account: the window's setup screen has no clock yet), continues it from
her lobby; Ben joins it from his. Their clocks show in the panel and count down; Ben stops
playing, his clock turns to the low-time colour and runs out: both results say so. Ann asks
for a rematch (Enter on the result), Ben sees the offer and accepts it: both windows move to
the new table. There Ben's window is killed and not opened again: Ann's panel says he is
away, the referee's question shows over her table; she waits (Escape), is asked again, and
hands his seat to a bot (Down, Enter); the game goes on to its end. Screenshots of the panel
with presence and clocks, the question and the rematch offer at 800x600 and 1920x1080.
"""
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_window as base  # noqa: E402  (the display, the referee, the windows)
from e2e_window import DOMAIN, ENV, PLATEAU, PORT, SHOTS, WORK, Window, fail  # noqa: E402

CLOCK = "move:30"


def create_table(name):
    """A Goose table with a clock, created by `plateau online` as `name` (seat 1)."""
    done = subprocess.run([PLATEAU, "online", "--jid", "%s@%s" % (name, DOMAIN), "--server",
                           "127.0.0.1:%d" % PORT, "--password", "pw-" + name, "--json",
                           "create", "goose", "--clock", CLOCK, "--grace", "2"],
                          env=ENV, capture_output=True, text=True, timeout=60)
    found = re.search(r'"event":"created".*?"table":"([a-z0-9-]+)"', done.stdout)
    if done.returncode != 0 or not found:
        fail("the table was not created: %s %s" % (done.stdout, done.stderr))
    return found.group(1)


def listed(w, table, seconds=15):
    end = time.time() + seconds
    while time.time() < end:
        if any(table in e["ids"].split() for e in w.seen("lobby_tables")):
            return
        time.sleep(0.05)
    fail("%s's lobby never listed %s" % (w.name, table))


def new_turn(w):
    turns = len(w.seen("online_turn"))
    if turns > w.presses:
        w.presses = turns
        return True
    return False


def wait_more(w, before, type_, seconds=20, **fields):
    """Waits until `w` has logged more than `before` events of that kind."""
    end = time.time() + seconds
    while len(w.seen(type_, **fields)) <= before:
        if time.time() > end:
            fail("%s never logged another %s %s" % (w.name, type_, fields))
        time.sleep(0.1)


def clock_seconds(text):
    m = re.match(r"(\d+):(\d\d)", text)
    return int(m.group(1)) * 60 + int(m.group(2)) if m else None


def shot_at(w, name, size):
    """The window resized to `size` (WxH), shot, and given its own size back."""
    width, height = size.split("x")
    w.xdo("windowsize", w.id, width, height)
    path = base.capture(w, "%s-%s.png" % (name, size), 1.0)
    width, height = w.size.split("x")
    w.xdo("windowsize", w.id, width, height)
    time.sleep(0.8)
    return path


def scenario(display):
    ann = Window("ann", "800x600", display, 0)
    ben = Window("ben", "1920x1080", display, 840)
    windows = [ann, ben]
    try:
        ann.open()
        base.sign_in(ann, PORT, "ann", shoot=False)
        ben.open()
        ben_proxy = base.Proxy(PORT)  # to cut Ben's connection for a while
        base.sign_in(ben, ben_proxy.port, "ben", shoot=False)
        table = create_table("ann")
        # Ann: her table first in the lobby (Continue: filter, New table, the row); Ben:
        # the same keys to Join it.
        listed(ann, table)
        ann.key("Tab", "Tab", "Tab", "Return")
        if ann.wait("online_open")["table"] != table:
            fail("Ann opened another table than %s" % table)
        listed(ben, table)
        ben.key("Tab", "Tab", "Tab", "Return")
        if ben.wait("online_open")["table"] != table:
            fail("Ben opened another table than %s" % table)
        ann.wait("online_game", seconds=20)
        ben.wait("online_game", seconds=20)

        # A few throws each, at once; then Ben lets his clock run.
        end = time.time() + 60
        while len(ben.seen("online_throw")) < 4 and time.time() < end:
            for w in windows:
                if new_turn(w):
                    w.key("space")
            time.sleep(0.15)
        while not new_turn(ben):
            if time.time() > end:
                fail("Ben's turn never came")
            if new_turn(ann):
                ann.key("space")
            time.sleep(0.15)
        # Ben's connection lost on his turn for longer than the server keeps a session and
        # the table's grace: his panel says he is reconnecting, Ann's that he is away, and
        # the question shows over her table, until he is back and the game goes on.
        ben_proxy.cut(9)
        ben.wait("online_connection", online=False, seconds=10)
        ann.wait("online_presence", seconds=20, table=table, seat=1, state="away")
        ben.shot("table-reconnecting")
        ann.wait("scene", seconds=20, name="absent")
        ann.wait("online_presence", seconds=30, table=table, seat=1, state="here")
        ann.wait("online_question_closed", seconds=5, table=table, seat=1)
        if "reconnecting" not in [e["presence"].split()[1]
                                  for e in ben.seen("online_seats", table=table)]:
            fail("Ben's panel never said he was reconnecting")
        ben.wait("online_back", seconds=20)
        print("presence: Ben's connection cut on his turn; Ann heard he was away, was asked, "
              "and the question closed when he came back")
        # His turn is still his: he throws (Space) once the referee has caught him up.
        sent = len(ben.seen("online_sent"))
        end = time.time() + 30
        while len(ben.seen("online_sent")) <= sent:
            if time.time() > end:
                fail("Ben could not throw after he came back")
            ben.key("space")
            time.sleep(1)
        new_turn(ben)
        end = time.time() + 60
        while not new_turn(ben):
            if time.time() > end:
                fail("Ben's turn never came")
            if new_turn(ann):
                ann.key("space")
            time.sleep(0.15)
        # His clock counts down in both windows, second by second, then turns low.
        end = time.time() + 40
        while time.time() < end and not any(
                e["clocks"].split()[1].endswith("*!") for e in ann.seen("online_seats")):
            time.sleep(0.1)
        for w in windows:
            w.shot("table-clock")
        shown = [e["clocks"].split()[1] for e in ann.seen("online_seats", table=table)
                 if e["clocks"].split()[1].startswith("0:") and "*" in e["clocks"].split()[1]]
        seconds = [clock_seconds(c) for c in shown]
        falling = [s for i, s in enumerate(seconds) if i == 0 or s < seconds[i - 1]]
        if len(falling) < 10 or not any(c.endswith("!") for c in shown):
            fail("Ben's clock did not count down to its low time in Ann's panel: %s" % shown)
        presence = ann.seen("online_seats", table=table)[-1]["presence"]
        if presence != "here here":
            fail("Ann's panel says %r of the players" % presence)
        print("clock: Ben's clock shown counting down in Ann's panel (%s ... %s), low at the end"
              % (shown[0], shown[-1]))
        for w in windows:
            w.wait("online_timeout", seconds=40, seat=1, action="lost")
        results = [w.wait("online_result", seconds=20) for w in windows]
        for r in results:
            words = "ben" if base.LANGUAGE else "ben ran out of time"  # in English here
            if words not in r["reason"] or r["winners"] != [0]:
                fail("the result does not say Ben ran out of time: %s" % r)
        print("clock: Ben's flag fell; both results say \"%s\"" % results[0]["reason"])
        for w in windows:
            w.wait("scene", name="result")
        time.sleep(1.2)  # the result takes keys once it has been seen
        for w in windows:
            w.shot("result-timeout")

        # The rematch: Ann asks (Enter), Ben sees the offer, then accepts (Enter).
        ann.key("Return")
        ann.wait("online_rematch_asked")
        ben.wait("online_rematch", seat=0)
        for w in windows:
            w.shot("rematch-offer")
        ben.key("Return")
        moved = [w.wait("online_open", rematch=True, seconds=20)["table"] for w in windows]
        if moved[0] != moved[1] or moved[0] == table:
            fail("the windows did not move to one new table: %s" % moved)
        rematch = moved[0]
        for w in windows:
            w.wait("online_game", seconds=20, table=rematch)
        print("rematch: both windows asked with Enter and moved to the new table %s" % rematch)

        # Ben's window killed on his turn, not opened again.
        end = time.time() + 60
        while not new_turn(ben):
            if time.time() > end:
                fail("Ben's turn never came at the rematch")
            if new_turn(ann):
                ann.key("space")
            time.sleep(0.15)
        killed = time.time()
        asked = len(ann.seen("scene", name="absent"))
        ben.kill()
        windows = [ann]
        ann.wait("online_presence", seconds=20, table=rematch, seat=1, state="away")
        wait_more(ann, asked, "scene", name="absent")
        print("absent: Ann heard Ben was away and was asked %.1f s after his window was killed"
              % (time.time() - killed))
        away = ann.seen("online_seats", table=rematch)[-1]["presence"]
        if away != "here away":
            fail("Ann's panel says %r of the players, not that Ben is away" % away)
        ann.shot("question")
        shot_at(ann, "question", "1920x1080")
        asked = len(ann.seen("scene", name="absent"))
        ann.key("Escape")  # wait for him
        ann.wait("online_absent", table=rematch, seat=1, action="wait")
        wait_more(ann, asked, "scene", name="absent")
        time.sleep(0.3)
        ann.key("Down", "Down", "Return")  # adjourn the game
        ann.wait("online_absent", table=rematch, seat=1, action="adjourn")
        ann.wait("online_adjourned", table=rematch, adjourned=True)
        print("absent: Ann waited once, was asked again and adjourned the game, with keys")
        # Back to the lobby (Escape): the table is in her Continue list, adjourned; she
        # opens it again, and Resume (F6 to the side's buttons, Tab to Resume, Enter).
        ann.key("Escape")
        ann.wait("scene", name="lobby")
        seen = len(ann.seen("lobby_tables"))
        end = time.time() + 10
        while len(ann.seen("lobby_tables")) <= seen and time.time() < end:
            time.sleep(0.1)
        listed(ann, rematch)
        ann.shot("lobby-adjourned")
        opened = len(ann.seen("online_adjourned", table=rematch, adjourned=True))
        ann.key("Tab", "Tab", "Tab", "Return")
        ann.wait("online_open", table=rematch, watch=False)
        end = time.time() + 20
        while len(ann.seen("online_adjourned", table=rematch, adjourned=True)) <= opened:
            if time.time() > end:
                fail("the table opened again from the lobby is not shown adjourned")
            time.sleep(0.1)
        ann.shot("table-adjourned")
        asked = len(ann.seen("scene", name="absent"))
        ann.key("F6", "Tab", "Tab", "Return")
        ann.wait("online_resume", table=rematch)
        ann.wait("online_resumed", table=rematch)
        print("adjourn: the table listed in Ann's lobby, opened again, resumed with keys")
        # Ben is still gone: asked once more, Ann gives his seat to a bot.
        wait_more(ann, asked, "scene", name="absent")
        time.sleep(0.3)
        ann.key("Down", "Return")  # a bot plays his seat
        ann.wait("online_absent", table=rematch, seat=1, action="bot")
        print("absent: asked again after the resume, Ann gave Ben's seat to a bot, with keys")
        end = time.time() + int(os.environ.get("PLATEAU_TEST_GAME_SECONDS", "240"))
        while not ann.seen("online_result", table=rematch):
            if time.time() > end:
                fail("the game against the bot did not end")
            if new_turn(ann):
                ann.key("space")
            time.sleep(0.15)
        bots = ann.seen("online_seats", table=rematch)[-1]["presence"]
        if bots != "here bot":
            fail("Ann's panel does not say a bot plays Ben's seat: %r" % bots)
        result = ann.seen("online_result", table=rematch)[-1]
        if ann.seen("online_timeout", table=rematch):
            fail("the game against the bot did not end on the board: %s" % result)
        ann.wait("scene", name="result")
        ann.shot("result-bot")
        print("absent: the game went on with the bot to its end (%s)" % result["reason"])
    finally:
        base.close_windows((ann, ben), "table-")


def main():
    for tool in ("Xvfb", "xdotool"):
        base.need(tool)
    display = base.start_display()
    try:
        base.referee()
        scenario(display)
    finally:
        log = os.path.join(WORK, "referee.log")
        if os.path.exists(log):
            shutil.copy(log, os.path.join(SHOTS, "table-referee.log"))
        base.stop_children()


if __name__ == "__main__":
    main()
