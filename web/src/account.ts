// An account's page (`/#/accounts/{id}`, from GetAccount): its rating, its
// rated games, when it was made and whether its key is revoked; a chart of
// its rating over its rated games (chart.ts); and its games, newest first,
// each linked to the game's board and replay.

import { Code, ConnectError } from "@connectrpc/connect";
import { FluentNumber } from "@fluent/bundle";
import type { GetAccountResponse, RatedGame } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";
import { connect, gameHref, gameId, LADDER_HREF } from "./api.js";
import { ratingChart } from "./chart.js";
import { h, replace } from "./dom.js";
import { languageSwitch, onLocaleChange, t } from "./i18n.js";
import { dateTime, houseBadge, muSigma, ratingNumber } from "./ladder.js";

/** Games listed at first, and added by each "more". */
const GAMES_STEP = 20;

export function accountPage(root: HTMLElement, id: string, signal: AbortSignal): void {
  const client = connect();
  const name = `accounts/${id}`;
  let answer: GetAccountResponse | undefined;
  let problem: { notFound: boolean; detail: string } | undefined;
  let listed = GAMES_STEP;
  const language = languageSwitch(signal);
  const chartEl = h("div", { class: "chart-wrap", id: "rating-chart" });
  let chartWidth = 0;

  // The chart is drawn at the width it has, so that its words stay readable on a phone.
  const resize = new ResizeObserver(() => {
    const width = Math.floor(chartEl.clientWidth);
    if (width > 0 && width !== chartWidth) drawChart();
  });
  resize.observe(chartEl);
  signal.addEventListener("abort", () => resize.disconnect());

  function drawChart(): void {
    const history = answer?.history ?? [];
    chartWidth = Math.floor(chartEl.clientWidth);
    if (!answer?.account || chartWidth === 0) return;
    if (!history.length) {
      replace(chartEl, h("p", { class: "muted" }, t("account-no-games")));
      return;
    }
    const firstNumber = Math.max(1, answer.account.ratedGames - history.length + 1);
    replace(chartEl, ratingChart(history, firstNumber, Math.min(chartWidth, 900), answer.account.displayName));
  }

  function build(): void {
    const account = answer?.account;
    if (!account) {
      document.title = t("ladder-page-title");
      replace(
        root,
        h("header", { class: "top" }, h("a", { href: LADDER_HREF, class: "back" }, t("back-to-ladder")), h("h1", {}, t("account-heading")), language),
        problem
          ? h("p", { class: "error", role: "alert" }, problem.notFound ? t("no-such-account", { id }) : t("account-error", { error: problem.detail }))
          : h("p", { class: "lobby-status", role: "status" }, t("lobby-loading")),
      );
      return;
    }
    document.title = t("account-page-title", { name: account.displayName });
    const rating = account.rating;
    const history = answer?.history ?? [];
    const firstNumber = Math.max(1, account.ratedGames - history.length + 1);
    const newest = history.map((game, i) => ({ game, number: firstNumber + i })).reverse();
    const shown = newest.slice(0, listed);
    const more = h("button", { type: "button", class: "more-games" }, t("account-more-games", { count: Math.min(GAMES_STEP, newest.length - shown.length) }));
    more.addEventListener("click", () => {
      listed += GAMES_STEP;
      build();
      root.querySelector<HTMLElement>(`#account-games tr:nth-child(${listed - GAMES_STEP + 1}) a`)?.focus();
    });
    const key = account.houseStrategy
      ? t("account-key-house", { strategy: account.houseStrategy })
      : account.keyRevoked
        ? t("account-key-revoked")
        : t("account-key-active");
    const fact = (label: string, ...value: (Node | string)[]) => [h("dt", {}, label), h("dd", {}, ...value)];
    replace(
      root,
      h(
        "header",
        { class: "top" },
        h("a", { href: LADDER_HREF, class: "back" }, t("back-to-ladder")),
        h("h1", { class: "account-name" }, account.displayName, account.houseStrategy ? [" ", houseBadge(account)] : null),
        language,
      ),
      h(
        "section",
        { class: "account-facts", "aria-label": t("account-facts") },
        h(
          "dl",
          { "data-account": account.name, "data-rated-games": account.ratedGames, "data-key-revoked": String(account.keyRevoked) },
          fact(t("account-rating"), h("strong", { class: "displayed" }, ratingNumber(rating?.displayed ?? 0)), " ", muSigma(rating)),
          fact(t("account-rated-games"), t("account-games-count", { count: account.ratedGames })),
          fact(t("account-created"), dateTime(account.createTime?.seconds)),
          fact(t("account-last-game"), account.lastGameTime ? dateTime(account.lastGameTime.seconds) : t("ladder-never")),
          fact(t("account-key"), h("span", { class: account.keyRevoked ? "key-revoked" : "" }, key)),
        ),
      ),
      h("section", { class: "account-chart", "aria-labelledby": "chart-heading" }, h("h2", { id: "chart-heading" }, t("account-chart")), chartEl),
      h(
        "section",
        { class: "account-games", "aria-labelledby": "games-heading" },
        h("h2", { id: "games-heading" }, t("account-games")),
        history.length
          ? [
              history.length < account.ratedGames ? h("p", { class: "hint" }, t("account-games-kept", { count: history.length })) : null,
              h(
                "div",
                { class: "table-wrap" },
                h(
                  "table",
                  { class: "account-games-table" },
                  h("caption", { class: "visually-hidden" }, t("account-games-caption")),
                  h(
                    "thead",
                    {},
                    h(
                      "tr",
                      {},
                      ["account-col-number", "account-col-game", "account-col-ended", "account-col-place", "account-col-rating", "account-col-change"].map(
                        (c) => h("th", { scope: "col", class: c }, t(c)),
                      ),
                    ),
                  ),
                  h("tbody", { id: "account-games" }, shown.map(({ game, number }) => gameRow(game, number))),
                ),
              ),
              shown.length < newest.length ? h("p", {}, more) : null,
            ]
          : h("p", { class: "muted" }, t("account-no-games")),
      ),
    );
    drawChart();
  }

  onLocaleChange(build, signal);
  build();

  void (async () => {
    try {
      answer = await client.getAccount({ name });
    } catch (error) {
      const notFound = error instanceof ConnectError && (error.code === Code.NotFound || error.code === Code.InvalidArgument);
      problem = { notFound, detail: error instanceof Error ? error.message : String(error) };
    }
    if (!signal.aborted) build();
  })();
}

