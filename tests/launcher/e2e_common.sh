# Shared by the end-to-end scripts (sourced): arguments, a fresh work folder, and the
# window helpers of tests/common (a display, failing with a message, a scripted run).
#   SCRIPT PLATEAU PNG_CHECK WORKDIR
set -u
plateau=$1
png_check=$2
work=$3
rm -rf "$work"
mkdir -p "$work"

source "$(dirname "${BASH_SOURCE[0]}")/../common/window.sh"

# Settings, logs and saves of a run stay in the work folder.
export XDG_CONFIG_HOME="$work/config" XDG_STATE_HOME="$work/state"

# The guided first game's one-time question on a game's first visit (issue 31) is for new
# players; these scripts play as returning ones (e2e_tutorial_*.sh remove this to be asked).
printf 'goose\nquoridor\n' >"$work/tutorials-offered"
