#!/usr/bin/env bash
# Runs the Go README's quickstart as a new user would, from the README text
# itself: clients/go/quickstart.sh ADDR
#
# Takes the README's first ```go block (the program) and the first ```sh block
# after it (the commands to set up the scratch module and run it), replaces the
# literal 127.0.0.1:50051 in the program by ADDR and /path/to/mountain-goats in
# the commands by this checkout, then, in a fresh directory (mktemp -d): saves
# the program as main.go, runs every command but the last one (go mod init, go
# mod edit, go mod tidy), compiles, and runs the last one (go run .) under a
# 30 s timeout. Fails unless it exits 0 and prints a standings line
# ("1. NAME (seat N): P points") per seat of a finished game.
# `quickstart.sh --build-only` stops after compiling (no server needed).
# Needs the modules `clients/go/test.sh --prepare` downloads (go mod download).
set -euo pipefail
[ $# = 1 ] || { echo "usage: $0 ADDR | --build-only" >&2; exit 2; }
addr=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
readme="$here/README.md"

# The first ```go block, then the first ```sh block after it.
program=$(awk '/^```go$/ { on = 1; next } on && /^```$/ { exit } on' "$readme")
commands=$(awk '/^```go$/ { seen = 1 } seen && /^```sh$/ { on = 1; next } on && /^```$/ { exit } on' "$readme")
[ -n "$program" ] || { echo "quickstart: no \`\`\`go block in $readme" >&2; exit 1; }
[ -n "$commands" ] || { echo "quickstart: no \`\`\`sh block after the first \`\`\`go block of $readme" >&2; exit 1; }
grep -qF '127.0.0.1:50051' <<<"$program" || { echo "quickstart: the program does not dial 127.0.0.1:50051" >&2; exit 1; }
grep -qF 'main.go' "$readme" || { echo "quickstart: the README does not say to save the program as main.go" >&2; exit 1; }
program=${program//127.0.0.1:50051/$addr}
commands=${commands//\/path\/to\/mountain-goats/$root}
setup=$(sed '$d' <<<"$commands")
run=$(tail -n 1 <<<"$commands")
case $run in *\\) echo "quickstart: the last command of the sh block is continued: $run" >&2; exit 1 ;; esac

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
printf '%s\n' "$program" >main.go
echo "quickstart: in $scratch, the README's commands:"
printf '%s\n' "$setup" | sed 's/^/  $ /'
bash -euo pipefail -c "$setup"
go build -o /dev/null . # compiles before the clock starts; `go run .` then links from the cache
if [ "$addr" = --build-only ]; then echo "quickstart: the README's program builds in a module of its own"; exit 0; fi

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
if grep -q $'\e' <<<"$out"; then echo "quickstart: the output holds ANSI escape codes" >&2; exit 1; fi
if [ "$(wc -l <<<"$out")" != "$lines" ]; then
  echo "quickstart: the output has more than the standings" >&2
  exit 1
fi
echo "quickstart: the game finished; $lines standings lines"
