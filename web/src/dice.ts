// Verifiable dice, checked in the browser (docs/dice.md): the dice of turn t
// are drawn from SHA-256(seed ‖ u64_be(t) ‖ u32_be(k)) for k = 0, 1, …;
// bytes ≥ 252 are skipped, each kept byte b gives the die b mod 6 + 1. In a
// game whose dice also come from the players (DICE_SOURCE_SERVER_SEED_AND_
// PLAYERS), "seed" there is the seed mixed with every seat's contribution:
// SHA-256(seed ‖ u32_be(len) ‖ contribution ‖ …), or the seed itself when no
// seat contributed.

import { DiceSource, type Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";

async function sha256(data: Uint8Array): Promise<Uint8Array> {
  // crypto.subtle exists only in secure contexts (https, localhost); a page
  // opened over plain http from another machine falls back to plain code.
  if (globalThis.crypto?.subtle) {
    return new Uint8Array(await crypto.subtle.digest("SHA-256", data as Uint8Array<ArrayBuffer>));
  }
  return sha256Fallback(data);
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The seed mixed with the contributions, in seat order (docs/dice.md). */
export async function mixedSeed(seed: Uint8Array, contributions: readonly Uint8Array[]): Promise<Uint8Array> {
  if (contributions.every((c) => c.length === 0)) return seed;
  const total = seed.length + contributions.reduce((n, c) => n + 4 + c.length, 0);
  const input = new Uint8Array(total);
  const view = new DataView(input.buffer);
  input.set(seed);
  let at = seed.length;
  for (const c of contributions) {
    view.setUint32(at, c.length);
    input.set(c, at + 4);
    at += 4 + c.length;
  }
  return sha256(input);
}

/** The seed a finished game's dice come from, by its dice source. */
export async function diceSeed(game: Game): Promise<Uint8Array> {
  return game.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS
    ? mixedSeed(
        game.seed,
        game.seats.map((s) => s.diceContribution),
      )
    : game.seed;
}

/** The four dice of turn `turn` (0-based) of a game with this seed. */
export async function roll(seed: Uint8Array, turn: bigint): Promise<number[]> {
  const dice: number[] = [];
  const input = new Uint8Array(seed.length + 12);
  input.set(seed);
  const view = new DataView(input.buffer, seed.length, 12);
  view.setBigUint64(0, turn);
  for (let k = 0; dice.length < 4; k++) {
    view.setUint32(8, k);
    for (const b of await sha256(input)) {
      if (b < 252) {
        dice.push((b % 6) + 1);
        if (dice.length === 4) break;
      }
    }
  }
  return dice;
}

export type Verification = { ok: true; rolls: number } | { ok: false; rolls: number; problem: string };

/**
 * Checks a finished game's revealed seed against its commitment, and every
 * observed roll against the dice the seed (mixed with the players'
 * contributions when the game takes them) gives.
 */
export async function verifyGame(game: Game, rolls: ReadonlyMap<bigint, readonly number[]>): Promise<Verification> {
  const seedSha256 = game.seedSha256;
  if (game.seed.length === 0) return { ok: false, rolls: 0, problem: "the seed is not revealed" };
  const commitment = hex(await sha256(game.seed));
  if (commitment !== seedSha256.toLowerCase()) {
    return { ok: false, rolls: 0, problem: `SHA-256(seed) is ${commitment}, but the game committed to ${seedSha256}` };
  }
  const seed = await diceSeed(game);
  let checked = 0;
  for (const [turn, dice] of [...rolls].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const expected = await roll(seed, turn);
    if (dice.length !== 4 || dice.some((d, i) => d !== expected[i])) {
      return {
        ok: false,
        rolls: checked,
        problem: `turn ${turn + 1n}: the server rolled ${dice.join(", ")}, the seed gives ${expected.join(", ")}`,
      };
    }
    checked++;
  }
  return { ok: true, rolls: checked };
}

// FIPS 180-4 SHA-256, for pages without crypto.subtle.
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export function sha256Fallback(data: Uint8Array): Uint8Array {
  const length = data.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(data);
  padded[length] = 0x80;
  const pv = new DataView(padded.buffer);
  pv.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  pv.setUint32(padded.length - 4, (length * 8) >>> 0);
  const hh = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = pv.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hh;
    for (let i = 0; i < 64; i++) {
      const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    const add = [a, b, c, d, e, f, g, h];
    for (let i = 0; i < 8; i++) hh[i] = (hh[i] + add[i]) >>> 0;
  }
  const out = new Uint8Array(32);
  const ov = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) ov.setUint32(i * 4, hh[i]);
  return out;
}
