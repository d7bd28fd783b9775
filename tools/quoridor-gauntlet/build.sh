#!/bin/sh
# Builds the public Quoridor engines of the gauntlet (docs/quoridor-gauntlet.md) from pinned
# commits, outside the project's tree: nothing of theirs is committed here. Usage:
#
#     tools/quoridor-gauntlet/build.sh [DIR]        (DIR defaults to ./gauntlet-engines)
#
# PAVLOSDAIS_URL and GORISANSON_URL override where the sources are cloned from (a local
# mirror, for instance). Needs git, a C compiler and node (for the adapters).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
dir=${1:-gauntlet-engines}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

# pavlosdais/Quoridor: C, alpha-beta with a transposition table and iterative deepening,
# first at its university's competition (MIT licence).
PAVLOSDAIS_URL=${PAVLOSDAIS_URL:-https://github.com/pavlosdais/Quoridor.git}
PAVLOSDAIS_COMMIT=1882a2eb7653d9f275a04f94934e66b3359e9077
# gorisanson/quoridor-ai: JavaScript, Monte Carlo tree search (MIT licence).
GORISANSON_URL=${GORISANSON_URL:-https://github.com/gorisanson/quoridor-ai.git}
GORISANSON_COMMIT=e15d6e7825e6f7c2f3a41de0ecef1af7aa290f1e

checkout() {  # url commit folder
    if [ ! -d "$3/.git" ]; then git clone --quiet "$1" "$3"; fi
    git -C "$3" fetch --quiet origin "$2" 2>/dev/null || true
    git -C "$3" checkout --quiet --force "$2"
}

checkout "$PAVLOSDAIS_URL" "$PAVLOSDAIS_COMMIT" "$dir/pavlosdais"
checkout "$GORISANSON_URL" "$GORISANSON_COMMIT" "$dir/gorisanson"

# The engine thinks a fixed 6 s on CPU time (clock()). Built with walltime.h forced in,
# it thinks QG_MOVE_SECONDS of wall time instead (equal wall time for both sides, also on
# a loaded machine); its sources are not edited.
src="$dir/pavlosdais"
mkdir -p "$dir/bin"
cc -O2 -w -include "$here/walltime.h" -o "$dir/bin/pavlosdais" "$src"/src/*.c "$src"/modules/*.c

cat <<MSG
Built in $dir. The engines, as Plateau engine-protocol programs:
    node $here/qtp_engine.js $dir/bin/pavlosdais
    node $here/gorisanson_engine.js $dir/gorisanson
MSG
