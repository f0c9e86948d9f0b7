// Each seat's chance to win, from the server's estimate (GetWinChances):
// asked for every version the page shows, as it comes, and for every other
// version of the game in the background, one call at a time, for the plot.
// Nothing waits for it: the board is drawn first, and an answer is shown
// only while its version is the one on the board (a late answer for an
// older version goes to the plot, never beside the names).

import { Code, ConnectError } from "@connectrpc/connect";
import type { GameClient } from "./api.js";
import { h, s } from "./dom.js";
import { locale, t, ta } from "./i18n.js";
import { nameOf, SEAT_SHAPES, seatDescription, seatShape } from "./seats.js";

/** One version's chances: by seat, the chance and its standard error. */
export interface Estimate {
  version: number;
  chances: number[];
  errors: number[];
  rollouts: number;
}

/** After a refusal for being busy (or a network error), wait this long before asking again. */
const RETRY_MS = 1500;

export class WinChances {
  /** By version: the estimate, or null when the game had not started (or the server cannot say). */
  readonly known = new Map<number, Estimate | null>();
  /** The first version at which the game was being played, once known. */
  private start = 1;
  private readonly pending = new Set<number>();
  /** The newest version the page wants, asked before the background's. */
  private wanted = 0;
  /** Versions up to this one exist (the game's last version). */
  private last = 0;
  private busy = false;
  private retryAt = 0;
  private timer: number | undefined;
  private stopped = false;

  constructor(
    private readonly client: GameClient,
    private readonly name: string,
    private readonly changed: (version: number) => void,
  ) {}

  /** The game has versions up to `last`, and the page shows `shown`: ask for it first. */
  want(shown: number, last: number, firstPlaying: number): void {
    this.last = Math.max(this.last, last);
    this.start = Math.max(this.start, firstPlaying);
    this.wanted = shown;
    this.pump();
  }

  stop(): void {
    this.stopped = true;
    window.clearTimeout(this.timer);
  }

  /** The estimate for `version`, if it has come. */
  at(version: number): Estimate | undefined {
    return this.known.get(version) ?? undefined;
  }

  /** The next version to ask for: the one shown, then the newest unknown, going back. */
  private next(): number | undefined {
    const open = (v: number) => v >= this.start && v <= this.last && !this.known.has(v) && !this.pending.has(v);
    if (open(this.wanted)) return this.wanted;
    for (let v = this.last; v >= this.start; v--) if (open(v)) return v;
    return undefined;
  }

  /** One call at a time: the server makes one estimate per version for everyone, and this page should not flood it. */
  private pump(): void {
    if (this.stopped || this.busy) return;
    const wait = this.retryAt - Date.now();
    if (wait > 0) {
      window.clearTimeout(this.timer);
      this.timer = window.setTimeout(() => this.pump(), wait);
      return;
    }
    const version = this.next();
    if (version === undefined) return;
    this.busy = true;
    this.pending.add(version);
    void this.ask(version).finally(() => {
      this.pending.delete(version);
      this.busy = false;
      this.pump();
    });
  }

  private async ask(version: number): Promise<void> {
    try {
      const answer = await this.client.getWinChances({ name: this.name, version: BigInt(version) });
      this.known.set(version, {
        version,
        chances: answer.seats.map((x) => x.chance),
        errors: answer.seats.map((x) => x.standardError),
        rollouts: answer.rollouts,
      });
    } catch (error) {
      const code = error instanceof ConnectError ? error.code : Code.Unknown;
      if (code === Code.FailedPrecondition) {
        // Not started yet at that version: nothing before it was either.
        this.known.set(version, null);
        this.start = Math.max(this.start, version + 1);
      } else if (code === Code.Unavailable || code === Code.ResourceExhausted || code === Code.Unknown || code === Code.DeadlineExceeded) {
        this.retryAt = Date.now() + RETRY_MS;
        return;
      } else {
        // A server without chances, or a refusal that asking again will not change.
        this.known.set(version, null);
        return;
      }
    }
    this.changed(version);
  }
}

/** A chance as the page writes it, in the language's own way: "37%", "37 %". */
export function percent(chance: number, digits = 0): string {
  return new Intl.NumberFormat(locale(), { style: "percent", maximumFractionDigits: digits }).format(chance);
}

