#!/usr/bin/env bash
# Runs the Python client's tests: installs the pinned packages and the client
# (editable) into clients/python/.venv (scripts/venv.sh), then runs pytest.
# The server tests use $MOUNTAIN_GOATS_ADDR when set, or start
# target/release/mountain-goats themselves. Extra arguments go to pytest.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
"$here/scripts/venv.sh"
cd "$here"
exec "$here/.venv/bin/python" -m pytest "$@"
