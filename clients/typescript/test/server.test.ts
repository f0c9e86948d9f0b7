// The client against a live server (see server.ts for how it is found).

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { create } from "@bufbuild/protobuf";
import {
  Client,
  Code,
  commitment,
  describeDice,
  DiceLog,
  diceSeed,
  DiceSource,
  firstSeat,
  formatStandings,
  type Game,
  GameError,
  GameSchema,
  GameStatus,
  type LegalMove,
  type Move,
  MoveSchema,
  type Seat,
  type Update,
} from "@mountain-goats/client";
import { Proxy } from "./proxy.js";
import { startServer, type Server } from "./server.js";

const GAME_TIMEOUT_MS = 120_000;
const PROGRESS = new Set(["goatClimbed", "summitReached", "pointTokenTaken", "bonusTokenTaken"]);
/** The legal move that climbs and takes the most (games last ~50 turns, not hundreds). */
function progress(_game: Game, moves: LegalMove[]): LegalMove {
  const gain = (m: LegalMove) => m.events.filter((e) => PROGRESS.has(e.kind.case ?? "")).length;
  return moves.reduce((best, m) => (gain(m) > gain(best) ? m : best));
}

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

/** Creates a game and fills every seat; returns the game and the seats by index. */
async function startGame(players = 2): Promise<{ game: Game; seats: Map<number, Seat> }> {
  const game = await client.createGame({ players });
  const seats = new Map<number, Seat>();
  for (let i = 0; i < players; i++) {
    const seat = await client.joinGame(game.name, `p${i}`);
    seats.set(seat.seat, seat);
  }
  return { game: await client.getGame(game.name), seats };
}

