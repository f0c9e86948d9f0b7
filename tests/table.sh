#!/usr/bin/env bash
# The table: one game with four seats — the Python, TypeScript, Go and Java
# example bots — played to the end on one server, while
# `mountain-goats watch --verify` checks that every version arrives in order,
# that every roll comes from the revealed seed, and that the final standings
# are what the rules engine computes replaying the same seed and moves.
# Then the same with the Big Mountain and five seats, the fifth the sample
# Rust bot.
#
# Usage: tests/table.sh ADDR   (a running server; tests/run starts one)
# Needs the release build and each client's `test.sh --prepare` (or test.sh)
# run first: it installs the Python package into clients/python/.venv-test,
# installs the TypeScript tarball into clients/typescript/.pack/consumer and
# builds the Java jar. The Rust binaries are
# $MOUNTAIN_GOATS_BIN and $MOUNTAIN_GOATS_BOT_BIN when set, otherwise they
# are found in cargo's target directory (CARGO_TARGET_DIR is honoured).
set -euo pipefail
addr=${1:?usage: tests/table.sh ADDR}
cd "$(dirname "$0")/.."
root=$(pwd)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

if [ -z "${MOUNTAIN_GOATS_BIN:-}" ] || [ -z "${MOUNTAIN_GOATS_BOT_BIN:-}" ]; then
  target_dir=$(cargo metadata --format-version 1 --no-deps |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
  MOUNTAIN_GOATS_BIN=${MOUNTAIN_GOATS_BIN:-$target_dir/release/mountain-goats}
  MOUNTAIN_GOATS_BOT_BIN=${MOUNTAIN_GOATS_BOT_BIN:-$target_dir/release/mountain-goats-bot}
fi
server=$MOUNTAIN_GOATS_BIN
rustbot=$MOUNTAIN_GOATS_BOT_BIN

# The Go bot, compiled once for both tables.
gobot="$logs/go-bot"
(cd clients/go && go build -o "$gobot" ./examples/bot)

bot() { # LANGUAGE GAME NAME SEAT
  case $1 in
    python) clients/python/.venv-test/bin/python clients/python/examples/bot.py "$addr" "$2" "$3" "$4" ;;
    typescript) node clients/typescript/.pack/consumer/examples/bot.js "$addr" "$2" "$3" "$4" ;;
    go) "$gobot" "$addr" "$2" "$3" "$4" ;;
    java) clients/java/examples/bot.sh "$addr" "$2" "$3" "$4" ;;
    rust) "$rustbot" --addr "$addr" --game "$2" --name "$3" --seat "$4" ;;
  esac
}

table() { # TITLE CREATE-ARGS... -- LANGUAGES...
  local title=$1; shift
  local create=()
  while [ "$1" != -- ]; do create+=("$1"); shift; done; shift
  local game
  game=$("$rustbot" --addr "$addr" "${create[@]}")
  echo "$title: $game"
  "$server" watch "$game" --addr "$addr" --verify >"$logs/watch.log" 2>&1 &
  local watcher=$!
  # The watcher must hold the game from version 1 before anyone joins.
  for _ in $(seq 1 100); do grep -q '^v1 snapshot' "$logs/watch.log" && break; sleep 0.1; done
  local pids=() seat=0
  for lang in "$@"; do
    bot "$lang" "$game" "$lang-bot" "$seat" >"$logs/$lang.log" 2>&1 &
    pids+=($!)
    seat=$((seat + 1))
  done
  local failed=0 i=0
  for lang in "$@"; do
    if ! wait "${pids[$i]}"; then
      echo "the $lang bot failed:"; tail -20 "$logs/$lang.log"; failed=1
    fi
    i=$((i + 1))
  done
  if ! wait "$watcher"; then
    echo "the watcher failed:"; tail -20 "$logs/watch.log"; failed=1
  fi
  [ "$failed" = 0 ] || return 1
  grep '^rank\|^verified' "$logs/watch.log"
}

table "four languages, base game" --create 4 -- python typescript go java
table "five seats, Big Mountain" --create 5 --big-mountain -- python typescript go java rust
echo "table: 2 passed, 0 failed"
