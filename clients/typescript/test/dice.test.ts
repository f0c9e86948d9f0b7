// The dice derivation against testdata/dice-vectors.json (no server needed).

import assert from "node:assert/strict";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import {
  commitment,
  describeDice,
  DiceLog,
  DiceMismatch,
  diceSeed,
  DiceSource,
  EventSchema,
  firstSeat,
  GameSchema,
  GameStatus,
  mixedSeed,
  roll,
  verifyGame,
  verifyRolls,
  WatchGameResponseSchema,
} from "@mountain-goats/client";
import { repoRoot } from "./server.js";

interface Vector {
  seed: string;
  commitment: string;
  first_seat: Record<string, number>;
  rolls: number[][];
}

const vectors: Vector[] = JSON.parse(readFileSync(join(repoRoot, "testdata", "dice-vectors.json"), "utf8")).vectors;
const bytes = (hex: string) => new Uint8Array(Buffer.from(hex, "hex"));

describe("dice", () => {
  it("has the vectors", () => {
    assert.ok(vectors.length >= 3);
  });

  it("commits to the seed", () => {
    for (const v of vectors) assert.equal(commitment(bytes(v.seed)), v.commitment);
  });

  it("hashes as node:crypto does (its SHA-256 is portable TypeScript)", () => {
    const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
    // Every length over the first blocks (padding at 55/56/64 bytes), then random ones.
    const lengths = [...Array(300).keys(), ...Array.from({ length: 200 }, () => randomInt(300, 20_000)), 1 << 20];
    for (const n of lengths) {
      const input = new Uint8Array(randomBytes(n));
      assert.equal(commitment(input), sha(input), `${n} bytes`);
    }
    assert.equal(commitment(new Uint8Array(1000).fill(0xff)), sha(new Uint8Array(1000).fill(0xff)));
    // The known answers of FIPS 180-4.
    assert.equal(commitment(new TextEncoder().encode("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assert.equal(commitment(new Uint8Array()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("rolls as a node:crypto derivation does, on random seeds", () => {
    const reference = (seed: Uint8Array, turn: bigint) => {
      const dice: number[] = [];
      for (let k = 0; dice.length < 4; k++) {
        const suffix = Buffer.alloc(12);
        suffix.writeBigUInt64BE(turn);
        suffix.writeUInt32BE(k, 8);
        for (const b of createHash("sha256").update(seed).update(suffix).digest()) {
          if (b < 252 && dice.length < 4) dice.push((b % 6) + 1);
        }
      }
      return dice;
    };
    for (let i = 0; i < 200; i++) {
      const seed = new Uint8Array(randomBytes(32));
      const turn = i < 100 ? BigInt(i) : randomBytes(8).readBigUInt64BE() >> BigInt(randomInt(0, 64));
      assert.deepEqual(roll(seed, turn), reference(seed, turn), `turn ${turn}`);
    }
  });

  it("rolls the vectors' dice", () => {
    for (const v of vectors) {
      v.rolls.forEach((dice, turn) => assert.deepEqual(roll(bytes(v.seed), turn), dice, `${v.seed} turn ${turn}`));
      assert.deepEqual(roll(bytes(v.seed), 3n), v.rolls[3]);
    }
  });

  it("draws the vectors' first seats", () => {
    for (const v of vectors) {
      for (const [players, seat] of Object.entries(v.first_seat)) {
        assert.equal(firstSeat(bytes(v.seed), Number(players)), seat, `${v.seed} players ${players}`);
      }
    }
  });

  it("verifies the vectors' rolls", () => {
    for (const v of vectors) {
      const rolls = new Map(v.rolls.map((d, t) => [BigInt(t), d] as const));
      assert.equal(verifyRolls(bytes(v.seed), v.commitment, rolls), v.rolls.length);
      const pairs = v.rolls.map((d, t) => [t, d] as const).reverse();
      assert.equal(verifyRolls(bytes(v.seed), v.commitment.toUpperCase(), pairs), v.rolls.length);
    }
  });

  it("rejects a changed roll", () => {
    const v = vectors[0];
    const rolls = v.rolls.map((d, t) => [t, t === 7 ? d.map((x) => (x % 6) + 1) : d] as const);
    assert.throws(() => verifyRolls(bytes(v.seed), v.commitment, rolls), (e) => e instanceof DiceMismatch && /turn 7/.test(e.message));
  });

  it("rejects a seed that is not the committed one, or none", () => {
    assert.throws(() => verifyRolls(bytes(vectors[1].seed), vectors[0].commitment, []), /committed/);
    assert.throws(() => verifyRolls(new Uint8Array(), vectors[0].commitment, []), /not revealed/);
  });

  it("collects the rolls of a watch with DiceLog", () => {
    const v = vectors[2];
    const log = new DiceLog();
    log.observe(
      create(WatchGameResponseSchema, {
        update: {
          case: "snapshot",
          value: { game: { status: GameStatus.PLAYING, board: { turn: 0n, roll: { dice: v.rolls[0] } } } },
        },
      }),
    );
    for (let t = 1; t < 20; t++) {
      const event = create(EventSchema, {
        kind: { case: "diceRolled", value: { seat: t % 2, turn: BigInt(t), roll: { dice: v.rolls[t] } } },
      });
      log.observe(create(WatchGameResponseSchema, { update: { case: "change", value: { events: [event] } } }));
    }
    assert.deepEqual([...log.rolls.keys()].sort((a, b) => Number(a - b)), [...Array(20).keys()].map(BigInt));
    const finished = create(GameSchema, { status: GameStatus.FINISHED, seed: bytes(v.seed), seedSha256: v.commitment });
    assert.equal(log.verify(finished), 20);
    assert.equal(verifyGame(finished, log.rolls), 20);
    log.rolls.set(3n, v.rolls[3].join() === "6,6,6,6" ? [1, 1, 1, 1] : [6, 6, 6, 6]);
    assert.throws(() => log.verify(finished), DiceMismatch);
  });
});

interface ContributionVector {
  seed: string;
  commitment: string;
  contributions: string[];
  mixed_seed: string;
  first_seat: number;
  rolls: number[][];
}

const mixedVectors: ContributionVector[] = JSON.parse(
  readFileSync(join(repoRoot, "testdata", "dice-vectors-contributions.json"), "utf8"),
).vectors;
const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");

function finishedGame(v: ContributionVector, diceSource: DiceSource) {
  return create(GameSchema, {
    status: GameStatus.FINISHED,
    seed: bytes(v.seed),
    seedSha256: v.commitment,
    diceSource,
    seats: v.contributions.map((c, index) => ({ index, taken: true, playerName: `p${index}`, diceContribution: bytes(c) })),
  });
}

describe("dice with player contributions (testdata/dice-vectors-contributions.json)", () => {
  it("covers a seat without one and a game without any", () => {
    assert.ok(mixedVectors.length >= 4);
    assert.ok(mixedVectors.some((v) => v.contributions.every((c) => c === "")));
    assert.ok(mixedVectors.some((v) => v.contributions.includes("") && v.contributions.some((c) => c !== "")));
  });

  it("mixes, draws the first seat and rolls as the vectors say", () => {
    for (const v of mixedVectors) {
      const mixed = mixedSeed(bytes(v.seed), v.contributions.map(bytes));
      assert.equal(hex(mixed), v.mixed_seed);
      assert.equal(firstSeat(mixed, v.contributions.length), v.first_seat);
      v.rolls.forEach((dice, turn) => assert.deepEqual(roll(mixed, turn), dice, `${v.seed} turn ${turn}`));
    }
  });

  it("verifies a finished game by its dice source", () => {
    for (const v of mixedVectors) {
      const rolls = new Map(v.rolls.map((d, t) => [BigInt(t), d] as const));
      const game = finishedGame(v, DiceSource.SERVER_SEED_AND_PLAYERS);
      assert.equal(hex(diceSeed(game)), v.mixed_seed);
      assert.equal(verifyGame(game, rolls), 20);
      assert.equal(verifyRolls(bytes(v.seed), v.commitment, rolls, v.contributions.map(bytes)), 20);
      if (v.contributions.some((c) => c !== "")) {
        // Not the seed alone, nor other contributions.
        assert.throws(() => verifyGame(finishedGame(v, DiceSource.CHOSEN_SEED), rolls), DiceMismatch);
        const other = finishedGame(v, DiceSource.SERVER_SEED_AND_PLAYERS);
        other.seats[0].diceContribution = new Uint8Array(16);
        assert.throws(() => verifyGame(other, rolls), DiceMismatch);
      }
    }
  });

  it("says who could know the dice", () => {
    const v = mixedVectors[1]; // seat 1 sent none
    assert.match(describeDice(finishedGame(v, DiceSource.SERVER_SEED_AND_PLAYERS)), /\(2 of 3 seated players contributed\)/);
    assert.match(describeDice(finishedGame(v, DiceSource.CHOSEN_SEED)), /the creator knows every roll/);
    assert.match(describeDice(finishedGame(v, DiceSource.UNSPECIFIED)), /did not record who chose it/);
  });
});
