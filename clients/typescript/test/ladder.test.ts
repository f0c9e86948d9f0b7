// Accounts and the rated ladder, against a live server (see server.ts).

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Http2Server } from "node:http2";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { inspect } from "node:util";
import { ConnectError } from "@connectrpc/connect";
import { connectNodeAdapter } from "@connectrpc/connect-node";
import {
  AccountKey,
  Client,
  Code,
  type Game,
  GameError,
  GameService,
  GameStatus,
  type LegalMove,
  type RotateAccountKeyRequest,
  type RotateAccountKeyResponse,
} from "@mountain-goats/client";
import { startServer, type Server } from "./server.js";

const GAME_TIMEOUT_MS = 120_000;

let server: Server;
let client: Client;

before(async () => {
  server = await startServer();
  client = new Client(server.address);
});

after(async () => {
  client?.close();
  await server?.stop();
});

/** A display name no other test takes (names are unique server-wide, ignoring case and look-alikes). */
const unique = (name: string) => `${name} ${randomBytes(4).toString("hex")}`;

const first = (_game: Game, moves: LegalMove[]) => moves[0];

/** The GameError a promise rejects with. */
async function failure(p: Promise<unknown>): Promise<GameError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof GameError, `not a GameError: ${e}`);
    return e;
  }
  assert.fail("the call succeeded");
}

/**
 * RotateAccountKey through the generated client, with `newKey` chosen here
 * (retried only after RATE_LIMITED: tests/run's servers may be rate limited).
 */
function rawRotate(oldKey: string, newKey: string): Promise<RotateAccountKeyResponse> {
  const headers = { authorization: `Bearer ${oldKey}` };
  return client.call((o) => client.rpc.rotateAccountKey({ newKey }, { ...o, headers }), { idempotent: false });
}