/** A well-formed name of a game that does not exist (a real one's, with its id zeroed). */
async function unknownGameName(): Promise<string> {
  const id = (await client.createGame()).name.replace(/^games\//, "");
  return `games/${"0".repeat(id.length)}`;
}

/** The current roll with only the first die grouped: DICE_LEFT_OUT. */
function illegalMove(game: Game): Move {
  return create(MoveSchema, { faces: game.board!.roll!.dice, groups: [{ dice: [0] }] });
}

async function expectError(p: Promise<unknown>, code: Code, reason: string): Promise<GameError> {
  const err = await p.then(
    () => assert.fail(`expected ${reason}`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof GameError, `not a GameError: ${err}`);
  assert.equal(err.code, code, err.message);
  assert.equal(err.reason, reason, err.message);
  return err;
}

/** The first update of a watch, which is then closed. */
async function firstUpdate(stream: AsyncGenerator<Update>): Promise<Update> {
  const first = await stream.next();
  await stream.return(undefined);
  assert.ok(!first.done, "the watch ended at once");
  return first.value;
}

/** Reads a watch until it ends, into `into`. */
async function drain(stream: AsyncIterable<Update>, into: Update[]): Promise<void> {
  for await (const u of stream) into.push(u);
}

describe("creating and joining", () => {
  it("creates a game", async () => {
    const game = await client.createGame({ players: 3, bigMountain: true });
    assert.match(game.name, /^games\/.+/);
    assert.equal(game.status, GameStatus.OPEN);
    assert.equal(game.version, 1n);
    assert.equal(game.options?.players, 3);
    assert.equal(game.options?.bigMountain, true);
    // The server drew the seed: the players' contributions are mixed into
    // it, and the first seat is drawn from the mix when the game starts.
    assert.equal(game.diceSource, DiceSource.SERVER_SEED_AND_PLAYERS);
    assert.equal(game.options?.firstSeat, undefined);
    assert.deepEqual(
      game.seats.map((s) => s.index),
      [0, 1, 2],
    );
    assert.ok(game.seats.every((s) => !s.taken));
    assert.equal(game.seedSha256.length, 64);
    assert.equal(game.seed.length, 0);
  });

  it("commits to a given seed", async () => {
    const seed = new Uint8Array(Buffer.from("90a34a5604173b944dc7d1231a0208242f01c9f389d18633319eb64d8456e104", "hex"));
    const game = await client.createGame({ players: 4, seed });
    assert.equal(game.seedSha256, commitment(seed));
    // Marked: whoever chose the seed knows every roll.
    assert.equal(game.diceSource, DiceSource.CHOSEN_SEED);
    assert.match(describeDice(game), /creator knows every roll/);
    assert.equal(game.options?.firstSeat, 2); // testdata/dice-vectors.json
    assert.equal(game.seed.length, 0);
  });

  it("gets and lists games", async () => {
    const game = await client.createGame();
    assert.equal((await client.getGame(game.name)).name, game.name);
    // Newest first, a page at a time (other tests may be creating games too).
    let found = false;
    for await (const g of client.listGames({ pageSize: 2 })) {
      if ((found = g.name === game.name)) break;
    }
    assert.ok(found, `${game.name} is not listed`);
    let n = 0;
    for await (const g of client.listGames({ status: GameStatus.OPEN, pageSize: 3 })) {
      assert.equal(g.status, GameStatus.OPEN);
      if (++n === 7) break;
    }
    assert.ok(n > 0);
  });

  it("joins until the game starts", async () => {
    const game = await client.createGame({ players: 2, firstSeat: 1 });
    const bob = await client.joinGame(game.name, "bob", 1);
    assert.equal(bob.seat, 1);
    assert.ok(bob.token);
    assert.equal(bob.game?.version, 2n);
    assert.equal(bob.game?.status, GameStatus.OPEN);
    assert.equal(bob.game?.seats[1].playerName, "bob");
    const alice = await client.joinGame(game.name, "alice");
    assert.equal(alice.seat, 0);
    assert.notEqual(alice.token, bob.token);
    const started = alice.game!;
    assert.equal(started.version, 3n);
    assert.equal(started.status, GameStatus.PLAYING);
    assert.equal(started.board?.currentSeat, 1);
    assert.equal(started.board?.firstSeat, 1);
    assert.equal(started.board?.roll?.dice.length, 4);
    assert.ok(started.board!.roll!.dice.every((d) => d >= 1 && d <= 6));
  });

  it("returns the same seat to a join sent again with the same seat token", async () => {
    const game = await client.createGame();
    const seatToken = randomBytes(32).toString("hex");
    const first = await client.joinGame(game.name, "retrying", undefined, { seatToken });
    const again = await client.joinGame(game.name, "retrying", undefined, { seatToken });
    assert.equal(first.token, seatToken);
    assert.equal(again.token, seatToken);
    assert.equal(again.seat, first.seat);
    const now = await client.getGame(game.name);
    assert.deepEqual(
      now.seats.filter((s) => s.taken).map((s) => s.index),
      [first.seat],
    );
    assert.equal(now.status, GameStatus.OPEN);
    assert.equal(now.version, 2n);
  });

  it("refuses a taken seat", async () => {
    const game = await client.createGame();
    await client.joinGame(game.name, "a", 0);
    await expectError(client.joinGame(game.name, "b", 0), Code.AlreadyExists, "SEAT_TAKEN");
  });

  it("lists and previews legal moves", async () => {
    const { game } = await startGame();
    const listed = await client.listLegalMoves(game.name);
    assert.equal(listed.version, game.version);
    assert.equal(listed.seat, game.board?.currentSeat);
    assert.deepEqual(listed.roll?.dice, game.board?.roll?.dice);
    assert.ok(listed.legalMoves.length > 0 && listed.legalMoves.every((m) => m.summary));
    const preview = await client.previewMove(game.name, listed.legalMoves[0]);
    assert.equal(preview.events.length, listed.legalMoves[0].events.length);
    assert.equal((await client.getGame(game.name)).version, game.version);
  });
});

describe("playing", () => {
  it("plays a move once per request id", async () => {
    const { game, seats } = await startGame();
    const me = seats.get(game.board!.currentSeat)!;
    const move = (await client.listLegalMoves(game.name)).legalMoves[0];
    const first = await me.submitMove(move, { expectedVersion: game.version, requestId: "retry-1" });
    assert.equal(first.game?.version, game.version + 1n);
    assert.ok(first.events.length > 0);
    const again = await me.submitMove(move, { expectedVersion: game.version, requestId: "retry-1" });
    assert.equal(again.game?.version, first.game?.version);
    assert.equal(again.events.length, first.events.length);
    assert.equal((await client.getGame(game.name)).version, game.version + 1n);
  });

  it("plays a whole game of bots, watched with no gap", { timeout: GAME_TIMEOUT_MS }, async () => {
    const players = 3;
    const game = await client.createGame({ players });
    const stream = client.watch(game.name);
    const first = await stream.next();
    assert.ok(!first.done && first.value.kind === "snapshot" && first.value.version === 1n);
    const updates: Update[] = [first.value];
    const watching = drain(stream, updates);

    const bots = [...Array(players).keys()].map(async (i) => {
      const c = new Client(server.address);
      try {
        const seat = await c.joinGame(game.name, `bot${i}`);
        return { seat, final: await seat.play(progress) };
      } finally {
        c.close();
      }
    });
    const results = await Promise.all(bots);
    await watching;

    const final = results[0].final;
    assert.equal(final.status, GameStatus.FINISHED);
    assert.equal(final.seed.length, 32);
    assert.equal(commitment(final.seed), final.seedSha256);
    const result = final.board!.result!;
    assert.deepEqual(result.standings.map((s) => s.seat).sort(), [...Array(players).keys()]);
    assert.ok(result.winners.length > 0);
    assert.deepEqual(results.map((r) => r.seat.seat).sort(), [...Array(players).keys()]);
    for (const { seat, final: theirs } of results) {
      assert.equal(theirs.version, final.version);
      assert.ok(seat.dice.verify(theirs) >= 1);
    }
    // Every seat mixed 32 random bytes into the dice (the client's default).
    assert.equal(final.diceSource, DiceSource.SERVER_SEED_AND_PLAYERS);
    assert.deepEqual(
      final.seats.map((s) => s.diceContribution.length),
      Array(players).fill(32),
    );
    assert.equal(final.options?.firstSeat, firstSeat(diceSeed(final), players));

    // A snapshot, then every version once, in order, with no gap.
    assert.deepEqual(
      updates.map((u) => u.version),
      [...Array(Number(final.version)).keys()].map((v) => BigInt(v + 1)),
    );
    assert.ok(updates.slice(1).every((u) => u.kind === "change"));
    const last = updates[updates.length - 1];
    assert.ok(last.finished);
    assert.ok(last.events.some((e) => e.kind.case === "gameOver"));
    // Every turn's roll was announced, and the revealed seed explains them all.
    const log = new DiceLog();
    updates.forEach((u) => log.observe(u));
    const turns = Number(final.board!.turn) + 1;
    assert.equal(log.rolls.size, turns);
    assert.equal(log.verify(final), turns);
  });

  it("shows each seat's dice contribution; a seat may send none", async () => {
    const game = await client.createGame({ players: 2 });
    const mine = new Uint8Array(randomBytes(16));
    const a = await client.joinGame(game.name, "a", 0, { diceContribution: mine });
    assert.deepEqual(a.game?.seats[0].diceContribution, mine);
    const b = await client.joinGame(game.name, "b", 1, { diceContribution: new Uint8Array() });
    assert.equal(b.game?.status, GameStatus.PLAYING);
    assert.equal(b.game?.seats[1].diceContribution.length, 0);
    assert.match(describeDice(b.game!), /\(1 of 2 seated players contributed\)/);
    const other = await client.createGame({ players: 2 });
    await assert.rejects(
      client.joinGame(other.name, "c", 0, { diceContribution: new Uint8Array(3) }),
      (e) => e instanceof GameError && e.reason === "INVALID_DICE_CONTRIBUTION" && e.code === Code.InvalidArgument,
    );
  });

  it("adds legal moves to the watch of the seat to move", async () => {
    const { game, seats } = await startGame();
    const current = game.board!.currentSeat;
    const mine = await firstUpdate(seats.get(current)!.watch());
    assert.equal(mine.kind, "snapshot");
    assert.ok(mine.legalMoves.length > 0);
    assert.equal((await firstUpdate(seats.get(1 - current)!.watch())).legalMoves.length, 0);
    assert.equal((await firstUpdate(client.watch(game.name))).legalMoves.length, 0);
  });

  it("resumes a watch after a version", async () => {
    const { game, seats } = await startGame(); // versions 1 (created), 2, 3 (joins)
    const me = seats.get(game.board!.currentSeat)!;
    await me.submitMove((await client.listLegalMoves(game.name)).legalMoves[0], { expectedVersion: game.version });
    const stream = client.watch(game.name, { resumeAfter: 2n });
    const got = [(await stream.next()).value as Update, (await stream.next()).value as Update];
    await stream.return(undefined);
    assert.deepEqual(
      got.map((u) => [u.kind, u.version]),
      [
        ["change", 3n],
        ["change", 4n],
      ],
    );
  });

  it("runs the example bot", { timeout: GAME_TIMEOUT_MS }, async () => {
    const bot = join(fileURLToPath(new URL(".", import.meta.url)), "..", "examples", "bot.js");
    const game = await client.createGame();
    const run = (name: string, seat: number) =>
      promisify(execFile)(process.execPath, [bot, server.address, game.name, name, String(seat)], { timeout: GAME_TIMEOUT_MS });
    const outs = await Promise.all([run("ex-a", 0), run("ex-b", 1)]);
    assert.equal((await client.getGame(game.name)).status, GameStatus.FINISHED);
    for (const { stdout } of outs) assert.match(stdout, /#1 seat/);
  });

  it("survives dropped connections while playing and watching", { timeout: GAME_TIMEOUT_MS }, async () => {
    const proxy = await Proxy.start(server.address);
    const flaky = new Client(proxy.address);
    const cutter = setInterval(() => proxy.drop(), 250);
    const slowProgress = async (game: Game, moves: LegalMove[]) => {
      await new Promise((resolve) => setTimeout(resolve, 100)); // so that the game spans several cuts
      return progress(game, moves);
    };
    try {
      const game = await client.createGame();
      const stream = flaky.watch(game.name, { maxRetries: 20 });
      const first = await stream.next();
      const updates: Update[] = [first.value as Update];
      const watching = drain(stream, updates);
      const finals = await Promise.all([
        flaky.joinGame(game.name, "flaky").then((s) => s.play(slowProgress)),
        client.joinGame(game.name, "steady").then((s) => s.play(progress)),
      ]);
      await watching;
      assert.equal(finals[0].status, GameStatus.FINISHED);
      assert.equal(finals[1].version, finals[0].version);
      assert.deepEqual(
        updates.map((u) => u.version),
        [...Array(Number(finals[0].version)).keys()].map((v) => BigInt(v + 1)),
      );
      assert.ok(proxy.accepted >= 2, "the proxy never cut a connection the client had to reopen");
    } finally {
      clearInterval(cutter);
      flaky.close();
      await proxy.close();
    }
  });
});

// Matchmaking seats callers who ask for the same options at the same table,
// whatever their houseAfter: each findGame test asks for options no other test
// of this suite asks for, so that none is seated in another's game.
describe("house bots and matchmaking", () => {
  const STANDING_LINE = /^\d+\. .+: \d+ points$/;

  it("finishes a game with house seats when its one free seat plays", { timeout: GAME_TIMEOUT_MS }, async () => {
    const game = await client.createGame({ players: 3, houseSeats: { 2: "random", 0: "greedy" } });
    assert.equal(game.status, GameStatus.OPEN);
    assert.deepEqual(
      game.seats.map((s) => [s.taken, s.houseStrategy]),
      [
        [true, "greedy"],
        [false, ""],
        [true, "random"],
      ],
    );
    const me = await client.joinGame(game.name, "human");
    assert.equal(me.seat, 1);
    assert.equal(me.game?.status, GameStatus.PLAYING); // the last free seat: the game starts
    const final = await me.play(progress);
    assert.equal(final.status, GameStatus.FINISHED);
    assert.deepEqual(final.board!.result!.standings.map((s) => s.seat).sort(), [0, 1, 2]);
    assert.deepEqual(
      final.seats.map((s) => s.houseStrategy),
      ["greedy", "", "random"],
    );
    assert.ok(me.dice.verify(final) >= 1);
    const lines = formatStandings(final).split("\n");
    assert.equal(lines.length, 3);
    assert.ok(lines.every((l) => STANDING_LINE.test(l)), lines.join(" | "));
    assert.equal(lines.filter((l) => l.split(". ")[1].startsWith("human: ")).length, 1);
    const best = final.board!.result!.standings[0]; // best first
    assert.equal(lines[0], `1. ${final.seats[best.seat].playerName}: ${best.score} points`);
  });

  it("formats standings only of a finished game", async () => {
    const open = await client.createGame();
    assert.throws(() => formatStandings(open), /not over/);
  });

  it("names each seat once in the standings", () => {
    const game = create(GameSchema, {
      name: "games/x",
      status: GameStatus.FINISHED,
      seats: ["me", "Greedy bot 2", "me", ""].map((playerName, index) => ({ index, playerName })),
      board: {
        result: {
          standings: [
            [2, 1, 90],
            [1, 1, 90],
            [3, 3, 7],
            [0, 4, 5],
          ].map(([seat, rank, score]) => ({ seat, rank, score })),
        },
      },
    });
    assert.deepEqual(formatStandings(game).split("\n"), [
      "1. Greedy bot 2: 90 points", // tied: by seat
      "1. me (seat 2): 90 points", // a name two seats share
      "3. seat 3: 7 points", // no name
      "4. me (seat 0): 5 points",
    ]);
  });

  it("refuses an unknown house strategy or seat: INVALID_ARGUMENT INVALID_HOUSE_SEATS", async () => {
    const err = await expectError(
      client.createGame({ players: 3, houseSeats: { 1: "grandmaster" } }),
      Code.InvalidArgument,
      "INVALID_HOUSE_SEATS",
    );
    assert.match(err.rawMessage, /grandmaster/);
    const noSuchSeat = client.createGame({ players: 2, houseSeats: { 2: "greedy" } });
    const seat = await expectError(noSuchSeat, Code.InvalidArgument, "INVALID_HOUSE_SEATS");
    assert.match(seat.rawMessage, /seat 2/);
  });

  it("refuses, before any call, what a request cannot carry", async () => {
    await assert.rejects(client.createGame({ players: 3, houseSeats: { [-1]: "greedy" } }), RangeError);
    await assert.rejects(client.createGame({ houseSeats: [{ seat: 1, strategy: "greedy" }] as never }), TypeError);
    await assert.rejects(client.findGame("x", { houseAfter: 1.5 }), RangeError);
  });

  it("finds a game whose free seats go to house bots after the wait", { timeout: GAME_TIMEOUT_MS }, async () => {
    const me = await client.findGame("finder", { players: 3, bigMountain: true, houseAfter: 1, houseStrategy: "greedy" });
    assert.match(me.name, /^games\/.+/);
    assert.equal(me.game?.name, me.name);
    assert.equal(me.game?.options?.players, 3);
    assert.equal(me.game?.options?.bigMountain, true);
    assert.equal(me.game?.seats[me.seat].playerName, "finder");
    assert.equal(me.token.length, 64); // drawn by the client: 256 random bits, hex
    assert.equal(me.game?.seats[me.seat].diceContribution.length, 32); // drawn by the client too
    const final = await me.play(progress);
    assert.equal(final.status, GameStatus.FINISHED);
    assert.deepEqual(
      final.seats.filter((s) => s.index !== me.seat).map((s) => s.houseStrategy),
      ["greedy", "greedy"],
    );
    assert.equal(final.seats[me.seat].houseStrategy, "");
    assert.equal(formatStandings(final).split("\n").length, 3);
  });

  it("returns the same seat to a findGame sent again with the same token", { timeout: GAME_TIMEOUT_MS }, async () => {
    const seatToken = randomBytes(32).toString("hex");
    const diceContribution = new Uint8Array(randomBytes(32));
    const wish = { players: 4, allowDecliningGroups: true, houseAfter: 1, seatToken, diceContribution };
    const first = await client.findGame("again", wish);
    const again = await client.findGame("again", wish);
    assert.deepEqual([again.name, again.seat, again.token], [first.name, first.seat, seatToken]);
    const now = await client.getGame(first.name);
    assert.deepEqual(
      now.seats.filter((s) => s.playerName === "again").map((s) => s.index),
      [first.seat],
    );
    assert.deepEqual(now.seats[first.seat].diceContribution, diceContribution);
    // The house bots came: play it out, leaving no game half played.
    assert.equal((await again.play(progress)).status, GameStatus.FINISHED);
  });

  it("refuses a wait out of range: INVALID_ARGUMENT INVALID_OPTIONS", async () => {
    const err = await expectError(client.findGame("impatient", { houseAfter: 0 }), Code.InvalidArgument, "INVALID_OPTIONS");
    assert.match(err.rawMessage, /house_fill_seconds/);
  });
});

describe("errors", () => {
  it("unknown game: NOT_FOUND GAME_NOT_FOUND", async () => {
    const err = await expectError(client.getGame(await unknownGameName()), Code.NotFound, "GAME_NOT_FOUND");
    assert.equal(err.domain, "mountaingoats.dev");
  });

  it("illegal move: FAILED_PRECONDITION DICE_LEFT_OUT", async () => {
    const { game, seats } = await startGame();
    const me = seats.get(game.board!.currentSeat)!;
    await expectError(me.submitMove(illegalMove(game), { expectedVersion: game.version }), Code.FailedPrecondition, "DICE_LEFT_OUT");
    assert.equal((await client.getGame(game.name)).version, game.version);
  });

  it("not your turn: FAILED_PRECONDITION NOT_YOUR_TURN", async () => {
    const { game, seats } = await startGame();
    const other = seats.get(1 - game.board!.currentSeat)!;
    const move = (await client.listLegalMoves(game.name)).legalMoves[0];
    await expectError(other.submitMove(move), Code.FailedPrecondition, "NOT_YOUR_TURN");
  });

  it("stale version: FAILED_PRECONDITION STALE_VERSION", async () => {
    const { game, seats } = await startGame();
    const me = seats.get(game.board!.currentSeat)!;
    const move = (await client.listLegalMoves(game.name)).legalMoves[0];
    await expectError(me.submitMove(move, { expectedVersion: game.version - 1n }), Code.FailedPrecondition, "STALE_VERSION");
  });

  it("wrong token: PERMISSION_DENIED TOKEN_INVALID", async () => {
    const { game } = await startGame();
    const impostor = client.seat(game.name, game.board!.currentSeat, "not-the-token");
    const move = (await client.listLegalMoves(game.name)).legalMoves[0];
    await expectError(impostor.submitMove(move), Code.PermissionDenied, "TOKEN_INVALID");
  });

  it("missing token: UNAUTHENTICATED TOKEN_MISSING", async () => {
    const { game } = await startGame();
    const move = (await client.listLegalMoves(game.name)).legalMoves[0].move;
    const call = client.rpc.submitMove({ name: game.name, move }).catch((e: unknown) => Promise.reject(GameError.from(e)));
    await expectError(call, Code.Unauthenticated, "TOKEN_MISSING");
  });

  it("invalid options: INVALID_ARGUMENT INVALID_OPTIONS", async () => {
    await expectError(client.createGame({ players: 7 }), Code.InvalidArgument, "INVALID_OPTIONS");
  });

  it("watching an unknown game: NOT_FOUND GAME_NOT_FOUND", async () => {
    await expectError(client.watch(await unknownGameName()).next(), Code.NotFound, "GAME_NOT_FOUND");
  });

  it("malformed game name: INVALID_ARGUMENT INVALID_GAME_NAME", async () => {
    await expectError(client.getGame("games/not a game"), Code.InvalidArgument, "INVALID_GAME_NAME");
  });
});
