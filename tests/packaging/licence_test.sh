#!/usr/bin/env bash
# The licence is stated alike everywhere: LICENSE (MIT), LICENSES/ for every identifier of
# REUSE.toml and no other, the Expat paragraph of packaging/copyright (Debian's machine-readable
# format) word for word the permission text of LICENSE, and the licences of the AppStream
# metadata as REUSE.toml gives them.
# usage: licence_test.sh SOURCE_DIR
set -euo pipefail
src="$1"
fail() {
    echo "licence_test: $*" >&2
    exit 1
}
# The text of a licence from its first line "Permission is hereby granted" on.
permission() { sed -n '/^Permission is hereby granted/,$p'; }

[[ "$(head -n1 "$src/LICENSE")" == "MIT License" ]] || fail "LICENSE is not the MIT licence"
grep -qx 'Copyright (c) 2026 The u8scope developers' "$src/LICENSE" ||
    fail "LICENSE does not name the copyright holder"
licence="$(permission <"$src/LICENSE")"
[[ -n "$licence" ]] || fail "LICENSE has no permission text"
[[ "$(permission <"$src/LICENSES/MIT.txt")" == "$licence" ]] ||
    fail "LICENSES/MIT.txt and LICENSE differ"

# REUSE.toml: a licence file for each identifier it uses, and none unused (as `reuse lint` asks).
reuse="$src/REUSE.toml"
mapfile -t ids < <(sed -n 's/^SPDX-License-Identifier = "\(.*\)"$/\1/p' "$reuse" | sort -u)
[[ " ${ids[*]} " == *" MIT "* ]] || fail "REUSE.toml does not put the files under MIT"
for id in "${ids[@]}"; do
    [[ -s "$src/LICENSES/$id.txt" ]] || fail "REUSE.toml names $id, LICENSES/$id.txt is missing"
done
for file in "$src"/LICENSES/*.txt; do
    id="$(basename "$file" .txt)"
    [[ " ${ids[*]} " == *" $id "* ]] || fail "LICENSES/$id.txt is used by no file of REUSE.toml"
done
grep -qx 'path = "\*\*"' "$reuse" || fail "REUSE.toml does not cover every file"

# packaging/copyright: DEP-5, every file Expat (the MIT licence), with LICENSE's text.
copyright="$src/packaging/copyright"
[[ "$(head -n1 "$copyright")" == \
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/" ]] ||
    fail "packaging/copyright is not in Debian's machine-readable format"
grep -A2 -x 'Files: \*' "$copyright" | grep -qx 'License: Expat' ||
    fail "packaging/copyright does not put every file under Expat"
# The stand-alone paragraph that starts with "License: Expat", as plain text.
expat="$(awk -v RS= '/^License: Expat\n/' "$copyright" | sed -e '1d' -e 's/^ //' -e 's/^\.$//')"
[[ "$expat" == "$licence" ]] || fail "the Expat text of packaging/copyright differs from LICENSE"

# The AppStream metadata: the project's licence, and its own as REUSE.toml and the copyright say.
metainfo="$src/resources/u8scope.metainfo.xml.in"
grep -q '<project_license>MIT</project_license>' "$metainfo" || fail "metainfo: project_license"
own="$(grep -A3 -x 'path = "resources/u8scope.metainfo.xml.in"' "$reuse" |
    sed -n 's/^SPDX-License-Identifier = "\(.*\)"$/\1/p')"
grep -q "<metadata_license>$own</metadata_license>" "$metainfo" ||
    fail "metainfo: metadata_license is not $own, as REUSE.toml says"
grep -A2 -x 'Files: resources/u8scope.metainfo.xml.in' "$copyright" |
    grep -qx "License: $own" || fail "packaging/copyright: the metainfo is not $own"
echo "licence_test: MIT in LICENSE, LICENSES/, REUSE.toml, packaging/copyright and the metainfo"
