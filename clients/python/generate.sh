#!/usr/bin/env bash
# Regenerates the checked-in Python code of the Mountain Goats client from proto/.
#
# The proto package `mountain_goats.v1` lands as the Python package
# `mountain_goats.v1` (src/mountain_goats/v1/), so the imports protoc writes
# (`from mountain_goats.v1 import game_pb2`) work as they are: no rewriting.
# The google.rpc types of error details come from googleapis-common-protos.
#
# The generator is pinned: grpcio-tools 1.85.1 (bundled protoc 35.1), installed
# into clients/python/.venv from requirements-dev.txt. Output is deterministic.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
venv="$here/.venv"
out="$here/src/mountain_goats/v1"

"$here/scripts/venv.sh"

rm -f "$out"/*_pb2.py "$out"/*_pb2.pyi "$out"/*_pb2_grpc.py
mkdir -p "$out"
cd "$root/proto"
"$venv/bin/python" -m grpc_tools.protoc -I . \
  --python_out="$here/src" --pyi_out="$here/src" \
  mountain_goats/v1/game.proto mountain_goats/v1/game_service.proto
"$venv/bin/python" -m grpc_tools.protoc -I . \
  --grpc_python_out="$here/src" \
  mountain_goats/v1/game_service.proto
cat > "$out/__init__.py" <<'PY'
"""Generated code of the `mountain_goats.v1` proto package (do not edit).

Regenerate with `clients/python/generate.sh`. Modules: `game_pb2` (the game's
messages), `game_service_pb2` (requests and responses) and
`game_service_pb2_grpc` (`GameServiceStub`).
"""
PY
echo "generated $(cd "$here" && ls src/mountain_goats/v1 | tr '\n' ' ')"
