// Mountain Goats client: play the dice board game over gRPC.
//
//     import { Client } from "@mountain-goats/client";
//     const client = new Client("127.0.0.1:50051");
//     const seat = await client.joinGame("games/abc", "my-bot");
//     const final = await seat.play((game, moves) => moves[0]);
//     client.close();

export { backoffMs, Client, DEFAULT_RETRY, newRequestId, newSeatToken, Seat, toUpdate } from "./client.js";
export type {
  ClientOptions,
  CreateGameOptions,
  JoinOptions,
  RetryPolicy,
  Strategy,
  SubmitOptions,
  Update,
  WatchOptions,
} from "./client.js";
export { Code, codeName, ERROR_DOMAIN, GameError, isTransient, overtaken, retryable } from "./errors.js";
export { commitment, DiceLog, DiceMismatch, firstSeat, roll, rollsFromEvents, verifyGame, verifyRolls } from "./dice.js";
export type { Rolls } from "./dice.js";
export * from "./gen/mountain_goats/v1/game_pb.js";
export * from "./gen/mountain_goats/v1/game_service_pb.js";
