"""`plateau simulate` side by side with a hand-written loop of the same rules (figures, not a
test; ctest -L bench): games per second of one thread, whole process, against goose_bench's
native loop; peak memory at 10^5, 10^6 and 10^7 games (it must not grow with the games);
the speed-up from one thread to two.

    simulate_bench.py PLATEAU GOOSE_BENCH [GAMES]

CPU seconds (user + system, the process's own) are the speed figures: on a busy machine
the wall clock measures the neighbours. Thread scaling is the one wall-clock figure."""
import os
import subprocess
import sys
import time

PLATEAU, GOOSE_BENCH = sys.argv[1], sys.argv[2]
GAMES = int(sys.argv[3]) if len(sys.argv) > 3 else 1_000_000


def measure(args):
    """Runs a program; returns (wall seconds, CPU seconds, peak memory in MB, stdout)."""
    env = dict(os.environ, LANGUAGE="C", LC_ALL="C")
    start = time.monotonic()
    p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                         text=True)
    out = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    p.stdout.close()
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        sys.exit("%s failed (%d)" % (" ".join(args), p.returncode))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out


def simulate(games, threads):
    # Ganzenbord with four players: what goose_bench plays.
    return measure([PLATEAU, "simulate", "goose", "--variant", "ganzenbord", "--players", "4",
                    "--games", str(games), "--seed", "1", "--threads", str(threads)])


print("load average before: %.2f %.2f %.2f" % os.getloadavg())
_, native_cpu, _, out = measure([GOOSE_BENCH, str(GAMES)])
_, sim_cpu, _, _ = simulate(GAMES, 1)
native, sim = GAMES / native_cpu, GAMES / sim_cpu
print("speed, %d Goose games, one thread, CPU time:" % GAMES)
print("  native loop (goose_bench)    %10.0f games/s" % native)
print("  plateau simulate (process)   %10.0f games/s   ratio %.2f (aim: >= 0.6)" % (sim, sim / native))

print("peak memory of plateau simulate (one thread):")
for games in (10**5, 10**6, 10**7):
    _, cpu, rss, _ = simulate(games, 1)
    print("  %9d games   %6.1f MB   (%.1f s CPU)" % (games, rss, cpu))

print("threads (wall clock, %d games):" % (2 * GAMES))
walls, cpus = {}, {}
for threads in (1, 2):
    wall, cpu, rss, _ = simulate(2 * GAMES, threads)
    walls[threads], cpus[threads] = wall, cpu
    print("  %d thread%s   %6.2f s wall   %6.2f s CPU   %10.0f games/s" %
          (threads, "" if threads == 1 else "s", wall, cpu, 2 * GAMES / wall))
print("  speed-up 1 -> 2 threads: %.2f (2.00 is linear; a busy machine gives less)" %
      (walls[1] / walls[2]))
# What the threads cost besides the games: 1.00 when two threads spend the CPU one does,
# so that two free cores give twice the games per second.
print("  CPU per game, 1 thread / 2 threads: %.2f (1.00: no cost of sharing)" %
      (cpus[1] / cpus[2]))
print("load average after: %.2f %.2f %.2f" % os.getloadavg())
