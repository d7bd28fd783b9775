#!/usr/bin/env bash
# The setup screen for two people at Quoridor (issue 31, 9): the estimate of a game's length
# (a person choosing among a hundred moves takes longer than one choosing between two, so
# the minutes are no longer "1 minute"), and name fields wide enough for a name beside the
# long computer names (at 800x600 they had narrowed to 69 pixels). At 800x600 and 1920x1080.
#   e2e_estimate.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
write_settings

for size in 800x600 1920x1080; do
    cat >"$work/quoridor-$size.script" <<SCRIPT
10 click-on quoridor
+2 wait-idle
+2 screenshot $work/quoridor-$size.png
+1 quit
SCRIPT
    window "quoridor-$size" "$size"
    figures=$(grep '"type":"setup_statistics"' "$log" | head -n 1)
    echo "$figures" | grep -q '"players":2' || fail "$size: no figures for two people: $figures"
    minutes=$(echo "$figures" | grep -o '[0-9]* minutes\? (estimate)' | grep -o '^[0-9]*')
    [ -n "$minutes" ] || fail "$size: no minutes in the figures: $figures"
    [ "$minutes" -ge 4 ] || fail "$size: two people at Quoridor said to need $minutes minute(s): $figures"
    layout=$(grep '"type":"setup_layout"' "$log" | tail -n 1)
    width=$(echo "$layout" | grep -o '"name_width":[0-9]*' | grep -o '[0-9]*$')
    [ "${width:-0}" -ge 100 ] || fail "$size: the name fields are ${width:-?} pixels wide: $layout"
    "$png_check" "$work/quoridor-$size.png" >/dev/null || fail "$size: screenshot"
    echo "$size: $(echo "$figures" | grep -o '"text":"[^"]*"')"
done
echo "PASS"
