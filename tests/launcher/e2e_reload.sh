#!/usr/bin/env bash
# End-to-end: hot reload. While a game is open its plugin file is replaced (as a rebuild
# does: a new file renamed over the old, by the script itself at a known point, and
# wait-idle holds until the window has noticed and reloaded it); the window loads the new
# build and replays the game's record, and the game goes on at the same position. Ctrl+R
# (or F5) reloads too.
#   e2e_reload.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings
built=$(dirname "$plateau")/../lib/plateau/plugins/libplateau_quoridor.so
[ -f "$built" ] || fail "no Quoridor plugin at $built"
plugins="$work/plugins"
mkdir -p "$plugins"
cp "$built" "$plugins/"
export PLATEAU_PLUGIN_PATH="$plugins"

cat >"$work/reload.script" <<SCRIPT
+5 wait-idle
+1 click-on move:e2
+0 wait-idle
+1 click-on move:e8
+0 wait-idle
+1 replace $built $plugins/libplateau_quoridor.so
+0 wait-idle
+1 screenshot $work/reloaded.png
+1 click-on move:e3
+0 wait-idle
+1 key Ctrl+R
+5 click-on move:e7
+0 wait-idle
+1 quit
SCRIPT
window reload 1280x720 play quoridor --players Anna,Bram --first 1

before=$(grep '"type":"move".*"move":"e8"' "$log" | sed 's/.*"position":"\([0-9]*\)".*/\1/')
reloads=$(grep -c '"type":"reloaded"' "$log")
[ "$reloads" = 2 ] || fail "expected two reloads (the file, then Ctrl+R), got $reloads"
[ "$(grep '"type":"reloaded"' "$log" | head -n 1 | sed 's/.*"position":"\([0-9]*\)".*/\1/')" = "$before" ] ||
    fail "after the reload the position is not the one before"
grep -q '"type":"reloaded".*"moves":2' "$log" || fail "the reload did not replay two moves"
grep -q '"type":"move".*"ply":2,.*"move":"e3"' "$log" || fail "the game did not go on after the reload"
grep -q '"type":"move".*"ply":3,.*"move":"e7"' "$log" || fail "the game did not go on after Ctrl+R"
grep -q '"type":"reload_failed"' "$log" && fail "a reload failed: $(grep reload_failed "$log")"
"$png_check" "$work/reloaded.png" || fail "screenshot"
echo "PASS"
