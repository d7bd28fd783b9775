#!/usr/bin/env bash
# End-to-end: piles and polygon cells in a real game, with real clicks. A test game
# (points_test) races three pieces a player over six triangle points, each a pile with
# its count (Stacking::PileTop: a click picks its top piece), to a pentagon home
# (CellShape::Polygon); a turn is two steps; a piece that lands on a lone piece of the other
# side turns it over to its own (it flips on the board). Screenshots at 800x600 and
# 1920x1080. Then `simulate` counts turns of two steps once each.
#   e2e_points.sh PLATEAU PNG_CHECK WORKDIR POINTS_PLUGINS
source "$(dirname "$0")/e2e_common.sh"
export PLATEAU_PLUGIN_PATH=$4
write_settings 4.0

played() {  # played MOVE: a person played MOVE
    grep -q "\"type\":\"move\".*\"move\":\"$1\",\"chance\":false,\"by\":\"human\"" "$log"
}

# Cells 0-5 are points 1-6, cell 6 the home; Anna's pieces are 0-2 (on point 1, 2 on
# top), Bram's 3-5 (on point 2, 5 on top). Anna: two pieces to point 3. Bram: 5 to point
# 4, 4 onto Anna's pile on point 3. Anna: 0 onto Bram's lone piece 3 on point 2, which
# turns over to her; then 3 (now hers, on top) onto Bram's lone 5 on point 4, which turns
# too. Bram: his last piece, 4, to point 5 and home, with a click inside the pentagon.
for size in 800x600 1920x1080; do
    cat >"$work/points-$size.script" <<SCRIPT
+5 wait-idle
+2 screenshot $work/points-$size-start.png
+1 click-on piece:2
+2 screenshot $work/points-$size-picked.png
+1 click-on cell:2
+0 wait-idle
+1 click-on piece:1
+1 click-on cell:2
+0 wait-idle
+1 click-on piece:5
+1 click-on cell:3
+0 wait-idle
+1 click-on piece:4
+1 click-on cell:2
+0 wait-idle
+2 screenshot $work/points-$size-piles.png
+1 click-on piece:0
+1 click-on cell:1
+0 wait-idle
+1 click-on piece:3
+1 click-on cell:3
+0 wait-idle
+2 screenshot $work/points-$size-turned.png
+1 click-on piece:4
+1 click-on cell:4
+0 wait-idle
+1 click-on piece:4
+1 click-on cell:6
+0 wait-idle
+2 screenshot $work/points-$size-home.png
+1 quit
SCRIPT
    window "points-$size" "$size" play points_test --players Anna,Bram --first 1
    grep -q '"type":"picked".*"kind":"piece","index":2' "$log" ||
        fail "$size: a click on the pile's top piece did not pick piece 2"
    moves=$(grep -o '"type":"move".*"move":"[^"]*"' "$log" | sed 's/.*"move":"//; s/"$//' | tr '\n' ' ')
    [ "$moves" = "1>3 1>3 2>4 2>3 1>2 2>4 3>5 5>h " ] || fail "$size: the clicks played $moves"
    for move in '1>3' '2>3' '1>2' '5>h'; do played "$move" || fail "$size: $move was not played by a person"; done
    grep -q "Anna turns over the piece on point 2" "$log" || fail "$size: Bram's lone piece was not turned"
    grep -q "Bram moves a piece from point 5 to home" "$log" ||
        fail "$size: the click inside the pentagon did not bring the piece home"
    # Each piece that changed owner where it stood turned over on the board, then the other.
    grep -q '"type":"piece_flips","frame":[0-9]*,"pieces":\[3\]' "$log" || fail "$size: piece 3 did not flip"
    grep -q '"type":"piece_flips","frame":[0-9]*,"pieces":\[5\]' "$log" || fail "$size: piece 5 did not flip"
    [ "$(grep -c '"type":"piece_flips"' "$log")" = 2 ] || fail "$size: a piece flipped that did not turn over"
    # The picked piece differs from the start by its ring only: looked at, not compared.
    "$png_check" "$work"/points-"$size"-{start,piles,turned,home}.png || fail "$size: screenshots"
done

# simulate: the turns of two steps are counted once each, beside the moves.
"$plateau" simulate points_test --games 40 --seed 3 >"$work/simulate.txt" || fail "simulate failed"
grep -q "^turns per game" "$work/simulate.txt" || fail "simulate does not print turns per game: $(cat "$work/simulate.txt")"
"$plateau" simulate points_test --games 40 --seed 3 --json >"$work/simulate.json" || fail "simulate --json failed"
python3 - "$work/simulate.json" <<'PY' || fail "simulate --json: turns are not about half the moves"
import json, sys
r = json.load(open(sys.argv[1]))
turns, plies = r["turns"]["mean"], r["plies"]["mean"]
# Two steps a turn (one when a player passes or wins on the first): plies/2 <= turns < plies.
assert plies / 2 <= turns < plies, (turns, plies)
PY
echo PASS
