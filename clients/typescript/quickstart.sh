#!/usr/bin/env bash
# Runs the quickstart of clients/typescript/README.md as a new user would,
# against the server at ADDR:
#   1. takes the README's first code block (it must be ```js: what node runs
#      as it is), verbatim, replacing only 127.0.0.1:50051 by ADDR (so the
#      README cannot drift from what is run);
#   2. makes a default npm project in a scratch folder (mktemp -d): `npm init
#      -y`, which is CommonJS, and installs the tarball `test.sh --prepare`
#      packed into clients/typescript/.pack/ (its dependencies from npm);
#   3. saves the block as quickstart.js there and runs the README's command,
#      `node quickstart.js`, for at most 30 s;
#   4. fails unless it exits 0 having printed the final standings: a line
#      "RANK. NAME: P points" per seat, ranks from 1, at least two.
# Usage: clients/typescript/quickstart.sh HOST:PORT
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
addr=${1:?usage: clients/typescript/quickstart.sh HOST:PORT}
readme=$here/README.md
fail() { echo "quickstart (typescript): $*" >&2; exit 1; }

[ "$(grep -m1 '^```' "$readme")" = '```js' ] || fail "the README's first code block is not its \`\`\`js quickstart"
code=$(awk '/^```js[[:space:]]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' "$readme")
[ -n "$code" ] || fail "the README's first js block is empty"
grep -qF '127.0.0.1:50051' <<<"$code" || fail "the README's first js block does not connect to 127.0.0.1:50051"
# The file name and the command are the README's own.
grep -qF '`quickstart.js`' "$readme" || fail "the README no longer says to save the example as \`quickstart.js\`"
grep -qx 'node quickstart.js' "$readme" || fail "the README no longer runs it with \`node quickstart.js\`"

tarball=$(ls "$here"/.pack/mountain-goats-client-*.tgz 2>/dev/null | head -1 || true)
[ -n "$tarball" ] || fail "no tarball in $here/.pack: run clients/typescript/test.sh --prepare first"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
npm init -y >/dev/null
type=$(node -p 'require("./package.json").type ?? "(none: commonjs)"')
case $type in commonjs | "(none: commonjs)") ;; *) fail "npm init -y made a project of type $type, not CommonJS" ;; esac
echo "installing $(basename "$tarball") into a new npm project (type: $type) in $scratch"
npm install --no-audit --no-fund --loglevel=error "$tarball" >npm.log 2>&1 || { cat npm.log; fail "npm install failed"; }

printf '%s\n' "${code//127.0.0.1:50051/$addr}" >quickstart.js
status=0
timeout 30 node quickstart.js >out.txt 2>&1 || status=$?
cat out.txt
[ "$status" != 124 ] || fail "the game did not finish within 30 s"
[ "$status" = 0 ] || fail "node quickstart.js exited with status $status"
lines=$(grep -cE '^[0-9]+\. .+: [0-9]+ points$' out.txt || true)
[ "$lines" -ge 2 ] || fail "no standings printed (a line 'RANK. NAME: P points' per seat)"
grep -qE '^1\. .+: [0-9]+ points$' out.txt || fail "no winner (rank 1) in the standings"
echo "quickstart (typescript): the README's example played a game to the end ($lines seats in the standings)"
