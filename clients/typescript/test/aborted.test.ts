// ABORTED in the client contract (docs/clients.md, "Retries" and "Watching:
// resume and gaps"), against scripted GameServices served by connect-node:
// - `CONFLICT` is retried like UNAVAILABLE, with the same request, for every
//   call but CreateGame;
// - a watch resumes after any ABORTED, after the last version seen;
// - after `HISTORY_LOST` it starts again from a snapshot (no resumeAfter), and
//   `play` plays again a turn it had played before the game went back.

import assert from "node:assert/strict";
import { createServer, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { after, describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, type ServiceImpl } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { ErrorInfoSchema } from "@mountain-goats/client/gen/google/rpc/error_details_pb";
import {
  Client,
  type CreateGameRequest,
  ERROR_DOMAIN,
  GameError,
  GameService,
  GameStatus,
  historyLost,
  type JoinGameRequest,
  MoveSchema,
  newSeatToken,
  resumable,
  retryable,
  type SubmitMoveRequest,
} from "@mountain-goats/client";

const FAST = { attempts: 5, firstDelayMs: 5, maxDelayMs: 5 };
const NAME = "games/fake";
// How long a scripted stream waits for the client's move before it goes on
// without it (the test then fails on the count of moves, not on a hang).
const MOVE_WAIT_MS = 5000;

/** The server's way to refuse: a code and an ErrorInfo with `reason`. */
const refusal = (code: Code, reason: string, message: string) =>
  new ConnectError(message, code, undefined, [
    { desc: ErrorInfoSchema, value: create(ErrorInfoSchema, { reason, domain: ERROR_DOMAIN }) },
  ]);

const game = (v: bigint, { seat = 1, finished = false } = {}) => ({
  name: NAME,
  version: v,
  status: finished ? GameStatus.FINISHED : GameStatus.PLAYING,
  board: { currentSeat: seat },
});
const snapshot = (v: bigint, seat = 1) => ({
  update: {
    case: "snapshot" as const,
    value: { game: game(v, { seat }), legalMoves: seat === 0 ? [{ move: create(MoveSchema) }] : [] },
  },
});
const change = (v: bigint, finished = false) => ({
  update: { case: "change" as const, value: { version: v, game: game(v, { finished }) } },
});

const servers: Http2Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

/** Serves `impl` on a free loopback port; returns its address. */
async function serve(impl: Partial<ServiceImpl<typeof GameService>>): Promise<string> {
  const server = createServer(connectNodeAdapter({ routes: (router) => router.service(GameService, impl) }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function withClient<T>(address: string, body: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client(address, { retry: FAST });
  try {
    return await body(client);
  } finally {
    client.close();
  }
}

describe("ABORTED", () => {
  it("CONFLICT is retried, HISTORY_LOST is not but a watch starts again after it, any ABORTED resumes a watch", () => {
    const e = (code: Code, reason: string) => new GameError(code, "", reason);
    assert.ok(retryable(e(Code.Aborted, "CONFLICT")));
    assert.ok(!retryable(e(Code.Aborted, "CONFLICT"), false)); // CreateGame
    assert.ok(!retryable(e(Code.Aborted, "HISTORY_LOST"))); // fetch the game again first
    assert.ok(resumable(e(Code.Aborted, "HISTORY_LOST")) && resumable(e(Code.Aborted, "ANY")) && resumable(e(Code.Unavailable, "")));
    assert.ok(!resumable(e(Code.NotFound, "GAME_NOT_FOUND")));
    assert.ok(historyLost(e(Code.Aborted, "HISTORY_LOST")) && !historyLost(e(Code.Aborted, "CONFLICT")));
  });

  it("CONFLICT is retried with the same request, but not for createGame", async () => {
    const submits: SubmitMoveRequest[] = [];
    const joins: JoinGameRequest[] = [];
    const creates: CreateGameRequest[] = [];
    const conflict = () => refusal(Code.Aborted, "CONFLICT", "another server stored this version first");
    const address = await serve({
      async submitMove(req) {
        if (submits.push(req) <= 2) throw conflict();
        return { game: game(req.expectedVersion! + 1n) };
      },
      async joinGame(req) {
        if (joins.push(req) <= 2) throw conflict();
        return { game: game(1n), seat: 0, seatToken: req.seatToken };
      },
      async createGame(req) {
        creates.push(req);
        throw conflict();
      },
    });
    await withClient(address, async (client) => {
      const seat = await client.joinGame(NAME, "joiner");
      assert.equal((await seat.submitMove(create(MoveSchema), { expectedVersion: 4n })).game?.version, 5n);
      await assert.rejects(
        client.createGame({ players: 2 }),
        (err: unknown) => err instanceof GameError && err.code === Code.Aborted && err.reason === "CONFLICT",
      );
      assert.equal(submits.length, 3, "two CONFLICTs, then the answer");
      for (const r of submits) assert.equal(r.requestId, submits[0].requestId, "a retry changed the request id");
      assert.equal(joins.length, 3);
      for (const r of joins) {
        assert.equal(r.seatToken, seat.token, "a retry changed the seat token");
        assert.deepEqual(r.diceContribution, joins[0].diceContribution);
      }
      assert.equal(creates.length, 1, "createGame is not retried after CONFLICT");
    });
  });

  it("a watch resumes after any ABORTED, after the last version seen", async () => {
    const watches: (bigint | undefined)[] = [];
    const address = await serve({
      async *watchGame(req) {
        watches.push(req.resumeAfter);
        if (watches.length === 1) {
          yield snapshot(1n);
          yield change(2n);
          throw refusal(Code.Aborted, "A_REASON_FROM_THE_FUTURE", "the stream was aborted");
        }
        if (watches.length === 2) {
          yield change(req.resumeAfter! + 1n);
          throw refusal(Code.Aborted, "CONFLICT", "the stream was aborted");
        }
        yield change(4n, true);
      },
    });
    const seen = await withClient(address, async (client) => {
      const out: [string, bigint][] = [];
      for await (const u of client.watch(NAME)) out.push([u.kind, u.version]);
      return out;
    });
    assert.deepEqual(watches, [undefined, 2n, 3n]);
    assert.deepEqual(seen, [
      ["snapshot", 1n],
      ["change", 2n],
      ["change", 3n],
      ["change", 4n],
    ]);
  });

  it("a watch starts again from a snapshot after HISTORY_LOST", async () => {
    // Versions 3 to 5 sent, then the database lost version 5; opened again,
    // the game is as the database holds it (4), and goes on (another 5, then 6).
    const watches: (bigint | undefined)[] = [];
    const address = await serve({
      async *watchGame(req) {
        watches.push(req.resumeAfter);
        if (watches.length === 1) {
          yield snapshot(3n);
          yield change(4n);
          yield change(5n);
          throw refusal(Code.Aborted, "HISTORY_LOST", "the database lost versions 5 to 5");
        }
        if (req.resumeAfter !== undefined) {
          // What a server would answer a watcher that kept its last version.
          throw refusal(Code.InvalidArgument, "INVALID_RESUME_AFTER", "resume_after is past the game's version");
        }
        yield snapshot(4n);
        yield change(5n);
        yield change(6n, true);
      },
    });
    const seen = await withClient(address, async (client) => {
      const out: [string, bigint][] = [];
      for await (const u of client.watch(NAME)) out.push([u.kind, u.version]);
      return out;
    });
    assert.deepEqual(watches, [undefined, undefined]);
    assert.deepEqual(seen, [
      ["snapshot", 3n],
      ["change", 4n],
      ["change", 5n],
      ["snapshot", 4n],
      ["change", 5n],
      ["change", 6n],
    ]);
  });

  it("play plays again a turn the database lost", async () => {
    // Seat 0 is to move at version 5. Once it has moved, the database loses
    // that move (HISTORY_LOST) and the game is at version 5 again, seat 0 to
    // move: the seat must play that turn again. The game ends after it.
    const watches: (bigint | undefined)[] = [];
    const submits: SubmitMoveRequest[] = [];
    const moved: (() => void)[] = [];
    const moves = [0, 1].map(() => new Promise<void>((resolve) => moved.push(resolve)));
    const waitFor = (n: number) =>
      Promise.race([moves[n], new Promise<void>((resolve) => setTimeout(resolve, MOVE_WAIT_MS).unref())]);
    const address = await serve({
      async submitMove(req) {
        submits.push(req);
        moved[submits.length - 1]?.();
        return { game: game(6n) };
      },
      async *watchGame(req) {
        watches.push(req.resumeAfter);
        const n = watches.length;
        yield snapshot(5n, 0);
        await waitFor(Math.min(n, 2) - 1);
        if (n === 1) throw refusal(Code.Aborted, "HISTORY_LOST", "the database lost versions 6 to 6");
        yield change(6n, true);
      },
    });
    const final = await withClient(address, (client) =>
      client.seat(NAME, 0, newSeatToken()).play((_game, legalMoves) => legalMoves[0]),
    );
    assert.equal(final.version, 6n);
    assert.equal(final.status, GameStatus.FINISHED);
    assert.deepEqual(watches, [undefined, undefined]);
    assert.deepEqual(
      submits.map((s) => s.expectedVersion),
      [5n, 5n],
      "the turn the database lost is played again",
    );
    assert.notEqual(submits[0].requestId, submits[1].requestId);
  });
});
