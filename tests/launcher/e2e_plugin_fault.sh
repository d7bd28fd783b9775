#!/usr/bin/env bash
# A plugin that throws in the middle of a game (issue 16, item 11): the window stays up,
# goes back to the menu saying "The game stopped: …", and the game was autosaved.
#   e2e_plugin_fault.sh PLATEAU PNG_CHECK WORKDIR FAULTY_PLUGIN_DIR
source "$(dirname "$0")/e2e_common.sh"
faulty=$4
export PLATEAU_PLUGIN_PATH=$faulty XDG_CACHE_HOME="$work/cache" PLATEAU_PROBE_TIMEOUT_MS=5000

cat > "$work/fault.script" <<SCRIPT
240 screenshot $work/stopped.png
250 quit
SCRIPT
# Two random bots; the plugin's legalMoves throws from move 3 on (explode_at=3).
run "$plateau" --window-size 1280x720 --script "$work/fault.script" \
    --event-log "$work/events.jsonl" \
    play faulty_late_throw --set explode_at=3 --players bot:random,bot:random \
    >"$work/out.txt" 2>&1
code=$?
cat "$work/out.txt"
[ "$code" = 0 ] || fail "the window ended with $code (before: terminate, 134)"
grep -q '"game_stopped"' "$work/events.jsonl" || fail "no game_stopped event"
grep -q 'the count went wrong' "$work/events.jsonl" || fail "the reason is not logged"
grep -q 'the game stopped: the count went wrong' "$work/out.txt" || fail "the reason is not shown"
# Every unfinished game has an autosave of its own.
save=$(ls "$work"/state/plateau/saves/autosave-*.toml 2>/dev/null | head -n 1)
[ -n "$save" ] || fail "the game was not saved"
grep -q '^moves = \[' "$save" || fail "the save holds no moves"
"$png_check" "$work/stopped.png" >/dev/null || fail "no screenshot of the menu"

# A board view with no cells, whose pawns stand on cells that do not exist: the window
# draws no board, follows the pointer over it, and shows the result (it used to crash
# there, placing the result panel away from the winner's pawn).
cat > "$work/empty.script" <<SCRIPT
10 hover-on board
+5 click-on board
+5 key Tab
+1 key Enter
300 screenshot $work/empty_result.png
+5 key Enter
+60 screenshot $work/empty_after.png
+5 quit
SCRIPT
run "$plateau" --window-size 800x600 --script "$work/empty.script" \
    --event-log "$work/empty.jsonl" \
    play faulty_empty_board --players bot:random,bot:random >"$work/empty_out.txt" 2>&1
code=$?
cat "$work/empty_out.txt"
[ "$code" = 0 ] || fail "the window ended with $code on a game with no board (before: 139)"
grep -q '"game_over"' "$work/empty.jsonl" || fail "the game with no board did not reach its end"
grep -q '"scene","frame":[0-9]*,"name":"result"' "$work/empty.jsonl" ||
    fail "no result screen for the game with no board"
"$png_check" "$work/empty_result.png" >/dev/null || fail "no screenshot of the result"
echo "PASS"
