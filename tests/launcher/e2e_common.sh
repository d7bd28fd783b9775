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
