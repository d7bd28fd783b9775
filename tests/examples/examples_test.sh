#!/usr/bin/env bash
# The example games as a third party builds them: the SDK installed from this build tree
# into a scratch prefix (cmake --install), examples/draughts, ludo, barrage, blotto and
# chinese_checkers (as
# the -dev component ships them, share/doc/plateau-dev/examples/) configured against it with find_package(plateau), built, their own tests run, installed
# into $XDG_DATA_HOME, checked with `plateau check` and played: in the terminal, and in
# the window under a virtual display (a capture in each by clicking the piece and then
# its square, the pass button, the menu with nine games).
#   examples_test.sh BUILD_DIR SOURCE_DIR PNG_CHECK WORKDIR [MENU_PLUGINS RACE_PLUGIN RACE_DATA]
set -euo pipefail
build_dir=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
png_check=$3
work=$4
menu_plugins=${5:+$(realpath "$5")}
race_plugin=${6:+$(realpath "$6")}
race_data=${7:+$(realpath "$7")}
rm -rf "$work"
mkdir -p "$work"
source "$(dirname "$0")/../common/window.sh"
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
cmake_args=()
command -v ccache >/dev/null && cmake_args=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# A sanitizer tree's flags, for the examples too (tests/examples/CMakeLists.txt).
if [ -n "${PLATEAU_SANITIZER_FLAGS:-}" ]; then
    for kind in CXX_FLAGS EXE_LINKER_FLAGS SHARED_LINKER_FLAGS MODULE_LINKER_FLAGS; do
        cmake_args+=("-DCMAKE_$kind=$PLATEAU_SANITIZER_FLAGS")
    done
fi

examples="draughts ludo barrage blotto chinese_checkers"
for example in $examples; do
    step "$example: the sources plateau-dev ships, built against the scratch prefix; ctest; install into ~/.local"
    sources=$prefix/share/doc/plateau-dev/examples/$example
    [ -f "$sources/CMakeLists.txt" ] || fail "the -dev component does not ship examples/$example"
    diff -r -x .gitignore -x build "$source_dir/examples/$example" "$sources" >/dev/null ||
        fail "the shipped examples/$example differs from the source tree's"
    out=$work/build-$example
    cmake -S "$sources" -B "$out" -DCMAKE_PREFIX_PATH="$prefix" \
        -DCMAKE_BUILD_TYPE=Release "${cmake_args[@]}" >"$out.configure.log" 2>&1 ||
        { cat "$out.configure.log"; fail "$example: configure"; }
    grep -q "^plateau_DIR:PATH=$prefix/lib/cmake/plateau$" "$out/CMakeCache.txt" ||
        fail "$example: find_package took another plateau: $(grep '^plateau_DIR' "$out/CMakeCache.txt")"
    started=$(date +%s)
    # Not niced: the examples' window tests wait for this one, the longest chain of the suite.
    cmake --build "$out" -j 2 >"$out.build.log" 2>&1 || { cat "$out.build.log"; fail "$example: build"; }
    echo "$example: built in $(($(date +%s) - started)) s"
    ctest --test-dir "$out" --output-on-failure >"$out.ctest.log" 2>&1 || { cat "$out.ctest.log"; fail "$example: ctest"; }
    grep -q "100% tests passed" "$out.ctest.log" || { cat "$out.ctest.log"; fail "$example: ctest"; }
    tail -n +2 "$out.ctest.log" | grep -E "^ *[0-9]+/[0-9]+ Test" || true
    cmake --install "$out" --prefix "$HOME/.local" >/dev/null || fail "$example: install"
done

step "plateau list: the examples found in XDG_DATA_HOME beside the shipped games"
"$plateau" list --json >"$work/list.json"
python3 - "$work/list.json" "$HOME" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
games = {g["id"]: g for g in data["games"]}
assert data["failed_plugins"] == [], data["failed_plugins"]
for id in ("draughts", "ludo", "barrage", "blotto", "chinese_checkers"):
    g = games.get(id)
    assert g, f"{id} not found: {sorted(games)}"
    assert g["origin"] == "XDG_DATA_HOME", g["origin"]
    assert g["file"] == f"{sys.argv[2]}/.local/share/plateau/plugins/libplateau_{id}.so", g["file"]
    assert len(g["variants"]) >= 2, f"{id}: variants {g['variants']}"
