#!/usr/bin/env python3
"""A Race engine that misbehaves as argv[1] says (issue 30, faults 5 and 10):
deaf   after the handshake it fills its own input pipe and stops reading;
spawn  it forks a child that sleeps, and writes the child's pid and the engine's own open
       file descriptors to the file argv[2]; then it plays like race_engine.py."""
import os
import subprocess
import sys
import time

mode = sys.argv[1]
last = ""
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "plateau":
        if mode == "spawn":
            child = subprocess.Popen(["sleep", "600"], stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, close_fds=True)
            fds = sorted(int(fd) for fd in os.listdir("/proc/self/fd"))
            with open(sys.argv[2], "w") as report:
                report.write("%d\n%s\n" % (child.pid, " ".join(map(str, fds))))
        print("id name " + mode + "\nplateauok 1", flush=True)
    elif words[0] == "isready":
        if mode == "deaf":
            # A second writer on our own input: fill the pipe (before answering, so that
            # nothing the host sends next fits), then never read again.
            fill = os.open("/proc/self/fd/0", os.O_WRONLY | os.O_NONBLOCK)
            for size in (4096, 1):  # whole pages, then the last bytes of room
                try:
                    while True:
                        os.write(fill, b"x" * size)
                except BlockingIOError:
                    pass
            print("readyok", flush=True)
            time.sleep(600)
        print("readyok", flush=True)
    elif words[0] == "position":
        last = words[-1]
    elif words[0] == "go":
        print("move +" + last[1:], flush=True)
    elif words[0] == "quit":
        break
