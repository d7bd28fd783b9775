#!/usr/bin/env bash
# The screen does not run ahead of the pawn (issue 31, 6): "Last move" and the turn of the
# next player ("Throwing…") appear when the pieces of a move have landed, and the next
# throw comes after that. A person (Space) against a bot, at the shipped animation speed,
# at 800x600 and 1920x1080.
#   e2e_pace.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 1.0

# Reads the event log in order: after each move, until the next "landed", nothing may say
# what the move did or whose turn is next, and no other move may come.
check_pace() {
    # What the screen says in the frame the pieces land in is logged just before "landed".
    awk '
        function frame(line) { match(line, /"frame":[0-9]+/); return substr(line, RSTART + 8, RLENGTH - 8) + 0 }
        /"type":"move"/ {
            if (walking) { print "a move before the last one landed: " $0; bad = 1 }
            walking = 1; n = 0; moves++; next
        }
        /"type":"landed"/ {
            for (i = 0; i < n; i++) if (frame(said[i]) < frame($0)) { print "before landing: " said[i]; bad = 1 }
            walking = 0; n = 0; landed++; next
        }
        walking && /"type":"status".*"text":"Last move: / { said[n++] = $0 }
        walking && /"type":"hint".*"text":"(Throwing|Thinking)/ { said[n++] = $0 }
        END {
            if (moves < 6) { print "only " moves " moves"; bad = 1 }
            if (landed < 6) { print "only " landed " landings"; bad = 1 }
            exit bad
        }' "$log"
}

for size in 800x600 1920x1080; do
    {
        echo "+5 wait-idle"
        for i in $(seq 4); do echo "+2 key Space"; echo "+12 screenshot $work/walking-$size-$i.png"; echo "+0 wait-idle"; done
        echo "+2 screenshot $work/landed-$size.png"
        echo "+1 quit"
    } >"$work/pace-$size.script"
    window "pace-$size" "$size" play goose --variant ganzenbord --players "Anna,Bram=bot:random" --seed 3
    problems=$(check_pace) || fail "$size: the screen ran ahead of the pawn: $problems"
    # What a move did is said once it has landed.
    grep -q '"type":"status".*"text":"Last move: Bram throws' "$log" || fail "$size: the bot's move was never said"
    "$png_check" "$work/walking-$size-2.png" "$work/landed-$size.png" >/dev/null || fail "$size: screenshots"
done
echo "PASS"
