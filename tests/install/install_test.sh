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
    # (The SDK's own tools are the exception: the conformance runner and the scaffold.)
    dpkg-deb -c "$dev_deb" | grep -E ' \./usr/(bin|lib/plateau/plugins|share/plateau)/.' |
        grep -vE ' \./usr/(bin/plateau-conformance|share/plateau/scaffold/)' &&
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
         include/plateau/sdk/game.hpp include/plateau/export.hpp share/man/man1/plateau.1.gz \
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
#include <plateau/host/search_folders.hpp>
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
step "the author's side: SDK headers free of third-party libraries, the scaffold"
for f in bin/plateau-conformance include/plateau/sdk/game.hpp include/plateau/sdk/plugin.hpp \
         include/plateau/version.hpp lib/libplateau_conformance.a share/plateau/scaffold/CMakeLists.txt \
         share/doc/plateau-dev/writing-a-game.md share/doc/plateau-dev/sdk-changelog.md \
         include/plateau/sdk/viewer.hpp include/plateau/sdk/small_vector.hpp; do
    [ -e "$usr/$f" ] || fail "missing from the packages: /usr/$f"
done
if grep -rlE '#include <(boost|toml\+\+|spdlog|fmt)/' "$usr/include/plateau/sdk" | grep -v 'sdk/toml.hpp'; then
    fail "an author header includes a third-party library"
fi

step "plateau new-game foo: built against the packages, its tests, listed, checked, played"
"$plateau" new-game foo "$scratch/foo" > "$scratch/new-game.log" || { cat "$scratch/new-game.log"; fail "new-game"; }
"$plateau" new-game foo "$scratch/foo" > "$scratch/again.log" 2>&1 && fail "new-game wrote over an existing project"
grep -q "already exists" "$scratch/again.log" || fail "new-game over a project: $(cat "$scratch/again.log")"
"$plateau" new-game "Bad-Id" "$scratch/bad" > "$scratch/bad.log" 2>&1 && fail "new-game took a bad id"
cmake -S "$scratch/foo" -B "$scratch/foo/build" -DCMAKE_PREFIX_PATH="$usr" -DCMAKE_BUILD_TYPE=Release \
    > "$scratch/foo-configure.log" || { cat "$scratch/foo-configure.log"; fail "configure foo"; }
cmake --build "$scratch/foo/build" -j 2 > "$scratch/foo-build.log" || { cat "$scratch/foo-build.log"; fail "build foo"; }
LD_LIBRARY_PATH=$usr/lib ctest --test-dir "$scratch/foo/build" --output-on-failure > "$scratch/foo-ctest.log" \
    || { cat "$scratch/foo-ctest.log"; fail "foo's tests"; }
grep -q "foo_conformance" "$scratch/foo-ctest.log" || fail "foo's ctest ran no conformance test"
grep -q "100% tests passed" "$scratch/foo-ctest.log" || fail "foo's tests: $(cat "$scratch/foo-ctest.log")"
PLATEAU_PLUGIN_PATH="$scratch/foo/build/plugins" PLATEAU_DATA_PATH="$scratch/foo/games" \
    "$plateau" list --json > "$scratch/foo-list.json"
python3 - "$scratch/foo-list.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
foo = [g for g in data["games"] if g["id"] == "foo"]
assert foo, f"foo is not listed: {[g['id'] for g in data['games']]}"
assert foo[0]["name"] == "Foo", foo[0]
assert data["failed_plugins"] == [], data["failed_plugins"]
print("listed:", foo[0]["name"], [v["id"] for v in foo[0]["variants"]])
PY
PLATEAU_PLUGIN_PATH="$scratch/foo/build/plugins" PLATEAU_DATA_PATH="$scratch/foo/games" \
    "$plateau" check foo > "$scratch/foo-check.log" || { cat "$scratch/foo-check.log"; fail "plateau check foo"; }
grep -q "^PASS foo" "$scratch/foo-check.log" || fail "plateau check foo: $(cat "$scratch/foo-check.log")"
PLATEAU_PLUGIN_PATH="$scratch/foo/build/plugins" PLATEAU_DATA_PATH="$scratch/foo/games" \
    "$plateau" play foo --text --players Anna,Ben --moves "a3 a2 b3 b2 c3" < /dev/null \
    > "$scratch/foo-play.log" 2>&1 || { cat "$scratch/foo-play.log"; fail "plateau play foo"; }
grep -q "Anna has 3 in a row" "$scratch/foo-play.log" || fail "foo did not end with Anna's line: $(cat "$scratch/foo-play.log")"

step "foo installed as its README says (cmake --install into ~/.local): listed with its origin, checked, played"
cmake --install "$scratch/foo/build" --prefix "$HOME/.local" > /dev/null
[ -f "$HOME/.local/share/plateau/plugins/libplateau_foo.so" ] || fail "foo did not install into ~/.local/share/plateau/plugins"
"$plateau" list > "$scratch/foo-list.txt"
grep -E "^ *foo\b.*XDG_DATA_HOME" "$scratch/foo-list.txt" > /dev/null ||
    grep -A3 -E "^ *foo\b|Foo" "$scratch/foo-list.txt" | grep -q "XDG_DATA_HOME" ||
    fail "plateau list does not show foo with its origin: $(cat "$scratch/foo-list.txt")"
"$plateau" list --json > "$scratch/foo-list2.json"
python3 - "$scratch/foo-list2.json" "$HOME" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
foo = {g["id"]: g for g in data["games"]}.get("foo")
assert foo, f"the installed foo is not listed: {data}"
assert foo["origin"] == "XDG_DATA_HOME", foo["origin"]
assert foo["file"] == sys.argv[2] + "/.local/share/plateau/plugins/libplateau_foo.so", foo["file"]
assert foo["variants"], "foo's data was not installed beside it"
assert data["failed_plugins"] == [], data["failed_plugins"]
PY
"$plateau" check foo > "$scratch/foo-check2.log" || { cat "$scratch/foo-check2.log"; fail "plateau check foo (installed)"; }
"$plateau" play foo --text --players Anna,Ben --moves "a3 a2 b3 b2 c3" < /dev/null \
    > "$scratch/foo-play2.log" 2>&1 || { cat "$scratch/foo-play2.log"; fail "plateau play foo (installed)"; }
grep -q "Anna has 3 in a row" "$scratch/foo-play2.log" || fail "the installed foo did not end with Anna's line"

echo "install test passed: plateau $version"
