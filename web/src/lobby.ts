// The lobby: every game, newest first, a page at a time, filtered by status,
// refreshed every few seconds without a reload; a finished game says who won.

import { DiceSource, GameStatus, type Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { connect, gameHref, gameId } from "./api.js";
import { diceBadge, optionWords, statusWords } from "./board.js";
import { h, replace } from "./dom.js";
import { nameOf, seatMark, seatNames } from "./seats.js";

const PAGE_SIZE = 20;
const POLL_MS = 2000;

const FILTERS: { value: string; label: string; status: GameStatus }[] = [
  { value: "all", label: "All", status: GameStatus.UNSPECIFIED },
  { value: "open", label: "Open", status: GameStatus.OPEN },
  { value: "playing", label: "Live", status: GameStatus.PLAYING },
  { value: "finished", label: "Finished", status: GameStatus.FINISHED },
];

export function lobbyPage(root: HTMLElement): void {
  document.title = "Games · Mountain Goats";
  const client = connect();
  const params = new URLSearchParams(location.search);
  let filter = FILTERS.find((f) => f.value === params.get("status")) ?? FILTERS[0];
  // Page tokens of the pages before the current one; the current one's.
  const previousTokens: string[] = [];
  let pageToken = "";
  let nextToken = "";
  let timer: number | undefined;

  const status = h("p", { class: "lobby-status", role: "status", "aria-live": "polite" }, "Loading…");
  const tbody = h("tbody", { id: "games" });
  const prev = h("button", { type: "button", disabled: true }, "← Newer");
  const next = h("button", { type: "button", disabled: true }, "Older →");
  const pageLabel = h("span", { class: "page-label" }, "Page 1");
  const filterButtons = FILTERS.map((f) =>
    h("button", { type: "button", class: "filter", "data-filter": f.value, "aria-pressed": String(f === filter) }, f.label),
  );

  prev.addEventListener("click", () => {
    pageToken = previousTokens.pop() ?? "";
    void refresh();
  });
  next.addEventListener("click", () => {
    previousTokens.push(pageToken);
    pageToken = nextToken;
    void refresh();
  });
  filterButtons.forEach((b, i) =>
    b.addEventListener("click", () => {
      filter = FILTERS[i];
      filterButtons.forEach((o, j) => o.setAttribute("aria-pressed", String(i === j)));
      previousTokens.length = 0;
      pageToken = "";
      const url = new URL(location.href);
      if (filter.value === "all") url.searchParams.delete("status");
      else url.searchParams.set("status", filter.value);
      history.replaceState(null, "", url);
      void refresh();
    }),
  );

  replace(
    root,
    h("header", { class: "top" }, h("h1", {}, "Mountain Goats"), h("p", { class: "tagline" }, "Every game on this server, live and finished.")),
    h(
      "section",
      { class: "lobby", "aria-labelledby": "games-title" },
      h("h2", { id: "games-title" }, "Games"),
      h("div", { class: "filters", role: "group", "aria-label": "Show games by status" }, filterButtons),
      status,
      h(
        "div",
        { class: "table-wrap" },
        h(
          "table",
          { class: "games" },
          h("caption", { class: "visually-hidden" }, "Games, newest first"),
          h(
            "thead",
            {},
            h("tr", {}, ["Game", "Status", "Players", "Options", "Version", "Created"].map((t) => h("th", { scope: "col" }, t))),
          ),
          tbody,
        ),
      ),
      h("nav", { class: "pager", "aria-label": "Pages" }, prev, pageLabel, next),
    ),
  );

  async function refresh(): Promise<void> {
    window.clearTimeout(timer);
    try {
      const response = await client.listGames({ pageSize: PAGE_SIZE, pageToken, status: filter.status });
      nextToken = response.nextPageToken;
      renderGames(response.games);
      prev.disabled = previousTokens.length === 0;
      next.disabled = nextToken === "";
      pageLabel.textContent = `Page ${previousTokens.length + 1}`;
      status.textContent = response.games.length
        ? `${response.games.length} game${response.games.length === 1 ? "" : "s"} on this page · updated ${new Date().toLocaleTimeString()}`
        : "No games yet.";
    } catch (error) {
      status.textContent = `Could not list the games: ${error instanceof Error ? error.message : String(error)}`;
    }
    timer = window.setTimeout(() => void refresh(), document.hidden ? POLL_MS * 5 : POLL_MS);
  }

  function renderGames(games: Game[]): void {
    tbody.replaceChildren(
      ...games.map((game) => {
        const taken = game.seats.filter((s) => s.taken);
        const players = game.options?.players ?? game.seats.length;
        const created = game.createTime ? new Date(Number(game.createTime.seconds) * 1000) : undefined;
        const names = seatNames(game);
        const winners = game.status === GameStatus.FINISHED ? (game.board?.result?.winners ?? []) : [];
        return h(
          "tr",
          { "data-game": game.name, "data-status": GameStatus[game.status] },
          h("th", { scope: "row", class: "game-id" }, h("a", { href: gameHref(game.name) }, h("code", {}, gameId(game.name)))),
          h(
            "td",
            { class: "game-status" },
            h("span", { class: `pill status-${game.status}` }, statusWords(game.status)),
            winners.length ? [" ", winnerLine(winners, names)] : null,
          ),
          h(
            "td",
            { class: "game-players" },
            h(
              "div",
              { class: "seat-names" },
              taken.map((s) =>
                h(
                  "span",
                  { class: `seat-name${winners.includes(s.index) ? " won" : ""}`, title: nameOf(names, s.index) },
                  seatMark(s.index, 14),
                  h("span", {}, nameOf(names, s.index)),
                ),
              ),
              taken.length < players ? h("span", { class: "muted" }, `${players - taken.length} free`) : null,
            ),
          ),
          h("td", { class: "game-options" }, optionWords(game), game.diceSource === DiceSource.CHOSEN_SEED ? [" ", diceBadge(game)] : null),
          h("td", { class: "num game-version", "data-label": "Version" }, String(game.version)),
          h("td", { class: "game-created" }, created ? h("time", { datetime: created.toISOString() }, created.toLocaleString()) : ""),
        );
      }),
    );
  }

  void refresh();
}

/** Who won a finished game: "Ada won", or "Ada and Bo shared the win". */
function winnerLine(winners: readonly number[], names: readonly string[]): HTMLElement {
  const parts: (HTMLElement | string)[] = [];
  winners.forEach((seat, i) => {
    if (i > 0) parts.push(i === winners.length - 1 ? " and " : ", ");
    parts.push(h("strong", {}, nameOf(names, seat)));
  });
  return h(
    "span",
    { class: "winner", "data-winners": winners.join(",") },
    parts,
    winners.length > 1 ? " shared the win" : " won",
  );
}
