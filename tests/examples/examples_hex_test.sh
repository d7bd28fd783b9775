#!/usr/bin/env bash
# Chinese checkers (examples/chinese_checkers, built and installed by examples_test.sh)
# played to the end in the window: seat 0 by a person's clicks (the marble, then its hole),
# the other seats by the game's own bot; one seed gives the terminal and the window the same
# bot moves, so the terminal's game says where to click. Three players at 800x600, six at
# 1920x1080, with screenshots of a picked marble, the last move and the end.
#   examples_hex_test.sh WORKDIR PNG_CHECK
set -euo pipefail
source "$(dirname "$0")/installed_examples.sh" "$1" "$2" chinese_checkers hex

hex_game() {  # hex_game NAME SIZE PLAYERS(window) PLAYERS(terminal) ARGS…
    local name=$1 size=$2 window_players=$3 text_players=$4
    shift 4
    "$plateau" play chinese_checkers --text --json --first 1 "$@" --players "$text_players" \
        >"$work/$name-text.jsonl" || fail "$name: the terminal game failed"
    grep -q '"type":"result"' "$work/$name-text.jsonl" || fail "$name: the terminal game did not end"
    python3 "$(dirname "$0")/hex_game_script.py" "$work/$name-text.jsonl" "$work/$name.script" \
        "$work/$name" || fail "$name: no script"
    window "$name" "$size" play chinese_checkers --first 1 "$@" --players "$window_players"
    grep -q '"type":"game_over"' "$log" || fail "$name: the window's game did not end"
    diff <(grep '"type":"move"' "$work/$name-text.jsonl" | sed 's/.*"move":"\([^"]*\)".*/\1/') \
        <(grep '"type":"move"' "$log" | sed 's/.*"move":"\([^"]*\)".*/\1/') >"$work/$name.diff" ||
        fail "$name: the window's game is not the terminal's (see $work/$name.diff)"
    # Every move of seat 0 came from the clicks (the terminal's keys are sorted, the window's not).
    python3 - "$work/$name-text.jsonl" "$log" <<'PY' || fail "$name: not every move of seat 0 was clicked"
import json, sys
text = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
window = [json.loads(l) for l in open(sys.argv[2]) if l.startswith("{")]
seat0 = sum(1 for e in text if e.get("type") == "move" and e["player"] == 0)
clicked = sum(1 for e in window if e.get("type") == "move" and e["player"] == 0 and e["by"] == "human")
print(f"{sum(1 for e in window if e.get('type') == 'move')} moves, {clicked} clicked by seat 0, played to the end")
sys.exit(0 if seat0 == clicked > 0 else 1)
PY
    "$png_check" "$work/$name"-*.png || fail "$name: screenshots"
}

step "three players at 800x600: Anna clicks, two greedy bots"
hex_game hex-800 800x600 "Anna,Ben=bot:greedy,Cas=bot:greedy" \
    "Anna=bot:greedy,Ben=bot:greedy,Cas=bot:greedy" --variant classic --seed 3
step "six players at 1920x1080: Anna clicks, five greedy bots"
hex_game hex-1920 1920x1080 "Anna,Ben=bot:greedy,Cas=bot:greedy,Dan=bot:greedy,Eva=bot:greedy,Fay=bot:greedy" \
    "Anna=bot:greedy,Ben=bot:greedy,Cas=bot:greedy,Dan=bot:greedy,Eva=bot:greedy,Fay=bot:greedy" \
    --variant free --seed 4
echo PASS
