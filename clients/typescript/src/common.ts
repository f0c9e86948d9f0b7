// The platform-neutral part of the public API, exported by both entry points:
// index.ts (Node) and web.ts (browsers) add their `Client` to it. Nothing
// reachable from here imports a `node:` module or @connectrpc/connect-node.

export {
  AccountKey,
  backoffMs,
  baseUrl,
  ClientBase,
  DEFAULT_RETRY,
  formatStandings,
  gameHeaders,
  KEY_ENV,
  newDiceContribution,
  newRequestId,
  newSeatToken,
  requestParams,
  ROUTING_HEADER,
  Seat,
  toUpdate,
} from "./core.js";
export type {
  BaseClientOptions,
  CreateGameOptions,
  FindGameOptions,
  HouseStrategy,
  JoinOptions,
  LeaderboardOptions,
  RetryPolicy,
  Strategy,
  SubmitOptions,
  Update,
  WatchOptions,
} from "./core.js";
export { Code, codeName, ERROR_DOMAIN, GameError, historyLost, isTransient, overtaken, resumable, retryable } from "./errors.js";
export {
  commitment,
  describeDice,
  DiceLog,
  DiceMismatch,
  diceSeed,
  firstSeat,
  mixedSeed,
  roll,
  rollsFromEvents,
  verifyGame,
  verifyRolls,
} from "./dice.js";
export type { Rolls } from "./dice.js";
export * from "./gen/mountain_goats/v1/game_pb.js";
export * from "./gen/mountain_goats/v1/game_service_pb.js";
