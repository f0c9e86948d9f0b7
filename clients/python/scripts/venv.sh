#!/usr/bin/env bash
# Creates clients/python/.venv (once), installs the pinned packages of
# requirements-dev.txt into it when they are not there yet, and installs the
# client itself (editable). Used by generate.sh and test.sh; run it alone to
# get a Python that can run examples/bot.py: clients/python/.venv/bin/python.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
venv="$here/.venv"
req="$here/requirements-dev.txt"
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
stamp="$venv/.requirements-dev.sha256"
want=$(sha256sum "$req" "$here/pyproject.toml" | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  "${pip[@]}" -r "$req"
  "${pip[@]}" --no-deps --no-build-isolation -e "$here"
  echo "$want" > "$stamp"
fi
