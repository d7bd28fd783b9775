#!/usr/bin/env bash
# End-to-end: the setup screen's statistics (issue 13). They come in the background once
# the setup is shown, and change with the player count and the kind of player; long
# Russian lines fit the panel (measured by the window); a game that throws in play gives
# "No statistics" and its reason, and the window goes on. Screenshots at 800x600 and
# 1920x1080.
#   e2e_statistics.sh PLATEAU PNG_CHECK WORKDIR FAULTY_PLUGIN_DIR
source "$(dirname "$0")/e2e_common.sh"
faulty=$4

stats() { grep '"type":"setup_statistics"' "$log"; }
# Every layout of new figures: all lines shown, none wider than the panel.
fits() {
    local layouts
    layouts=$(grep '"type":"setup_statistics_layout"' "$log")
    [ -n "$layouts" ] || fail "$1: the figures were never laid out"
    echo "$layouts" | grep -q '"cut":true' && fail "$1: statistics cut: $layouts"
    echo "$layouts" | awk -F'"widest":|,"width":|}' '{ if ($2 + 0 > $3 + 0) bad = 1 } END { exit bad }' ||
        fail "$1: a line wider than the panel: $layouts"
    return 0
}

for lang in en ru; do
    printf '[sound]\nenabled = false\n[interface]\nlanguage = "%s"\n' "$lang" >"$work/$lang.toml"
    for size in 800x600 1920x1080; do
        # The Goose: 2 players, then 3 (one more click on the stepper), then 6.
        cat >"$work/goose-$lang-$size.script" <<SCRIPT
10 click-on goose
+2 wait-idle
+2 screenshot $work/goose-$lang-$size.png
+1 click-on players+
+2 wait-idle
+1 click-on players+
+1 click-on players+
+1 click-on players+
+2 wait-idle
+2 screenshot $work/goose6-$lang-$size.png
+1 quit
SCRIPT
        settings="$work/$lang.toml" window "goose-$lang-$size" "$size"
        figures=$(stats)
        [ "$(echo "$figures" | wc -l)" = 3 ] || fail "goose $lang $size: expected figures for 2, 3 and 6 players: $figures"
        echo "$figures" | head -n 1 | grep -q '"players":2' || fail "goose $lang $size: first figures not for 2 players"
        echo "$figures" | sed -n 2p | grep -q '"players":3' || fail "goose $lang $size: second figures not for 3 players"
        echo "$figures" | sed -n 3p | grep -q '"players":6' ||
            fail "goose $lang $size: clicks in a row did not give one computation for 6 players"
        echo "$figures" | grep -q '"available":false' && fail "goose $lang $size: no figures: $figures"
        [ "$(echo "$figures" | sed 's/"frame":[0-9]*,//' | sort -u | wc -l)" = 3 ] ||
            fail "goose $lang $size: the figures did not change with the player count"
        fits "goose $lang $size"

        # Quoridor: a person against a person (who plays as the easy computer in the
        # quick games), then against the hard computer (three clicks in a row: one
        # computation).
        cat >"$work/quoridor-$lang-$size.script" <<SCRIPT
10 click-on quoridor
+2 wait-idle
+1 click-on kind:1
+1 click-on kind:1
+1 click-on kind:1
+2 wait-idle
+2 screenshot $work/quoridor-$lang-$size.png
+1 quit
SCRIPT
        settings="$work/$lang.toml" window "quoridor-$lang-$size" "$size"
        figures=$(stats)
        [ "$(echo "$figures" | sed 's/"frame":[0-9]*,//' | sort -u | wc -l)" = 2 ] ||
            fail "quoridor $lang $size: expected two different figures: $figures"
        fits "quoridor $lang $size"
    done
done
grep -q '"text":"About [0-9]* rounds · [0-9]* minutes\? (estimate) | Seat 1 wins [0-9]* % (fair: 33 %)' \
    "$work/goose-en-800x600.jsonl" || fail "the figures for 3 Goose players say something else: $(grep setup_statistics "$work/goose-en-800x600.jsonl")"
grep -q '"text":"Около' "$work/goose-ru-800x600.jsonl" || fail "the Russian figures are not in Russian"

# A game whose rules throw in play: the statistics say so, the screen goes on. (Its
# search bots meet another flaw first, a move list it never clears: random moves here.)
export PLATEAU_PLUGIN_PATH=$faulty XDG_CACHE_HOME="$work/cache" PLATEAU_PROBE_TIMEOUT_MS=5000
cat >"$work/fault.script" <<SCRIPT
240 click-on faulty_late_throw
+2 wait-idle
$(for seat in 0 1; do for i in 1 2 3 4; do echo "+1 click-on kind:$seat"; done; done)
+2 wait-idle
+1 click-on option:explode_at
+2 wait-idle
+2 screenshot $work/fault.png
+1 key Escape
+5 quit
SCRIPT
settings="$work/en.toml" window fault 800x600
figures=$(stats)
echo "$figures" | tail -n 2 | head -n 1 | grep -q '"available":true' ||
    fail "the count game with random moves has no figures: $figures"
echo "$figures" | tail -n 1 | grep -q '"text":"No statistics: the game failed (the count went wrong)."' ||
    fail "the game that throws: $figures"

"$png_check" "$work"/goose-*.png "$work"/goose6-*.png "$work"/quoridor-*.png "$work/fault.png" ||
    fail "screenshots"
echo "PASS"
