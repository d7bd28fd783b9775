#!/usr/bin/env bash
# End-to-end: what the play screen says besides the board (issue 13, item 6). Hovering a
# square says what it does; the side panel shows the options in force and a round counter
# for the Darts variant with a round limit, and tells the player to throw the darts; the
# log scrolls with the wheel and the keys; window titles name the screen and the game; the
# replay viewer lists the players and cuts no button label, nor does Saved games. At
# 800x600 and 1920x1080.
#   e2e_panel.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0


for size in 800x600 1920x1080; do
    # --- Darts with three rounds: the options, the round, the darts, a square's rule.
    {
        echo "+5 wait-idle"
        echo "+1 hover-on cell:6"
        echo "+1 hover-on cell:58"
        echo "+2 screenshot $work/darts-$size.png"
        for i in $(seq 6); do echo "+2 key Space"; echo "+0 wait-idle"; done
        echo "+20 screenshot $work/darts-end-$size.png"
        echo "+1 quit"
    } >"$work/darts-$size.script"
    window "darts-$size" "$size" play goose --variant darts --set max_rounds=3 --set miss_chance=0.1 \
        --players Anna,Bram --seed 11
    grep -q '"type":"panel_facts".*"options":"Number of rounds: 3 · Miss chance: 0.1","round":"Round 1 of 3"' "$log" ||
        fail "$size: the panel does not show the options and round 1 of 3: $(grep panel_facts "$log" | head -n 2)"
    grep -q '"type":"panel_facts".*"round":"Round 2 of 3"' "$log" || fail "$size: the round counter did not move on"
    grep -q '"type":"panel_facts".*"round":"Round 3 of 3"' "$log" || fail "$size: no third round"
    grep -q '"type":"panel_facts".*"round":"Round 4' "$log" && fail "$size: the counter went past the last round"
    grep -q '"type":"game_over"' "$log" || fail "$size: three rounds did not end the game"
    grep -q '"type":"hint","frame":[0-9]*,"text":"Throw the darts: click the board, Space or Enter"' "$log" ||
        fail "$size: the darts variant does not say to throw the darts"
    grep -q '"type":"hover".*"cell":6,"text":"6 · The Bridge: Go straight to 12."' "$log" ||
        fail "$size: hovering the Bridge does not say what it does"
    grep -q '"type":"hover".*"cell":58,"text":"58 · Death: Back to the start."' "$log" ||
        fail "$size: hovering Death does not say what it does"
    grep -q '"type":"title","frame":[0-9]*,"text":"Plateau — Game of the Goose"' "$log" ||
        fail "$size: the play screen's title does not name the game"
    grep -q '"type":"title","frame":[0-9]*,"text":"Plateau — Result · Game of the Goose"' "$log" ||
        fail "$size: the result's title"

    # --- The Dutch board: dice, not darts; a long log scrolled back and forth.
    {
        echo "+5 wait-idle"
        for i in $(seq 24); do echo "+2 key Space"; echo "+0 wait-idle"; done
        echo "+1 wheel-on log 2"
        echo "+2 screenshot $work/log-scrolled-$size.png"
        echo "+1 key PageUp"
        echo "+1 wheel-on log -1"
        echo "+1 key End"
        echo "+1 key PageDown"
        echo "+1 quit"
    } >"$work/log-$size.script"
    window "log-$size" "$size" play goose --variant ganzenbord --players Anna,Bram --seed 5
    grep -q '"type":"hint","frame":[0-9]*,"text":"Throw the dice: click the board, Space or Enter"' "$log" ||
        fail "$size: the Dutch board does not say to throw the dice"
    scrolls=$(grep '"type":"log_scroll"' "$log" | sed 's/.*"skipped":\([0-9]*\).*/\1/' | tr '\n' ' ')
    read -r wheel page back newest down <<<"$scrolls"
    [ "${wheel:-0}" = 6 ] || fail "$size: two wheel notches scrolled '$wheel' lines, not 6 ($scrolls)"
    [ "${page:-0}" -gt "$wheel" ] || fail "$size: PageUp did not scroll further back ($scrolls)"
    [ "$back" = $((page - 3)) ] || fail "$size: the wheel towards you did not come 3 lines back ($scrolls)"
    [ "$newest" = 0 ] && [ "$down" = 0 ] || fail "$size: End did not show the newest lines ($scrolls)"

    # --- A short Quoridor game won, then watched again: the viewer's players and buttons.
    {
        echo "+4 wait-idle"
        for move in c2 d5 c3 d4 c4 d3 c5; do printf '+1 click-on move:%s\n+0 wait-idle\n' "$move"; done
        echo "+0 wait-idle"
        echo "+60 click-on Watch again"
        echo "+3 key Right"
        echo "+0 wait-idle"
        echo "+1 screenshot $work/replay-$size.png"
        echo "+1 click-on Play"
        echo "+2 screenshot $work/replay-playing-$size.png"
        echo "+1 click-on Pause"
        echo "+1 click-on Close"
        echo "+2 quit"
    } >"$work/replay-$size.script"
    window "replay-$size" "$size" play quoridor --set board_size=5 --set walls_per_player=0 \
        --players Anna,Bram --first 1
    grep -q '"type":"scene".*"name":"replay"' "$log" || fail "$size: Watch again did not open the viewer"
    grep -q '"type":"replay_layout".*"cut_labels":0' "$log" || fail "$size: a replay button label is cut"
    grep -q '"type":"replay_layout".*"cut_labels":[1-9]' "$log" && fail "$size: a replay button label is cut"
    grep -q '"type":"replay_play".*"playing":true' "$log" || fail "$size: Play did not play"
    grep -q '"type":"replay_play".*"playing":false' "$log" || fail "$size: Pause was not found or did not pause"
    grep -q '"type":"title","frame":[0-9]*,"text":"Plateau — Replay · Quoridor"' "$log" ||
        fail "$size: the replay's title"

    # --- Saved games with the games above (finished and unfinished): no label cut.
    cat >"$work/saves-$size.script" <<SCRIPT
5 click-on Saved games
+5 screenshot $work/saves-$size.png
+1 quit
SCRIPT
    window "saves-$size" "$size"
    grep -q '"type":"scene".*"name":"saves","saves":[1-9]' "$log" || fail "$size: no saves listed"
    grep -q '"type":"saves_layout".*"cut_labels":0' "$log" || fail "$size: no layout of the saves"
    grep -q '"type":"saves_layout".*"cut_labels":[1-9]' "$log" && fail "$size: a saves button label is cut"
    grep -q '"type":"title","frame":[0-9]*,"text":"Plateau — Saved games"' "$log" ||
        fail "$size: the saves' title"
done
"$png_check" "$work/darts-800x600.png" "$work/log-scrolled-800x600.png" "$work/replay-800x600.png" \
    "$work/darts-1920x1080.png" "$work/log-scrolled-1920x1080.png" "$work/replay-1920x1080.png" ||
    fail "screenshots"
echo "PASS"