assert {"goose", "quoridor"} <= set(games)
print("games:", sorted(games))
PY

for example in $examples; do
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
"$plateau" --lang ru list >"$work/list-ru.txt"
grep -q "Международные шашки" "$work/list-ru.txt" || fail "the Russian catalog of draughts is not found"
"$plateau" --lang ru play ludo --text --players Ann,Bob --moves "d3" >"$work/ludo-ru.txt" || fail "a Russian Ludo game"
grep -q "Ann выбрасывает 3" "$work/ludo-ru.txt" || fail "the Russian catalog of Ludo is not used in the game's log"

step "Barrage in the terminal: Anna's own pieces shown to her, Ben's as backs, his setup unsaid"
anna_setup="@a4 @b4 @e4 @j1 @f4 @i4 @a1 @b1"
"$plateau" play barrage --text --first 1 --seed 3 --players "Anna,Ben=bot:random" --moves "$anna_setup" \
    >"$work/barrage-anna.txt" || fail "a Barrage setup against a bot failed"
grep -q " 4 1Ma 1Ge " "$work/barrage-anna.txt" || fail "Anna does not see her Marshal and General: $(cat "$work/barrage-anna.txt")"
grep -q "2??" "$work/barrage-anna.txt" || fail "Ben's pieces are not shown to Anna as backs"
! grep -qE "2(Ma|Ge|Sc|Mi|Sp|Bo|Fl)" "$work/barrage-anna.txt" || fail "Anna's terminal shows one of Ben's pieces"
! grep -q "Ben sets up the" "$work/barrage-anna.txt" || fail "Anna's terminal says where Ben set up a piece"
grep -q "Ben's pieces stand on" "$work/barrage-anna.txt" || fail "the squares of Ben's army are not announced"
"$plateau" play barrage --text --json --first 1 --seed 3 --players "Anna,Ben=bot:random" --moves "$anna_setup" \
    >"$work/barrage-anna.json" || fail "a Barrage setup in JSON failed"
grep -q '"text":"Anna sets up the Marshal on a4"' "$work/barrage-anna.json" || fail "Anna's JSON lacks her own setup"
grep -q '"move":"a secret move","player":1' "$work/barrage-anna.json" || fail "Ben's setup moves are not secret in Anna's JSON"
! grep -q "Ben sets up the" "$work/barrage-anna.json" || fail "Anna's JSON says where Ben set up a piece"
# Whole games between bots (random deployment), and one where the flag falls.
"$plateau" play barrage --text --variant quick --seed 5 --players "Ann=bot:random,Bob=bot:random" \
    >"$work/barrage-bots.txt" || fail "a Barrage game between bots failed"
grep -qE "captured|no piece that can move|the game is drawn" "$work/barrage-bots.txt" ||
    fail "the Barrage game did not end: $(tail -3 "$work/barrage-bots.txt")"
"$plateau" play barrage --text --first 1 --players Anna,Ben \
    --moves "$anna_setup @j7 @b7 @e7 @j10 @f7 @i7 @e10 @a7 a4-a5 b7-b8 a5-a6 b8-b7 a6-a7" \
    >"$work/barrage-flag.txt" || fail "the scripted Barrage game failed"
grep -q "Anna captured Ben's flag" "$work/barrage-flag.txt" || fail "no flag captured: $(tail -3 "$work/barrage-flag.txt")"
step "Barrage saved mid-game: the save keeps the whole game, Anna's copy holds none of Ben's secrets"
ben_setup="@j7 @b7 @e7 @j10 @f7 @i7 @e10 @a7"
"$plateau" play barrage --text --first 1 --seed 3 --players Anna,Ben --save "$work/barrage-save.toml" \
    --moves "$anna_setup $ben_setup a4-a5 b7-b8" </dev/null >/dev/null || fail "a Barrage game was not saved"
# The moves of a record file on one line, without blanks (they wrap where they fall).
moves_of() { tr -d ' \n' <"$1"; }
# The whole game: both setups, Ben's in the order that gives each piece its kind.
ben_order="'@j7','@b7','@e7','@j10','@f7','@i7','@e10','@a7'"
moves_of "$work/barrage-save.toml" | grep -qF "$ben_order" || fail "the save lacks Ben's setup: $(cat "$work/barrage-save.toml")"
"$plateau" replay "$work/barrage-save.toml" --seat 1 --export "$work/barrage-anna-copy.toml" ||
    fail "Anna's copy was not written"
