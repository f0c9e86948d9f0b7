#!/usr/bin/env bash
# Builds the Java client as a user installs it and runs its JUnit 5 tests
# against that: `mvn verify` compiles, packages the jar and the sources jar
# (target/mountain-goats-client-0.1.0.jar, …-sources.jar), then runs the tests
# through Failsafe with the packaged jar on the classpath (not target/classes).
# Against the server at $MOUNTAIN_GOATS_ADDR when set; otherwise the tests
# start $MOUNTAIN_GOATS_BIN (default target/release/mountain-goats). With
# $MOUNTAIN_GOATS_ADDR, the README's quickstart is then played against it
# (`quickstart.sh ADDR`: it must end within 30 s and print the standings), and
# the README's other blocks (`readme-blocks.sh ADDR`: the example bot, two
# accounts and a rated game between them).
# `test.sh --prepare` only downloads, compiles (the tests too) and packages (no
# server needed), installs the jars into the local Maven repository (~/.m2,
# where the README's consumer pom finds them), writes target/classpath.txt for
# examples/bot.sh, and builds the README's quickstart in a scratch project
# (`quickstart.sh --build-only`); then checks that every README block is marked
# as run or not run, runs the README's install command and builds its other
# programs (`readme-blocks.sh --build-only`); `--tests-only` runs only the
# `mvn verify` of the tests, the quickstart and the README's blocks (after a
# --prepare).
# Maven's console library prints ESC[0m (an ANSI reset) on stdout and stderr
# when it starts and ends unless told not to: .mvn/jvm.config passes it
# -Djansi.noreset=true, so that the output stays clean when piped.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mode=all
case ${1:-} in --prepare) mode=prepare; shift ;; --tests-only) mode=tests; shift ;; esac
mvn=(mvn -B -ntp -Dstyle.color=never)

if [ "$mode" != tests ]; then # the build (skipped by --tests-only)

# Dependencies, compilation (the tests too: -DskipITs runs none, where -DskipTests
# would not compile them) and the jars into ~/.m2, quietly (errors still show).
"${mvn[@]}" -q -DskipITs install dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
jar=target/mountain-goats-client-0.1.0.jar
sources=target/mountain-goats-client-0.1.0-sources.jar
for f in "$jar:dev/mountaingoats/client/SeatClient.class" "$jar:dev/mountaingoats/v1/GameServiceGrpc.class" \
  "$sources:dev/mountaingoats/client/SeatClient.java" "$sources:dev/mountaingoats/v1/GameServiceGrpc.java"; do
  jar tf "${f%%:*}" | grep -qx "${f#*:}" || { echo "${f%%:*} lacks ${f#*:}" >&2; exit 1; }
done
echo "packaged and installed into the local Maven repository: $jar and $sources"
./quickstart.sh --build-only >target/quickstart-build.log 2>&1 || { cat target/quickstart-build.log; exit 1; }
tail -n 1 target/quickstart-build.log
./readme-blocks.sh --build-only >target/readme-blocks-build.log 2>&1 || { cat target/readme-blocks-build.log; exit 1; }
tail -n 1 target/readme-blocks-build.log
[ "$mode" = prepare ] && exit 0
fi

# The tests, with Failsafe's per-class lines and its "Tests run:" summary.
status=0
"${mvn[@]}" verify "$@" >target/verify.log 2>&1 || status=$?
if [ "$status" != 0 ]; then cat target/verify.log; exit "$status"; fi
grep -E 'Running |Tests run:|BUILD' target/verify.log
if [ -n "${MOUNTAIN_GOATS_ADDR:-}" ]; then
  ./quickstart.sh "$MOUNTAIN_GOATS_ADDR"
  ./readme-blocks.sh "$MOUNTAIN_GOATS_ADDR"
fi
