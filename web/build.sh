#!/usr/bin/env bash
# Rebuilds the viewer (web/src → web/dist) with the pinned esbuild, after a
# type check. web/dist is checked in: commit what this produces.
set -euo pipefail
cd "$(dirname "$0")"
if [[ ! -d node_modules/esbuild || package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
npx --no-install tsc -p tsconfig.json
node build.mjs
