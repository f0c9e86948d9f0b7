// The board drawn as the game looks: six mountains (5 to 10) as tall as
// their steps, narrowing to the summit; goats as pieces in the seats'
// colours and shapes; each mountain's stack of point tokens; the bonus
// tokens; the Big Mountain as its own track; and the last move's dice,
// grouped, with a line from each group to the mountain it climbed.
//
// The drawing is decoration for sighted readers (aria-hidden): the same
// facts are in a visually hidden list next to it, for screen readers.
//
// Moves are animated (goats slide to their new step, a goat knocked off a
// summit falls back to the foot, a token flies to its player) only when the
// board goes forward by one version and the reader has not asked for
// reduced motion.

import type { Event, Game, Move } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { groupSum } from "./describe.js";
import { h, s } from "./dom.js";
import { list, t } from "./i18n.js";
import { nameOf, seatShape } from "./seats.js";

const HEIGHTS: Record<number, number> = { 5: 4, 6: 4, 7: 3, 8: 3, 9: 2, 10: 2 };
const BIG_MOUNTAIN_SPOTS = Array.from({ length: 14 }, (_, i) => 11 + i);
const ALL_BONUS_TOKENS = [15, 12, 9, 6];

// Geometry, in the SVG's own units.
const COL_W = 160;
const STEP_H = 44;
const BASE_HALF = 74;
const TOP_HALF = 20;
const ROW_PAD = 14;
const BADGE_H = 42;
const TRAY_H = 96;
const DIE = 30;
const GOAT = 22;

export interface Point {
  x: number;
  y: number;
}

/** Where each goat was drawn, by key (`seat:m:mountain` or `seat:b:spot`), in SVG units. */
export type Positions = Map<string, Point>;

export interface Drawn {
  svg: SVGSVGElement;
  positions: Positions;
  /** The same board in words, visually hidden. */
  words: HTMLElement;
}

interface MountainBox {
  cx: number;
  baseY: number;
  height: number;
}

function halfWidth(level: number, bands: number): number {
  return BASE_HALF - ((BASE_HALF - TOP_HALF) * level) / bands;
}

