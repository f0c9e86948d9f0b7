// A thin, idiomatic wrapper over the generated GameService client: the logic
// shared by every platform. It takes a Connect Transport and imports nothing
// platform-specific; the entry points build the transport and subclass
// ClientBase as `Client`: index.ts (Node, gRPC over HTTP/2 with
// @connectrpc/connect-node) and web.ts (browsers, gRPC-Web over fetch with
// @connectrpc/connect-web).

import { create, isMessage } from "@bufbuild/protobuf";
import { ConnectError, createClient, type Client as RpcClient, type Transport } from "@connectrpc/connect";
import { DiceLog } from "./dice.js";
import { ROUTING_HEADER, requestParams } from "./routing.js";
import { Code, GameError, historyLost, overtaken, resumable, retryable } from "./errors.js";
import {
  type Event,
  type Game,
  GameOptionsSchema,
  GameStatus,
  type LegalMove,
  LegalMoveSchema,
  type Move,
  MoveSchema,
} from "./gen/mountain_goats/v1/game_pb.js";
import {
  type Account,
  GameService,
  type GetAccountResponse,
  type LeaderboardEntry,
  type ListLegalMovesResponse,
  type PreviewMoveResponse,
  type SubmitMoveResponse,
  type WatchGameResponse,
} from "./gen/mountain_goats/v1/game_service_pb.js";

/**
 * A strategy gets the game (at the version to play) and the legal moves of the
 * current roll, and returns the move to play: a Move, or one of the LegalMove
 * values it was given (or a promise of one).
 */
export type Strategy = (game: Game, legalMoves: LegalMove[]) => Move | LegalMove | Promise<Move | LegalMove>;

/** One message of a watch stream, flattened. */
export interface Update {
  /** Which kind of message it is ("unknown": a kind newer than this client). */
  kind: "snapshot" | "change" | "heartbeat" | "unknown";
  /** The game's version after the update. */
  version: bigint;
  /** The whole game (absent for a heartbeat). */
  game?: Game;
  /** What happened (a change only). */
  events: Event[];
  /** The watching seat's legal moves, when it is that seat's turn. */
  legalMoves: LegalMove[];
  /** Whether the game was played to its end with this update (it has standings). */
  finished: boolean;
  /**
   * Whether the server cancelled the game before it started (nobody joined in
   * time; a `gameCancelled` event says why). It has no result.
   */
  cancelled: boolean;
  /** Whether the game never changes again after this update: finished or cancelled. */
  over: boolean;
  /** The message as received. */
  raw: WatchGameResponse;
}

/** Turns a WatchGameResponse into an Update. */
export function toUpdate(raw: WatchGameResponse): Update {
  const u = raw.update;
  const end = (g?: Game) => {
    const finished = g?.status === GameStatus.FINISHED;
    const cancelled = g?.status === GameStatus.CANCELLED;
    return { finished, cancelled, over: finished || cancelled };
  };
  switch (u.case) {
    case "snapshot": {
      const game = u.value.game;
      return { kind: "snapshot", version: game?.version ?? 0n, game, events: [], legalMoves: u.value.legalMoves, ...end(game), raw };
    }
    case "change": {
      const game = u.value.game;
      const { version, events, legalMoves } = u.value;
      return { kind: "change", version, game, events, legalMoves, ...end(game), raw };
    }
    case "heartbeat":
      return { kind: "heartbeat", version: u.value.version, events: [], legalMoves: [], ...end(), raw };
    default: // a kind of message newer than this client
      return { kind: "unknown", version: 0n, events: [], legalMoves: [], ...end(), raw };
  }
}

/** The options every platform's `Client` takes. */
export interface BaseClientOptions {
  /** The deadline of each unary call, in milliseconds (default 30 s; 0 for none). */
  timeoutMs?: number;
  /**
   * Use this Connect transport instead of the one the entry point builds for
   * `address` (then only named in messages, and not checked).
   */
  transport?: Transport;
  /** How calls are retried (default: the contract's, `DEFAULT_RETRY`). */
  retry?: Partial<RetryPolicy>;
  /**
   * An account key (`createAccount` makes one), for the rated ladder. It is
   * sent, as `authorization: Bearer <key>`, only on the calls made as the
   * account: `findGame` with `rated`, `joinGame`, `rotateKey` and
   * `revokeKey` (moves and watches carry the seat token); each of those also
   * takes a `key` of its own. The client keeps it out of sight: not a
   * property, not in any error.
   */
  key?: string;
}

/** The environment variable the example bots read an account key from. */
export const KEY_ENV = "MOUNTAIN_GOATS_KEY";

/**
 * An account and its secret key, as `createAccount` and `rotateKey` return
 * them. The key is shown only once: keep it (e.g. in `MOUNTAIN_GOATS_KEY`).
 * It is a getter over a private field, so that logging, inspecting or
 * JSON-encoding this object shows the account but not the key.
 */
