#!/usr/bin/env bash
# Settings → Language applies at once (issue 14): the Settings screen itself, and the
# screens under it, change language without a restart; Save keeps the choice for the next
# run; Cancel goes back to the language before; --lang wins for one run.
#   e2e_language.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
export XDG_CACHE_HOME="$work/cache"
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C.UTF-8

# The language choice steps: as the system (English here), English, Français, Nederlands, Русский.
cat > "$work/choose.script" <<SCRIPT
5 click-on Settings
+3 click-on language
+3 click-on language
+3 screenshot $work/settings-fr.png
+1 click-on Save
+3 screenshot $work/menu-fr.png
+1 click-on Saved games
+3 screenshot $work/saves-fr.png
+1 quit
SCRIPT
run "$plateau" --window-size 1280x720 --script "$work/choose.script" \
    --event-log "$work/choose.jsonl" >"$work/choose.txt" 2>&1 || { cat "$work/choose.txt"; fail "the window failed"; }
grep -q '"type":"title".*"text":"Plateau — Settings"' "$work/choose.jsonl" ||
    fail "Settings did not open in English"
grep -q '"type":"language".*"code":"fr"' "$work/choose.jsonl" || fail "French was not chosen"
# At once: the Settings screen's own title turns French before anything is saved.
grep -q '"type":"title".*"text":"Plateau — Réglages"' "$work/choose.jsonl" ||
    fail "the Settings screen did not turn French at once"
grep -q '"type":"settings_saved".*"language":"fr"' "$work/choose.jsonl" || fail "the choice was not saved"
grep -q '"type":"title".*"text":"Plateau — Parties enregistrées"' "$work/choose.jsonl" ||
    fail "the next screen is not in French"
grep -q "language = 'fr'" "$work/config/plateau/settings.toml" || fail "settings.toml does not keep the language"
for shot in settings-fr menu-fr saves-fr; do
    "$png_check" "$work/$shot.png" >/dev/null || fail "no screenshot $shot"
done

# The next run starts in French; Cancel after choosing Dutch goes back to French.
cat > "$work/cancel.script" <<SCRIPT
5 click-on Settings
+3 click-on language
+3 click-on Cancel
+2 click-on Saved games
+3 quit
SCRIPT
run "$plateau" --window-size 800x600 --script "$work/cancel.script" \
    --event-log "$work/cancel.jsonl" >"$work/cancel.txt" 2>&1 || { cat "$work/cancel.txt"; fail "the window failed"; }
grep -q '"type":"title".*"text":"Plateau — Réglages"' "$work/cancel.jsonl" || fail "the kept language was not used"
grep -q '"type":"language".*"code":"nl"' "$work/cancel.jsonl" || fail "Dutch was not tried"
grep -q '"type":"title".*"text":"Plateau — Instellingen"' "$work/cancel.jsonl" || fail "Dutch did not show at once"
grep -q '"type":"title".*"text":"Plateau — Parties enregistrées","language":"fr"' "$work/cancel.jsonl" ||
    fail "Cancel did not go back to French"

# --lang wins over the settings for one run.
cat > "$work/lang.script" <<SCRIPT
5 click-on Saved games
+3 quit
SCRIPT
run "$plateau" --lang ru --window-size 800x600 --script "$work/lang.script" \
    --event-log "$work/lang.jsonl" >"$work/lang.txt" 2>&1 || { cat "$work/lang.txt"; fail "the window failed"; }
grep -q '"type":"title".*"text":"Plateau — Сохранённые партии"' "$work/lang.jsonl" || fail "--lang ru did not win"
echo "PASS"
