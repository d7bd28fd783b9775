#!/usr/bin/env bash
# Texts that change length still fit (issue 14), in every language at 800x600 and
# 1280x720: the play screen's status wraps instead of ending in "…" (a long Goose move as
# the last move, a refused Quoridor wall), the result's buttons and the setup's buttons
# keep their whole labels. The window says what it laid out in its event log.
#   e2e_text_fit.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
export XDG_CACHE_HOME="$work/cache"
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C.UTF-8
write_settings 4.0

for lang in en fr nl ru; do
    for size in 800x600 1280x720; do
        # Goose: the last move (a goose chain into the Well) once the pointer leaves the board.
        printf '5 wait-idle\n+5 hover-on cell:58\n+5 move 3 3\n+5 screenshot %s\n+1 quit\n' \
            "$work/goose-$lang-$size.png" >"$work/goose-$lang-$size.script"
        window "goose-$lang-$size" "$size" --lang "$lang" play goose --first 1 --dice "3,3 6,3 4,3 1,1 3,1 2,2"
        grep -q '"type":"status_layout".*"lines":[2-9],.*"cut":false' "$log" ||
            fail "$lang $size: the long last move did not wrap: $(grep status_layout "$log" | tail -n 1)"
        grep -q '"type":"status_layout".*"cut":true' "$log" && fail "$lang $size: the status was cut"
        "$png_check" "$work/goose-$lang-$size.png" >/dev/null || fail "$lang $size: no screenshot"

        # Quoridor: a refused wall says why, and the move once.
        printf '5 wait-idle\n+5 hover-on slot:19\n+5 quit\n' >"$work/wall-$lang-$size.script"
        window "wall-$lang-$size" "$size" --lang "$lang" play quoridor --first 1 --moves "e2 e8 e3h"
        grep -q '"type":"status_layout".*"cut":true' "$log" && fail "$lang $size: the refusal was cut"

        # The result, then the menu and the setup: no button label cut.
        printf '5 wait-idle\n+5 click-on move:c5\n+5 wait-idle\n+40 quit\n' >"$work/result-$lang-$size.script"
        window "result-$lang-$size" "$size" --lang "$lang" play quoridor --variant small --first 1 \
            --moves "c2 c4 c3 c5 c4 b5"
        grep -q '"type":"result_layout".*"cut_labels":0' "$log" ||
            fail "$lang $size: a result button is cut: $(grep result_layout "$log" | tail -n 1)"
        printf '5 click-on goose\n+5 quit\n' >"$work/setup-$lang-$size.script"
        window "setup-$lang-$size" "$size" --lang "$lang"
        grep -q '"type":"setup_layout".*"cut_labels":0' "$log" ||
            fail "$lang $size: a setup button is cut: $(grep setup_layout "$log" | tail -n 1)"
    done
done
echo "PASS"