grep -q "^seat = 1" "$work/barrage-anna-copy.toml" || fail "Anna's copy does not say whose it is"
# Anna's setup stays hers; each of Ben's is a '?', and its stand-in is drawn, not his.
moves_of "$work/barrage-anna-copy.toml" |
    grep -qF "'@a4','@b4','@e4','@j1','@f4','@i4','@a1','@b1','?','?','?','?','?','?','?','?','a4-a5'" || fail "Anna's copy does not hide Ben's setup: $(cat "$work/barrage-anna-copy.toml")"
! moves_of "$work/barrage-anna-copy.toml" | grep -qF "$ben_order" || fail "Anna's copy holds Ben's setup in its order"
grep -q "^stand_ins = \[" "$work/barrage-anna-copy.toml" || fail "Anna's copy has no stand-ins"
# It reads back and replays as Anna: her pieces shown, Ben's as backs, his setup unsaid.
"$plateau" replay "$work/barrage-anna-copy.toml" --text </dev/null >"$work/barrage-anna-replay.txt" ||
    fail "Anna's copy does not replay"
grep -q "As Anna saw it" "$work/barrage-anna-replay.txt" || fail "the replay does not say it is Anna's view"
grep -q "1Ma" "$work/barrage-anna-replay.txt" || fail "Anna's replay hides her own Marshal"
grep -q "2??" "$work/barrage-anna-replay.txt" || fail "Anna's replay does not show Ben's pieces as backs"
! grep -qE "2(Ma|Ge|Sc|Mi|Sp|Bo|Fl)" "$work/barrage-anna-replay.txt" || fail "Anna's replay shows one of Ben's pieces"
! grep -q "Ben sets up the" "$work/barrage-anna-replay.txt" || fail "Anna's replay says where Ben set up a piece"
# --seat on the whole save gives the same view, without writing anything.
"$plateau" replay "$work/barrage-save.toml" --seat 1 --text </dev/null >"$work/barrage-anna-replay2.txt"
diff -q "$work/barrage-anna-replay.txt" "$work/barrage-anna-replay2.txt" >/dev/null ||
    fail "replay --seat 1 of the save differs from Anna's copy's replay"
# Whatever Plateau writes it reads back: the copy exported again is the same file.
"$plateau" replay "$work/barrage-anna-copy.toml" --export "$work/barrage-anna-copy2.toml"
cmp -s "$work/barrage-anna-copy.toml" "$work/barrage-anna-copy2.toml" || fail "Anna's copy does not come back the same"
# Only as Anna; and not resumed (it lacks Ben's setup).
if "$plateau" replay "$work/barrage-anna-copy.toml" --seat 2 --text </dev/null 2>"$work/err.txt"; then
    fail "Anna's copy replayed as Ben"
fi
grep -q "replays only as seat 1" "$work/err.txt" || fail "no reason for refusing Ben: $(cat "$work/err.txt")"
if "$plateau" play barrage --text --load "$work/barrage-anna-copy.toml" </dev/null >/dev/null 2>"$work/err.txt"; then
    fail "Anna's copy was resumed"
fi
grep -q "not resumed" "$work/err.txt" || fail "no reason for refusing to resume: $(cat "$work/err.txt")"
"$plateau" --lang fr play barrage --text --first 1 --players Anna,Ben --moves "@a4" >"$work/barrage-fr.txt" ||
    fail "a French Barrage game"
grep -q "Anna place : Maréchal en a4" "$work/barrage-fr.txt" || fail "the French catalog of Barrage is not used"

step "Colonel Blotto in the terminal: both generals choose at once, each unseen"
"$plateau" play blotto --text --players "Anna,Ben" --moves "4-1-1 2-2-2" >"$work/blotto-people.txt" ||
    fail "two people's Blotto round failed"
grep -q "Round 1: Anna 4-1-1 against Ben 2-2-2; Ben takes 2 fields to 1" "$work/blotto-people.txt" ||
    fail "the round was not resolved: $(tail -5 "$work/blotto-people.txt")"
