#!/usr/bin/env bash
# Quoridor's guided first game (issue 31), played through with real clicks and keys from
# the rules screen's button: pawn steps, a wall, a wall the game refuses (its reason is
# said), a jump; the computer's moves come by themselves. Another move than the one asked
# is refused with the step's words and not played. Escape leaves a second run half-way.
# Screenshots of a step pointing at the board at 800x600 and 1920x1080.
#   e2e_tutorial_quoridor.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

for size in 800x600 1920x1080; do
    cat >"$work/quoridor-$size.script" <<SCRIPT
10 click-on quoridor
+5 wait-idle
+1 click-on Rules
+5 wait-idle
+2 screenshot $work/rules-$size.png
+1 click-on Guided first game
+5 wait-idle
+1 key Space
+3 wait-idle
+1 click-on move:d1
+3 click-on move:e2
+5 wait-idle
+1 click-on move:e3
+5 wait-idle
+1 click-on move:e4
+5 wait-idle
+2 screenshot $work/wall-$size.png
+1 click-on move:e3h
+5 wait-idle
+4 screenshot $work/refused-$size.png
+1 click-on pointed
+3 wait-idle
+1 click-on move:e6
+5 wait-idle
+1 key Space
+5 wait-idle
+2 quit
SCRIPT
    window "quoridor-$size" "$size"
    steps=$(grep -c '"type":"tutorial_step"' "$log")
    [ "$steps" = 12 ] || fail "$size: $steps steps shown, not 12: $(grep tutorial_ "$log" | tail -3)"
    grep -q '"type":"tutorial_done"' "$log" || fail "$size: the guided game did not finish"
    grep -q '"type":"tutorial_wrong".*"step":2,"tried":"d1","text":"Not that one: click e2' "$log" ||
        fail "$size: d1 was not refused with the step's words"
    [ "$(grep -c '"type":"tutorial_wrong"' "$log")" = 1 ] || fail "$size: more than one refusal"
    moves=$(grep '"type":"move"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/' | tr '\n' ' ')
    [ "$moves" = "e2 e8 e3 e7 e4 e6 e3h e5 e6 " ] || fail "$size: moves $moves"
    grep -q '"type":"status".*"text":"e3v is not possible: crosses the wall e3h"' "$log" ||
        fail "$size: the refused wall's reason was not said"
    grep -q '"type":"tutorial_answer".*"step":10,"how":"refused"' "$log" || fail "$size: no refused step"
    grep -q '"type":"scene".*"name":"rules"' "$log" || fail "$size: no rules screen"
    for shot in rules wall refused; do
        "$png_check" "$work/$shot-$size.png" >/dev/null || fail "$size: screenshot $shot"
    done
    # Escape leaves half-way, back to the rules.
    printf '10 click-on quoridor\n+5 wait-idle\n+1 click-on Rules\n+5 wait-idle\n+1 click-on Guided first game\n+5 wait-idle\n+1 key Space\n+2 key Escape\n+5 wait-idle\n+1 quit\n' >"$work/leave-$size.script"
    window "leave-$size" "$size"
    grep -q '"type":"tutorial_left".*"step":2' "$log" || fail "$size: Escape did not leave"
    ! grep -q '"type":"move"' "$log" || fail "$size: a move was played after Escape"
    echo "$size: 12 steps, one refusal, moves $moves"
done
echo "PASS"
