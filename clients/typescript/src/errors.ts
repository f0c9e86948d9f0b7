// Errors of the Mountain Goats client: every failed call rejects with a
// GameError carrying the gRPC status code and the ErrorInfo reason.

import { Code, ConnectError } from "@connectrpc/connect";
import { ErrorInfoSchema } from "./gen/google/rpc/error_details_pb.js";

export { Code };

/** The domain of every ErrorInfo the Mountain Goats server sends. */
export const ERROR_DOMAIN = "mountaingoats.dev";

/** The name of a status code as gRPC spells it, e.g. `"FAILED_PRECONDITION"`. */
export function codeName(code: Code): string {
  return (Code[code] ?? String(code)).replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();
}

/**
 * A call to the server failed. Its `message` is one line: the status code,
 * the reason when the server gave one, and the status message, e.g.
 * `NOT_FOUND GAME_NOT_FOUND: no game games/nope`.
 */
export class GameError extends Error {
  override name = "GameError";
  /** The gRPC status code, e.g. `Code.FailedPrecondition`. */
  readonly code: Code;
  /** The ErrorInfo reason, e.g. `"NOT_YOUR_TURN"`; empty when the server sent none. */
  readonly reason: string;
  /** The ErrorInfo domain (`"mountaingoats.dev"`), or empty. */
  readonly domain: string;
  /** The ErrorInfo metadata. */
  readonly metadata: Record<string, string>;
  /** The status message, for people. */
  readonly rawMessage: string;

  constructor(
    code: Code,
    rawMessage: string,
    reason = "",
    domain = "",
    metadata: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    // One line, whatever the status message holds: `CODE REASON: message`.
    const text = rawMessage.replace(/\s*[\r\n]+\s*/g, " ");
    super(`${codeName(code)}${reason ? ` ${reason}` : ""}${text ? `: ${text}` : ""}`, options);
    this.code = code;
    this.reason = reason;
    this.domain = domain;
    this.metadata = metadata;
    this.rawMessage = rawMessage;
  }

  /** The name of the status code, as gRPC spells it (e.g. `"FAILED_PRECONDITION"`). */
  get codeName(): string {
    return codeName(this.code);
  }

  /** Turns any error of a call into a GameError, decoding its ErrorInfo. */
  static from(err: unknown): GameError {
    if (err instanceof GameError) return err;
    const ce = ConnectError.from(err);
    const info = ce.findDetails(ErrorInfoSchema)[0];
    return new GameError(ce.code, ce.rawMessage, info?.reason ?? "", info?.domain ?? "", { ...(info?.metadata ?? {}) }, {
      cause: ce,
    });
  }
}

/**
 * Whether a failure came from the connection rather than from the server's
 * answer, so that the call may be retried (a move with the same request id).
 * Only for calls the caller did not cancel itself.
 */
export function isTransient(err: GameError): boolean {
  if (err.code === Code.Unavailable) return true;
  // @connectrpc/connect-node reports a reset connection as ABORTED (ECONNRESET),
  // CANCELED (its streams closed with RST_STREAM CANCEL) or INTERNAL (a stream
  // cut before its status); the server's own answers carry a reason.
  const cut = err.code === Code.Aborted || err.code === Code.Canceled || err.code === Code.Internal;
  if (cut && err.reason === "") return true;
  // @connectrpc/connect-web (gRPC-Web over fetch) reports a connection that
  // failed or broke as UNKNOWN caused by fetch's TypeError ("Failed to fetch",
  // "network error"; Node's "fetch failed", "terminated").
  const cause = err.cause instanceof ConnectError ? err.cause.cause : undefined;
  return err.code === Code.Unknown && err.reason === "" && cause instanceof TypeError;
}

/**
 * Whether a failed call may be retried (docs/clients.md): RESOURCE_EXHAUSTED
 * `RATE_LIMITED` always (the server refused it unread); a connection failure
 * (see isTransient) and ABORTED `CONFLICT` (another server stored the version
 * first: nothing was applied) when the call is safe to repeat as it is
 * (`idempotent`: every call but CreateGame, CreateAccount and
 * RevokeAccountKey; a rotation sends the new key it drew, a join its seat
 * token, a move its request id).
 */
export function retryable(err: GameError, idempotent = true): boolean {
  if (err.code === Code.ResourceExhausted && err.reason === "RATE_LIMITED") return true;
  if (!idempotent) return false;
  return isTransient(err) || (err.code === Code.Aborted && err.reason === "CONFLICT");
}

/**
 * Whether a watch is reopened after this failure: what `retryable` retries,
 * and any ABORTED (after `HISTORY_LOST`, from a snapshot: see `historyLost`).
 */
export function resumable(err: GameError): boolean {
  return retryable(err) || err.code === Code.Aborted;
}

/**
 * ABORTED `HISTORY_LOST`: the database lost versions of the game after
 * acknowledging them, and the game went back to what it holds. A watch
 * forgets the last version it saw and starts again from a snapshot.
 */
export function historyLost(err: GameError): boolean {
  return err.code === Code.Aborted && err.reason === "HISTORY_LOST";
}

/** Whether a refused move was overtaken by another change: FAILED_PRECONDITION STALE_VERSION or NOT_YOUR_TURN. */
export function overtaken(err: GameError): boolean {
  return err.code === Code.FailedPrecondition && (err.reason === "STALE_VERSION" || err.reason === "NOT_YOUR_TURN");
}
