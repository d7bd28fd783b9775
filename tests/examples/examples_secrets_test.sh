#!/usr/bin/env bash
# The examples with secrets played to the end in the window by two people at one screen,
# in a small and a large window: Barrage (secret pieces) and Colonel Blotto (choices made
# at once). Before each person acts, the screen is handed over ("Pass the screen to Ben")
# with the board hidden; an undo that gives the turn back to the other person hands the
# screen over again, so it never shows one person the other's secrets. Screenshots of each
# person's view for looking at. Runs in the folder the examples test installed into.
#   examples_secrets_test.sh WORKDIR PNG_CHECK
set -euo pipefail
source "$(dirname "$0")/installed_examples.sh" "$1" "$2" barrage secrets
grep -q "Pass the screen to {0}" "$plateau" ||
    { echo "SKIP: this plateau has no hand-over screen"; exit 77; }
shots=$work/secrets
mkdir -p "$shots"

# The order of the scenes the run went through, and its moves, from its event log.
scenes() { grep -o '"name":"hand_over","seat":[0-9]' "$log" | sed 's/.*://' | tr -d '\n'; }
moves() { grep -o '"type":"move",[^}]*"move":"[^"]*"' "$log" | sed 's/.*"move":"//; s/"$//' | tr '\n' ' '; }

# Barrage: Anna's setup (Marshal a4, General b4, Scouts e4 and j1, Miner f4, Spy i4, Bomb
# a1, Flag b1), Ben's (his Flag on a7), then Anna's Marshal walks up the a-file and takes
# the flag. Cells are squares (a1 is 0, a10 is 90). Ben undoes Anna's first move once.
barrage_script() {  # barrage_script SIZE
    local size=$1 out=$shots/barrage-$1
    {
        echo "+5 wait-idle"
        echo "+2 screenshot $out-1-pass-to-anna.png"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        for cell in 30 31 34 9 35 38 0 1; do echo "+1 click-on cell:$cell"; echo "+0 wait-idle"; done
        echo "+2 screenshot $out-2-pass-to-ben.png"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-3-ben-sets-up.png"
        for cell in 69 61 64 99 65 68 94 60; do echo "+1 click-on cell:$cell"; echo "+0 wait-idle"; done
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-4-anna-plays.png"
        echo "+1 click-on cell:30"; echo "+1 click-on cell:40"; echo "+0 wait-idle"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-5-ben-plays.png"
        # Ben takes Anna's move back: the turn is hers again, so the screen goes back to her.
        echo "+1 click-on Undo"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-6-undo-pass-to-anna.png"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        for pair in "30 40" "61 71" "40 50" "71 61" "50 60"; do
            set -- $pair
            echo "+1 click-on cell:$1"; echo "+1 click-on cell:$2"; echo "+0 wait-idle"
            [ "$2" = 60 ] || { echo "+1 click-on Show"; echo "+0 wait-idle"; }
        done
        echo "+5 wait-idle"
        echo "+2 screenshot $out-7-end.png"
        echo "+1 quit"
    } >"$work/barrage-secrets-$size.script"
}

# Colonel Blotto, three rounds: each general's split in turn, the screen handed over
# before each. Split cells: 9 + the split's index (4-1-1 is 13, 2-2-2 is 21, 1-1-4 is 25,
# 0-3-3 is 33, 6-0-0 is 9). Ben takes round 1, Anna rounds 2 and 3.
blotto_script() {  # blotto_script SIZE
    local size=$1 out=$shots/blotto-$1
    {
        echo "+5 wait-idle"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        echo "+1 click-on cell:13"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-1-pass-to-ben.png"
        echo "+1 click-on Show"
        echo "+0 wait-idle"
        echo "+2 screenshot $out-2-ben-chooses.png"
        echo "+1 click-on cell:21"
        echo "+0 wait-idle"
        # The later hand-overs with the keyboard: Enter shows the board.
        for cell in 25 33 21 9; do
            echo "+1 key Enter"; echo "+0 wait-idle"
            echo "+1 click-on cell:$cell"; echo "+0 wait-idle"
        done
        echo "+5 wait-idle"
        echo "+2 screenshot $out-3-end.png"
        echo "+1 quit"
    } >"$work/blotto-secrets-$size.script"
}

