#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs one over the committed seeds.
#   [PLATEAU_FUZZ_TARGET=parsers_fuzzer] run_fuzz.sh SOURCE_DIR BUILD_DIR SEED_CORPUS [libFuzzer options…]
# Exits 77 (ctest: skipped) where clang cannot link libFuzzer; on Debian 12 that takes
# the packages clang and libclang-rt-14-dev.
set -euo pipefail
src=$1 build=$2 seeds=$3
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

target=${PLATEAU_FUZZ_TARGET:-record_fuzzer}
mkdir -p "$build/corpus-$target"
probe=$build/probe.cpp
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' >"$probe"
if ! "$cxx" -fsanitize=fuzzer "$probe" -o "$build/probe" 2>"$build/probe.log"; then
    echo "skipped: $cxx cannot link libFuzzer (Debian: apt install libclang-rt-14-dev)"
    cat "$build/probe.log"
    exit 77
fi

cmake -S "$src" -B "$build" -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/configure.log" ||
    { cat "$build/configure.log"; exit 1; }
cmake --build "$build" -j "${PLATEAU_FUZZ_JOBS:-2}" --target "$target" >"$build/build.log" || { cat "$build/build.log"; exit 1; }

# New inputs go to the build tree's corpus; the committed seeds are only read.
cd "$build"
exec "./$target" "corpus-$target" "$seeds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 "$@"
