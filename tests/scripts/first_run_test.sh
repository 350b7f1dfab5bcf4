#!/usr/bin/env bash
# The first run on a fresh machine: a package is missing, so install-deps runs apt-get, which
# writes its progress to standard output. scripts/test and scripts/run must still find the build
# folder and finish. Fake dpkg-query, apt-get and sudo come first on PATH: dpkg-query reports one
# package missing, apt-get records its arguments and prints what the real one prints.
#
# Usage: first_run_test.sh SOURCE_DIR BUILD_DIR
# BUILD_DIR is the build being tested (already built, so the scripts only check it is up to date).
set -euo pipefail
src="$1"
build="$2"
if [[ "${U8SCOPE_FIRST_RUN_TEST_NESTED:-0}" == 1 ]]; then
    exit 0 # scripts/test below runs ctest, which must not start this test again
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fake="$scratch/bin"
mkdir -p "$fake"
missing=libgtest-dev

cat >"$fake/dpkg-query" <<FAKE
#!/usr/bin/env bash
# Every package is installed but $missing, until the fake apt-get has "installed" it.
pkg="\${!#}"
if [[ "\$pkg" == "$missing" && ! -e "$scratch/installed" ]]; then
    echo "dpkg-query: no packages found matching \$pkg" >&2
    exit 1
fi
printf 'install ok installed'
FAKE
cat >"$fake/apt-get" <<FAKE
#!/usr/bin/env bash
echo "\$*" >>"$scratch/apt-get.log"
if [[ "\$1" == install || " \$* " == *" install "* ]]; then
    echo "Reading package lists..."
    echo "Selecting previously unselected package $missing."
    echo "(Reading database ... 129399 files and directories currently installed.)"
    echo "Setting up $missing (1.12.1-0.2) ..."
    touch "$scratch/installed"
fi
FAKE
cat >"$fake/sudo" <<'FAKE'
#!/usr/bin/env bash
exec "$@"
FAKE
chmod +x "$fake"/*

export PATH="$fake:$PATH"
export U8SCOPE_BUILD_DIR="$build"
export U8SCOPE_FIRST_RUN_TEST_NESTED=1
export QT_QPA_PLATFORM=offscreen

fail() {
    echo "first_run_test: $*" >&2
    exit 1
}

# scripts/test, end to end, with a few tests so that it stays quick.
"$src/scripts/test" -R '^AnnexR\.' >"$scratch/test.out" 2>"$scratch/test.err" ||
    { cat "$scratch/test.out" "$scratch/test.err" >&2; fail "scripts/test failed on a first run"; }
grep -q "install.*$missing" "$scratch/apt-get.log" || fail "apt-get was not asked to install $missing"
grep -q "tests passed" "$scratch/test.out" || { cat "$scratch/test.out" >&2; fail "ctest did not run"; }

# scripts/run, on a first run too: the window's --version needs no display.
rm -f "$scratch/installed" "$scratch/apt-get.log"
"$src/scripts/run" --version >"$scratch/run.out" 2>"$scratch/run.err" ||
    { cat "$scratch/run.out" "$scratch/run.err" >&2; fail "scripts/run --version failed on a first run"; }
grep -q "install.*$missing" "$scratch/apt-get.log" || fail "scripts/run did not install $missing"
grep -q "u8scope" "$scratch/run.out" || { cat "$scratch/run.out" >&2; fail "no version printed"; }
echo "first_run_test: scripts/test and scripts/run work on a first run"
