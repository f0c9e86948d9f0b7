// Telling seats apart: each seat has a colour from the Okabe–Ito palette
// (safe for the common colour-vision deficiencies) AND a shape, and every
// goat is also named in text for screen readers.

import type { Game } from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { s } from "./dom.js";

export const SEAT_COLOURS = ["blue", "orange", "green", "purple", "yellow"] as const;
export const SEAT_SHAPES = ["circle", "triangle", "square", "diamond", "star"] as const;

export function seatNames(game: Game | undefined): string[] {
  return (game?.seats ?? []).map((seat) => {
    if (!seat.taken) return `Seat ${seat.index + 1}`;
    // House seats are the server's own bots: say so wherever a name shows.
    return seat.houseStrategy ? `${seat.playerName} (house bot)` : seat.playerName;
  });
}

export function nameOf(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
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

export function seatDescription(seat: number): string {
  return `${SEAT_COLOURS[seat % SEAT_COLOURS.length]} ${SEAT_SHAPES[seat % SEAT_SHAPES.length]}`;
}