/** Fills each player's `.chance` with the estimate of `version`, or hides it. */
export function showChances(root: ParentNode, estimate: Estimate | undefined): void {
  for (const el of root.querySelectorAll<HTMLElement>(".player .chance")) {
    const seat = Number(el.closest<HTMLElement>(".player")?.dataset.seat ?? -1);
    const chance = estimate?.chances[seat];
    if (!estimate || chance === undefined) {
      el.hidden = true;
      el.textContent = "";
      el.dataset.chance = "";
      el.removeAttribute("title");
      el.removeAttribute("aria-label");
      continue;
    }
    el.hidden = false;
    el.textContent = percent(chance);
    el.dataset.chance = String(chance);
    el.dataset.version = String(estimate.version);
    const args = {
      chance: percent(chance),
      error: percent(estimate.errors[seat] ?? 0, 1),
      rollouts: estimate.rollouts,
    };
    el.title = estimate.rollouts > 0 ? ta("chance-seat", "title", args) : ta("chance-seat-final", "title", args);
    el.setAttribute("aria-label", el.title);
  }
}

/** Stroke dashes by seat: the lines differ in pattern as well as colour (and end in the seat's shape). */
const DASHES = ["", "7 3", "2 3", "9 3 2 3", "4 2"];

const W = 320;
const H = 150;
const PAD = { left: 34, right: 14, top: 10, bottom: 22 };

/**
 * Each seat's chance over the versions known so far, as an SVG line per
 * seat in the seat's colour, dash and shape, with the version shown marked;
 * and a text alternative (the SVG's title and description, and a summary in
 * words for every reader).
 */
export function chancesPlot(
  chances: WinChances,
  seats: number,
  names: readonly string[],
  shown: number,
): { figure: HTMLElement; points: number } {
  const versions = [...chances.known.entries()]
    .filter((e): e is [number, Estimate] => e[1] !== null && e[1].chances.length === seats)
    .sort((a, b) => a[0] - b[0]);
  if (!versions.length) {
    return { figure: h("p", { class: "hint" }, t("win-chances-soon")), points: 0 };
  }
  const first = versions[0][0];
  const last = versions[versions.length - 1][0];
  const span = Math.max(1, last - first);
  const x = (v: number) => PAD.left + ((v - first) / span) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (1 - p) * (H - PAD.top - PAD.bottom);
  const grid = [0, 0.25, 0.5, 0.75, 1].map((p) =>
    s(
      "g",
      { class: "chances-grid" },
      s("line", { x1: PAD.left, x2: W - PAD.right, y1: y(p), y2: y(p) }),
      s("text", { x: PAD.left - 4, y: y(p) + 3.5, "text-anchor": "end" }, percent(p)),
    ),
  );
  const axis = s(
    "g",
    { class: "chances-axis" },
    s("text", { x: PAD.left, y: H - 6, "text-anchor": "start" }, t("chances-version", { version: first })),
    s("text", { x: W - PAD.right, y: H - 6, "text-anchor": "end" }, t("chances-version", { version: last })),
  );
  const marker =
    shown >= first && shown <= last
      ? s("line", { class: "chances-now", x1: x(shown), x2: x(shown), y1: PAD.top, y2: H - PAD.bottom })
      : null;
  const lines: SVGElement[] = [];
  const summary: string[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const values = versions.map(([v, e]) => [v, e.chances[seat] ?? 0] as const);
    const points = values.map(([v, p]) => `${x(v).toFixed(1)},${y(p).toFixed(1)}`).join(" ");
    const [endV, endP] = values[values.length - 1];
    const size = 9;
    const dash = DASHES[seat % DASHES.length];
    lines.push(
      s(
        "g",
        { class: `chances-seat seat-${seat % SEAT_SHAPES.length}`, "data-seat": seat },
        s("polyline", { class: "chances-casing", points }),
        s("polyline", { class: "chances-line", points, "data-seat": seat, "stroke-dasharray": dash || null }),
        s("g", { transform: `translate(${(x(endV) - size / 2).toFixed(1)} ${(y(endP) - size / 2).toFixed(1)})` }, seatShape(seat, size)),
      ),
    );
    const all = values.map(([, p]) => p);
    summary.push(
      t("chances-plot-seat", {
        name: nameOf(names, seat),
        look: seatDescription(seat),
        now: percent(endP),
        low: percent(Math.min(...all)),
        high: percent(Math.max(...all)),
      }),
    );
  }
  const label = t("chances-plot-label", { from: first, to: last, count: versions.length });
  const svg = s(
    "svg",
    {
      class: "chances-svg",
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-labelledby": "chances-plot-title",
      "aria-describedby": "chances-summary",
      focusable: "false",
    },
    s("title", { id: "chances-plot-title" }, label),
    grid,
    axis,
    marker,
    lines,
  );
  const figure = h(
    "figure",
    { class: "chances-figure", "data-versions": versions.length, "data-from": first, "data-to": last },
    svg,
    // The plot in words, for every reader: each seat's chance now and its range.
    h("figcaption", {}, h("ul", { class: "chances-summary", id: "chances-summary" }, summary.map((line) => h("li", {}, line)))),
  );
  return { figure, points: versions.length };
}
