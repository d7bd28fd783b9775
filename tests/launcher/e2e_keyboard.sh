#!/usr/bin/env bash
# End-to-end, as a player with the keyboard: the whole way menu → setup → game → result →
# menu with keys only; F1 opens the rules; colours can never be the same; the menu with
# eight games at three window sizes, walked with the arrows.
#   e2e_keyboard.sh PLATEAU PNG_CHECK WORKDIR MENU_PLUGINS RACE_PLUGIN GAMES RACE_DATA
source "$(dirname "$0")/e2e_common.sh"
menu_plugins=$4
race_plugin=$5
games=$6
race_data=$7

# --- Keyboard only: Goose, the darts variant with one round, a name typed, F1 for the
# rules, both throws with Space, the result, Escape back to the menu.
cat >"$work/keys.script" <<SCRIPT
+3 key Enter
+3 key F1
+3 screenshot $work/rules.png
+1 key Down
+1 key Escape
+2 key Tab
+1 key Right
+2 key Tab
+1 key Tab
+1 key Right
+1 key Tab
+1 key Tab
+1 key Tab
+1 key Tab
+1 key Ctrl+A
+0 text Zoë
+1 key Enter
+1 screenshot $work/setup-keys.png
+1 key Enter
+5 wait-idle
+1 key Space
+0 wait-idle
+1 key Space
+0 wait-idle
+60 screenshot $work/result-keys.png
+1 key Escape
+3 screenshot $work/menu-after.png
+1 key Right
+1 key Enter
+3 quit
SCRIPT
window keys 1280x720
grep -q '"type":"scene".*"name":"rules","game":"goose"' "$log" || fail "F1 did not open the rules"
[ "$(grep -c '"type":"scene".*"name":"setup","game":"goose"' "$log")" -eq 1 ] ||
    fail "the setup was not opened once with Enter on the first card"
grep -q '"type":"setup_start","frame":[0-9]*,"game":"goose","variant":"darts"' "$log" ||
    fail "the darts variant was not chosen with the keys"
grep -q '"type":"game_start".*"players":\[*"Zoë"' "$log" ||
    grep -q '"type":"game_start".*Zoë' "$log" || fail "the name typed after Ctrl+A was not used"
[ "$(grep -c '"type":"game_start"' "$log")" -eq 1 ] ||
    fail "Enter in the name field started the game (or no game started)"
[ "$(grep -c '"type":"move".*"chance":true,"by":"human"' "$log")" -eq 2 ] ||
    fail "the two throws were not made with Space"
grep -q '"type":"game_over"' "$log" || fail "the one-round game did not end"
sed -n '/"game_over"/,$p' "$log" | grep -q '"type":"scene".*"name":"setup","game":"quoridor"' ||
    fail "Escape on the result did not go back to the menu (where Right, Enter open Quoridor)"
grep -q 'max_rounds = 1' "$work/setups/goose.toml" || fail "the options were not remembered"
grep -q 'Zoë' "$work/setups/goose.toml" || fail "the name was not remembered"

# --- Colours: clicking (and pressing keys on) a colour never gives a taken one, and the
# names come back remembered.
{
    echo "+3 click-on Game of the Goose"
    for i in 1 2 3 4 5 6 7 8 9 10; do echo "+1 click-on color:1"; done
    # The click gave the colour the focus: the arrows go on from there.
    for i in 1 2 3 4 5 6 7 8 9 10; do echo "+1 key Right"; done
    echo "+1 screenshot $work/setup-colours.png"
    echo "+1 click-on Start"
    echo "+3 quit"
} >"$work/colours.script"
window colours 1280x720
[ "$(grep -c '"type":"setup_color","frame":[0-9]*,"seat":1' "$log")" -eq 20 ] ||
    fail "the colour clicks did not change the colour"
first=$(grep -o '"type":"setup_start".*"colors":\[[0-9]*,[0-9]*\]' "$log" | sed 's/.*\[\([0-9]*\),\([0-9]*\)\]/\1 \2/')
[ -n "$first" ] || fail "the game did not start"
set -- $first
[ "$1" != "$2" ] || fail "two players have the same colour: $first"
grep '"type":"setup_color","frame":[0-9]*,"seat":1' "$log" | grep -q "\"color\":$1}" &&
    fail "seat 2 was offered seat 1's colour"
grep -q '"type":"game_start".*Zoë' "$log" || fail "the remembered name did not come back"

# --- Eight games: the shipped two, Race, and five copies under other ids.
mkdir -p "$work/plugins" "$work/data"
ln -s "$race_plugin" "$work/plugins/"
for id in goose_a goose_b goose_c; do ln -s "$games/goose" "$work/data/$id"; done
for id in quoridor_a quoridor_b; do ln -s "$games/quoridor" "$work/data/$id"; done
export PLATEAU_PLUGIN_PATH="$menu_plugins:$work/plugins"
export PLATEAU_DATA_PATH="$work/data:$race_data"
for size in 800x600 1280x720 1920x1080; do
    cat >"$work/menu-$size.script" <<SCRIPT
3 screenshot $work/menu8-$size.png
+1 key End
+3 screenshot $work/menu8-end-$size.png
+1 click-on Quoridor
+3 key Escape
+2 key Home
+1 key Right
+1 key Down
+1 key Enter
+3 quit
SCRIPT
    window "menu-$size" "$size"
    grep -q '"type":"scene","frame":[0-9]*,"name":"menu","games":8,"failures":0' "$log" ||
        fail "$size: the menu does not show eight games"
    grep -q '"type":"scene".*"name":"setup","game":"quoridor"' "$log" ||
        fail "$size: the last card could not be reached with End and clicked"
    [ "$(grep -c '"type":"scene".*"name":"setup"' "$log")" -eq 2 ] ||
        fail "$size: Right, Down and Enter did not open a game"
    "$png_check" "$work/menu8-$size.png" "$work/menu8-end-$size.png" || fail "$size: screenshots"
done
echo PASS