/** The board of `game` drawn `columns` mountains wide (6, or 3 on a phone). */
export function drawBoard(game: Game, events: readonly Event[], names: readonly string[], columns: 3 | 6): Drawn {
  const board = game.board;
  const positions: Positions = new Map();
  const width = columns * COL_W;
  const svg = s("svg", {
    class: "board-svg",
    "aria-hidden": "true",
    focusable: "false",
  }) as SVGSVGElement;
  svg.append(
    s(
      "defs",
      {},
      s(
        "marker",
        { id: "arrow", viewBox: "0 0 10 10", refX: 8, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" },
        s("path", { d: "M0,0 L10,5 L0,10 z", class: "arrow-head" }),
      ),
    ),
  );
  const mountains = board?.mountains ?? [];
  const rows: number[][] = columns === 6 ? [[5, 6, 7, 8, 9, 10]] : [[5, 6, 7], [8, 9, 10]];
  const boxes = new Map<number, MountainBox>();
  let y = 0;
  let trayTop = 0;
  rows.forEach((row, r) => {
    const bands = Math.max(...row.map((n) => (HEIGHTS[n] ?? 2) + 1));
    const baseY = y + ROW_PAD + bands * STEP_H;
    row.forEach((n, i) => boxes.set(n, { cx: i * COL_W + COL_W / 2, baseY, height: HEIGHTS[n] ?? 2 }));
    y = baseY + BADGE_H;
    if (r === 0) {
      // The dice tray under the first row of mountains.
      trayTop = y;
      y += TRAY_H;
    }
  });

  const goatsAt = new Map<string, number[]>();
  for (const p of board?.players ?? []) {
    for (const g of p.goats) {
      if (g.place.case === "mountain") {
        const key = `${g.place.value.number}:${g.place.value.position}`;
        goatsAt.set(key, [...(goatsAt.get(key) ?? []), p.seat]);
      }
    }
  }

  const layer = {
    land: s("g", { class: "land" }),
    tray: s("g", { class: "tray" }),
    pieces: s("g", { class: "pieces" }),
  };

  for (const m of mountains) {
    const box = boxes.get(m.number);
    if (!box) continue;
    const height = m.height || box.height;
    const bands = height + 1;
    const { cx, baseY } = box;
    const g = s("g", { class: "mountain", "data-mountain": m.number });
    for (let pos = 0; pos <= height; pos++) {
      const y0 = baseY - pos * STEP_H;
      const y1 = y0 - STEP_H;
      const w0 = halfWidth(pos, bands);
      const w1 = halfWidth(pos + 1, bands);
      const kind = pos === height ? "summit" : pos === 0 ? "foot" : `step${pos % 2}`;
      g.append(
        s("polygon", {
          class: `band band-${kind}`,
          points: `${cx - w0},${y0} ${cx - w1},${y1} ${cx + w1},${y1} ${cx + w0},${y0}`,
        }),
      );
      if (pos > 0 && pos < height) {
        g.append(s("text", { class: "step-number", x: cx - w0 + 8, y: y0 - STEP_H / 2 + 4 }, String(pos)));
      }
      const here = goatsAt.get(`${m.number}:${pos}`) ?? [];
      if (pos === height) {
        // The king of the hill: one goat, larger, with a crown.
        for (const seat of here) {
          const at = { x: cx, y: y0 - STEP_H / 2 + 2 };
          layer.pieces.append(goatPiece(seat, `${seat}:m:${m.number}`, at, GOAT + 6, names, true));
          positions.set(`${seat}:m:${m.number}`, at);
        }
      } else {
        const avail = 2 * halfWidth(pos + 0.5, bands) - 14;
        placeInBand(here, cx, y0 - STEP_H / 2, avail).forEach(({ seat, at, size }) => {
          layer.pieces.append(goatPiece(seat, `${seat}:m:${m.number}`, at, size, names, false));
          positions.set(`${seat}:m:${m.number}`, at);
        });
      }
    }
    // The mountain's number at its foot.
    g.append(
      s("rect", { class: "badge", x: cx - 19, y: baseY + 5, width: 38, height: 30, rx: 7 }),
      s("text", { class: "badge-text", x: cx, y: baseY + 27 }, String(m.number)),
    );
    // The stack of point tokens beside the summit, with the count left.
    const summitY = baseY - (height + 1) * STEP_H;
    g.append(tokenStack(m.number, m.pointTokensLeft, cx + TOP_HALF + 34, summitY + 14));
    layer.land.append(g);
  }

  // The bonus tokens still to take, top right; the taken ones as empty places.
  const left = board?.bonusTokensLeft ?? [];
  const bonus = s("g", { class: "bonus-tokens" });
  ALL_BONUS_TOKENS.forEach((value, i) => {
    const x = width - 22 - (ALL_BONUS_TOKENS.length - 1 - i) * 38;
    bonus.append(bonusToken(value, left.includes(value), x, 24));
  });
  layer.land.append(bonus);

  // The Big Mountain, when the game has it.
  let bigBottom = y;
  const spotAt = new Map<number, Point>();
  if (game.options?.bigMountain) {
    const perRow = columns === 6 ? 14 : 7;
    const rowH = columns === 6 ? 128 : 100;
    const rowsOfSpots = BIG_MOUNTAIN_SPOTS.length / perRow;
    const top = y + 6;
    const g = s("g", { class: "big-mountain" });
    const bySpot = new Map((board?.bigMountain ?? []).map((b) => [b.spot, b.seat]));
    for (let r = 0; r < rowsOfSpots; r++) {
      // Higher spots are higher up: the second row of a phone's track is drawn above the first.
      const rowBottom = top + (rowsOfSpots - r) * rowH;
      const spots = BIG_MOUNTAIN_SPOTS.slice(r * perRow, (r + 1) * perRow);
      const dx = (width - 80) / (perRow - 1);
      const rise = columns === 6 ? 58 : 30;
      const first = { x: 40, y: rowBottom - 46 };
      const last = { x: 40 + (perRow - 1) * dx, y: rowBottom - 46 - rise };
      g.append(
        s("polygon", {
          class: "band band-step1",
          points: `4,${rowBottom} 4,${first.y + 26} ${last.x + 36},${last.y + 26} ${width - 4},${last.y + 26} ${width - 4},${rowBottom}`,
        }),
      );
      spots.forEach((spot, i) => {
        const at = { x: first.x + i * dx, y: first.y - (rise * i) / (perRow - 1) };
        spotAt.set(spot, at);
        g.append(
          s("circle", { class: "spot", cx: at.x, cy: at.y, r: 16, "data-spot": spot }),
          s("text", { class: "spot-number", x: at.x, y: at.y + 37 }, String(spot)),
        );
        const seat = bySpot.get(spot);
        if (seat !== undefined) {
          layer.pieces.append(goatPiece(seat, `${seat}:b:${spot}`, at, GOAT, names, false));
          positions.set(`${seat}:b:${spot}`, at);
        }
      });
    }
    // The title sits on the lowest ridge, bottom right.
    g.append(s("text", { class: "big-title", x: width - 12, y: top + rowsOfSpots * rowH - 9 }, t("big-mountain")));
    layer.land.append(g);
    bigBottom = top + rowsOfSpots * rowH;
  }

  drawTray(layer.tray, game, events, boxes, spotAt, trayTop, width, columns);

  svg.append(layer.land, layer.tray, layer.pieces);
  svg.setAttribute("viewBox", `0 0 ${width} ${bigBottom + 4}`);
  return { svg, positions, words: boardWords(game, names) };
}

/** Goats side by side on a step, in two rows when one does not hold them. */
function placeInBand(seats: readonly number[], cx: number, cy: number, avail: number): { seat: number; at: Point; size: number }[] {
  if (!seats.length) return [];
  const perRow = Math.max(1, Math.floor(avail / (GOAT + 3)));
  const rowsNeeded = seats.length <= perRow ? 1 : 2;
  const size = rowsNeeded === 1 ? GOAT : 20;
  const inRow = Math.ceil(seats.length / rowsNeeded);
  const step = Math.min(size + 3, avail / inRow);
  return seats.map((seat, i) => {
    const row = Math.floor(i / inRow);
    const col = i % inRow;
    const count = row === rowsNeeded - 1 ? seats.length - row * inRow : inRow;
    const x = cx + (col - (count - 1) / 2) * step;
    const y = rowsNeeded === 1 ? cy + 2 : cy - 10 + row * 21;
    return { seat, at: { x, y }, size };
  });
}

function goatPiece(seat: number, key: string, at: Point, size: number, names: readonly string[], king: boolean): SVGElement {
  const piece = s(
    "g",
    { class: `goat-piece seat-${seat % 5}` },
    s("ellipse", { class: "goat-shadow", cx: 0, cy: size / 2 - 1, rx: size / 2, ry: 3 }),
    s("g", { transform: `translate(${-size / 2},${-size / 2})` }, seatShape(seat, size)),
    king ? s("path", { class: "crown", d: `M-8,${-size / 2 - 3} l0,-8 l4,4 l4,-6 l4,6 l4,-4 l0,8 z` }) : null,
  );
  return s(
    "g",
    {
      class: `goat${king ? " king" : ""}`,
      "data-goat": key,
      "data-seat": seat,
      transform: `translate(${at.x},${at.y})`,
    },
    s("title", {}, nameOf(names, seat)),
    piece,
  );
}

function tokenStack(mountain: number, count: number, x: number, y: number): SVGElement {
  const g = s("g", { class: `stack${count ? "" : " empty"}`, "data-stack": mountain, "data-left": count });
  const layers = Math.min(count, 5);
  for (let i = layers - 1; i >= 1; i--) g.append(s("circle", { class: "chip", cx: x, cy: y + i * 3.5, r: 14 }));
  g.append(
    s("circle", { class: count ? "chip top" : "chip none", cx: x, cy: y, r: 14 }),
    s("text", { class: "chip-value", x, y: y + 5 }, String(mountain)),
    s("text", { class: "chip-count", x, y: y + 14 + layers * 3.5 + 13 }, `×${count}`),
  );
  return g;
}

function bonusToken(value: number, there: boolean, x: number, y: number): SVGElement {
  const r = 17;
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return s(
    "g",
    { class: `bonus${there ? "" : " taken"}`, "data-bonus-slot": value },
    s("polygon", { class: "bonus-shape", points }),
    there ? s("text", { class: "bonus-value", x, y: y + 5 }, String(value)) : null,
  );
}

/** The last move's dice, each group under the mountain it climbs, with a line to it. */
function drawTray(
  g: SVGElement,
  game: Game,
  events: readonly Event[],
  boxes: Map<number, MountainBox>,
  spotAt: Map<number, Point>,
  top: number,
  width: number,
  columns: 3 | 6,
): void {
  const played = events.find((e) => e.kind.case === "movePlayed");
  if (!played || played.kind.case !== "movePlayed" || !played.kind.value.move) return;
  const seat = played.kind.value.seat;
  const move: Move = played.kind.value.move;
  const ones = events.find((e) => e.kind.case === "onesChanged");
  const rolled = ones && ones.kind.case === "onesChanged" ? ones.kind.value.from?.dice : undefined;
  g.setAttribute("data-seat", String(seat));
  const big = game.options?.bigMountain ?? false;
  const wasted = new Set(
    events.flatMap((e) => (e.kind.case === "groupWasted" ? [e.kind.value.sum] : [])),
  );
  const groups = move.groups.map((grp) => {
    const sum = groupSum(move, grp.dice);
    let target: Point | undefined;
    let below = false;
    const box = boxes.get(sum);
    if (box && !wasted.has(sum)) {
      if (box.baseY < top) target = { x: box.cx, y: box.baseY + 37 };
      else {
        const summitTop = box.baseY - (box.height + 1) * STEP_H;
        target = { x: box.cx, y: summitTop - 4 };
        below = true;
      }
    } else if (big && spotAt.has(sum) && !wasted.has(sum) && columns === 6) {
      const at = spotAt.get(sum);
      if (at) target = { x: at.x, y: at.y - 18 };
      below = true;
    }
    const w = grp.dice.length * (DIE + 4) + 6;
    return { grp, sum, target, below, w, x: target ? target.x - w / 2 : width, dice: grp.dice };
  });
  // Side by side, each as near its mountain as the others let it.
  const order = [...groups].sort((a, b) => a.x - b.x);
  let minX = 6;
  for (const grp of order) {
    grp.x = Math.max(grp.x, minX);
    minX = grp.x + grp.w + 10;
  }
  let overflow = minX - 10 - (width - 6);
  for (let i = order.length - 1; i >= 0 && overflow > 0; i--) {
    const shift = Math.min(overflow, order[i].x - (i > 0 ? order[i - 1].x + order[i - 1].w + 10 : 6));
    for (let j = i; j < order.length; j++) order[j].x -= Math.max(0, shift);
    overflow -= Math.max(0, shift);
  }
  const dy = top + 34;
  for (const grp of order) {
    const box = s("g", { class: `group${grp.target ? "" : " wasted"}`, "data-sum": grp.sum });
    box.append(s("rect", { class: "group-box", x: grp.x, y: dy - 4, width: grp.w, height: DIE + 8, rx: 6 }));
    grp.dice.forEach((d, i) => {
      const face = move.faces[d] ?? 1;
      const changed = rolled !== undefined && rolled[d] !== face;
      box.append(dieFace(face, grp.x + 5 + i * (DIE + 4), dy, DIE, changed));
    });
    const mid = grp.x + grp.w / 2;
    box.append(s("text", { class: "group-sum", x: mid, y: dy + DIE + 24 }, grp.target ? `= ${grp.sum}` : `= ${grp.sum} ✗`));
    if (grp.target) {
      const from = grp.below ? { x: mid, y: dy + DIE + 30 } : { x: mid, y: dy - 5 };
      const to = grp.target;
      const bend = (to.y - from.y) / 2;
      box.append(
        s("path", {
          class: "connector",
          d: `M${from.x},${from.y} C${from.x},${from.y + bend} ${to.x},${to.y - bend} ${to.x},${to.y}`,
          "marker-end": "url(#arrow)",
        }),
      );
    }
    g.append(box);
  }
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.25, 0.25], [0.75, 0.75]],
  3: [[0.25, 0.25], [0.5, 0.5], [0.75, 0.75]],
  4: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
  5: [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]],
  6: [[0.25, 0.22], [0.75, 0.22], [0.25, 0.5], [0.75, 0.5], [0.25, 0.78], [0.75, 0.78]],
};

