#!/usr/bin/env bash
# Runs the quickstart of clients/typescript/README.md as a new user would,
# against the server at ADDR:
#   1. takes the README's first code block (it must be ```js: what node runs
#      as it is), verbatim, replacing only 127.0.0.1:50051 by ADDR (so the
#      README cannot drift from what is run);
#   2. takes the Quickstart's ```sh block (make a project with `npm init -y`,
#      which is CommonJS; install the tarball; `node quickstart.js`) and runs
#      it in a scratch folder (mktemp -d), replacing only the tarball's
#      /path/to/ by the folder of the tarball `test.sh --prepare` packed into
#      clients/typescript/.pack/ (its dependencies come from npm); the js
#      block is saved as quickstart.js in the project just before the line
#      `node quickstart.js`, as the README says;
#   3. fails unless the install printed no npm warning about install scripts
#      (the package has none) and `node quickstart.js` exited 0 within 30 s
#      having printed the final standings: a line "RANK. NAME: P points" per
#      seat, ranks from 1, at least two.
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
# The file name is the README's own.
grep -qF '`quickstart.js`' "$readme" || fail "the README no longer says to save the example as \`quickstart.js\`"
# The commands: the first ```sh block of the Quickstart section.
commands=$(awk '/^## / { on = ($0 == "## Quickstart") } on && /^```sh[[:space:]]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' "$readme")
grep -qx 'node quickstart.js' <<<"$commands" || fail "the Quickstart's commands no longer run \`node quickstart.js\`"
grep -q '^npm init -y$\|&& npm init -y$' <<<"$commands" || fail "the Quickstart's commands no longer make the project with \`npm init -y\`"
placeholder=/path/to/mountain-goats-client-
grep -qF "$placeholder" <<<"$commands" || fail "the Quickstart's commands do not install $placeholder….tgz"

tarball=$(ls "$here"/.pack/mountain-goats-client-*.tgz 2>/dev/null | head -1 || true)
[ -n "$tarball" ] || fail "no tarball in $here/.pack: run clients/typescript/test.sh --prepare first"
grep -qF "/path/to/$(basename "$tarball")" <<<"$commands" || fail "the Quickstart installs another version than $(basename "$tarball")"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf '%s\n' "${code//127.0.0.1:50051/$addr}" >"$scratch/quickstart.js.block"
# The README's commands, with the tarball's folder for /path/to/, and the
# block saved where the reader saves it: in the project, before running it.
script=${commands//\/path\/to\//$(dirname "$tarball")/}
script=$(awk -v save="cp '$scratch/quickstart.js.block' quickstart.js" '$0 == "node quickstart.js" { print save; print "timeout 30 node quickstart.js"; next } { print }' <<<"$script")
echo "running the Quickstart's commands in $scratch:"
sed 's/^/  /' <<<"$script"
status=0
(cd "$scratch" && bash -euo pipefail -c "$script") >"$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" != 124 ] || fail "the game did not finish within 30 s"
[ "$status" = 0 ] || fail "the Quickstart's commands exited with status $status"
! grep -qi 'install-scripts\|allowScripts' "$scratch/out.txt" || fail "npm warned about the package's install scripts"
project=$(dirname "$(find "$scratch" -mindepth 2 -maxdepth 2 -name quickstart.js | head -1)")
type=$(cd "$project" && node -p 'require("./package.json").type ?? "(none: commonjs)"')
case $type in commonjs | "(none: commonjs)") ;; *) fail "npm init -y made a project of type $type, not CommonJS" ;; esac
lines=$(grep -cE '^[0-9]+\. .+: [0-9]+ points$' "$scratch/out.txt" || true)
[ "$lines" -ge 2 ] || fail "no standings printed (a line 'RANK. NAME: P points' per seat)"
grep -qE '^1\. .+: [0-9]+ points$' "$scratch/out.txt" || fail "no winner (rank 1) in the standings"
echo "quickstart (typescript): the README's example played a game to the end in a project of type $type ($lines seats in the standings)"
