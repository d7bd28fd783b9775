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
echo "PASS"
