#!/usr/bin/env bash
# Runs the TypeScript client's tests against the package a user installs:
#   1. npm ci, and tsc (src, tests and the example bot, into dist/);
#   2. `npm pack` (its `prepack` builds dist/src; the package has no install
#      script) into .pack/;
#   3. a fresh project, .pack/consumer, that installs only that tarball (and
#      its dependencies from npm): no build step there;
#   4. the compiled tests and example bot copied into that project and run
#      with node's built-in test runner: they import "@mountain-goats/client"
#      (and its browser entry, "@mountain-goats/client/web"), which there is
#      the installed tarball. The browser test's page goes to
#      .pack/consumer/browser, for test/browser/run.sh to bundle.
# `test.sh --prepare` stops after step 4's copy (no server needed);
# `--tests-only` only runs the tests (after a --prepare). The
# server tests use $MOUNTAIN_GOATS_ADDR when set, or start $MOUNTAIN_GOATS_BIN
# (default: target/release/mountain-goats) themselves. Extra arguments go to
# node --test. With $MOUNTAIN_GOATS_ADDR, the README's blocks are then run as
# written: its Quickstart in a fresh `npm init -y` project (quickstart.sh),
# and its other programs and commands (readme-blocks.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)

npm ci --no-audit --no-fund --loglevel=error
rm -rf dist .pack
npx --no-install tsc -p tsconfig.json
mkdir -p .pack/consumer
tarball=$(npm pack --silent --pack-destination .pack)
tarball=.pack/$tarball
# What the tarball must carry: the build, with types; not the tests.
contents=$(tar -tzf "$tarball")
for f in package/dist/src/index.js package/dist/src/index.d.ts package/dist/src/web.js package/dist/src/web.d.ts \
  package/dist/src/gen/mountain_goats/v1/game_pb.js package/README.md; do
  grep -qx "$f" <<<"$contents" || { echo "the tarball lacks $f" >&2; exit 1; }
done
if grep -q '^package/dist/test/' <<<"$contents"; then echo "the tarball carries the tests" >&2; exit 1; fi
# No script runs when the package is installed (npm would ask about it: allowScripts).
install_scripts=$(tar -xzOf "$tarball" package/package.json |
  node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8")).scripts ?? {}; console.log(["preinstall", "install", "postinstall", "prepare"].filter((k) => k in s).join(" "))')
[ -z "$install_scripts" ] || { echo "the package has install scripts: $install_scripts" >&2; exit 1; }
echo "packed $tarball ($(wc -l <<<"$contents") files)"

cd .pack/consumer
cat > package.json <<'JSON'
{ "name": "consumer", "private": true, "type": "module" }
JSON
npm install --no-audit --no-fund --loglevel=error "../$(basename "$tarball")"
mkdir -p test examples
cp "$here"/dist/test/*.js test/
cp "$here"/dist/examples/*.js examples/
mkdir -p browser
cp "$here"/test/browser/page.ts "$here"/test/browser/index.html browser/
cp "$here"/test/browser/tsconfig.page.json browser/tsconfig.json
for entry in @mountain-goats/client @mountain-goats/client/web; do
  installed=$(node --input-type=module -e "console.log(import.meta.resolve('$entry'))")
  case $installed in
    "file://$here/.pack/consumer/node_modules/"*) echo "testing the installed package: $installed" ;;
    *) echo "$entry resolves to $installed, not the installed tarball" >&2; exit 1 ;;
  esac
done
[ "$mode" = prepare ] && exit 0
fi
cd "$here/.pack/consumer"

node --test --test-reporter=spec --test-concurrency=1 "$@" test/*.test.js
# The README's blocks, as a new user would run them (quickstart.sh, readme-blocks.sh).
if [ -n "${MOUNTAIN_GOATS_ADDR:-}" ]; then
  "$here/quickstart.sh" "$MOUNTAIN_GOATS_ADDR"
  "$here/readme-blocks.sh" "$MOUNTAIN_GOATS_ADDR"
fi
