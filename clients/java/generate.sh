#!/usr/bin/env bash
# Regenerates src/generated/java (package dev.mountaingoats.v1) from proto/
# with the pinned protoc and protoc-gen-grpc-java, which Maven fetches from
# Maven Central (versions: the properties protoc.version and
# protoc-gen-grpc-java.version in pom.xml). Deterministic: no timestamps.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/src/generated/java"
rm -rf "$out"
mkdir -p "$out"
mvn -q -B -f "$here/pom.xml" -Pgenerate generate-sources
