#!/usr/bin/env python3
"""Runs a command beside an ejabberd cluster of its own on loopback: N nodes (2 by default)
clustered with join_cluster, each with its own configuration, Mnesia spool and log folder in
a temporary folder, its own c2s port (free ports picked at run time), one cookie for all.
Everything is stopped and removed afterwards.

  ejabberd_harness.py [--nodes N] -- COMMAND ARGS...

The nodes are started with `erl` directly, not `ejabberdctl`: the script refuses any user
but root and `ejabberd`, and reads /etc/ejabberd/ejabberdctl.cfg, which overrides the
configuration given to it. They use an epmd of their own on a free port (ERL_EPMD_PORT), so
a system ejabberd or epmd is never touched, and run as nobody when the harness runs as
root. Storage is Mnesia (replicated by the cluster), enough on loopback; a deployment uses
SQL (docs/online.md).

The command sees the variables of prosody_harness.py: PLATEAU_TEST_XMPP_PORT (the first
node's port), PLATEAU_TEST_XMPP_DOMAIN (localhost), PLATEAU_TEST_XMPP_MUC
(conference.localhost), PLATEAU_TEST_DIR (a scratch folder), and PLATEAU_TEST_XMPP_PORTS
(every node's port, comma-separated), PLATEAU_TEST_XMPP_PIDS (the nodes' beam.smp process
ids), PLATEAU_TEST_XMPP_SERVER (ejabberd). Its exit code is the harness's; 77 (skip) when
ejabberd is not installed."""
import glob
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

from prosody_harness import free_port, wait_port  # noqa: E402  (this folder)

SKIP = 77
COOKIE = "plateau-test-cluster"


def ejabberd_libs():
    """The folder holding ejabberd-VERSION (ERL_LIBS), or None."""
    for pattern in ("/usr/lib/*/ejabberd-*/ebin/ejabberd.app", "/usr/lib/ejabberd-*/ebin/ejabberd.app",
                    "/usr/local/lib/ejabberd-*/ebin/ejabberd.app"):
        found = sorted(glob.glob(pattern))
        if found:
            return os.path.dirname(os.path.dirname(os.path.dirname(found[-1])))
    return None


def write_config(path, port):
    # No shaper beyond 10 MB/s per connection (as Prosody's harness), open in-band
    # registration with no delay between two from one address, short stream resumption.
    with open(path, "w") as f:
        f.write(f'''hosts: [localhost]
loglevel: warning
listen:
  - port: {port}
    ip: "127.0.0.1"
    module: ejabberd_c2s
    max_stanza_size: 262144
    shaper: c2s_shaper
    access: c2s
acl:
  local:
    user_regexp: ""
access_rules:
  c2s:
    allow: all
  register:
    allow: all
  muc_create:
    allow: all
shaper:
  test: 10000000
shaper_rules:
  c2s_shaper: test
  max_user_offline_messages: 5000
auth_method: internal
auth_password_format: scram
registration_timeout: infinity
modules:
  mod_disco: {{}}
  mod_ping: {{}}
  mod_roster: {{}}
  mod_offline: {{}}
  mod_stream_mgmt:
    resume_timeout: 2
  mod_register:
    access: register
    ip_access: all
  mod_muc:
    host: conference.localhost
    access_create: muc_create
''')


