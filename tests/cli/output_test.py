"""Issue 30, faults 7 and 8: every output is checked (a full device is an error with its
cause and a non-zero exit), records are whole lines after a full disk or Ctrl-C, and a
Goose record holds its throws."""
import atexit
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

PLATEAU = os.path.abspath(sys.argv.pop(1))
TEST_PLUGINS = sys.argv.pop(1)
TEST_DATA = sys.argv.pop(1)
CACHE = tempfile.mkdtemp(prefix="plateau-output-test-cache-")
EMPTY_DIR = tempfile.mkdtemp(prefix="plateau-output-test-empty-")
STATE = tempfile.mkdtemp(prefix="plateau-output-test-state-")
for _folder in (CACHE, EMPTY_DIR, STATE):
    atexit.register(shutil.rmtree, _folder, ignore_errors=True)


def environment(race=True):
    env = dict(os.environ)
    env.pop("DISPLAY", None)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        env.pop(name, None)
    env["XDG_STATE_HOME"] = STATE
    env["XDG_CACHE_HOME"] = CACHE
    env["XDG_DATA_HOME"] = EMPTY_DIR
    env["XDG_DATA_DIRS"] = EMPTY_DIR
    if race:
        env["PLATEAU_PLUGIN_PATH"] = TEST_PLUGINS
        env["PLATEAU_DATA_PATH"] = TEST_DATA
    return env


def run(*args, stdout=subprocess.PIPE, file_limit=None, race=True):
    def limit():
        if file_limit is not None:
            # A disk that is full after `file_limit` bytes: writes past it fail (EFBIG).
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))
    return subprocess.run([PLATEAU, *args], stdout=stdout, stderr=subprocess.PIPE, text=True,
                          env=environment(race), timeout=300, preexec_fn=limit)


def check_whole_lines(test, path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    test.assertTrue(text == "" or text.endswith("\n"), "a cut line at the end: %r" % text[-80:])
    for line in text.splitlines():
        test.assertRegex(line, r"^game \d+ \[.*\] seed \d+, (draw|unfinished|won by seat \d+): ")
    return text.splitlines()


class FullDeviceTest(unittest.TestCase):
    def test_every_command_writing_to_a_full_device_fails_with_the_cause(self):
        # Before: arena, simulate, perft and play --text exited 0.
        commands = [
            ["arena", "race", "--bots", "random,random", "--games", "3", "--seed", "1"],
            ["simulate", "race", "--games", "20", "--seed", "1"],
            ["perft", "race", "--depth", "2"],
            ["play", "race", "--text", "--moves", "d1 +1 d1 +1"],
        ]
        for args in commands:
            with self.subTest(command=args[0]), open("/dev/full", "w") as full:
                r = run(*args, stdout=full)
                self.assertNotEqual(r.returncode, 0, r.stderr)
                self.assertIn("standard output cannot be written", r.stderr)
                self.assertIn("No space left on device", r.stderr)

    def test_arena_records_on_a_full_disk_stop_with_the_cause_and_whole_lines(self):
        # Before: exit 0 with 31 of 200 games and a cut last line.
        with tempfile.TemporaryDirectory() as d:
            records = os.path.join(d, "games.txt")
            r = run("arena", "race", "--bots", "random,random", "--games", "200", "--seed", "3",
                    "--records", records, file_limit=3000)
            self.assertNotEqual(r.returncode, 0)
            self.assertIn("--records", r.stderr)
            self.assertIn("File too large", r.stderr)
            lines = check_whole_lines(self, records)
            self.assertGreater(len(lines), 0)
            self.assertLessEqual(os.path.getsize(records), 3000)


class InterruptTest(unittest.TestCase):
    def test_ctrl_c_in_a_long_arena_prints_the_summary_and_keeps_whole_lines(self):
        # Before: no summary and a half-written record line.
        with tempfile.TemporaryDirectory() as d:
            records = os.path.join(d, "games.txt")
            p = subprocess.Popen([PLATEAU, "arena", "race", "--bots", "mcts:easy,random",
                                  "--games", "100000", "--seed", "4", "--records", records],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                 env=environment())
            deadline = time.time() + 60
            while time.time() < deadline and (not os.path.exists(records)
                                              or os.path.getsize(records) < 2000):
                time.sleep(0.05)
            p.send_signal(signal.SIGINT)
            out, err = p.communicate(timeout=60)
            self.assertEqual(p.returncode, 130, err)
            self.assertIn("interrupted after", err)
            self.assertRegex(out, r"\d+ games \(seed 4\)")
            self.assertIn("mcts:easy", out)
            lines = check_whole_lines(self, records)
            played = int(out.split(" games (seed")[0].split()[-1])
            self.assertEqual(len(lines), played)


class RecordsTest(unittest.TestCase):
    def test_goose_records_hold_their_throws(self):
        # Before: a Goose game's record line ended at "…: " with no move at all.
        with tempfile.TemporaryDirectory() as d:
            records = os.path.join(d, "games.txt")
            r = run("arena", "goose", "--bots", "random,random", "--games", "2", "--seed", "2",
                    "--records", records, race=False)
            if r.returncode != 0 and "goose" in r.stderr and "unknown" in r.stderr.lower():
                self.skipTest("the goose plugin is not built")
            self.assertEqual(r.returncode, 0, r.stderr)
            lines = check_whole_lines(self, records)
            self.assertEqual(len(lines), 2)
            for line in lines:
                moves = line.split(": ", 1)[1].split()
                self.assertGreater(len(moves), 5, line)


if __name__ == "__main__":
    unittest.main()
