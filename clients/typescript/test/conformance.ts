// The TypeScript client's runner of the conformance suite (clients/conformance).
// Reads one case a line on stdin ({"case": name, "action": {...}}), does the
// case's action through the package's public API against the scripted server
// at the last argument, and prints one JSON line with what the client
// reported. Compiled with the tests and run from the installed tarball
// (.pack/consumer/test/conformance.js) by clients/conformance/run.

import { createInterface } from "node:readline";
import { create } from "@bufbuild/protobuf";
import { Client, codeName, GameError, type LegalMove, MoveSchema } from "@mountain-goats/client";

type Action = Record<string, unknown> & { do: string; game: string; token: string };
type Report = Record<string, unknown>;

// The one move of every case that submits one: the scripted server takes any.
const MOVE = create(MoveSchema, { faces: [1, 2, 3, 4], groups: [{ dice: [0, 1, 2, 3] }] });

const firstLegalMove = (_game: unknown, moves: LegalMove[]) => moves[0];

const optionalBigint = (v: unknown) => (v === undefined || v === null ? undefined : BigInt(v as number));

const findOptions = (action: Action) => ({
  players: action.players as number,
  rated: (action.rated as boolean | undefined) ?? false,
  key: action.key as string | undefined,
});

async function run(addr: string, action: Action): Promise<Report> {
  const report: Report = {};
  const client = new Client(addr);
  try {
    switch (action.do) {
      case "get_game":
        report.version = Number((await client.getGame(action.game)).version);
        break;
      case "create_game": {
        const houseSeats = action.house_seats as Record<number, string> | undefined;
        report.version = Number((await client.createGame({ players: action.players as number, houseSeats })).version);
        break;
      }
      case "join_game": {
        const given = action.dice_contribution as string | undefined;
        const seat = await client.joinGame(action.game, action.player as string, action.seat as number | undefined, {
          seatToken: action.seat_token as string | undefined,
          diceContribution: given === undefined ? undefined : Uint8Array.from(Buffer.from(given, "hex")),
        });
        Object.assign(report, { seat: seat.seat, token: seat.token });
        break;
      }
      case "find_game": {
        const seat = await client.findGame(action.player as string, findOptions(action));
        Object.assign(report, { seat: seat.seat, token: seat.token });
        break;
      }
      case "find_and_play": {
        const seat = await client.findGame(findOptions(action));
        report.token = seat.token;
        report.version = Number((await seat.play(firstLegalMove)).version);
        break;
      }
      case "create_account": {
        const made = await client.createAccount(action.display_name as string);
        Object.assign(report, { account: made.account.name, key: made.key });
        break;
      }
      case "submit_move": {
        const answer = await client.seat(action.game, 0, action.token).submitMove(MOVE, {
          expectedVersion: optionalBigint(action.expected_version),
          requestId: action.request_id as string | undefined,
        });
        report.version = Number(answer.game!.version);
        break;
      }
      case "watch": {
        const updates: string[] = [];
        report.updates = updates;
        for await (const u of client.watch(action.game, { resumeAfter: optionalBigint(action.resume_after) })) {
          updates.push(`${u.kind} ${u.version}`);
        }
        break;
      }
      case "play":
        report.version = Number((await client.seat(action.game, 0, action.token).play(firstLegalMove)).version);
        break;
      default:
        return { skip: `no action ${action.do}` };
    }
    report.ok = true;
  } catch (e) {
    if (!(e instanceof GameError)) throw e;
    Object.assign(report, { ok: false, code: codeName(e.code), reason: e.reason });
  } finally {
    client.close();
  }
  return report;
}

async function main() {
  const addr = process.argv[process.argv.length - 1];
  for await (const line of createInterface({ input: process.stdin })) {
    const c = JSON.parse(line) as { case: string; action: Action };
    let report: Report;
    try {
      report = await run(addr, c.action);
    } catch (e) {
      console.error(e);
      report = { crash: String(e) };
    }
    process.stdout.write(JSON.stringify({ case: c.case, ...report }) + "\n");
  }
}

main();
