#!/usr/bin/env bash
# End-to-end: safe keys in a game. Escape cancels a selection or a wall in hand before it
# opens the pause menu; the pause menu resumes and leaves; the Enter that follows the
# winning move leaves the result on screen; throws pressed during an animation all count.
# Screenshots of the play, pause and result screens at 800x600 and 1920x1080.
#   e2e_keys.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings

short_game=(play quoridor --set board_size=5 --set walls_per_player=2 --players Anna,Bram --first 1)

for size in 800x600 1920x1080; do
    # --- Escape: the selection first, then a wall in hand, then the pause menu.
    cat >"$work/escape-$size.script" <<SCRIPT
+5 wait-idle
+1 key Tab
+2 key Escape
+2 screenshot $work/play-$size.png
+1 key P
+2 key Escape
+2 key Escape
+3 screenshot $work/pause-$size.png
+1 key Down
+1 key Up
+1 key Escape
+2 click-on move:c2
+0 wait-idle
+1 key Escape
+2 click-on Back to menu
+3 screenshot $work/menu-after-$size.png
+1 quit
SCRIPT
    window "escape-$size" "$size" "${short_game[@]}"
    grep -q '"type":"cancelled".*"what":"selection"' "$log" || fail "$size: Escape did not clear the selection"
    grep -q '"type":"cancelled".*"what":"slot_piece"' "$log" || fail "$size: Escape did not put the wall back"
    # The first two Escapes kept the game: the pause menu came with the third.
    [ "$(grep -c '"type":"scene".*"name":"pause"' "$log")" = 2 ] ||
        fail "$size: expected the pause menu twice (third and fourth Escape)"
    first_pause=$(grep -n '"name":"pause"' "$log" | head -n 1 | cut -d: -f1)
    wall=$(grep -n '"what":"slot_piece"' "$log" | cut -d: -f1)
    [ "$wall" -lt "$first_pause" ] || fail "$size: the pause menu opened before the wall was put back"
    grep -q '"type":"move".*"move":"c2"' "$log" || fail "$size: the game did not go on after Resume"
    grep -q '"type":"left".*"moves":1' "$log" || fail "$size: leaving did not keep the game"
    grep -q '"type":"pause_choice".*"choice":"Back to menu"' "$log" || fail "$size: Back to menu was not chosen"

    # --- The rules from the pause menu (Back returns to it, the game still paused), and
    # F1 during the game (Escape returns to the game, which goes on).
    cat >"$work/rules-$size.script" <<SCRIPT
+5 wait-idle
+1 key Escape
+3 click-on Rules
+3 screenshot $work/rules-pause-$size.png
+1 click-on Back
+3 screenshot $work/pause-again-$size.png
+1 key Escape
+2 key F1
+3 key Escape
+2 click-on move:c2
+0 wait-idle
+1 quit
SCRIPT
    window "rules-$size" "$size" "${short_game[@]}"
    grep -q '"type":"pause_choice".*"choice":"Rules"' "$log" || fail "$size: Rules was not chosen"
    [ "$(grep -c '"type":"scene".*"name":"rules","game":"quoridor"' "$log")" = 2 ] ||
        fail "$size: expected the rules twice (pause menu, then F1)"
    # Back from the rules: the pause menu again, not the game (its layout is logged anew).
    rules_line=$(grep -n '"name":"rules"' "$log" | head -n 1 | cut -d: -f1)
    choice_line=$(grep -n '"type":"pause_choice".*"choice":"Resume"' "$log" | head -n 1 | cut -d: -f1)
    [ -n "$choice_line" ] && [ "$choice_line" -gt "$rules_line" ] ||
        fail "$size: Escape after the rules did not resume from the pause menu"
    grep -q '"type":"move".*"move":"c2"' "$log" || fail "$size: the game did not go on after the rules"
    "$png_check" "$work/rules-pause-$size.png" >/dev/null || fail "$size: no screenshot of the rules"

    # --- The winning move, then Enter at once and again: the result stays on screen.
    {
        echo "+4 wait-idle"
        for move in c2 d5 c3 d4 c4 d3; do printf '+1 click-on move:%s\n+0 wait-idle\n' "$move"; done
        echo "+1 click-on move:c5"
        for f in 1 8 8 8 8 8 8 8 8 8; do echo "+$f key Enter"; done
        echo "+0 wait-idle"
        echo "+1 screenshot $work/result-$size.png"
        echo "+1 quit"
    } >"$work/win-$size.script"
    window "win-$size" "$size" "${short_game[@]}"
    grep -q '"type":"game_over"' "$log" || fail "$size: the game did not end"
    grep -q '"type":"result_input_ignored"' "$log" ||
        fail "$size: no Enter reached the fresh result screen (the test's timing is off)"
    [ "$(grep -c '"type":"game_start"' "$log")" = 1 ] || fail "$size: an Enter started a rematch"
    grep -q '"type":"scene".*"name":"result","ranking":"1. Anna (at the goal); 2. Bram (' "$log" ||
        fail "$size: the result has no ranking: $(grep '"name":"result"' "$log")"
    # With the moves and how long the game took.
    grep -Eq '"name":"result".*"moves":"7 moves played · ([0-9]+ min )?[0-9]+ s"' "$log" ||
        fail "$size: the result does not say the moves and the duration: $(grep '"name":"result"' "$log")"
