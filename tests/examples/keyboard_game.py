#!/usr/bin/env python3
"""Plays a terminal game as seat 0 ("Anna", against bots), choosing among the legal moves the
terminal offers with a seeded pick, and writes the window script that makes the same moves
with the keyboard alone under the same seed (the bots then play the same replies):

  Space throws; Tab walks the stops (the picked piece's squares, the other pieces that can
  move, then the buttons), Enter picks or plays; in a choice popup, Down and Enter.

  keyboard_game.py PLATEAU SCRIPT SCREENSHOT MOVES_OUT PLAY_ARGS…
Writes the moves Anna made, one a line, to MOVES_OUT.
"""
import random
import re
import subprocess
import sys

plateau, script, shot, moves_out, args = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
game = args[0]
pick = random.Random(7)
proc = subprocess.Popen([plateau, "play", *args, "--text", "--players", "Anna,Bot=bot:random"],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                        text=True, bufsize=0)
prompt = re.compile(r"Anna, your move \((.*); 'quit' to stop\): $")
# A person's throw waits for Enter in the terminal (issue 31, 8).
throw_prompt = re.compile(r"Anna, press Enter to throw \('help', 'quit'\): $")
keys = ["+5 wait-idle"]
chosen = []
line = ""


def ends(move):
    """A draughts move's first and last squares."""
    squares = re.split(r"[-x]", move)
    return squares[0], squares[-1]


def press(*names):
    for name in names:
        keys.append(f"+2 key {name}")


while True:
    ch = proc.stdout.read(1)
    if not ch:
        break
    if ch != "\n":
        line += ch
        if throw_prompt.search(line):
            proc.stdin.write("\n")
            line = ""
            continue
        m = prompt.search(line)
        if not m:
            continue
        legal = m.group(1).split()
        move = pick.choice(legal)
        chosen.append(move)
        proc.stdin.write(move + "\n")
        line = ""
        if game == "ludo":
            # One pawn: it is picked by itself, its square is the only stop; or the pass button.
            press("Tab", "Enter")
        else:
            sources = list(dict.fromkeys(ends(m)[0] for m in legal))
            source, target = ends(move)
            if len(sources) > 1:
                press(*["Tab"] * (sources.index(source) + 1), "Enter")
            targets = list(dict.fromkeys(ends(m)[1] for m in legal if ends(m)[0] == source))
            press(*["Tab"] * (targets.index(target) + 1), "Enter")
            same = [m for m in legal if ends(m) == (source, target)]
            if len(same) > 1:  # the popup: its first row is focused
                press(*["Down"] * same.index(move), "Enter")
        keys.append("+0 wait-idle")
        continue
    if re.fullmatch(r"Anna throws \d+", line.strip()):
        press("Space")
        keys.append("+0 wait-idle")
    line = ""
proc.wait()
keys += ["+5 wait-idle", f"+30 screenshot {shot}", "+1 quit"]
open(script, "w").write("\n".join(keys) + "\n")
open(moves_out, "w").write("".join(m + "\n" for m in chosen))
print(f"{len(chosen)} moves by the keyboard, {sum(1 for k in keys if ' key ' in k)} keys")
