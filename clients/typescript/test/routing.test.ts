// The routing header (docs/clients.md, "Routing"): every call about one game
// carries `x-goog-request-params: name=games/{id}`, retries and resumed
// watches included, and the calls that name no game do not. Checked against
// a scripted GameService that records each call's headers, with the Node
// client (gRPC) and the browser one (gRPC-Web).

import assert from "node:assert/strict";
import { createServer as createHttp1Server, type Server as Http1Server } from "node:http";
import { createServer, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { Client, type ClientBase, GameService, GameStatus, MoveSchema, requestParams, ROUTING_HEADER } from "@mountain-goats/client";
import { Client as WebClient } from "@mountain-goats/client/web";

const FAST = { attempts: 3, firstDelayMs: 5, maxDelayMs: 5 };
const NAME = "games/0f3a9c";
const ROUTED = "name=games/0f3a9c";
const TOKEN = `seat-token-${"0123456789abcdef".repeat(2)}`;
const game = (v: bigint, finished = false) => ({ name: NAME, version: v, status: finished ? GameStatus.FINISHED : GameStatus.PLAYING });

// The same cases are in every client's tests: the bytes must agree.
const CASES: [string, string][] = [
  ["games/0f3a9c", "name=games/0f3a9c"],
  ["games/AZaz09-_.~", "name=games/AZaz09-_.~"],
  ["games/a b/\u00fc%", "name=games/a%20b%2F%C3%BC%25"],
  ["0f3a9c", "name=0f3a9c"],
  ["game/x", "name=game%2Fx"],
  ["", "name="],
];

/** [method, routing header or null, authorization or null] per call received. */
type Call = [string, string | null, string | null];
let calls: Call[] = [];

function record(method: string, ctx: HandlerContext): number {
  calls.push([method, ctx.requestHeader.get(ROUTING_HEADER), ctx.requestHeader.get("authorization")]);
  return calls.filter((c) => c[0] === method).length;
}

/** Answers `answer`, after failing the first try of each call but CreateGame with UNAVAILABLE, so that retries are seen. */
function unary<T>(method: string, ctx: HandlerContext, answer: T): T {
  if (record(method, ctx) === 1 && method !== "createGame") throw new ConnectError("try again", Code.Unavailable);
  return answer;
}

const handler = connectNodeAdapter({
  routes(router) {
    router.service(GameService, {
      async createGame(_req, ctx) {
        return unary("createGame", ctx, { game: game(0n) });
      },
      async listGames(_req, ctx) {
        return unary("listGames", ctx, { games: [game(1n)] });
      },
      async findGame(req, ctx) {
        return unary("findGame", ctx, { game: game(1n), seat: 1, seatToken: req.seatToken });
      },
      async getGame(_req, ctx) {
        return unary("getGame", ctx, { game: game(1n) });
      },
      async joinGame(_req, ctx) {
        return unary("joinGame", ctx, { game: game(1n), seat: 0, seatToken: TOKEN });
      },
      async listLegalMoves(_req, ctx) {
        return unary("listLegalMoves", ctx, { version: 1n });
      },
      async previewMove(_req, ctx) {
        return unary("previewMove", ctx, {});
      },
      async submitMove(_req, ctx) {
        return unary("submitMove", ctx, { game: game(2n) });
      },
      // Version 1, then a break; resumed, version 2, the game's end.
      async *watchGame(req, ctx) {
        record("watchGame", ctx);
        if (req.resumeAfter === undefined) {
          yield { update: { case: "snapshot", value: { game: game(1n) } } };
          throw new ConnectError("the stream broke", Code.Unavailable);
        }
        yield { update: { case: "change", value: { version: 2n, game: game(2n, true) } } };
      },
    });
  },
});

let h2: Http2Server;
let h1: Http1Server;
const port = (s: Http2Server | Http1Server) => (s.address() as AddressInfo).port;

before(async () => {
  h2 = createServer(handler);
  h1 = createHttp1Server(handler);
  await new Promise<void>((resolve) => h2.listen(0, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => h1.listen(0, "127.0.0.1", resolve));
});

after(async () => {
  await new Promise<void>((resolve) => h2.close(() => resolve()));
  await new Promise<void>((resolve) => h1.close(() => resolve()));
});

async function everyCall(client: ClientBase): Promise<void> {
  await client.createGame({ players: 2 });
  const listed = [];
  for await (const g of client.listGames()) listed.push(g);
  assert.equal(listed.length, 1);
  await client.findGame("finder");
  await client.getGame(NAME);
  const seat = await client.joinGame(NAME, "joiner");
  await client.listLegalMoves(NAME);
  await client.previewMove(NAME, create(MoveSchema));
  await seat.submitMove(create(MoveSchema), { expectedVersion: 1n });
  const versions = [];
  for await (const u of client.watch(NAME)) versions.push(u.version);
  for await (const u of seat.watch()) versions.push(u.version);
  assert.deepEqual(versions, [1n, 2n, 1n, 2n]);
}

function check(): void {
  const by = new Map<string, [string | null, string | null][]>();
  for (const [method, routed, auth] of calls) by.set(method, [...(by.get(method) ?? []), [routed, auth]]);
  for (const method of ["createGame", "listGames", "findGame"]) {
    const seen = by.get(method) ?? [];
    assert.ok(seen.length > 0 && seen.every(([r]) => r === null), `${method}: ${JSON.stringify(seen)}`);
  }
  // Each game call twice (the try that failed and its retry), each watch twice (the break, the resume).
  for (const method of ["getGame", "joinGame", "listLegalMoves", "previewMove"]) {
    assert.deepEqual(by.get(method), [
      [ROUTED, null],
      [ROUTED, null],
    ], method);
  }
  assert.deepEqual(by.get("submitMove"), [
    [ROUTED, `Bearer ${TOKEN}`],
    [ROUTED, `Bearer ${TOKEN}`],
  ]);
  assert.deepEqual(by.get("watchGame"), [
    [ROUTED, null],
    [ROUTED, null],
    [ROUTED, `Bearer ${TOKEN}`],
    [ROUTED, `Bearer ${TOKEN}`],
  ]);
}

describe("the routing header", () => {
  it("is name=games/ and the id, percent-encoded, the same bytes as every client's", () => {
    for (const [name, value] of CASES) assert.equal(requestParams(name), value, JSON.stringify(name));
  });

  it("goes with every call about a game, retries and resumes included, over gRPC", async () => {
    calls = [];
    const client = new Client(`127.0.0.1:${port(h2)}`, { retry: FAST });
    try {
      await everyCall(client);
    } finally {
      client.close();
    }
    check();
  });

  it("goes with every call about a game over gRPC-Web too", async () => {
    calls = [];
    const client = new WebClient(`127.0.0.1:${port(h1)}`, { retry: FAST });
    try {
      await everyCall(client);
    } finally {
      client.close();
    }
    check();
  });
});