class Cluster:
    def __init__(self, top, count, libs):
        self.top, self.libs = top, libs
        self.epmd_port = free_port()
        self.ports = []
        while len(self.ports) < count:
            p = free_port()
            if p not in self.ports and p != self.epmd_port:
                self.ports.append(p)
        self.nodes = ["ejabberd%d@localhost" % (i + 1) for i in range(count)]
        self.processes = []
        self.as_nobody = os.getuid() == 0

    def folder(self, i):
        return os.path.join(self.top, "node%d" % (i + 1))

    def prepare(self):
        for i, port in enumerate(self.ports):
            folder = self.folder(i)
            for sub in ("spool", "log"):
                os.makedirs(os.path.join(folder, sub))
            write_config(os.path.join(folder, "ejabberd.yml"), port)
        if self.as_nobody:
            for root, dirs, files in os.walk(self.top):
                shutil.chown(root, "nobody", "nogroup")
                for name in files:
                    shutil.chown(os.path.join(root, name), "nobody", "nogroup")

    def env(self, i=0):
        folder = self.folder(i)
        return dict(os.environ, ERL_EPMD_PORT=str(self.epmd_port), ERL_LIBS=self.libs,
                    HOME=self.top, EJABBERD_CONFIG_PATH=os.path.join(folder, "ejabberd.yml"),
                    EJABBERD_LOG_PATH=os.path.join(folder, "log", "ejabberd.log"),
                    ERL_CRASH_DUMP=os.path.join(folder, "log", "erl_crash.dump"))

    def erl(self, *args):
        command = ["erl", "-setcookie", COOKIE] + list(args)
        if self.as_nobody:
            command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
        return command

    def start_node(self, i):
        spool = os.path.join(self.folder(i), "spool")
        command = self.erl("-sname", self.nodes[i], "-noinput", "-mnesia", "dir", '"%s"' % spool,
                           "-s", "ejabberd")
        out = open(os.path.join(self.folder(i), "log", "stdout.log"), "w")
        # erl execs beam.smp (as does setpriv): the process is the node itself.
        self.processes.append(subprocess.Popen(command, env=self.env(i), cwd=self.folder(i),
                                               stdout=out, stderr=subprocess.STDOUT))

    def ctl(self, node, *args):
        """An ejabberdctl command run by a hidden node of ours (exit code, output)."""
        name = "ctl%d-%d@localhost" % (os.getpid(), int(time.time() * 1000) % 100000)
        command = self.erl("-sname", name, "-hidden", "-noinput", "-s", "ejabberd_ctl", "-extra",
                           node) + list(args)
        done = subprocess.run(command, env=self.env(), cwd=self.top, capture_output=True,
                              text=True, timeout=120)
        return done.returncode, done.stdout + done.stderr

    def started(self, i, seconds=90):
        """Waits until node i answers `status` (ejabberd fully started) and listens."""
        end = time.time() + seconds
        while time.time() < end:
            if self.processes[i].poll() is not None:
                return False
            code, _ = self.ctl(self.nodes[i], "status")
            if code == 0:
                return wait_port(self.ports[i], self.processes[i], max(1, end - time.time()))
            time.sleep(0.5)
        return False

    def start(self):
        self.prepare()
        # One node after the other: two Mnesias starting at once on a loaded machine were
        # seen to crash the second.
        for i in range(len(self.nodes)):
            self.start_node(i)
            if not self.started(i):
                return self.fail("node %s did not start" % self.nodes[i])
        for node in self.nodes[1:]:
            for attempt in range(3):
                code, out = self.ctl(node, "join_cluster", self.nodes[0])
                if code == 0:
                    break
                sys.stderr.write("join_cluster %s %s (attempt %d): %s\n" %
                                 (node, self.nodes[0], attempt + 1, out.strip()))
                time.sleep(2)
            if code != 0:
                return self.fail("%s could not join %s" % (node, self.nodes[0]))
        # A node that joins restarts ejabberd on itself: wait until each listens again and
        # the cluster lists every node.
        for i in range(len(self.nodes)):
            if not self.started(i):
                return self.fail("node %s did not come back after join_cluster" % self.nodes[i])
        code, out = self.ctl(self.nodes[0], "list_cluster")
        members = set(out.split())
        if code != 0 or not set(self.nodes) <= members:
            return self.fail("the cluster lists %s, not %s" % (sorted(members), self.nodes))
        return True

    def fail(self, message):
        sys.stderr.write("ejabberd cluster: %s\n" % message)
        self.dump_logs()
        return False

    def dump_logs(self):
        for i in range(len(self.nodes)):
            for name in ("stdout.log", "error.log"):
                path = os.path.join(self.folder(i), "log", name)
                if os.path.exists(path) and os.path.getsize(path):
                    sys.stderr.write("--- %s %s\n" % (self.nodes[i], name))
                    sys.stderr.write(open(path, errors="replace").read()[-4000:])

    def stop(self):
        for process in self.processes:
            if process.poll() is None:
                process.terminate()  # beam stops the node cleanly on SIGTERM
        for process in self.processes:
            try:
                process.wait(15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        # The epmd the first node started on our port (no other node uses it).
        subprocess.run(["epmd", "-kill"], env=self.env(), capture_output=True)


def main():
    args = sys.argv[1:]
    count = 2
    while args and args[0] != "--":
        if args[0] == "--nodes" and len(args) > 1:
            count = int(args[1])
            args = args[1:]
        args = args[1:]
    command = args[1:]
    if not command or count < 1:
        sys.exit(__doc__)
    libs = ejabberd_libs()
    if not libs or not shutil.which("erl") or not shutil.which("epmd"):
        print("SKIP: ejabberd is not installed (apt-get install ejabberd; not needed by make test)")
        sys.exit(SKIP)
    top = tempfile.mkdtemp(prefix="plateau-ejabberd-")
    os.chmod(top, 0o755)
    server = os.path.join(top, "server")
    os.makedirs(server)
    scratch = os.path.join(top, "scratch")
    os.makedirs(scratch)
    cluster = Cluster(server, count, libs)
    code = 1
    try:
        began = time.time()
        if cluster.start():
            print("ejabberd: %d clustered node(s) on ports %s, ready in %.1f s" %
                  (count, ",".join(map(str, cluster.ports)), time.time() - began), flush=True)
            env = dict(os.environ, PLATEAU_TEST_XMPP_PORT=str(cluster.ports[0]),
                       PLATEAU_TEST_XMPP_PORTS=",".join(map(str, cluster.ports)),
                       PLATEAU_TEST_XMPP_PIDS=",".join(str(p.pid) for p in cluster.processes),
                       PLATEAU_TEST_XMPP_SERVER="ejabberd", PLATEAU_TEST_XMPP_DOMAIN="localhost",
                       PLATEAU_TEST_XMPP_MUC="conference.localhost", PLATEAU_TEST_DIR=scratch)
            code = subprocess.call(command, env=env)
            if code != 0:
                cluster.dump_logs()
    finally:
        cluster.stop()
        shutil.rmtree(top, ignore_errors=True)
    sys.exit(code)


if __name__ == "__main__":
    main()
