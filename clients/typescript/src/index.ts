// Mountain Goats client: play the dice board game over gRPC (Node ≥ 20).
//
//     import { Client, formatStandings } from "@mountain-goats/client";
//     const client = new Client("127.0.0.1:50051");
//     const game = await client.createGame({ players: 3, houseSeats: { 1: "greedy", 2: "greedy" } });
//     const seat = await client.joinGame(game.name, "my-bot");   // or: client.findGame("my-bot", { houseAfter: 1 })
//     console.log(formatStandings(await seat.play((game, moves) => moves[0])));
//     client.close();
//
// This entry point speaks gRPC over HTTP/2 (@connectrpc/connect-node). The
// browser one, `@mountain-goats/client/web` (web.ts, also what bundlers pick
// for this name under the "browser" condition), offers the same API over
// gRPC-Web; both share core.ts.

import type { SecureClientSessionOptions } from "node:http2";
import { createGrpcTransport, Http2SessionManager } from "@connectrpc/connect-node";
import { type BaseClientOptions, baseUrl, checkAddress, ClientBase } from "./core.js";

export * from "./common.js";

export interface ClientOptions extends BaseClientOptions {
  /** Use TLS: `true` for the system's roots, or Node's TLS options (e.g. `{ ca }`). */
  tls?: boolean | SecureClientSessionOptions;
}

/**
 * A connection to a Mountain Goats server at `address` (`host:port`, or a
 * URL), over gRPC (HTTP/2). Call `close()` when done. Any other address is
 * refused at once with a TypeError (`"127.0.0.1" is not a server address:
 * give HOST:PORT, e.g. 127.0.0.1:50051`). Until the server first answers, a
 * refused connection (or a name that does not resolve) fails at once,
 * UNAVAILABLE, instead of being retried.
 */
export class Client extends ClientBase {
  constructor(address: string, options: ClientOptions = {}) {
    let transport = options.transport;
    let session: Http2SessionManager | undefined;
    if (!transport) {
      checkAddress(address);
      const tls = options.tls;
      const url = baseUrl(address, !!tls);
      session = new Http2SessionManager(url, {}, typeof tls === "object" ? tls : {});
      transport = createGrpcTransport({ baseUrl: url, sessionManager: session });
    }
    super(address, transport, options, () => session?.abort());
  }

  /** `using client = new Client(…)` closes it at the end of the block. */
  [Symbol.dispose](): void {
    this.close();
  }
}
