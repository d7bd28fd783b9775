#!/usr/bin/env bash
# Installs Plateau into a scratch prefix, builds the Race example against the installed
# SDK out of tree, and checks that the installed program finds it and the shipped games;
# then does what a new author does: `plateau new-game`, build it against the install, run
# its tests (its rules and the conformance checks), and see it listed, checked and played.
set -euo pipefail
build_dir=$1
source_dir=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cmake --install "$build_dir" --prefix "$scratch/prefix" > "$scratch/install.log"
for f in bin/plateau bin/plateau-conformance include/plateau/game.hpp include/plateau/export.hpp \
         include/plateau/sdk/game.hpp include/plateau/sdk/plugin.hpp include/plateau/version.hpp \
         lib/cmake/plateau/plateauConfig.cmake lib/cmake/plateau/PlateauPlugin.cmake \
         lib/libplateau_conformance.a share/plateau/games share/plateau/assets \
         share/plateau/scaffold/CMakeLists.txt share/doc/plateau/writing-a-game.md \
         share/doc/plateau/examples/race/race/race_game.cpp; do
    [ -e "$scratch/prefix/$f" ] || { echo "missing from the install: $f"; exit 1; }
done
ls "$scratch"/prefix/lib/libplateau.so* > /dev/null

cmake -S "$source_dir/tests/install/race_plugin" -B "$scratch/race" \
      -DCMAKE_PREFIX_PATH="$scratch/prefix" -DRACE_SOURCE_DIR="$source_dir/tests/framework" \
      -DCMAKE_BUILD_TYPE=Release > "$scratch/configure.log"
cmake --build "$scratch/race" -j 2 > "$scratch/build.log"

PLATEAU_PLUGIN_PATH="$scratch/race/plugins" PLATEAU_DATA_PATH="$source_dir/tests/framework/data" \
    "$scratch/prefix/bin/plateau" list --json > "$scratch/list.json"
python3 - "$scratch/list.json" "$scratch/prefix" <<'PY'
import json, sys
data = json.load(open(sys.argv[1]))
ids = {g["id"] for g in data["games"]}
assert "race" in ids, f"the out-of-tree plugin was not found: {ids}"
installed = [g for g in data["games"] if g["file"].startswith(sys.argv[2])]
print("games:", sorted(ids), "installed plugins:", len(installed))
assert data["failed_plugins"] == [], data["failed_plugins"]
PY

# The author headers name no third-party library: a plugin needs none to build.
if grep -rlE '#include <(boost|toml\+\+|spdlog|fmt)/' "$scratch/prefix/include/plateau/sdk" \
        | grep -v 'sdk/toml.hpp'; then
    echo "an author header includes a third-party library"; exit 1
fi

plateau="$scratch/prefix/bin/plateau"
"$plateau" new-game foo "$scratch/foo" > "$scratch/new-game.log"
if "$plateau" new-game foo "$scratch/foo" > "$scratch/again.log" 2>&1; then
    echo "new-game wrote over an existing project"; exit 1
fi
grep -q "already exists" "$scratch/again.log"
if "$plateau" new-game "Bad-Id" "$scratch/bad" > "$scratch/bad.log" 2>&1; then
    echo "new-game took a bad id"; exit 1
fi
cmake -S "$scratch/foo" -B "$scratch/foo/build" -DCMAKE_PREFIX_PATH="$scratch/prefix" \
      -DCMAKE_BUILD_TYPE=Release > "$scratch/foo-configure.log"
cmake --build "$scratch/foo/build" -j 2 > "$scratch/foo-build.log"
ctest --test-dir "$scratch/foo/build" --output-on-failure > "$scratch/foo-ctest.log" \
    || { cat "$scratch/foo-ctest.log"; exit 1; }
grep -q "foo_conformance" "$scratch/foo-ctest.log"
grep -q "100% tests passed" "$scratch/foo-ctest.log"

export PLATEAU_PLUGIN_PATH="$scratch/foo/build/plugins" PLATEAU_DATA_PATH="$scratch/foo/games"
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
"$plateau" check foo > "$scratch/foo-check.log" || { cat "$scratch/foo-check.log"; exit 1; }
grep -q "^PASS foo" "$scratch/foo-check.log"
"$plateau" play foo --text --players Anna,Ben --moves "a3 a2 b3 b2 c3" --json < /dev/null \
    > "$scratch/foo-play.log" 2>&1 || { cat "$scratch/foo-play.log"; exit 1; }
grep -q "Anna has 3 in a row" "$scratch/foo-play.log" || { cat "$scratch/foo-play.log"; exit 1; }
echo "new-game foo: built, tested, listed, checked and played against the installed SDK"
