#!/usr/bin/env bash
# The fuzz smoke run of scripts/test --full: every fuzz target (fuzz/run) for a few seconds,
# built with Clang, ASan and UBSan in BUILD_DIR/fuzz-smoke. Exits 77 (skipped) without Clang and
# its libFuzzer runtime (U8SCOPE_WITH_FUZZ=1 scripts/install-deps installs them).
# usage: fuzz_smoke_test.sh SOURCE_DIR BUILD_DIR [SECONDS]
set -euo pipefail
src="$1"
build="$2/fuzz-smoke"
seconds="${3:-15}"
if ! command -v clang++ >/dev/null ||
    ! compgen -G "/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a" >/dev/null; then
    echo "fuzz_smoke_test: no Clang with libFuzzer here; skipped" >&2
    exit 77
fi
log="$2/fuzz-smoke.log"
if ! U8SCOPE_FUZZ_BUILD_DIR="$build" "$src/fuzz/run" "$seconds" >"$log" 2>&1; then
    tail -60 "$log" >&2
    for f in "$build"/*.log; do
        grep -q -E 'ERROR|runtime error|deadly signal' "$f" && { echo "== $f" >&2; tail -40 "$f" >&2; }
    done
    exit 1
fi
grep -E '^fuzz/run:|^stat::number_of_executed_units' "$log" || true
echo "fuzz_smoke_test: every fuzz target ran $seconds s without a failure"
