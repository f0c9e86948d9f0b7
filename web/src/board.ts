// One game's page: the board at any version (drawn as the game looks, see
// svgboard.ts), followed live, with a replay (slider, keys, play at 1×, 2×,
// 4×), the players and the dice beside the board, the event log and, once
// the game is over, the standings and the dice checked against the revealed
// seed; each seat's chance to win beside its name and plotted over the game
// (chances.ts). Every word comes from the page's language (i18n.ts).

import {
  DiceSource,
  EndTrigger,
  GameStatus,
  TieBreak,
  type Game,
  type Move,
} from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { accountHref, connect } from "./api.js";
import { chancesPlot, percent, showChances, WinChances } from "./chances.js";
import { describe, endTriggerWords, groupSum } from "./describe.js";
import { verifyGame, type Verification } from "./dice.js";
import { h, replace } from "./dom.js";
import { GameFeed, type Connection, type Entry } from "./feed.js";
import { languageSwitch, list, missing, onLocaleChange, t, ta } from "./i18n.js";
import { nameOf, seatDescription, seatMark, seatNames } from "./seats.js";
import { animateMove, diceFacesSvg, drawBoard, reducedMotion, type Positions } from "./svgboard.js";

export function statusWords(status: GameStatus): string {
  switch (status) {
    case GameStatus.OPEN:
      return t("status-open");
    case GameStatus.PLAYING:
      return t("status-playing");
    case GameStatus.FINISHED:
      return t("status-finished");
    case GameStatus.CANCELLED:
      return t("status-cancelled");
    default:
      return t("status-unknown");
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
        { class: "dice-source chosen", "data-dice-source": "chosen-seed", title: ta("dice-chosen", "title") },
        t("dice-chosen"),
      );
    case DiceSource.SERVER_SEED_AND_PLAYERS:
      return h(
        "span",
        { class: "dice-source fair", "data-dice-source": "server-seed-and-players", title: ta("dice-fair", "title") },
        taken ? t("dice-fair-count", { contributed, taken }) : t("dice-fair"),
      );
    default:
      return null;
  }
}

export function optionWords(game: Game): string {
  const o = game.options;
  if (!o) return "";
  const parts = [t("options-players", { count: o.players })];
  parts.push(o.bigMountain ? t("options-big-mountain") : t("options-base-game"));
  if (o.allowDecliningGroups) parts.push(t("options-declining"));
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
  /** Messages the page asked for that its language lacks. */
  missing: () => string[];
  playing: () => boolean;
}

declare global {
  interface Window {
    __mg?: TestHooks;
    __mgDropStream?: () => void;
  }
}

const SPEEDS = [1, 2, 4] as const;
type Speed = (typeof SPEEDS)[number];
/** A version per second at 1×. */
const PLAY_MS = 1000;
const NARROW = "(max-width: 720px)";

