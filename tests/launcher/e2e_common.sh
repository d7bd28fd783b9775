# Shared by the end-to-end scripts (sourced): arguments, a fresh work folder, a display
# (the caller's or a virtual one), and failing with a message.
#   SCRIPT PLATEAU PNG_CHECK WORKDIR
set -u
plateau=$1
png_check=$2
work=$3
rm -rf "$work"
mkdir -p "$work"

run() {
    if [ -n "${DISPLAY:-}" ]; then
        "$@"
    elif command -v xvfb-run >/dev/null; then
        xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
    else
        echo "SKIP: no DISPLAY and no xvfb-run"
        exit 77
    fi
}

fail() {
    echo "FAIL: $*"
    exit 1
}

# Settings, logs and saves of a run stay in the work folder.
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"

# One scripted window run with $work/settings.toml: it must exit 0, write its event log
# ($log) and find everything its script clicks.
window() {  # window NAME SIZE [ARGS…]: plays $work/NAME.script, the event log in $log
    local name=$1 size=$2
    shift 2
    log="$work/$name.jsonl"
    run "$plateau" --window-size "$size" --settings "$work/settings.toml" \
        --script "$work/$name.script" --event-log "$log" "$@" >"$log.out" 2>&1
    local code=$?
    [ $code -eq 0 ] || { cat "$log.out"; fail "$name run exited with $code"; }
    [ -s "$log" ] || { cat "$log.out"; fail "$name run: no event log"; }
    grep -q '"type":"script_error"' "$log" && { grep script_error "$log"; fail "$name run: a scripted click found nothing"; }
    return 0
}