export class AccountKey {
  readonly #key: string;
  constructor(
    /** The account. */
    readonly account: Account,
    key: string,
  ) {
    this.#key = key;
  }

  /** The secret key, `mgk_` and 64 hex digits. */
  get key(): string {
    return this.#key;
  }
}

/** The key to send: `key` trimmed, or undefined for none. Never put in a message: it is a secret. */
function checkKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (typeof key !== "string") throw new TypeError("an account key is a string (mgk_ and 64 hex digits)");
  return key.trim() || undefined;
}

/** A key, or the GameError the server would answer without one (raised before a round trip). */
function needKey(key: string | undefined, what: string): string {
  if (key === undefined) {
    throw new GameError(
      Code.Unauthenticated,
      `${what} needs an account key: pass { key } to the Client or the call (createAccount makes one)`,
      "KEY_REQUIRED",
    );
  }
  return key;
}

export interface LeaderboardOptions {
  /** Accounts per page fetched (0: the server's default, 50; at most 200). */
  pageSize?: number;
  /** Also list accounts that have not finished a rated game yet. */
  includeUnrated?: boolean;
}

/**
 * The base URL of a server: `address` as it is when it is a URL (`http://…`,
 * `https://…`), else `host:port` with `https` when `tls`, `http` otherwise.
 */
export function baseUrl(address: string, tls: boolean): string {
  if (isUrl(address)) return address.replace(/\/+$/, "");
  return `${tls ? "https" : "http"}://${address}`;
}

const isUrl = (address: string) => /^https?:\/\//i.test(address);

/** HOST:PORT: a name or an IPv4 address, or a bracketed IPv6 address (with its zone); the port in digits. */
const HOST_PORT = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+(?:%[0-9A-Za-z_.-]+)?\]):([0-9]{1,5})$/;

/**
 * Checks the address a `Client` dials before it dials it: `HOST:PORT` (port
 * 1 to 65535, in digits; HOST a name, an IPv4 address or a bracketed IPv6
 * address), or an `http://` or `https://` URL (a base, such as
 * `location.origin`). Throws a TypeError, one line, for anything else.
 * Not exported by the package: the entry points call it.
 */
export function checkAddress(address: string): void {
  if (typeof address === "string") {
    if (isUrl(address)) {
      let url: URL | undefined;
      try {
        url = new URL(address);
      } catch {
        url = undefined;
      }
      if (url && url.hostname !== "" && url.port !== "0") return;
    } else {
      const port = HOST_PORT.exec(address)?.[1];
      if (port !== undefined && Number(port) >= 1 && Number(port) <= 65535) return;
    }
  }
  const shown = typeof address === "string" ? JSON.stringify(address) : `"${String(address)}"`;
  throw new TypeError(`${shown} is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051`);
}

/** The host of an address (a URL's host name, or what comes before the port), for messages. */
function hostOf(address: string): string {
  if (isUrl(address)) {
    try {
      return new URL(address).hostname;
    } catch {
      return address;
    }
  }
  const i = address.lastIndexOf(":");
  return (i > 0 ? address.slice(0, i) : address).replace(/^\[|\]$/g, "");
}

/**
 * The Node error code (`ECONNREFUSED`, `ENOTFOUND`) behind a failed call:
 * found in its chain of causes (connect-node: ConnectError ← Error;
 * connect-web over Node's fetch: ConnectError ← TypeError ← Error), or in an
 * AggregateError's errors (a name with several addresses). Browsers say
 * nothing of the kind ("Failed to fetch"): undefined there.
 */
function connectFailure(err: unknown): "ECONNREFUSED" | "ENOTFOUND" | undefined {
  const seen = new Set<unknown>();
  const visit = (e: unknown): "ECONNREFUSED" | "ENOTFOUND" | undefined => {
    if (typeof e !== "object" || e === null || seen.has(e)) return undefined;
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (code === "ECONNREFUSED" || code === "ENOTFOUND") return code;
    for (const inner of (e as { errors?: unknown }).errors instanceof Array ? (e as { errors: unknown[] }).errors : []) {
      const found = visit(inner);
      if (found) return found;
    }
    return visit((e as { cause?: unknown }).cause);
  };
  return visit(err);
}

/**
 * Whether a failed call got an answer from the server: a status with an
 * ErrorInfo reason, or any response headers or trailers (a status without a
 * reason). A refused connection, a name that does not resolve, a dropped
 * connection have neither.
 */
function answeredBy(err: GameError): boolean {
  if (err.reason !== "") return true;
  const metadata = err.cause instanceof ConnectError ? err.cause.metadata : undefined;
  return metadata !== undefined && [...metadata.keys()].length > 0;
}

/** The errors not to retry: a refused connection before the client's first answer. */
const unretried = new WeakSet<GameError>();