function gameRow(game: RatedGame, number: number): HTMLElement {
  const change = game.displayedChange;
  const direction = change > 0.05 ? "up" : change < -0.05 ? "down" : "same";
  return h(
    "tr",
    { "data-game": game.game, "data-place": game.place, "data-number": number },
    h("td", { class: "num account-col-number" }, String(number)),
    h("th", { scope: "row" }, h("a", { href: gameHref(game.game) }, h("code", {}, gameId(game.game)))),
    h("td", { class: "account-col-ended" }, dateTime(game.endTime?.seconds)),
    h("td", { class: `place${game.place === 1 ? " won" : ""}` }, t("account-place", { place: ordinal(game.place), players: game.players })),
    h("td", { class: "num rating-after", "data-label": t("account-col-rating") }, ratingNumber(game.rating?.displayed ?? 0)),
    h(
      "td",
      { class: `num change ${direction}` },
      // The sign says it in text; the arrow and colour only repeat it.
      h("span", { "aria-hidden": "true" }, direction === "up" ? "▲ " : direction === "down" ? "▼ " : ""),
      ratingNumber(change, true),
    ),
  );
}

/**
 * A place as an ordinal number: the messages choose "1st", "2nd", "3rd" by
 * the language's ordinal categories (Fluent's NUMBER() cannot ask for them).
 */
export function ordinal(place: number): FluentNumber {
  return new FluentNumber(place, { type: "ordinal" } as Intl.NumberFormatOptions);
}
