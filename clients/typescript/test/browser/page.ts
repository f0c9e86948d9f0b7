// The browser test's page: the installed package's web entry point, bundled
// for browsers by esbuild, plays a whole game against the server given as
// `?server=HOST:PORT` (another origin: gRPC-Web with CORS) and checks the dice.
// It reports to `window.__mg` (read by driver.ts) and on the page.
//
// test.sh copies this file into .pack/consumer/browser/, the project where
// the packed tarball is installed, so "@mountain-goats/client/web" below is
// the installed package; run.sh type-checks it there (DOM types only, no
// @types/node) and bundles it.

import {
  Client,
  Code,
  commitment,
  describeDice,
  DiceLog,
  DiceMismatch,
  diceSeed,
  DiceSource,
  firstSeat,
  type Game,
  GameError,
  GameStatus,
  type LegalMove,
  verifyGame,
} from "@mountain-goats/client/web";
// Under the "browser" condition the package root is the web entry too.
import * as root from "@mountain-goats/client";

interface Check {
  ok: boolean;
  what: string;
  detail: string;
}

interface State {
  done: boolean;
  checks: Check[];
  progress: string;
}

declare global {
  interface Window {
    __mg: State;
  }
}

const state: State = { done: false, checks: [], progress: "starting" };
window.__mg = state;
const out = document.getElementById("log")!;

function show(line: string): void {
  out.textContent += `${line}\n`;
}

function check(ok: boolean, what: string, detail = ""): void {
  state.checks.push({ ok, what, detail });
  show(`${ok ? "ok" : "not ok"} - ${what}${detail && !ok ? `: ${detail}` : ""}`);
}

function describe(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

// Any error the page does not catch fails the test.
window.addEventListener("error", (e) => check(false, "no uncaught error", describe(e.error ?? e.message)));
window.addEventListener("unhandledrejection", (e) => check(false, "no unhandled rejection", describe(e.reason)));

const hex = (b: ArrayBuffer) => Array.from(new Uint8Array(b), (x) => x.toString(16).padStart(2, "0")).join("");

/** The strategy: the first legal move. */
const first = (_game: Game, moves: LegalMove[]) => moves[0];

async function main(): Promise<void> {
  const server = new URLSearchParams(location.search).get("server");
  if (!server) throw new Error("no ?server=HOST:PORT");

  check(root.Client === Client, 'the package root is the web entry under the "browser" condition');
  check(typeof (globalThis as { process?: unknown }).process === "undefined", "the bundle runs without Node's globals");

  // The package's SHA-256 (portable TypeScript) agrees with Web Crypto.
  const lengths = [0, 1, 31, 32, 55, 56, 63, 64, 65, 119, 120, 127, 128, 1000, 4096, 65536];
  for (let i = 0; i < 40; i++) lengths.push(Math.floor(Math.random() * 3000));
  const differs: number[] = [];
  for (const n of lengths) {
    const input = crypto.getRandomValues(new Uint8Array(n));
    if (commitment(input) !== hex(await crypto.subtle.digest("SHA-256", input))) differs.push(n);
  }
  check(differs.length === 0, `SHA-256 agrees with Web Crypto on ${lengths.length} random inputs`, `lengths ${differs.join(", ")}`);

  const client = new Client(server);
  const watcher = new Client(`http://${server}`); // a URL works as well as host:port
  try {
    const game = await client.createGame({ players: 2 });
    check(game.status === GameStatus.OPEN && /^games\/./.test(game.name), `created ${game.name}`, GameStatus[game.status]);
    state.progress = `created ${game.name}`;

    const log = new DiceLog();
    const versions: bigint[] = [];
    let updates = 0;
    const watching = (async () => {
      for await (const u of watcher.watch(game.name)) {
        log.observe(u);
        versions.push(u.version);
        updates++;
        state.progress = `${game.name} at version ${u.version}`;
      }
    })();

    const seats = [await client.joinGame(game.name, "page-a"), await client.joinGame(game.name, "page-b")];
    check(
      seats.map((s) => s.seat).sort().join() === "0,1" && seats.every((s) => /^[0-9a-f]{64}$/.test(s.token)),
      "joined seats 0 and 1 with seat tokens drawn in the page",
    );

    const finals = await Promise.all(seats.map((s) => s.play(first)));
    await watching;
    const final = finals[0];
    show(`the game is over at version ${final.version} (turn ${final.board?.turn}), ${updates} updates watched`);
    check(final.status === GameStatus.FINISHED, "both seats played the game to the end", GameStatus[final.status]);
    check(finals[1].version === final.version, "both seats saw the same final version");
    const result = final.board?.result;
    check(!!result && result.standings.length === 2 && result.winners.length > 0, "the game has standings and a winner");
    check(
      versions.length > 0 && versions.every((v, i) => v === versions[0] + BigInt(i)) && versions.at(-1) === final.version,
      `the watch saw every version once, in order, to the end (${versions[0]}..${versions.at(-1)})`,
      versions.join(","),
    );

    // The dice: the revealed seed matches its commitment and explains every roll.
    check(final.seed.length === 32 && commitment(final.seed) === final.seedSha256, "the revealed seed matches its commitment");
    const turns = Number(final.board!.turn) + 1;
    let verified = -1;
    try {
      verified = log.verify(final);
    } catch (e) {
      check(false, "the watched dice verify", describe(e));
    }
    check(verified === turns, `the seed explains all ${turns} rolls watched`, `verified ${verified}`);
    for (const s of seats) {
      let n = -1;
      try {
        n = s.dice.verify(final);
      } catch (e) {
        check(false, `seat ${s.seat}'s dice verify`, describe(e));
      }
      check(n >= 1, `seat ${s.seat}'s ${n} rolls verify`);
    }
    // Each seat mixed 32 bytes drawn in the page into the dice, and the first
    // seat came from the mix too.
    check(
      final.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS && final.seats.every((s) => s.diceContribution.length === 32),
      "both seats contributed to the dice",
      describeDice(final),
    );
    check(firstSeat(diceSeed(final), 2) === final.board!.firstSeat, `the dice drew the first seat (${final.board!.firstSeat})`);
    // And a changed roll is caught.
    const tampered = new Map(log.rolls);
    const [turn, dice] = [...tampered][Math.floor(tampered.size / 2)];
    tampered.set(
      turn,
      dice.map((d) => (d % 6) + 1),
    );
    let caught: unknown;
    try {
      verifyGame(final, tampered);
    } catch (e) {
      caught = e;
    }
    check(caught instanceof DiceMismatch, "a changed roll fails the dice check", describe(caught));

    // Errors carry their code and reason over gRPC-Web.
    const err = await client.getGame("games/0").then(
      () => undefined,
      (e: unknown) => e,
    );
    check(err instanceof GameError && err.reason !== "" && err.code !== Code.Unknown, "a refused call is a GameError with a reason", describe(err));
  } finally {
    client.close();
    watcher.close();
  }
  const closed = await client.getGame("games/x").then(
    () => undefined,
    (e: unknown) => e,
  );
  check(closed instanceof GameError && closed.code === Code.Canceled, "a closed client refuses calls", describe(closed));
}

main()
  .catch((e) => check(false, "the page ran to the end", e instanceof Error ? (e.stack ?? describe(e)) : describe(e)))
  .finally(() => {
    const failed = state.checks.filter((c) => !c.ok).length;
    show(`${failed === 0 ? "PASS" : "FAIL"}: ${state.checks.length - failed} passed, ${failed} failed`);
    state.done = true;
  });
