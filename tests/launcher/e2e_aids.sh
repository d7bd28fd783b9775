#!/usr/bin/env bash
# Quoridor's aids (issue 31): A turns each pawn's shortest path on; a wall placed leaves its
# player's pile beside the board one wall shorter; the box beside the board turns the paths
# off and on again, and the settings keep them on. At 800x600 and 1920x1080, with
# screenshots.
#   e2e_aids.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"

for size in 800x600 1920x1080; do
    write_settings 4.0
    cat >"$work/aids-$size.script" <<SCRIPT
+5 wait-idle
+1 screenshot $work/start-$size.png
+1 key A
+1 screenshot $work/paths-$size.png
+1 click-on move:e3h
+0 wait-idle
+2 screenshot $work/wall-$size.png
+1 click-on aid:paths
+1 click-on aid:paths
+1 quit
SCRIPT
    window "aids-$size" "$size" play quoridor --players "Anna,Bram=bot:quoridor:easy" --first 1
    # The piles: ten walls each at the start, Anna's nine once her wall is in its slot.
    grep -q '"type":"piles".*"counts":\[10,10\]' "$log" || fail "$size: no piles of ten walls at the start"
    grep -q '"type":"piles".*"counts":\[9,' "$log" || fail "$size: Anna's pile did not shrink after her wall"
    # The paths: on by the key (two paths of nine squares on the open board), off and on
    # by the box.
    shown=$(grep '"type":"aids"' "$log" | sed 's/.*"shown":"\([^"]*\)".*/\1/' | tr '\n' ' ')
    [ "$shown" = "paths  paths " ] || fail "$size: the aids went '$shown', not on, off, on"
    grep -q '"type":"aids".*"marks":18' "$log" || fail "$size: the first paths are not 2 x 9 squares"
    grep -q "quoridor/paths" "$work/settings.toml" || fail "$size: the settings do not keep the paths on"
    for shot in start paths wall; do
        "$png_check" "$work/$shot-$size.png" >/dev/null || fail "$size: screenshot $shot"
    done
    # Opened again, the game shows the paths at once: A now turns them off.
    printf '+5 wait-idle\n+1 key A\n+1 quit\n' >"$work/again-$size.script"
    window "again-$size" "$size" play quoridor --players "Anna,Bram=bot:quoridor:easy" --first 1
    grep -q '"type":"aids".*"shown":"","marks":0' "$log" ||
        fail "$size: the paths kept on were not shown when the game opened again: $(grep '"aids"' "$log")"
    echo "$size: paths on and off, piles 10 -> 9"
done
echo "PASS"
