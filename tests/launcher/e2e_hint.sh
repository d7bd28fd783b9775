#!/usr/bin/env bash
# A hint (issue 31, Quoridor's aids): H at a person's turn says the move a computer would
# play and marks where it goes; the move is legal (played by a click in a second run from
# the same position). Generic: the game's own bot, or the generic search. Against the easy
# Quoridor computer, at 800x600 and 1920x1080.
#   e2e_hint.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

for size in 800x600 1920x1080; do
    printf '+5 wait-idle\n+1 key H\n+3 screenshot %s\n+1 quit\n' "$work/hint-$size.png" >"$work/hint-$size.script"
    window "hint-$size" "$size" play quoridor --players "Anna,Bram=bot:quoridor:easy" --first 1
    move=$(grep '"type":"hint_move"' "$log" | head -n 1 | sed 's/.*"move":"\([^"]*\)".*/\1/')
    [ -n "$move" ] || fail "$size: H gave no hint: $(grep -c . "$log") lines logged"
    grep -q "\"type\":\"status\".*\"text\":\"Hint: $move\"" "$log" || fail "$size: the hint $move is not said"
    # The move hinted is Anna's to play.
    printf '+5 wait-idle\n+1 click-on move:%s\n+0 wait-idle\n+1 quit\n' "$move" >"$work/play-$size.script"
    window "play-$size" "$size" play quoridor --players "Anna,Bram=bot:quoridor:easy" --first 1
    grep -q "\"type\":\"move\".*\"player\":0,\"move\":\"$move\"" "$log" || fail "$size: the hint $move could not be played"
    "$png_check" "$work/hint-$size.png" >/dev/null || fail "$size: screenshot"
    echo "$size: hint $move"
done
echo "PASS"
