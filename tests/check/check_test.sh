#!/usr/bin/env bash
# `plateau check` as an author runs it: it must fail, with the reason, on a plugin that does
# not load, on one whose illegalReason disagrees with legalMoves and on one that breaks a
# clone, whose moves cannot be told apart or are picked from nothing, on one whose view
# leaks a secret, and pass on a correct one and on every game shipped (Goose, Quoridor, Race).
set -uo pipefail
plateau=$1 flawed=$2 test_plugins=$3 test_data=$4
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_STATE_HOME="$scratch/state"
failures=0

# expect STATUS PATTERN -- ARGS…: runs plateau with ARGS, checks its exit status and output.
expect() {
    local status=$1 pattern=$2
    shift 3
    "$plateau" "$@" > "$scratch/out" 2>&1
    local got=$?
    if [ "$got" != "$status" ] || ! grep -qE -- "$pattern" "$scratch/out"; then
        echo "FAILED: plateau $* exited $got (wanted $status), output without /$pattern/:"
        sed 's/^/    /' "$scratch/out" | head -40
        failures=$((failures + 1))
    else
        echo "ok: plateau $* -> $got, /$pattern/"
    fi
}

expect 1 "FAIL .*does not load: .*cannot find my data" -- check "$test_plugins/libplateau_throwing.so"
expect 1 "does not load: .*ABI 99" -- check "$test_plugins/libplateau_bad_abi.so"
expect 1 "does not load: .*not a Plateau plugin" -- check "$test_plugins/libplateau_no_entry.so"
expect 1 "does not load: no such file" -- check "$scratch/libplateau_missing.so"
expect 1 "\[illegal-reason\].*illegalReason accepts code" -- check "$flawed/libplateau_flawed_illegal_reason.so"
expect 1 "\[clone\]" -- check "$flawed/libplateau_flawed_clone.so"
expect 1 "\[input\].*share their source, destination and label 'Add'" -- check "$flawed/libplateau_flawed_same_label.so"
expect 1 "\[target\].*is picked from piece 1 of 1" -- check "$flawed/libplateau_flawed_input_range.so"
expect 0 "^PASS flawed_none" -- check "$flawed/libplateau_flawed_none.so"
# A game's own run of throws (plugin ABI 3.3) that draws otherwise than the host; a plugin
# that says ABI 3.2 is never asked for one.
expect 1 "\[chance-run\].*throw 1 of a run: playChances played" -- check "$flawed/libplateau_climb_abi3.so"
expect 0 "^PASS climb_abi2" -- check "$flawed/libplateau_climb_abi2.so"
# The information contract (SDK 0.3): a view that leaks another seat's secret, a sampler
# that disagrees with what the player saw, a secret the game's type does not declare.
expect 0 "^PASS secret_none" -- check "$flawed/libplateau_secret_none.so"
expect 1 "\[secrets\].*the text player 2 sees changes with a secret" -- check "$flawed/libplateau_secret_leakytext.so"
expect 1 "\[secrets\].*the board player 2 sees changes with a secret" -- check "$flawed/libplateau_secret_leakyboard.so"
expect 1 "\[resample\].*resampled for player 1 shows them another text" -- check "$flawed/libplateau_secret_badresample.so"
expect 1 "\[information\].*is hidden \(hideMove\) but the game's type says" -- check "$flawed/libplateau_secret_undeclaredsecret.so"
# play --text --json prints only what its viewer may see: Ben, to guess, reads that Anna
# hid a number, not which one; once he has guessed, everybody may read it.
PLATEAU_PLUGIN_PATH="$flawed" "$plateau" play secret_none --text --json --players "Anna,Ben" \
    --first 1 --seed 1 --moves "hide3 guess2" > "$scratch/secret.json" 2>&1
python3 - "$scratch/secret.json" <<'PY' || { echo "FAILED: play --json shows a secret"; sed 's/^/    /' "$scratch/secret.json"; failures=$((failures + 1)); }
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
moves = [l for l in lines if l["type"] == "move"]
events = [l["text"] for l in lines if l["type"] == "event"]
assert moves[0]["move"] == "a secret move", moves
assert "Anna hides a number" in events and "Anna hides 3" not in events, events
assert moves[1]["move"] == "guess2", moves
assert any("it was 3" in e for e in events), events
PY
echo "ok: play --text --json redacts the hidden number"
expect 1 '"ok": false' -- check --json "$flawed/libplateau_flawed_clone.so"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert not d["ok"] and any(p["check"]=="clone" for p in d["problems"]), d' "$scratch/out" \
    || { echo "FAILED: --json report"; failures=$((failures + 1)); }

# By id: the shipped games from the program's own search path, Race from the test data.
expect 0 "^PASS goose" -- check goose
expect 0 "^PASS quoridor" -- check quoridor
PLATEAU_PLUGIN_PATH="$test_plugins" PLATEAU_DATA_PATH="$test_data" \
    expect 0 "^PASS race" -- check race
# A guided first game (games/<id>/tutorial.toml) is read and played through: a good one
# passes, a bad one fails the check with its file, line and reason.
cp -r "$test_data" "$scratch/data"
printf 'variant = "classic"\n[[step]]\ntext = "Hello"\n' >"$scratch/data/race/tutorial.toml"
PLATEAU_PLUGIN_PATH="$test_plugins" PLATEAU_DATA_PATH="$scratch/data" \
    expect 0 "ok   tutorial: 1 steps played through" -- check race
printf 'variant = "classic"\n[[step]]\ntext = "Hello"\ncells = [100000]\n' \
    >"$scratch/data/race/tutorial.toml"
PLATEAU_PLUGIN_PATH="$test_plugins" PLATEAU_DATA_PATH="$scratch/data" \
    expect 1 "FAIL tutorial: .*race/tutorial.toml:4:[0-9]+: cells" -- check race
PLATEAU_PLUGIN_PATH="$test_plugins" PLATEAU_DATA_PATH="$scratch/data" \
    expect 1 '"ok": false' -- check --json race
expect 0 "ok   tutorial: 13 steps" -- check goose
expect 0 "ok   tutorial: 12 steps" -- check quoridor
# An id whose plugin failed to load gives that plugin's reason.
PLATEAU_PLUGIN_PATH="$test_plugins" PLATEAU_DATA_PATH="$test_data" \
    expect 1 "does not load: .*cannot find my data" -- check throwing

[ "$failures" = 0 ] || { echo "$failures failed"; exit 1; }
echo "all passed"
