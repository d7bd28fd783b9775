#!/usr/bin/env python3
"""Online play end to end, through a real Prosody (run by prosody_harness.py): the
referee and `plateau online` clients as separate processes.

  e2e_online.py PLATEAU [SCENARIO...]   scenarios: goose quoridor restart refusals clock absent rematch python
"""
import json
import os
import signal
import subprocess
import sys
import time
import tomllib

PLATEAU = sys.argv[1]
SCENARIOS = sys.argv[2:] or ["goose", "quoridor", "restart", "refusals", "clock", "absent", "rematch", "python"]
HERE = os.path.dirname(os.path.abspath(__file__))
# Debian's interpreter, which has python3-slixmpp (a python3 earlier in PATH may not).
PROTOCOL_PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
PORT = os.environ["PLATEAU_TEST_XMPP_PORT"]
DOMAIN = os.environ["PLATEAU_TEST_XMPP_DOMAIN"]
WORK = os.environ["PLATEAU_TEST_DIR"]
SERVER = ["--server", "127.0.0.1:" + PORT]
ENV = dict(os.environ, XDG_STATE_HOME=os.path.join(WORK, "state"),
           XDG_CACHE_HOME=os.path.join(WORK, "cache"), XDG_CONFIG_HOME=os.path.join(WORK, "config"),
           PLATEAU_ONLINE_PASSWORD="pw-online", PLATEAU_REFEREE_PASSWORD="pw-referee", LANG="C")


# Random players wander in Quoridor: a move limit keeps every game short (a draw at it).
QUORIDOR = ["--set", "max_plies=160"]


def fail(message):
    sys.stderr.write("FAIL: " + message + "\n")
    sys.exit(1)


def online(user, *args, timeout=60):
    return [PLATEAU, "online", "--jid", user + "@" + DOMAIN, *SERVER, "--json",
            "--timeout", str(timeout), *args]


def run(command, expect=0):
    done = subprocess.run(command, env=ENV, capture_output=True, text=True, timeout=120)
    if done.returncode != expect:
        fail("%s exited %d (expected %d)\n%s%s" % (" ".join(command), done.returncode, expect,
                                                    done.stdout, done.stderr))
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def spawn(command, log):
    return subprocess.Popen(command, env=ENV, stdout=open(log, "w"), stderr=subprocess.STDOUT)


def events(log):
    out = []
    for line in open(log):
        if line.startswith("{"):
            out.append(json.loads(line))
    return out


def wait(process, log, seconds=90):
    try:
        code = process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        fail("%s did not finish:\n%s" % (log, open(log).read()[-3000:]))
    if code != 0:
        fail("%s exited %d:\n%s" % (log, code, open(log).read()[-3000:]))
    return events(log)


def wait_for(log, predicate, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        if os.path.exists(log) and any(predicate(e) for e in events(log)):
            return
        time.sleep(0.05)
    fail("%s never showed what was awaited:\n%s" % (log, open(log).read()[-3000:]))


class Referee:
    def __init__(self):
        self.data = os.path.join(WORK, "referee")
        self.log = os.path.join(WORK, "referee.log")
        self.process = None

    def start(self):
        command = [PLATEAU, "referee", "--jid", "referee@" + DOMAIN, *SERVER, "--data", self.data]
        self.process = subprocess.Popen(command, env=ENV, stdout=open(self.log, "a"),
                                        stderr=subprocess.STDOUT)
        end = time.time() + 20
        while time.time() < end:
            if "ready" in open(self.log).read().split("Referee")[-1]:
                return
            if self.process.poll() is not None:
                fail("the referee exited:\n" + open(self.log).read())
            time.sleep(0.05)
        fail("the referee did not start:\n" + open(self.log).read())

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)


def final_state(evs):
    overs = [e for e in evs if e["event"] == "over"]
    if not overs:
        fail("no game over among %d events: %s" % (len(evs), evs[-5:]))
    return overs[-1]


def table_log(referee, table):
    """The referee's log of a table, and the moves of its record."""
    with open(os.path.join(referee.data, table + ".toml"), "rb") as f:
        log = tomllib.load(f)
    return log, tomllib.loads(log["record"])["moves"]


def play_two(referee, game, extra=(), watch=False):
    created = run(online("ann", "create", game, "--seats", "2", *extra))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    logs = [os.path.join(WORK, "%s-%s.log" % (game, who)) for who in ("ann", "ben")]
    players = [spawn(online(who, "--auto", "bot:random", "join", table), log)
               for who, log in zip(("ann", "ben"), logs)]
    watcher = None
    if watch:
        # A spectator arrives once the game is under way and must end with the same position.
        wait_for(logs[0], lambda e: e["event"] in ("move", "throw") and e.get("n", 0) >= 4)
        watch_log = os.path.join(WORK, "%s-watch.log" % game)
        watcher = (spawn(online("cat", "watch", table), watch_log), watch_log)
    ends = [final_state(wait(p, log)) for p, log in zip(players, logs)]
    if ends[0]["position"] != ends[1]["position"] or ends[0]["events"] != ends[1]["events"]:
        fail("the two seats ended with different games: %s / %s" % (ends[0], ends[1]))
    if watcher:
        seen = final_state(wait(*watcher))
        if seen["position"] != ends[0]["position"] or seen["events"] != ends[0]["events"]:
            fail("the spectator ended with another position")
    if table_log(referee, table)[0]["status"] != "over":
        fail("the referee's log of %s does not say the game is over" % table)
    return table, ends[0]


