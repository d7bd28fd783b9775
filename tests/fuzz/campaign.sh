#!/usr/bin/env bash
# The long fuzzing campaign: each target in turn, up to RUNS executions (10^7) or SECONDS of
# wall time each, niced, under /usr/bin/time; writes OUT_DIR/TARGET.log and a summary table
# OUT_DIR/summary.md (target, executions, CPU seconds, executions per CPU-second, coverage,
# features, corpus, peak RSS, findings).
#   campaign.sh SOURCE_DIR BUILD_DIR OUT_DIR [TARGET…]
# The targets must be built (run_fuzz.sh SOURCE_DIR BUILD_DIR all); new inputs go to
# BUILD_DIR/corpus-TARGET as with run_fuzz.sh, crashes to OUT_DIR. Without TARGETs, all
# eleven, the fastest first. PLATEAU_FUZZ_RUNS and PLATEAU_FUZZ_SECONDS change the bounds.
set -uo pipefail
src=$(realpath "$1") build=$(realpath "$2") out=$3
shift 3
mkdir -p "$out"
out=$(realpath "$out")
runs=${PLATEAU_FUZZ_RUNS:-10000000}
seconds=${PLATEAU_FUZZ_SECONDS:-7200}
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(cli_args quoridor_notation settings record look quoridor_variant
    goose_variant save engine_protocol quoridor_moves goose_moves)

root=$src/../..
corpus=$src/corpus
seeds_of() {
    case $1 in
    goose_variant) echo "$root/games/goose/variants $root/games/goose/examples" ;;
    quoridor_variant) echo "$root/games/quoridor/variants" ;;
    save) echo "$root/tests/saves/corpus" ;;
    record) echo "$corpus/record $root/tests/saves/corpus" ;;
    *) echo "$corpus/$1" ;;
    esac
}
# The grammars of moves, notation and command-line values are small: 1 kB inputs reach all
# of them. The TOML readers keep 4 kB, above their largest seed.
max_len_of() {
    case $1 in
    goose_moves | quoridor_moves | quoridor_notation | cli_args) echo 1024 ;;
    look) echo 10240 ;; # the Goose look seed is 9.4 kB
    *) echo 4096 ;;
    esac
}

summary=$out/summary.md
if [[ ! -e $summary ]]; then
    {
        echo "| target | executions | CPU s | exec per CPU-s | cov | ft | corpus | peak RSS MB | findings |"
        echo "|---|---|---|---|---|---|---|---|---|"
    } >"$summary"
fi
for t in "${targets[@]}"; do
    log=$out/$t.log
    mkdir -p "$build/corpus-$t"
    # shellcheck disable=SC2046
    (cd "$out" && /usr/bin/time -f "TIME user=%U sys=%S wall=%e maxrss_kb=%M" \
        nice -n 19 "$build/${t}_fuzzer" "$build/corpus-$t" $(seeds_of "$t") \
        -max_len="$(max_len_of "$t")" -timeout=10 -rss_limit_mb=2048 -reload=0 \
        -runs="$runs" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$out/$t-") >"$log" 2>&1
    rc=$?
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    user=$(sed -n 's/^TIME user=\([0-9.]*\) sys=\([0-9.]*\).*/\1 \2/p' "$log" | tail -1)
    cpu=$(awk -v u="${user% *}" -v s="${user#* }" 'BEGIN { printf "%.0f", u + s }')
    rss=$(sed -n 's/.*maxrss_kb=\([0-9]*\).*/\1/p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
    files=$(find "$build/corpus-$t" -type f | wc -l)
    findings=$(find "$out" -maxdepth 1 -type f \( -name "$t-crash-*" -o -name "$t-leak-*" -o -name "$t-timeout-*" -o -name "$t-oom-*" \) | wc -l)
    # 72: interrupted (SIGINT), the figures so far are complete.
    [[ $rc -ne 0 && $rc -ne 72 && $findings -eq 0 ]] && findings="exit $rc"
    [[ $findings == 0 ]] && findings=none
    rate=$(awk -v e="${execs:-0}" -v c="$cpu" 'BEGIN { printf "%.0f", (c > 0 ? e / c : 0) }')
    echo "| \`$t\` | ${execs:-?} | $cpu | $rate | ${cov:-?} | ${ft:-?} | $files | $((${rss:-0} / 1024)) | $findings |" >>"$summary"
done
