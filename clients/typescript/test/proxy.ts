// A TCP proxy for tests that can cut every connection it carries.

import { createConnection, createServer, type Server, type Socket } from "node:net";

export class Proxy {
  accepted = 0;
  private readonly sockets = new Set<Socket>();
  private constructor(
    private readonly server: Server,
    readonly address: string,
  ) {}

  /** Starts a proxy on 127.0.0.1 that forwards to `target` (`host:port`). */
  static async start(target: string): Promise<Proxy> {
    const i = target.lastIndexOf(":");
    const [host, port] = [target.slice(0, i).replace(/^\[|\]$/g, ""), Number(target.slice(i + 1))];
    let proxy: Proxy | undefined;
    const server = createServer((client) => {
      const upstream = createConnection({ host, port });
      proxy!.accepted++;
      for (const s of [client, upstream]) {
        proxy!.sockets.add(s);
        s.on("close", () => proxy!.sockets.delete(s));
        s.on("error", () => {});
      }
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const addr = server.address();
    if (addr === null || typeof addr === "string") throw new Error("no address");
    proxy = new Proxy(server, `127.0.0.1:${addr.port}`);
    return proxy;
  }

  /** Cuts every open connection, as a network failure would. */
  drop(): void {
    for (const s of this.sockets) s.resetAndDestroy();
    this.sockets.clear();
  }

  async close(): Promise<void> {
    this.drop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
