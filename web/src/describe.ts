// Events in plain words, players called by name (as `mountain-goats watch`
// prints them, see src/spectator.rs).

import {
  EndTrigger,
  WasteReason,
  type Event,
  type Move,
  type Roll,
} from "../../clients/typescript/src/gen/mountain_goats/v1/game_pb.js";
import { nameOf } from "./seats.js";

export function diceWords(roll: Roll | undefined): string {
  return (roll?.dice ?? []).join(", ");
}

export function groupSum(move: Move, dice: readonly number[]): number {
  return dice.reduce((sum, i) => sum + (move.faces[i] ?? 0), 0);
}

export function moveWords(move: Move | undefined): string {
  if (!move) return "nothing";
  if (move.groups.length === 0) return "no group (declined every die)";
  return move.groups
    .map((g) => `${g.dice.map((i) => move.faces[i] ?? "?").join("+")} = ${groupSum(move, g.dice)}`)
    .join(", ");
}

export function endTriggerWords(trigger: EndTrigger): string {
  switch (trigger) {
    case EndTrigger.BONUS_TOKENS_GONE:
      return "the last bonus token is taken";
    case EndTrigger.THREE_MOUNTAINS_EMPTY:
      return "three mountains have no point tokens left";
    default:
      return "the end is triggered";
  }
}

function wasteWords(reason: WasteReason): string {
  switch (reason) {
    case WasteReason.NO_MOUNTAIN:
      return "no mountain has that number";
    case WasteReason.NO_TOKENS_LEFT:
      return "no point tokens are left there";
    case WasteReason.SPOT_TAKEN:
      return "that Big Mountain spot is taken";
    case WasteReason.NO_GOAT_NAMED:
      return "no goat was named for the Big Mountain";
    default:
      return "no reason given";
  }
}

/** One event in plain words. */
export function describe(event: Event, names: readonly string[]): string {
  const who = (seat: number) => nameOf(names, seat);
  const k = event.kind;
  switch (k.case) {
    case "seatJoined":
      return `${k.value.playerName} sat down in seat ${k.value.seat + 1}`;
    case "gameStarted":
      return `Every seat is taken: the game starts, ${who(k.value.firstSeat)} plays first`;
    case "diceRolled":
      return `Turn ${k.value.turn + 1n}: ${who(k.value.seat)} rolled ${diceWords(k.value.roll)}`;
    case "onesChanged":
      return `${who(k.value.seat)} turned the ones of ${diceWords(k.value.from)} into ${diceWords(k.value.to)}`;
    case "movePlayed":
      return `${who(k.value.seat)} grouped the dice: ${moveWords(k.value.move)}`;
    case "goatClimbed":
      return `${who(k.value.seat)} climbed ${k.value.mountain} to step ${k.value.toPosition}`;
    case "summitReached":
      return `${who(k.value.seat)} reached the summit of ${k.value.mountain}`;
    case "goatKnockedDown":
      return `${who(k.value.seat)} was knocked off the summit of ${k.value.mountain}`;
    case "pointTokenTaken":
      return `${who(k.value.seat)} took a ${k.value.mountain}-point token`;
    case "bonusTokenTaken":
      return `${who(k.value.seat)} took the ${k.value.value}-point bonus token`;
    case "goatPlacedOnBigMountain":
      return `${who(k.value.seat)} moved a goat from ${k.value.fromMountain} to spot ${k.value.spot} of the Big Mountain`;
    case "goatMovedOnBigMountain":
      return `${who(k.value.seat)} moved a goat on the Big Mountain from spot ${k.value.fromSpot} to spot ${k.value.toSpot}`;
    case "goatReturnedFromBigMountain":
      return `${who(k.value.seat)} brought a goat back from spot ${k.value.fromSpot} to ${k.value.mountain}, step ${k.value.position}`;
    case "groupWasted":
      return `${who(k.value.seat)}'s group summing ${k.value.sum} did nothing (${wasteWords(k.value.reason)})`;
    case "turnEnded":
      return `${who(k.value.seat)}'s turn ends`;
    case "endTriggered":
      return `The end is near: ${endTriggerWords(k.value.trigger)}; the round is played out`;
    case "gameOver":
      return "The game is over; the seed is revealed";
    case "clockRanOut":
      return `${who(k.value.seat)}'s clock ran out: the server plays the first listed move for them`;
    case "seatPassedToHouse":
      return `${who(k.value.seat)} ran out of time too often: a ${k.value.strategy} house bot plays the seat from now on`;
    default:
      return "An event this page does not know";
  }
}
