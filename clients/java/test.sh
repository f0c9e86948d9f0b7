#!/usr/bin/env bash
# Builds the Java client and runs its JUnit 5 tests through Maven Surefire.
# Against the server at MOUNTAIN_GOATS_ADDR when set; otherwise the tests
# start target/release/mountain-goats themselves (build it first).
set -euo pipefail
cd "$(dirname "$0")"
# Dependencies and compilation, quietly (errors still show).
mvn -q -B -ntp test-compile
# The tests, with Surefire's per-class lines and its "Tests run:" summary.
mvn -B -ntp surefire:test
