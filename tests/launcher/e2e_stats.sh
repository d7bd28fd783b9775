#!/usr/bin/env bash
# A record of one's games (issue 31): the statistics screen reads the history's finished
# games (planted ones, a broken file and one played here with real clicks), shows Anna's
# figures, rating and plots, goes to the next player with Right and with a click on the
# player, back with Left, and closes with Escape and with Enter on Back. An empty history
# says so. Ratings are per game: Quoridor's shows in its row, Goose (no rated bot) has none.
# A game won here: "Statistics" on its result opens Anna's record (the first person at
# the table), the game just won counted, and Escape comes back to the result. Real keys and
# clicks at 800x600 and 1920x1080, with screenshots.
#   e2e_stats.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

history="$work/state/plateau/history"
plant() {  # plant FILE GAME VARIANT RESULT DAY-TIME SEAT…  (SEAT: name=controller)
    local file=$1 game=$2 variant=$3 result=$4 when=$5
    shift 5
    {
        printf "game = '%s'\nvariant = '%s'\nplugin_version = '1.0.0'\nseed = '1'\nfirst_player = 1\n" \
            "$game" "$variant"
        printf "result = '%s'\nmoves = [%s]\n" "$result" "$(seq -f "'m%g'" -s ', ' 1 "${MOVES:-20}")"
        for seat in "$@"; do printf "\n[[players]]\nname = '%s'\ncontroller = '%s'\n" "${seat%%=*}" "${seat#*=}"; done
        printf "\n[save]\nsaved_at = 2026-12-01T%s:00Z\n" "$when"
    } >"$history/$file"
}

# An empty history first: a friendly word, no figures.
for size in 800x600 1920x1080; do
    printf '+5 click-on Statistics\n+1 wait-idle\n+5 screenshot %s\n+1 key Escape\n+3 quit\n' "$work/empty-$size.png" \
        >"$work/empty-$size.script"
    window "empty-$size" "$size"
    grep -q '"type":"scene".*"name":"statistics","games":0,"skipped":0,"players":0' "$log" ||
        fail "$size: the empty statistics screen: $(grep statistics "$log")"
    grep -q '"type":"statistics_closed"' "$log" && tail -n 3 "$log" | grep -q '"type":"title".*"text":"Plateau"' ||
        fail "$size: Escape did not go back to the menu"
done

mkdir -p "$history"
MOVES=120 plant g1.toml goose classic 'Anna won: Anna reached square 63' 10:00 Anna=human Ben=human
MOVES=84 plant g2.toml goose classic 'Anna won: Anna reached square 63' 11:00 Ben=human Anna=human
MOVES=31 plant q1.toml quoridor standard 'Anna won: Anna reached the far side' 12:00 \
    Anna=human Computer=bot:quoridor:medium
MOVES=44 plant q2.toml quoridor standard 'Computer won: Computer reached the far side' 13:00 \
    Anna=human Computer=bot:quoridor:hard
printf 'not [ a record' >"$history/broken.toml"

# One game played here: Quoridor 5x5 without walls, Anna walks to the far side and wins;
# then Statistics on the result (a click at 800x600, the S key at 1920x1080), Escape back
# to the result, Escape to the menu.
play_and_look() {  # play_and_look SIZE GAMES: GAMES in the history once this one is saved
    local size=$1 games=$2 open="click-on Statistics"
    [ "$size" = 800x600 ] || open="key S"
    {
        echo "+4 wait-idle"
        for move in c2 d5 c3 d4 c4 d3 c5; do printf '+1 click-on move:%s\n+0 wait-idle\n' "$move"; done
        printf '+40 screenshot %s\n' "$work/result-$size.png"
        printf '+1 %s\n+1 wait-idle\n+5 screenshot %s\n' "$open" "$work/from-result-$size.png"
        printf '+1 key Escape\n+5 screenshot %s\n+1 key Escape\n+3 quit\n' "$work/back-$size.png"
    } >"$work/quoridor-$size.script"
    window "quoridor-$size" "$size" play quoridor --set board_size=5 --set walls_per_player=0 \
        --players Anna,Bram --first 1
    grep -q '"type":"game_over".*"winners":\[0\]' "$log" || fail "$size: Anna did not win the game played"
    grep -q '"type":"result_statistics".*"player":"Anna"' "$log" ||
        fail "$size: Statistics on the result did not open Anna's record: $(grep -c result_statistics "$log")"
    grep -q '"type":"scene".*"name":"statistics","games":'"$games"',"skipped":1' "$log" ||
        fail "$size: the history read from the result: $(grep '"name":"statistics"' "$log")"
    grep '"type":"statistics_player"' "$log" | head -n 1 | grep -q '"name":"Anna"' ||
        fail "$size: the record shown first is not Anna's"
    # Escape: the statistics close onto the result, then the result goes to the menu.
    sed -n '/"type":"statistics_closed"/,$p' "$log" | grep -m 1 '"type":"title"' | grep -q '"text":"Plateau — Result' ||
        fail "$size: Escape did not come back to the result: $(sed -n '/statistics_closed/,$p' "$log" | grep -m 1 title)"
    tail -n 3 "$log" | grep -q '"type":"title".*"text":"Plateau"' || fail "$size: not in the menu at the end"
    # The result, the statistics over it, the result again (the same picture as before).
    "$png_check" "$work/result-$size.png" "$work/from-result-$size.png" >/dev/null &&
        "$png_check" "$work/from-result-$size.png" "$work/back-$size.png" >/dev/null ||
        fail "$size: screenshots from the result"
}
play_and_look 800x600 5

