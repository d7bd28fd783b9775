#!/usr/bin/env python3
"""Soak: seeded random games of every game, variant and allowed player count, through the
program itself (`plateau simulate`, then `plateau check` with a larger budget). Built with
the asan preset, every game runs under AddressSanitizer and UndefinedBehaviorSanitizer; a
report aborts the program and fails the soak.

    random_games_soak.py PLATEAU [--games N] [--check-games N] [--seconds S]

Prints one line per setup (games played, unfinished, games/s) and the totals. --seconds
bounds the whole run: setups left when it is spent are reported as not run.
"""
import argparse
import json
import os
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plateau")
    ap.add_argument("--games", type=int, default=2000, help="random games per setup (simulate)")
    ap.add_argument("--check-games", type=int, default=20, help="conformance playouts per setup (check)")
    ap.add_argument("--max-plies", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=3000)
    ap.add_argument("--only", default="", help="comma-separated game ids (default: every game found)")
    args = ap.parse_args()
    deadline = time.monotonic() + args.seconds

    listing = json.loads(subprocess.run([args.plateau, "list", "--json"], check=True,
                                        capture_output=True, text=True).stdout)
    if listing["failed_plugins"]:
        print("refused plugins:", listing["failed_plugins"])
        return 1
    only = set(filter(None, args.only.split(",")))
    failures, total, skipped = [], 0, 0
    print(f"{'game':10} {'variant':12} {'players':>7} {'games':>8} {'unfinished':>10} {'games/s':>9}")
    for game in listing["games"]:
        if only and game["id"] not in only:
            continue
        for variant in game["variants"]:
            counts = variant["player_counts"] or list(range(variant["min_players"], variant["max_players"] + 1))
            for n in counts:
                if time.monotonic() > deadline:
                    skipped += 1
                    continue
                cmd = [args.plateau, "simulate", game["id"], "--variant", variant["id"], "--players", str(n),
                       "--games", str(args.games), "--max-plies", str(args.max_plies), "--threads", "1",
                       "--seed", "1", "--json"]
                start = time.monotonic()
                r = subprocess.run(cmd, capture_output=True, text=True)
                seconds = time.monotonic() - start
                if r.returncode != 0:
                    failures.append((" ".join(cmd), r.returncode, r.stderr[-3000:]))
                    print(f"{game['id']:10} {variant['id']:12} {n:>7} FAILED (exit {r.returncode})")
                    continue
                data = json.loads(r.stdout)
                played = data.get("games", args.games)
                total += played
                print(f"{game['id']:10} {variant['id']:12} {n:>7} {played:>8} {data.get('unfinished', 0):>10} "
                      f"{played / seconds:>9.0f}", flush=True)
        if time.monotonic() > deadline:
            continue
        # The conformance checks on a larger budget than the probe's: every variant and count.
        cmd = [args.plateau, "check", game["id"], "--games", str(args.check_games), "--seed", "7"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        status = "passed" if r.returncode == 0 else f"FAILED (exit {r.returncode})"
        print(f"{game['id']:10} check --games {args.check_games}: {status}", flush=True)
        if r.returncode != 0:
            failures.append((" ".join(cmd), r.returncode, (r.stdout + r.stderr)[-3000:]))
    print(f"total: {total} random games; {skipped} setups not run (time)")
    for cmd, code, err in failures:
        print(f"\nFAILED: {cmd} (exit {code})\n{err}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