def scenario_goose(referee):
    table, end = play_two(referee, "goose")
    throws = [e for e in events(os.path.join(WORK, "goose-ann.log")) if e["event"] == "throw"]
    unverified = [e for e in events(os.path.join(WORK, "goose-ann.log")) if e["event"] == "unverified"]
    if not throws or unverified:
        fail("goose: %d verified throws, %d that did not verify" % (len(throws), len(unverified)))
    print("goose: %d events, %d throws verified, %s" % (end["events"], len(throws), end["text"]))


def scenario_quoridor(referee):
    table, end = play_two(referee, "quoridor", QUORIDOR, watch=True)
    print("quoridor: %d events, a spectator saw the same end: %s" % (end["events"], end["text"]))


def scenario_restart(referee):
    # A client killed mid-game and restarted, then the referee killed between two moves
    # and restarted: the game goes on with nothing lost.
    created = run(online("ann", "create", "quoridor", "--seats", "2", *QUORIDOR))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    ann_log, ben_log = (os.path.join(WORK, "restart-%s.log" % w) for w in ("ann", "ben"))
    ann = spawn(online("ann", "--auto", "bot:random", "join", table, timeout=90), ann_log)
    ben = spawn(online("ben", "--auto", "bot:random", "join", table), ben_log)
    wait_for(ben_log, lambda e: e["event"] == "move" and e.get("n", 0) >= 6)
    ben.send_signal(signal.SIGKILL)
    ben.wait()
    ben_log2 = os.path.join(WORK, "restart-ben2.log")
    ben = spawn(online("ben", "--auto", "bot:random", "resume", timeout=90), ben_log2)
    wait_for(ben_log2, lambda e: e["event"] == "move" and e.get("n", 0) >= 14)
    moves_before = table_log(referee, table)[1]
    referee.kill()
    referee.start()
    ends = [final_state(wait(ann, ann_log)), final_state(wait(ben, ben_log2))]
    if ends[0]["position"] != ends[1]["position"]:
        fail("after the restarts the seats disagree")
    after = table_log(referee, table)[1]
    if after[:len(moves_before)] != moves_before or len(after) != ends[0]["events"]:
        fail("the moves logged before the referee was killed are not all there after")
    print("restart: client and referee killed and restarted; %d events, nothing lost" % ends[0]["events"])


def scenario_refusals(referee):
    # A wrong account password is refused by the server, with a reason.
    done = subprocess.run(online("ann", "list"), env=dict(ENV, PLATEAU_ONLINE_PASSWORD="wrong"),
                          capture_output=True, text=True, timeout=60)
    if done.returncode != 4 or "cannot connect" not in done.stderr:
        fail("a wrong password: exit %d, %s" % (done.returncode, done.stderr))
    # A private table refuses a wrong table password.
    created = run(online("ann", "create", "goose", "--seats", "2", "--table-password", "sesame"))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    refused = run(online("ben", "join", table, "--table-password", "nope"), expect=4)
    if not any(e["event"] == "refused" and e["reason"] == "bad-password" for e in refused):
        fail("a wrong table password was not refused as bad-password: %s" % refused)
    print("refusals: wrong account password, wrong table password")


def scenario_clock(referee):
    # A table with a clock of 2 s a move: Ann creates it and never comes back; Ben plays.
    # The referee's clock, not a client, ends the game: Ann loses on time.
    created = run(online("ann", "create", "quoridor", "--seats", "2", "--clock", "move:2", *QUORIDOR))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    listed = run(online("ben", "list", "--game", "quoridor"))
    shown = [t for e in listed if e["event"] == "tables" for t in e["tables"] if t["id"] == table]
    if not shown or shown[0]["clock"] != "move:2":
        fail("the table's clock is not listed: %s" % shown)
    ben_log = os.path.join(WORK, "clock-ben.log")
    evs = wait(spawn(online("ben", "--auto", "bot:random", "join", table), ben_log), ben_log, 60)
    timeouts = [e for e in evs if e["event"] == "timeout"]
    end = final_state(evs)
    if not timeouts or timeouts[0]["seat"] != 0 or timeouts[0]["text"] != "lost":
        fail("no timeout for Ann's seat: %s" % evs[-5:])
    if end["winners"] != [1] or "ran out of time" not in end["text"]:
        fail("the game did not end on Ann's time: %s" % end)
    if table_log(referee, table)[0]["clock"] != "move:2":
        fail("the referee's log does not keep the table's clock")
    print("clock: %s ended on time after %d events: %s" % (table, end["events"], end["text"]))


