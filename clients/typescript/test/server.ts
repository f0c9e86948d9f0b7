// A live Mountain Goats server for the tests: MOUNTAIN_GOATS_ADDR when set;
// otherwise target/release/mountain-goats (MOUNTAIN_GOATS_BIN overrides it),
// started on a free port and stopped by `stop()`.

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The repository's root: the first folder above this file that holds proto/mountain_goats. */
export const repoRoot = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "proto", "mountain_goats"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("cannot find the repository root");
    dir = up;
  }
  return dir;
})();

export interface Server {
  address: string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<Server> {
  const fromEnv = process.env.MOUNTAIN_GOATS_ADDR;
  if (fromEnv) return { address: fromEnv, stop: async () => {} };
  const bin = process.env.MOUNTAIN_GOATS_BIN ?? join(repoRoot, "target", "release", "mountain-goats");
  if (!existsSync(bin)) throw new Error(`no server: set MOUNTAIN_GOATS_ADDR, or build ${bin} (cargo build --release)`);
  const log = join(tmpdir(), `mountain-goats-server-${process.pid}.log`);
  // No bound on accounts: the suite makes them by the dozen from one address
  // (tests/run starts its server so too).
  const args = ["serve", "--listen", "127.0.0.1:0", "--db", ":memory:", "--accounts-per-client-per-hour", "0"];
  const child: ChildProcess = spawn(bin, args, {
    stdio: ["ignore", "pipe", openSync(log, "w")],
  });
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not print 'listening on' in 30 s; log: ${log}`)), 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      const m = /^listening on (\S+)\s*$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}); log: ${log}`));
    });
  });
  return {
    address,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
