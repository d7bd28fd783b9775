"""plateau(1) says everything `plateau --help` says: every command, every option of the
program and of each command, with its description, as `man` shows it."""
import os
import re
import subprocess
import sys

plateau, page = sys.argv[1], sys.argv[2]
env = dict(os.environ, LC_ALL="C.UTF-8", MANWIDTH="1000")
env.pop("DISPLAY", None)
env.pop("LANGUAGE", None)
env.pop("LANG", None)


def words(text):
    """Whitespace-normalised, with the hyphens groff may print made plain."""
    text = re.sub(".\b", "", text)  # overstrike bold/underline
    text = text.replace("\u2010", "-").replace("\u2212", "-").replace("\u2019", "'").replace("\u2018", "`")
    return " ".join(text.split())


def help_of(*args):
    return subprocess.run([plateau, *args, "--help"], capture_output=True, text=True, env=env,
                          check=True).stdout


man = words(subprocess.run(["man", "--nh", "--nj", "-l", page], capture_output=True, text=True,
                           env=env, check=True).stdout)

main = help_of()
commands = re.findall(r"^  ([a-z][a-z-]*)\s", main.split("\nSubcommands:\n", 1)[1], re.M)
assert commands, "no command found in plateau --help"
missing = []
checked = 0
for name, text in [("plateau", main)] + [(c, help_of(c)) for c in commands]:
    for line in text.splitlines():
        # "  --option TYPE   Description" or "  command   Description"
        m = re.match(r"^  (-\S+|[a-z][a-z-]*)(.*)$", line)
        if not m:
            continue
        checked += 1
        for piece in [m.group(1)] + [p for p in re.split(r"\s{2,}", m.group(2).strip()) if p]:
            if words(piece) not in man:
                missing.append(f"{name}: {piece!r}")
for c in commands:
    if f"plateau {c}" not in man:
        missing.append(f"no section for the command {c}")
print(f"{len(commands)} commands, {checked} help lines checked against {page}")
if missing:
    print("missing from the man page:\n  " + "\n  ".join(missing))
    sys.exit(1)
