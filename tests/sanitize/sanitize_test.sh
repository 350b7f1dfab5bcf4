#!/usr/bin/env bash
# The sanitizer pass of every test run: the core and CLI tests built with AddressSanitizer and
# UndefinedBehaviorSanitizer (GCC, -O1) in BUILD_DIR/sanitize, and run there. The first run
# builds the core, the CLI and their tests once more; later runs rebuild only what changed.
# Long fuzzing stays in fuzz/run.
# usage: sanitize_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src="$1"
build="$2/sanitize"
flags="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
if [[ ! -f "$build/CMakeCache.txt" ]]; then
    cmake -S "$src" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=None \
        "-DCMAKE_CXX_FLAGS=$flags" -DU8SCOPE_BUILD_GUI=OFF -DU8SCOPE_BUILD_BENCH=OFF \
        -DU8SCOPE_BUILD_TESTS=ON -DU8SCOPE_HARDENING=OFF >"$build.configure.log" 2>&1 ||
        { cat "$build.configure.log" >&2; exit 1; }
fi
cmake --build "$build" --parallel "$(nproc)" --target u8scope_core_tests u8scope_cli_tests \
    u8scope-cli >"$build.build.log" 2>&1 || { tail -50 "$build.build.log" >&2; exit 1; }

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# The two test programs run side by side, one per core, each into its own log. The CLI tests
# run in the foreground: a command run with & gets SIGINT and SIGQUIT ignored, and they send
# those signals to the CLI and expect it to end by them.
"$build/tests/core/u8scope_core_tests" --gtest_brief=1 >"$build.core.log" 2>&1 &
core=$!
status=0
# Peak memory is measured by the normal pass: ASan's shadow memory and its quarantine of freed
# blocks would only blur it. Every test of a bounded peak is named ...InBoundedMemory.
"$build/tests/cli/u8scope_cli_tests" --gtest_brief=1 --gtest_filter='-*InBoundedMemory' \
    >"$build.cli.log" 2>&1 || status=1
wait "$core" || status=1
cat "$build.core.log" "$build.cli.log"
if [[ $status -ne 0 ]]; then
    echo "sanitize_test: a test failed under ASan or UBSan (logs: $build.core.log, $build.cli.log)" >&2
    exit 1
fi
echo "sanitize_test: core and CLI tests clean under ASan and UBSan"