# Ben types at the terminal while the bot Anna has chosen: her split is not shown before his.
printf '2-2-2\nquit\n' | "$plateau" play blotto --text --seed 4 --players "Anna=bot:random,Ben" \
    >"$work/blotto-ben.txt" || fail "Ben's Blotto round against a bot failed"
prompt=$(grep -n "Ben, your move" "$work/blotto-ben.txt" | head -1 | cut -d: -f1)
[ -n "$prompt" ] || fail "Ben was not asked: $(cat "$work/blotto-ben.txt")"
head -n "$prompt" "$work/blotto-ben.txt" | grep -q "Anna sends" && fail "Ben's terminal shows Anna's split before his"
grep -q "Round 1: Anna [0-9]-[0-9]-[0-9] against Ben 2-2-2" "$work/blotto-ben.txt" || fail "Ben's split was not played"
"$plateau" play blotto --text --seed 5 --players "Ann=bot:random,Bob=bot:mcts:easy" >"$work/blotto-bots.txt" ||
    fail "a Blotto game between bots failed"
grep -qE "won [0-9] rounds to|both generals won" "$work/blotto-bots.txt" || fail "the Blotto game did not end"
"$plateau" --lang nl play blotto --text --players Anna,Ben --moves "4-1-1 2-2-2" >"$work/blotto-nl.txt" ||
    fail "a Dutch Blotto game"
grep -q "Ronde 1: Anna 4-1-1 tegen Ben 2-2-2" "$work/blotto-nl.txt" || fail "the Dutch catalog of Blotto is not used"

write_settings 4.0  # fast animations for the window runs

# capture GAME FROM TO PLY MOVE ARGS…: in the window, click the piece on cell FROM, then
# cell TO; the move logged at PLY must be MOVE.
capture() {
    local game=$1 from=$2 to=$3 ply=$4 move=$5
    shift 5
    cat >"$work/$game-capture.script" <<SCRIPT
+5 wait-idle
+2 click-on cell:$from
+2 screenshot $work/$game-selected.png
+1 click-on cell:$to
+0 wait-idle
+2 screenshot $work/$game-captured.png
+1 quit
SCRIPT
    window "$game-capture" 1280x720 play "$game" --players Anna,Ben --first 1 "$@"
    grep -q "\"type\":\"move\".*\"ply\":$ply,.*\"move\":\"$move\"" "$log" ||
        fail "$game: the click on the piece and then on its square did not play $move"
}

step "draughts in the window: White's man on 28 takes on 19, picked with the mouse"
# After 32-28 19-23 White must take 28x19: the man (cell 27 is square 28), then 19.
capture draughts 27 18 2 28x19 --moves "32-28 19-23"

step "Ludo in the window: the red pawn on 17 takes the blue one on 23"
capture ludo 17 23 13 1 --moves "d6 1 d6 1 d6 1 d5 1 d6 1 d3 1 d6"

if [ -d "$menu_plugins" ] && [ -f "$race_plugin" ]; then
    step "the menu with eleven games: the shipped two, Race, the five examples, three copies"
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
+1 key Right
+1 key Right
+1 key Right
+1 key Right
+3 screenshot $work/menu-$size-focus.png
+1 key End
+1 key Up
+2 click-on Draughts
+3 screenshot $work/menu-$size-setup.png
+1 key Escape
+2 key End
+1 key Up
+1 key Right
+2 click-on Ludo
+3 quit
SCRIPT
        PLATEAU_PLUGIN_PATH="$work/menu/plugins" PLATEAU_DATA_PATH="$work/menu/data:$race_data" \
            window "menu-$size" "$size"
        grep -q '"type":"scene","frame":[0-9]*,"name":"menu","games":11,"failures":0' "$log" ||
            fail "$size: the menu does not show eleven games: $(grep '"name":"menu"' "$log" | head -1)"
        grep -q '"type":"scene".*"name":"setup","game":"draughts"' "$log" || fail "$size: Draughts could not be clicked"
        grep -q '"type":"scene".*"name":"setup","game":"ludo"' "$log" || fail "$size: Ludo could not be clicked"
        "$png_check" "$work"/menu-"$size"*.png || fail "$size: screenshots"
    done
fi

"$png_check" "$work"/draughts-*.png "$work"/ludo-*.png || fail "screenshots"
echo PASS
