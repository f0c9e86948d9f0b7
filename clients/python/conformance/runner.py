"""The Python client's runner of the conformance suite (clients/conformance).

Reads one case a line on stdin ({"case": name, "action": {...}}), does the
case's action through the client's public API against the scripted server at
argv[1], and prints one JSON line with what the client reported. With
``--aio``, through the asyncio client instead. Run by clients/conformance/run
with the interpreter of the installed wheel (clients/python/.venv-test).
"""

from __future__ import annotations

import asyncio
import json
import sys
import traceback
from typing import Any, Dict

import grpc

from mountain_goats import Client, GameError, game_pb2
from mountain_goats.aio import AsyncClient

#: The one move of every case that submits one: the scripted server takes any.
MOVE = game_pb2.Move(faces=[1, 2, 3, 4], groups=[game_pb2.Group(dice=[0, 1, 2, 3])])


def code_name(code: Any) -> str:
    return code.name if isinstance(code, grpc.StatusCode) else str(code)


def failed(report: Dict[str, Any], e: GameError) -> Dict[str, Any]:
    report.update(ok=False, code=code_name(e.code), reason=e.reason)
    return report


def first_legal_move(game: Any, moves: Any) -> Any:
    return moves[0]


def house_seats(action: Dict[str, Any]) -> Any:
    seats = action.get("house_seats")
    return {int(k): v for k, v in seats.items()} if seats else None


def contribution(action: Dict[str, Any]) -> Any:
    given = action.get("dice_contribution")
    return bytes.fromhex(given) if given is not None else None


def run(addr: str, action: Dict[str, Any]) -> Dict[str, Any]:
    do, game = action["do"], action["game"]
    report: Dict[str, Any] = {}
    with Client(addr) as client:
        try:
            if do == "get_game":
                report.update(ok=True, version=client.get_game(game).version)
            elif do == "create_game":
                created = client.create_game(action["players"], house_seats=house_seats(action))
                report.update(ok=True, version=created.version)
            elif do == "join_game":
                seat = client.join_game(
                    game, action["player"], action.get("seat"),
                    seat_token=action.get("seat_token"), dice_contribution=contribution(action),
                )
                report.update(ok=True, seat=seat.seat, token=seat.token)
            elif do == "find_game":
                seat = client.find_game(
                    action["player"], players=action["players"], rated=action.get("rated", False), key=action.get("key")
                )
                report.update(ok=True, seat=seat.seat, token=seat.token)
            elif do == "find_and_play":
                seat = client.find_game(players=action["players"], rated=action.get("rated", False), key=action.get("key"))
                final = seat.play(first_legal_move)
                report.update(ok=True, version=final.version, token=seat.token)
            elif do == "create_account":
                made = client.create_account(action["display_name"])
                report.update(ok=True, account=made.account.name, key=made.key)
            elif do == "submit_move":
                seat = client.seat(game, 0, action["token"])
                answer = seat.submit_move(
                    MOVE, expected_version=action.get("expected_version"), request_id=action.get("request_id")
                )
                report.update(ok=True, version=answer.game.version)
            elif do == "watch":
                report["updates"] = []
                for u in client.watch(game, resume_after=action.get("resume_after")):
                    report["updates"].append(f"{u.kind} {u.version}")
                report["ok"] = True
            elif do == "play":
                final = client.seat(game, 0, action["token"]).play(first_legal_move)
                report.update(ok=True, version=final.version)
            else:
                return {"skip": f"no action {do}"}
        except GameError as e:
            return failed(report, e)
    return report


async def run_aio(addr: str, action: Dict[str, Any]) -> Dict[str, Any]:
    do, game = action["do"], action["game"]
    report: Dict[str, Any] = {}
    async with AsyncClient(addr) as client:
        try:
            if do == "get_game":
                report.update(ok=True, version=(await client.get_game(game)).version)
            elif do == "create_game":
                created = await client.create_game(action["players"], house_seats=house_seats(action))
                report.update(ok=True, version=created.version)
            elif do == "join_game":
                seat = await client.join_game(
                    game, action["player"], action.get("seat"),
                    seat_token=action.get("seat_token"), dice_contribution=contribution(action),
                )
                report.update(ok=True, seat=seat.seat, token=seat.token)
            elif do == "find_game":
                seat = await client.find_game(
                    action["player"], players=action["players"], rated=action.get("rated", False), key=action.get("key")
                )
                report.update(ok=True, seat=seat.seat, token=seat.token)
            elif do == "find_and_play":
                aseat = await client.find_game(
                    players=action["players"], rated=action.get("rated", False), key=action.get("key")
                )
                final = await aseat.play(first_legal_move)
                report.update(ok=True, version=final.version, token=aseat.token)
            elif do == "create_account":
                made = await client.create_account(action["display_name"])
                report.update(ok=True, account=made.account.name, key=made.key)
            elif do == "submit_move":
                aseat = client.seat(game, 0, action["token"])
                answer = await aseat.submit_move(
                    MOVE, expected_version=action.get("expected_version"), request_id=action.get("request_id")
                )
                report.update(ok=True, version=answer.game.version)
            elif do == "watch":
                report["updates"] = []
                async for u in client.watch(game, resume_after=action.get("resume_after")):
                    report["updates"].append(f"{u.kind} {u.version}")
                report["ok"] = True
            elif do == "play":
                final = await client.seat(game, 0, action["token"]).play(first_legal_move)
                report.update(ok=True, version=final.version)
            else:
                return {"skip": f"no action {do}"}
        except GameError as e:
            return failed(report, e)
    return report


def main() -> None:
    addr, aio = sys.argv[-1], "--aio" in sys.argv[1:-1]
    for line in sys.stdin:
        case = json.loads(line)
        try:
            report = asyncio.run(run_aio(addr, case["action"])) if aio else run(addr, case["action"])
        except Exception as e:  # noqa: BLE001 - reported as the case's failure, not the runner's
            traceback.print_exc()
            report = {"crash": f"{type(e).__name__}: {e}"}
        print(json.dumps({"case": case["case"], **report}), flush=True)


if __name__ == "__main__":
    main()
