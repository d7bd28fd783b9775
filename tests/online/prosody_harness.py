#!/usr/bin/env python3
"""Runs a command beside a Prosody of its own: a generated configuration in a temporary
folder, free loopback ports, stopped afterwards. Prosody refuses to run as root, so as
root (CI) it runs as nobody (setpriv) in a folder given to nobody.

  prosody_harness.py [--tls] [--no-pubsub] -- COMMAND ARGS...

The command sees PLATEAU_TEST_XMPP_PORT, PLATEAU_TEST_XMPP_DOMAIN (localhost),
PLATEAU_TEST_XMPP_MUC (conference.localhost), PLATEAU_TEST_DIR (a scratch folder) and,
with --tls, PLATEAU_TEST_XMPP_CA (the local authority that signed the server's
certificate), PLATEAU_TEST_XMPP_PIDS (Prosody's process id) and PLATEAU_TEST_XMPP_SERVER
(prosody). Its exit code is the harness's.

The server has a publish-subscribe service, pubsub.localhost (the lobby node), where only
referee@localhost may make nodes; --no-pubsub leaves it out (the lobby's fallback)."""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def make_certificates(folder):
    """A local authority and a certificate for localhost signed by it."""
    certs = os.path.join(folder, "certs")
    os.makedirs(certs)
    run = lambda *args: subprocess.run(args, check=True, capture_output=True)
    ca_key, ca = os.path.join(folder, "ca.key"), os.path.join(folder, "ca.pem")
    run("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
        "-subj", "/CN=Plateau test authority", "-keyout", ca_key, "-out", ca)
    key, csr, crt = (os.path.join(certs, "localhost." + e) for e in ("key", "csr", "crt"))
    ext = os.path.join(folder, "ext.cnf")
    with open(ext, "w") as f:
        f.write("subjectAltName=DNS:localhost\n")
    run("openssl", "req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost",
        "-keyout", key, "-out", csr)
    run("openssl", "x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key,
        "-CAcreateserial", "-days", "2", "-extfile", ext, "-out", crt)
    os.remove(csr)
    return ca


# Prosody 0.12's mod_pubsub lets nobody but the service's admins make nodes (an ordinary
# account is a "member" of an open service: it may subscribe and read, not create). The
# referee is made an admin of this component only, so it may make its lobby node (and
# owns every node there); nobody else can make one or publish to it. Its data is kept in
# memory: Prosody's file store rewrites a node's whole item list at every publish (with
# a few hundred tables that stalled the server for seconds); the referee publishes every
# table again whenever it connects, so a restarted server gets its lobby back.
PUBSUB = '''Component "pubsub.localhost" "pubsub"
    admins = { "referee@localhost" }
    pubsub_max_items = 10000
    storage = "memory"
'''


def write_config(folder, port, tls, pubsub=True):
    data = os.path.join(folder, "data")
    os.makedirs(data, exist_ok=True)
    certs = 'certificates = "%s/certs"\n' % folder if tls else ""
    with open(os.path.join(folder, "prosody.cfg.lua"), "w") as f:
        f.write(f'''pidfile = "{folder}/prosody.pid"
data_path = "{data}"
interfaces = {{ "127.0.0.1" }}
c2s_ports = {{ {port} }}
c2s_direct_tls_ports = {{ }}
legacy_ssl_ports = {{ }}
s2s_ports = {{ }}
http_ports = {{ }}
https_ports = {{ }}
component_ports = {{ }}
daemonize = false
network_settings = {{ nagle = false }}
modules_enabled = {{ "roster"; "saslauth"; {'"tls"; ' if tls else ''}"disco"; "ping"; "register"; "posix"; "smacks"; "offline"; }}
modules_disabled = {{ "s2s" }}
allow_registration = true
-- A killed client's session is kept this long for a resumption (XEP-0198) before the
-- server says it is gone: short, so the tests of a vanished player do not wait.
smacks_hibernation_time = 2
min_seconds_between_registrations = 0
c2s_require_encryption = {"true" if tls else "false"}
c2s_stanza_size_limit = 262144
limits = {{ c2s = {{ rate = "10mb/s"; burst = "2s" }} }}
authentication = "internal_hashed"
storage = "internal"
log = {{ info = "{folder}/prosody.log"; error = "{folder}/prosody.err" }}
{certs}VirtualHost "localhost"
Component "conference.localhost" "muc"
    restrict_room_creation = false
{PUBSUB if pubsub else ""}''')
    return os.path.join(folder, "prosody.cfg.lua")


def wait_port(port, process, seconds=10):
    """Whether the port takes connections within `seconds`; False at once if `process`
    (None: none to watch) has ended."""
    end = time.time() + seconds
    while time.time() < end:
        if process is not None and process.poll() is not None:
            return False
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        except OSError:
            time.sleep(0.05)
    return False


class Prosody:
    def __init__(self, folder, port):
        self.folder, self.port = folder, port
        self.config = os.path.join(folder, "prosody.cfg.lua")
        self.process = None

    def start(self):
        command = ["prosody", "--config", self.config]
        if os.getuid() == 0:
            command = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] + command
        env = dict(os.environ, PROSODY_CONFIG=self.config)
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        if not wait_port(self.port, self.process):
            self.stop()
            log = os.path.join(self.folder, "prosody.err")
            sys.stderr.write("prosody did not start\n")
            if os.path.exists(log):
                sys.stderr.write(open(log).read())
            return False
        return True

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def main():
    args = sys.argv[1:]
    tls = False
    pubsub = True
    while args and args[0] != "--":
        if args[0] == "--tls":
            tls = True
        if args[0] == "--no-pubsub":
            pubsub = False
        args = args[1:]
    command = args[1:]
    if not command:
        sys.exit(__doc__)
    if not shutil.which("prosody"):
        sys.exit("prosody is not installed (make deps installs it)")
    top = tempfile.mkdtemp(prefix="plateau-xmpp-")
    os.chmod(top, 0o755)
    server = os.path.join(top, "server")
    os.makedirs(server)
    scratch = os.path.join(top, "scratch")
    os.makedirs(scratch)
    port = free_port()
    env = dict(os.environ, PLATEAU_TEST_XMPP_PORT=str(port),
               PLATEAU_TEST_XMPP_DOMAIN="localhost",
               PLATEAU_TEST_XMPP_MUC="conference.localhost", PLATEAU_TEST_DIR=scratch,
               PLATEAU_TEST_PROSODY_DIR=server,
               PLATEAU_TEST_XMPP_PUBSUB="pubsub.localhost" if pubsub else "")
    if tls:
        env["PLATEAU_TEST_XMPP_CA"] = make_certificates(server)
    write_config(server, port, tls, pubsub)
    if os.getuid() == 0:
        shutil.chown(server, "nobody", "nogroup")
        for root, dirs, files in os.walk(server):
            for name in dirs + files:
                shutil.chown(os.path.join(root, name), "nobody", "nogroup")
    prosody = Prosody(server, port)
    code = 1
    try:
        if prosody.start():
            env["PLATEAU_TEST_XMPP_PIDS"] = str(prosody.process.pid)
            env["PLATEAU_TEST_XMPP_SERVER"] = "prosody"
            code = subprocess.call(command, env=env)
    finally:
        prosody.stop()
        if code != 0 and os.path.exists(os.path.join(server, "prosody.err")):
            sys.stderr.write("prosody errors:\n" + open(os.path.join(server, "prosody.err")).read())
        shutil.rmtree(top, ignore_errors=True)
    sys.exit(code)


if __name__ == "__main__":
    main()
