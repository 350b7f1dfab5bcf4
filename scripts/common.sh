# Shared by scripts/build, scripts/test and scripts/run; sourced, not run.
# The build folder is decided here, once: callers never read it from another program's output
# (apt-get, cmake and ninja all write to standard output, and a first run installs packages).
u8scope_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
U8SCOPE_BUILD_DIR="${U8SCOPE_BUILD_DIR:-$u8scope_root/build/release}"
export U8SCOPE_BUILD_DIR
