// A game the server cancels (an open game nobody joined in time expires,
// docs/api.md) ends `watch` and `play`, against a scripted GameService served
// by connect-node: the update that cancels it is the last one passed on, and
// `play` returns the game, `GameStatus.CANCELLED`, with no standings.

import assert from "node:assert/strict";
import { createServer, type Http2Server } from "node:http2";
import type { AddressInfo } from "node:net";
import { after, describe, it } from "node:test";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import { Client, formatStandings, GameService, GameStatus, newSeatToken } from "@mountain-goats/client";

const FAST = { attempts: 3, firstDelayMs: 5, maxDelayMs: 5 };
const NAME = "games/fake";

const servers: Http2Server[] = [];
after(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

const game = (version: bigint, status: GameStatus) => ({
  name: NAME,
  version,
  status,
  seats: [{ index: 0, taken: true, playerName: "me" }, { index: 1 }],
});

describe("a cancelled game", () => {
  it("ends the watch and play with the cancelling update", async () => {
    const watches: (bigint | undefined)[] = [];
    const server = createServer(
      connectNodeAdapter({
        routes: (router) =>
          router.service(GameService, {
            async *watchGame(req) {
              watches.push(req.resumeAfter);
              yield { update: { case: "snapshot" as const, value: { game: game(2n, GameStatus.OPEN) } } };
              yield {
                update: {
                  case: "change" as const,
                  value: {
                    version: 3n,
                    events: [{ kind: { case: "gameCancelled" as const, value: { reason: "EXPIRED" } } }],
                    game: game(3n, GameStatus.CANCELLED),
                  },
                },
              };
              // Never sent by a server: a client that reads it waited past the end.
              yield { update: { case: "change" as const, value: { version: 4n, game: game(4n, GameStatus.OPEN) } } };
            },
            async getGame() {
              return { game: game(3n, GameStatus.CANCELLED) };
            },
          }),
      }),
    );
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = new Client(address, { retry: FAST });
    try {
      const seen: [string, bigint, boolean][] = [];
      for await (const u of client.watch(NAME)) seen.push([u.kind, u.version, u.cancelled]);
      assert.deepEqual(seen, [
        ["snapshot", 2n, false],
        ["change", 3n, true],
      ]);
      const final = await client.seat(NAME, 0, newSeatToken()).play(() => {
        throw new Error("a cancelled game has no turn to play");
      });
      assert.equal(final.version, 3n);
      assert.equal(final.status, GameStatus.CANCELLED);
      assert.throws(() => formatStandings(final), /cancelled/);
      assert.deepEqual(watches, [undefined, undefined], "one watch each, ended by the cancellation");
    } finally {
      client.close();
    }
  });
});
