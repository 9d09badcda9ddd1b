#!/usr/bin/env bash
# Installs concord (the debug build) under a temporary prefix, then, from an unrelated folder, starts a
# site with `concord init` and builds it with the installed executable: the theme must be found in
# PREFIX/share/concord and the starter site must build with no warnings. Then `make uninstall` must
# remove exactly what install wrote.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/concord-install.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
prefix="$scratch/prefix"
passed=0 failed=0
check() { # name, command...
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}

make -s -C "$repo" install CONFIG=debug PREFIX="$prefix" >/dev/null
check "install wrote bin/concord" test -x "$prefix/bin/concord"
check "install wrote the theme" test -f "$prefix/share/concord/Templates/layout.mustache" -a -f "$prefix/share/concord/Public/css/site.css"

mkdir "$scratch/elsewhere"
cd "$scratch/elsewhere"
check "init writes a starter site" "$prefix/bin/concord" init my-site
cd my-site
"$prefix/bin/concord" build >"$scratch/build.out" 2>"$scratch/build.err" || true
check "the installed concord builds the starter site" test -f _site/index.html
check "with no warnings or errors" test ! -s "$scratch/build.err"
[ -s "$scratch/build.err" ] && cat "$scratch/build.err"
# Without share/concord the same build must fail: the theme came from the install, not from anywhere else.
mv "$prefix/share/concord" "$prefix/share/moved"
check "the theme came from PREFIX/share/concord" bash -c "'$prefix/bin/concord' build --quiet --output '$scratch/out' 2>&1 | grep -q 'theme'"
mv "$prefix/share/moved" "$prefix/share/concord"
check "init refuses a non-empty folder" bash -c "! '$prefix/bin/concord' init . 2>/dev/null"

cd "$scratch"
make -s -C "$repo" uninstall PREFIX="$prefix" >/dev/null
check "uninstall removed bin/concord" test ! -e "$prefix/bin/concord"
check "uninstall removed share/concord" test ! -e "$prefix/share/concord"
echo "install: $passed passed, $failed failed"
[ "$failed" = 0 ]
