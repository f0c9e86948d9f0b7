// Verifiable dice: re-derive a game's rolls from its revealed seed.
//
// The derivation (docs/dice.md): the dice of turn `t` are drawn from the byte
// stream SHA-256(seed ‖ u64_be(t) ‖ u32_be(k)) for k = 0, 1, 2, …; bytes ≥ 252
// are skipped and each kept byte b gives the die b mod 6 + 1. The first seat,
// when the host did not fix it, comes from the stream of t = 2^64 − 1: bytes
// ≥ 240 are skipped and the first kept byte b gives seat b mod players. The
// game publishes seed_sha256 = hex(SHA-256(seed)) when created and reveals the
// seed once it is over.
//
// A game whose diceSource is SERVER_SEED_AND_PLAYERS rolls from the seed mixed
// with every seat's diceContribution, in seat order: SHA-256(seed ‖
// u32_be(len) ‖ contribution ‖ …), or the seed itself when no seat
// contributed (mixedSeed, diceSeed). One whose diceSource is CHOSEN_SEED rolls
// from a seed its creator chose, who therefore knew every roll (describeDice,
// in the rules' five languages with Project Fluent: the messages of
// ./locales/*.ts are those `mountain-goats watch` prints).
//
// Everything here is synchronous and platform-neutral (Node and browsers):
// SHA-256 comes from ./sha256.ts rather than node:crypto (missing in browsers)
// or Web Crypto (async only, which would change this API); see there.

import { FluentBundle, FluentResource } from "@fluent/bundle";
import type { Event, Game } from "./gen/mountain_goats/v1/game_pb.js";
import { DiceSource, GameStatus } from "./gen/mountain_goats/v1/game_pb.js";
import type { WatchGameResponse } from "./gen/mountain_goats/v1/game_service_pb.js";
import en from "./locales/en.js";
import fr from "./locales/fr.js";
import nl from "./locales/nl.js";
import pl from "./locales/pl.js";
import uk from "./locales/uk.js";
import { constantTimeEqual, sha256, toHex } from "./sha256.js";

const FIRST_SEAT_TURN = (1n << 64n) - 1n;

/** The revealed seed does not explain the dice the server rolled. */
export class DiceMismatch extends Error {
  override name = "DiceMismatch";
}

/** The public commitment to a seed: lowercase hex of SHA-256(seed). */
export function commitment(seed: Uint8Array): string {
  return toHex(sha256(seed));
}

/**
 * The seed mixed with the seats' contributions, in seat order (an empty one:
 * a seat that sent none). The seed itself when none contributed.
 */
