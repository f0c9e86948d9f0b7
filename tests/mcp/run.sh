#!/usr/bin/env bash
# Drives `mountain-goats mcp` with a real MCP client, the official Python SDK
# (`mcp` on PyPI), over stdio, against a game server of its own.
#
#   tests/mcp/run.sh SERVER_BIN
#
# SERVER_BIN is the `mountain-goats` binary: it serves the games, and
# `SERVER_BIN mcp` is the MCP server under test unless MCP_CMD names another
# command. The host configuration docs/agents.md shows is also started, as
# written there but for the binary's path and the server's address
# (test_mcp.py reads it from the file).
# The client lives in a virtual environment, tests/mcp/.venv (MCP_VENV to put
# it elsewhere), made and filled on the first run.
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 SERVER_BIN" >&2
    exit 2
fi
server_bin=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
mcp_cmd=${MCP_CMD:-"$server_bin mcp"}
venv=${MCP_VENV:-$here/.venv}

if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$here/requirements.txt"

work=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

"$server_bin" serve --listen 127.0.0.1:0 --db :memory: --rate-limit 0 \
    >"$work/server.out" 2>"$work/server.err" &
server_pid=$!
addr=
for _ in $(seq 100); do
    addr=$(sed -n 's/^listening on //p' "$work/server.out")
    [ -n "$addr" ] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "the game server stopped before listening:" >&2
        cat "$work/server.err" >&2
        exit 1
    fi
    sleep 0.1
done
if [ -z "$addr" ]; then
    echo "the game server did not say where it listens within 10 s" >&2
    exit 1
fi

cd "$here"
MG_ADDR=$addr MG_SERVER_BIN=$server_bin MG_MCP_CMD=$mcp_cmd \
    timeout 300 "$venv/bin/python" -m pytest -q -p no:cacheprovider test_mcp.py
