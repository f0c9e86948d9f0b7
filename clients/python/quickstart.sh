#!/usr/bin/env bash
# Runs the quickstart of clients/python/README.md as a new user would, against
# the server at ADDR:
#   1. takes the README's first ```python block, verbatim, replacing only
#      127.0.0.1:50051 by ADDR (so the README cannot drift from what is run),
#      and saves it as quickstart.py in a scratch folder (mktemp -d);
#   2. runs the README's ```sh block that follows it there, as written (it
#      makes a fresh virtual environment, installs the client into it and
#      runs `python quickstart.py`), with bash, replacing only the path of the
#      client, /path/to/mountain-goats/clients/python, by the wheel
#      `test.sh --prepare` built in clients/python/dist/ (this folder when
#      there is none), and running its last line, `python quickstart.py`,
#      under `timeout 30`; pip gets the versions of requirements-dev.txt, the
#      tested ones, through PIP_CONSTRAINT, and $PYTHON (if set) as python3;
#   3. fails unless it exits 0 having printed the final standings: a line
#      "RANK. NAME: P points" per seat, ranks from 1, at least two;
#   4. runs the README's "## Install" ```sh block, as written, in that
#      environment, from the root of a checkout: a copy of this folder (its
#      build output and environments left out) at mountain-goats/clients/python
#      in the scratch folder; fails unless it exits 0 and `import
#      mountain_goats` then finds the package in the environment.
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
# The file name is the README's own.
grep -qF '`quickstart.py`' "$readme" || fail "the README no longer says to save the example as \`quickstart.py\`"
# The commands: the first ```sh block after the python one.
commands=$(awk '/^```python[[:space:]]*$/ && !seen { seen = 1; skip = 1; next } skip && /^```/ { skip = 0; next }
  seen && !skip && /^```sh[[:space:]]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' "$readme")
client_path=/path/to/mountain-goats/clients/python
grep -qF "$client_path" <<<"$commands" || fail "the README's commands no longer install $client_path"
[ "$(tail -n1 <<<"$commands")" = 'python quickstart.py' ] || fail "the README's commands no longer end with \`python quickstart.py\`"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf '%s\n' "${code//127.0.0.1:50051/$addr}" >"$scratch/quickstart.py"
wheel=$(ls "$here"/dist/mountain_goats-*-py3-none-any.whl 2>/dev/null | head -1 || true)
package=${wheel:-$here}
commands=${commands//$client_path/$package}
printf '%s\n' "$(sed '$d' <<<"$commands")" 'exec timeout 30 python quickstart.py' >"$scratch/commands.sh"
echo "running the README's commands in $scratch (installing ${package#"$here"/})"
if [ -n "${PYTHON:-}" ]; then # python3 is $PYTHON
  mkdir "$scratch/bin" && ln -s "$(command -v "$PYTHON")" "$scratch/bin/python3"
  PATH=$scratch/bin:$PATH
fi
status=0
(
  cd "$scratch"
  unset PYTHONPATH PYTHONHOME VIRTUAL_ENV
  export PIP_CONSTRAINT=$here/requirements-dev.txt PIP_QUIET=1 PIP_DISABLE_PIP_VERSION_CHECK=1
  exec bash -e commands.sh
) >"$scratch/out.txt" 2>&1 || status=$?
cat "$scratch/out.txt"
[ "$status" != 124 ] || fail "the game did not finish within 30 s"
[ "$status" = 0 ] || fail "the README's commands exited with status $status"
lines=$(grep -cE '^[0-9]+\. .+: [0-9]+ points$' "$scratch/out.txt" || true)
[ "$lines" -ge 2 ] || fail "no standings printed (a line 'RANK. NAME: P points' per seat)"
grep -qE '^1\. .+: [0-9]+ points$' "$scratch/out.txt" || fail "no winner (rank 1) in the standings"
echo "quickstart (python): the README's example played a game to the end ($lines seats in the standings)"

# The install command of "## Install", from a checkout's root.
install=$(awk '/^## Install[[:space:]]*$/ { section = 1; next } section && /^## / { exit }
  section && /^```sh[[:space:]]*$/ { inside = 1; next } inside && /^```/ { exit } inside { print }' "$readme")
[ -n "$install" ] || fail "no \`\`\`sh block under \"## Install\" in $readme"
checkout=$scratch/mountain-goats
mkdir -p "$checkout/clients/python"
tar -C "$here" --exclude='./.venv*' --exclude=./dist --exclude=./build --exclude='*.egg-info' \
  --exclude=__pycache__ --exclude=.pytest_cache -cf - . | tar -C "$checkout/clients/python" -xf -
status=0
(
  cd "$checkout"
  unset PYTHONPATH PYTHONHOME
  export VIRTUAL_ENV=$scratch/.venv PATH=$scratch/.venv/bin:$PATH # the quickstart's environment, activated
  export PIP_CONSTRAINT=$here/requirements-dev.txt PIP_QUIET=1 PIP_DISABLE_PIP_VERSION_CHECK=1
  bash -e -c "$install"
  cd "$scratch"
  found=$(python -c 'import mountain_goats; print(mountain_goats.__file__)')
  case $found in
    "$scratch/.venv"/*) ;;
    *) echo "import mountain_goats finds $found, not the environment's" >&2; exit 1 ;;
  esac
) >"$scratch/install.txt" 2>&1 || status=$?
[ "$status" = 0 ] || { cat "$scratch/install.txt"; fail "the README's install command failed (status $status)"; }
echo "quickstart (python): the README's install command installed the client from a checkout"
