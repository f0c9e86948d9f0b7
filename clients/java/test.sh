#!/usr/bin/env bash
# Builds the Java client as a user installs it and runs its JUnit 5 tests
# against that: `mvn verify` compiles, packages the jar and the sources jar
# (target/mountain-goats-client-0.1.0.jar, …-sources.jar), then runs the tests
# through Failsafe with the packaged jar on the classpath (not target/classes).
# Against the server at $MOUNTAIN_GOATS_ADDR when set; otherwise the tests
# start $MOUNTAIN_GOATS_BIN (default target/release/mountain-goats).
# `test.sh --prepare` only downloads, compiles and packages (no server needed)
# and writes target/classpath.txt for examples/bot.sh; `--tests-only` runs
# only the `mvn verify` of the tests (after a --prepare).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac
mvn=(mvn -B -ntp -Dstyle.color=never)

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)

# Dependencies, compilation and the jars, quietly (errors still show).
"${mvn[@]}" -q -DskipTests verify dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
jar=target/mountain-goats-client-0.1.0.jar
sources=target/mountain-goats-client-0.1.0-sources.jar
for f in "$jar:dev/mountaingoats/client/SeatClient.class" "$jar:dev/mountaingoats/v1/GameServiceGrpc.class" \
  "$sources:dev/mountaingoats/client/SeatClient.java" "$sources:dev/mountaingoats/v1/GameServiceGrpc.java"; do
  jar tf "${f%%:*}" | grep -qx "${f#*:}" || { echo "${f%%:*} lacks ${f#*:}" >&2; exit 1; }
done
echo "packaged $jar and $sources"
[ "$mode" = prepare ] && exit 0
fi

# The tests, with Failsafe's per-class lines and its "Tests run:" summary.
status=0
"${mvn[@]}" verify "$@" >target/verify.log 2>&1 || status=$?
if [ "$status" != 0 ]; then cat target/verify.log; exit "$status"; fi
grep -E 'Running |Tests run:|BUILD' target/verify.log
