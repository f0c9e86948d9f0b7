#!/usr/bin/env bash
# Runs the quickstart of clients/python/README.md as a new user would, against
# the server at ADDR:
#   1. takes the README's first ```python block, verbatim, replacing only
#      127.0.0.1:50051 by ADDR (so the README cannot drift from what is run);
#   2. makes a fresh virtual environment in a scratch folder (mktemp -d) and
#      installs the client there: the wheel `test.sh --prepare` built in
#      clients/python/dist/, or this folder when there is none (its
#      dependencies at the versions of requirements-dev.txt, the tested ones);
#   3. saves the block as quickstart.py in the scratch folder and runs the
#      README's command there, `python quickstart.py`, with the environment
#      activated, for at most 30 s;
#   4. fails unless it exits 0 having printed the final standings: a line
#      "RANK. NAME: P points" per seat, ranks from 1, at least two.
# Usage: clients/python/quickstart.sh HOST:PORT
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
addr=${1:?usage: clients/python/quickstart.sh HOST:PORT}
readme=$here/README.md
fail() { echo "quickstart (python): $*" >&2; exit 1; }

[ "$(grep -m1 '^```' "$readme")" = '```python' ] || fail "the README's first code block is not its python quickstart"
code=$(awk '/^```python[[:space:]]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' "$readme")
[ -n "$code" ] || fail "no \`\`\`python block in $readme"
grep -qF '127.0.0.1:50051' <<<"$code" || fail "the README's first python block does not connect to 127.0.0.1:50051"
# The file name and the command are the README's own.
grep -qF '`quickstart.py`' "$readme" || fail "the README no longer says to save the example as \`quickstart.py\`"
grep -qx 'python quickstart.py' "$readme" || fail "the README no longer runs it with \`python quickstart.py\`"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"${PYTHON:-python3}" -m venv "$scratch/.venv"
wheel=$(ls "$here"/dist/mountain_goats-*-py3-none-any.whl 2>/dev/null | head -1 || true)
package=${wheel:-$here}
echo "installing ${package#"$here"/} into a fresh virtual environment in $scratch"
"$scratch/.venv/bin/python" -m pip install --quiet --disable-pip-version-check \
  -c "$here/requirements-dev.txt" "$package" >"$scratch/pip.log" 2>&1 || { cat "$scratch/pip.log"; fail "pip install failed"; }

printf '%s\n' "${code//127.0.0.1:50051/$addr}" >"$scratch/quickstart.py"
status=0
(
  cd "$scratch"
  unset PYTHONPATH PYTHONHOME
  export VIRTUAL_ENV=$scratch/.venv PATH=$scratch/.venv/bin:$PATH # `. .venv/bin/activate`
  exec timeout 30 python quickstart.py
) >"$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" != 124 ] || fail "the game did not finish within 30 s"
[ "$status" = 0 ] || fail "python quickstart.py exited with status $status"
lines=$(grep -cE '^[0-9]+\. .+: [0-9]+ points$' "$scratch/out.txt" || true)
[ "$lines" -ge 2 ] || fail "no standings printed (a line 'RANK. NAME: P points' per seat)"
grep -qE '^1\. .+: [0-9]+ points$' "$scratch/out.txt" || fail "no winner (rank 1) in the standings"
echo "quickstart (python): the README's example played a game to the end ($lines seats in the standings)"
