#!/usr/bin/env bash
# Builds one libFuzzer target with clang and runs it over its seeds.
#   run_fuzz.sh SOURCE_DIR BUILD_DIR TARGET [SEED_DIR…] [libFuzzer options…]
#   run_fuzz.sh SOURCE_DIR BUILD_DIR all       (builds every target, runs none)
# TARGET is a name of CMakeLists.txt's fuzz_targets (goose_variant, save, …). New inputs
# go to BUILD_DIR/corpus-TARGET; the seed folders are only read. Exits 77 (ctest:
# skipped) where clang cannot link libFuzzer; on Debian 12 that takes the packages clang
# and libclang-rt-14-dev.
set -euo pipefail
src=$1 build=$2 target=$3
shift 3

cxx=${PLATEAU_FUZZ_CXX:-}
if [[ -z $cxx ]]; then
    for c in clang++ clang++-16 clang++-15 clang++-14; do
        if command -v "$c" >/dev/null; then cxx=$(command -v "$c"); break; fi
    done
fi
if [[ -z $cxx ]]; then
    echo "skipped: no clang++ (Debian: apt install clang libclang-rt-14-dev)"
    exit 77
fi

mkdir -p "$build"
probe=$build/probe.cpp
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' >"$probe"
if ! "$cxx" -fsanitize=fuzzer "$probe" -o "$build/probe" 2>"$build/probe.log"; then
    echo "skipped: $cxx cannot link libFuzzer (Debian: apt install libclang-rt-14-dev)"
    cat "$build/probe.log"
    exit 77
fi

# Configured every time (a second when nothing changed): a tree configured by an older
# checkout would not know the targets of this one.
# ccache, when there is one, makes the rebuild after a checkout cheap.
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$src" -B "$build" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >"$build/configure.log" ||
    { cat "$build/configure.log"; exit 1; }
build_target=${target}_fuzzer
[[ $target == all ]] && build_target=all_fuzzers
cmake --build "$build" -j "${PLATEAU_FUZZ_JOBS:-2}" --target "$build_target" >"$build/build-$target.log" ||
    { cat "$build/build-$target.log"; exit 1; }
[[ $target == all ]] && exit 0

# Seeds given relative to the caller stay valid after the cd.
args=()
for a in "$@"; do
    if [[ $a != -* && -e $a ]]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
mkdir -p "$build/corpus-$target"
cd "$build"
# Small inputs keep the parsers fast; a caller may give its own -max_len after these. The
# grammars of moves, notation and command-line values are small: 1 kB reaches all of them
# (and keeps a move list short). The TOML readers keep 4 kB, above their largest seed.
max_len=4096
case $target in
    goose_moves | quoridor_moves | quoridor_notation | cli_args) max_len=1024 ;;
    look) max_len=10240 ;; # the Goose look seed is 9.4 kB
esac
exec "./${target}_fuzzer" "corpus-$target" -max_len=$max_len -timeout=10 -rss_limit_mb=2048 "${args[@]}"
