#!/usr/bin/env bash
# Runs the example bot: clients/java/examples/bot.sh ADDR GAME_NAME PLAYER_NAME [SEAT]
# or clients/java/examples/bot.sh ADDR --rated [--players N] [--key KEY] (the key defaults to $MOUNTAIN_GOATS_KEY;
# flags go before or after the address)
# Packages the client with Maven (quietly; skipped when the jar is newer than
# every source), then runs Bot.java with the single-file source launcher on
# the classpath of the packaged jar and its dependencies.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
jar="$here/target/mountain-goats-client-0.1.0.jar"
cp="$here/target/classpath.txt"
if [ ! -f "$jar" ] || [ ! -f "$cp" ] || [ -n "$(find "$here/src/main" "$here/src/generated" "$here/pom.xml" -newer "$jar" -type f | head -1)" ]; then
  mvn -q -B -ntp -f "$here/pom.xml" -DskipTests package dependency:build-classpath -Dmdep.outputFile="$cp" >&2
fi
exec java -cp "$jar:$(cat "$cp")" "$here/examples/Bot.java" "$@"
