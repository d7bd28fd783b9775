#!/usr/bin/env bash
# The two example games as a third party builds them: the SDK installed from this build
# tree into a scratch prefix (cmake --install), examples/draughts and examples/ludo (as
# the -dev component ships them, share/doc/plateau-dev/examples/) configured against it with find_package(plateau), built, their own tests run, installed
# into $XDG_DATA_HOME, checked with `plateau check` and played: in the terminal, and in
# the window under a virtual display (a capture in each by clicking the piece and then
# its square, the pass button, the menu with eight games).
#   examples_test.sh BUILD_DIR SOURCE_DIR PNG_CHECK WORKDIR [MENU_PLUGINS RACE_PLUGIN RACE_DATA]
set -euo pipefail
build_dir=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
png_check=$3
work=$4
menu_plugins=${5:-}
race_plugin=${6:-}
race_data=${7:-}
rm -rf "$work"
mkdir -p "$work"
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "--- $*"; }

prefix=$work/usr
step "cmake --install $build_dir (runtime and dev) into a scratch prefix"
for component in runtime dev; do
    cmake --install "$build_dir" --prefix "$prefix" --component "$component" >/dev/null ||
        fail "cmake --install --component $component"
done
plateau=$prefix/bin/plateau
[ -x "$plateau" ] || fail "no plateau in the scratch prefix"

# A person with an empty home, nothing of the machine's own Plateau in sight.
export HOME=$work/home
mkdir -p "$HOME"
export LC_ALL=C.UTF-8
unset LANGUAGE XDG_DATA_HOME PLATEAU_PLUGIN_PATH PLATEAU_DATA_PATH PLATEAU_ASSETS_PATH
export XDG_DATA_DIRS=$work/no-system-data XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

for example in draughts ludo; do
    step "$example: the sources plateau-dev ships, built against the scratch prefix; ctest; install into ~/.local"
    sources=$prefix/share/doc/plateau-dev/examples/$example
    [ -f "$sources/CMakeLists.txt" ] || fail "the -dev component does not ship examples/$example"
    diff -r -x .gitignore -x build "$source_dir/examples/$example" "$sources" >/dev/null ||
        fail "the shipped examples/$example differs from the source tree's"
    out=$work/build-$example
    cmake -S "$sources" -B "$out" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >"$out.configure.log" 2>&1 ||
        { cat "$out.configure.log"; fail "$example: configure"; }
    grep -q "^plateau_DIR:PATH=$prefix/lib/cmake/plateau$" "$out/CMakeCache.txt" ||
        fail "$example: find_package took another plateau: $(grep '^plateau_DIR' "$out/CMakeCache.txt")"
    nice -n 5 cmake --build "$out" -j 2 >"$out.build.log" 2>&1 || { cat "$out.build.log"; fail "$example: build"; }
    ctest --test-dir "$out" --output-on-failure >"$out.ctest.log" 2>&1 || { cat "$out.ctest.log"; fail "$example: ctest"; }
    grep -q "100% tests passed" "$out.ctest.log" || { cat "$out.ctest.log"; fail "$example: ctest"; }
    tail -n +2 "$out.ctest.log" | grep -E "^ *[0-9]+/[0-9]+ Test" || true
    cmake --install "$out" --prefix "$HOME/.local" >/dev/null || fail "$example: install"
done

step "plateau list: both examples found in XDG_DATA_HOME beside the shipped games"
"$plateau" list --json >"$work/list.json"
python3 - "$work/list.json" "$HOME" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
games = {g["id"]: g for g in data["games"]}
assert data["failed_plugins"] == [], data["failed_plugins"]
for id in ("draughts", "ludo"):
    g = games.get(id)
    assert g, f"{id} not found: {sorted(games)}"
    assert g["origin"] == "XDG_DATA_HOME", g["origin"]
    assert g["file"] == f"{sys.argv[2]}/.local/share/plateau/plugins/libplateau_{id}.so", g["file"]
    assert len(g["variants"]) >= 2, f"{id}: variants {g['variants']}"
assert {"goose", "quoridor"} <= set(games)
print("games:", sorted(games))
PY

for example in draughts ludo; do
    step "plateau check $example"
    "$plateau" check "$example" >"$work/check-$example.txt" 2>&1 || { cat "$work/check-$example.txt"; fail "plateau check $example"; }
    head -1 "$work/check-$example.txt"
done

