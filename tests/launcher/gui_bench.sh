#!/bin/bash
# The window's speed figures (label bench): start to first menu frame over several cold
# starts, next to a bare SFML window of the same size timed the same way (the two started
# in turn), then the frame time on a Quoridor board with 20 walls at 1280x720 and
# 1920x1080. Prints figures; fails only if a run fails.
#   gui_bench.sh PLATEAU BARE_WINDOW FONT WORKDIR [STARTS]
set -u
if [ -z "${DISPLAY:-}" ]; then
    command -v xvfb-run >/dev/null || { echo "SKIP: no DISPLAY and no xvfb-run"; exit 77; }
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
plateau=$1 bare=$2 font=$3 work=$4 starts=${5:-15}
rm -rf "$work" && mkdir -p "$work"
# A fresh profile: no autosave to offer, default settings.
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"

# "min / median / max" of first-frame times, one a line on stdin.
figures() {
    sort -n | awk '{ a[NR] = $1 }
        END { if (NR == 0) exit 1
              printf "min %.0f ms, median %.0f ms, max %.0f ms (%d starts)\n",
                     a[1], a[int((NR + 1) / 2)], a[NR], NR }'
}
# The first-frame time one run of a command prints.
first_frame() {
    "$@" 2>/dev/null | sed -n 's/^first frame: \([0-9.]*\) ms.*/\1/p'
    sleep 0.5  # let the display server finish with the last window, as between two people
}

"$plateau" --bench-frames 1 >/dev/null 2>&1  # warm the page cache and the shader cache
"$bare" "$font" >/dev/null 2>&1
# Both windows 1280x720, started in turn, so a load that comes and goes hits both alike.
: >"$work/bare.ms" && : >"$work/menu.ms" && : >"$work/pairs"
for _ in $(seq "$starts"); do
    b=$(first_frame "$bare" "$font")
    m=$(first_frame "$plateau" --window-size 1280x720 --bench-frames 1)
    [ -n "$b" ] && echo "$b" >>"$work/bare.ms"
    [ -n "$m" ] && echo "$m" >>"$work/menu.ms"
    [ -n "$b" ] && [ -n "$m" ] && echo "$b $m" >>"$work/pairs"
done
bare_figures=$(figures <"$work/bare.ms") || { echo "FAIL: the bare window did not run"; exit 1; }
menu_figures=$(figures <"$work/menu.ms") || { echo "FAIL: plateau did not run"; exit 1; }
echo "first frame, bare SFML window: $bare_figures"
echo "first frame, plateau menu:     $menu_figures"
awk -v b="$(sed -n 's/.*median \([0-9]*\) ms.*/\1/p' <<<"$bare_figures")" \
    -v m="$(sed -n 's/.*median \([0-9]*\) ms.*/\1/p' <<<"$menu_figures")" \
    'BEGIN { if (b > 0) printf "first frame, plateau / bare:   %.2fx (medians)\n", m / b }'
# Each plateau start over the bare start just before it: what a drifting load does to both
# cancels out.
awk '$1 > 0 { print $2 / $1 }' "$work/pairs" | sort -n |
    awk '{ a[NR] = $1 } END { if (NR) printf "first frame, plateau / bare:   %.2fx (median of %d pairs)\n",
                                            a[int((NR + 1) / 2)], NR }'
for size in 1280x720 1920x1080; do
    out=$("$plateau" --window-size "$size" --bench-frames 600 --bench-game "${BENCH_GAME:-quoridor}" 2>/dev/null) ||
        { echo "FAIL: plateau --bench-frames at $size"; exit 1; }
    echo "$size: $(echo "$out" | grep '^frame time')"
done