done

# --- Goose throws pressed during the animations: every one counts (queued, and each key
# hurries the animation on).
{
    echo "+5 wait-idle"
    for i in $(seq 15); do echo "+4 key Space"; done
    echo "+0 wait-idle"
    echo "+1 quit"
} >"$work/throws.script"
window throws 1280x720 play goose --players Anna,Bram --first 1 --seed 5
throws=$(grep -c '"type":"move".*"chance":true,"by":"human"' "$log")
[ "$throws" = 15 ] || fail "15 throws pressed, $throws registered"
grep -q '"type":"input_queued"' "$log" || fail "no throw was pressed during an animation"

# --- A key skips the animation: at the slowest speed a Goose throw takes seconds to land;
# any key pressed meanwhile lands it at once (and a key that is no throw is not queued).
printf '[sound]\nenabled = false\n[animation]\nspeed = 0.25\n' >"$work/slow.toml"
landing() {  # frames from the throw to the pawn landed, in $log
    local thrown landed
    thrown=$(grep '"type":"move".*"chance":true' "$log" | head -n 1 | sed 's/.*"frame":\([0-9]*\).*/\1/')
    landed=$(grep '"type":"landed"' "$log" | sed 's/.*"frame":\([0-9]*\).*/\1/' |
        awk -v t="$thrown" '$1 + 0 >= t + 0 { print $1; exit }')
    [ -n "$thrown" ] && [ -n "$landed" ] || fail "no throw that landed in $log"
    echo $((landed - thrown))
}
for skip in no yes; do
    {
        echo "+5 wait-idle"
        echo "+1 key Space"
        [ "$skip" = yes ] && echo "+3 key A"
        echo "+0 wait-idle"
        echo "+1 quit"
    } >"$work/skip-$skip.script"
    settings="$work/slow.toml" window "skip-$skip" 800x600 play goose --players Anna,Bram --first 1 --seed 5
    frames[$([ "$skip" = yes ] && echo 1 || echo 0)]=$(landing)
done
grep -q '"type":"animation_skipped"' "$work/skip-yes.jsonl" || fail "the key did not skip the animation"
grep -q '"type":"input_queued"' "$work/skip-yes.jsonl" && fail "a key that is no throw was queued"
[ "${frames[0]}" -gt 60 ] || fail "a slow throw landed in ${frames[0]} frames: too fast to test a skip"
[ "${frames[1]}" -le 5 ] || fail "with a key pressed the throw still took ${frames[1]} frames (${frames[0]} without)"
echo "a throw lands in ${frames[0]} frames at speed 0.25, in ${frames[1]} with a key pressed"

"$png_check" "$work/play-800x600.png" "$work/pause-800x600.png" "$work/result-800x600.png" \
    "$work/play-1920x1080.png" "$work/pause-1920x1080.png" "$work/result-1920x1080.png" ||
    fail "screenshots"
echo "PASS"
