#!/usr/bin/env bash
# End-to-end with real keys (xdotool on the X server, not the --script's injected events):
# Enter held on Settings' Save saves once and leaves the pause menu on screen. Before
# (issue 31, 1), its repeats went back and forth between Settings and the pause menu as
# long as the key was down, and settings.toml was written at each one.
#   e2e_held_key.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
command -v xdotool >/dev/null || { echo "SKIP: no xdotool: real keys cannot be sent"; exit 77; }
write_settings
printf '[window]\nwidth = 1280\nheight = 720\n' >>"$work/settings.toml"
export plateau work

# In one X session (the caller's display or a virtual one): the window, then the keys.
cat >"$work/keys.sh" <<'KEYS'
set -u
log="$work/held.jsonl"
"$plateau" --settings "$work/settings.toml" --event-log "$log" \
    play goose --players Anna,Ben --first 1 >"$work/held.out" 2>&1 &
pid=$!
# wait_for PATTERN: the event log says it within 20 s.
wait_for() {
    for _ in $(seq 200); do
        grep -q "$1" "$log" 2>/dev/null && return 0
        sleep 0.1
    done
    echo "FAIL: the window never logged $1" >&2
    kill "$pid"
    exit 1
}
wait_for '"type":"game_start"'
sleep 0.5
wid=$(xdotool search --name '^Plateau' | head -n 1)
[ -n "$wid" ] && xdotool windowfocus --sync "$wid" 2>/dev/null
xdotool mousemove 960 540
xdotool key Escape
wait_for '"name":"pause"'
xdotool key Down Down Return
wait_for '"name":"settings"'
# Full screen on (the window is made again), then Tab to Save and hold Enter 1.5 s.
xdotool key Tab Tab Tab space Tab Tab Tab Tab
sleep 0.3
xdotool keydown Return
sleep 1.5
xdotool keyup Return
wait_for '"type":"settings_saved"'
sleep 1
# The pause menu is on screen: Escape resumes the game (the pause menu logs the choice).
xdotool key Escape
sleep 1
kill "$pid"
wait "$pid" 2>/dev/null
exit 0
KEYS
run bash "$work/keys.sh" || fail "the run with real keys failed"
log="$work/held.jsonl"
saved=$(grep -c '"type":"settings_saved"' "$log")
settings=$(grep -c '"name":"settings"' "$log")
[ "$saved" = 1 ] || fail "Enter held on Save saved $saved times (once expected)"
[ "$settings" = 1 ] || fail "Settings opened $settings times (once expected)"
grep -q '^fullscreen = true' "$work/settings.toml" || fail "full screen was not saved"
grep -q '"type":"pause_choice".*"choice":"Resume"' "$log" ||
    fail "Escape after saving did not resume from the pause menu"
echo "Enter held 1.5 s on Save: saved once, Settings opened once, the pause menu resumed"