describe("accounts", () => {
  it("creates an account and shows its key once", async () => {
    const made = await client.createAccount(unique("Ada"));
    assert.ok(made instanceof AccountKey);
    assert.match(made.key, /^mgk_[0-9a-f]{64}$/);
    assert.ok(made.account.name.startsWith("accounts/"));
    const got = await client.getAccount(made.account.name);
    assert.equal(got.account?.displayName, made.account.displayName);
    assert.equal(got.account?.ratedGames, 0);
    assert.deepEqual(got.history, []);
  });

  it("refuses a look-alike name: NAME_TAKEN", async () => {
    const suffix = randomBytes(4).toString("hex");
    await client.createAccount(`Alice ${suffix}`);
    const e = await failure(client.createAccount(`AIice ${suffix}`)); // a capital I for the l
    assert.equal(e.code, Code.AlreadyExists);
    assert.equal(e.reason, "NAME_TAKEN");
  });

  it("answers ACCOUNT_NOT_FOUND for no such account", async () => {
    const e = await failure(client.getAccount("accounts/nobody-has-this-id"));
    assert.equal(e.code, Code.NotFound);
    assert.equal(e.reason, "ACCOUNT_NOT_FOUND");
  });

  it("rotates a key: the old one is KEY_INVALID", async () => {
    const made = await client.createAccount(unique("Rota"));
    const owner = new Client(server.address, { key: made.key });
    try {
      const rotated = await owner.rotateKey();
      assert.notEqual(rotated.key, made.key);
      assert.equal(rotated.account.name, made.account.name);
      // The client keeps the new key: it can rotate again.
      assert.notEqual((await owner.rotateKey()).key, rotated.key);
    } finally {
      owner.close();
    }
    const e = await failure(client.rotateKey(made.key));
    assert.equal(e.code, Code.Unauthenticated);
    assert.equal(e.reason, "KEY_INVALID");
  });

  it("answers a rotation repeated after a lost answer with the same key", async () => {
    const made = await client.createAccount(unique("Again"));
    const drawn = `mgk_${randomBytes(32).toString("hex")}`;
    // The first answer "lost": the same request again, with the old key,
    // finds the rotation to that very key made and answers it again.
    const first = await rawRotate(made.key, drawn);
    const repeat = await rawRotate(made.key, drawn);
    for (const answer of [first, repeat]) {
      assert.equal(answer.key, drawn);
      assert.equal(answer.account?.name, made.account.name);
    }
    // The new key works: the client rotates it to yet another key.
    const owner = new Client(server.address, { key: drawn });
    try {
      const rotated = await owner.rotateKey();
      assert.match(rotated.key, /^mgk_[0-9a-f]{64}$/);
      assert.ok(rotated.key !== made.key && rotated.key !== drawn);
      assert.equal(rotated.account.name, made.account.name);
    } finally {
      owner.close();
    }
    // Neither older key rotates any more.
    for (const old of [made.key, drawn]) {
      const e = await failure(rawRotate(old, `mgk_${randomBytes(32).toString("hex")}`));
      assert.deepEqual([e.code, e.reason], [Code.Unauthenticated, "KEY_INVALID"]);
    }
  });

  it("refuses a malformed, guessable or taken new key: INVALID_KEY", async () => {
    const made = await client.createAccount(unique("Malformed"));
    const other = await client.createAccount(unique("Other"));
    for (const bad of [`mgk_${"AB".repeat(32)}`, `mgk_${"0".repeat(64)}`, `mgk_${randomBytes(16).toString("hex")}`, "key", other.key]) {
      const e = await failure(rawRotate(made.key, bad));
      assert.deepEqual([e.code, e.reason], [Code.InvalidArgument, "INVALID_KEY"], bad);
      assert.ok(!String(e).includes(made.key) && !inspect(e, { depth: 10 }).includes(made.key));
    }
    // The old key is still the account's.
    assert.equal((await client.rotateKey(made.key)).account.name, made.account.name);
  });

  it("revokes a key: it joins nothing after", async () => {
    const made = await client.createAccount(unique("Revo"));
    const account = await client.revokeKey(made.key);
    assert.equal(account.keyRevoked, true);
    assert.equal((await failure(client.findGame({ rated: true, key: made.key }))).reason, "KEY_INVALID");
    assert.equal((await failure(client.rotateKey(made.key))).reason, "KEY_INVALID");
  });

  it("needs a key for a rated find: KEY_REQUIRED", async () => {
    const e = await failure(client.findGame({ rated: true }));
    assert.equal(e.code, Code.Unauthenticated);
    assert.equal(e.reason, "KEY_REQUIRED");
    // The server says so too, to a request that gets past the client.
    const raw = await failure(client.call((o) => client.rpc.findGame({ options: { players: 2, rated: true } }, o)));
    assert.equal(raw.reason, "KEY_REQUIRED");
  });

  it("never shows the key", async () => {
    const made = await client.createAccount(unique("Secret"));
    const key = made.key;
    for (const shown of [inspect(made, { depth: 10, showHidden: true }), JSON.stringify(made, (_k, v) => (typeof v === "bigint" ? String(v) : v)), String(made)]) {
      assert.ok(!shown.includes(key), shown);
    }
    const keyed = new Client(server.address, { key });
    try {
      assert.equal(keyed.hasKey, true);
      assert.ok(!inspect(keyed, { depth: 4 }).includes(key));
      await keyed.revokeKey();
      assert.equal(keyed.hasKey, false);
    } finally {
      keyed.close();
    }
    const e = await failure(client.findGame({ rated: true, key }));
    assert.equal(e.reason, "KEY_INVALID");
    for (const shown of [String(e), e.message, e.stack ?? "", inspect(e, { depth: 10 })]) {
      assert.ok(!shown.includes(key.slice(4)), shown);
    }
  });
});

