# What every window test of the installed examples starts with: the folder the examples
# test installed into (ctest fixture), the window helpers, and an environment that sees
# only that install, with settings and state of the test's own.
#   source installed_examples.sh WORKDIR PNG_CHECK PLUGIN_ID NAME
work=$1
png_check=$2
source "$(dirname "${BASH_SOURCE[0]}")/../common/window.sh"
step() { echo "--- $*"; }
prefix=$work/usr
plateau=$prefix/bin/plateau
[ -x "$plateau" ] && [ -f "$work/home/.local/share/plateau/plugins/libplateau_$3.so" ] ||
    fail "run examples_installed_sdk first: $3 is not installed in $work"
export HOME=$work/home LC_ALL=C.UTF-8
unset LANGUAGE XDG_DATA_HOME PLATEAU_PLUGIN_PATH PLATEAU_DATA_PATH PLATEAU_ASSETS_PATH
export XDG_DATA_DIRS=$work/no-system-data XDG_CONFIG_HOME=$work/config-$4 XDG_STATE_HOME=$work/state-$4
write_settings 4.0  # fast animations
