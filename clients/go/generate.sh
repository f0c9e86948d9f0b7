#!/usr/bin/env bash
# Regenerates clients/go/mountaingoatsv1 from proto/ with pinned generators.
# Installs protoc-gen-go and protoc-gen-go-grpc (Go module proxy) into
# clients/go/.bin and buf (npm, tools/) if missing, then runs buf generate.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

PROTOC_GEN_GO_VERSION=v1.36.12        # google.golang.org/protobuf
PROTOC_GEN_GO_GRPC_VERSION=v1.6.1     # google.golang.org/grpc/cmd/protoc-gen-go-grpc

bin="$here/.bin"
mkdir -p "$bin"
stamp="$bin/versions"
want="protoc-gen-go $PROTOC_GEN_GO_VERSION protoc-gen-go-grpc $PROTOC_GEN_GO_GRPC_VERSION"
if [ ! -x "$bin/protoc-gen-go" ] || [ ! -x "$bin/protoc-gen-go-grpc" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  # Outside the client module so its go.mod is not touched.
  (cd "$bin" && GOBIN="$bin" go install "google.golang.org/protobuf/cmd/protoc-gen-go@$PROTOC_GEN_GO_VERSION")
  (cd "$bin" && GOBIN="$bin" go install "google.golang.org/grpc/cmd/protoc-gen-go-grpc@$PROTOC_GEN_GO_GRPC_VERSION")
  echo "$want" > "$stamp"
fi

buf="$root/tools/node_modules/.bin/buf"
if [ ! -x "$buf" ]; then
  npm ci --prefix "$root/tools" --no-audit --no-fund >/dev/null
fi

cd "$root"
rm -rf "$here/mountaingoatsv1"/*.pb.go
PATH="$bin:$PATH" "$buf" generate --template "$here/buf.gen.yaml"
