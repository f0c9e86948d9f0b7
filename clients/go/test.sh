#!/usr/bin/env bash
# Runs the Go client's checks and tests:
#   1. go mod download, gofmt, go vet, go build;
#   2. the README's quickstart program, taken from the README text, built in
#      a module of its own that requires the client as a user's would
#      (github.com/mountain-goats/mountain-goats/clients/go v0.1.0 through
#      `go mod edit -replace` to this folder, with the README's commands):
#      `quickstart.sh --build-only`; every README block marked as run or not
#      run, and the ladder's program built: `readme-blocks.sh --build-only`;
#   3. go test ./... (against $MOUNTAIN_GOATS_ADDR when set; otherwise the
#      tests start $MOUNTAIN_GOATS_BIN, default target/release/mountain-goats),
#      then, with $MOUNTAIN_GOATS_ADDR, the README's quickstart played against
#      it (`quickstart.sh ADDR`: the game must end within 30 s and print the
#      standings) and the README's other blocks (`readme-blocks.sh ADDR`: the
#      example bot, two accounts and a rated game between them).
# `test.sh --prepare` stops after step 2 (no server needed); `--tests-only`
# runs only step 3 (after a --prepare).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac
logs="$here/.consumer"
mkdir -p "$logs"

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)
go mod download
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then echo "gofmt needed: $unformatted" >&2; exit 1; fi
go vet ./...
go build ./...
./quickstart.sh --build-only >"$logs/quickstart-build.log" 2>&1 || { cat "$logs/quickstart-build.log"; exit 1; }
tail -n 1 "$logs/quickstart-build.log"
./readme-blocks.sh --build-only >"$logs/readme-blocks-build.log" 2>&1 || { cat "$logs/readme-blocks-build.log"; exit 1; }
tail -n 1 "$logs/readme-blocks-build.log"
[ "$mode" = prepare ] && exit 0
fi

status=0
go test -v -count=1 -timeout 5m ./... >"$logs/test.log" 2>&1 || status=$?
grep -E '^(--- |ok |FAIL|panic:)' "$logs/test.log" || true
if [ "$status" != 0 ]; then echo "go test failed:"; tail -50 "$logs/test.log"; exit "$status"; fi
echo "go test: $(grep -c '^--- PASS' "$logs/test.log") passed, $(grep -c '^--- FAIL' "$logs/test.log") failed"
if [ -n "${MOUNTAIN_GOATS_ADDR:-}" ]; then
  ./quickstart.sh "$MOUNTAIN_GOATS_ADDR"
  ./readme-blocks.sh "$MOUNTAIN_GOATS_ADDR"
fi
