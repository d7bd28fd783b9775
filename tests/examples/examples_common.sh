# Shared by the examples' window tests (sourced): the window helpers of tests/common, fast
# animations and no sound. Needs $plateau and $work.
source "$(dirname "${BASH_SOURCE[0]}")/../common/window.sh"
printf '[animation]\nspeed = 4.0\n[sound]\nenabled = false\n' >"$work/settings.toml"
