// The routing header, on its own: no dependency, so that the viewer's
// page can use it too.

/**
 * The routing header (docs/clients.md, "Routing"): a balancer in front of
 * several servers hashes it to send every call about one game to the game's
 * home server. Sent on every call whose request names one game, retries and
 * resumed watches included; not on CreateGame, ListGames or FindGame.
 */
export const ROUTING_HEADER = "x-goog-request-params";

const UNRESERVED = /^[A-Za-z0-9_.~-]$/;

/** Every byte of `text` (UTF-8) outside [A-Za-z0-9_.~-] as %XX: the same bytes in every client. */
function escapeParam(text: string): string {
  let out = "";
  for (const b of new TextEncoder().encode(text)) {
    const c = String.fromCharCode(b);
    out += UNRESERVED.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/**
 * The routing header's value for the game named `name` (`games/{id}`):
 * `name=games/` and the id, any byte of it outside [A-Za-z0-9_.~-]
 * percent-encoded. A name without the `games/` prefix (which the server
 * refuses anyway) is percent-encoded whole.
 */
export function requestParams(name: string): string {
  const prefix = "games/";
  if (name.startsWith(prefix)) return `name=${prefix}${escapeParam(name.slice(prefix.length))}`;
  return `name=${escapeParam(name)}`;
}
