// The page's gRPC-Web client, built on the project's own generated code.

import { createClient, type Client } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { GameService } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";

export type GameClient = Client<typeof GameService>;

/** A client of the server that served the page (or of `baseUrl`). */
export function connect(baseUrl: string = location.origin): GameClient {
  return createClient(GameService, createGrpcWebTransport({ baseUrl }));
}

/** `games/abc` → `abc`. */
export function gameId(name: string): string {
  return name.startsWith("games/") ? name.slice("games/".length) : name;
}

/** The page's own address for a game. */
export function gameHref(name: string): string {
  return `/games/${encodeURIComponent(gameId(name))}`;
}