/** A die showing `face` as pips, at (x, y) in an SVG. */
export function dieFace(face: number, x: number, y: number, size: number, changed = false): SVGElement {
  return s(
    "g",
    { class: `die-face${changed ? " changed" : ""}`, "data-face": face },
    s("rect", { class: "die-body", x: x + 1, y: y + 1, width: size - 2, height: size - 2, rx: size / 6 }),
    (PIPS[face] ?? []).map(([px, py]) => s("circle", { class: "pip", cx: x + px * size, cy: y + py * size, r: size / 11 })),
  );
}

/** Dice as faces in a small inline SVG, for the side panel. */
export function diceFacesSvg(dice: readonly number[], size = 28, before?: readonly number[]): SVGElement {
  return s(
    "svg",
    {
      class: "dice-svg",
      width: dice.length * (size + 4),
      height: size,
      viewBox: `0 0 ${dice.length * (size + 4)} ${size}`,
      "aria-hidden": "true",
      focusable: "false",
    },
    dice.map((d, i) => dieFace(d, i * (size + 4), 0, size, before !== undefined && before[i] !== d)),
  );
}

/** The board in words: every mountain's steps and goats, the tokens, the Big Mountain. */
function boardWords(game: Game, names: readonly string[]): HTMLElement {
  const board = game.board;
  const items: HTMLElement[] = [];
  for (const m of board?.mountains ?? []) {
    const height = m.height || HEIGHTS[m.number] || 0;
    const steps: HTMLElement[] = [];
    for (let pos = height; pos >= 0; pos--) {
      const here = (board?.players ?? [])
        .filter((p) => p.goats.some((g) => g.place.case === "mountain" && g.place.value.number === m.number && g.place.value.position === pos))
        .map((p) => nameOf(names, p.seat));
      const place = pos === height ? t("place-summit") : pos === 0 ? t("place-foot") : t("place-step", { step: pos });
      steps.push(h("li", {}, here.length ? t("place-goats", { place, names: list(here) }) : t("place-empty", { place })));
    }
    items.push(
      h(
        "li",
        { "data-mountain": m.number },
        `${t("mountain", { number: m.number })}: ${t("tokens-left", { count: m.pointTokensLeft })}`,
        h("ul", {}, steps),
      ),
    );
  }
  items.push(
    h(
      "li",
      {},
      `${t("bonus-tokens")}: ${board?.bonusTokensLeft.length ? board.bonusTokensLeft.join(", ") : t("bonus-none")}`,
    ),
  );
  if (game.options?.bigMountain) {
    const bySpot = new Map((board?.bigMountain ?? []).map((b) => [b.spot, b.seat]));
    items.push(
      h(
        "li",
        {},
        t("big-mountain"),
        h(
          "ul",
          {},
          BIG_MOUNTAIN_SPOTS.map((spot) => {
            const seat = bySpot.get(spot);
            return h(
              "li",
              { "data-spot": spot },
              seat !== undefined ? t("spot", { spot, name: nameOf(names, seat) }) : t("spot-empty", { spot }),
            );
          }),
        ),
      ),
    );
  }
  return h("ul", { class: "board-words visually-hidden" }, items);
}

