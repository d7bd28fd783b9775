#!/usr/bin/env bash
# Without a display the window refuses clearly and says how to play in the terminal.
out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$1" 2>&1)
code=$?
echo "$out"
[ $code -eq 1 ] || { echo "FAIL: exit code $code, expected 1"; exit 1; }
echo "$out" | grep -q -- "--text" || { echo "FAIL: no hint about --text"; exit 1; }
echo PASS
