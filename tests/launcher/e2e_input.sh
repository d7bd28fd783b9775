#!/usr/bin/env bash
# End-to-end: the launcher's one input model, with real clicks and keys. A test game
# (input_test) has pieces that are picked and then moved, two moves with the same source
# and destination (a choice popup), a pass with no place on the board (a button), and
# squares whose notation names a move; Quoridor's pawn is picked, then its square.
#   e2e_input.sh PLATEAU PNG_CHECK WORKDIR INPUT_PLUGINS
source "$(dirname "$0")/e2e_common.sh"
export PLATEAU_PLUGIN_PATH=$4
write_settings 4.0

played() {  # played MOVE: a person played MOVE
    grep -q "\"type\":\"move\".*\"move\":\"$1\",\"chance\":false,\"by\":\"human\"" "$log"
}
game=(play input_test --players Anna,Bram --first 1)

# --- The mouse. Anna picks pawn a and sends it two squares on; Bram picks pawn c and
# clicks the square one on, where two moves go: the popup offers both and he crowns it;
# Anna passes with the button; Bram clicks square 3, which no picked pawn targets: its
# notation finds his pawn that steps there; Anna clicks square 7, which no pawn reaches.
cat >"$work/mouse.script" <<SCRIPT
+5 wait-idle
+2 screenshot $work/mouse-start.png
+1 click-on piece:0
+2 screenshot $work/mouse-picked.png
+1 click-on cell:2
+0 wait-idle
+1 click-on piece:2
+1 click-on cell:1
+2 screenshot $work/mouse-choice.png
+1 click-on Step and crown
+0 wait-idle
+2 click-on Pass
+0 wait-idle
+1 click-on cell:3
+0 wait-idle
+1 click-on cell:7
+2 screenshot $work/mouse-refused.png
+1 quit
SCRIPT
for size in 1280x720; do
    window mouse "$size" "${game[@]}"
    grep -q '"type":"picked".*"kind":"piece","index":0,"moves":3' "$log" || fail "mouse: pawn a was not picked"
    played 'a+2' || fail "mouse: a+2 was not played by a click on its square"
    grep -q '"type":"choice".*"options":2' "$log" || fail "mouse: no choice between the two moves to square 1"
    played 'c+1\*' || fail "mouse: the popup's 'Step and crown' did not play c+1*"
    played 'pass' || fail "mouse: the Pass button did not pass"
    played 'c+2' || fail "mouse: the click on square 3 did not find c+2 by its notation"
    grep -q '"type":"refused".*"cell":7,"reason":"no pawn of yours can reach square 7"' "$log" ||
        fail "mouse: the click on square 7 was not refused in the game's words"
    [ "$(grep -c '"type":"move"' "$log")" = 4 ] || fail "mouse: expected exactly 4 moves"
done

# --- The keyboard alone, small and large: Tab to pawn a, Enter picks it; Tab to its first
# square, Enter opens the choice; Down and Enter crown it. Bram: Tab three times to the Pass
# button, Enter. Anna: Tab, Enter picks a pawn, Escape puts it down.
for size in 800x600 1920x1080; do
    cat >"$work/keys-$size.script" <<SCRIPT
+5 wait-idle
+1 key Tab
+1 key Enter
+1 key Tab
+2 screenshot $work/keys-focus-$size.png
+1 key Enter
+1 key Down
+2 screenshot $work/keys-choice-$size.png
+1 key Enter
+0 wait-idle
+1 key Tab
+1 key Tab
+1 key Tab
+2 screenshot $work/keys-button-$size.png
+1 key Enter
+0 wait-idle
+1 key Tab
+1 key Enter
+1 key Escape
+2 screenshot $work/keys-end-$size.png
+1 quit
SCRIPT
    window "keys-$size" "$size" "${game[@]}"
    grep -q '"type":"picked".*"kind":"piece","index":0' "$log" || fail "$size: Enter did not pick pawn a"
    grep -q '"type":"choice".*"options":2' "$log" || fail "$size: Enter on square 1 opened no choice"
    played 'a+1\*' || fail "$size: Down and Enter in the choice did not play a+1*"
    played 'pass' || fail "$size: Enter on the Pass button did not pass"
    grep -q '"type":"cancelled".*"what":"pick"' "$log" || fail "$size: Escape did not put the pawn down"
    ! grep -q '"name":"pause"' "$log" || fail "$size: Escape opened the pause menu instead"
done

# --- A game that says a piece with one move plays on one click: a click on pawn a steps it.
printf '+5 wait-idle\n+1 click-on piece:0\n+0 wait-idle\n+1 quit\n' >"$work/one-click.script"
window one-click 1280x720 play input_one_click --players Anna,Bram --first 1
played 'a+1' || fail "one click: a click on pawn a did not play its one move"
! grep -q '"type":"picked"' "$log" || fail "one click: the pawn was picked instead of moved"

# --- Quoridor: a click on the pawn picks it (it was the only piece), a click on e2 moves it.
unset PLATEAU_PLUGIN_PATH
cat >"$work/quoridor.script" <<SCRIPT
+5 wait-idle
+1 click-on piece:0
+1 click-on move:e2
+0 wait-idle
+2 screenshot $work/quoridor.png
+1 quit
SCRIPT
window quoridor 1280x720 play quoridor --players Anna,Bram --first 1
grep -q '"type":"picked".*"kind":"piece","index":0' "$log" || fail "quoridor: a click did not pick the pawn"
played 'e2' || fail "quoridor: the pawn was not moved to e2 by a click"

"$png_check" "$work"/mouse-*.png "$work"/keys-*.png "$work/quoridor.png" || fail "screenshots"
echo "PASS"
