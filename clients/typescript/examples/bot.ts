// A Mountain Goats bot: joins a game and plays it to the end.
// Usage: node dist/examples/bot.js ADDR GAME_NAME PLAYER_NAME [SEAT]
//        node dist/examples/bot.js ADDR --rated [--players N] [--key KEY]
// e.g.   node dist/examples/bot.js 127.0.0.1:50051 games/abc ts
//        MOUNTAIN_GOATS_KEY=mgk_... node dist/examples/bot.js 127.0.0.1:50051 --rated
// --key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
// game on the ladder, under the account's name.

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
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { key: { type: "string" }, rated: { type: "boolean" }, players: { type: "string" } },
});
const [addr, gameName, playerName, seat] = positionals;
const rated = values.rated ?? false;
if (!addr || positionals.length > 4 || (rated ? positionals.length > 1 : !playerName)) {
  console.error(usage);
  process.exit(2);
}
const client = new Client(addr, { key: values.key ?? process.env[KEY_ENV] });
try {
  const me = rated
    ? await client.findGame({ rated: true, players: Number(values.players ?? 2) })
    : await client.joinGame(gameName, playerName, seat === undefined ? undefined : Number(seat));
  console.log(`${me.playerName} joined ${me.name} at seat ${me.seat}`);
  const final = await me.play(greedy);
  me.dice.verify(final); // the revealed seed explains every roll we saw
  for (const s of final.board?.result?.standings ?? []) {
    console.log(`#${s.rank} seat ${s.seat} ${final.seats[s.seat].playerName}: ${s.score}`);
  }
} finally {
  client.close();
}
