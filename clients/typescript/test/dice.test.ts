// The dice derivation against testdata/dice-vectors.json (no server needed).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { create } from "@bufbuild/protobuf";
import {
  commitment,
  DiceLog,
  DiceMismatch,
  EventSchema,
  firstSeat,
  GameSchema,
  GameStatus,
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
