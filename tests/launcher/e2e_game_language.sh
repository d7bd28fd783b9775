#!/usr/bin/env bash
# A change of language during a game re-renders its texts (issue 31, 2): the log's lines and
# "Last move" are the game's events written again in the language chosen, not the lines of
# the language they were made in; the menu's line about the game left speaks the language
# chosen after it. Real keys and clicks at 800x600 and 1920x1080.
#   e2e_game_language.sh PLATEAU PNG_CHECK WORKDIR
source "$(dirname "$0")/e2e_common.sh"
export XDG_CACHE_HOME="$work/cache"
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C.UTF-8

# The text of the first line of type $1 after the first line matching $2 in $log.
after() {
    awk -v from="$2" -v type="\"type\":\"$1\"" 'index($0, from) { on = 1; next } on && index($0, type) { print; exit }' "$log"
}

for size in 800x600 1920x1080; do
    write_settings 4.0  # the language as the system's (English) at each start
    {
        echo "+5 wait-idle"
        for i in $(seq 6); do echo "+2 key Space"; echo "+0 wait-idle"; done
        echo "+2 screenshot $work/en-$size.png"
        echo "+1 key Escape"
        echo "+3 click-on Settings"
        echo "+3 click-on language-"  # as the system → Русский (the list's end)
        echo "+3 click-on Save"
        echo "+3 key Escape"
        echo "+3 wait-idle"
        echo "+2 screenshot $work/ru-$size.png"
        echo "+1 key Space"
        echo "+0 wait-idle"
        echo "+2 click-on Menu"
        echo "+3 screenshot $work/menu-ru-$size.png"
        echo "+1 click-on Settings"
        echo "+3 click-on language-"  # Русский → Nederlands
        echo "+3 click-on Save"
        echo "+3 screenshot $work/menu-nl-$size.png"
        echo "+1 quit"
    } >"$work/game-$size.script"
    window "game-$size" "$size" play goose --variant ganzenbord --players Anna,Bram --seed 3
    grep -q '"type":"status".*"text":"Last move: Anna throws' "$log" ||
        fail "$size: no English last move before the switch: $(grep '"type":"status"' "$log" | head -n 3)"
    grep -q '"type":"language".*"code":"ru"' "$log" || fail "$size: Russian was not chosen"
    # Right after the switch, before any new move: the same last move, in Russian.
    status=$(after status '"code":"ru"')
    echo "$status" | grep -q '"text":"Последний ход: [^"]*бросает' ||
        fail "$size: the last move was not written again in Russian: $status"
    echo "$status" | grep -Eq 'throws|goes|gooit' && fail "$size: English words under the Russian label: $status"
    shown=$(after log_shown '"code":"ru"')
    echo "$shown" | grep -q '"newest":"[^"]*бросает' || fail "$size: the log's newest line is not Russian: $shown"
    # Every line of the log, not only the newest: the first one (the draw for who starts).
    echo "$shown" | grep -q '"oldest":"[^"]*бросает [^"]*, чтобы решить, кто начинает' ||
        fail "$size: the log's first line is not Russian: $shown"
    # A move after the switch, and the menu's line about the game left, in Russian.
    grep -q '"type":"menu_notice".*"text":"[^"]*после' "$log" ||
        fail "$size: the menu's notice is not Russian: $(grep menu_notice "$log")"
    # The menu's line again after choosing Dutch there.
    notice=$(after menu_notice '"code":"nl"')
    echo "$notice" | grep -q 'staat bij Opgeslagen spellen' || fail "$size: the menu's notice stayed Russian: $notice"
    "$png_check" "$work/en-$size.png" "$work/ru-$size.png" "$work/menu-ru-$size.png" \
        "$work/menu-nl-$size.png" >/dev/null || fail "$size: screenshots"
done
echo "PASS"
