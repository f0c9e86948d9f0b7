// One game's page: the board at any version, followed live, with a replay
// slider, the event log and, once the game is over, the dice checked against
// the revealed seed.

import {
  DiceSource,
  EndTrigger,
  GameStatus,
  TieBreak,
  type Game,
  type Move,
} from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { connect } from "./api.js";
import { describe, endTriggerWords, groupSum } from "./describe.js";
import { verifyGame, type Verification } from "./dice.js";
import { h, replace } from "./dom.js";
import { GameFeed, type Connection, type Entry } from "./feed.js";
import { nameOf, seatDescription, seatMark, seatNames } from "./seats.js";

const HEIGHTS: Record<number, number> = { 5: 4, 6: 4, 7: 3, 8: 3, 9: 2, 10: 2 };
const BIG_MOUNTAIN_SPOTS = Array.from({ length: 14 }, (_, i) => 11 + i);

export function statusWords(status: GameStatus): string {
  switch (status) {
    case GameStatus.OPEN:
      return "Waiting for players";
    case GameStatus.PLAYING:
      return "Playing";
    case GameStatus.FINISHED:
      return "Finished";
    default:
      return "Unknown";
  }
}

/** How the game's dice are made, as a badge: who could know them in advance. */
export function diceBadge(game: Game): HTMLElement | null {
  const contributed = game.seats.filter((s) => s.diceContribution.length > 0).length;
  const taken = game.seats.filter((s) => s.taken).length;
  switch (game.diceSource) {
    case DiceSource.CHOSEN_SEED:
      return h(
        "span",
        {
          class: "dice-source chosen",
          "data-dice-source": "chosen-seed",
          title: "The creator chose the seed the dice come from, so the creator knows every roll in advance.",
        },
        "⚠ chosen seed: the creator knows every roll",
      );
    case DiceSource.SERVER_SEED_AND_PLAYERS:
      return h(
        "span",
        {
          class: "dice-source fair",
          "data-dice-source": "server-seed-and-players",
          title:
            "The server committed to its seed before anyone joined, and each player's contribution is mixed in when the game starts: neither the server nor any one player can steer the dice.",
        },
        taken ? `fair dice: server seed + ${contributed} of ${taken} players' contributions` : "fair dice: server seed + players' contributions",
      );
    default:
      return null;
  }
}

export function optionWords(game: Game): string {
  const o = game.options;
  if (!o) return "";
  const parts = [`${o.players} players`];
  parts.push(o.bigMountain ? "Big Mountain" : "base game");
  if (o.allowDecliningGroups) parts.push("declining groups allowed");
  return parts.join(" · ");
}

interface TestHooks {
  seen: number[];
  reconnects: () => number;
  gaps: () => number;
  last: () => number;
  view: () => number;
  verification: () => Verification | undefined;
  dropStream: () => void;
}

declare global {
  interface Window {
    __mg?: TestHooks;
    __mgDropStream?: () => void;
  }
}

