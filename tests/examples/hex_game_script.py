#!/usr/bin/env python3
"""Turns a terminal game of Chinese checkers (play --text --json lines) into a window script
that makes seat 0's moves as a person does: a click on the marble, then on the hole it goes
to ("from:MOVE" and "move:MOVE" find them on screen). The other seats are bots that play
the same game under the same seed. Screenshots at a few moves and at the end.

  hex_game_script.py GAME.jsonl OUT.script SHOT_PREFIX
"""
import json
import sys

jsonl, out, shot = sys.argv[1], sys.argv[2], sys.argv[3]
entries = [json.loads(line) for line in open(jsonl) if line.startswith("{")]
moves = [e for e in entries if e.get("type") == "move" and e["player"] == 0]
lines = ["+5 wait-idle"]
for i, e in enumerate(moves):
    lines.append(f"+2 click-on from:{e['move']}")
    if i == 3:
        lines.append(f"+3 screenshot {shot}-picked.png")  # a marble picked, its holes marked
    lines.append(f"+2 click-on move:{e['move']}")
    lines.append("+0 wait-idle")
    if i == 3:
        lines.append(f"+3 screenshot {shot}-moved.png")  # the last move framed as hexagons
lines += ["+5 wait-idle", f"+30 screenshot {shot}-end.png", "+1 quit"]
open(out, "w").write("\n".join(lines) + "\n")
print(f"{len(moves)} moves by seat 0, {2 * len(moves)} clicks")
