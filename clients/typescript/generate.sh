#!/usr/bin/env bash
# Regenerates the checked-in TypeScript code of the Mountain Goats client
# (src/gen/) from proto/: mountain_goats.v1 and the vendored google.rpc error
# details (for ErrorInfo), with `buf generate` and the local protoc-gen-es.
#
# Pinned generators: @bufbuild/protoc-gen-es 2.13.0 (this folder's
# package-lock.json) and buf 1.75.0 (tools/package-lock.json); both are
# installed with `npm ci` when missing. Output is deterministic.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
buf="$root/tools/node_modules/.bin/buf"

installed() { # package dir, wanted version
  [ "$(node -p "require('$1/package.json').version" 2>/dev/null)" = "$2" ]
}
installed "$root/tools/node_modules/@bufbuild/buf" 1.75.0 || npm ci --prefix "$root/tools" --no-audit --no-fund
installed "$here/node_modules/@bufbuild/protoc-gen-es" 2.13.0 || (cd "$here" && npm ci --no-audit --no-fund)

cd "$here"
# The repository's buf.yaml leaves proto/google out of the module (it is only
# vendored); the inline config here makes the whole of proto/ the input, so
# that google/rpc is generated too. buf.gen.yaml cleans src/gen first.
"$buf" generate "$root/proto" --config '{"version":"v2"}' --template buf.gen.yaml
echo "generated $(cd src/gen && find . -name '*.ts' | sort | tr '\n' ' ')"
