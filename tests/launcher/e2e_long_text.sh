#!/usr/bin/env bash
# Long text costs what it shows, not its length squared (issue 16, item 3): a save named
# with 100 000 characters, and the Saved games list opened. Before, elide measured the
# text once per character it removed and the list took over 120 s to appear (the
# test's time limit fails it); now each glyph is measured at most once.
#   e2e_long_text.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
export XDG_CACHE_HOME="$work/cache"
saves="$work/state/plateau/saves"
mkdir -p "$saves"
"$plateau" play goose --text --players Anna,Ben --dice "4,5 6,6" --save "$saves/long.toml" \
    >/dev/null 2>&1 || fail "could not make a save"
name=$(head -c 100000 /dev/zero | tr '\0' 'x')
grep -q '^\[save\]$' "$saves/long.toml" || fail "the save has no [save] table"
sed -i "s/^\[save\]\$/[save]\nname = \"$name\"/" "$saves/long.toml"

cat > "$work/long.script" <<SCRIPT
5 click-on Saved games
+5 screenshot $work/saves.png
+1 quit
SCRIPT
run "$plateau" --window-size 1280x720 --script "$work/long.script" \
    --event-log "$work/events.jsonl" >"$work/out.txt" 2>&1 || { cat "$work/out.txt"; fail "the window failed"; }
grep -q '"type":"scene".*"name":"saves","saves":1,"broken":0' "$work/events.jsonl" ||
    fail "Saved games did not list the long-named save"
"$png_check" "$work/saves.png" >/dev/null || fail "no screenshot of the list"
echo "PASS"
