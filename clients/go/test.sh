#!/usr/bin/env bash
# Runs the Go client's checks and tests. Against the server at
# MOUNTAIN_GOATS_ADDR when set; otherwise the tests start
# target/release/mountain-goats themselves (build it first).
set -euo pipefail
cd "$(dirname "$0")"
go mod download
unformatted=$(gofmt -l .)
if [ -n "$unformatted" ]; then echo "gofmt needed: $unformatted" >&2; exit 1; fi
go vet ./...
go build ./...
go test -count=1 -timeout 5m ./...