def scenario_absent(referee):
    # Ben's program is killed and does not come back: once the server says he is gone and
    # the table's grace has passed, Ann is asked and hands his seat to the referee's bot;
    # the game is played to its end.
    created = run(online("ann", "create", "quoridor", "--seats", "2", "--grace", "2", *QUORIDOR))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    ann_log, ben_log = (os.path.join(WORK, "absent-%s.log" % w) for w in ("ann", "ben"))
    ann = spawn(online("ann", "--auto", "bot:random", "--absent", "bot", "join", table), ann_log)
    ben = spawn(online("ben", "--auto", "bot:random", "join", table), ben_log)
    wait_for(ben_log, lambda e: e["event"] == "move" and e.get("n", 0) >= 4)
    ben.send_signal(signal.SIGKILL)
    ben.wait()
    evs = wait(ann, ann_log, 90)
    end = final_state(evs)
    gone = [e for e in evs if e["event"] == "presence" and e.get("text") == "away"]
    asked = [e for e in evs if e["event"] == "absent" and "text" not in e]
    handed = [e for e in evs if e["event"] == "absent" and e.get("text") == "bot"]
    if not gone or not asked or not handed:
        fail("absent: gone %d, asked %d, handed to a bot %d: %s" % (len(gone), len(asked),
                                                                   len(handed), evs[-6:]))
    log = table_log(referee, table)[0]
    if not any(s["kind"] == "bot" for s in log["seats"]):
        fail("the referee's log does not show the seat played by a bot")
    print("absent: Ben gone, Ann asked after the grace, a bot played on to the end (%d events)"
          % end["events"])


def scenario_rematch(referee):
    # Both ask for another game when the first ends: a second table with the same terms.
    created = run(online("ann", "create", "goose", "--seats", "2", "--clock", "game:600+5"))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    logs = [os.path.join(WORK, "rematch-%s.log" % w) for w in ("ann", "ben")]
    players = [spawn(online(who, "--auto", "bot:random", "--rematch", "join", table), log)
               for who, log in zip(("ann", "ben"), logs)]
    evs = [wait(p, log) for p, log in zip(players, logs)]
    overs = [e for e in evs[0] if e["event"] == "over"]
    fresh = [e["text"] for e in evs[0] if e["event"] == "rematch" and e.get("text")]
    if len(overs) != 2 or not fresh or overs[1]["table"] != fresh[0]:
        fail("rematch: %d games ended, new table %s: %s" % (len(overs), fresh, evs[0][-4:]))
    if table_log(referee, fresh[0])[0]["clock"] != "game:600+5":
        fail("the rematch did not keep the table's clock")
    print("rematch: %s then %s, both played to the end" % (table, fresh[0]))


def scenario_python(referee):
    # The client written from the protocol page alone plays against a `plateau online` one.
    created = run(online("ann", "create", "quoridor", "--seats", "2", *QUORIDOR))
    table = [e for e in created if e["event"] == "created"][0]["table"]
    listed = run(online("ann", "list", "--game", "quoridor"))
    shown = [t for e in listed if e["event"] == "tables" for t in e["tables"] if t["id"] == table]
    if len(shown) != 1 or shown[0]["open"] != 1:
        fail("the new table is not listed with its open seat: %s" % listed)
    version = shown[0]["plugin_version"]
    ann_log = os.path.join(WORK, "python-ann.log")
    ann = spawn(online("ann", "--auto", "bot:random", "join", table), ann_log)
    done = subprocess.run([PROTOCOL_PYTHON, os.path.join(HERE, "protocol_client.py"), "dan@" + DOMAIN,
                           "pw-online", "127.0.0.1", PORT, "referee@" + DOMAIN, table, "quoridor", version],
                          env=ENV, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        fail("the protocol client: %s%s" % (done.stdout, done.stderr[-2000:]))
    end = final_state(wait(ann, ann_log))
    print("python: the slixmpp client played %s to the end (%s); refusals %s" %
          (table, end["text"], json.loads(done.stdout.splitlines()[-1])["reasons"]))


def main():
    for user in ("referee", "ann", "ben", "cat", "dan"):
        password = "pw-referee" if user == "referee" else "pw-online"
        run([PLATEAU, "online", "--jid", user + "@" + DOMAIN, *SERVER, "--password", password, "register"])
    referee = Referee()
    referee.start()
    try:
        for name in SCENARIOS:
            globals()["scenario_" + name](referee)
    finally:
        referee.stop()


if __name__ == "__main__":
    main()
