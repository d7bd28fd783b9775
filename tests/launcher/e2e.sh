#!/usr/bin/env bash
# End-to-end: drives the real window as a person would (clicks and keys from a script),
# then checks the event log and the screenshots.
#   e2e.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"

cat > "$work/session.script" <<SCRIPT
# The menu
5 screenshot $work/menu.png
# Goose: Anna starts; two throws, one with Space and one with a click on the board
+1 click-on Game of the Goose
+3 click-on first
+2 click-on Start
+5 wait-idle
+1 key Space
+0 wait-idle
+1 click-on board
+0 wait-idle
+1 screenshot $work/goose.png
# Take the second throw back and play it again from the keyboard
+1 key Ctrl+Z
+1 key Ctrl+Y
+1 click-on Menu
# Quoridor: Anna moves a pawn, Bram too, then Anna places a wall, all by clicking
+3 click-on Quoridor
+3 click-on first
+2 click-on Start
+5 click-on move:e2
+0 wait-idle
+1 click-on move:e8
+0 wait-idle
+1 hover-on move:d5h
+2 screenshot $work/quoridor-preview.png
+1 click-on move:d5h
+0 wait-idle
+1 hover-on move:d5h
+2 screenshot $work/quoridor.png
# Bram places a wall with the keyboard only: P takes one, arrows move it, R turns it
+1 key P
+1 key Left
+1 key R
+2 screenshot $work/quoridor-keys.png
+1 key Enter
+0 wait-idle
# and Anna answers with the keyboard: Tab picks a square, Enter plays it
+1 key Tab
+1 key Enter
+0 wait-idle
+1 quit
SCRIPT

run "$plateau" --window-size 1280x720 --settings "$work/settings.toml" \
    --script "$work/session.script" --event-log "$work/events.jsonl" >"$work/out.txt" 2>&1
code=$?
cat "$work/out.txt"
[ $code -eq 0 ] || fail "plateau exited with $code"
log="$work/events.jsonl"
[ -s "$log" ] || fail "no event log"

count() { grep -c "$1" "$log"; }
[ "$(count '"type":"scene","frame":[0-9]*,"name":"menu"')" -ge 1 ] || fail "the menu never showed"
[ "$(count '"game_start".*"game":"goose"')" -eq 1 ] || fail "no Goose game started"
throws=$(count '"type":"move".*"chance":true,"by":"human"')
[ "$throws" -eq 2 ] || fail "expected 2 Goose throws by a person, got $throws"
# Redo comes back to the very position the second throw made.
pos() { sed -n 's/.*"position":"\([0-9]*\)".*/\1/p'; }
thrown=$(grep '"type":"move".*"chance":true,"by":"human"' "$log" | sed -n 2p | pos)
grep -q '"type":"undo".*"moves":1,' "$log" || fail "Ctrl+Z did not take the second throw back"
[ "$(grep '"type":"redo"' "$log" | pos)" = "$thrown" ] || fail "Ctrl+Y did not replay the throw"
[ "$(count '"game_start".*"game":"quoridor"')" -eq 1 ] || fail "no Quoridor game started"
grep -q '"type":"move".*"move":"e2","chance":false,"by":"human","target":"cell"' "$log" ||
    fail "the pawn move e2 was not played by a click on its cell"
grep -q '"type":"move".*"move":"d5h","chance":false,"by":"human","target":"slot"' "$log" ||
    fail "the wall d5h was not placed by a click on its groove"
grep -q '"type":"event".*"text":"Anna places a wall' "$log" || fail "the game did not log the wall"
grep -q '"type":"move","frame":[0-9]*,"ply":[0-9]*,"player":1,.*"by":"human","target":"slot"' "$log" ||
    fail "Bram's wall was not placed with the keyboard"
[ "$(count '"type":"move".*"chance":false,"by":"human","target":"cell"')" -eq 3 ] ||
    fail "Anna's pawn move with Tab and Enter did not happen"
# Sound is on by default: each throw rattles, pawns tap the squares, the wall thuds. (Heard
# or not: a test machine usually has no audio output.)
[ "$(count '"type":"sound".*"name":"dice"')" -eq 2 ] || fail "expected a dice sound per throw"
[ "$(count '"type":"sound".*"name":"step"')" -ge 3 ] || fail "pawn steps made no sound"
[ "$(count '"type":"sound".*"name":"slot_piece"')" -eq 2 ] || fail "a wall made no sound"

# Sound heard, then turned off in Settings. OpenAL's null output stands in for a sound card;
# the sound server named only tells the launcher that an output exists.
cat > "$work/sound.script" <<SCRIPT
+1 click-on Game of the Goose
+3 click-on first
+2 click-on Start
+60 key Space
+0 wait-idle
+1 click-on Menu
+3 click-on Settings
+3 click-on sound
+1 click-on Save
+3 click-on Game of the Goose
+3 click-on first
+2 click-on Start
+5 wait-idle
+1 key Space
+0 wait-idle
+1 quit
SCRIPT
PULSE_SERVER=plateau-test ALSOFT_DRIVERS=null \
    run "$plateau" --window-size 1280x720 --settings "$work/sound-settings.toml" \
    --script "$work/sound.script" --event-log "$work/sound.jsonl" >"$work/sound.txt" 2>&1 ||
    { cat "$work/sound.txt"; fail "the sound session exited with $?"; }
before=$(sed -n '/"settings_saved"/q;p' "$work/sound.jsonl")
after=$(sed -n '/"settings_saved"/,$p' "$work/sound.jsonl")
echo "$before" | grep -q '"type":"sound".*"name":"dice","heard":true' ||
    fail "the dice were not heard through an audio output"
echo "$after" | grep -q '"settings_saved".*"sound":false' || fail "sound was not turned off"
! echo "$after" | grep -q '"type":"sound"' || fail "a sound played after sound was turned off"
[ "$(echo "$after" | grep -c '"type":"move".*"chance":true')" -eq 1 ] ||
    fail "the throw after turning sound off did not happen"
grep -A1 '^\[sound\]' "$work/sound-settings.toml" | grep -q 'enabled = false' ||
    fail "the settings file does not keep sound off"

"$png_check" "$work/menu.png" "$work/goose.png" "$work/quoridor-preview.png" \
    "$work/quoridor.png" || fail "screenshots"
# The keyboard's wall differs from the mouse's by a few hundred pixels: checked alone.
"$png_check" "$work/quoridor-keys.png" || fail "the keyboard wall screenshot"
echo "PASS"