/**
 * How calls are retried (docs/clients.md): RESOURCE_EXHAUSTED `RATE_LIMITED`
 * on every call, UNAVAILABLE (or a dropped connection) and ABORTED `CONFLICT`
 * on every call but CreateGame, CreateAccount and RevokeAccountKey; `attempts` tries in all, waiting min(maxDelayMs, firstDelayMs ×
 * 2^(n−1)) scaled by a random factor in [0.5, 1) after the n-th failure.
 */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The contract's retry policy: 10 tries, from 100 ms doubling up to 2 s, with jitter. */
export const DEFAULT_RETRY: Readonly<RetryPolicy> = Object.freeze({ attempts: 10, firstDelayMs: 100, maxDelayMs: 2000 });

/** Milliseconds to wait after failed attempt number `attempt` (1-based). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
}

/**
 * The name of one of the server's house strategies (docs/bots.md). Other
 * strings are sent as they are, and the server refuses an unknown one
 * (INVALID_ARGUMENT `INVALID_HOUSE_SEATS`).
 */
export type HouseStrategy = "random" | "greedy" | "expert" | "expert-expectimax" | "expert-montecarlo" | (string & {});

export interface CreateGameOptions {
  /** The number of seats: 2 to 4, or 2 to 5 with the Big Mountain (default 2). */
  players?: number;
  bigMountain?: boolean;
  allowDecliningGroups?: boolean;
  /** The seat that plays first; left out, the server draws it from the dice. */
  firstSeat?: number;
  /**
   * A 32-byte seed for a reproducible game. Whoever chose it knows every
   * roll: the game is marked `DiceSource.CHOSEN_SEED`, and a server may
   * refuse it (`CHOSEN_SEED_REFUSED`).
   */
  seed?: Uint8Array;
  /**
   * Seats taken at once by the server's own bots, seat → strategy:
   * `{ 1: "greedy", 2: "expert" }`. The other seats are left free for
   * `joinGame`.
   */
  houseSeats?: Record<number, HouseStrategy>;
}

export interface FindGameOptions {
  /** The number of seats: 2 to 4, or 2 to 5 with the Big Mountain (default 2). */
  players?: number;
  bigMountain?: boolean;
  allowDecliningGroups?: boolean;
  /**
   * When this call creates the game: give the seats still free this many
   * seconds (1 to 3600) after its creation to house bots. Left out, the game
   * waits for players.
   */
  houseAfter?: number;
  /** The strategy of those house bots (default `greedy`). */
  houseStrategy?: HouseStrategy;
  /**
   * Join the rated queue as the account of the key (`key`, else the
   * client's; GameError UNAUTHENTICATED `KEY_REQUIRED` without one). The seat
   * takes the account's display name: leave the player name empty. Rated
   * games always have a turn clock.
   */
  rated?: boolean;
  /** The account key of a rated find, instead of the client's. */
  key?: string;
  /** The seat token to use, as for `joinGame`; a fresh one is drawn when left out. */
  seatToken?: string;
  /** The dice contribution, as for `joinGame`: 32 random bytes when left out, an empty array for none. */
  diceContribution?: Uint8Array;
  /** How the call is retried, with the same seat token (default: the client's policy). */
  retry?: Partial<RetryPolicy>;
}

export interface JoinOptions {
  /**
   * The seat token to use: 32 to 128 printable ASCII characters with at least
   * 128 random bits. A fresh one (256 random bits) is drawn when left out.
   */
  seatToken?: string;
  /**
   * 16 to 64 bytes mixed into the dice of a game whose seed the server drew
   * (docs/dice.md), so that the server cannot steer them. 32 random bytes are
   * drawn when left out (and sent again on retries); an empty array sends
   * none. Games with a chosen seed ignore it.
   */
  diceContribution?: Uint8Array;
  /**
   * An account key, instead of the client's: the seat is the account's (the
   * player name may be empty for its display name).
   */
  key?: string;
  /** How the join is retried, with the same seat token (default: the client's policy). */
  retry?: Partial<RetryPolicy>;
}

export interface WatchOptions {
  /** The last version already seen: the stream replays what followed it. */
  resumeAfter?: bigint;
  /** A seat token: updates where that seat is to move carry its legal moves. */
  token?: string;
  /** Yield heartbeats too (default false). */
  heartbeats?: boolean;
  /** Reconnect after a dropped connection, resuming after the last version seen (default true). */
  reconnect?: boolean;
  /** Failed attempts in a row before giving up (default: the retry policy's attempts, 10). */
  maxRetries?: number;
  /** Stops the watch. */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 256 random bits, hex: a fresh seat token. */
export function newSeatToken(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A new account key for `rotateKey`: `mgk_` and the hex of 32 bytes from the
 * platform's secure random source (webcrypto's getRandomValues). Drawn by the
 * client, so that a rotation whose answer was lost is safe to repeat: the
 * repeat, with the old key, finds the rotation to this very key made and
 * answers it again.
 */
function newAccountKey(): string {
  return `mgk_${newSeatToken()}`;
}

/** 32 random bytes to mix into the dice of a game joined. */
export function newDiceContribution(): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(32));
}

