#!/usr/bin/env bash
# `cmake --install` into a scratch DESTDIR: every file of docs/packaging.md "Installing" is there, and each
# is valid as far as the tools installed here can tell (desktop-file-validate, appstreamcli,
# man, the shells). A tool that is missing is named, and its check skipped.
# usage: install_test.sh BUILD_DIR GUI(ON|OFF)
set -euo pipefail
build="$1"
gui="$2"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
fail() {
    echo "install_test: $*" >&2
    exit 1
}
skipped=()
# The AppStream id (U8SCOPE_APP_ID in CMakeLists.txt) names the metainfo, the desktop entry and
# the icon. It must never change: software centres and desktops know the program by it.
id=io.github.u8scope.u8scope

DESTDIR="$scratch" cmake --install "$build" --prefix /usr >"$scratch/install.log" ||
    { cat "$scratch/install.log" >&2; fail "cmake --install failed"; }
root="$scratch/usr"

files=(
    bin/u8scope-cli
    share/man/man1/u8scope-cli.1.gz
    share/bash-completion/completions/u8scope-cli
    share/zsh/vendor-completions/_u8scope-cli
    share/fish/vendor_completions.d/u8scope-cli.fish
    share/doc/u8scope/copyright
    share/doc/u8scope/changelog.gz
)
sizes=(16 22 24 32 48 64 128 256 512)
if [[ "$gui" == ON ]]; then
    files+=(
        bin/u8scope
        share/man/man1/u8scope.1.gz
        "share/applications/$id.desktop"
        "share/icons/hicolor/scalable/apps/$id.svg"
        "share/metainfo/$id.metainfo.xml"
        share/u8scope/demo/demo.txt
    )
    for size in "${sizes[@]}"; do files+=("share/icons/hicolor/${size}x${size}/apps/$id.png"); done
fi
for f in "${files[@]}"; do
    [[ -s "$root/$f" ]] || fail "missing or empty: /usr/$f"
done

# The programs run from where they were installed.
"$root/bin/u8scope-cli" --version | grep -q '^u8scope-cli ' || fail "u8scope-cli --version"
if [[ "$gui" == ON ]]; then
    env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/bin/u8scope" --version |
        grep -q '^u8scope ' || fail "u8scope --version without a display"
fi

# The installed programs search no library folder relative to where they run.
if command -v readelf >/dev/null; then
    programs=("$root/bin/u8scope-cli")
    [[ "$gui" == ON ]] && programs+=("$root/bin/u8scope")
    cmake -DREADELF="$(command -v readelf)" -P "$(dirname "$0")/runpath_check.cmake" -- \
        "${programs[@]}" || fail "an installed program searches a relative library folder"
else
    skipped+=(readelf)
fi

# Manual pages: gzip, and no warning from groff.
for page in "$root"/share/man/man1/*.1.gz; do
    gzip -t "$page" || fail "not gzip: $page"
    zcat "$page" | grep -q '^\.SH NAME' || fail "no NAME section: $page"
    zcat "$page" | sed -n '/^\.SH COPYRIGHT/,/^\.SH/p' | grep -q 'Licence: MIT' ||
        fail "no COPYRIGHT section with the licence: $page"
    if command -v man >/dev/null; then
        warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)"
        [[ -z "$warnings" ]] || fail "man warns about $page: $warnings"
    else
        skipped+=(man)
    fi
done

# Completions: each parses in its shell, and offers the commands.
bash -n "$root/share/bash-completion/completions/u8scope-cli" || fail "bash completion"
if [[ -r /usr/share/bash-completion/bash_completion ]]; then
    offered="$(bash -c '
        source /usr/share/bash-completion/bash_completion
        source "$1"
        COMP_WORDS=(u8scope-cli dump --b); COMP_CWORD=2; COMP_LINE="u8scope-cli dump --b"
        COMP_POINT=${#COMP_LINE}; _u8scope_cli 2>/dev/null; echo "${COMPREPLY[*]}"' _ \
        "$root/share/bash-completion/completions/u8scope-cli")"
    [[ "$offered" == "--border=" ]] || fail "bash completion of 'dump --b' gave '$offered'"
else
    skipped+=(bash-completion)
fi
if command -v zsh >/dev/null; then
    zsh -n "$root/share/zsh/vendor-completions/_u8scope-cli" || fail "zsh completion"
else
    skipped+=(zsh)
fi
if command -v fish >/dev/null; then
    fish -n "$root/share/fish/vendor_completions.d/u8scope-cli.fish" || fail "fish completion"
    offered="$(fish -c "source '$root/share/fish/vendor_completions.d/u8scope-cli.fish'; complete -C 'u8scope-cli sc'")"
    [[ "$offered" == scan* ]] || fail "fish completion of 'sc' gave '$offered'"
else
    skipped+=(fish)
fi

if [[ "$gui" == ON ]]; then
    # Icons: PNG at the size their folder names (width and height from the IHDR chunk).
    for size in "${sizes[@]}"; do
        png="$root/share/icons/hicolor/${size}x${size}/apps/$id.png"
        read -r w h < <(od -An -tu4 --endian=big -j16 -N8 "$png")
        [[ "$w" == "$size" && "$h" == "$size" ]] || fail "$png is ${w}x${h}"
    done
    # One metainfo and one desktop entry, named by the id; the metainfo says the id, its desktop
    # entry and the licence; the entry's icon is the id too, as software centres and Wayland's
    # application id look them up.
    metainfo="$root/share/metainfo/$id.metainfo.xml"
    desktop="$root/share/applications/$id.desktop"
    for f in "$metainfo" "$desktop"; do
        others=("$(dirname "$f")"/*)
        [[ "${others[*]}" == "$f" ]] || fail "${others[*]#"$root/"} beside ${f#"$root/"}"
    done
    grep -q "^  <id>$id</id>\$" "$metainfo" || fail "metainfo: the id is not $id"
    grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo" ||
        fail "metainfo: the launchable is not $id.desktop"
    grep -q '<project_license>MIT</project_license>' "$metainfo" || fail "metainfo: not MIT"
    grep -q '<screenshot' "$metainfo" || fail "metainfo without screenshots"
    grep -q '<release ' "$metainfo" || fail "metainfo without releases"
    grep -qx "Icon=$id" "$desktop" || fail "$id.desktop: the icon is not $id"
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$desktop" || fail "desktop-file-validate"
    else
        skipped+=(desktop-file-validate)
    fi
    if command -v appstreamcli >/dev/null; then
        # --strict fails on infos too; a pedantic hint (P:) is refused as well.
        if ! appstreamcli validate --no-net --strict --pedantic "$metainfo" \
            >"$scratch/appstream.log" 2>&1 || grep -q '^P: ' "$scratch/appstream.log"; then
            cat "$scratch/appstream.log" >&2
            fail "appstreamcli validate --strict --pedantic"
        fi
    else
        skipped+=(appstreamcli)
    fi
fi
echo "install_test: ${#files[@]} files installed and valid${skipped:+; not checked without their tools: ${skipped[*]}}"
