#!/bin/bash
# Side by side, in one run: the first menu frame of several plateau binaries (a build
# before and after a change, say) next to the bare SFML window, their cold starts taken in
# turn (bare, A, B, …, bare, A, B, …) so a load that comes and goes hits them alike.
# Prints each one's min / median / max, the ratio of medians and the median of the
# per-round ratios to the bare window. Figures only; needs DISPLAY.
#   first_frame_compare.sh ROUNDS BARE_WINDOW FONT PLATEAU...
# The plateau binaries should sit in the build's bin folder (where `plateau` finds its
# plugins and data): copy the "before" build there under another name.
set -u
[ $# -ge 4 ] || { echo "usage: $0 ROUNDS BARE_WINDOW FONT PLATEAU..." >&2; exit 2; }
rounds=$1 bare=$2 font=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"  # a fresh profile

first_frame() {  # the "first frame: N ms" a run prints, or NaN
    local ms
    ms=$("$@" 2>/dev/null | sed -n 's/^first frame: \([0-9.]*\) ms.*/\1/p')
    echo "${ms:-NaN}"
    sleep 0.5  # let the display server finish with the last window
}

for program in "$@"; do "$program" --window-size 1280x720 --bench-frames 1 >/dev/null 2>&1; done
"$bare" "$font" >/dev/null 2>&1  # page cache, shader cache, plugin probe verdicts
for _ in $(seq "$rounds"); do
    line=$(first_frame "$bare" "$font")
    for program in "$@"; do
        line="$line $(first_frame "$program" --window-size 1280x720 --bench-frames 1)"
    done
    echo "$line" >>"$work/rounds"
done
python3 - "$work/rounds" bare "$@" <<'PY'
import math, os, statistics as st, sys
rows = [[float(x) for x in line.split()] for line in open(sys.argv[1])]
names = [os.path.basename(n) for n in sys.argv[2:]]
def good(j): return [r for r in rows if not math.isnan(r[0]) and not math.isnan(r[j])]
bare = st.median(r[0] for r in good(0))
for j, name in enumerate(names):
    col = sorted(r[j] for r in good(j))
    text = "%-18s min %4.0f  median %4.0f  max %4.0f ms (%d starts)" % (
        name, col[0], st.median(col), col[-1], len(col))
    if j:
        text += "   ratio of medians %.2f, median of paired ratios %.2f" % (
            st.median(col) / bare, st.median(r[j] / r[0] for r in good(j)))
    print(text)
PY
