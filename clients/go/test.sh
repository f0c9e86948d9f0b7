#!/usr/bin/env bash
# Runs the Go client's checks and tests:
#   1. go mod download, gofmt, go vet, go build;
#   2. a module of its own in clients/go/.consumer, that requires the client
#      as a user's would (github.com/mountain-goats/mountain-goats/clients/go
#      v0.1.0, resolved through `go mod edit -replace` to this folder, the
#      path docs/clients.md documents) and builds examples/quickstart there;
#   3. go test ./... (against $MOUNTAIN_GOATS_ADDR when set; otherwise the
#      tests start $MOUNTAIN_GOATS_BIN, default target/release/mountain-goats),
#      then the quickstart built in step 2 against that server.
# `test.sh --prepare` stops after step 2 (no server needed); `--tests-only`
# runs only step 3 (after a --prepare).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac
consumer="$here/.consumer"

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)
module=github.com/mountain-goats/mountain-goats/clients/go

go mod download
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then echo "gofmt needed: $unformatted" >&2; exit 1; fi
go vet ./...
go build ./...

rm -rf "$consumer"
mkdir -p "$consumer"
cp examples/quickstart/main.go "$consumer/"
(
  cd "$consumer"
  go mod init example.com/quickstart >/dev/null 2>&1
  go mod edit -require="$module@v0.1.0" -replace="$module=$here"
  go mod tidy
  go build -o quickstart .
)
echo "built the quickstart in a module of its own: $(grep -h "$module" "$consumer/go.mod" | tr -s ' \t' ' ' | paste -sd';')"
[ "$mode" = prepare ] && exit 0
fi

status=0
go test -v -count=1 -timeout 5m ./... >"$consumer/test.log" 2>&1 || status=$?
grep -E '^(--- |ok |FAIL|panic:)' "$consumer/test.log" || true
if [ "$status" != 0 ]; then echo "go test failed:"; tail -50 "$consumer/test.log"; exit "$status"; fi
echo "go test: $(grep -c '^--- PASS' "$consumer/test.log") passed, $(grep -c '^--- FAIL' "$consumer/test.log") failed"
if [ -n "${MOUNTAIN_GOATS_ADDR:-}" ]; then
  echo "the quickstart, against $MOUNTAIN_GOATS_ADDR:"
  "$consumer/quickstart" "$MOUNTAIN_GOATS_ADDR"
fi