for size in 800x600 1920x1080; do
    cat >"$work/stats-$size.script" <<SCRIPT
+5 click-on Statistics
+1 wait-idle
+5 screenshot $work/anna-$size.png
+1 key Right
+5 screenshot $work/ben-$size.png
+1 click-on player
+3 key Left
+3 key Left
+3 key Tab
+1 key Enter
+5 click-on Statistics
+1 wait-idle
+3 click-on Back
+3 quit
SCRIPT
    window "stats-$size" "$size"
    grep -q '"type":"scene".*"name":"statistics","games":5,"skipped":1,"players":3' "$log" ||
        fail "$size: the history read: $(grep '"name":"statistics"' "$log")"
    players=$(grep '"type":"statistics_player"' "$log")
    # Anna: won, won, won (medium), lost (hard), won (played here): 4 of 5, best run 3;
    # rated against medium (1,500: +30.3) and hard (2,100: -0.07) from 1,000.
    echo "$players" | sed -n 1p | grep -q '"name":"Anna","played":5,"won":4,"drawn":0,"lost":1,"streak":1,"best_streak":3,"rated_games":2,"ratings":"quoridor:1030/2","rows":2,"row_ratings":"–;1,030"' ||
        fail "$size: Anna's figures: $(echo "$players" | sed -n 1p)"
    echo "$players" | sed -n 2p | grep -q '"name":"Ben","played":2,"won":0,"drawn":0,"lost":2,"streak":0,"best_streak":0,"rated_games":0,"ratings":"","rows":1' ||
        fail "$size: Right did not show Ben: $(echo "$players" | sed -n 2p)"
    echo "$players" | sed -n 3p | grep -q '"name":"Bram","played":1,"won":0,"drawn":0,"lost":1' ||
        fail "$size: a click on the player did not show Bram: $(echo "$players" | sed -n 3p)"
    echo "$players" | sed -n 4p | grep -q '"name":"Ben"' || fail "$size: Left did not go back to Ben"
    echo "$players" | sed -n 5p | grep -q '"name":"Anna"' || fail "$size: Left did not go back to Anna"
    # Tab: from the player to Back; Enter on it goes back, as does a click.
    [ "$(grep -c '"type":"statistics_closed"' "$log")" = 2 ] || fail "$size: Enter on Back and a click on Back did not close it"
    tail -n 3 "$log" | grep -q '"type":"title".*"text":"Plateau"' || fail "$size: not back in the menu"
    "$png_check" "$work/anna-$size.png" "$work/ben-$size.png" "$work/empty-$size.png" >/dev/null ||
        fail "$size: screenshots"
done
# In French: the numbers grouped with a narrow no-break space (1 030), the texts translated.
printf '+5 click-on Statistics\n+1 wait-idle\n+5 screenshot %s\n+1 key Escape\n+3 quit\n' \
    "$work/anna-fr-800x600.png" >"$work/stats-fr.script"
window stats-fr 800x600 --lang fr
grep '"type":"statistics_player"' "$log" | head -n 1 |
    grep -q '"name":"Anna".*"ratings":"quoridor:1030/2".*"row_ratings":"–;1'$'\xc2\xa0''030"' ||
    fail "French: Anna's record: $(grep -m 1 '"type":"statistics_player"' "$log")"
grep -q '"type":"title".*"text":"Plateau — Statistiques"' "$log" || fail "French: the screen's title"
"$png_check" "$work/anna-fr-800x600.png" "$work/anna-800x600.png" >/dev/null || fail "French: screenshot"
# In Russian, the longest headings: every column as wide as its own heading.
printf '+5 click-on Statistics\n+1 wait-idle\n+5 screenshot %s\n+1 key Escape\n+3 quit\n' \
    "$work/anna-ru-800x600.png" >"$work/stats-ru.script"
window stats-ru 800x600 --lang ru
grep -q '"type":"title".*"text":"Plateau — Статистика"' "$log" || fail "Russian: the screen's title"
"$png_check" "$work/anna-ru-800x600.png" "$work/anna-800x600.png" >/dev/null || fail "Russian: screenshot"

# The second game won here, at the large size: six in the history, Anna has won 5 of 6.
play_and_look 1920x1080 6
grep '"type":"statistics_player"' "$log" | head -n 1 |
    grep -q '"name":"Anna","played":6,"won":5,.*"ratings":"quoridor:1030/2"' ||
    fail "1920x1080: Anna's record from the result: $(grep -m 1 '"type":"statistics_player"' "$log")"
echo "PASS"