export function mixedSeed(seed: Uint8Array, contributions: readonly Uint8Array[]): Uint8Array {
  if (contributions.every((c) => c.length === 0)) return seed;
  const input = new Uint8Array(seed.length + contributions.reduce((n, c) => n + 4 + c.length, 0));
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

/**
 * The seed a finished game's dice come from: its revealed seed, mixed with the
 * seats' contributions when its dice source says so.
 */
export function diceSeed(game: Game): Uint8Array {
  return game.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS
    ? mixedSeed(
        game.seed,
        game.seats.map((s) => s.diceContribution),
      )
    : game.seed;
}

/** The languages describeDice speaks (the rules' five), English first. */
export const LANGUAGES = ["en", "fr", "nl", "uk", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];

const MESSAGES: Record<Language, string> = { en, fr, nl, uk, pl };

/**
 * The language of LANGUAGES that a language tag or a POSIX locale names:
 * "fr", "fr-BE" and "fr_BE.UTF-8" are French; one not spoken here ("pt-BR",
 * "C", "", none) is English.
 */
export function language(tag?: string | null): Language {
  const base = (tag ?? "").split(/[-_.@]/)[0].toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : "en";
}

const bundles = new Map<Language, FluentBundle>();

function bundle(lang: Language): FluentBundle {
  let b = bundles.get(lang);
  if (!b) {
    // No bidi isolation marks around the numbers: all five languages are
    // written left to right, and the marks would show in a terminal or a log.
    b = new FluentBundle(lang, { useIsolating: false });
    const errors = b.addResource(new FluentResource(MESSAGES[lang]));
    if (errors.length > 0) throw new Error(`locales/${lang}: ${errors[0].message}`);
    bundles.set(lang, b);
  }
  return b;
}

function say(lang: Language, key: string, args?: Record<string, number>): string {
  // A message missing from a language (the tests see that none is) is said in English.
  const b = bundle(lang).hasMessage(key) ? bundle(lang) : bundle("en");
  const pattern = b.getMessage(key)?.value;
  if (!pattern) throw new Error(`locales/en: no message ${key}`);
  const errors: Error[] = [];
  const text = b.formatPattern(pattern, args, errors);
  if (errors.length > 0) throw new Error(`locales/${lang}: ${key}: ${errors[0].message}`);
  return text;
}

/** How describeDice speaks. */
export interface DescribeDiceOptions {
  /**
   * A language tag or a POSIX locale: "fr", "nl", "uk", "pl", also as "fr-BE"
   * or "uk_UA.UTF-8"; English when absent or not spoken here.
   */
  lang?: string;
}

/** Where a game's dice come from, and so who could know them, in words. */
export function describeDice(game: Game, options: DescribeDiceOptions = {}): string {
  const lang = language(options.lang);
  switch (game.diceSource) {
    case DiceSource.CHOSEN_SEED:
      return say(lang, "dice-chosen");
    case DiceSource.SERVER_SEED_AND_PLAYERS: {
      const taken = game.seats.filter((s) => s.taken).length;
      if (taken === 0) return say(lang, "dice-fair");
      const contributed = game.seats.filter((s) => s.diceContribution.length > 0).length;
      return say(lang, "dice-fair-count", { contributed, taken });
    }
    default:
      return say(lang, "dice-seed-alone");
  }
}

function* stream(seed: Uint8Array, turn: bigint): Generator<number> {
  const input = new Uint8Array(seed.length + 12); // seed ‖ u64_be(turn) ‖ u32_be(k)
  input.set(seed);
  const suffix = new DataView(input.buffer, seed.length);
  suffix.setBigUint64(0, turn);
  for (let k = 0; k <= 0xffffffff; k++) {
    suffix.setUint32(8, k);
    yield* sha256(input);
  }
}

function asTurn(turn: bigint | number): bigint {
  const t = BigInt(turn);
  if (t < 0n || t > FIRST_SEAT_TURN) throw new RangeError(`turn out of range: ${turn}`);
  return t;
}

/** The four dice of turn `turn` (0-based) of a game with this seed. */
export function roll(seed: Uint8Array, turn: bigint | number): number[] {
  const dice: number[] = [];
  for (const b of stream(seed, asTurn(turn))) {
    if (b < 252) {
      dice.push((b % 6) + 1);
      if (dice.length === 4) break;
    }
  }
  return dice;
}

/** The first seat drawn from the seed when the host did not fix it. */
export function firstSeat(seed: Uint8Array, players: number): number {
  if (!Number.isInteger(players) || players < 1 || players > 240) {
    throw new RangeError(`players out of range: ${players}`);
  }
  for (const b of stream(seed, FIRST_SEAT_TURN)) {
    if (b < 240) return b % players;
  }
  throw new Error("unreachable");
}

/** Rolls by turn: a Map, or pairs `[turn, dice]`. */
export type Rolls = ReadonlyMap<bigint, readonly number[]> | Iterable<readonly [bigint | number, readonly number[]]>;

/**
 * Checks a seed against its commitment and every observed roll; with
 * `contributions` (one per seat, in seat order), the dice come from the seed
 * mixed with them. Throws DiceMismatch on the first difference; returns the
 * number of rolls checked.
 */
export function verifyRolls(
  seed: Uint8Array,
  seedSha256: string,
  rolls: Rolls,
  contributions?: readonly Uint8Array[],
): number {
  if (seed.length === 0) throw new DiceMismatch("the seed is not revealed (is the game over?)");
  const got = commitment(seed);
  const want = seedSha256.toLowerCase();
  if (!constantTimeEqual(got, want)) {
    throw new DiceMismatch(`SHA-256(seed) is ${got}, but the game committed to ${seedSha256}`);
  }
  const rolledFrom = contributions ? mixedSeed(seed, contributions) : seed;
  let checked = 0;
  for (const [turn, dice] of rolls) {
    const expected = roll(rolledFrom, turn);
    if (dice.length !== 4 || dice.some((d, i) => d !== expected[i])) {
      throw new DiceMismatch(`turn ${turn}: the server rolled [${dice.join(", ")}], the seed gives [${expected.join(", ")}]`);
    }
    checked++;
  }
  return checked;
}

/** The rolls announced by the `DiceRolled` events among `events`. */
export function rollsFromEvents(events: Iterable<Event>): Map<bigint, number[]> {
  const rolls = new Map<bigint, number[]>();
  for (const e of events) {
    if (e.kind.case === "diceRolled") rolls.set(e.kind.value.turn, [...(e.kind.value.roll?.dice ?? [])]);
  }
  return rolls;
}

/**
 * Checks a finished game's revealed seed against its commitment and the rolls
 * seen, derived as its dice source says (mixed with the seats' contributions,
 * or from the seed alone). The first seat is not checked: the host may have
 * fixed it.
 */
export function verifyGame(game: Game, rolls: Rolls): number {
  const contributions =
    game.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS ? game.seats.map((s) => s.diceContribution) : undefined;
  return verifyRolls(game.seed, game.seedSha256, rolls, contributions);
}

/**
 * Collects every roll seen while watching a game, to verify at the end:
 *
 *     const log = new DiceLog();
 *     for await (const u of client.watch(name)) log.observe(u);
 *     log.verify(finalGame); // throws DiceMismatch if the server cheated
 */
export class DiceLog {
  readonly rolls = new Map<bigint, number[]>();

  /** Takes an Update, a raw WatchGameResponse, or a list of events. */
  observe(update: { raw: WatchGameResponse } | WatchGameResponse | Iterable<Event>): void {
    const raw = "raw" in update ? update.raw : update;
    let game: Game | undefined;
    let events: Iterable<Event> = [];
    if ("$typeName" in raw && raw.$typeName === "mountain_goats.v1.WatchGameResponse") {
      const u = raw.update;
      if (u.case === "snapshot") game = u.value.game;
      if (u.case === "change") [game, events] = [u.value.game, u.value.events];
    } else {
      events = raw as Iterable<Event>;
    }
    for (const [turn, dice] of rollsFromEvents(events)) this.rolls.set(turn, dice);
    // A snapshot (or a change) also shows the current roll on the board.
    const board = game?.board;
    if (game?.status === GameStatus.PLAYING && board?.roll && !this.rolls.has(board.turn)) {
      this.rolls.set(board.turn, [...board.roll.dice]);
    }
  }

  /** Verifies every collected roll against the finished game's seed. */
  verify(game: Game): number {
    return verifyGame(game, this.rolls);
  }
}
