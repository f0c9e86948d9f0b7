// A Mountain Goats bot: joins a game and plays it to the end.
// Usage: node dist/examples/bot.js ADDR GAME_NAME PLAYER_NAME [SEAT]
//        node dist/examples/bot.js ADDR --rated [--players N] [--key KEY]
// e.g.   node dist/examples/bot.js 127.0.0.1:50051 games/abc ts
//        MOUNTAIN_GOATS_KEY=mgk_... node dist/examples/bot.js 127.0.0.1:50051 --rated
// --key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
// game on the ladder, under the account's name. Flags go before or after the
// address. It prints "NAME joined GAME at seat N" as soon as it has a seat,
// then the final standings. A failure is one line on stderr, "error: …",
// and exit status 1 (2 for a usage error).

import { parseArgs } from "node:util";
import { Client, type Game, KEY_ENV, type LegalMove } from "@mountain-goats/client";

const TAKES = new Set(["pointTokenTaken", "bonusTokenTaken", "summitReached"]);

/** The legal move that takes the most tokens and summits, then climbs the most. */
function greedy(_game: Game, moves: LegalMove[]): LegalMove {
  const count = (m: LegalMove, ok: (k: string) => boolean) => m.events.filter((e) => ok(e.kind.case ?? "")).length;
  const gain = (m: LegalMove) => 100 * count(m, (k) => TAKES.has(k)) + count(m, (k) => k === "goatClimbed");
  return moves.reduce((best, m) => (gain(m) > gain(best) ? m : best));
}

const usage = "usage: node dist/examples/bot.js ADDR GAME_NAME PLAYER_NAME [SEAT] | ADDR --rated [--players N] [--key KEY]";

/** Prints one line to stderr and exits with `status`. */
function quit(line: string, status: number): never {
  console.error(line.replace(/\s*[\r\n]+\s*/g, " "));
  process.exit(status);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { key: { type: "string" }, rated: { type: "boolean" }, players: { type: "string" } },
  });
} catch (e) {
  quit(`${e instanceof Error ? e.message.split("\n")[0] : e}; ${usage}`, 2);
}
const { values, positionals } = parsed;
const [addr, gameName, playerName, seatArg] = positionals;
const rated = values.rated ?? false;
const whole = (s: string | undefined, min: number, max = Infinity) =>
  s !== undefined && /^[0-9]+$/.test(s) && Number(s) >= min && Number(s) <= max ? Number(s) : undefined;
const players = whole(values.players ?? "2", 2, 5);
const seat = whole(seatArg, 0);
if (!addr || positionals.length > 4 || (rated ? positionals.length > 1 : !playerName)) quit(usage, 2);
if (players === undefined) quit(`--players is a number of seats, 2 to 5, not ${JSON.stringify(values.players)}; ${usage}`, 2);
if (seatArg !== undefined && seat === undefined) quit(`SEAT is a seat's index from 0, not ${JSON.stringify(seatArg)}; ${usage}`, 2);

let client: Client | undefined;
try {
  client = new Client(addr, { key: values.key ?? process.env[KEY_ENV] });
  const me = rated ? await client.findGame({ rated: true, players }) : await client.joinGame(gameName, playerName, seat);
  console.log(`${me.playerName} joined ${me.name} at seat ${me.seat}`);
  const final = await me.play(greedy);
  me.dice.verify(final); // the revealed seed explains every roll we saw
  for (const s of final.board?.result?.standings ?? []) {
    console.log(`#${s.rank} seat ${s.seat} ${final.seats[s.seat].playerName}: ${s.score}`);
  }
} catch (e) {
  // The client's errors are one line (GameError: `CODE REASON: message`).
  console.error(`error: ${(e instanceof Error ? e.message : String(e)).replace(/\s*[\r\n]+\s*/g, " ")}`);
  process.exitCode = 1;
} finally {
  client?.close();
}