export function gamePage(root: HTMLElement, id: string, testMode: boolean): void {
  const name = `games/${id}`;
  document.title = `Game ${id} · Mountain Goats`;
  const client = connect();

  let view: number | "live" = "live";
  let verification: Verification | undefined;
  let verifying = false;

  const connection = h("span", { class: "connection", role: "status" }, "Connecting…");
  const announcer = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const boardEl = h("div", { class: "board", id: "board", "data-version": "0" });
  const logEl = h("ol", { class: "log", reversed: true, "aria-label": "Events, newest first" });
  const slider = h("input", {
    type: "range",
    id: "replay",
    min: 1,
    max: 1,
    value: 1,
    step: 1,
    "aria-label": "Version of the game shown",
    disabled: true,
  });
  const versionLabel = h("output", { for: "replay", class: "version-label", id: "version-label" }, "");
  const button = (label: string, text: string, onclick: () => void) =>
    h("button", { type: "button", "aria-label": label, title: label, onclick: () => onclick() }, text);
  const firstButton = button("First version", "« First", () => show(1));
  const prevButton = button("Previous version", "‹ Back", () => step(-1));
  const nextButton = button("Next version", "Next ›", () => step(1));
  // "Live" while the game is played; once it is over there is nothing to
  // follow, and the button only goes to the last version.
  const liveButton = button("Follow live (last version)", "Live", () => show("live"));
  liveButton.classList.add("live-button");

  slider.addEventListener("input", () => show(Number(slider.value)));

  replace(
    root,
    h(
      "header",
      { class: "top" },
      h("a", { href: "/", class: "back" }, "← All games"),
      h("h1", {}, "Game ", h("code", {}, id)),
      connection,
    ),
    h(
      "section",
      { class: "replay", "aria-label": "Replay" },
      h("div", { class: "replay-buttons" }, firstButton, prevButton, nextButton, liveButton),
      slider,
      versionLabel,
      h("p", { class: "hint" }, "Keys: ← → step through the versions, Home / End for the first / last."),
    ),
    boardEl,
    h("section", { class: "events", "aria-labelledby": "log-title" }, h("h2", { id: "log-title" }, "What happened"), logEl),
    announcer,
  );

  const feed = new GameFeed(client, name, {
    onEntry: (entry) => {
      slider.max = String(feed.last);
      slider.disabled = feed.last < 1;
      if (view === "live") {
        render();
        announce(entry);
      } else {
        updateControls();
      }
      if (feed.finished) {
        connection.textContent = "Game over";
        connection.dataset.state = "finished";
        void verify();
      }
    },
    onConnection: (state: Connection, detail?: string) => {
      // A finished game is not live, even while its history streams in.
      if (feed.finished && (state === "live" || state === "ended")) {
        connection.textContent = "Game over";
        connection.dataset.state = "finished";
        return;
      }
      const words: Record<Connection, string> = {
        connecting: "Connecting…",
        live: "● Live",
        reconnecting: "Reconnecting…",
        ended: detail ? `Stopped: ${detail}` : "Stream ended",
      };
      connection.textContent = words[state];
      connection.dataset.state = state;
      if (state === "ended" && feed.last === 0) {
        replace(boardEl, h("p", { class: "error", role: "alert" }, `No such game: ${id}`, detail ? ` (${detail})` : ""));
      }
    },
  });

  if (testMode) {
    window.__mg = {
      seen: feed.seen,
      reconnects: () => feed.reconnects,
      gaps: () => feed.gaps,
      last: () => feed.last,
      view: () => current(),
      verification: () => verification,
      dropStream: () => feed.dropStream(),
    };
    window.__mgDropStream = () => feed.dropStream();
  }

  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target === slider || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return;
    if (e.key === "ArrowLeft") step(-1);
    else if (e.key === "ArrowRight") step(1);
    else if (e.key === "Home") show(1);
    else if (e.key === "End") show("live");
    else return;
    e.preventDefault();
  });

  function current(): number {
    return view === "live" ? feed.last : view;
  }

  function step(delta: number): void {
    show(Math.max(1, Math.min(feed.last, current() + delta)));
  }

  function show(v: number | "live"): void {
    if (feed.last === 0) return;
    view = v === "live" || v >= feed.last ? "live" : Math.max(1, v);
    render();
  }

  function updateControls(): void {
    const v = current();
    slider.value = String(v);
    const total = feed.last;
    const finished = feed.finished;
    const text = `Version ${v} of ${total}${finished ? " · finished" : view === "live" ? " (live)" : ""}`;
    versionLabel.textContent = text;
    versionLabel.dataset.state = finished ? "finished" : view === "live" ? "live" : "replay";
    slider.setAttribute("aria-valuetext", text);
    firstButton.disabled = prevButton.disabled = v <= 1;
    nextButton.disabled = v >= total;
    if (finished) {
      // Nothing to follow: the button goes to the last version, lit never.
      liveButton.textContent = "Last »";
      liveButton.title = "Last version (the game is over)";
      liveButton.setAttribute("aria-label", liveButton.title);
      liveButton.removeAttribute("aria-pressed");
      liveButton.disabled = v >= total;
    } else {
      liveButton.setAttribute("aria-pressed", String(view === "live"));
    }
  }

  function render(): void {
    updateControls();
    const v = current();
    const entry = feed.entries[v - 1];
    if (!entry) {
      replace(boardEl, h("p", { class: "hint" }, `Version ${v} is not known to this page (it was skipped by a snapshot).`));
      return;
    }
    const previous = v > 1 ? feed.entries[v - 2] : undefined;
    renderBoard(boardEl, entry, previous, verification, verifying);
    renderLog(v);
  }

  function renderLog(upTo: number): void {
    const names = seatNames(feed.entries[upTo - 1]?.game);
    const items: HTMLElement[] = [];
    for (let v = upTo; v >= 1; v--) {
      const entry = feed.entries[v - 1];
      if (!entry) continue;
      const lines = entry.version === 1 ? ["The game is created"] : entry.events.map((e) => describe(e, names));
      if (entry.fromSnapshot) lines.push("(a snapshot: the events of this change were not sent)");
      items.push(
        h(
          "li",
          { value: v, "data-version": v },
          h("span", { class: "log-version" }, `v${v}`),
          h("ul", {}, lines.map((line) => h("li", {}, line))),
        ),
      );
    }
    logEl.replaceChildren(...items);
  }

  function announce(entry: Entry): void {
    const names = seatNames(entry.game);
    const words = entry.events
      .filter((e) => e.kind.case !== "turnEnded" && e.kind.case !== "movePlayed")
      .slice(0, 4)
      .map((e) => describe(e, names));
    announcer.textContent = words.join(". ");
  }

  async function verify(): Promise<void> {
    if (verifying || verification) return;
    verifying = true;
    try {
      if (feed.hasHoles()) await feed.refill();
      const last = feed.latest;
      if (!last) return;
      verification = await verifyGame(last.game, feed.rolls());
    } catch (error) {
      verification = { ok: false, rolls: 0, problem: String(error) };
    } finally {
      verifying = false;
      render();
    }
  }

  void feed.run();
}

