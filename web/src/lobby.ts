// The lobby: every game, newest first, a page at a time, filtered by status,
// refreshed every few seconds without a reload; a finished game says who won.

import { DiceSource, GameStatus, type Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { connect, gameHref, gameId, LADDER_HREF } from "./api.js";
import { diceBadge, optionWords, statusWords } from "./board.js";
import { h, replace } from "./dom.js";
import { languageSwitch, listParts, locale, onLocaleChange, t } from "./i18n.js";
import { nameOf, seatMark, seatNames } from "./seats.js";

const PAGE_SIZE = 20;
const POLL_MS = 2000;

const FILTERS: { value: string; label: string; status: GameStatus }[] = [
  { value: "all", label: "lobby-filter-all", status: GameStatus.UNSPECIFIED },
  { value: "open", label: "lobby-filter-open", status: GameStatus.OPEN },
  { value: "playing", label: "lobby-filter-playing", status: GameStatus.PLAYING },
  { value: "finished", label: "lobby-filter-finished", status: GameStatus.FINISHED },
  { value: "cancelled", label: "lobby-filter-cancelled", status: GameStatus.CANCELLED },
];

export function lobbyPage(root: HTMLElement, signal: AbortSignal): void {
  const client = connect();
  const params = new URLSearchParams(location.search);
  let filter = FILTERS.find((f) => f.value === params.get("status")) ?? FILTERS[0];
  // Page tokens of the pages before the current one; the current one's.
  const previousTokens: string[] = [];
  let pageToken = "";
  let nextToken = "";
  let timer: number | undefined;
  let games: Game[] = [];
  let statusWordsNow: () => string = () => t("lobby-loading");

  const status = h("p", { class: "lobby-status", role: "status", "aria-live": "polite" });
  const tbody = h("tbody", { id: "games" });
  const prev = h("button", { type: "button", disabled: true });
  const next = h("button", { type: "button", disabled: true });
  const pageLabel = h("span", { class: "page-label" });
  const filterButtons = FILTERS.map((f) =>
    h("button", { type: "button", class: "filter", "data-filter": f.value, "aria-pressed": String(f === filter) }),
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

  const language = languageSwitch(signal);
  function build(): void {
    document.title = t("lobby-page-title");
    prev.textContent = t("lobby-newer");
    next.textContent = t("lobby-older");
    pageLabel.textContent = t("lobby-page", { page: previousTokens.length + 1 });
    filterButtons.forEach((b, i) => (b.textContent = t(FILTERS[i].label)));
    status.textContent = statusWordsNow();
    replace(
      root,
      h(
        "header",
        { class: "top" },
        h("h1", {}, t("app-title")),
        h("p", { class: "tagline" }, t("lobby-tagline")),
        h("a", { href: LADDER_HREF, class: "ladder-link" }, t("ladder-link")),
        language,
      ),
      h(
        "section",
        { class: "lobby", "aria-labelledby": "games-title" },
        h("h2", { id: "games-title" }, t("lobby-games")),
        h("div", { class: "filters", role: "group", "aria-label": t("lobby-filters") }, filterButtons),
        status,
        h(
          "div",
          { class: "table-wrap" },
          h(
            "table",
            { class: "games" },
            h("caption", { class: "visually-hidden" }, t("lobby-caption")),
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                ["lobby-col-game", "lobby-col-status", "lobby-col-players", "lobby-col-options", "lobby-col-version", "lobby-col-created"].map(
                  (id) => h("th", { scope: "col" }, t(id)),
                ),
              ),
            ),
            tbody,
          ),
        ),
        h("nav", { class: "pager", "aria-label": t("lobby-pages") }, prev, pageLabel, next),
      ),
    );
    renderGames();
  }
  onLocaleChange(build, signal);
  signal.addEventListener("abort", () => window.clearTimeout(timer));
  build();

  async function refresh(): Promise<void> {
    window.clearTimeout(timer);
    try {
      const response = await client.listGames({ pageSize: PAGE_SIZE, pageToken, status: filter.status });
      if (signal.aborted) return;
      nextToken = response.nextPageToken;
      games = response.games;
      renderGames();
      prev.disabled = previousTokens.length === 0;
      next.disabled = nextToken === "";
      pageLabel.textContent = t("lobby-page", { page: previousTokens.length + 1 });
      const count = response.games.length;
      const time = new Date();
      statusWordsNow = () =>
        count ? t("lobby-count", { count, time: time.toLocaleTimeString(locale()) }) : t("lobby-empty");
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      statusWordsNow = () => t("lobby-error", { error: detail });
    }
    if (signal.aborted) return;
    status.textContent = statusWordsNow();
    timer = window.setTimeout(() => void refresh(), document.hidden ? POLL_MS * 5 : POLL_MS);
  }

  function renderGames(): void {
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
              taken.length < players ? h("span", { class: "muted" }, t("lobby-free", { count: players - taken.length })) : null,
            ),
          ),
          h("td", { class: "game-options" }, optionWords(game), game.diceSource === DiceSource.CHOSEN_SEED ? [" ", diceBadge(game)] : null),
          h("td", { class: "num game-version", "data-label": t("lobby-version") }, String(game.version)),
          h(
            "td",
            { class: "game-created" },
            created ? h("time", { datetime: created.toISOString() }, created.toLocaleString(locale())) : "",
          ),
        );
      }),
    );
  }

  void refresh();
}

/** Who won a finished game: "Ada won", or "Ada and Bo shared the win" (the names in bold). */
function winnerLine(winners: readonly number[], names: readonly string[]): HTMLElement {
  const MARK = "\u0000";
  const sentence = t(winners.length > 1 ? "lobby-shared" : "lobby-won", { names: MARK });
  const [before, after] = sentence.split(MARK);
  const parts = listParts(winners.map((seat) => nameOf(names, seat))).map((p) => (p.item ? h("strong", {}, p.text) : p.text));
  return h("span", { class: "winner", "data-winners": winners.join(",") }, before ?? "", parts, after ?? "");
}
