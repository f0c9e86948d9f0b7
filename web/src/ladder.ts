// The ladder (`/#/ladder`): the rated accounts by displayed rating, highest
// first, a page at a time (ListLeaderboard), each linked to its page
// (account.ts); a switch adds the accounts that have not finished a rated
// game yet, and is kept in the address (`#/ladder?unrated=1`).

import type { Account, Rating } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";
import type { LeaderboardEntry } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";
import { accountHref, accountId, connect, LOBBY_HREF } from "./api.js";
import { h, replace } from "./dom.js";
import { languageSwitch, locale, onLocaleChange, t, ta } from "./i18n.js";

const PAGE_SIZE = 20;

/** A rating as the page writes it: one decimal, the language's own digits and minus sign. */
export function ratingNumber(value: number, sign = false): string {
  return new Intl.NumberFormat(locale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: sign ? "exceptZero" : "auto",
  }).format(value);
}

/**
 * "μ 30.3 ± 7.8", read aloud as words ("skill 30.3, uncertainty 7.8"): a
 * screen reader says "mu" and "plus minus" badly or not at all.
 */
export function muSigma(rating: Rating | undefined): HTMLElement {
  const mu = ratingNumber(rating?.mu ?? 0);
  const sigma = ratingNumber(rating?.sigma ?? 0);
  return h(
    "span",
    { class: "mu-sigma" },
    h("span", { "aria-hidden": "true" }, t("rating-mu-sigma", { mu, sigma })),
    h("span", { class: "visually-hidden" }, t("rating-mu-sigma-words", { mu, sigma })),
  );
}

/** The mark of the server's own house accounts, the ladder's fixed anchors. */
export function houseBadge(account: Account): HTMLElement | null {
  if (!account.houseStrategy) return null;
  return h(
    "span",
    { class: "pill house-badge", title: ta("account-house", "title", { strategy: account.houseStrategy }) },
    t("account-house"),
  );
}

export function dateTime(seconds: bigint | undefined): HTMLElement | string {
  if (seconds === undefined) return "";
  const when = new Date(Number(seconds) * 1000);
  return h("time", { datetime: when.toISOString() }, when.toLocaleString(locale(), { dateStyle: "medium", timeStyle: "short" }));
}

export function ladderPage(root: HTMLElement, signal: AbortSignal): void {
  const client = connect();
  let unrated = new URLSearchParams(location.hash.split("?")[1] ?? "").get("unrated") === "1";
  // Page tokens of the pages before the current one; the current one's.
  const previousTokens: string[] = [];
  let pageToken = "";
  let nextToken = "";
  let entries: LeaderboardEntry[] = [];
  let statusWordsNow: () => string = () => t("lobby-loading");

  const status = h("p", { class: "lobby-status", role: "status" });
  const tbody = h("tbody", { id: "ladder" });
  const prev = h("button", { type: "button", class: "ladder-prev", disabled: true });
  const next = h("button", { type: "button", class: "ladder-next", disabled: true });
  const pageLabel = h("span", { class: "page-label" });
  const toggle = h("input", { type: "checkbox", id: "ladder-unrated", checked: unrated });
  const toggleLabel = h("label", { for: "ladder-unrated" });

  prev.addEventListener("click", () => {
    pageToken = previousTokens.pop() ?? "";
    void refresh();
  });
  next.addEventListener("click", () => {
    previousTokens.push(pageToken);
    pageToken = nextToken;
    void refresh();
  });
  toggle.addEventListener("change", () => {
    unrated = toggle.checked;
    previousTokens.length = 0;
    pageToken = "";
    // Kept in the address, for a link to share; replaceState fires no hashchange.
    history.replaceState(null, "", unrated ? "#/ladder?unrated=1" : "#/ladder");
    void refresh();
  });

  const language = languageSwitch(signal);
  function build(): void {
    document.title = t("ladder-page-title");
    prev.textContent = t("ladder-higher");
    next.textContent = t("ladder-lower");
    pageLabel.textContent = t("lobby-page", { page: previousTokens.length + 1 });
    toggleLabel.textContent = t("ladder-show-unrated");
    status.textContent = statusWordsNow();
    replace(
      root,
      h(
        "header",
        { class: "top" },
        h("a", { href: LOBBY_HREF, class: "back" }, t("back-to-lobby")),
        h("h1", {}, t("ladder-title")),
        language,
      ),
      h(
        "section",
        { class: "ladder", "aria-labelledby": "ladder-heading" },
        h("h2", { id: "ladder-heading", class: "visually-hidden" }, t("ladder-title")),
        h("p", { class: "hint ladder-about" }, t("ladder-about")),
        h("p", { class: "ladder-toggle" }, toggle, " ", toggleLabel),
        status,
        h(
          "div",
          { class: "table-wrap" },
          h(
            "table",
            { class: "ladder-table" },
            h("caption", { class: "visually-hidden" }, t("ladder-caption")),
            h(
              "thead",
              {},
              h(
                "tr",
                {},
                ["ladder-col-rank", "ladder-col-player", "ladder-col-rating", "ladder-col-games", "ladder-col-last"].map((id) =>
                  h("th", { scope: "col", class: id }, t(id)),
                ),
              ),
            ),
            tbody,
          ),
        ),
        h("nav", { class: "pager", "aria-label": t("lobby-pages") }, prev, pageLabel, next),
      ),
    );
    renderEntries();
  }
  onLocaleChange(build, signal);
  build();

  async function refresh(): Promise<void> {
    try {
      const response = await client.listLeaderboard({ pageSize: PAGE_SIZE, pageToken, includeUnrated: unrated });
      if (signal.aborted) return;
      nextToken = response.nextPageToken;
      entries = response.entries;
      const first = entries[0]?.rank ?? 0;
      const last = entries[entries.length - 1]?.rank ?? 0;
      const total = response.totalSize;
      statusWordsNow = () =>
        entries.length
          ? t("ladder-count", { from: first, to: last, total })
          : t(unrated ? "ladder-empty-all" : "ladder-empty");
    } catch (error) {
      if (signal.aborted) return;
      const detail = error instanceof Error ? error.message : String(error);
      statusWordsNow = () => t("ladder-error", { error: detail });
    }
    prev.disabled = previousTokens.length === 0;
    next.disabled = nextToken === "";
    pageLabel.textContent = t("lobby-page", { page: previousTokens.length + 1 });
    status.textContent = statusWordsNow();
    renderEntries();
  }

  function renderEntries(): void {
    tbody.replaceChildren(
      ...entries.map(({ rank, account }) => {
        if (!account) return h("tr", {});
        const rating = account.rating;
        return h(
          "tr",
          { "data-account": account.name, "data-rank": rank, "data-displayed": rating?.displayed ?? 0 },
          h("td", { class: "num ladder-rank" }, String(rank)),
          h(
            "th",
            { scope: "row", class: "ladder-name" },
            h("a", { href: accountHref(account.name, true), "data-account-id": accountId(account.name) }, account.displayName),
            account.houseStrategy ? [" ", houseBadge(account)] : null,
          ),
          h(
            "td",
            { class: "num ladder-rating" },
            h("strong", { class: "displayed" }, ratingNumber(rating?.displayed ?? 0)),
            " ",
            muSigma(rating),
          ),
          h("td", { class: "num ladder-games", "data-label": t("ladder-col-games") }, String(account.ratedGames)),
          h(
            "td",
            { class: "ladder-last", "data-label": t("ladder-col-last") },
            account.lastGameTime ? dateTime(account.lastGameTime.seconds) : h("span", { class: "muted" }, t("ladder-never")),
          ),
        );
      }),
    );
  }

  void refresh();
}
