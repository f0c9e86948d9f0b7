// Events in plain words, players called by name (as `mountain-goats watch`
// prints them, see src/spectator.rs), in the page's language.

import {
  EndTrigger,
  WasteReason,
  type Event,
  type Move,
  type Roll,
} from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { t } from "./i18n.js";
import { nameOf } from "./seats.js";

export function diceWords(roll: Roll | undefined): string {
  return (roll?.dice ?? []).join(", ");
}

export function groupSum(move: Move, dice: readonly number[]): number {
  return dice.reduce((sum, i) => sum + (move.faces[i] ?? 0), 0);
}

export function moveWords(move: Move | undefined): string {
  if (!move) return t("ev-move-nothing");
  if (move.groups.length === 0) return t("ev-move-declined");
  return move.groups
    .map((g) => `${g.dice.map((i) => move.faces[i] ?? "?").join("+")} = ${groupSum(move, g.dice)}`)
    .join(", ");
}

export function endTriggerWords(trigger: EndTrigger): string {
  switch (trigger) {
    case EndTrigger.BONUS_TOKENS_GONE:
      return t("end-why-bonus");
    case EndTrigger.THREE_MOUNTAINS_EMPTY:
      return t("end-why-mountains");
    default:
      return t("end-why-other");
  }
}

function wasteWords(reason: WasteReason): string {
  switch (reason) {
    case WasteReason.NO_MOUNTAIN:
      return t("waste-no-mountain");
    case WasteReason.NO_TOKENS_LEFT:
      return t("waste-no-tokens");
    case WasteReason.SPOT_TAKEN:
      return t("waste-spot-taken");
    case WasteReason.NO_GOAT_NAMED:
      return t("waste-no-goat");
    default:
      return t("waste-unknown");
  }
}

/** One event in plain words. */
export function describe(event: Event, names: readonly string[]): string {
  const who = (seat: number) => nameOf(names, seat);
  const k = event.kind;
  switch (k.case) {
    case "seatJoined":
      return t("ev-seat-joined", { name: k.value.playerName, seat: k.value.seat + 1 });
    case "gameStarted":
      return t("ev-game-started", { name: who(k.value.firstSeat) });
    case "diceRolled":
      return t("ev-dice-rolled", { turn: Number(k.value.turn) + 1, name: who(k.value.seat), dice: diceWords(k.value.roll) });
    case "onesChanged":
      return t("ev-ones-changed", { name: who(k.value.seat), from: diceWords(k.value.from), to: diceWords(k.value.to) });
    case "movePlayed":
      return t("ev-move-played", { name: who(k.value.seat), groups: moveWords(k.value.move) });
    case "goatClimbed":
      return t("ev-goat-climbed", { name: who(k.value.seat), mountain: k.value.mountain, step: k.value.toPosition });
    case "summitReached":
      return t("ev-summit-reached", { name: who(k.value.seat), mountain: k.value.mountain });
    case "goatKnockedDown":
      return t("ev-knocked-down", { name: who(k.value.seat), mountain: k.value.mountain });
    case "pointTokenTaken":
      return t("ev-point-token", { name: who(k.value.seat), mountain: k.value.mountain });
    case "bonusTokenTaken":
      return t("ev-bonus-token", { name: who(k.value.seat), value: k.value.value });
    case "goatPlacedOnBigMountain":
      return t("ev-placed-big", { name: who(k.value.seat), mountain: k.value.fromMountain, spot: k.value.spot });
    case "goatMovedOnBigMountain":
      return t("ev-moved-big", { name: who(k.value.seat), from: k.value.fromSpot, to: k.value.toSpot });
    case "goatReturnedFromBigMountain":
      return t("ev-returned-big", {
        name: who(k.value.seat),
        spot: k.value.fromSpot,
        mountain: k.value.mountain,
        step: k.value.position,
      });
    case "groupWasted":
      return t("ev-wasted", { name: who(k.value.seat), sum: k.value.sum, why: wasteWords(k.value.reason) });
    case "turnEnded":
      return t("ev-turn-ended", { name: who(k.value.seat) });
    case "endTriggered":
      return t("ev-end-triggered", { why: endTriggerWords(k.value.trigger) });
    case "gameOver":
      return t("ev-game-over");
    case "gameCancelled":
      return k.value.reason === "EXPIRED"
        ? t("ev-game-cancelled")
        : t("ev-game-cancelled-other", { reason: k.value.reason });
    case "clockRanOut":
      return t("ev-clock", { name: who(k.value.seat) });
    case "seatPassedToHouse":
      return t("ev-house", { name: who(k.value.seat), strategy: k.value.strategy });
    default:
      return t("ev-unknown");
  }
}
