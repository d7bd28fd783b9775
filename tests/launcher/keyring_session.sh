#!/bin/sh
# keyring_session.sh COMMAND [ARGS…]: runs COMMAND on a private session bus with a Secret
# Service of its own (gnome-keyring, unlocked, its keyring in a temporary folder), so that
# a test can store and clear passwords without touching the person's keyring. Exit 77
# (skipped) when gnome-keyring or dbus-run-session is not installed.
set -eu
for tool in dbus-run-session gnome-keyring-daemon; do
    command -v "$tool" >/dev/null || { echo "skipped: $tool is not installed"; exit 77; }
done
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export HOME="$dir/home" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" \
    XDG_RUNTIME_DIR="$dir/run" XDG_STATE_HOME="$dir/state"
mkdir -p "$HOME" "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR" "$XDG_STATE_HOME"
chmod 700 "$XDG_RUNTIME_DIR"
# The daemon leaves with the bus, which dbus-run-session ends when COMMAND does.
dbus-run-session -- sh -c '
    printf plateau | timeout 20 gnome-keyring-daemon --unlock --components=secrets --daemonize >/dev/null
    exec "$@"' keyring-session "$@"
