#!/usr/bin/env bash
# Who is stuck where (issue 31, 4): a pawn whose turns pass it by (PlayerView::waiting) has
# a badge on the board with the player's status in the game's words, and the panel's line
# "Computer · random moves · trapped in The Well" is not cut: the game's words get a line of
# their own when both do not fit. At 800x600 and 1920x1080, in English and Russian.
#   e2e_waiting.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

# Anna (a bot) throws 6+1 from 24 into the Well at 31; Bram (a person) is to throw.
moves="1+2 6+6 2+3 1+1 6+1 3+3 3+2 4+2 2+2 2+5 6+1"
for lang in en ru; do
    for size in 800x600 1920x1080; do
        {
            echo "+5 wait-idle"
            echo "+2 screenshot $work/well-$lang-$size.png"
            echo "+1 key Space"
            echo "+0 wait-idle"
            echo "+2 screenshot $work/well-after-$lang-$size.png"
            echo "+1 quit"
        } >"$work/well-$lang-$size.script"
        window "well-$lang-$size" "$size" --lang "$lang" play goose --variant ganzenbord \
            --players "Anna=bot:random,Bram" --first 1 --moves "$moves"
        case $lang in
            en) words='trapped in The Well' ;;
            ru) words='в ловушке: Колодец' ;;
        esac
        grep -q "\"type\":\"badges\".*\"players\":\[0\],\"cells\":\[31\],\"texts\":\"[^\"]*$words" "$log" ||
            fail "$lang $size: no badge by Anna's pawn in the Well: $(grep '"type":"badges"' "$log" | head -n 3)"
        grep '"type":"badges"' "$log" | grep -qv '"cut_player_lines":0' &&
            fail "$lang $size: a player's line is cut: $(grep '"type":"badges"' "$log" | grep -v '"cut_player_lines":0' | head -n 1)"
        # Still there after Bram's throw, and only Anna's.
        [ "$(grep '"type":"badges"' "$log" | tail -n 1 | grep -c '"players":\[0\]')" = 1 ] ||
            fail "$lang $size: the badge went after Bram's throw: $(grep '"type":"badges"' "$log" | tail -n 1)"
        "$png_check" "$work/well-$lang-$size.png" "$work/well-after-$lang-$size.png" >/dev/null ||
            fail "$lang $size: screenshots"
    done
done
echo "PASS"
