// The page's gRPC-Web client, built on the project's own generated code.

import { createClient, type Client, type Interceptor } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { ROUTING_HEADER, requestParams } from "../../clients/typescript/src/routing.js";
import { GameService } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";

export type GameClient = Client<typeof GameService>;

/**
 * Every call about one game says which (docs/clients.md, "Routing"), as the
 * clients do: a balancer in front of several servers sends it to the game's
 * home.
 */
const routed: Interceptor = (next) => async (request) => {
  const message = request.message as { name?: unknown };
  if (typeof message.name === "string" && message.name.startsWith("games/")) {
    request.header.set(ROUTING_HEADER, requestParams(message.name));
  }
  return next(request);
};

/** A client of the server that served the page (or of `baseUrl`). */
export function connect(baseUrl: string = location.origin): GameClient {
  return createClient(GameService, createGrpcWebTransport({ baseUrl, interceptors: [routed] }));
}

/** `games/abc` → `abc`. */
export function gameId(name: string): string {
  return name.startsWith("games/") ? name.slice("games/".length) : name;
}

/** The page's own address for a game. */
export function gameHref(name: string): string {
  return `/games/${encodeURIComponent(gameId(name))}`;
}

/** `accounts/abc` → `abc`. */
export function accountId(name: string): string {
  return name.startsWith("accounts/") ? name.slice("accounts/".length) : name;
}

/**
 * The page's own address for an account. The server serves the page at `/`
 * and `/games/{id}` only, so the ladder's pages live after the `#` of `/`.
 * From a page at `/` (`inPlace`) the link keeps the address's query
 * (`?lang=`) and opens without a reload.
 */
export function accountHref(name: string, inPlace = false): string {
  return `${inPlace ? "" : "/"}#/accounts/${encodeURIComponent(accountId(name))}`;
}

/** The ladder's address, from a page at `/`. */
export const LADDER_HREF = "#/ladder";

/** The lobby's address, from a page at `/`: shown in place, like the ladder. */
export const LOBBY_HREF = "#/";