export function gamePage(root: HTMLElement, id: string, testMode: boolean): void {
  const name = `games/${id}`;
  const client = connect();

  let view: number | "live" = "live";
  let verification: Verification | undefined;
  let verifying = false;
  let playing = false;
  let speed: Speed = 1;
  let playTimer: number | undefined;
  // What the board shows now, so that going forward by one version animates.
  let renderedVersion = 0;
  let renderedColumns: 3 | 6 = 6;
  let positions: Positions = new Map();
  let lastEntryAt = 0;
  let renderQueued = false;
  let queuedAlone = false;
  let connectionState: { state: Connection | "finished" | "cancelled"; detail?: string } = { state: "connecting" };

  const connection = h("span", { class: "connection", role: "status" });
  const announcer = h("div", { class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
  const boardEl = h("div", { class: "board", id: "board", "data-version": "0" });
  const sideEl = h("div", { class: "side-content" });
  const resultEl = h("div", { class: "result-wrap" });
  // Scrolls on its own: focusable, so that the keyboard can scroll it too.
  const logEl = h("ol", { class: "log", reversed: true, tabindex: 0 });
  // Each seat's chance to win and its plot over the game, from the server's
  // estimates (GetWinChances); hidden while there is none.
  const chancesEl = h("section", { class: "win-chances", id: "win-chances", hidden: true, "aria-labelledby": "chances-title" });
  const chancesNote = h("p", { class: "hint chances-note" });
  const chancesPlotEl = h("div", { class: "chances-plot" });
  let chancesQueued = false;
  const slider = h("input", { type: "range", id: "replay", min: 1, max: 1, value: 1, step: 1, disabled: true });
  const versionLabel = h("output", { for: "replay", class: "version-label", id: "version-label" }, "");
  const button = (onclick: () => void) => h("button", { type: "button", onclick: () => onclick() });
  const firstButton = button(() => {
    pause();
    show(1);
  });
  const prevButton = button(() => {
    pause();
    step(-1);
  });
  const nextButton = button(() => {
    pause();
    step(1);
  });
  // "Live" while the game is played; once it is over there is nothing to
  // follow, and the button only goes to the last version.
  const liveButton = button(() => {
    pause();
    show("live");
  });
  liveButton.classList.add("live-button");
  const playButton = button(() => (playing ? pause() : play()));
  playButton.classList.add("play-button");
  const speedButtons = SPEEDS.map((x) => {
    const b = h("button", { type: "button", class: "speed", "data-speed": x, "aria-pressed": String(x === speed) }, `${x}×`);
    b.addEventListener("click", () => {
      speed = x;
      speedButtons.forEach((o, i) => o.setAttribute("aria-pressed", String(SPEEDS[i] === x)));
    });
    return b;
  });
  const language = languageSwitch();

  slider.addEventListener("input", () => {
    pause();
    show(Number(slider.value));
  });

  function layout(): void {
    document.title = t("game-page-title", { id });
    const label = (el: HTMLElement, msg: string) => {
      el.title = ta(msg, "title");
      el.setAttribute("aria-label", el.title);
    };
    firstButton.textContent = t("replay-first");
    label(firstButton, "replay-first");
    prevButton.textContent = t("replay-back");
    label(prevButton, "replay-back");
    nextButton.textContent = t("replay-next");
    label(nextButton, "replay-next");
    slider.setAttribute("aria-label", t("replay-slider"));
    logEl.setAttribute("aria-label", t("log-label"));
    replace(chancesEl, h("h2", { id: "chances-title" }, t("chances")), chancesNote, chancesPlotEl);
    replace(
      root,
      h(
        "header",
        { class: "top" },
        h("a", { href: "/", class: "back" }, t("back-to-lobby")),
        h("h1", {}, t("game-heading"), " ", h("code", {}, id)),
        language,
        connection,
      ),
      h(
        "div",
        { class: "game-layout" },
        h(
          "section",
          { class: "board-column", "aria-labelledby": "board-title" },
          h("h2", { id: "board-title", class: "visually-hidden" }, t("board")),
          boardEl,
          h(
            "div",
            { class: "replay", role: "group", "aria-label": t("replay") },
            h("div", { class: "replay-buttons" }, firstButton, prevButton, nextButton, liveButton),
            slider,
            versionLabel,
            h(
              "div",
              { class: "replay-play" },
              playButton,
              h("span", { class: "speeds", role: "group", "aria-label": t("replay-speed") }, speedButtons),
            ),
            h("p", { class: "hint" }, t("replay-hint")),
          ),
        ),
        h("aside", { class: "side", "aria-label": t("game-status") }, sideEl, chancesEl),
      ),
      resultEl,
      h("section", { class: "events", "aria-labelledby": "log-title" }, h("h2", { id: "log-title" }, t("log")), logEl),
      announcer,
    );
    showConnection();
  }

  function showConnection(): void {
    const { state, detail } = connectionState;
    const words: Record<Connection | "finished" | "cancelled", string> = {
      connecting: t("conn-connecting"),
      live: t("conn-live"),
      reconnecting: t("conn-reconnecting"),
      ended: detail ? t("conn-stopped", { detail }) : t("conn-ended"),
      finished: t("conn-game-over"),
      cancelled: t("conn-game-cancelled"),
    };
    connection.textContent = words[state];
    connection.dataset.state = state;
  }

  // Asked for the version shown first, then every other in the background;
  // an answer is drawn beside the names only while its version is shown.
  const chances = new WinChances(client, name, (version) => {
    if (version === current()) showChances(sideEl, chances.at(version));
    if (chancesQueued) return;
    chancesQueued = true;
    window.setTimeout(() => {
      chancesQueued = false;
      renderChances();
    }, 50);
  });

  const feed = new GameFeed(client, name, {
    onEntry: (entry) => {
      slider.max = String(feed.last);
      slider.disabled = feed.last < 1;
      // A burst of versions (the history read at first, a resume) is drawn
      // once, without motion; a version that comes alone is animated.
      const now = performance.now();
      const alone = now - lastEntryAt > 120;
      lastEntryAt = now;
      if (view === "live") {
        if (!renderQueued) {
          renderQueued = true;
          queuedAlone = alone;
          window.setTimeout(() => {
            renderQueued = false;
            if (view === "live") render(queuedAlone);
          }, 0);
        } else queuedAlone = false;
        announce(entry);
      } else {
        updateControls();
        chances.want(current(), feed.last, firstPlaying());
      }
      if (feed.over) {
        connectionState = { state: feed.cancelled ? "cancelled" : "finished" };
        showConnection();
        // The version label too: a render queued before the game was known
        // to be over would leave it saying "live".
        updateControls();
        // A cancelled game rolled no die: no seed to check.
        if (feed.finished) void verify();
      }
    },
    onConnection: (state: Connection, detail?: string) => {
      // A game that is over is not live, even while its history streams in.
      const over = feed.cancelled ? "cancelled" : "finished";
      connectionState = feed.over && (state === "live" || state === "ended") ? { state: over } : { state, detail };
      showConnection();
      if (connectionState.state === over) updateControls();
      if (state === "ended" && feed.last === 0) {
        replace(boardEl, h("p", { class: "error", role: "alert" }, t("no-such-game", { id }), detail ? ` (${detail})` : ""));
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
      missing: () => [...missing],
      playing: () => playing,
    };
    window.__mgDropStream = () => feed.dropStream();
  }

  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target as HTMLElement | null;
    if (target && (target === slider || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return;
    if (e.key === "ArrowLeft") {
      pause();
      step(-1);
    } else if (e.key === "ArrowRight") {
      pause();
      step(1);
    } else if (e.key === "Home") {
      pause();
      show(1);
    } else if (e.key === "End") {
      pause();
      show("live");
    } else if (e.key === "p" || e.key === "P") {
      if (playing) pause();
      else play();
    } else return;
    e.preventDefault();
  });

  const narrow = window.matchMedia(NARROW);
  narrow.addEventListener("change", () => {
    renderedVersion = 0; // a new layout: draw it, do not animate
    render();
  });
  onLocaleChange(() => {
    layout();
    renderedVersion = 0;
    if (feed.last > 0) render();
  });

  function current(): number {
    return view === "live" ? feed.last : view;
  }

  /** The first version at which the game was played: every seat taken. */
  function firstPlaying(): number {
    const index = feed.entries.findIndex((e) => e !== undefined && e.game.status !== GameStatus.OPEN);
    if (index >= 0 && feed.entries.slice(0, index).every((e) => e !== undefined)) return index + 1;
    // Creation, then one version per seat taken.
    return (feed.latest?.game.options?.players ?? 0) + 1;
  }

  function renderChances(): void {
    const v = current();
    const game = (feed.entries[v - 1] ?? feed.latest)?.game;
    const seats = game?.options?.players ?? game?.seats.length ?? 0;
    const { figure, points } = chancesPlot(chances, seats, seatNames(game), v);
    chancesEl.hidden = points === 0;
    chancesPlotEl.replaceChildren(figure);
    const shown = chances.at(v);
    chancesNote.textContent = !shown
      ? t("win-chances-soon")
      : shown.rollouts > 0
        ? t("chances-explain", { rollouts: shown.rollouts, error: percent(Math.max(...shown.errors), 1) })
        : t("chances-final");
  }

  function step(delta: number): void {
    show(Math.max(1, Math.min(feed.last, current() + delta)));
  }

  function show(v: number | "live"): void {
    if (feed.last === 0) return;
    view = v === "live" || v >= feed.last ? "live" : Math.max(1, v);
    render();
  }

  function play(): void {
    if (feed.last === 0) return;
    if (current() >= feed.last) show(1);
    playing = true;
    updateControls();
    tick();
  }

  function pause(): void {
    if (!playing) return;
    playing = false;
    window.clearTimeout(playTimer);
    updateControls();
  }

  function tick(): void {
    window.clearTimeout(playTimer);
    playTimer = window.setTimeout(() => {
      if (!playing) return;
      if (current() < feed.last) show(current() + 1);
      if (current() >= feed.last) pause();
      else tick();
    }, PLAY_MS / speed);
  }

  function updateControls(): void {
    const v = current();
    slider.value = String(v);
    const total = feed.last;
    const over = feed.over;
    const args = { version: String(v), total: String(total) };
    const text = feed.cancelled
      ? t("replay-version-cancelled", args)
      : over
        ? t("replay-version-finished", args)
        : view === "live"
          ? t("replay-version-live", args)
          : t("replay-version", args);
    versionLabel.textContent = text;
    versionLabel.dataset.state = over ? "finished" : view === "live" ? "live" : "replay";
    slider.setAttribute("aria-valuetext", text);
    firstButton.disabled = prevButton.disabled = v <= 1;
    nextButton.disabled = v >= total;
    if (over) {
      // Nothing to follow: the button goes to the last version, lit never.
      liveButton.textContent = t("replay-last");
      liveButton.title = ta("replay-last", "title");
      liveButton.removeAttribute("aria-pressed");
      liveButton.disabled = v >= total;
    } else {
      liveButton.textContent = t("replay-live");
      liveButton.title = ta("replay-live", "title");
      liveButton.setAttribute("aria-pressed", String(view === "live"));
      liveButton.disabled = false;
    }
    liveButton.setAttribute("aria-label", liveButton.title);
    const playMsg = playing ? "replay-pause" : "replay-play";
    playButton.textContent = t(playMsg);
    playButton.title = ta(playMsg, "title");
    playButton.setAttribute("aria-label", playButton.title);
    playButton.dataset.playing = String(playing);
    playButton.disabled = total < 2;
  }

  function render(animate = true): void {
    updateControls();
    const v = current();
    const entry = feed.entries[v - 1];
    if (!entry) {
      replace(boardEl, h("p", { class: "hint" }, t("version-unknown", { version: v })));
      renderedVersion = 0;
      return;
    }
    const game = entry.game;
    const names = seatNames(game);
    const columns: 3 | 6 = narrow.matches ? 3 : 6;
    boardEl.dataset.version = String(entry.version);
    boardEl.dataset.status = GameStatus[game.status] ?? "UNSPECIFIED";
    boardEl.dataset.columns = String(columns);
    const drawn = drawBoard(game, entry.events, names, columns);
    boardEl.replaceChildren(drawn.svg, drawn.words);
    renderSide(sideEl, entry, names);
    showChances(sideEl, chances.at(v));
    renderChances();
    chances.want(v, feed.last, firstPlaying());
    renderResult(resultEl, game, names, verification, verifying);
    renderLog(v);
    const forward = animate && renderedVersion > 0 && v === renderedVersion + 1 && columns === renderedColumns;
    if (forward && !reducedMotion()) animateMove(drawn.svg, positions, drawn.positions, entry.events, playing ? speed : 1);
    positions = drawn.positions;
    renderedVersion = v;
    renderedColumns = columns;
  }

  function renderLog(upTo: number): void {
    const names = seatNames(feed.entries[upTo - 1]?.game);
    const items: HTMLElement[] = [];
    for (let v = upTo; v >= 1; v--) {
      const entry = feed.entries[v - 1];
      if (!entry) continue;
      const lines = entry.version === 1 ? [t("log-created")] : entry.events.map((e) => describe(e, names));
      if (entry.fromSnapshot) lines.push(t("log-snapshot"));
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
      // Only the result changes: the board is not drawn again.
      const entry = feed.entries[current() - 1];
      if (entry) renderResult(resultEl, entry.game, seatNames(entry.game), verification, verifying);
    }
  }

  layout();
  void feed.run();
}

/** A seat's name; in a rated game, a link to its account's page (the ladder's). */
function seatName(game: Game, names: readonly string[], seat: number): HTMLElement | string {
  const account = game.seats[seat]?.account;
  const name = nameOf(names, seat);
  return account ? h("a", { href: accountHref(account), class: "account-link" }, name) : name;
}

function renderSide(el: HTMLElement, entry: Entry, names: string[]): void {
  const game = entry.game;
  const board = game.board;
  const seats = game.options?.players ?? game.seats.length;
  const sections: HTMLElement[] = [];

  let statusLine: string;
  if (game.status === GameStatus.OPEN) {
    const taken = game.seats.filter((s) => s.taken).length;
    statusLine = t("status-waiting-seats", { taken, seats });
  } else if (game.status === GameStatus.PLAYING && board) {
    statusLine = t("status-turn", { turn: Number(board.turn) + 1, name: nameOf(names, board.currentSeat) });
  } else if (game.status === GameStatus.FINISHED && board?.result) {
    const winners = board.result.winners.map((s) => nameOf(names, s));
    statusLine = t(winners.length > 1 ? "status-share" : "status-wins", { names: list(winners) });
  } else if (game.status === GameStatus.CANCELLED) {
    statusLine = t("status-cancelled-expired");
  } else {
    statusLine = statusWords(game.status);
  }
  sections.push(
    h(
      "section",
      { class: "summary", "aria-label": t("game-status") },
      h("p", { class: "status-line" }, h("span", { class: `pill status-${game.status}` }, statusWords(game.status)), " ", statusLine),
      board && board.endTrigger !== EndTrigger.UNSPECIFIED
        ? h(
            "p",
            { class: "end-trigger", role: "note" },
            game.status === GameStatus.FINISHED
              ? t("end-triggered-over", { why: endTriggerWords(board.endTrigger) })
              : t("end-triggered-now", { why: endTriggerWords(board.endTrigger) }),
          )
        : null,
    ),
  );

  if (board) {
    sections.push(
      h(
        "section",
        { class: "players", "aria-labelledby": "players-title" },
        h("h2", { id: "players-title" }, t("players")),
        h(
          "ul",
          { class: "player-list" },
          board.players.map((p) => {
            const toMove = game.status === GameStatus.PLAYING && board.currentSeat === p.seat;
            const tokens = p.pointTokens.map((n, i) => ({ mountain: 5 + i, n })).filter((x) => x.n > 0);
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
                h("strong", { class: "player-name" }, seatName(game, names, p.seat)),
                h("span", { class: "visually-hidden" }, ` (${seatDescription(p.seat)})`),
                toMove ? h("span", { class: "turn-badge" }, t("player-to-move")) : null,
                // The seat's chance to win at this version (chances.ts): hidden until the estimate comes.
                h("span", { class: "chance", "data-chance": "", hidden: true }),
                h("span", { class: "score", "aria-label": t("player-score", { score: p.score }) }, String(p.score)),
              ),
              h(
                "div",
                { class: "tokens" },
                tokens.length
                  ? tokens.map((x) =>
                      h(
                        "span",
                        { class: "token", title: t("player-tokens", { count: x.n, mountain: x.mountain }) },
                        `${x.mountain}`,
                        h("sub", {}, `×${x.n}`),
                      ),
                    )
                  : h("span", { class: "muted" }, t("player-no-tokens")),
                p.bonusTokens.map((b) => h("span", { class: "token bonus", title: t("player-bonus", { value: b }) }, `★${b}`)),
                bigGoats ? h("span", { class: "token big" }, t("player-big-goats", { count: bigGoats })) : null,
              ),
            );
          }),
        ),
        h(
          "p",
          { class: "bonus-left" },
          t("bonus-left"),
          " ",
          board.bonusTokensLeft.length
            ? board.bonusTokensLeft.map((b) => h("span", { class: "token bonus" }, `★${b}`))
            : h("span", { class: "muted" }, t("bonus-none")),
        ),
      ),
    );
    sections.push(renderDice(game, entry, names));
  }
  sections.push(
    h(
      "section",
      { class: "about" },
      h("p", { class: "options" }, optionWords(game), ` · ${t("options-version", { version: String(entry.version) })}`),
      h("p", { class: "dice-source-line" }, diceBadge(game)),
    ),
  );
  el.replaceChildren(...sections);
}

function renderDice(game: Game, entry: Entry, names: string[]): HTMLElement {
  const board = game.board;
  const parts: HTMLElement[] = [];
  if (game.status === GameStatus.PLAYING && board?.roll) {
    parts.push(
      h(
        "div",
        { class: "current-roll", "aria-label": t("dice-current-label"), role: "group" },
        h(
          "p",
          { class: "dice-row" },
          h("span", { class: "roll-who" }, seatMark(board.currentSeat, 16), ` ${t("dice-current", { name: nameOf(names, board.currentSeat) })}`),
          diceRow(board.roll.dice),
        ),
      ),
    );
  }
  const played = entry.events.find((e) => e.kind.case === "movePlayed");
  if (played && played.kind.case === "movePlayed" && played.kind.value.move) {
    const seat = played.kind.value.seat;
    const move = played.kind.value.move;
    const ones = entry.events.find((e) => e.kind.case === "onesChanged");
    const rolled = ones && ones.kind.case === "onesChanged" && ones.kind.value.from ? ones.kind.value.from.dice : move.faces;
    parts.push(
      h(
        "div",
        { class: "last-move", "aria-label": t("dice-last-label"), role: "group" },
        h("h3", {}, seatMark(seat, 16), ` ${t("dice-last-move", { name: nameOf(names, seat) })}`),
        h("p", { class: "dice-row" }, h("span", { class: "dice-label" }, t("dice-rolled")), diceRow(rolled)),
        ones ? h("p", { class: "dice-row" }, h("span", { class: "dice-label" }, t("dice-ones")), diceRow(move.faces, rolled)) : null,
        h("p", { class: "dice-row groups" }, h("span", { class: "dice-label" }, t("dice-grouped")), groupsView(game, move)),
      ),
    );
  }
  if (!parts.length) parts.push(h("p", { class: "muted" }, game.status === GameStatus.OPEN ? t("dice-none-open") : t("dice-none")));
  return h("section", { class: "dice", "aria-labelledby": "dice-title" }, h("h2", { id: "dice-title" }, t("dice")), h("div", { class: "dice-parts" }, parts));
}

function diceRow(dice: readonly number[], before?: readonly number[]): HTMLElement {
  const changed = before ? dice.map((d, i) => (before[i] !== d ? t("die-was", { face: before[i] ?? "?" }) : "")).filter(Boolean) : [];
  return h(
    "span",
    {
      class: "dice-faces",
      role: "img",
      "aria-label": t("dice-faces", { dice: dice.join(", ") }) + (changed.length ? ` (${changed.join(", ")})` : ""),
      "data-dice": dice.join(","),
    },
    diceFacesSvg(dice, 26, before),
  );
}

function groupsView(game: Game, move: Move): HTMLElement {
  if (!move.groups.length) return h("span", { class: "muted" }, t("group-declined"));
  const big = game.options?.bigMountain ?? false;
  return h(
    "span",
    { class: "group-list" },
    move.groups.map((g) => {
      const sum = groupSum(move, g.dice);
      const target =
        sum >= 5 && sum <= 10 ? t("group-mountain", { sum }) : big && sum >= 11 && sum <= 24 ? t("group-spot", { sum }) : t("group-nothing");
      const faces = g.dice.map((i) => move.faces[i] ?? 1);
      return h(
        "span",
        { class: "group" },
        h("span", { class: "dice-faces", role: "img", "aria-label": t("dice-faces", { dice: faces.join(", ") }) }, diceFacesSvg(faces, 18)),
        ` = ${sum} → ${target}`,
      );
    }),
  );
}

function renderResult(
  el: HTMLElement,
  game: Game,
  names: string[],
  verification: Verification | undefined,
  verifying: boolean,
): void {
  const board = game.board;
  if (game.status !== GameStatus.FINISHED || !board?.result) {
    el.replaceChildren();
    return;
  }
  const result = board.result;
  const tie: Record<TieBreak, string> = {
    [TieBreak.GOATS_ON_SUMMITS]: "tie-summits",
    [TieBreak.HIGHEST_SUMMIT]: "tie-highest",
    [TieBreak.SHARED_WIN]: "tie-shared",
    [TieBreak.UNSPECIFIED]: "",
  };
  el.replaceChildren(
    h(
      "section",
      { class: "result", "aria-labelledby": "result-title" },
      h("h2", { id: "result-title" }, t("standings")),
      h(
        "div",
        { class: "table-wrap" },
        h(
          "table",
          { class: "standings", id: "standings" },
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              ["col-rank", "col-player", "col-score", "col-point-tokens", "col-bonus", "col-big-mountain", "col-summits"].map((c) =>
                h("th", { scope: "col" }, t(c)),
              ),
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
                h("th", { scope: "row" }, seatMark(s.seat, 16), " ", seatName(game, names, s.seat)),
                h("td", {}, String(s.score)),
                h("td", {}, String(s.pointTokenPoints)),
                h("td", {}, String(s.bonusTokenPoints)),
                h("td", {}, String(s.bigMountainPoints)),
                h("td", {}, String(s.goatsOnSummits)),
              ),
            ),
          ),
        ),
      ),
      result.tieBreak !== TieBreak.UNSPECIFIED ? h("p", {}, t(tie[result.tieBreak])) : null,
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
            ? t(game.diceSource === DiceSource.SERVER_SEED_AND_PLAYERS ? "check-ok-players" : "check-ok", { rolls: verification.rolls })
            : t("check-failed", { problem: verification.problem })
          : verifying
            ? t("check-running")
            : t("check-waiting"),
      ),
    ),
  );
}
