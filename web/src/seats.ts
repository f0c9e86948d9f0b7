// Telling seats apart: each seat has a colour from the Okabe–Ito palette
// (safe for the common colour-vision deficiencies) AND a shape, and every
// goat is also named in text for screen readers.

import type { Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { s } from "./dom.js";
import { t } from "./i18n.js";

export const SEAT_COLOURS = ["blue", "orange", "green", "purple", "yellow"] as const;
export const SEAT_SHAPES = ["circle", "triangle", "square", "diamond", "star"] as const;

/**
 * Every seat's name as the page shows it. House seats are the server's own
 * bots, and say so: the server names them "Greedy bot 2" (strategy and
 * seat), shown as "Greedy bot 2 (house)"; a seat the house took over after
 * time-outs keeps its player's name, shown as "Ada (house bot)". A name
 * that two seats share also gets its seat ("p (seat 1)", "p (seat 2)").
 */
export function seatNames(game: Game | undefined): string[] {
  const seats = game?.seats ?? [];
  const uses = new Map<string, number>();
  for (const seat of seats) if (seat.taken) uses.set(seat.playerName, (uses.get(seat.playerName) ?? 0) + 1);
  return seats.map((seat) => {
    if (!seat.taken) return t("seat", { seat: seat.index + 1 });
    const notes: string[] = [];
    if (seat.houseStrategy) notes.push(t(isHouseName(seat.playerName, seat.houseStrategy) ? "seat-note-house" : "seat-note-house-bot"));
    if ((uses.get(seat.playerName) ?? 0) > 1) notes.push(t("seat-note-seat", { seat: seat.index + 1 }));
    return notes.length ? `${seat.playerName} (${notes.join(", ")})` : seat.playerName;
  });
}

/** Whether `name` is one the server gives a house bot of `strategy`: "Greedy bot 2" (or "greedy bot", before). */
export function isHouseName(name: string, strategy: string): boolean {
  const lower = name.toLowerCase();
  const prefix = `${strategy.toLowerCase()} bot`;
  return lower === prefix || (lower.startsWith(`${prefix} `) && /^\d+$/.test(lower.slice(prefix.length + 1)));
}

export function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? t("seat", { seat: seat + 1 });
}

const SHAPE_PATHS: Record<(typeof SEAT_SHAPES)[number], (size: number) => [string, Record<string, string | number>]> = {
  circle: (n) => ["circle", { cx: n / 2, cy: n / 2, r: n / 2 - 1.5 }],
  triangle: (n) => ["polygon", { points: `${n / 2},1.5 ${n - 1.5},${n - 1.5} 1.5,${n - 1.5}` }],
  square: (n) => ["rect", { x: 2, y: 2, width: n - 4, height: n - 4 }],
  diamond: (n) => ["polygon", { points: `${n / 2},1 ${n - 1},${n / 2} ${n / 2},${n - 1} 1,${n / 2}` }],
  star: (n) => {
    const points: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = i % 2 === 0 ? n / 2 - 1 : n / 4.6;
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      points.push(`${(n / 2 + r * Math.cos(a)).toFixed(2)},${(n / 2 + 0.6 + r * Math.sin(a)).toFixed(2)}`);
    }
    return ["polygon", { points: points.join(" ") }];
  },
};

/** A seat's marker: its shape in its colour. Decorative (aria-hidden). */
export function seatMark(seat: number, size = 18): SVGElement {
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length];
  const [tag, attrs] = SHAPE_PATHS[shape](size);
  return s(
    "svg",
    {
      class: `mark seat-${seat % SEAT_COLOURS.length}`,
      width: size,
      height: size,
      viewBox: `0 0 ${size} ${size}`,
      "aria-hidden": "true",
      focusable: "false",
    },
    s(tag, { ...attrs, class: "mark-shape" }),
  );
}

/** "blue circle", in the page's language. */
export function seatDescription(seat: number): string {
  return t(`seat-look-${seat % SEAT_SHAPES.length}`);
}

/** A seat's shape as SVG drawn at (0, 0)–(size, size), for pieces on the board. */
export function seatShape(seat: number, size: number): SVGElement {
  const shape = SEAT_SHAPES[seat % SEAT_SHAPES.length];
  const [tag, attrs] = SHAPE_PATHS[shape](size);
  return s(tag, { ...attrs, class: "mark-shape" });
}
