#!/usr/bin/env bash
# The Goose's guided first game (issue 31), played through with real keys and clicks: the
# first visit offers it (once), the steps go on with Space, the person's throws fall as the
# tutorial says (the Bridge, the Well), the computer's come by themselves (a goose, a goose
# chain), a click on the wrong square when the Well is asked is refused with the step's
# words, and the last step goes back to the setup. A second visit asks nothing. Screenshots
# of a step pointing at the board at 800x600 and 1920x1080.
#   e2e_tutorial_goose.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings 4.0

for size in 800x600 1920x1080; do
    rm -f "$work/tutorials-offered"
    rm -rf "$work/state"
    cat >"$work/goose-$size.script" <<SCRIPT
10 click-on goose
+5 wait-idle
+2 screenshot $work/offer-$size.png
+1 click-on Guided game
+5 wait-idle
+1 key Space
+3 key Space
+5 wait-idle
+1 key Space
+5 wait-idle
+1 key Space
+5 wait-idle
+2 click-on cell:30
+3 click-on cell:31
+3 key Space
+5 wait-idle
+4 screenshot $work/chain-$size.png
+1 key Space
+3 key Space
+5 wait-idle
+1 key Space
+5 wait-idle
+4 screenshot $work/end-$size.png
+1 key Space
+5 wait-idle
+2 quit
SCRIPT
    window "goose-$size" "$size"
    steps=$(grep -c '"type":"tutorial_step"' "$log")
    [ "$steps" = 13 ] || fail "$size: $steps steps shown, not 13: $(grep tutorial_ "$log" | tail -3)"
    grep -q '"type":"tutorial_done"' "$log" || fail "$size: the guided game did not finish"
    grep -q '"type":"tutorial_wrong".*"step":6,"tried":"cell:30","text":"That is not the Well' "$log" ||
        fail "$size: the wrong square was not refused with the step's words"
    [ "$(grep -c '"type":"tutorial_wrong"' "$log")" = 1 ] || fail "$size: more than one refusal"
    # The throws the tutorial gives, in order, the person's and the computer's.
    throws=$(grep '"type":"move"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/' | tr '\n' ' ')
    [ "$throws" = "4+2 2+3 5+3 1+3 6+5 4+5 " ] || fail "$size: throws $throws"
    grep -q '"type":"scene".*"name":"setup"' "$log" || fail "$size: not back at the setup"
    for shot in offer chain end; do
        "$png_check" "$work/$shot-$size.png" >/dev/null || fail "$size: screenshot $shot"
    done
    # A second visit: no question.
    printf '10 click-on goose\n+5 wait-idle\n+1 quit\n' >"$work/again-$size.script"
    window "again-$size" "$size"
    ! grep -q '"name":"tutorial_offer"' "$log" || fail "$size: offered twice"
    echo "$size: 13 steps, one refusal, throws $throws"
done
echo "PASS"
