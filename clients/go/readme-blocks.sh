#!/usr/bin/env bash
# Runs the Go README's blocks that quickstart.sh does not, as a user would,
# from the README text itself: clients/go/readme-blocks.sh ADDR | --build-only
#
#  1. Every fenced block of the README but ```text ones (sample output) must
#     have, on the line before it, `<!-- run by clients/go/SCRIPT -->` (SCRIPT
#     a file of this folder) or `<!-- not run: REASON -->`.
#  2. In a scratch module set up with the Quickstart's commands but the last
#     (as quickstart.sh does), "Join the ladder"'s program is saved as main.go
#     and compiled, with a helper (creategame/, written here) that creates a
#     game of three whose seats 1 and 2 go to house bots and prints its name.
#     `--build-only` stops here (no server needed).
#  3. "Example bot": the section's command, with ADDR for 127.0.0.1:50051 and
#     a game the helper created for games/abc, must print "go joined GAME at
#     seat 0" and the standings.
#  4. "Join the ladder": the section's `go run . "My Bot"` makes two accounts
#     (two unique names for "My Bot"); then the section's example-bot command
#     runs twice at once, with ADDR for 127.0.0.1:50051 and each account's key
#     for mgk_...: both must print "NAME joined GAME at seat N" for one and
#     the same GAME, then its standings (the rated game between the two
#     accounts finished), within 120 s.
# Needs the modules `clients/go/test.sh --prepare` downloads (go mod download).
set -euo pipefail
[ $# = 1 ] || { echo "usage: $0 ADDR | --build-only" >&2; exit 2; }
addr=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
readme="$here/README.md"
fail() { echo "readme-blocks: $*" >&2; exit 1; }

# 1. Every block says whether it is run.
awk -v dir="$here" '
  /^```/ {
    if (open) { open = 0; prev = $0; next }
    open = 1
    lang = substr($0, 4)
    if (lang != "text") {
      if (prev ~ /^<!-- run by clients\/go\/[A-Za-z0-9._-]+ -->$/) {
        script = prev; sub(/^<!-- run by clients\/go\//, "", script); sub(/ -->$/, "", script)
        if (system("test -f \"" dir "/" script "\"") != 0) { print "README.md:" NR ": run by " script ", which does not exist"; bad = 1 }
      } else if (prev !~ /^<!-- not run: .+ -->$/) {
        print "README.md:" NR ": a ```" lang " block without <!-- run by clients/go/SCRIPT --> or <!-- not run: REASON --> on the line before"; bad = 1
      }
    }
  }
  { prev = $0 }
  END { if (open) { print "README.md: a block is not closed"; bad = 1 } exit bad }
' "$readme" >&2 || fail "blocks without a run/not-run comment"