// ---- Motion -----------------------------------------------------------------

export function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Animates what `events` changed between the board drawn before (`before`)
 * and the one just drawn in `svg`: goats slide from where they stood, a goat
 * knocked off a summit falls back to its foot, tokens fly to their players.
 * `speed` shortens everything (replays at 2× and 4×).
 */
export function animateMove(svg: SVGSVGElement, before: Positions, after: Positions, events: readonly Event[], speed: number): void {
  if (reducedMotion()) return;
  // Where each goat now drawn stood before this change (goats that went to
  // or came back from the Big Mountain change key).
  const origin = new Map<string, string>();
  const knocked = new Set<string>();
  for (const e of events) {
    let from: string | undefined;
    let to: string | undefined;
    const k = e.kind;
    if (k.case === "goatPlacedOnBigMountain") [from, to] = [`${k.value.seat}:m:${k.value.fromMountain}`, `${k.value.seat}:b:${k.value.spot}`];
    else if (k.case === "goatMovedOnBigMountain") [from, to] = [`${k.value.seat}:b:${k.value.fromSpot}`, `${k.value.seat}:b:${k.value.toSpot}`];
    else if (k.case === "goatReturnedFromBigMountain") [from, to] = [`${k.value.seat}:b:${k.value.fromSpot}`, `${k.value.seat}:m:${k.value.mountain}`];
    else if (k.case === "goatKnockedDown") knocked.add(`${k.value.seat}:m:${k.value.mountain}`);
    if (from && to) {
      const first = origin.get(from) ?? from;
      origin.delete(from);
      origin.set(to, first);
    }
  }
  for (const piece of svg.querySelectorAll<SVGGElement>(".goat")) {
    const key = piece.dataset.goat ?? "";
    const now = after.get(key);
    const was = before.get(origin.get(key) ?? key);
    if (!now || !was || (now.x === was.x && now.y === was.y)) continue;
    const dx = was.x - now.x;
    const dy = was.y - now.y;
    const inner = piece.querySelector<SVGGElement>(".goat-piece");
    if (!inner) continue;
    piece.classList.add("moving");
    if (knocked.has(key)) {
      // Off the summit: a hop to the side, then down to the foot.
      const side = dx >= 0 ? 1 : -1;
      inner.animate(
        [
          { transform: `translate(${dx}px, ${dy}px) rotate(0deg)` },
          { transform: `translate(${dx + side * 26}px, ${dy - 22}px) rotate(${side * 90}deg)`, offset: 0.25 },
          { transform: "translate(0px, 0px) rotate(360deg)" },
        ],
        { duration: 1000 / speed, easing: "ease-in" },
      ).onfinish = () => piece.classList.remove("moving");
    } else {
      inner.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }], {
        duration: 450 / speed,
        easing: "ease-out",
      }).onfinish = () => piece.classList.remove("moving");
    }
  }
  for (const e of events) {
    const k = e.kind;
    if (k.case === "pointTokenTaken") {
      flyToken(svg.querySelector(`[data-stack="${k.value.mountain}"]`), k.value.seat, String(k.value.mountain), "point", speed);
    } else if (k.case === "bonusTokenTaken") {
      flyToken(svg.querySelector(`[data-bonus-slot="${k.value.value}"]`), k.value.seat, String(k.value.value), "bonus", speed);
    }
  }
}

function flyToken(from: Element | null, seat: number, text: string, kind: "point" | "bonus", speed: number): void {
  const to = document.querySelector(`.player[data-seat="${seat}"] .score`);
  if (!from || !to) return;
  const a = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  const token = h("div", { class: `flying-token ${kind}`, "aria-hidden": "true" }, text);
  token.style.left = `${a.left + a.width / 2 - 15}px`;
  token.style.top = `${a.top + a.height / 2 - 15}px`;
  document.body.append(token);
  const dx = b.left + b.width / 2 - (a.left + a.width / 2);
  const dy = b.top + b.height / 2 - (a.top + a.height / 2);
  const flight = token.animate(
    [
      { transform: "translate(0px, 0px) scale(1)", opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${dy * 0.5 - 40}px) scale(1.25)`, opacity: 1, offset: 0.5 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.8)`, opacity: 0.2 },
    ],
    { duration: 800 / speed, easing: "ease-in-out", fill: "forwards" },
  );
  flight.onfinish = () => token.remove();
  flight.oncancel = () => token.remove();
}
