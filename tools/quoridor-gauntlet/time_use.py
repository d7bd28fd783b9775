#!/usr/bin/env python3
"""Where side A's time went, from a `quoridor_match --verbose` log (its standard error).

    time_use.py LOG BUDGET_MS [SIDE]

Each of the side's moves is classed by what its search printed: `book` (the opening
book), `one move` (a single legal move), `proven win` / `proven loss` (a forced result,
|score| > 990,000), `won race` / `lost race` (a race no wall can change any more,
|score| >= 10,000), `open` (the rest). Prints the share of the budget used on average
over all moves, over the searched moves with no proven result, and per class, with the
longest move and how the searches stopped (the bot's `stop:` field, when it has one).
"""
import re
import sys
from collections import Counter, defaultdict


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    budget = float(sys.argv[2]) / 1000.0
    side = sys.argv[3] if len(sys.argv) > 3 else "A"
    move = re.compile(r"^  " + side + r" \S+ \(([\d.]+) s\): (.*)$")
    search = re.compile(r"depth (\d+), nodes (\d+), score (-?\d+)")
    times = defaultdict(list)
    stops = Counter()
    for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
        m = move.match(line)
        if not m:
            continue
        took, info = float(m.group(1)), m.group(2)
        stop = re.search(r"stop: ([^,]+(?:, unclear)?)", info)
        if stop:
            stops[stop.group(1)] += 1
        s = search.search(info)
        if info.startswith("book"):
            kind = "book"
        elif not s:
            kind = "other"
        else:
            depth, nodes, score = int(s.group(1)), int(s.group(2)), int(s.group(3))
            if depth == 0 and nodes == 0:
                kind = "one move"
            elif abs(score) > 990000:
                kind = "proven win" if score > 0 else "proven loss"
            elif abs(score) >= 10000:
                kind = "won race" if score > 0 else "lost race"
            else:
                kind = "open"
        times[kind].append(took)

    def row(name, ts):
        if ts:
            print(f"{name:24s} {len(ts):6d} moves {100 * sum(ts) / len(ts) / budget:7.1f} %"
                  f"   longest {max(ts):.3f} s")

    row("all", [t for ts in times.values() for t in ts])
    row("searched, none proven", [t for k, ts in times.items()
                                  if k not in ("book", "one move", "proven win", "proven loss")
                                  for t in ts])
    for kind in sorted(times):
        row("  " + kind, times[kind])
    if stops:
        print("stops: " + ", ".join(f"{k} {n}" for k, n in stops.most_common()))


if __name__ == "__main__":
    main()
