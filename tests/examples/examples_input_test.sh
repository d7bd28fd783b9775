#!/usr/bin/env bash
# The examples played as a person plays them, with the launcher's input model: pick the
# piece, then its square; two moves between the same places are a choice by their labels;
# a move with no square (a pass) is a button; whole games with the mouse and with the
# keyboard. Runs in the folder the examples test installed into (ctest fixture).
#   examples_input_test.sh WORKDIR PNG_CHECK
set -euo pipefail
source "$(dirname "$0")/installed_examples.sh" "$1" "$2" draughts input
# The launcher's input model (issue 12: pick the piece, then its square; choices; move
# buttons) came on its own branch. A program built before it cannot play these games as a
# person does: say so and skip, rather than fail on what it never had. Its choice popup's
# hint is the sign that it is there.
grep -q "Which move? Click one" "$plateau" ||
    { echo "SKIP: this plateau has no piece-then-destination input yet"; exit 77; }

step "draughts: two captures from 48 to 28 are a choice, by the pieces they take"
cat >"$work/problem.toml" <<'TOML'
id = "problem"
name = "Two ways round"
description = "White takes two, one way or the other."
position = "W:W48:B42,32,43,33,1"
[players]
min = 2
max = 2
[options.size]
type = "int"
default = 10
min = 10
max = 10
label = "Board size"
[options.flying_kings]
type = "bool"
default = true
label = "Flying kings"
[options.men_capture_backward]
type = "bool"
default = false
label = "Men capture backwards"
[options.longest_capture]
type = "bool"
default = true
label = "Longest capture"
[options.draw_moves]
type = "int"
default = 25
min = 0
max = 100
label = "King moves to a draw"
TOML
cat >"$work/draughts-choice.script" <<SCRIPT
+5 wait-idle
+2 click-on cell:47
+1 click-on cell:27
+3 screenshot $work/draughts-choice.png
+1 click-on takes 43, 33
+0 wait-idle
+2 screenshot $work/draughts-chosen.png
+1 quit
SCRIPT
window draughts-choice 1280x720 play draughts --variant "$work/problem.toml" --players Anna,Ben --first 1
grep -q '"type":"move".*"ply":0,.*"move":"48x39x28"' "$log" || fail "the choice 'takes 43, 33' did not play 48x39x28"

step "Ludo: with no 6 and no pawn out, the throw again is a button"
cat >"$work/ludo-button.script" <<SCRIPT
+5 wait-idle
+2 screenshot $work/ludo-button.png
+1 click-on Throw again
+0 wait-idle
+1 quit
SCRIPT
window ludo-button 1280x720 play ludo --players Anna,Ben --first 1 --moves "d3"
grep -q '"type":"move".*"ply":1,.*"move":"pass"' "$log" || fail "the button did not pass"

# Whole games with the mouse: seat 0 is a person (the script's clicks), the other a bot;
# one seed gives the terminal and the window the same throws and the same bot moves, so
# the terminal's game says where to click.
whole_game() {  # whole_game NAME GAME PAWNS ARGS…
    local name=$1 game=$2 pawns=$3
    shift 3
    "$plateau" play "$game" --text --json --first 1 "$@" --players "Anna=bot:random,Bot=bot:random" \
        >"$work/$name-text.jsonl" || fail "$name: the terminal game failed"
    grep -q '"type":"result"' "$work/$name-text.jsonl" || fail "$name: the terminal game did not end"
    python3 "$(dirname "$0")/whole_game_script.py" "$game" "$work/$name-text.jsonl" "$work/$name.script" \
        "$work/$name-end.png" "$pawns" || fail "$name: no script"
    window "$name" 1280x720 play "$game" --first 1 "$@" --players "Anna,Bot=bot:random"
    grep -q '"type":"game_over"' "$log" || fail "$name: the window's game did not end"
    diff <(grep -E '"type":"(move|throw)"' "$work/$name-text.jsonl" | sed 's/.*"move":"\([^"]*\)".*/\1/') \
        <(grep '"type":"move"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/') >"$work/$name.diff" ||
        fail "$name: the window's game is not the terminal's (see $work/$name.diff)"
    echo "$name: $(grep -c '"type":"move"' "$log") moves, played to the end"
}
step "a whole game of Brazilian draughts and one of Ludo, with the mouse"
whole_game draughts-mouse draughts 0 --variant brazilian --seed 11
whole_game ludo-mouse ludo 1 --variant quick --set pawns=1 --seed 11

# Whole games with the keyboard alone: the terminal offers seat 0 its legal moves, a seeded
# pick chooses, and the window gets the keys that make the same moves under the same seed.
keyboard_game() {  # keyboard_game NAME PLAY_ARGS…
    local name=$1
    shift
    python3 "$(dirname "$0")/keyboard_game.py" "$plateau" "$work/$name.script" "$work/$name-end.png" \
        "$work/$name.moves" "$@" || fail "$name: the terminal game failed"
    window "$name" 1280x720 play "$@" --players "Anna,Bot=bot:random"
    grep -q '"type":"game_over"' "$log" || fail "$name: the window's game did not end"
    diff "$work/$name.moves" <(grep '"type":"move".*"chance":false,"by":"human"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/') \
        >"$work/$name.diff" || fail "$name: the keys did not make the chosen moves (see $work/$name.diff)"
    echo "$name: $(grep -c '"type":"move"' "$log") moves, $(wc -l <"$work/$name.moves") by the keyboard"
}
step "a whole game of Brazilian draughts and one of Ludo, with the keyboard"
keyboard_game draughts-keys draughts --variant brazilian --seed 12 --first 1
keyboard_game ludo-keys ludo --variant quick --set pawns=1 --seed 12 --first 1

"$png_check" "$work"/*-keys-end.png "$work"/draughts-cho*.png "$work"/ludo-button.png "$work"/*-mouse-end.png || fail "screenshots"
echo PASS
