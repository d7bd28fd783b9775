# Shared by the examples' window tests (sourced): a display (the caller's or a virtual
# one), fast animations, and `window NAME SIZE ARGS…` that plays $work/NAME.script and
# leaves the event log in $log. Needs $plateau and $work.
run() {
    if [ -n "${DISPLAY:-}" ]; then
        "$@"
    elif command -v xvfb-run >/dev/null; then
        xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
    else
        echo "SKIP: no DISPLAY and no xvfb-run: the window was not tried"
        exit 77
    fi
}
printf '[animation]\nspeed = 4.0\n[sound]\nenabled = false\n' >"$work/settings.toml"
window() {  # window NAME SIZE [ARGS…]: plays $work/NAME.script, the event log in $log
    local name=$1 size=$2
    shift 2
    log="$work/$name.jsonl"
    run "$plateau" --window-size "$size" --settings "$work/settings.toml" \
        --script "$work/$name.script" --event-log "$log" "$@" >"$log.out" 2>&1 ||
        { cat "$log.out"; fail "$name: the window failed"; }
    [ -s "$log" ] || { cat "$log.out"; fail "$name: no event log"; }
    grep -q '"type":"script_error"' "$log" && { grep script_error "$log"; fail "$name: a scripted click found nothing"; }
    return 0
}

