#!/usr/bin/env bash
# Runs the TypeScript client's tests: installs the locked dependencies
# (npm ci), compiles with tsc, then runs node's built-in test runner. The
# server tests use $MOUNTAIN_GOATS_ADDR when set, or start
# target/release/mountain-goats themselves. Extra arguments go to node --test.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
npm ci --no-audit --no-fund --loglevel=error
rm -rf dist
npx --no-install tsc -p tsconfig.json
exec node --test --test-reporter=spec --test-concurrency=1 "$@" dist/test/*.test.js
