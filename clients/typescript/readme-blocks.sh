#!/usr/bin/env bash
# Runs the blocks of clients/typescript/README.md that quickstart.sh does not,
# as a reader would, from the README's own text, against the server at ADDR:
#   0. every fenced block but ```text ones (sample output) has, on the line
#      before it, `<!-- run by clients/typescript/SCRIPT -->` (SCRIPT a file of
#      this folder) or `<!-- not run: REASON -->`; and the blocks marked "run by
#      clients/typescript/readme-blocks.sh" are exactly the ones run below.
#   In a scratch folder that stands for the repository's root, with a fresh
#   copy of this folder in clients/typescript (no node_modules, no dist) and
#   `my-project` made as the Quickstart makes it (`npm init -y`):
#   1. "Install": its commands, with that folder for /path/to/: `npm pack`
#      must build the package and the example bot (its prepack script, which
#      installs the build tools first), and npm must not warn about install
#      scripts (the package has none);
#   2. the ```ts programs of "Create, join, play", "House bots and
#      matchmaking" and "Watch", saved in my-project as .mts files and
#      type-checked and compiled with the folder's TypeScript (strict, NodeNext)
#      against the installed tarball, with ADDR for 127.0.0.1:50051; then run:
#      the first one's game is joined by the example bot, as its comment says
#      (its standings printed); the second prints two games' standings; the
#      third watches the first one's game (for games/abc) and verifies its dice;
#   3. "Join the ladder", in the order a reader meets it after Install (the
#      example bot built by `npm pack` alone): its program, saved as
#      account.mjs, run twice (a unique name for "My Bot" each time) makes two
#      accounts; then its example-bot command runs twice at once, with ADDR
#      and each account's key for mgk_...: both print "NAME joined GAME at
#      seat N" for the same GAME, then the standings;
#   4. "The example bot": its commands (the build, then the bot), with ADDR
#      and, for games/abc, a game of two whose seat 1 is a house bot: "ts
#      joined GAME at seat 0", then the standings.
# Each program and command runs for at most 120 s. Needs node and npm (the
# packages come from npm, or its cache).
# Usage: clients/typescript/readme-blocks.sh HOST:PORT
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
addr=${1:?usage: clients/typescript/readme-blocks.sh HOST:PORT}
readme=$here/README.md
me=clients/typescript/readme-blocks.sh
fail() { echo "readme-blocks (typescript): $*" >&2; exit 1; }

# 0. Every block says whether it is run; list those this script runs (SECTION<tab>LANG).
marked=$(awk -v dir="$here" -v me="$me" '
  /^## / { section = substr($0, 4) }
  /^```/ {
    if (open) { open = 0; prev = $0; next }
    open = 1
    lang = substr($0, 4)
    if (lang != "text") {
      if (prev ~ /^<!-- run by clients\/typescript\/[A-Za-z0-9._-]+ -->$/) {
        script = prev; sub(/^<!-- run by /, "", script); sub(/ -->$/, "", script)
        s = script; sub(/^clients\/typescript\//, "", s)
        if (system("test -x \"" dir "/" s "\"") != 0) { print "README.md:" NR ": run by " script ", which is not a script here" > "/dev/stderr"; bad = 1 }
        if (script == me) print section "\t" lang
      } else if (prev !~ /^<!-- not run: .+ -->$/) {
        print "README.md:" NR ": a ```" lang " block without <!-- run by clients/typescript/SCRIPT --> or <!-- not run: REASON --> on the line before" > "/dev/stderr"; bad = 1
      }
    }
  }
  { prev = $0 }
  END { if (open) { print "README.md: a block is not closed" > "/dev/stderr"; bad = 1 } exit bad }
' "$readme") || fail "blocks without a run/not-run comment"
expected=$(printf '%s\t%s\n' Install sh "Create, join, play" ts "House bots and matchmaking" ts Watch ts \
  "The example bot" sh "Join the ladder" js "Join the ladder" sh)
[ "$marked" = "$expected" ] || fail "the blocks marked \"run by $me\" are not the ones it runs:
$marked
expected:
$expected"

