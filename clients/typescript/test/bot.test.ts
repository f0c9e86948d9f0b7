// The example bot as a user runs it (node examples/bot.js …, a subprocess):
// every failure is one line on stderr, "error: …", with exit status 1 (2 for
// a usage error), against a live server (see server.ts) or none at all.

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { startServer, type Server } from "./server.js";

const bot = join(fileURLToPath(new URL(".", import.meta.url)), "..", "examples", "bot.js");
const BAD_KEY = `mgk_${"0".repeat(64)}`;

let server: Server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

interface Run {
  status: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs the bot with `args` (no account key in its environment unless `key`), for at most 30 s. */
function run(args: string[], key?: string): Promise<Run> {
  const env = { ...process.env };
  delete env.MOUNTAIN_GOATS_KEY;
  if (key !== undefined) env.MOUNTAIN_GOATS_KEY = key;
  const start = performance.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [bot, ...args], { env, timeout: 30_000 }, (err, stdout, stderr) => {
      const status = err ? (typeof err.code === "number" ? err.code : -1) : 0;
      resolve({ status, stdout, stderr, ms: performance.now() - start });
    });
  });
}

/** Asserts that the bot failed with exactly one line on stderr, which contains `what`, and returns it. */
function oneLine(r: Run, what: string, statuses = [1]): string {
  assert.ok(statuses.includes(r.status), `exit status ${r.status}; stderr: ${r.stderr}`);
  const lines = r.stderr.split("\n");
  assert.equal(lines.at(-1), "", `stderr does not end with a newline: ${JSON.stringify(r.stderr)}`);
  assert.equal(lines.length, 2, `not one line on stderr: ${JSON.stringify(r.stderr)}`);
  assert.ok(lines[0].includes(what), `${JSON.stringify(lines[0])} does not say ${what}`);
  return lines[0];
}

/** An address where nothing listens: a port bound, read and closed. */
async function deadAddress(): Promise<string> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as { port: number };
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `127.0.0.1:${port}`;
}

describe("the example bot fails in one line", () => {
  it("when no server is listening: at once, not after the retries", async () => {
    const addr = await deadAddress();
    for (const args of [[addr, "games/abc", "ts"], [addr, "--rated"]]) {
      const r = await run(args, BAD_KEY);
      const line = oneLine(r, `no server is listening at ${addr}`);
      assert.ok(line.startsWith("error: "), line);
      assert.ok(r.ms < 5000, `took ${Math.round(r.ms)} ms: retried?`);
    }
  });

  it("for a game that does not exist: GAME_NOT_FOUND", async () => {
    oneLine(await run([server.address, "games/doesnotexist", "ts"]), "GAME_NOT_FOUND");
  });

  it("for a wrong account key: KEY_INVALID", async () => {
    oneLine(await run([server.address, "--rated"], BAD_KEY), "KEY_INVALID");
  });

  it("for an address that is not HOST:PORT", async () => {
    const line = oneLine(await run(["127.0.0.1", "games/abc", "ts"]), "is not a server address", [1, 2]);
    assert.equal(line, 'error: "127.0.0.1" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051');
  });

  it("for a usage error: the usage, exit status 2", async () => {
    for (const args of [[server.address], [server.address, "--bogus"], [server.address, "--rated", "--players", "x"], [server.address, "games/abc", "ts", "first"]]) {
      oneLine(await run(args), "usage: ", [2]);
    }
  });

  it("takes its flags before or after the address", async () => {
    // A wrong key: the server is asked (KEY_INVALID), so the arguments were taken.
    for (const [args, key] of [
      [[server.address, "--rated"], BAD_KEY],
      [["--rated", server.address], BAD_KEY],
      [["--key", BAD_KEY, "--rated", server.address], undefined],
      [[server.address, "--rated", "--players", "3"], BAD_KEY],
    ] as const) {
      oneLine(await run([...args], key), "KEY_INVALID");
    }
  });
});
