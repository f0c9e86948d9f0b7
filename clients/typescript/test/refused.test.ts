// What a new user meets first: an address that is not one, and a server that
// is not running (docs/clients.md, "Retries"). Against fake GameServices that
// the test starts and stops (no Mountain Goats server needed).

import assert from "node:assert/strict";
import { lookup } from "node:dns/promises";
import * as http from "node:http";
import * as http2 from "node:http2";
import type { Socket } from "node:net";
import { describe, it } from "node:test";
import { connectNodeAdapter, createGrpcTransport } from "@connectrpc/connect-node";
import { Client, Code, GameError, GameService, GameStatus } from "@mountain-goats/client";
import { Client as WebClient } from "@mountain-goats/client/web";

const platforms = [
  { platform: "node", Client, http2: true },
  { platform: "web", Client: WebClient, http2: false },
] as const;

const notAnAddress = (address: string) => `"${address}" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051`;

describe("the address check", () => {
  const bad = ["127.0.0.1", "localhost:50051x", "host:0", "host:70000", ":50051", "", "localhost:", "::1:50051", "127.0.0.1:50051 ", "host:-1", "http://"];
  const good = ["127.0.0.1:50051", "localhost:1", "games.example:65535", "[::1]:50051", "my_server:8080", "https://games.example", "http://127.0.0.1:8080/", "https://games.example:8443/api"];
  for (const { platform, Client } of platforms) {
    it(`refuses what is not HOST:PORT or a URL, before dialling, in one line (${platform})`, () => {
      for (const address of bad) {
        assert.throws(
          () => new Client(address),
          (e: unknown) => e instanceof TypeError && e.message === notAnAddress(address),
          `${JSON.stringify(address)} was taken`,
        );
      }
    });

    it(`takes HOST:PORT, a bracketed IPv6 address and URLs (${platform})`, () => {
      for (const address of good) new Client(address).close();
      new Client("games.example:443", { tls: true }).close();
    });
  }

  it("does not check the address of a client given its transport", () => {
    const transport = createGrpcTransport({ baseUrl: "http://127.0.0.1:50051" });
    new Client("fake", { transport }).close();
    new WebClient("fake", { transport }).close();
  });
});

/**
 * A fake GameService on 127.0.0.1 that answers getGame, and that the test
 * stops (refusing connections, as a server that is not running) and starts
 * again on the same port.
 */
class FakeServer {
  calls = 0;
  port = 0;
  private server?: http.Server | http2.Http2Server;
  private readonly open = new Set<{ destroy(): void }>();
  constructor(private readonly useHttp2: boolean) {}

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const handler = connectNodeAdapter({
      routes: (router) =>
        router.service(GameService, {
          getGame: async (req) => {
            this.calls++;
            return { game: { name: req.name, version: 1n, status: GameStatus.OPEN } };
          },
        }),
    });
    const server = this.useHttp2 ? http2.createServer(handler) : http.createServer(handler);
    server.on(this.useHttp2 ? "session" : "connection", (s: http2.Http2Session | Socket) => {
      this.open.add(s);
      s.on("close", () => this.open.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    const a = server.address();
    if (a === null || typeof a === "string") throw new Error("no address");
    this.port = a.port;
    this.server = server;
  }

  /** Stops listening and closes every connection: connecting is refused until `start()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of this.open) s.destroy();
    this.open.clear();
    await closed;
  }
}

/** Plenty of retries (about 5 s of backoff at least): a retried call outlives a restart 300 ms later. */
const PATIENT = { attempts: 10, firstDelayMs: 100, maxDelayMs: 2000 };

describe("a refused connection", () => {
  for (const { platform, Client, http2 } of platforms) {
    it(`fails at once before the first answer, UNAVAILABLE, in one line (${platform})`, async () => {
      const server = new FakeServer(http2);
      await server.start();
      await server.stop(); // its port: nothing listens there now
      const client = new Client(server.address, { retry: PATIENT });
      // Back 300 ms later: a retry would get an answer.
      const restart = new Promise((resolve) => setTimeout(resolve, 300)).then(() => server.start());
      try {
        await assert.rejects(client.getGame("games/x"), (e: unknown) => {
          assert.ok(e instanceof GameError, String(e));
          assert.equal(e.code, Code.Unavailable);
          assert.equal(
            e.message,
            `UNAVAILABLE: no server is listening at ${server.address} (connection refused): start one with "cargo run --release -- serve", or check the address`,
          );
          return true;
        });
        await restart;
        assert.equal(server.calls, 0, "the call was retried");
        // The same client, once answered, retries: the next test.
        assert.equal((await client.getGame("games/x")).name, "games/x");
      } finally {
        client.close();
        await restart;
        await server.stop();
      }
    });

    it(`is retried once the server has answered: a restart (${platform})`, async () => {
      const server = new FakeServer(http2);
      await server.start();
      const client = new Client(server.address, { retry: PATIENT });
      let restart: Promise<void> | undefined;
      try {
        assert.equal((await client.getGame("games/x")).name, "games/x");
        await server.stop();
        restart = new Promise((resolve) => setTimeout(resolve, 300)).then(() => server.start());
        // Refused at first (nothing listens), then retried until the server is back.
        assert.equal((await client.getGame("games/y")).name, "games/y");
        assert.equal(server.calls, 2);
      } finally {
        client.close();
        await restart;
        await server.stop();
      }
    });

    it(`stops a watch at once before the first answer (${platform})`, async () => {
      const server = new FakeServer(http2);
      await server.start();
      await server.stop();
      const client = new Client(server.address, { retry: PATIENT });
      try {
        await assert.rejects(
          (async () => {
            for await (const _ of client.watch("games/x")) assert.fail("an update from no server");
          })(),
          (e: unknown) => e instanceof GameError && e.code === Code.Unavailable && e.message.includes(`no server is listening at ${server.address}`),
        );
      } finally {
        client.close();
      }
    });

    it(`names a host that does not resolve (${platform})`, async (t) => {
      const host = "nosuchhost.invalid";
      const resolved = await lookup(host).then(
        () => "resolves",
        (e: NodeJS.ErrnoException) => e.code,
      );
      if (resolved !== "ENOTFOUND") return t.skip(`${host}: ${resolved} here, not ENOTFOUND`);
      const client = new Client(`${host}:50051`, { retry: PATIENT });
      try {
        await assert.rejects(
          client.getGame("games/x"),
          (e: unknown) =>
            e instanceof GameError &&
            e.code === Code.Unavailable &&
            e.message === `UNAVAILABLE: cannot resolve ${host} in ${host}:50051: check the address`,
        );
      } finally {
        client.close();
      }
    });
  }
});
