#!/usr/bin/env bash
# Plateau as a person installs it: the Debian packages made from this build tree (CPack,
# no rebuild), unpacked into a scratch root, then run from there as a user with an empty
# home. Checks the program, both shipped games, the man page, the desktop files, the
# Race example built against the -dev package with find_package and with pkg-config, and
# a plugin dropped into $XDG_DATA_HOME/plateau/plugins.
# Without dpkg-deb (not a Debian system), the install components stand in for the packages.
set -euo pipefail
build_dir=$(cd "$1" && pwd)
source_dir=$(cd "$2" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
fail() { echo "FAIL: $*" >&2; exit 1; }
step() { echo "--- $*"; }

mkdir -p "$root" "$scratch/packages"
if command -v dpkg-deb > /dev/null; then
    step "cpack -G DEB"
    (cd "$build_dir" && cpack -G DEB -B "$scratch/packages" > "$scratch/cpack.log" 2>&1) ||
        { cat "$scratch/cpack.log"; fail "cpack failed"; }
    runtime_deb=$(ls "$scratch"/packages/plateau_*.deb)
    dev_deb=$(ls "$scratch"/packages/plateau-dev_*.deb)
    # Each package holds its own part only: they install apart.
    dpkg-deb -c "$runtime_deb" | grep -E ' \./usr/(include|lib/cmake|lib/pkgconfig)/' &&
        fail "SDK files in the runtime package (an SDK install() without COMPONENT dev?)"
    dpkg-deb -c "$dev_deb" | grep -E ' \./usr/(bin|lib/plateau/plugins|share/plateau)/.' &&
        fail "runtime files in the -dev package"
    depends=$(dpkg-deb -f "$runtime_deb" Depends)
    for lib in libc6 libstdc++6 libsfml-graphics libtomlplusplus libspdlog; do
        [[ $depends == *"$lib"* ]] || fail "plateau's Depends lacks $lib: $depends"
    done
    version=$(dpkg-deb -f "$runtime_deb" Version)
    [[ $(dpkg-deb -f "$dev_deb" Depends) == *"plateau (= $version)"* ]] || fail "plateau-dev does not depend on plateau (= $version)"
    if command -v lintian > /dev/null; then
        step "lintian (no error allowed)"
        lintian_rc=0
        lintian --fail-on error "$runtime_deb" "$dev_deb" > "$scratch/lintian.txt" 2>&1 || lintian_rc=$?
        grep -v "running with root privileges" "$scratch/lintian.txt" || true
        [ "$lintian_rc" = 0 ] || fail "lintian reports errors"
    fi
    dpkg-deb -x "$runtime_deb" "$root"
    dpkg-deb -x "$dev_deb" "$root"
else
    step "no dpkg-deb: cmake --install of the components"
    for component in runtime dev; do
        cmake --install "$build_dir" --prefix "$root/usr" --component $component > /dev/null
    done
    version=$("$root/usr/bin/plateau" --version | awk '{print $2}')
fi
usr=$root/usr
for f in bin/plateau lib/libplateau.so lib/cmake/plateau/plateauConfig.cmake \
         lib/cmake/plateau/plateauTargets-release.cmake lib/pkgconfig/plateau.pc \
         include/plateau/game.hpp include/plateau/export.hpp share/man/man1/plateau.1.gz \
         share/applications/plateau.desktop share/icons/hicolor/scalable/apps/plateau.svg \
         share/icons/hicolor/48x48/apps/plateau.png share/doc/plateau/copyright \
         share/doc/plateau/changelog.gz share/doc/plateau-dev/copyright \
         share/doc/plateau-dev/examples/race/CMakeLists.txt; do
    [ -e "$usr/$f" ] || fail "missing from the packages: /usr/$f"
done
ls "$usr"/share/metainfo/*.metainfo.xml > /dev/null || fail "no AppStream metainfo"
# The window's fonts: copies, or links that resolve once installed (fonts-dejavu-core).
for font in "$usr"/share/plateau/assets/fonts/DejaVuSans.ttf "$usr"/share/plateau/assets/fonts/DejaVuSans-Bold.ttf; do
    if [ -L "$font" ]; then
        target=$(realpath -m "/usr/share/plateau/assets/fonts/$(readlink "$font")")
        [ -f "$target" ] || fail "$(basename "$font") links to $target, which is not installed"
    else
        [ -f "$font" ] || fail "missing font $font"
    fi
done

# A person with an empty home, nothing of the machine's own Plateau in sight.
export HOME=$scratch/home
mkdir -p "$HOME"
export LC_ALL=C.UTF-8
unset LANGUAGE XDG_DATA_HOME XDG_CONFIG_HOME XDG_STATE_HOME PLATEAU_PLUGIN_PATH PLATEAU_DATA_PATH PLATEAU_ASSETS_PATH DISPLAY
export XDG_DATA_DIRS=$scratch/no-system-data
plateau=$usr/bin/plateau

step "plateau --version"
"$plateau" --version | tee "$scratch/version.txt"
grep -q "^plateau $version " "$scratch/version.txt" || fail "--version does not say $version"

step "plateau list: the shipped games"
"$plateau" list --json > "$scratch/list.json"
python3 - "$scratch/list.json" "$usr" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
games = {g["id"]: g for g in data["games"]}
assert {"goose", "quoridor"} <= set(games), f"shipped games missing: {sorted(games)}"
for id in ("goose", "quoridor"):
    assert games[id]["origin"] == "program", games[id]["origin"]
    assert games[id]["file"].startswith(sys.argv[2] + "/lib/plateau/plugins/"), games[id]["file"]
    assert games[id]["variants"], f"{id}: no variant (data not found)"
assert data["failed_plugins"] == [], data["failed_plugins"]
print("games:", sorted(games))
PY
"$plateau" --lang fr list > "$scratch/list-fr.txt"
grep -q "Jeu de l'oie" "$scratch/list-fr.txt" || fail "the packaged French catalogs are not found"
"$plateau" play quoridor --text --moves "1. e2 e8 2. e3 e7" > "$scratch/play.txt" ||
    fail "a scripted Quoridor game from the packages failed"

step "man plateau (from the package) says all that plateau --help says"
python3 "$source_dir/tests/install/man_test.py" "$plateau" "$usr/share/man/man1/plateau.1.gz"

if command -v desktop-file-validate > /dev/null; then
    step "desktop-file-validate, appstreamcli validate"
    desktop-file-validate "$usr/share/applications/plateau.desktop"
    appstreamcli validate --no-net --pedantic "$usr"/share/metainfo/*.metainfo.xml
fi

step "the Race example from plateau-dev, built with find_package(plateau)"
example=$usr/share/doc/plateau-dev/examples/race
cmake -S "$example" -B "$scratch/race" -DCMAKE_PREFIX_PATH="$usr" -DCMAKE_BUILD_TYPE=Release \
    > "$scratch/configure.log" || { cat "$scratch/configure.log"; fail "configure"; }
grep -q "$usr/lib/cmake/plateau" "$scratch/race/CMakeCache.txt" || fail "find_package took another plateau"
cmake --build "$scratch/race" -j 2 > "$scratch/build.log" || { cat "$scratch/build.log"; fail "build"; }

step "a plugin dropped into \$XDG_DATA_HOME/plateau/plugins (default ~/.local/share)"
cmake --install "$scratch/race" --prefix "$HOME/.local" > /dev/null
[ -f "$HOME/.local/share/plateau/plugins/libplateau_race.so" ] || fail "the example did not install into ~/.local/share/plateau/plugins"
"$plateau" list --json > "$scratch/list2.json"
python3 - "$scratch/list2.json" "$HOME" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
games = {g["id"]: g for g in data["games"]}
race = games.get("race")
assert race, f"the dropped-in plugin was not found: {sorted(games)} {data['failed_plugins']}"
assert race["origin"] == "XDG_DATA_HOME", race["origin"]
assert race["file"] == sys.argv[2] + "/.local/share/plateau/plugins/libplateau_race.so", race["file"]
assert race["variants"] and race["variants"][0]["options"][0]["key"] == "goal", "Race's data not found"
assert {"goose", "quoridor"} <= set(games)
assert data["failed_plugins"] == [], data["failed_plugins"]
print("games:", sorted(games), "race from", race["file"])
PY
"$plateau" play race --text --players Anna,Ben --set goal=3 --moves "d3 +3" > "$scratch/race.txt" ||
    fail "the dropped-in Race plugin does not play"
grep -q "Anna wins" "$scratch/race.txt" || fail "the Race game did not end with Anna's win"

step "pkg-config plateau"
export PKG_CONFIG_PATH=$usr/lib/pkgconfig
[ "$(pkg-config --modversion plateau)" = "$version" ] || fail "pkg-config --modversion"
cat > "$scratch/folders.cpp" <<'CPP'
#include <iostream>
#include <plateau/search_folders.hpp>
int main() {
    for (const auto& f : plateau::pluginSearchFolders())
        std::cout << f.path.string() << " " << plateau::originName(f.origin) << "\n";
}
CPP
# shellcheck disable=SC2046
c++ "$scratch/folders.cpp" -o "$scratch/folders" $(pkg-config --cflags --libs plateau)
LD_LIBRARY_PATH=$usr/lib "$scratch/folders" > "$scratch/folders.txt" || fail "a program built with pkg-config's flags does not run"
grep -q "^$HOME/.local/share/plateau/plugins XDG_DATA_HOME$" "$scratch/folders.txt" ||
    fail "the pkg-config-built program lists other folders: $(cat "$scratch/folders.txt")"

# Hook: once the SDK's conformance checks are a command, the packaged program runs them
# on the out-of-tree plugin.
"$plateau" --help > "$scratch/help.txt"
if grep -q '^  check ' "$scratch/help.txt"; then
    step "plateau check race"
    "$plateau" check race
fi
echo "install test passed: plateau $version"