# block SECTION LANG: the first ```LANG block of the section "## SECTION".
block() {
  awk -v title="## $1" -v fence="\`\`\`$2" '
    /^## / { on = ($0 == title) }
    on && !inside && $0 == fence { inside = 1; next }
    inside && /^```/ { found = 1; exit }
    inside { print }
    END { exit !found }' "$readme" || fail "no \`\`\`$2 block in \"$1\""
}
# has TEXT WHAT: fails unless TEXT (a block) holds WHAT.
has() { grep -qF -- "$2" <<<"$1" || fail "the README's block no longer holds: $2"; }

scratch=$(mktemp -d)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT
root=$scratch/root
logs=$scratch/logs
mkdir -p "$root/clients/typescript" "$logs"
tar -C "$here" --exclude=node_modules --exclude=./dist --exclude=./.pack --exclude=.build -cf - . | tar -C "$root/clients/typescript" -xf -
(cd "$root" && mkdir my-project && cd my-project && npm init -y >/dev/null)
project=$root/my-project

# run NAME DIR SCRIPT: runs SCRIPT with bash in DIR (at most 120 s), its output in $logs/NAME.
run() {
  echo "readme-blocks: $1:"
  sed 's/^/  /' <<<"$3"
  local status=0
  (cd "$2" && timeout 120 bash -euo pipefail -c "$3") >"$logs/$1" 2>&1 || status=$?
  [ "$status" = 0 ] || { cat "$logs/$1"; fail "$1 exited with status $status"; }
}

# 1. Install.
install=$(block Install sh)
has "$install" "npm pack ./clients/typescript"
has "$install" "/path/to/mountain-goats-client-"
run install "$root" "${install//\/path\/to\//$root/}"
! grep -qi 'install-scripts\|allowScripts' "$logs/install" || { cat "$logs/install"; fail "npm warned about install scripts"; }
[ -f "$root/clients/typescript/dist/examples/bot.js" ] || fail "npm pack did not build the example bot"
bot_built_by_pack=$(stat -c %Y "$root/clients/typescript/dist/examples/bot.js")

# 2. The TypeScript programs, type-checked and compiled as a reader's project would.
for b in "Create, join, play:play" "House bots and matchmaking:houses" "Watch:watch"; do
  text=$(block "${b%%:*}" ts)
  has "$text" "127.0.0.1:50051"
  printf '%s\n' "${text//127.0.0.1:50051/$addr}" >"$project/${b##*:}.mts"
done
has "$(block Watch ts)" '"games/abc"'
ts=$root/clients/typescript/node_modules
(cd "$project" && node "$ts/typescript/bin/tsc" --strict --target es2022 --module nodenext --moduleResolution nodenext \
  --skipLibCheck --typeRoots "$ts/@types" --types node play.mts houses.mts watch.mts) || fail "the README's TypeScript does not compile"

# "Create, join, play": the example bot takes the other seat. The log
# exists before the program starts, for the loop below to read at once.
: >"$logs/play"
(cd "$project" && timeout 120 node play.mjs >"$logs/play" 2>&1) &
pids+=($!)
play=$!
game=""
for _ in $(seq 300); do
  game=$(sed -n 's/^the other player joins \(games\/[^ ]*\)$/\1/p' "$logs/play")
  [ -n "$game" ] && break
  kill -0 "$play" 2>/dev/null || break
  sleep 0.1
done
[ -n "$game" ] || { cat "$logs/play"; fail "\"Create, join, play\" did not print the game to join"; }
run "the other player" "$root" "node clients/typescript/dist/examples/bot.js $addr $game them"
wait "$play" || { cat "$logs/play"; fail "\"Create, join, play\" failed"; }
cat "$logs/play"
grep -qE '^1\. .+: [0-9]+ points$' "$logs/play" || fail "\"Create, join, play\" printed no standings"
grep -q '^#1 seat' "$logs/the other player" || fail "the example bot printed no standings"

run houses "$project" "node houses.mjs"
cat "$logs/houses"
[ "$(grep -cE '^1\. .+: [0-9]+ points$' "$logs/houses")" = 2 ] || fail "\"House bots and matchmaking\" did not print two games' standings"

sed -i "s|\"games/abc\"|\"$game\"|" "$project/watch.mjs"
run watch "$project" "node watch.mjs"
head -3 "$logs/watch"
grep -q '^snapshot ' "$logs/watch" || fail "\"Watch\" printed no snapshot of $game"

# 3. Join the ladder: two accounts, and their two bots meet.
account=$(block "Join the ladder" js)
has "$account" "127.0.0.1:50051"
has "$account" '"My Bot"'
keys=()
rated_pids=()
names=()
for i in 1 2; do
  name="My Bot $i $RANDOM$RANDOM" # display names are unique on a server
  text=${account//127.0.0.1:50051/$addr}
  printf '%s\n' "${text//\"My Bot\"/\"$name\"}" >"$project/account.mjs"
  run "account $i" "$project" "node account.mjs"
  key=$(grep -oE 'mgk_[0-9a-f]{64}' "$logs/account $i" | head -1)
  [ -n "$key" ] || { cat "$logs/account $i"; fail "account.mjs printed no key"; }
  keys+=("$key")
  names+=("$name")
done
rated=$(block "Join the ladder" sh)
has "$rated" "MOUNTAIN_GOATS_KEY=mgk_..."
has "$rated" "127.0.0.1:50051"
rated=${rated//127.0.0.1:50051/$addr}
for i in 0 1; do
  echo "readme-blocks: rated bot $i: ${rated//mgk_.../mgk_…}"
  (cd "$root" && timeout 120 bash -euo pipefail -c "${rated//mgk_.../${keys[$i]}}") >"$logs/rated $i" 2>&1 &
  pids+=($!)
  rated_pids[i]=$!
done
tables=()
for i in 0 1; do
  wait "${rated_pids[$i]}" || { cat "$logs/rated $i"; fail "the rated bot $i failed"; }
  cat "$logs/rated $i"
  line=$(head -1 "$logs/rated $i")
  [[ $line =~ ^(.+)\ joined\ (games/[^ ]+)\ at\ seat\ [0-9]+$ ]] || fail "the rated bot $i did not print \"NAME joined GAME at seat N\" first"
  [ "${BASH_REMATCH[1]}" = "${names[$i]}" ] || fail "the rated bot $i played as ${BASH_REMATCH[1]}, not ${names[$i]}"
  tables+=("${BASH_REMATCH[2]}")
  grep -q '^#1 seat' "$logs/rated $i" || fail "the rated bot $i printed no standings"
done
[ "${tables[0]}" = "${tables[1]}" ] || fail "the two rated bots sat at two tables: ${tables[*]}"
[ "$(stat -c %Y "$root/clients/typescript/dist/examples/bot.js")" = "$bot_built_by_pack" ] || fail "the bot was rebuilt before the ladder ran"

# 4. The example bot: its build, then a game with a house seat.
example=$(block "The example bot" sh)
has "$example" "games/abc"
has "$example" "127.0.0.1:50051"
house_game=$(cd "$project" && timeout 30 node --input-type=module -e '
  import { Client } from "@mountain-goats/client";
  const client = new Client(process.argv[1]);
  console.log((await client.createGame({ players: 2, houseSeats: { 1: "greedy" } })).name);
  client.close();' "$addr")
example=${example//127.0.0.1:50051/$addr}
run "example bot" "$root" "${example//games\/abc/$house_game}"
cat "$logs/example bot" | grep -v '^npm \|^$' | tail -4
grep -qx "ts joined $house_game at seat 0" "$logs/example bot" || fail "the example bot did not print \"ts joined $house_game at seat 0\""
grep -q '^#1 seat' "$logs/example bot" || fail "the example bot printed no standings"
echo "readme-blocks (typescript): the README's blocks ran (install, three programs, the ladder's two accounts and rated bots, the example bot)"