function renderBoard(
  el: HTMLElement,
  entry: Entry,
  previous: Entry | undefined,
  verification: Verification | undefined,
  verifying: boolean,
): void {
  const game = entry.game;
  const board = game.board;
  const names = seatNames(game);
  el.dataset.version = String(entry.version);
  el.dataset.status = GameStatus[game.status] ?? "UNSPECIFIED";
  const seats = game.options?.players ?? game.seats.length;
  const sections: HTMLElement[] = [];

  // Status line.
  let statusLine: string;
  if (game.status === GameStatus.OPEN) {
    const taken = game.seats.filter((s) => s.taken).length;
    statusLine = `Waiting for players: ${taken} of ${seats} seats taken`;
  } else if (game.status === GameStatus.PLAYING && board) {
    statusLine = `Turn ${board.turn + 1n}: ${nameOf(names, board.currentSeat)} to move`;
  } else if (game.status === GameStatus.FINISHED && board?.result) {
    const winners = board.result.winners.map((s) => nameOf(names, s));
    statusLine = `Game over: ${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "wins"}`;
  } else {
    statusLine = statusWords(game.status);
  }
  sections.push(
    h(
      "section",
      { class: "summary", "aria-label": "Game status" },
      h("p", { class: "status-line" }, h("span", { class: `pill status-${game.status}` }, statusWords(game.status)), " ", statusLine),
      h("p", { class: "options" }, optionWords(game), ` · version ${entry.version}`),
      h("p", { class: "dice-source-line" }, diceBadge(game)),
      board && board.endTrigger !== EndTrigger.UNSPECIFIED
        ? h(
            "p",
            { class: "end-trigger", role: "note" },
            game.status === GameStatus.FINISHED
              ? `The end was triggered: ${endTriggerWords(board.endTrigger)}.`
              : `The end is triggered: ${endTriggerWords(board.endTrigger)}. The round is played out.`,
          )
        : null,
    ),
  );

  // Players.
  if (board) {
    sections.push(
      h(
        "section",
        { class: "players", "aria-labelledby": "players-title" },
        h("h2", { id: "players-title" }, "Players"),
        h(
          "ul",
          { class: "player-list" },
          board.players.map((p) => {
            const toMove = game.status === GameStatus.PLAYING && board.currentSeat === p.seat;
            const tokens = p.pointTokens
              .map((n, i) => ({ mountain: 5 + i, n }))
              .filter((t) => t.n > 0);
            const bigGoats = p.goats.filter((g) => g.place.case === "bigMountainSpot").length;
            return h(
              "li",
              {
                class: `player${toMove ? " to-move" : ""}`,
                "data-seat": p.seat,
                "data-score": p.score,
                "aria-current": toMove ? "true" : null,
              },
              h(
                "div",
                { class: "player-head" },
                seatMark(p.seat, 22),
                h("strong", { class: "player-name" }, nameOf(names, p.seat)),
                h("span", { class: "visually-hidden" }, ` (${seatDescription(p.seat)})`),
                toMove ? h("span", { class: "turn-badge" }, "to move") : null,
                h("span", { class: "score", "aria-label": `score ${p.score}` }, String(p.score)),
              ),
              h(
                "div",
                { class: "tokens" },
                tokens.length
                  ? tokens.map((t) =>
                      h("span", { class: "token", title: `${t.n} × ${t.mountain}` }, `${t.mountain}`, h("sub", {}, `×${t.n}`)),
                    )
                  : h("span", { class: "muted" }, "no point tokens"),
                p.bonusTokens.map((b) => h("span", { class: "token bonus", title: `bonus token ${b}` }, `★${b}`)),
                bigGoats
                  ? h("span", { class: "token big" }, `${bigGoats} goat${bigGoats === 1 ? "" : "s"} on the Big Mountain`)
                  : null,
              ),
            );
          }),
        ),
        h(
          "p",
          { class: "bonus-left" },
          "Bonus tokens left: ",
          board.bonusTokensLeft.length
            ? board.bonusTokensLeft.map((b) => h("span", { class: "token bonus" }, `★${b}`))
            : h("span", { class: "muted" }, "none"),
        ),
      ),
    );
  }

  // Dice: the current roll and how the last move used its dice.
  if (board) sections.push(renderDice(game, entry, previous, names));

  // The mountains.
  if (board) {
    const goatsAt = new Map<string, number[]>();
    for (const p of board.players) {
      for (const g of p.goats) {
        if (g.place.case === "mountain") {
          const key = `${g.place.value.number}:${g.place.value.position}`;
          goatsAt.set(key, [...(goatsAt.get(key) ?? []), p.seat]);
        }
      }
    }
    sections.push(
      h(
        "section",
        { class: "mountains-section", "aria-labelledby": "mountains-title" },
        h("h2", { id: "mountains-title" }, "Mountains"),
        h(
          "div",
          { class: "mountains" },
          board.mountains.map((m) => {
            const height = m.height || HEIGHTS[m.number] || 0;
            const rows: HTMLElement[] = [];
            for (let pos = height; pos >= 0; pos--) {
              const here = goatsAt.get(`${m.number}:${pos}`) ?? [];
              const where = pos === height ? "summit" : pos === 0 ? "foot" : `step ${pos}`;
              rows.push(
                h(
                  "li",
                  {
                    class: `step${pos === height ? " summit" : ""}${pos === 0 ? " foot" : ""}`,
                    "aria-label": `${where}: ${here.length ? here.map((s) => nameOf(names, s)).join(", ") : "empty"}`,
                  },
                  h("span", { class: "step-label", "aria-hidden": "true" }, pos === height ? "▲" : pos === 0 ? "foot" : String(pos)),
                  h(
                    "span",
                    { class: "goats", "aria-hidden": "true" },
                    here.map((s) => h("span", { class: "goat", title: nameOf(names, s) }, seatMark(s, 18))),
                  ),
                ),
              );
            }
            const stack = Math.min(m.pointTokensLeft, 12);
            return h(
              "div",
              { class: "mountain", "data-mountain": m.number, role: "group", "aria-label": `Mountain ${m.number}` },
              h(
                "div",
                { class: "mountain-head" },
                h("span", { class: "mountain-number" }, String(m.number)),
                h(
                  "span",
                  { class: "stack", title: `${m.pointTokensLeft} point tokens left`, "aria-label": `${m.pointTokensLeft} point tokens left` },
                  h(
                    "span",
                    { class: "stack-chips", "aria-hidden": "true" },
                    Array.from({ length: stack }, () => h("i", {})),
                  ),
                  h("span", { class: "stack-count", "aria-hidden": "true" }, `${m.pointTokensLeft} left`),
                ),
              ),
              h("ol", { class: "steps" }, rows),
            );
          }),
        ),
        h(
          "p",
          { class: "legend", "aria-hidden": "true" },
          game.seats.map((s) => h("span", { class: "legend-item" }, seatMark(s.index, 16), nameOf(names, s.index))),
        ),
      ),
    );
  }

  // The Big Mountain.
  if (board && game.options?.bigMountain) {
    const bySpot = new Map(board.bigMountain.map((b) => [b.spot, b.seat]));
    sections.push(
      h(
        "section",
        { class: "big-mountain-section", "aria-labelledby": "bm-title" },
        h("h2", { id: "bm-title" }, "Big Mountain"),
        h(
          "ol",
          { class: "big-mountain" },
          BIG_MOUNTAIN_SPOTS.map((spot) => {
            const seat = bySpot.get(spot);
            return h(
              "li",
              {
                class: `spot${seat !== undefined ? " taken" : ""}`,
                "data-spot": spot,
                "aria-label": `spot ${spot}: ${seat !== undefined ? nameOf(names, seat) : "empty"}`,
              },
              h("span", { class: "spot-number", "aria-hidden": "true" }, String(spot)),
              seat !== undefined ? h("span", { class: "goat", title: nameOf(names, seat), "aria-hidden": "true" }, seatMark(seat, 18)) : null,
            );
          }),
        ),
      ),
    );
  }

  // The result and the dice check.
  if (game.status === GameStatus.FINISHED && board?.result) {
    const result = board.result;
    sections.push(
      h(
        "section",
        { class: "result", "aria-labelledby": "result-title" },
        h("h2", { id: "result-title" }, "Final standings"),
        h(
          "table",
          { class: "standings", id: "standings" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              ["Rank", "Player", "Score", "Point tokens", "Bonus", "Big Mountain", "Summits"].map((t) => h("th", { scope: "col" }, t)),
            ),
          ),
          h(
            "tbody",
            {},
            result.standings.map((s) =>
              h(
                "tr",
                { "data-seat": s.seat, "data-score": s.score, "data-rank": s.rank },
                h("td", {}, String(s.rank)),
                h("th", { scope: "row" }, seatMark(s.seat, 16), " ", nameOf(names, s.seat)),
                h("td", {}, String(s.score)),
                h("td", {}, String(s.pointTokenPoints)),
                h("td", {}, String(s.bonusTokenPoints)),
                h("td", {}, String(s.bigMountainPoints)),
                h("td", {}, String(s.goatsOnSummits)),
              ),
            ),
          ),
        ),
        result.tieBreak !== TieBreak.UNSPECIFIED
          ? h(
              "p",
              {},
              {
                [TieBreak.GOATS_ON_SUMMITS]: "The tie was broken by the most goats on summits.",
                [TieBreak.HIGHEST_SUMMIT]: "The tie was broken by the highest summit held.",
                [TieBreak.SHARED_WIN]: "No tie-break separated the leaders: they share the win.",
                [TieBreak.UNSPECIFIED]: "",
              }[result.tieBreak],
            )
          : null,
        h(
          "p",
          {
            id: "dice-check",
            class: `dice-check ${verification ? (verification.ok ? "ok" : "failed") : "pending"}`,
            "data-state": verification ? (verification.ok ? "ok" : "failed") : "pending",
            "data-rolls": verification?.rolls ?? 0,
            role: "status",
          },
          verification
            ? verification.ok
              ? game.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS
                ? `✓ All ${verification.rolls} rolls verified: each comes from the revealed seed, which matches the commitment, mixed with the players' contributions.`
                : `✓ All ${verification.rolls} rolls verified: each comes from the revealed seed, which matches the commitment.`
              : `✗ Dice check failed: ${verification.problem}`
            : verifying
              ? "Checking every roll against the revealed seed…"
              : "The dice are checked once the whole history is read.",
        ),
      ),
    );
  }

  el.replaceChildren(...sections);
}

