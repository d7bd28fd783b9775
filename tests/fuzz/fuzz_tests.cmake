# The fuzz targets of tests/fuzz in ctest. fuzz_build builds them all with clang (skipped
# where clang cannot link libFuzzer); then each target has
#   fuzz_<name>_short  a few seconds from its seeds (label fuzz, part of `make test`)
#   fuzz_<name>_soak   up to 10^7 executions or 40 minutes (labels fuzz;soak)
# The figures of the long runs are in tests/fuzz/README.md.
set(fuzz_source "${PROJECT_SOURCE_DIR}/tests/fuzz")
set(fuzz_build "${PROJECT_BINARY_DIR}/fuzz")
set(fuzz_run bash "${fuzz_source}/run_fuzz.sh" "${fuzz_source}" "${fuzz_build}")

add_test(NAME fuzz_build COMMAND ${fuzz_run} all)
set_tests_properties(fuzz_build PROPERTIES LABELS fuzz SKIP_RETURN_CODE 77 TIMEOUT 1800
    FIXTURES_SETUP plateau_fuzz_built)

# name|seed folders (comma between)|the short run's executions
set(fuzz_targets
    "goose_variant|${PROJECT_SOURCE_DIR}/games/goose/variants,${PROJECT_SOURCE_DIR}/games/goose/examples|3000"
    "quoridor_variant|${PROJECT_SOURCE_DIR}/games/quoridor/variants|3000"
    "look|${fuzz_source}/corpus/look|3000"
    "settings|${fuzz_source}/corpus/settings|3000"
    "save|${PROJECT_SOURCE_DIR}/tests/saves/corpus|3000"
    "record|${fuzz_source}/corpus/record,${PROJECT_SOURCE_DIR}/tests/saves/corpus|3000"
    "goose_moves|${fuzz_source}/corpus/goose_moves|20000"
    "quoridor_moves|${fuzz_source}/corpus/quoridor_moves|20000"
    "quoridor_notation|${fuzz_source}/corpus/quoridor_notation|20000"
    "engine_protocol|${fuzz_source}/corpus/engine_protocol|20000"
    "cli_args|${fuzz_source}/corpus/cli_args|50000"
    "rules_markup|${fuzz_source}/corpus/rules_markup,${PROJECT_SOURCE_DIR}/games/quoridor/rules|50000"
    "catalog|${fuzz_source}/corpus/catalog|20000"
    "engine_numbers|${fuzz_source}/corpus/engine_numbers|50000")
foreach(entry IN LISTS fuzz_targets)
    string(REPLACE "|" ";" fields "${entry}")
    list(GET fields 0 name)
    list(GET fields 1 seeds)
    list(GET fields 2 runs)
    string(REPLACE "," ";" seeds "${seeds}")
    add_test(NAME fuzz_${name}_short COMMAND ${fuzz_run} ${name} ${seeds} -runs=${runs} -seed=1)
    set_tests_properties(fuzz_${name}_short PROPERTIES LABELS fuzz SKIP_RETURN_CODE 77 TIMEOUT 300
        FIXTURES_REQUIRED plateau_fuzz_built RESOURCE_LOCK plateau_fuzz_${name})
    add_test(NAME fuzz_${name}_soak COMMAND ${fuzz_run} ${name} ${seeds}
        -runs=10000000 -max_total_time=2400 -print_final_stats=1)
    set_tests_properties(fuzz_${name}_soak PROPERTIES LABELS "fuzz;soak" SKIP_RETURN_CODE 77
        TIMEOUT 2700 FIXTURES_REQUIRED plateau_fuzz_built RESOURCE_LOCK plateau_fuzz_${name})
endforeach()
