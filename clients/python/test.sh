#!/usr/bin/env bash
# Runs the Python client's tests against the package a user installs:
#   1. the pinned tools into clients/python/.venv (scripts/venv.sh);
#   2. the sdist and the wheel, with `python -m build` (the wheel is built
#      from the sdist) into clients/python/dist/;
#   3. the wheel, with its dependencies pinned by requirements-dev.txt, into a
#      fresh clients/python/.venv-test (not editable: the tests import the
#      installed package, never src/);
#   4. pytest with that interpreter.
# `test.sh --prepare` stops after step 3 (no server needed); `--tests-only`
# runs only step 4 (after a --prepare). The server tests
# use $MOUNTAIN_GOATS_ADDR when set, or start $MOUNTAIN_GOATS_BIN (default:
# target/release/mountain-goats) themselves. Extra arguments go to pytest.
# With $MOUNTAIN_GOATS_ADDR, the README's quickstart (its first example and the
# commands that run it) and its install command are then run as written in a
# scratch venv (quickstart.sh): the game must finish and print the standings.
# The README's other blocks are run by pytest (tests/test_readme.py).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac
venv="$here/.venv-test"

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)

"$here/scripts/venv.sh"
rm -rf dist
.venv/bin/python -m build --sdist --wheel --outdir dist . >build.log 2>&1 || { cat build.log; exit 1; }
rm -f build.log
wheel=$(ls dist/mountain_goats-0.1.0-py3-none-any.whl)
sdist=$(ls dist/mountain_goats-0.1.0.tar.gz)
# What the wheel must carry: the wrapper, the asyncio client, the generated code, the types.
.venv/bin/python - "$wheel" "$sdist" <<'PY'
import sys, tarfile, zipfile
wheel = set(zipfile.ZipFile(sys.argv[1]).namelist())
sdist = set(tarfile.open(sys.argv[2]).getnames())
need = ["__init__.py", "aio.py", "retry.py", "py.typed", "v1/game_pb2.py", "v1/game_pb2.pyi", "v1/game_service_pb2_grpc.py"]
missing = [f for f in need if "mountain_goats/" + f not in wheel]
missing += [f for f in need if "mountain_goats-0.1.0/src/mountain_goats/" + f not in sdist]
sys.exit(f"the packages lack: {missing}" if missing else 0)
PY
echo "built $sdist and $wheel"

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
stamp="$venv/.requirements.sha256"
want=$(sha256sum requirements-dev.txt pyproject.toml | sha256sum | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  "${pip[@]}" -c requirements-dev.txt "$wheel" pytest
  echo "$want" > "$stamp"
fi
"${pip[@]}" --force-reinstall --no-deps "$wheel"
# The tests must see the installed package, not the sources.
installed=$(cd /tmp && "$venv/bin/python" -c 'import mountain_goats; print(mountain_goats.__file__)')
case $installed in
  "$venv"/*) echo "testing the installed package: $installed" ;;
  *) echo "mountain_goats resolves to $installed, not the installed wheel" >&2; exit 1 ;;
esac
[ "$mode" = prepare ] && exit 0
fi

"$venv/bin/python" -m pytest -p no:cacheprovider "$@"
# The README's quickstart and install command, as a new user would run them (quickstart.sh).
if [ -n "${MOUNTAIN_GOATS_ADDR:-}" ]; then
  "$here/quickstart.sh" "$MOUNTAIN_GOATS_ADDR"
fi
