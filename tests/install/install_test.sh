#!/usr/bin/env bash
# Installs Plateau into a scratch prefix, builds the Race example against the installed
# SDK out of tree, and checks that the installed program finds it and the shipped games.
set -euo pipefail
build_dir=$1
source_dir=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cmake --install "$build_dir" --prefix "$scratch/prefix" > "$scratch/install.log"
for f in bin/plateau include/plateau/game.hpp include/plateau/export.hpp \
         lib/cmake/plateau/plateauConfig.cmake lib/cmake/plateau/PlateauPlugin.cmake \
         share/plateau/games share/plateau/assets; do
    [ -e "$scratch/prefix/$f" ] || { echo "missing from the install: $f"; exit 1; }
done
ls "$scratch"/prefix/lib/libplateau.so* > /dev/null

cmake -S "$source_dir/tests/install/race_plugin" -B "$scratch/race" \
      -DCMAKE_PREFIX_PATH="$scratch/prefix" -DRACE_SOURCE_DIR="$source_dir/tests/framework" \
      -DRACE_DATA_DIR="$source_dir/tests/framework/data/race" \
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