for size in 800x600 1920x1080; do
    step "Barrage at $size: two people, their setups unseen by each other, to the flag"
    barrage_script "$size"
    window "barrage-secrets-$size" "$size" play barrage --players Anna,Ben --first 1
    # Hand-overs: Anna, Ben (his setup), Anna (her first move), Ben, Anna again after his
    # undo, then one before each move (Ben, Anna, Ben, Anna).
    [ "$(scenes)" = "010101010" ] || fail "$size: the screen was handed over as $(scenes), not 010101010"
    grep -q '"type":"undo"' "$log" || fail "$size: Ben's undo did not happen"
    # Each army's last setup move (Anna's Flag on b1, Ben's on a7) is made just before the
    # screen goes to the other person: no square may be marked as the last move then.
    marked=$(sed -n '1,/"ply":16,/p' "$log" | grep '"last_move_marks"' | grep -cE '"cells":\[(1|60)\]' || true)
    [ "$marked" = 0 ] || fail "$size: a secret setup move is marked on the other person's board"
    grep -q '"last_move_marks","frame":[0-9]*,"cells":\[30\]' "$log" ||
        fail "$size: Anna's own setup move is not marked on her board"
    grep -q '"type":"game_over".*"winners":\[0\]' "$log" || fail "$size: Anna did not win: $(moves)"
    grep -q "Anna captured Ben's flag" "$log" || fail "$size: the flag was not captured: $(moves)"
    # A piece turns over on the board when the game changes it, never because the screen
    # shows another person's view: a flip would show the last person's pieces on its way.
    ! grep -q '"type":"piece_flips"' "$log" ||
        fail "$size: pieces turned over when the screen was handed over: $(grep piece_flips "$log")"

    step "Colonel Blotto at $size: three rounds, each split chosen unseen"
    blotto_script "$size"
    window "blotto-secrets-$size" "$size" play blotto --players Anna,Ben --set rounds=3
    [ "$(scenes)" = "010101" ] || fail "$size: the screen was handed over as $(scenes), not 010101"
    [ "$(moves)" = "4-1-1 2-2-2 1-1-4 0-3-3 2-2-2 6-0-0 " ] || fail "$size: the splits played were $(moves)"
    grep -q '"type":"game_over".*"winners":\[0\]' "$log" || fail "$size: Anna did not win 2 rounds to 1"
done

# Anna's copy of a Barrage game saved mid-game, watched in the window: her pieces shown, Ben's
# as backs, whatever the size.
"$plateau" play barrage --text --first 1 --seed 3 --players Anna,Ben --save "$work/secrets-save.toml" \
    --moves "@a4 @b4 @e4 @j1 @f4 @i4 @a1 @b1 @j7 @b7 @e7 @j10 @f7 @i7 @e10 @a7 a4-a5 b7-b8" \
    </dev/null >/dev/null || fail "a Barrage game was not saved"
for size in 800x600 1920x1080; do
    step "Anna's copy of a saved Barrage game watched in the window at $size"
    {
        echo "+5 wait-idle"
        echo "+1 click-on Last"
        echo "+0 wait-idle"
        echo "+2 screenshot $shots/barrage-replay-anna-$size.png"
        echo "+1 quit"
    } >"$work/barrage-replay-$size.script"
    window "barrage-replay-$size" "$size" replay "$work/secrets-save.toml" --seat 1
    grep -q '"name":"replay"' "$log" || fail "$size: the replay did not open"
    grep -q '"type":"replay_ply","frame":[0-9]*,"ply":18' "$log" || fail "$size: the replay did not go to its end"
done

# The hand-over screens are alike by design (a name, a colour and a count apart): each is
# checked on its own, the players' views against each other.
"$png_check" $(ls "$shots"/*.png | grep -v pass-to) || fail "screenshots"
for shot in "$shots"/*pass-to*.png; do "$png_check" "$shot" || fail "$shot"; done
echo PASS