step "the terminal: whole games between bots, and the French texts"
"$plateau" play draughts --text --variant checkers --seed 5 --players "Ann=bot:random,Bob=bot:random" \
    >"$work/draughts-bots.txt" || fail "a draughts game between bots failed"
grep -qE "wins|drawn" "$work/draughts-bots.txt" || fail "the draughts game did not end: $(tail -3 "$work/draughts-bots.txt")"
"$plateau" play ludo --text --seed 5 --players "Ann=bot:random,Bob=bot:random,Cas=bot:random" \
    >"$work/ludo-bots.txt" || fail "a Ludo game between bots failed"
grep -q "brought every pawn home\|wins" "$work/ludo-bots.txt" || fail "the Ludo game did not end: $(tail -3 "$work/ludo-bots.txt")"
"$plateau" play ludo --text --players Ann,Bob --moves "d6 1 d6 1 d6 1 d5 1 d6 1 d3 1 d6 1" \
    >"$work/ludo-capture.txt" || fail "the scripted Ludo capture failed"
grep -q "sends Bob's pawn 1 back to the yard" "$work/ludo-capture.txt" || fail "no capture in the scripted Ludo game"
# The examples' catalogs, compiled by plateau_add_translations, installed beside their data.
"$plateau" --lang fr list >"$work/list-fr.txt"
grep -q "Dames internationales" "$work/list-fr.txt" || fail "the French catalog of draughts is not found"
grep -q "Petits chevaux" "$work/list-fr.txt" || fail "the French catalog of Ludo is not found"
"$plateau" --lang nl play ludo --text --players Ann,Bob --moves "d3" >"$work/ludo-nl.txt" || fail "a Dutch Ludo game"
grep -q "Ann gooit 3" "$work/ludo-nl.txt" || fail "the Dutch catalog of Ludo is not used in the game's log"

# --- The window, under the caller's display or a virtual one.
run() {
    if [ -n "${DISPLAY:-}" ]; then
        "$@"
    elif command -v xvfb-run >/dev/null; then
        xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
    else
        echo "SKIP: no DISPLAY and no xvfb-run: the window was not tried"
        exit 77
    fi
}
printf '[animation]\nspeed = 4.0\n[sound]\nenabled = false\n' >"$work/settings.toml"
window() {  # window NAME SIZE [ARGS…]: plays $work/NAME.script, the event log in $log
    local name=$1 size=$2
    shift 2
    log="$work/$name.jsonl"
    run "$plateau" --window-size "$size" --settings "$work/settings.toml" \
        --script "$work/$name.script" --event-log "$log" "$@" >"$log.out" 2>&1 ||
        { cat "$log.out"; fail "$name: the window failed"; }
    [ -s "$log" ] || { cat "$log.out"; fail "$name: no event log"; }
    grep -q '"type":"script_error"' "$log" && { grep script_error "$log"; fail "$name: a scripted click found nothing"; }
    return 0
}

step "draughts in the window: White's man on 28 takes on 19, picked with the mouse"
# After 32-28 19-23 White must take 28x19: click the man (cell 27 is square 28), then 19.
cat >"$work/draughts-capture.script" <<SCRIPT
+5 wait-idle
+2 click-on cell:27
+2 screenshot $work/draughts-selected.png
+1 click-on cell:18
+0 wait-idle
+2 screenshot $work/draughts-captured.png
+1 quit
SCRIPT
window draughts-capture 1280x720 play draughts --players Anna,Ben --first 0 --moves "32-28 19-23"
grep -q '"type":"move".*"ply":2,.*"move":"28x19"' "$log" || fail "the click on the man and then on 19 did not play 28x19"

step "Ludo in the window: the red pawn on 17 takes the blue one on 23"
cat >"$work/ludo-capture.script" <<SCRIPT
+5 wait-idle
+2 click-on cell:17
+2 screenshot $work/ludo-selected.png
+1 click-on cell:23
+0 wait-idle
+2 screenshot $work/ludo-captured.png
+1 quit
SCRIPT
window ludo-capture 1280x720 play ludo --players Anna,Ben --first 0 --moves "d6 1 d6 1 d6 1 d5 1 d6 1 d3 1 d6"
grep -q '"type":"move".*"ply":13,.*"move":"1"' "$log" || fail "the click on the pawn and then on its square did not move it"

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
window draughts-choice 1280x720 play draughts --variant "$work/problem.toml" --players Anna,Ben --first 0
grep -q '"type":"move".*"ply":0,.*"move":"48x39x28"' "$log" || fail "the choice 'takes 43, 33' did not play 48x39x28"