describe("rated games", () => {
  it("plays a rated game to its end and moves both ratings", { timeout: GAME_TIMEOUT_MS }, async () => {
    const a = await client.createAccount(unique("Rated A"));
    const b = await client.createAccount(unique("Rated B"));
    const results = await Promise.all(
      [a, b].map(async (made) => {
        const c = new Client(server.address, { key: made.key });
        try {
          const me = await c.findGame({ rated: true, players: 2 });
          return { name: me.playerName, final: await me.play(first) };
        } finally {
          c.close();
        }
      }),
    );
    const [ra, rb] = results;
    assert.equal(ra.final.name, rb.final.name, "the two accounts sat at one table");
    assert.equal(ra.final.status, GameStatus.FINISHED);
    assert.equal(ra.final.options?.rated, true);
    assert.deepEqual(new Set([ra.name, rb.name]), new Set([a.account.displayName, b.account.displayName]));
    assert.deepEqual(new Set(ra.final.seats.map((s) => s.account)), new Set([a.account.name, b.account.name]));
    for (const made of [a, b]) {
      const got = await client.getAccount(made.account.name);
      assert.equal(got.account?.ratedGames, 1);
      assert.deepEqual(got.history.map((h) => h.game), [ra.final.name]);
      assert.equal(got.history[0].players, 2);
    }
    const listed: string[] = [];
    for await (const entry of client.leaderboard({ pageSize: 1 })) listed.push(entry.account!.name); // one a page: paged
    assert.ok(listed.includes(a.account.name) && listed.includes(b.account.name), listed.join());
  });

  it("runs the example bot rated, with the key from the environment; it says it joined before the game starts", { timeout: GAME_TIMEOUT_MS }, async () => {
    const bot = join(fileURLToPath(new URL(".", import.meta.url)), "..", "examples", "bot.js");
    const names = [unique("Env A"), unique("Env B")];
    const keys = [(await client.createAccount(names[0])).key, (await client.createAccount(names[1])).key];
    const start = (i: number) => {
      const child = execFile(process.execPath, [bot, server.address, "--rated", ...(i ? ["--key", keys[i]] : [])], {
        timeout: GAME_TIMEOUT_MS,
        env: { ...process.env, MOUNTAIN_GOATS_KEY: keys[0] },
      });
      let stdout = "";
      let stderr = "";
      child.stdout!.on("data", (d) => (stdout += d));
      child.stderr!.on("data", (d) => (stderr += d));
      const joined = new Promise<void>((resolve, reject) => {
        child.stdout!.on("data", () => stdout.includes("\n") && resolve());
        child.on("exit", () => reject(new Error(`bot ${i} exited before it joined: ${stderr}`)));
      });
      const done = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
        child.on("close", (status) => resolve({ status, stdout, stderr })),
      );
      return { joined, done };
    };
    // The first bot holds a seat, and says so, while the game waits for a second account.
    const a = start(0);
    await a.joined;
    const b = start(1);
    b.joined.catch(() => {}); // its status says it
    const outs = [await a.done, await b.done];
    const game = /^(.+) joined (games\/\S+) at seat \d$/m;
    for (const [i, { status, stdout, stderr }] of outs.entries()) {
      assert.equal(status, 0, stderr);
      assert.equal(stdout.split("\n")[0].replace(game, "$1"), names[i], stdout);
      assert.match(stdout, /#1 seat/);
      assert.ok(!stdout.includes(keys[i]));
    }
    assert.equal(game.exec(outs[0].stdout)![2], game.exec(outs[1].stdout)![2], "the two bots sat at one table");
  });
});

describe("rotateKey against a server that loses its answers", () => {
  // RotateAccountKey answered UNAVAILABLE twice (as if the answer were lost),
  // then with the key asked for; every request and its bearer kept.
  const OLD_KEY = `mgk_${"1f".repeat(32)}`;
  const FAST = { attempts: 5, firstDelayMs: 5, maxDelayMs: 10 };
  const rotations: { req: RotateAccountKeyRequest; bearer: string | null }[] = [];
  let lossy: Http2Server;
  let lossyAddress: string;

  before(async () => {
    const handler = connectNodeAdapter({
      routes(router) {
        router.service(GameService, {
          async rotateAccountKey(req, context) {
            rotations.push({ req, bearer: context.requestHeader.get("authorization") });
            if (rotations.length % 3 !== 0) throw new ConnectError("the answer was lost", Code.Unavailable);
            return { account: { name: "accounts/lossy", displayName: "Lossy" }, key: req.newKey };
          },
        });
      },
    });
    lossy = createServer(handler);
    await new Promise<void>((resolve) => lossy.listen(0, "127.0.0.1", resolve));
    const a = lossy.address();
    if (a === null || typeof a === "string") throw new Error("no address");
    lossyAddress = `127.0.0.1:${a.port}`;
  });

  after(() => new Promise<void>((resolve) => lossy.close(() => resolve())));

  it("draws a well-formed key, sends it on every retry, and keeps it", async () => {
    const owner = new Client(lossyAddress, { key: OLD_KEY, retry: FAST });
    let rotated: AccountKey;
    try {
      rotations.length = 0;
      rotated = await owner.rotateKey();
      assert.equal(rotations.length, 3, "UNAVAILABLE was not retried");
      const drawn = rotations[0].req.newKey;
      assert.match(drawn, /^mgk_[0-9a-f]{64}$/);
      for (const { req, bearer } of rotations) {
        assert.equal(req.newKey, drawn, "a retry drew another key");
        assert.equal(bearer, `Bearer ${OLD_KEY}`);
      }
      assert.equal(rotated.key, drawn);
      assert.equal(rotated.account.name, "accounts/lossy");
      assert.ok(!inspect(rotated, { depth: 10, showHidden: true }).includes(drawn));
      assert.ok(!inspect(owner, { depth: 4 }).includes(drawn));
    } finally {
      owner.close();
    }
    // Each rotation draws a key of its own.
    const other = new Client(lossyAddress, { retry: FAST });
    try {
      rotations.length = 0;
      assert.notEqual((await other.rotateKey(OLD_KEY)).key, rotated.key);
    } finally {
      other.close();
    }
  });
});
