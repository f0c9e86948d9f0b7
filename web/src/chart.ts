// An account's rating over its rated games, drawn as SVG: the displayed
// rating (μ − 3σ) after each game as a line with a point per game, over the
// band μ ± σ, with axes labelled in the page's language. The chart is drawn
// at the width it is shown (its text stays 12 px on a phone), and says in
// words what it shows (its title, and a summary under it).

import type { RatedGame } from "../../clients/typescript/src/gen/mountain_goats/v1/game_service_pb.js";
import { h, s } from "./dom.js";
import { t } from "./i18n.js";
import { ratingNumber } from "./ladder.js";

/** A step of 1, 2 or 5 times a power of ten, near `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const f = rough / power;
  return (f < 1.5 ? 1 : f < 3.5 ? 2 : f < 7.5 ? 5 : 10) * power;
}

/** Axis bounds and ticks covering [lo, hi] in about `count` steps. */
function ticksFor(lo: number, hi: number, count: number): { lo: number; hi: number; ticks: number[] } {
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  const step = niceStep((hi - lo) / count);
  const from = Math.floor(lo / step) * step;
  const to = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = from; v <= to + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return { lo: from, hi: to, ticks };
}

/**
 * The chart of `history` (oldest first), whose first game is the account's
 * rated game number `firstNumber`, drawn `width` px wide.
 */
export function ratingChart(history: readonly RatedGame[], firstNumber: number, width: number, name: string): HTMLElement {
  const n = history.length;
  const W = Math.max(260, Math.round(width));
  const H = W < 520 ? 220 : 260;
  const PAD = { left: 50, right: 14, top: 12, bottom: 42 };
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const ratings = history.map((g) => ({ mu: g.rating?.mu ?? 0, sigma: g.rating?.sigma ?? 0, displayed: g.rating?.displayed ?? 0 }));
  const lows = ratings.flatMap((r) => [r.displayed, r.mu - r.sigma]);
  const highs = ratings.flatMap((r) => [r.displayed, r.mu + r.sigma]);
  const yAxis = ticksFor(Math.min(...lows), Math.max(...highs), H < 240 ? 4 : 5);
  const x = (i: number) => PAD.left + (n === 1 ? plotW / 2 : (i / (n - 1)) * plotW);
  const y = (v: number) => PAD.top + (1 - (v - yAxis.lo) / (yAxis.hi - yAxis.lo)) * plotH;
  const f = (v: number) => v.toFixed(1);

  const grid = yAxis.ticks.map((v) =>
    s(
      "g",
      { class: `chart-grid${Math.abs(v) < 1e-9 ? " zero" : ""}` },
      s("line", { x1: PAD.left, x2: W - PAD.right, y1: f(y(v)), y2: f(y(v)) }),
      s("text", { x: PAD.left - 6, y: f(y(v) + 4), "text-anchor": "end" }, ratingNumber(v).replace(/[.,]0$/, "")),
    ),
  );

  // The games' numbers along the bottom: about one label per 56 px, at round numbers.
  const lastNumber = firstNumber + n - 1;
  const step = n <= 1 ? 1 : Math.max(1, niceStep(Math.max(1, (n - 1) / Math.max(1, Math.floor(plotW / 56)))));
  const xTicks = new Set<number>([firstNumber]);
  for (let k = Math.ceil(firstNumber / step) * step; k <= lastNumber; k += step) {
    if (k - firstNumber >= step / 2 || k === firstNumber) xTicks.add(k);
  }
  const xAxis = s(
    "g",
    { class: "chart-axis" },
    s("line", { x1: PAD.left, x2: W - PAD.right, y1: PAD.top + plotH, y2: PAD.top + plotH }),
    [...xTicks].map((k) => {
      const at = f(x(k - firstNumber));
      return s(
        "g",
        {},
        s("line", { x1: at, x2: at, y1: PAD.top + plotH, y2: PAD.top + plotH + 4 }),
        s("text", { x: at, y: PAD.top + plotH + 17, "text-anchor": "middle" }, String(k)),
      );
    }),
    s("text", { class: "chart-axis-title", x: PAD.left + plotW / 2, y: H - 4, "text-anchor": "middle" }, t("chart-axis-games")),
    s(
      "text",
      { class: "chart-axis-title", x: 0, y: 0, transform: `translate(13 ${f(PAD.top + plotH / 2)}) rotate(-90)`, "text-anchor": "middle" },
      t("chart-axis-rating"),
    ),
  );

  // μ ± σ as a shaded band: over the points, then back under them. One game alone gets a short band of its own.
  const spread = n === 1 ? 10 : 0;
  const upper = ratings.map((r, i) => `${f(x(i) + (i === n - 1 ? spread : 0))},${f(y(r.mu + r.sigma))}`);
  const lower = ratings.map((r, i) => `${f(x(i) + (i === n - 1 ? spread : 0))},${f(y(r.mu - r.sigma))}`).reverse();
  if (spread) {
    upper.unshift(`${f(x(0) - spread)},${f(y(ratings[0].mu + ratings[0].sigma))}`);
    lower.push(`${f(x(0) - spread)},${f(y(ratings[0].mu - ratings[0].sigma))}`);
  }
  const band = s("polygon", { class: "chart-band", points: [...upper, ...lower].join(" ") });

  const line = s("path", {
    class: "chart-line",
    d: ratings.map((r, i) => `${i === 0 ? "M" : "L"}${f(x(i))} ${f(y(r.displayed))}`).join(" "),
    "data-points": n,
  });
  const points =
    n <= 120
      ? ratings.map((r, i) =>
          s(
            "circle",
            { class: "chart-point", cx: f(x(i)), cy: f(y(r.displayed)), r: n > 40 ? 2.5 : 3.5 },
            s(
              "title",
              {},
              t("chart-point", {
                number: firstNumber + i,
                rating: ratingNumber(r.displayed),
                change: ratingNumber(history[i].displayedChange, true),
              }),
            ),
          ),
        )
      : [];

  const displayed = ratings.map((r) => r.displayed);
  const summary = t("chart-summary", {
    first: ratingNumber(displayed[0]),
    last: ratingNumber(displayed[n - 1]),
    low: ratingNumber(Math.min(...displayed)),
    high: ratingNumber(Math.max(...displayed)),
  });
  const svg = s(
    "svg",
    {
      class: "rating-chart",
      width: W,
      height: H,
      viewBox: `0 0 ${W} ${H}`,
      role: "img",
      "aria-labelledby": "rating-chart-title",
      "aria-describedby": "rating-chart-summary",
      focusable: "false",
    },
    s("title", { id: "rating-chart-title" }, t("chart-label", { name, count: n })),
    grid,
    band,
    xAxis,
    line,
    points,
  );
  const swatch = (kind: "line" | "band") =>
    s(
      "svg",
      { class: `chart-swatch ${kind}`, width: 22, height: 12, viewBox: "0 0 22 12", "aria-hidden": "true", focusable: "false" },
      kind === "line" ? s("line", { x1: 1, x2: 21, y1: 6, y2: 6 }) : s("rect", { x: 1, y: 1, width: 20, height: 10 }),
    );
  return h(
    "figure",
    { class: "chart-figure", "data-games": n },
    svg,
    h(
      "figcaption",
      {},
      h(
        "ul",
        { class: "chart-legend" },
        h("li", {}, swatch("line"), " ", t("chart-legend-displayed")),
        h("li", {}, swatch("band"), " ", t("chart-legend-band")),
      ),
      h("p", { class: "chart-summary", id: "rating-chart-summary" }, summary),
    ),
  );
}
