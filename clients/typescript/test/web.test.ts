// The browser entry point, `@mountain-goats/client/web`, from Node: the same
// API as the Node one, nothing reachable from it imports a `node:` module, and
// its Client (gRPC-Web over fetch) plays whole games against a live server,
// through dropped connections too. test/browser/ runs it in Chromium.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import * as node from "@mountain-goats/client";
import {
  Client,
  Code,
  commitment,
  DiceLog,
  type Game,
  GameError,
  GameStatus,
  type LegalMove,
  type Update,
} from "@mountain-goats/client/web";
import * as web from "@mountain-goats/client/web";
import { Proxy } from "./proxy.js";
import { startServer, type Server } from "./server.js";

const GAME_TIMEOUT_MS = 120_000;
const PROGRESS = new Set(["goatClimbed", "summitReached", "pointTokenTaken", "bonusTokenTaken"]);
function progress(_game: Game, moves: LegalMove[]): LegalMove {
  const gain = (m: LegalMove) => m.events.filter((e) => PROGRESS.has(e.kind.case ?? "")).length;
  return moves.reduce((best, m) => (gain(m) > gain(best) ? m : best));
}

describe("the web entry point", () => {
  it("exports what the Node one does, with its own Client", async () => {
    assert.equal((await import("@mountain-goats/client/node")).Client, node.Client); // ./node: the Node entry by name
    assert.deepEqual(Object.keys(web).sort(), Object.keys(node).sort());
    for (const key of Object.keys(node) as (keyof typeof node)[]) {
      if (key === "Client") continue;
      assert.equal(web[key], node[key], `${key} is not the same object in both entry points`);
    }
    assert.notEqual(web.Client, node.Client);
    assert.ok(new web.Client("127.0.0.1:1") instanceof web.ClientBase);
  });

  it("imports no node: module and not connect-node, however deep", () => {
    const entry = fileURLToPath(import.meta.resolve("@mountain-goats/client/web"));
    assert.match(entry, /node_modules\/@mountain-goats\/client\/dist\/src\/web\.js$/);
    // @fluent/bundle (describeDice's languages) is the viewer's own, made for browsers.
    const allowed = /^@bufbuild\/protobuf(\/|$)|^@connectrpc\/connect(\/protocol[\w-]*)?$|^@connectrpc\/connect-web$|^@fluent\/bundle$/;
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      // tsc's output: every import and re-export starts a line (comments don't).
      for (const m of source.matchAll(/^(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(/gm)) {
        if (m[0] === "import(") assert.fail(`${file} has a dynamic import`);
        const spec = m[1] ?? m[2];
        if (spec.startsWith(".")) visit(join(dirname(file), spec));
        else packages.add(spec);
      }
    };
    visit(entry);
    assert.ok(seen.size > 5, `only ${seen.size} modules seen`);
    assert.ok(packages.has("@connectrpc/connect-web"));
    const bad = [...packages].filter((p) => !allowed.test(p));
    assert.deepEqual(bad, [], `the web entry reaches ${bad.join(", ")}`);
  });

  it("treats fetch's network failures as transient, not other UNKNOWNs", () => {
    const viaFetch = GameError.from(new TypeError("fetch failed")); // what connect-web throws then
    assert.equal(viaFetch.code, Code.Unknown);
    assert.ok(web.isTransient(viaFetch));
    assert.ok(web.retryable(viaFetch));
    assert.ok(!web.retryable(viaFetch, false));
    assert.ok(!web.isTransient(GameError.from(new Error("a bug"))));
    assert.ok(!web.isTransient(new GameError(Code.Unknown, "")));
  });
});

describe("the web Client (gRPC-Web) against a live server", () => {
  let server: Server;
  let client: Client;

  before(async () => {
    server = await startServer();
    client = new Client(server.address);
  });

  after(async () => {
    client?.close();
    await server?.stop();
  });

  it("plays a whole game, watched with no gap, and verifies the dice", { timeout: GAME_TIMEOUT_MS }, async () => {
    const game = await client.createGame({ players: 2 });
    assert.equal(game.status, GameStatus.OPEN);
    const stream = client.watch(game.name);
    const first = await stream.next();
    assert.ok(!first.done && first.value.kind === "snapshot" && first.value.version === 1n);
    const updates: Update[] = [first.value];
    const log = new DiceLog();
    log.observe(first.value);
    const watching = (async () => {
      for await (const u of stream) {
        updates.push(u);
        log.observe(u);
      }
    })();
    const seats = [await client.joinGame(game.name, "web-a"), await client.joinGame(game.name, "web-b")];
    assert.deepEqual(seats.map((s) => s.seat).sort(), [0, 1]);
    const finals = await Promise.all(seats.map((s) => s.play(progress)));
    await watching;
    const final = finals[0];
    assert.equal(final.status, GameStatus.FINISHED);
    assert.equal(finals[1].version, final.version);
    assert.equal(commitment(final.seed), final.seedSha256);
    assert.deepEqual(
      updates.map((u) => u.version),
      [...Array(Number(final.version)).keys()].map((v) => BigInt(v + 1)),
    );
    const turns = Number(final.board!.turn) + 1;
    assert.equal(log.verify(final), turns);
    for (const s of seats) assert.ok(s.dice.verify(final) >= 1);
  });

  it("answers errors with their code and reason", async () => {
    const err = await client.getGame("not-a-name").then(
      () => assert.fail("expected an error"),
      (e: unknown) => e,
    );
    assert.ok(err instanceof GameError);
    assert.equal(err.code, Code.InvalidArgument);
    assert.equal(err.reason, "INVALID_GAME_NAME");
  });

  it("survives dropped connections while playing and watching", { timeout: GAME_TIMEOUT_MS }, async () => {
    const proxy = await Proxy.start(server.address);
    const flaky = new Client(proxy.address);
    const cutter = setInterval(() => proxy.drop(), 250);
    const slowProgress = async (game: Game, moves: LegalMove[]) => {
      await new Promise((resolve) => setTimeout(resolve, 100)); // so that the game spans several cuts
      return progress(game, moves);
    };
    try {
      const game = await client.createGame();
      const stream = flaky.watch(game.name, { maxRetries: 20 });
      const first = await stream.next();
      const updates: Update[] = [first.value as Update];
      const watching = (async () => {
        for await (const u of stream) updates.push(u);
      })();
      const finals = await Promise.all([
        flaky.joinGame(game.name, "flaky").then((s) => s.play(slowProgress)),
        client.joinGame(game.name, "steady").then((s) => s.play(progress)),
      ]);
      await watching;
      assert.equal(finals[0].status, GameStatus.FINISHED);
      assert.equal(finals[1].version, finals[0].version);
      assert.deepEqual(
        updates.map((u) => u.version),
        [...Array(Number(finals[0].version)).keys()].map((v) => BigInt(v + 1)),
      );
      assert.ok(proxy.accepted >= 2, "the proxy never cut a connection the client had to reopen");
    } finally {
      clearInterval(cutter);
      flaky.close();
      await proxy.close();
    }
  });

  for (const [platform, make] of [
    ["web", (a: string) => new Client(a)],
    ["node", (a: string) => new node.Client(a)],
  ] as const) {
    it(`close() ends a watch in flight and later calls (${platform})`, async () => {
      const c = make(server.address);
      const game = await c.createGame();
      const stream = c.watch(game.name);
      assert.equal((await stream.next()).value?.kind, "snapshot");
      const pending = stream.next();
      c.close();
      assert.ok(c.closed);
      await assert.rejects(pending, (e: unknown) => e instanceof GameError && e.code === Code.Canceled);
      await assert.rejects(c.getGame(game.name), (e: unknown) => e instanceof GameError && e.code === Code.Canceled);
    });
  }
});