# section TITLE: the README's text from "## TITLE" to the next "## ".
section() { awk -v t="## $1" '$0 == t { on = 1; next } on && /^## / { exit } on' "$readme"; }
# block LANG MATCH: the first ```LANG block of stdin holding MATCH.
block() {
  awk -v lang="$1" -v match_="$2" '
    !on && $0 == "```" lang { on = 1; text = ""; next }
    on && /^```$/ { on = 0; if (index(text, match_)) { printf "%s", text; exit } ; next }
    on { text = text $0 "\n" }'
}

quickstart_commands=$(awk '/^```go$/ { seen = 1 } seen && /^```sh$/ { on = 1; next } on && /^```$/ { exit } on' "$readme")
setup=$(sed '$d' <<<"${quickstart_commands//\/path\/to\/mountain-goats/$root}")
ladder=$(section "Join the ladder")
account_program=$(block go CreateAccount <<<"$ladder")
account_run=$(block sh 'go run .' <<<"$ladder")
rated_run=$(block sh 'examples/bot' <<<"$ladder")
bot_run=$(section "Example bot" | block sh 'examples/bot')
[ -n "$setup" ] || fail "no Quickstart commands"
[ -n "$account_program" ] || fail "no \`\`\`go block with CreateAccount under \"## Join the ladder\""
[ "$(wc -l <<<"$account_run")" = 1 ] && grep -qF '"My Bot"' <<<"$account_run" ||
  fail "want one command, go run . \"My Bot\", in a \`\`\`sh block under \"## Join the ladder\": got $account_run"
[ "$(wc -l <<<"$rated_run")" = 1 ] && grep -qF 'mgk_...' <<<"$rated_run" && grep -qF -- '--rated' <<<"$rated_run" ||
  fail "want one example-bot command with mgk_... and --rated under \"## Join the ladder\": got $rated_run"
[ "$(wc -l <<<"$bot_run")" = 1 ] && grep -qF 'games/abc' <<<"$bot_run" ||
  fail "want one example-bot command with games/abc under \"## Example bot\": got $bot_run"
for text in "$account_program" "$rated_run" "$bot_run"; do
  grep -qF '127.0.0.1:50051' <<<"$text" || fail "does not name 127.0.0.1:50051: $text"
done

# 2. The scratch module.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
printf '%s' "${account_program//127.0.0.1:50051/$addr}" >main.go
mkdir creategame
cat >creategame/main.go <<'EOF'
// Creates a game of three whose seats 1 and 2 go to house bots; prints its name.
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

func main() {
	client, err := mg.Dial(os.Args[1])
	if err != nil {
		log.Fatal(err)
	}
	defer client.Close()
	game, err := client.CreateGame(context.Background(), &pb.GameOptions{Players: 3}, nil,
		mg.WithHouseSeat(1, mg.HouseGreedy), mg.WithHouseSeat(2, mg.HouseRandom))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(game.GetName())
}
EOF
bash -euo pipefail -c "$setup" >setup.log 2>&1 || { cat setup.log >&2; fail "the Quickstart's commands failed in $scratch"; }
go build -o /dev/null . || fail "the ladder's program does not build"
go build -o creategame/creategame ./creategame
if [ "$addr" = --build-only ]; then echo "readme-blocks: every block is marked; the ladder's program builds"; exit 0; fi

# 3. Example bot.
game=$(creategame/creategame "$addr")
run=${bot_run//127.0.0.1:50051/$addr}
run=${run//games\/abc/$game}
echo "readme-blocks: \$ $run"
out=$(cd "$root" && timeout 120 bash -euo pipefail -c "$run" 2>&1) || { printf '%s\n' "$out" | sed 's/^/  | /'; fail "the example bot failed"; }
printf '%s\n' "$out" | sed 's/^/  | /'
[ "$(head -n 1 <<<"$out")" = "go joined $game at seat 0" ] || fail "the example bot's first line is not \"go joined $game at seat 0\""
grep -qE '^1\. .+ \(seat [0-9]+\): [0-9]+ points$' <<<"$out" || fail "the example bot printed no standings"

# 4. Join the ladder: two accounts, then two rated bots that meet.
keys=()
for who in A B; do
  name="My Bot $who $RANDOM$RANDOM"
  run=${account_run//\"My Bot\"/\"$name\"}
  echo "readme-blocks: \$ $run"
  out=$(timeout 60 bash -euo pipefail -c "$run" 2>&1) || { printf '%s\n' "$out" >&2; fail "the account program failed"; }
  key=$(grep -oE 'mgk_[0-9a-f]{64}' <<<"$out") || fail "the account program printed no key: $out"
  grep -qE '^accounts/[^ ]+ mgk_' <<<"$out" || fail "the account program printed no account name: $out"
  keys+=("$key")
done
pids=()
for i in 0 1; do
  run=${rated_run//127.0.0.1:50051/$addr}
  echo "readme-blocks: \$ ${run}   (key $((i + 1)) of 2)"
  run=${run//mgk_.../${keys[$i]}}
  (cd "$root" && timeout 120 bash -euo pipefail -c "$run") >"$scratch/rated$i.log" 2>&1 &
  pids+=($!)
done
status=0
for i in 0 1; do wait "${pids[$i]}" || { echo "readme-blocks: rated bot $((i + 1)) exited with status $?" >&2; status=1; }; done
games=()
for i in 0 1; do
  sed 's/^/  | /' "$scratch/rated$i.log"
  first=$(head -n 1 "$scratch/rated$i.log")
  [[ $first =~ ^My\ Bot\ [AB]\ [0-9]+\ joined\ (games/[^ ]+)\ at\ seat\ [0-9]+$ ]] ||
    fail "rated bot $((i + 1)) did not begin with \"NAME joined GAME at seat N\""
  games+=("${BASH_REMATCH[1]}")
  grep -qE '^1\. .+ \(seat [0-9]+\): [0-9]+ points$' "$scratch/rated$i.log" || fail "rated bot $((i + 1)) printed no standings"
done
[ "$status" = 0 ] || fail "a rated bot failed"
[ "${games[0]}" = "${games[1]}" ] || fail "the rated bots played different games: ${games[*]}"
echo "readme-blocks: the example bot played; two accounts made by the README's program played a rated game (${games[0]})"