function renderDice(game: Game, entry: Entry, previous: Entry | undefined, names: string[]): HTMLElement {
  const board = game.board;
  const parts: HTMLElement[] = [];
  const played = entry.events.find((e) => e.kind.case === "movePlayed");
  if (played && played.kind.case === "movePlayed" && played.kind.value.move) {
    const seat = played.kind.value.seat;
    const move = played.kind.value.move;
    const ones = entry.events.find((e) => e.kind.case === "onesChanged");
    const rolled =
      ones && ones.kind.case === "onesChanged" && ones.kind.value.from
        ? ones.kind.value.from.dice
        : (previous?.game.board?.roll?.dice ?? move.faces);
    parts.push(
      h(
        "div",
        { class: "last-move", "aria-label": "The last move" },
        h("h3", {}, seatMark(seat, 16), ` ${nameOf(names, seat)}'s move`),
        h("p", { class: "dice-row" }, h("span", { class: "dice-label" }, "Rolled"), diceRow(rolled)),
        ones
          ? h(
              "p",
              { class: "dice-row" },
              h("span", { class: "dice-label" }, "Ones changed"),
              diceRow(move.faces, rolled),
            )
          : null,
        h("p", { class: "dice-row groups" }, h("span", { class: "dice-label" }, "Grouped"), groupsView(game, move)),
      ),
    );
  }
  if (game.status === GameStatus.PLAYING && board?.roll) {
    parts.push(
      h(
        "div",
        { class: "current-roll", "aria-label": "The current roll" },
        h("h3", {}, seatMark(board.currentSeat, 16), ` ${nameOf(names, board.currentSeat)} rolled`),
        h("p", { class: "dice-row" }, diceRow(board.roll.dice)),
      ),
    );
  }
  if (!parts.length) parts.push(h("p", { class: "muted" }, game.status === GameStatus.OPEN ? "No die is rolled until every seat is taken." : "No roll to show."));
  return h("section", { class: "dice", "aria-labelledby": "dice-title" }, h("h2", { id: "dice-title" }, "Dice"), h("div", { class: "dice-parts" }, parts));
}

function diceRow(dice: readonly number[], before?: readonly number[]): HTMLElement {
  return h(
    "span",
    { class: "dice-faces", role: "img", "aria-label": `dice ${dice.join(", ")}` },
    dice.map((d, i) => {
      const changed = before !== undefined && before[i] !== d;
      return h(
        "span",
        { class: `die${changed ? " changed" : ""}`, title: changed ? `was ${before?.[i]}` : `die ${i + 1}` },
        String(d),
      );
    }),
  );
}

function groupsView(game: Game, move: Move): HTMLElement {
  if (!move.groups.length) return h("span", { class: "muted" }, "declined every die");
  const big = game.options?.bigMountain ?? false;
  return h(
    "span",
    { class: "group-list" },
    move.groups.map((g) => {
      const sum = groupSum(move, g.dice);
      const target =
        sum >= 5 && sum <= 10 ? `mountain ${sum}` : big && sum >= 11 && sum <= 24 ? `Big Mountain spot ${sum}` : "no mountain";
      return h(
        "span",
        { class: "group" },
        h("span", { class: "dice-faces" }, g.dice.map((i) => h("span", { class: "die small" }, String(move.faces[i] ?? "?")))),
        ` = ${sum} → ${target}`,
      );
    }),
  );
}

