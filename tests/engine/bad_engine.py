#!/usr/bin/env python3
"""A Race engine that fails when asked for a move, as argv[1] says: crash, hang, illegal
(a step the throw does not allow) or nonsense (no move at all)."""
import sys
import time

mode = sys.argv[1]
last = ""
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "plateau":
        print("id name " + mode + "\nplateauok 1", flush=True)
    elif words[0] == "isready":
        print("readyok", flush=True)
    elif words[0] == "position":
        last = words[-1]
    elif words[0] == "go":
        if mode == "crash":
            sys.exit(3)
        if mode == "hang":
            time.sleep(600)
        step = "+2" if last == "d3" else "+3"
        print("move " + (step if mode == "illegal" else "up"), flush=True)
