#!/usr/bin/env bash
# Builds the Debian package with CPack from the build folder into a scratch folder, checks its
# control fields and contents, and runs lintian on it when lintian is installed.
# Exits 77 (skipped) without dpkg-deb and dpkg-shlibdeps (package dpkg-dev).
# usage: deb_test.sh BUILD_DIR GUI(ON|OFF)
set -euo pipefail
build="$1"
gui="$2"
if ! command -v dpkg-deb >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
    echo "deb_test: dpkg-deb or dpkg-shlibdeps (dpkg-dev) is missing: not built" >&2
    exit 77
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() {
    echo "deb_test: $*" >&2
    exit 1
}
cpack -G DEB -B "$scratch" --config "$build/CPackConfig.cmake" >"$scratch/cpack.log" 2>&1 ||
    { cat "$scratch/cpack.log" >&2; fail "cpack failed"; }
debs=("$scratch"/*.deb)
deb="${debs[0]}"
[[ -s "$deb" ]] || fail "no .deb in $scratch"

info="$(dpkg-deb --field "$deb")"
echo "$info"
grep -q '^Section: utils$' <<<"$info" || fail "no Section: utils"
grep -q '^Depends: .*libc6' <<<"$info" || fail "Depends not computed by dpkg-shlibdeps"
grep -q '^Depends: .*libicu' <<<"$info" || fail "Depends without ICU"
if [[ "$gui" == ON ]]; then
    grep -q '^Depends: .*libqt6widgets6' <<<"$info" || fail "Depends without Qt Widgets"
    grep -q '^Depends: .*qt6-qpa-plugins' <<<"$info" || fail "Depends without the Qt platform plugins"
fi
contents="$(dpkg-deb --contents "$deb")"
for f in ./usr/bin/u8scope-cli ./usr/share/man/man1/u8scope-cli.1.gz \
    ./usr/share/doc/u8scope/copyright; do
    grep -q " $f\$" <<<"$contents" || fail "$f is not in the package"
done
if [[ "$gui" == ON ]]; then
    for f in ./usr/share/applications/io.github.u8scope.u8scope.desktop \
        ./usr/share/metainfo/io.github.u8scope.u8scope.metainfo.xml; do
        grep -q " $f\$" <<<"$contents" || fail "$f is not in the package"
    done
fi
# Every file belongs to root.
if grep -v ' root/root ' <<<"$contents" | grep -q .; then fail "files not owned by root"; fi
# The packaged programs search no library folder relative to where they run.
if command -v readelf >/dev/null; then
    dpkg-deb --extract "$deb" "$scratch/unpacked"
    cmake -DREADELF="$(command -v readelf)" -P "$(dirname "$0")/runpath_check.cmake" -- \
        "$scratch"/unpacked/usr/bin/* || fail "a packaged program searches a relative library folder"
fi

if command -v lintian >/dev/null; then
    lintian --fail-on error --info "$deb" >"$scratch/lintian.log" 2>&1 ||
        { cat "$scratch/lintian.log" >&2; fail "lintian reports errors"; }
    cat "$scratch/lintian.log"
    echo "deb_test: $(basename "$deb") built; lintian: no errors"
else
    echo "deb_test: $(basename "$deb") built; lintian is not installed, not run"
fi
