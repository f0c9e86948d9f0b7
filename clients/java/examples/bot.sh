#!/usr/bin/env bash
# Runs the example bot: clients/java/examples/bot.sh ADDR GAME_NAME PLAYER_NAME [SEAT]
# Compiles the client with Maven (quietly), then runs Bot.java with the
# single-file source launcher on the client's classpath.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
mvn -q -B -f "$here/pom.xml" compile dependency:build-classpath \
  -Dmdep.outputFile="$here/target/classpath.txt" >&2
exec java -cp "$here/target/classes:$(cat "$here/target/classpath.txt")" "$here/examples/Bot.java" "$@"
