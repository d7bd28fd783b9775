#!/usr/bin/env bash
# Figures, not a pass/fail test (issue 31): how long the statistics screen takes to read a
# history of 100 and 1,000 finished games (Quoridor, 60 moves each, a person and a rated
# bot) on its worker thread, how soon its first frame comes ("Reading your games…"), and
# when the figures are on screen: the event log's read_ms, since_open_ms and ready_ms.
#   stats_bench.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0
history="$work/state/plateau/history"
moves=$(seq -f "'m%g'" -s ', ' 1 60)
for count in 100 1000; do
    rm -rf "$history"
    mkdir -p "$history"
    for i in $(seq 1 "$count"); do
        {
            printf "game = 'quoridor'\nvariant = 'standard'\nplugin_version = '1.0.0'\nseed = '%d'\n" "$i"
            printf "first_player = 1\nresult = 'Anna won: Anna reached the far side'\nwinners = [1]\n"
            printf "moves = [%s]\n" "$moves"
            printf "\n[[players]]\nname = 'Anna'\ncontroller = 'human'\n"
            printf "\n[[players]]\nname = 'Computer'\ncontroller = 'bot:quoridor:medium'\n"
            printf "\n[save]\nsaved_at = 2026-12-01T%02d:%02d:00Z\n" $((i / 60 % 24)) $((i % 60))
        } >"$history/game-$i.toml"
    done
    for run in 1 2 3; do
        printf '+5 click-on Statistics\n+1 wait-idle\n+3 quit\n' >"$work/bench-$count.script"
        window "bench-$count" 800x600
        shown=$(grep -o '"type":"statistics_shown".*' "$log" | grep -o '"since_open_ms":[0-9.]*' | cut -d: -f2)
        read=$(grep -o '"name":"statistics".*' "$log" | grep -o '"read_ms":[0-9.]*' | cut -d: -f2)
        ready=$(grep -o '"name":"statistics".*' "$log" | grep -o '"ready_ms":[0-9.]*' | cut -d: -f2)
        games=$(grep -o '"name":"statistics","games":[0-9]*' "$log" | grep -o '[0-9]*$')
        echo "statistics: $count finished games (read $games): read ${read} ms, first frame after ${shown} ms, figures on screen after ${ready} ms (run $run)"
    done
    # Not timed (writing a PNG takes longer than the read): the screen while it reads.
    printf '+5 click-on Statistics\n+1 screenshot %s\n+1 wait-idle\n+3 quit\n' \
        "$work/reading-$count.png" >"$work/look-$count.script"
    window "look-$count" 800x600
done
