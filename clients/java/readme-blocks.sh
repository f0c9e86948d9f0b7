#!/usr/bin/env bash
# Runs the Java README's blocks that quickstart.sh does not, as a user would,
# from the README text itself: clients/java/readme-blocks.sh ADDR | --build-only
#
#  1. Every fenced block of the README but ```text ones (sample output) must
#     have, on the line before it, `<!-- run by clients/java/SCRIPT -->`
#     (SCRIPT a file of this folder) or `<!-- not run: REASON -->`.
#  2. `--build-only` (run by `test.sh --prepare`, no server needed): the
#     Quickstart's `mvn … install -DskipTests` command, with this checkout for
#     /path/to/mountain-goats; then, in a scratch project made as the
#     Quickstart's (its pom, and its commands but the last), "Join the
#     ladder"'s program saved as src/main/java/CreateAccount.java and compiled;
#     and a helper (CreateGame.java, written here) that creates a game of three
#     whose seats 1 and 2 go to house bots and prints its name, compiled
#     against the jar.
#  3. With ADDR, the same scratch project (not the install), then:
#     "Example bot": the section's command, with ADDR for 127.0.0.1:50051 and a
#     game the helper created for games/abc, must print "java joined GAME at
#     seat 0" and the standings;
#     "Join the ladder": the section's `mvn … exec:java … 'My Bot'` command
#     makes two accounts (two unique names for My Bot); then the section's
#     example-bot command runs twice at once, with ADDR for 127.0.0.1:50051 and
#     each account's key for mgk_...: both must print "NAME joined GAME at
#     seat N" for one and the same GAME, then its standings (the rated game
#     between the two accounts finished), within 120 s.
# Needs the client packaged (target/, with target/classpath.txt) and installed
# into ~/.m2 by `clients/java/test.sh --prepare`.
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
      if (prev ~ /^<!-- run by clients\/java\/[A-Za-z0-9._-]+ -->$/) {
        script = prev; sub(/^<!-- run by clients\/java\//, "", script); sub(/ -->$/, "", script)
        if (system("test -f \"" dir "/" script "\"") != 0) { print "README.md:" NR ": run by " script ", which does not exist"; bad = 1 }
      } else if (prev !~ /^<!-- not run: .+ -->$/) {
        print "README.md:" NR ": a ```" lang " block without <!-- run by clients/java/SCRIPT --> or <!-- not run: REASON --> on the line before"; bad = 1
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

quickstart=$(section "Quickstart: one seat against the house bots")
install=$(block sh 'install -DskipTests' <<<"$quickstart")
pom=$(block xml '<project' <<<"$quickstart")
quickstart_commands=$(block sh 'exec:java' <<<"$quickstart")
setup=$(sed '$d' <<<"$quickstart_commands")
ladder=$(section "Join the ladder")
account_program=$(block java createAccount <<<"$ladder")
account_run=$(block sh 'exec:java' <<<"$ladder")
rated_run=$(block sh 'examples/bot.sh' <<<"$ladder")
bot_run=$(section "Example bot" | block sh 'examples/bot.sh')
[ "$(wc -l <<<"$install")" = 1 ] && grep -qF '/path/to/mountain-goats' <<<"$install" ||
  fail "want one mvn install command naming /path/to/mountain-goats under the Quickstart: got $install"
[ -n "$pom" ] && [ -n "$setup" ] || fail "no pom or no commands under the Quickstart"
grep -qF 'public class CreateAccount' <<<"$account_program" || fail "no \`\`\`java block with public class CreateAccount under \"## Join the ladder\""
[ "$(wc -l <<<"$account_run")" = 1 ] && grep -qF "'My Bot'" <<<"$account_run" && grep -qF 'CreateAccount' <<<"$account_run" ||
  fail "want one command running CreateAccount with 'My Bot' in a \`\`\`sh block under \"## Join the ladder\": got $account_run"
[ "$(wc -l <<<"$rated_run")" = 1 ] && grep -qF 'mgk_...' <<<"$rated_run" && grep -qF -- '--rated' <<<"$rated_run" ||
  fail "want one example-bot command with mgk_... and --rated under \"## Join the ladder\": got $rated_run"
[ "$(wc -l <<<"$bot_run")" = 1 ] && grep -qF 'games/abc' <<<"$bot_run" ||
  fail "want one example-bot command with games/abc under \"## Example bot\": got $bot_run"
for text in "$account_program" "$rated_run" "$bot_run"; do
  grep -qF '127.0.0.1:50051' <<<"$text" || fail "does not name 127.0.0.1:50051: $text"
done

# 2. The install (--build-only), the scratch project and the helper.
if [ "$addr" = --build-only ]; then
  run=${install//\/path\/to\/mountain-goats/$root}
  echo "readme-blocks: \$ $run"
  (cd "$root" && bash -euo pipefail -c "$run") || fail "the Quickstart's install command failed"
fi
jar="$here/target/mountain-goats-client-0.1.0.jar"
[ -f "$jar" ] && [ -f "$here/target/classpath.txt" ] || fail "no $jar or target/classpath.txt: run clients/java/test.sh --prepare"
classpath="$jar:$(cat "$here/target/classpath.txt")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
mkdir -p src/main/java helper
printf '%s\n' "$pom" >pom.xml
printf '%s' "${account_program//127.0.0.1:50051/$addr}" >src/main/java/CreateAccount.java
bash -euo pipefail -c "$setup"
mvn -q compile exec:help >compile.log 2>&1 || { cat compile.log >&2; fail "the ladder's program does not build"; }
cat >helper/CreateGame.java <<'EOF'
import dev.mountaingoats.client.MountainGoatsClient;
import dev.mountaingoats.v1.GameOptions;
import java.util.Map;

/** Creates a game of three whose seats 1 and 2 go to house bots; prints its name. */
public class CreateGame {
  public static void main(String[] args) {
    try (MountainGoatsClient client = MountainGoatsClient.connect(args[0])) {
      System.out.println(client.createGame(GameOptions.newBuilder().setPlayers(3).build(), Map.of(1, "greedy", 2, "random")).getName());
    }
  }
}
EOF
javac -cp "$classpath" -d helper helper/CreateGame.java
if [ "$addr" = --build-only ]; then echo "readme-blocks: every block is marked; the install ran; the ladder's program builds"; exit 0; fi

# 3. Example bot.
game=$(java -cp "helper:$classpath" CreateGame "$addr")
run=${bot_run//127.0.0.1:50051/$addr}
run=${run//games\/abc/$game}
echo "readme-blocks: \$ $run"
out=$(cd "$root" && timeout 120 bash -euo pipefail -c "$run" 2>&1) || { printf '%s\n' "$out" | sed 's/^/  | /'; fail "the example bot failed"; }
printf '%s\n' "$out" | sed 's/^/  | /'
[ "$(head -n 1 <<<"$out")" = "java joined $game at seat 0" ] || fail "the example bot's first line is not \"java joined $game at seat 0\""
grep -qE '^1\. .+ \(seat [0-9]+\): [0-9]+ points$' <<<"$out" || fail "the example bot printed no standings"

# 4. Join the ladder: two accounts, then two rated bots that meet.
keys=()
for who in A B; do
  name="My Bot $who $RANDOM$RANDOM"
  run=${account_run//\'My Bot\'/\'$name\'}
  echo "readme-blocks: \$ $run"
  out=$(timeout 120 bash -euo pipefail -c "$run" 2>&1) || { printf '%s\n' "$out" >&2; fail "the account program failed"; }
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
