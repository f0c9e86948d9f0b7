// The client contract of docs/clients.md where a real server cannot show it:
// a gap in a watch stream, and the retries of a failing call (against a fake
// GameService served by connect-node).

import assert from "node:assert/strict";
import { createServer, type Http2Server } from "node:http2";
import { after, before, describe, it } from "node:test";
import { Code, ConnectError } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import {
  backoffMs,
  Client,
  type CreateGameRequest,
  DEFAULT_RETRY,
  type FindGameRequest,
  GameError,
  GameService,
  GameStatus,
  overtaken,
  retryable,
} from "@mountain-goats/client";

const FAST = { firstDelayMs: 5, maxDelayMs: 20 };
const game = (v: bigint) => ({ name: "games/fake", version: v, status: v === 4n ? GameStatus.FINISHED : GameStatus.PLAYING });

let server: Http2Server;
let address: string;
const watches: (bigint | undefined)[] = [];
let gets = 0;
const finds: FindGameRequest[] = [];
const creates: CreateGameRequest[] = [];

before(async () => {
  const handler = connectNodeAdapter({
    routes(router) {
      router.service(GameService, {
        // Versions 1 (snapshot), 2, then 4: a gap. Resumed, it sends from the
        // version asked for, repeating it (a duplicate the client must skip).
        async *watchGame(req) {
          watches.push(req.resumeAfter);
          if (req.resumeAfter === undefined) {
            yield { update: { case: "snapshot", value: { game: game(1n) } } };
            yield { update: { case: "change", value: { version: 2n, game: game(2n) } } };
            yield { update: { case: "change", value: { version: 4n, game: game(4n) } } };
            return;
          }
          for (let v = req.resumeAfter; v <= 4n; v++) yield { update: { case: "change", value: { version: v, game: game(v) } } };
        },
        // Fails twice as a restarting server would, then answers.
        async getGame() {
          gets++;
          if (gets % 3 !== 0) throw new ConnectError("try again", Code.Unavailable);
          return { game: game(9n) };
        },
        // Fails twice as a restarting server would (after taking the seat,
        // for all the client knows), then answers.
        async findGame(req) {
          finds.push(req);
          if (finds.length % 3 !== 0) throw new ConnectError("try again", Code.Unavailable);
          return { game: game(3n), seat: 1, seatToken: req.seatToken };
        },
        async createGame(req) {
          creates.push(req);
          throw new ConnectError("it may have been created", Code.Unavailable);
        },
      });
    },
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const a = server.address();
  if (a === null || typeof a === "string") throw new Error("no address");
  address = `127.0.0.1:${a.port}`;
});

after(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the contract", () => {
  it("retries RATE_LIMITED always, connection failures but for CreateGame, and detects overtaken moves", () => {
    const e = (code: Code, reason: string) => new GameError(code, "", reason);
    assert.ok(retryable(e(Code.Unavailable, "")));
    assert.ok(retryable(e(Code.ResourceExhausted, "RATE_LIMITED")));
    assert.ok(retryable(e(Code.ResourceExhausted, "RATE_LIMITED"), false));
    assert.ok(!retryable(e(Code.Unavailable, ""), false));
    assert.ok(!retryable(e(Code.ResourceExhausted, "TOO_MANY_WATCHERS")));
    assert.ok(!retryable(e(Code.FailedPrecondition, "STALE_VERSION")));
    assert.ok(overtaken(e(Code.FailedPrecondition, "STALE_VERSION")));
    assert.ok(overtaken(e(Code.FailedPrecondition, "NOT_YOUR_TURN")));
    assert.ok(!overtaken(e(Code.FailedPrecondition, "DICE_LEFT_OUT")));
  });

  it("backs off exponentially, capped, with jitter, 10 tries", () => {
    assert.equal(DEFAULT_RETRY.attempts, 10);
    for (let attempt = 1; attempt <= 11; attempt++) {
      const base = Math.min(2000, 100 * 2 ** (attempt - 1));
      const delays = new Set(Array.from({ length: 20 }, () => backoffMs(DEFAULT_RETRY, attempt)));
      assert.ok([...delays].every((d) => d >= base / 2 && d < base), `attempt ${attempt}: ${[...delays]}`);
      assert.ok(delays.size > 1);
    }
  });

  it("resumes a watch after the last version seen when the stream skips one", async () => {
    const client = new Client(address, { retry: FAST });
    try {
      const seen: [string, bigint][] = [];
      for await (const u of client.watch("games/fake")) seen.push([u.kind, u.version]);
      assert.deepEqual(seen, [
        ["snapshot", 1n],
        ["change", 2n],
        ["change", 3n],
        ["change", 4n],
      ]);
      assert.deepEqual(watches, [undefined, 2n]);
    } finally {
      client.close();
    }
  });

  it("resends a findGame with the same token and dice contribution", async () => {
    const client = new Client(address, { retry: FAST });
    try {
      finds.length = 0;
      const seat = await client.findGame("finder", { players: 3, houseAfter: 5, houseStrategy: "expert" });
      assert.equal(finds.length, 3);
      const [first] = finds;
      for (const r of finds) {
        assert.equal(r.seatToken, first.seatToken);
        assert.deepEqual(r.diceContribution, first.diceContribution);
        assert.equal(r.playerName, "finder");
        assert.equal(r.houseFillSeconds, 5);
        assert.equal(r.houseStrategy, "expert");
        assert.equal(r.options?.players, 3);
        assert.equal(r.options?.firstSeat, undefined);
      }
      assert.equal(first.seatToken.length, 64);
      assert.equal(first.diceContribution.length, 32);
      assert.deepEqual([seat.name, seat.seat, seat.token], ["games/fake", 1, first.seatToken]);
      finds.length = 0;
      await client.findGame("finder");
      assert.equal(finds[0].houseFillSeconds, undefined); // left out: wait for players
    } finally {
      client.close();
    }
  });

  it("does not retry a createGame after UNAVAILABLE", async () => {
    const client = new Client(address, { retry: FAST });
    try {
      creates.length = 0;
      await assert.rejects(
        client.createGame({ players: 3, houseSeats: { 2: "expert", 0: "greedy" } }),
        (e: unknown) => e instanceof GameError && e.code === Code.Unavailable,
      );
      assert.equal(creates.length, 1);
      assert.deepEqual(
        creates[0].houseSeats.map((h) => [h.seat, h.strategy]),
        [
          [0, "greedy"],
          [2, "expert"],
        ],
      );
    } finally {
      client.close();
    }
  });

  it("retries UNAVAILABLE until an answer, and gives up after the attempts", async () => {
    const client = new Client(address, { retry: FAST });
    try {
      gets = 0;
      assert.equal((await client.getGame("games/fake")).version, 9n);
      assert.equal(gets, 3);
      gets = 0;
      const limited = new Client(address, { retry: { ...FAST, attempts: 2 } });
      try {
        await assert.rejects(limited.getGame("games/fake"), (e: unknown) => e instanceof GameError && e.code === Code.Unavailable);
        assert.equal(gets, 2);
      } finally {
        limited.close();
      }
    } finally {
      client.close();
    }
  });
});
