// A Mountain Goats bot: joins a game and plays it to the end.
// Usage: node dist/examples/bot.js ADDR GAME_NAME PLAYER_NAME [SEAT]
// e.g.   node dist/examples/bot.js 127.0.0.1:50051 games/abc ts

import { Client, type Game, type LegalMove } from "@mountain-goats/client";

const TAKES = new Set(["pointTokenTaken", "bonusTokenTaken", "summitReached"]);

/** The legal move that takes the most tokens and summits, then climbs the most. */
function greedy(_game: Game, moves: LegalMove[]): LegalMove {
  const count = (m: LegalMove, ok: (k: string) => boolean) => m.events.filter((e) => ok(e.kind.case ?? "")).length;
  const gain = (m: LegalMove) => 100 * count(m, (k) => TAKES.has(k)) + count(m, (k) => k === "goatClimbed");
  return moves.reduce((best, m) => (gain(m) > gain(best) ? m : best));
}

const [addr, gameName, playerName, seat] = process.argv.slice(2);
if (!playerName || process.argv.length > 6) {
  console.error("usage: node dist/examples/bot.js ADDR GAME_NAME PLAYER_NAME [SEAT]");
  process.exit(2);
}
const client = new Client(addr);
try {
  const me = await client.joinGame(gameName, playerName, seat === undefined ? undefined : Number(seat));
  console.log(`${playerName} joined ${gameName} at seat ${me.seat}`);
  const final = await me.play(greedy);
  me.dice.verify(final); // the revealed seed explains every roll we saw
  for (const s of final.board?.result?.standings ?? []) {
    console.log(`#${s.rank} seat ${s.seat} ${final.seats[s.seat].playerName}: ${s.score}`);
  }
} finally {
  client.close();
}