step "Ludo: with no 6 and no pawn out, the throw again is a button"
cat >"$work/ludo-button.script" <<SCRIPT
+5 wait-idle
+2 screenshot $work/ludo-button.png
+1 click-on Throw again
+0 wait-idle
+1 quit
SCRIPT
window ludo-button 1280x720 play ludo --players Anna,Ben --first 0 --moves "d3"
grep -q '"type":"move".*"ply":1,.*"move":"pass"' "$log" || fail "the button did not pass"

# Whole games with the mouse: seat 0 is a person (the script's clicks), the other a bot;
# one seed gives the terminal and the window the same throws and the same bot moves, so
# the terminal's game says where to click.
whole_game() {  # whole_game NAME GAME PAWNS ARGS…
    local name=$1 game=$2 pawns=$3
    shift 3
    "$plateau" play "$game" --text --json --first 0 "$@" --players "Anna=bot:random,Bot=bot:random" \
        >"$work/$name-text.jsonl" || fail "$name: the terminal game failed"
    grep -q '"type":"result"' "$work/$name-text.jsonl" || fail "$name: the terminal game did not end"
    python3 "$(dirname "$0")/whole_game_script.py" "$game" "$work/$name-text.jsonl" "$work/$name.script" \
        "$work/$name-end.png" "$pawns" || fail "$name: no script"
    window "$name" 1280x720 play "$game" --first 0 "$@" --players "Anna,Bot=bot:random"
    grep -q '"type":"game_over"' "$log" || fail "$name: the window's game did not end"
    diff <(grep -E '"type":"(move|throw)"' "$work/$name-text.jsonl" | sed 's/.*"move":"\([^"]*\)".*/\1/') \
        <(grep '"type":"move"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/') >"$work/$name.diff" ||
        fail "$name: the window's game is not the terminal's (see $work/$name.diff)"
    echo "$name: $(grep -c '"type":"move"' "$log") moves, played to the end"
}
step "a whole game of Brazilian draughts and one of Ludo, with the mouse"
whole_game draughts-mouse draughts 0 --variant brazilian --seed 11
whole_game ludo-mouse ludo 1 --variant quick --set pawns=1 --seed 11

if [ -d "$menu_plugins" ] && [ -f "$race_plugin" ]; then
    step "the menu with eight games: the shipped two, Race, both examples, three copies"
    mkdir -p "$work/menu/plugins" "$work/menu/data"
    ln -s "$race_plugin" "$work/menu/plugins/"
    for id in goose_a goose_b quoridor_a; do
        ln -s "$menu_plugins/libplateau_menu_$id.so" "$work/menu/plugins/"
        ln -s "$prefix/share/plateau/games/${id%_*}" "$work/menu/data/$id"
    done
    for size in 800x600 1280x720 1920x1080; do
        cat >"$work/menu-$size.script" <<SCRIPT
3 screenshot $work/menu-$size.png
+1 key Right
+1 key Right
+1 key Down
+3 screenshot $work/menu-$size-keys.png
+1 key End
+3 screenshot $work/menu-$size-end.png
+1 key Home
+1 hover-on Draughts
+3 screenshot $work/menu-$size-hover.png
+1 click-on Draughts
+3 screenshot $work/menu-$size-setup.png
+1 key Escape
+2 click-on Ludo
+3 quit
SCRIPT
        PLATEAU_PLUGIN_PATH="$work/menu/plugins" PLATEAU_DATA_PATH="$work/menu/data:$race_data" \
            window "menu-$size" "$size"
        grep -q '"type":"scene","frame":[0-9]*,"name":"menu","games":8,"failures":0' "$log" ||
            fail "$size: the menu does not show eight games: $(grep '"name":"menu"' "$log" | head -1)"
        grep -q '"type":"scene".*"name":"setup","game":"draughts"' "$log" || fail "$size: Draughts could not be clicked"
        grep -q '"type":"scene".*"name":"setup","game":"ludo"' "$log" || fail "$size: Ludo could not be clicked"
        "$png_check" "$work"/menu-"$size"*.png || fail "$size: screenshots"
    done
fi

"$png_check" "$work"/draughts-*.png "$work"/ludo-*.png || fail "screenshots"
echo PASS
