#!/usr/bin/env bash
# Clocks (issue 31): Quoridor with three seconds a move (--clock move:3). Anna's clock
# counts down on the panel while she thinks; she does not move, her flag falls, the game
# ends with "Anna lost on time" and the finished game is kept with its clocks and the
# flag; `plateau replay` of it says so at the end; Play again keeps the clock. The setup
# screen offers the clocks.
# A scripted run's clocks count its frames (60 a second), so the test does not depend
# on the machine's speed. At 800x600 and 1920x1080, with screenshots.
#   e2e_clock.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"

for size in 800x600 1920x1080; do
    write_settings 4.0
    rm -rf "$work/state"
    cat >"$work/clock-$size.script" <<SCRIPT
+5 wait-idle
+60 screenshot $work/clock-$size.png
+130 screenshot $work/low-$size.png
+60 wait-idle
+5 screenshot $work/lost-$size.png
+1 click-on Play again
+10 quit
SCRIPT
    window "clock-$size" "$size" play quoridor --players "Anna,Bram=bot:quoridor:easy" --first 1 \
        --clock move:3
    grep -q '"type":"flag_fell".*"player":0.*"reason":"Anna lost on time"' "$log" ||
        fail "$size: Anna's flag did not fall: $(grep -c . "$log") lines logged"
    grep -q '"type":"game_over","frame":[0-9]*,"winners":\[1\],"reason":"Anna lost on time"' "$log" ||
        fail "$size: the game did not end with Anna's loss on time: $(grep game_over "$log")"
    # No move was made before the flag fell, and it fell after three seconds of frames.
    frame=$(grep '"type":"flag_fell"' "$log" | sed 's/.*"frame":\([0-9]*\).*/\1/')
    [ "$frame" -ge 175 ] && [ "$frame" -le 200 ] || fail "$size: the flag fell at frame $frame, not after 3 s"
    ! grep -q '"type":"move".*"player":0' "$log" || fail "$size: Anna moved"
    # Play again: the same clock.
    [ "$(grep -c '"type":"clock".*"control":"move:3"' "$log")" = 2 ] || fail "$size: Play again lost the clock"
    # Kept in the history with its clock, each seat's time and the flag.
    kept=$(ls "$work"/state/plateau/history/*.toml 2>/dev/null | head -n 1)
    [ -n "$kept" ] || fail "$size: the finished game is not in the history"
    grep -q '^clock = .move:3.' "$kept" || fail "$size: no clock in $kept"
    grep -q '^flag_fallen = 0' "$kept" || fail "$size: no fallen flag in $kept"
    grep -q 'Anna lost on time' "$kept" || fail "$size: the result is not in $kept"
    "$plateau" replay "$kept" --text >"$work/replay-$size.txt" 2>&1 || fail "$size: replay --text failed"
    grep -q "Game over: Anna lost on time" "$work/replay-$size.txt" ||
        fail "$size: the replay does not end with the loss on time: $(tail -n 3 "$work/replay-$size.txt")"
    for shot in clock low lost; do
        "$png_check" "$work/$shot-$size.png" >/dev/null || fail "$size: screenshot $shot"
    done
    echo "$size: flag at frame $frame"
done

# The setup screen: a clock chosen there is the game's.
for size in 800x600 1920x1080; do
    write_settings 4.0
    rm -rf "$work/setups"  # what the setup screen remembers: the next part tests it
    cat >"$work/setup-$size.script" <<SCRIPT
+5 click-on Quoridor
+10 click-on clock
+5 click-on clock
+5 screenshot $work/setup-$size.png
+1 click-on Start
+30 screenshot $work/setup-game-$size.png
+1 quit
SCRIPT
    window "setup-$size" "$size"
    grep -q '"type":"setup_clock".*"index":2' "$log" || fail "$size: the setup screen offers no clock"
    grep -q '"type":"clock".*"control":"move:60"' "$log" || fail "$size: the game started without the clock chosen"
    # The next time, the setup screen offers the clock chosen last (issue 31).
    grep -q '^clock = .move:60.' "$work/setups/quoridor.toml" || fail "$size: the clock was not remembered"
    printf '+5 click-on Quoridor\n+10 click-on Start\n+30 quit\n' >"$work/again-$size.script"
    window "again-$size" "$size"
    grep -q '"type":"clock".*"control":"move:60"' "$log" || fail "$size: the clock chosen last was not offered again"
done
echo "PASS"
