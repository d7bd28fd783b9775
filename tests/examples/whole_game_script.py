#!/usr/bin/env python3
"""Turns a terminal game (play --text --json lines) into a window script that makes seat 0's
moves as a person does, the other seats being bots that play the same game under the same
seed. Draughts: click the piece's square, then its last square. Ludo: a click on the board
throws, a click on the pawn and then on its square moves it, a button passes.

  whole_game_script.py draughts|ludo GAME.jsonl OUT.script SCREENSHOT PAWNS
"""
import json
import sys

game, jsonl, out, shot, pawns = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
entries = [json.loads(line) for line in open(jsonl) if line.startswith("{")]
entries = [e for e in entries if e.get("type") in ("move", "throw")]
lines = ["+5 wait-idle"]


def click(what):
    lines.append(f"+2 click-on {what}")


if game == "draughts":
    for e in entries:
        if e["player"] != 0:
            continue
        squares = [int(s) for s in e["move"].replace("x", "-").split("-")]
        if len(squares) > 2:
            sys.exit(f"ply {e['ply']}: {e['move']} needs a choice; pick another seed")
        click(f"cell:{squares[0] - 1}")
        click(f"cell:{squares[-1] - 1}")
        lines.append("+0 wait-idle")
else:
    # Ludo with two players (seats 0 and 2): the cells as the plugin's view numbers them.
    seats = [0, 2]
    pos = [[-1] * pawns for _ in seats]
    tries, die, extra = 0, 0, False

    def cell(p, k, at):
        seat = seats[p]
        if at < 0:
            return 56 + seat * 4 + k
        if at >= 40:
            return 40 + seat * 4 + (at - 40)
        return (10 * seat + at) % 40

    def can_move(p, k):
        at = pos[p][k]
        to = (0 if die == 6 else None) if at < 0 else at + die
        return to is not None and to <= 43 and all(pos[p][j] != to for j in range(pawns) if j != k)

    player = 0
    for e in entries:
        p, move = e["player"], e["move"]
        if e["type"] == "throw":
            die = int(move[1:])
            extra = (not any(can_move(p, k) for k in range(pawns)) and tries < 2 and
                     all(at < 0 or at >= 40 for at in pos[p]))
            if p == 0:
                click("cell:72")  # the board's centre: a click on the board throws
                lines.append("+0 wait-idle")
            continue
        again = die == 6
        if move == "pass":
            if p == 0:
                click("Throw again" if extra else "Pass")
                lines.append("+0 wait-idle")
            if extra:
                tries += 1
                again = True
        else:
            k = int(move) - 1
            at = pos[p][k]
            to = 0 if at < 0 else at + die
            if p == 0:
                click(f"cell:{cell(p, k, at)}")
                click(f"cell:{cell(p, k, to)}")
                lines.append("+0 wait-idle")
            pos[p][k] = to
            if to < 40:
                square = (10 * seats[p] + to) % 40
                for q in range(len(seats)):
                    for j in range(pawns):
                        if q != p and 0 <= pos[q][j] < 40 and (10 * seats[q] + pos[q][j]) % 40 == square:
                            pos[q][j] = -1
        if not again:
            tries = 0
        elif move != "pass":
            tries = 0
lines += ["+5 wait-idle", f"+30 screenshot {shot}", "+1 quit"]
open(out, "w").write("\n".join(lines) + "\n")
print(f"{sum(1 for l in lines if 'click-on' in l)} clicks for seat 0")
