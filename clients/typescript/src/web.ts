// Mountain Goats client for browsers: the same API as the Node entry point,
// over gRPC-Web (HTTP/1.1 or HTTP/2, with fetch), which the server accepts on
// its gRPC port (with CORS, so pages of any origin may call it).
//
//     import { Client } from "@mountain-goats/client/web";
//     const client = new Client("https://games.example");   // or "host:port"
//     const seat = await client.joinGame("games/abc", "my-page");
//     const final = await seat.play((game, moves) => moves[0]);
//     client.close();
//
// Nothing reachable from this module imports a `node:` module or
// @connectrpc/connect-node: it bundles for browsers as it is (and runs in
// Node ≥ 20 and other runtimes with fetch too).

import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { type BaseClientOptions, baseUrl, checkAddress, ClientBase } from "./core.js";

export * from "./common.js";

export interface ClientOptions extends BaseClientOptions {
  /** Use TLS (`https`) for a `host:port` address; the browser's roots apply. */
  tls?: boolean;
  /** The fetch function to use (default: `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
}

/**
 * A connection to a Mountain Goats server at `address` (`host:port`, or a
 * URL such as `location.origin`), over gRPC-Web. Call `close()` when done:
 * it ends the calls and watches in flight. Any other address is refused at
 * once with a TypeError, as by the Node `Client`. Where the error says that
 * a connection was refused (Node's fetch), it fails at once until the server
 * first answers, as in Node; a browser's fetch does not say it ("Failed to
 * fetch"), so there it is retried as any network failure.
 *
 * A browser opens at most 6 HTTP/1.1 connections to a server, and each watch
 * (and `seat.play()`) holds one while it runs; over HTTP/2 (TLS) they share one.
 */
export class Client extends ClientBase {
  constructor(address: string, options: ClientOptions = {}) {
    if (!options.transport) checkAddress(address);
    const transport =
      options.transport ?? createGrpcWebTransport({ baseUrl: baseUrl(address, !!options.tls), fetch: options.fetch });
    super(address, transport, options);
  }
}
