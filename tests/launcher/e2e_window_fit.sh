#!/usr/bin/env bash
# A window fits the screen once the window manager frames it (issue 31, 9): where a window
# manager gives a work area (_NET_WORKAREA: the screen less its panels), 1920x1080 asked
# on a 1080p screen opens a window that leaves room for the title bar, and Settings offers
# no size that would not fit. Without a window manager (a bare Xvfb) the whole screen is
# the limit, as before. The work area is set on the root window as a window manager would.
#   e2e_window_fit.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
command -v xprop >/dev/null || { echo "SKIP: no xprop"; exit 77; }
write_settings

cat >"$work/fit.script" <<SCRIPT
5 click-on Settings
+3 screenshot $work/settings.png
+1 quit
SCRIPT
# Runs the window with a work area of 1920x1040 at (0, 40) (a panel on top), or none.
with_area() {  # with_area AREA|none LOG
    local area=$1 out=$2
    # The display is started with -noreset (window.sh): the property set before the window
    # connects stays although xprop, the only client then, leaves.
    run bash -c '
        if [ "$1" = none ]; then xprop -root -remove _NET_WORKAREA; else
            xprop -root -f _NET_WORKAREA 32c -set _NET_WORKAREA "$1"; fi
        shift; "$@"; code=$?
        xprop -root -remove _NET_WORKAREA; exit $code' \
        sh "$area" "$plateau" --window-size 1920x1080 --settings "$work/settings.toml" \
        --script "$work/fit.script" --event-log "$out" >"$out.out" 2>&1 ||
        { cat "$out.out"; fail "the window failed ($area)"; }
}

with_area 0,40,1920,1040 "$work/managed.jsonl"
window=$(grep '"type":"window"' "$work/managed.jsonl")
echo "$window" | grep -q '"width":1920,"height":992,' ||
    fail "1920x1080 in a 1920x1040 work area is not 1920x992 (room for a title bar): $window"
echo "$window" | grep -q '"managed":true' || fail "the work area was not read: $window"
# Settings offers the sizes that fit (and the window's own): not 1920x1080.
sizes=$(grep '"type":"window_sizes"' "$work/managed.jsonl")
echo "$sizes" | grep -q '1920x1080' && fail "Settings offers 1920x1080 where it does not fit: $sizes"
echo "$sizes" | grep -q '1600x900' || fail "Settings does not offer 1600x900: $sizes"
"$png_check" "$work/settings.png" >/dev/null || fail "screenshot"

with_area none "$work/bare.jsonl"
window=$(grep '"type":"window"' "$work/bare.jsonl")
echo "$window" | grep -q '"width":1920,"height":1080,.*"managed":false' ||
    fail "without a window manager the screen is not the limit: $window"
echo "PASS"
