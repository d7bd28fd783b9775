#!/usr/bin/env bash
# Saved games grown long (issue 31, 7): "By game" groups the rows by game (each newest
# first) and back; "Delete finished" asks first (No keeps them), then deletes every finished
# game and nothing else. Real clicks at 800x600 and 1920x1080.
#   e2e_saves_clean.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

# A finished Quoridor game (5x5, no walls) and a Goose game left after two throws, twice:
# newest first they alternate.
quoridor() {
    {
        echo "+4 wait-idle"
        for move in c2 d5 c3 d4 c4 d3 c5; do printf '+1 click-on move:%s\n+0 wait-idle\n' "$move"; done
        echo "+60 quit"
    } >"$work/quoridor.script"
    window quoridor 800x600 play quoridor --set board_size=5 --set walls_per_player=0 \
        --players Anna,Bram --first 1
    grep -q '"type":"game_over"' "$log" || fail "the Quoridor game did not end"
}
goose() {
    printf '+5 wait-idle\n+1 key Space\n+0 wait-idle\n+1 key Space\n+0 wait-idle\n+1 click-on Menu\n+3 quit\n' \
        >"$work/goose.script"
    window goose 800x600 play goose --players Anna,Bram
}
quoridor; sleep 1; goose; sleep 1; quoridor; sleep 1; goose

for size in 800x600 1920x1080; do
    # Newest first, as played; by game, the Goose's (Game of the Goose) before Quoridor's.
    newest="goose quoridor goose quoridor" grouped="goose goose quoridor quoridor"
    if [ "$size" != 800x600 ]; then
        quoridor; sleep 1; goose
        newest="goose quoridor goose goose" grouped="goose goose goose quoridor"
    fi
    finished=$(ls "$work/state/plateau/history" | wc -l)
    [ "$finished" -ge 1 ] || fail "$size: no finished games to delete ($finished)"
    cat >"$work/clean-$size.script" <<SCRIPT
5 click-on Saved games
+3 click-on By game
+3 screenshot $work/grouped-$size.png
+1 click-on Newest first
+2 click-on Delete finished
+3 screenshot $work/asked-$size.png
+1 click-on No
+2 click-on Delete finished
+2 click-on Yes
+3 screenshot $work/cleaned-$size.png
+1 quit
SCRIPT
    window "clean-$size" "$size"
    orders=$(grep '"type":"saves_order"' "$log")
    echo "$orders" | sed -n 1p | grep -q "\"by_game\":false,\"games\":\"$newest\"" ||
        fail "$size: newest first is not as played: $orders"
    echo "$orders" | sed -n 2p | grep -q "\"by_game\":true,\"games\":\"$grouped\"" ||
        fail "$size: By game does not group the games: $orders"
    echo "$orders" | sed -n 3p | grep -q '"by_game":false' || fail "$size: no way back to newest first: $orders"
    [ "$(grep -c '"type":"saves_clean_asked"' "$log")" = 2 ] || fail "$size: Delete finished did not ask twice"
    grep -q '"type":"saves_clean".*"deleted":0,"kept":true' "$log" || fail "$size: No did not keep them"
    grep -q "\"type\":\"saves_clean\".*\"deleted\":$finished,\"kept\":false,\"failure\":\"\"" "$log" ||
        fail "$size: Yes did not delete the $finished finished games: $(grep saves_clean "$log")"
    [ -z "$(ls "$work/state/plateau/history")" ] || fail "$size: finished games left in the history"
    [ "$(ls "$work/state/plateau/saves" | wc -l)" -ge 2 ] || fail "$size: unfinished games were deleted too"
    "$png_check" "$work/grouped-$size.png" "$work/asked-$size.png" "$work/cleaned-$size.png" >/dev/null ||
        fail "$size: screenshots"
done
echo "PASS"