/** A fresh request id for SubmitMove (a UUID). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Runs `call` (one unary RPC) under the retry policy: RATE_LIMITED always, a
 * connection failure or CONFLICT when the call is `idempotent`; never once
 * `closed()`, nor after a refused connection before the first answer (`unretried`).
 * Failures reject with a GameError.
 */
async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy, idempotent: boolean, closed: () => boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      const err = GameError.from(e);
      if (closed() || unretried.has(err) || !retryable(err, idempotent) || attempt >= policy.attempts) throw err;
      await sleep(backoffMs(policy, attempt));
    }
  }
}

export { ROUTING_HEADER, requestParams } from "./routing.js";

/** The headers of a call about the game `name`: its routing header, and a seat's `authorization` when `token` is given. */
export function gameHeaders(name: string, token?: string): Record<string, string> {
  const headers: Record<string, string> = { [ROUTING_HEADER]: requestParams(name) };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** Why the calls of a closed client fail (CANCELED). */
const closedError = () => new ConnectError("the client is closed", Code.Canceled);

/**
 * Whether `n` fits a uint32 field. A value that does not would fail to
 * serialize, which Connect reports like a broken connection (INTERNAL, no
 * reason), so it is refused before the call.
 */
const isUint32 = (n: number) => Number.isInteger(n) && n >= 0 && n <= 0xffff_ffff;

/** The `house_seats` of a CreateGameRequest, in seat order. */
function houseSeatsOf(houseSeats: Record<number, HouseStrategy> = {}): { seat: number; strategy: string }[] {
  if (typeof houseSeats !== "object" || houseSeats === null || Array.isArray(houseSeats)) {
    throw new TypeError('houseSeats maps seats to strategies, e.g. { 1: "greedy" }');
  }
  return Object.entries(houseSeats)
    .map(([key, strategy]) => {
      const seat = Number(key);
      if (!isUint32(seat) || key.trim() === "") {
        throw new RangeError(`houseSeats: a seat is an index from 0, not ${JSON.stringify(key)}`);
      }
      return { seat, strategy: String(strategy) };
    })
    .sort((a, b) => a.seat - b.seat);
}

/**
 * The final standings of a finished game as text, one line per seat, best first:
 *
 *     1. Greedy bot 2: 154 points
 *     2. me: 97 points
 *     3. Random bot 3: 61 points
 *
 * Tied seats share a rank. A name that two seats share gets the seat's index,
 * `me (seat 0)`, and a seat with no name is `seat 3`. Throws if the game is
 * not over, or was cancelled (it has no result).
 */
export function formatStandings(game: Game): string {
  const standings = game.board?.result?.standings ?? [];
  if (game.status === GameStatus.CANCELLED) {
    throw new Error(`${game.name || "the game"} was cancelled before it started: it has no standings`);
  }
  if (game.status !== GameStatus.FINISHED || standings.length === 0) {
    throw new Error(`${game.name || "the game"} is not over: it has no standings yet`);
  }
  const names = new Map(game.seats.map((s) => [s.index, s.playerName]));
  const shared = (n: string) => game.seats.filter((s) => s.playerName === n).length > 1;
  const name = (seat: number) => {
    const n = names.get(seat) ?? "";
    if (!n) return `seat ${seat}`;
    return shared(n) ? `${n} (seat ${seat})` : n;
  };
  return [...standings]
    .sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    .map((s) => `${s.rank}. ${name(s.seat)}: ${s.score} points`)
    .join("\n");
}

/** The name a seat took: an account's seat takes its display name. */
function seatName(game: Game | undefined, seat: number): string {
  return game?.seats.find((s) => s.index === seat)?.playerName ?? "";
}

function asMove(move: Move | LegalMove): Move {
  if (isMessage(move, LegalMoveSchema)) return move.move ?? create(MoveSchema);
  if (isMessage(move, MoveSchema)) return move;
  throw new TypeError("expected a Move or a LegalMove");
}

/**
 * The client over a given Connect transport. Use the entry point's `Client`,
 * which builds the transport for an address: `@mountain-goats/client` (Node,
 * gRPC over HTTP/2) or `@mountain-goats/client/web` (browsers, gRPC-Web).
 * Call `close()` when done.
 */
export class ClientBase {
  /** The generated client, for anything the wrapper does not cover. */
  readonly rpc: RpcClient<typeof GameService>;
  readonly address: string;
  readonly timeoutMs: number | undefined;
  /** How calls are retried. */
  readonly retry: RetryPolicy;
  /** The calls and watches in flight, aborted by `close()`. */
  private readonly inFlight = new Set<AbortController>();
  private isClosed = false;
  private readonly onClose?: () => void;
  /** The account key: an ES private field, so that inspecting the client does not show it. */
  #key: string | undefined;
  /**
   * Whether a server has answered this client yet (a response, or a status
   * from the server). Until then a refused connection (or a host name that
   * does not resolve) fails at once instead of being retried: nothing is
   * listening there, most likely a wrong address or a server not started.
   * After it, a refused connection is a server restarting, and is retried.
   */
  #answered = false;

  /**
   * `address` is what the client was asked to connect to (for messages);
   * `onClose` releases the transport's resources (e.g. an HTTP/2 session).
   */
  constructor(address: string, transport: Transport, options: Omit<BaseClientOptions, "transport"> = {}, onClose?: () => void) {
    this.address = address;
    this.timeoutMs = options.timeoutMs === 0 ? undefined : (options.timeoutMs ?? 30_000);
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.rpc = createClient(GameService, transport);
    this.onClose = onClose;
    this.#key = checkKey(options.key);
  }

  /** Whether the client has an account key (the key itself is not readable back). */
  get hasKey(): boolean {
    return this.#key !== undefined;
  }

  /** Whether `close()` was called. */
  get closed(): boolean {
    return this.isClosed;
  }

  /** Closes the connection, ending any call or watch in flight (they reject with CANCELED). */
  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const abort of this.inFlight) abort.abort(closedError());
    this.inFlight.clear();
    this.onClose?.();
  }

  // No `[Symbol.dispose]` here: its type needs lib esnext.disposable, which
  // a browser project may not have (and Safari lacks it). The Node Client
  // (index.ts) adds it, so `using client = new Client(…)` works in Node.

  /** An AbortController that `close()` aborts, until `release` is called. */
  private track(): { signal: AbortSignal; abort: AbortController; release: () => void } {
    if (this.isClosed) throw GameError.from(closedError());
    const abort = new AbortController();
    this.inFlight.add(abort);
    return { signal: abort.signal, abort, release: () => this.inFlight.delete(abort) };
  }

  /**
   * Runs a unary call with the client's deadline under the retry policy,
   * turning failures into GameError. Used by Seat too.
   */
  call<T>(
    fn: (opts: { timeoutMs?: number; signal?: AbortSignal }) => Promise<T>,
    { idempotent = true, retry }: { idempotent?: boolean; retry?: Partial<RetryPolicy> } = {},
  ): Promise<T> {
    const attempt = async () => {
      const { signal, release } = this.track();
      try {
        const res = await fn({ timeoutMs: this.timeoutMs, signal });
        this.#answered = true;
        return res;
      } catch (e) {
        throw this.failure(e);
      } finally {
        release();
      }
    };
    return withRetries(attempt, { ...this.retry, ...retry }, idempotent, () => this.isClosed);
  }

  /**
   * A failed call's error as a GameError. Before the first answer, a refused
   * connection becomes UNAVAILABLE with a message that says so (one line),
   * and is not retried; a status from the server counts as an answer.
   */
  private failure(e: unknown): GameError {
    const err = GameError.from(e);
    if (answeredBy(err)) this.#answered = true;
    if (this.#answered || this.isClosed) return err;
    const why = connectFailure(e);
    if (why === undefined) return err;
    const message =
      why === "ENOTFOUND"
        ? `cannot resolve ${hostOf(this.address)} in ${this.address}: check the address`
        : `no server is listening at ${this.address} (connection refused): start one with "cargo run --release -- serve", or check the address`;
    const refused = new GameError(Code.Unavailable, message, "", "", {}, { cause: err.cause ?? err });
    unretried.add(refused);
    return refused;
  }

  /**
   * Creates a game and returns it (status OPEN until every seat is taken).
   * `houseSeats` (`{ 1: "greedy", 2: "expert" }`) gives seats to the server's
   * own bots at once; a game whose every seat but one is a house seat starts
   * as soon as you join it. A seat the game does not have, or an unknown
   * strategy, is refused with INVALID_ARGUMENT `INVALID_HOUSE_SEATS`.
   */
  async createGame(opts: CreateGameOptions = {}): Promise<Game> {
    const options = create(GameOptionsSchema, {
      players: opts.players ?? 2,
      bigMountain: opts.bigMountain ?? false,
      allowDecliningGroups: opts.allowDecliningGroups ?? false,
      firstSeat: opts.firstSeat,
    });
    // Not repeated after a connection failure: the first request may have created a game.
    const req = { options, seed: opts.seed ?? new Uint8Array(), houseSeats: houseSeatsOf(opts.houseSeats) };
    const res = await this.call((o) => this.rpc.createGame(req, o), { idempotent: false });
    return res.game!;
  }

  /** Returns the game named `games/{id}`. */
  async getGame(name: string): Promise<Game> {
    return (await this.call((o) => this.rpc.getGame({ name }, { ...o, headers: gameHeaders(name) }))).game!;
  }

  /** Yields every game, newest first (optionally of one status), fetching pages as needed. */
  async *listGames(opts: { status?: GameStatus; pageSize?: number } = {}): AsyncGenerator<Game> {
    let pageToken = "";
    do {
      const req = { status: opts.status ?? GameStatus.UNSPECIFIED, pageSize: opts.pageSize ?? 0, pageToken };
      const res = await this.call((o) => this.rpc.listGames(req, o));
      yield* res.games;
      pageToken = res.nextPageToken;
    } while (pageToken);
  }

  /**
   * Takes a seat (the lowest free one unless `seat` is given). The returned
   * Seat keeps the secret seat token and sends it on every call that needs it.
   * The token is drawn here unless `opts.seatToken` is given; after a
   * connection failure (or RESOURCE_EXHAUSTED `RATE_LIMITED`) the join is
   * retried with the same token, so a join whose answer was lost returns the
   * seat it took instead of taking another.
   */
  async joinGame(name: string, playerName = "", seat?: number, opts: JoinOptions = {}): Promise<Seat> {
    const seatToken = opts.seatToken ?? newSeatToken();
    // Drawn once: every retry of this join sends the same bytes.
    const diceContribution = opts.diceContribution ?? newDiceContribution();
    const req = { name, playerName, seat, seatToken, diceContribution };
    const key = checkKey(opts.key) ?? this.#key;
    const headers = gameHeaders(name);
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await this.call((o) => this.rpc.joinGame(req, { ...o, headers }), { retry: opts.retry });
    return new Seat(this, name, res.seat, res.seatToken || seatToken, playerName || seatName(res.game, res.seat), res.game);
  }

  /**
   * Takes a seat in a game found by matchmaking and returns it (a Seat, as
   * `joinGame` does; `seat.game` is the game). The server seats you in an open
   * matchmaking game with exactly these options, or creates one; players
   * looking at the same time sit at the same table. With `houseAfter`
   * seconds, a game this call creates gives the seats still free by then to
   * house bots of `houseStrategy`. The seat token and the dice contribution
   * are drawn here unless given, as for `joinGame`, and sent unchanged when
   * the call is retried (a connection failure, `RATE_LIMITED`): the server
   * returns the seat that token took instead of taking another.
   */
  async findGame(playerName: string | FindGameOptions = "", opts: FindGameOptions = {}): Promise<Seat> {
    if (typeof playerName === "object") return this.findGame("", playerName);
    if (opts.rated && playerName) throw new RangeError("a rated seat takes the account's display name: leave the player name empty");
    const headers: Record<string, string> = {};
    if (opts.rated) headers.authorization = `Bearer ${needKey(checkKey(opts.key) ?? this.#key, "a rated findGame")}`;
    if (opts.houseAfter !== undefined && !isUint32(opts.houseAfter)) {
      throw new RangeError(`houseAfter is whole seconds, 1 to 3600, not ${opts.houseAfter}`);
    }
    const seatToken = opts.seatToken ?? newSeatToken();
    // Drawn once: every retry of this call sends the same bytes.
    const diceContribution = opts.diceContribution ?? newDiceContribution();
    const options = create(GameOptionsSchema, {
      players: opts.players ?? 2,
      bigMountain: opts.bigMountain ?? false,
      allowDecliningGroups: opts.allowDecliningGroups ?? false,
      rated: opts.rated ?? false,
    });
    const req = {
      options,
      playerName,
      seatToken,
      houseFillSeconds: opts.houseAfter,
      houseStrategy: opts.houseStrategy ?? "",
      diceContribution,
    };
    const res = await this.call((o) => this.rpc.findGame(req, { ...o, headers }), { retry: opts.retry });
    return new Seat(this, res.game!.name, res.seat, res.seatToken || seatToken, playerName || seatName(res.game, res.seat), res.game);
  }

  /**
   * Creates an account for the rated ladder and returns it with its secret
   * key, which the server shows only this once: keep it. Display names are
   * unique ignoring case and look-alike characters (GameError ALREADY_EXISTS
   * `NAME_TAKEN`). Not repeated after a connection failure: the first request
   * may have taken the name.
   */
  async createAccount(displayName: string): Promise<AccountKey> {
    const res = await this.call((o) => this.rpc.createAccount({ displayName }, o), { idempotent: false });
    return new AccountKey(res.account!, res.key);
  }

  /**
   * The account `accounts/{id}` (`.account`) and its rating after each of its
   * last rated games (`.history`, oldest first). NOT_FOUND
   * `ACCOUNT_NOT_FOUND` for no such account.
   */
  getAccount(name: string): Promise<GetAccountResponse> {
    return this.call((o) => this.rpc.getAccount({ name }, o));
  }

  /**
   * Yields the ladder's entries (`.rank`, `.account`), highest displayed
   * rating first, fetching pages as needed.
   */
  async *leaderboard(opts: LeaderboardOptions = {}): AsyncGenerator<LeaderboardEntry> {
    let pageToken = "";
    do {
      const req = { pageSize: opts.pageSize ?? 0, pageToken, includeUnrated: opts.includeUnrated ?? false };
      const res = await this.call((o) => this.rpc.listLeaderboard(req, o));
      yield* res.entries;
      pageToken = res.nextPageToken;
    } while (pageToken);
  }

  /**
   * Replaces the account key (`key`, else the client's) with a new one,
   * returned once; the old key stops working at once (UNAUTHENTICATED
   * `KEY_INVALID`). When the client's own key was rotated, it keeps the new one.
   * The new key is drawn here (`mgk_` and 64 hex digits from webcrypto) and
   * sent as `newKey`, which makes the call safe to repeat: it is retried like
   * any such call (a connection failure, `CONFLICT`, `RATE_LIMITED`), and a
   * repeat whose first answer was lost finds the rotation to this very key
   * made and answers it again.
   */
  async rotateKey(key?: string): Promise<AccountKey> {
    const old = needKey(checkKey(key) ?? this.#key, "rotateKey");
    const headers = { authorization: `Bearer ${old}` };
    // Drawn once: every retry of this rotation asks for the same key.
    const req = { newKey: newAccountKey() };
    const res = await this.call((o) => this.rpc.rotateAccountKey(req, { ...o, headers }));
    if (old === this.#key) this.#key = res.key;
    return new AccountKey(res.account!, res.key);
  }

  /**
   * Revokes the account key (`key`, else the client's) for good and returns
   * the account: it keeps its rating and history, but can no longer join
   * games or get a new key. Seats it holds play on.
   */
  async revokeKey(key?: string): Promise<Account> {
    const old = needKey(checkKey(key) ?? this.#key, "revokeKey");
    const headers = { authorization: `Bearer ${old}` };
    const res = await this.call((o) => this.rpc.revokeAccountKey({}, { ...o, headers }), { idempotent: false });
    if (old === this.#key) this.#key = undefined;
    return res.account!;
  }

  /** A Seat for a token kept from an earlier join. */
  seat(name: string, seat: number, token: string, playerName = ""): Seat {
    return new Seat(this, name, seat, token, playerName);
  }

  /** The legal moves of the current roll (with version, seat and roll). */
  listLegalMoves(name: string): Promise<ListLegalMovesResponse> {
    return this.call((o) => this.rpc.listLegalMoves({ name }, { ...o, headers: gameHeaders(name) }));
  }

  /** The board and events a move would produce, committed nowhere. */
  previewMove(name: string, move: Move | LegalMove): Promise<PreviewMoveResponse> {
    const req = { name, move: asMove(move) };
    return this.call((o) => this.rpc.previewMove(req, { ...o, headers: gameHeaders(name) }));
  }

  /**
   * Streams a game: a snapshot, then one Update per change. The iterator ends
   * after the update that ends the game: the one that finishes it, or cancels
   * it (`update.cancelled`). When the stream breaks (a dropped connection,
   * UNAVAILABLE, RATE_LIMITED, any ABORTED, an end before the game is over)
   * or skips a version (a gap: a change that is not the one after the last
   * version seen), it reconnects with `resumeAfter` set to the last version
   * seen, so no change is missed or repeated. After ABORTED `HISTORY_LOST`
   * (the database lost versions the stream had sent) it starts again from a
   * snapshot, whose version may be below the last one seen.
   */
  async *watch(name: string, opts: WatchOptions = {}): AsyncGenerator<Update> {
    const headers = gameHeaders(name, opts.token);
    const reconnect = opts.reconnect ?? true;
    const limit = opts.maxRetries ?? this.retry.attempts;
    let last = opts.resumeAfter;
    let failures = 0;
    for (;;) {
      const { abort, release } = this.track();
      const onAbort = () => abort.abort(opts.signal?.reason);
      opts.signal?.addEventListener("abort", onAbort);
      let finished = false;
      let why = "the stream ended before the game";
      try {
        const stream = this.rpc.watchGame({ name, resumeAfter: last }, { headers, signal: abort.signal });
        for await (const msg of stream) {
          this.#answered = true;
          const update = toUpdate(msg);
          if (update.kind === "heartbeat" && opts.heartbeats) yield update;
          if (update.kind !== "snapshot" && update.kind !== "change") continue;
          if (update.kind === "change" && last !== undefined) {
            if (update.version <= last) continue; // already seen
            if (update.version !== last + 1n) {
              why = `a gap in the stream: version ${update.version} after ${last}`;
              break;
            }
          }
          failures = 0;
          last = update.version;
          finished = update.over;
          yield update;
          if (finished) break;
        }
      } catch (e) {
        const err = this.failure(e);
        if (opts.signal?.aborted || this.isClosed || unretried.has(err) || !reconnect || !resumable(err) || failures + 1 >= limit) throw err;
        // What was seen after the database's last version is gone: start again from a snapshot.
        if (historyLost(err)) last = undefined;
        why = err.message;
      } finally {
        opts.signal?.removeEventListener("abort", onAbort);
        release();
        abort.abort();
      }
      if (finished || !reconnect) return;
      // The stream broke, ended before the game did, or skipped a version: resume it.
      failures++;
      if (failures >= limit) throw new GameError(Code.Unavailable, `the watch of ${name} gave up: ${why}`);
      await sleep(backoffMs(this.retry, failures));
    }
  }
}

export interface SubmitOptions {
  /** Refuse the move (FAILED_PRECONDITION, STALE_VERSION) if the game has moved on. */
  expectedVersion?: bigint;
  /** The request id; a fresh one is drawn when left out. */
  requestId?: string;
  /** How the move is retried, with the same request id (default: the client's policy). */
  retry?: Partial<RetryPolicy>;
}

/** A seat taken in a game: keeps the seat token and plays with it. */
export class Seat {
  /** The rolls seen by `play()`, to verify with `seat.dice.verify(finalGame)`. */
  readonly dice = new DiceLog();

  constructor(
    readonly client: ClientBase,
    /** The game's resource name, `games/{id}`. */
    readonly name: string,
    /** The seat's index. */
    readonly seat: number,
    /** The secret seat token. */
    readonly token: string,
    readonly playerName: string,
    /** The last game seen. */
    public game?: Game,
  ) {}

  /** The headers of this seat's calls: its game's routing header, and the `authorization` that authenticates the seat. */
  get headers(): Record<string, string> {
    return gameHeaders(this.name, this.token);
  }

  /**
   * Plays a move for this seat. After a connection failure, ABORTED `CONFLICT`
   * or RESOURCE_EXHAUSTED `RATE_LIMITED` the call is retried with the same
   * request id, so the move is never played twice.
   */
  async submitMove(move: Move | LegalMove, opts: SubmitOptions = {}): Promise<SubmitMoveResponse> {
    const req = {
      name: this.name,
      move: asMove(move),
      expectedVersion: opts.expectedVersion,
      requestId: opts.requestId ?? newRequestId(),
    };
    const res = await this.client.call((o) => this.client.rpc.submitMove(req, { ...o, headers: this.headers }), {
      retry: opts.retry,
    });
    this.game = res.game;
    return res;
  }

  /** The legal moves of the current roll (whoever's turn it is). */
  legalMoves(): Promise<ListLegalMovesResponse> {
    return this.client.listLegalMoves(this.name);
  }

  /** Watches the game with this seat's token (updates carry its legal moves). */
  watch(opts: Omit<WatchOptions, "token"> = {}): AsyncGenerator<Update> {
    return this.client.watch(this.name, { ...opts, token: this.token });
  }

  /**
   * Plays this seat until the game is over and returns the game at its end:
   * finished, or cancelled before it started (`GameStatus.CANCELLED`: nobody
   * else joined in time; it has no standings).
   * On each of its turns, calls `strategy(game, legalMoves)` and submits the
   * move with the game's version as `expectedVersion`. The watch resumes after
   * a dropped connection. A snapshot at or below the last version it played
   * (the game went back after `HISTORY_LOST`) makes it play that turn again.
   * Every update goes to `onUpdate` first, if given.
   */
  async play(strategy: Strategy, opts: { onUpdate?: (u: Update) => void; signal?: AbortSignal } = {}): Promise<Game> {
    let acted: bigint | undefined; // the last version a move was chosen for
    for await (const update of this.watch({ signal: opts.signal })) {
      this.dice.observe(update);
      opts.onUpdate?.(update);
      // Only a game that went back (HISTORY_LOST: the watch started again
      // from a snapshot) shows a version already acted on: its turns are to
      // be played again.
      if (update.kind === "snapshot" && acted !== undefined && update.version <= acted) acted = undefined;
      const game = update.game;
      if (!game) continue;
      this.game = game;
      if (game.status !== GameStatus.PLAYING || game.board?.currentSeat !== this.seat) continue;
      if (acted !== undefined && game.version <= acted) continue;
      let moves = update.legalMoves;
      if (moves.length === 0) {
        const listed = await this.legalMoves();
        if (listed.version !== game.version) continue; // the game moved on; the watch will tell
        moves = listed.legalMoves;
      }
      const move = await strategy(game, moves);
      acted = game.version;
      try {
        await this.submitMove(move, { expectedVersion: game.version });
      } catch (e) {
        if (e instanceof GameError && overtaken(e)) continue; // the game moved on first: wait for the watch
        throw e;
      }
    }
    const ended = this.game?.status === GameStatus.FINISHED || this.game?.status === GameStatus.CANCELLED;
    if (!this.game || !ended) this.game = await this.client.getGame(this.name);
    return this.game;
  }
}
