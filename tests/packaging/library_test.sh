#!/usr/bin/env bash
# The core library as another program uses it: the component Development installed into a
# scratch prefix, then docs/example built against it through find_package(u8scope), and the same
# program built through pkg-config; both run on a valid and an invalid file.
# usage: library_test.sh SOURCE_DIR BUILD_DIR
set -euo pipefail
src="$1"
build="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() {
    echo "library_test: $*" >&2
    exit 1
}
prefix="$scratch/prefix"
cmake --install "$build" --component Development --prefix "$prefix" >"$scratch/install.log" ||
    { cat "$scratch/install.log" >&2; fail "cmake --install --component Development failed"; }
[[ -f "$prefix/include/u8scope/u8scope.h" ]] || fail "the umbrella header is not installed"
# A plain install leaves the component out.
cmake --install "$build" --prefix "$scratch/plain" >/dev/null
[[ ! -e "$scratch/plain/include/u8scope" ]] || fail "a plain install holds the headers"

printf 'caf\xc3\xa9\n' >"$scratch/valid.txt"
printf 'ab\xc0\x80\n' >"$scratch/invalid.txt"
check() { # check PROGRAM: right answers and exit statuses on both files
    local out status=0
    out="$("$1" "$scratch/valid.txt")" || fail "$1 failed on valid UTF-8"
    [[ "$out" == *"valid UTF-8" ]] || fail "$1 said: $out"
    out="$("$1" "$scratch/invalid.txt")" || status=$?
    ((status == 1)) || fail "$1 exited $status on invalid UTF-8"
    [[ "$out" == *"invalid UTF-8 at offset 2 (overlong)" ]] || fail "$1 said: $out"
}

generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S "$src/docs/example" -B "$scratch/example" "${generator[@]}" \
    -DCMAKE_PREFIX_PATH="$prefix" >"$scratch/configure.log" 2>&1 ||
    { cat "$scratch/configure.log" >&2; fail "find_package(u8scope) failed"; }
cmake --build "$scratch/example" >"$scratch/build.log" 2>&1 ||
    { cat "$scratch/build.log" >&2; fail "the example did not build"; }
check "$scratch/example/utf8check"

if command -v pkg-config >/dev/null; then
    pc_dir="$(dirname "$(find "$prefix" -name u8scope.pc -print -quit)")"
    flags="$(PKG_CONFIG_PATH="$pc_dir" pkg-config --cflags --libs u8scope)" ||
        fail "pkg-config does not know u8scope"
    # shellcheck disable=SC2086 # the flags are words
    c++ -std=c++20 -o "$scratch/utf8check-pc" "$src/docs/example/utf8check.cpp" $flags ||
        fail "the example did not build with pkg-config's flags: $flags"
    check "$scratch/utf8check-pc"
else
    echo "library_test: pkg-config missing; its check skipped" >&2
fi
echo "library_test: the installed library builds docs/example through CMake and pkg-config"
