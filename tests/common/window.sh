# Shared by the scripts that drive the window (sourced): a display (the caller's or a
# virtual one), failing with a message, the settings of a scripted run and the run itself.
# The functions need $plateau and $work when they are called.
run() {
    if [ -n "${DISPLAY:-}" ]; then
        "$@"
    elif command -v xvfb-run >/dev/null; then
        # -noreset: a server whose last client leaves keeps its root properties (a test
        # sets the work area with xprop before the window connects).
        xvfb-run -a -s "-screen 0 1920x1080x24 -noreset" "$@"
    else
        echo "SKIP: no DISPLAY and no xvfb-run: the window was not tried"
        exit 77
    fi
}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# $work/settings.toml for scripted runs: no sound, and the animations at SPEED if given
# (as shipped otherwise).
write_settings() {  # write_settings [SPEED]
    printf '[sound]\nenabled = false\n' >"$work/settings.toml"
    [ $# -eq 0 ] || printf '[animation]\nspeed = %s\n' "$1" >>"$work/settings.toml"
}

# One scripted window run: it must exit 0 (or $expect), write its event log ($log) and find
# everything its script clicks (a click that finds nothing ends the run with 3). The
# settings are $work/settings.toml unless $settings names others.
window() {  # window NAME SIZE [ARGS…]: plays $work/NAME.script, the event log in $log
    local name=$1 size=$2 expected=${expect:-0}
    shift 2
    log="$work/$name.jsonl"
    local code=0  # set -e callers too
    run "$plateau" --window-size "$size" --settings "${settings:-$work/settings.toml}" \
        --script "$work/$name.script" --event-log "$log" "$@" >"$log.out" 2>&1 || code=$?
    [ $code -eq "$expected" ] || { cat "$log.out"; fail "$name run exited with $code, not $expected"; }
    [ -s "$log" ] || { cat "$log.out"; fail "$name run: no event log"; }
    [ "$expected" -ne 0 ] || ! grep -q '"type":"script_error"' "$log" ||
        { grep script_error "$log"; fail "$name run: a scripted click found nothing"; }
}
