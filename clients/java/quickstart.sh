#!/usr/bin/env bash
# Runs the Java README's quickstart as a new user would, from the README text
# itself: clients/java/quickstart.sh ADDR
#
# Takes the README's first ```java block (the program), its first ```xml block
# (the consumer pom) and the first ```sh block after the program that runs
# exec:java (the commands to run in the project's directory); replaces the
# literal 127.0.0.1:50051 in the program by ADDR. Then, in a fresh directory
# (mktemp -d): saves the program as src/main/java/Quickstart.java and the pom
# as pom.xml, runs every command but the last one, compiles (`mvn -q compile`,
# and loads the exec plugin), and runs the last one (mvn -q compile exec:java)
# under a 30 s timeout. Fails unless it exits 0, prints a standings line
# ("1. NAME (seat N): P points") per seat of a finished game and nothing else
# (no stray ANSI codes).
# `quickstart.sh --build-only` stops after compiling (no server needed).
# Needs the client installed into the local Maven repository (~/.m2) by
# `clients/java/test.sh --prepare`, which also runs `--build-only` so that the
# plugins the pom names are downloaded before any game is timed.
set -euo pipefail
[ $# = 1 ] || { echo "usage: $0 ADDR | --build-only" >&2; exit 2; }
addr=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
readme="$here/README.md"

block() { # LANGUAGE: the first fenced block of that language
  awk -v fence="\`\`\`$1" '$0 == fence { on = 1; next } on && /^```$/ { exit } on' "$readme"
}
program=$(block java)
pom=$(block xml)
# The sh blocks after the program, the first that runs exec:java.
commands=$(awk '/^```java$/ { seen = 1 }
  seen && /^```sh$/ { on = 1; text = ""; next }
  on && /^```$/ { on = 0; if (text ~ /exec:java/) { printf "%s", text; exit } next }
  on { text = text $0 "\n" }' "$readme")
[ -n "$program" ] || { echo "quickstart: no \`\`\`java block in $readme" >&2; exit 1; }
[ -n "$pom" ] || { echo "quickstart: no \`\`\`xml block (the consumer pom) in $readme" >&2; exit 1; }
[ -n "$commands" ] || { echo "quickstart: no \`\`\`sh block running exec:java after the program in $readme" >&2; exit 1; }
grep -qF '127.0.0.1:50051' <<<"$program" || { echo "quickstart: the program does not connect to 127.0.0.1:50051" >&2; exit 1; }
grep -qF 'src/main/java/Quickstart.java' "$readme" || { echo "quickstart: the README does not say to save the program as src/main/java/Quickstart.java" >&2; exit 1; }
program=${program//127.0.0.1:50051/$addr}
commands=${commands//\/path\/to\/mountain-goats/$root}
setup=$(sed '$d' <<<"$commands")
run=$(tail -n 1 <<<"$commands")
case $run in *\\) echo "quickstart: the last command of the sh block is continued: $run" >&2; exit 1 ;; esac

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
mkdir -p src/main/java
printf '%s\n' "$program" >src/main/java/Quickstart.java
printf '%s\n' "$pom" >pom.xml
echo "quickstart: in $scratch, the README's commands:"
printf '%s\n' "$setup" | sed 's/^/  $ /'
bash -euo pipefail -c "$setup"
# Compiles, and loads the exec plugin (downloaded by the first run), before the clock starts.
mvn -q compile exec:help >compile.log 2>&1 || { cat compile.log; echo "quickstart: the program does not build" >&2; exit 1; }
if [ "$addr" = --build-only ]; then echo "quickstart: the README's program builds in a project of its own"; exit 0; fi

echo "  \$ $run   (30 s timeout)"
status=0
out=$(timeout 30 bash -euo pipefail -c "$run" 2>&1) || status=$?
printf '%s\n' "$out" | sed 's/^/  | /'
if [ "$status" = 124 ]; then echo "quickstart: no end within 30 s" >&2; exit 1; fi
if [ "$status" != 0 ]; then echo "quickstart: exited with status $status" >&2; exit 1; fi
lines=$(grep -cE '^[0-9]+\. .+ \(seat [0-9]+\): [0-9]+ points$' <<<"$out" || true)
if [ "$lines" -lt 2 ] || ! grep -qE '^1\. ' <<<"$out"; then
  echo "quickstart: no standings printed (want a line \"1. NAME (seat N): P points\" per seat)" >&2
  exit 1
fi
if [ "$(wc -l <<<"$out")" != "$lines" ]; then
  echo "quickstart: the output has more than the standings (stray ANSI codes or Maven's logs?)" >&2
  exit 1
fi
if grep -q $'\e' <<<"$out"; then echo "quickstart: the output holds ANSI escape codes" >&2; exit 1; fi
echo "quickstart: the game finished; $lines standings lines"
