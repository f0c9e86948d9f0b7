"""The routing header (docs/clients.md, "Routing"): every call about one game
carries ``x-goog-request-params: name=games/{id}``, retries and resumed
watches included, and the calls that name no game do not. Checked against a
scripted server that records each call's metadata, with both clients."""

from __future__ import annotations

import asyncio
import threading
from concurrent import futures

import grpc
import pytest

from mountain_goats import Client, RetryPolicy, game_pb2, game_service_pb2
from mountain_goats.aio import AsyncClient
from mountain_goats.routing import HEADER, request_params
from mountain_goats.v1 import game_service_pb2_grpc

FAST = RetryPolicy(attempts=3, first_delay=0.01, max_delay=0.01)
NAME = "games/0f3a9c"
ROUTED = "name=games/0f3a9c"
TOKEN = "seat-token-" + "0123456789abcdef" * 2

# The same cases are in every client's tests: the bytes must agree.
CASES = [
    ("games/0f3a9c", "name=games/0f3a9c"),
    ("games/AZaz09-_.~", "name=games/AZaz09-_.~"),
    ("games/a b/\u00fc%", "name=games/a%20b%2F%C3%BC%25"),
    ("0f3a9c", "name=0f3a9c"),
    ("game/x", "name=game%2Fx"),
    ("", "name="),
]


@pytest.mark.parametrize("name,value", CASES)
def test_the_header_value(name, value):
    assert request_params(name) == value


def _game(version: int, finished: bool = False) -> game_pb2.Game:
    status = game_pb2.GAME_STATUS_FINISHED if finished else game_pb2.GAME_STATUS_PLAYING
    return game_pb2.Game(name=NAME, version=version, status=status)


class RecordingService(game_service_pb2_grpc.GameServiceServicer):
    """Answers every call, after failing the first try of each unary call
    but CreateGame with UNAVAILABLE (so that retries are seen); a watch
    sends version 1 and breaks, and resumed sends version 2, the game's end.
    ``calls`` holds (method, routing header or None, authorization or None)."""

    def __init__(self) -> None:
        self.calls: list = []
        self.lock = threading.Lock()

    def _record(self, method: str, context) -> int:  # noqa: ANN001
        md = dict(context.invocation_metadata())
        with self.lock:
            self.calls.append((method, md.get(HEADER), md.get("authorization")))
            return sum(c[0] == method for c in self.calls)

    def _unary(self, method: str, context, answer):  # noqa: ANN001, ANN202
        if self._record(method, context) == 1 and method != "CreateGame":
            context.abort(grpc.StatusCode.UNAVAILABLE, "try again")
        return answer

    def CreateGame(self, request, context):  # noqa: N802
        return self._unary("CreateGame", context, game_service_pb2.CreateGameResponse(game=_game(0)))

    def ListGames(self, request, context):  # noqa: N802
        return self._unary("ListGames", context, game_service_pb2.ListGamesResponse(games=[_game(1)]))

    def FindGame(self, request, context):  # noqa: N802
        answer = game_service_pb2.FindGameResponse(game=_game(1), seat=1, seat_token=request.seat_token)
        return self._unary("FindGame", context, answer)

    def GetGame(self, request, context):  # noqa: N802
        return self._unary("GetGame", context, game_service_pb2.GetGameResponse(game=_game(1)))

    def JoinGame(self, request, context):  # noqa: N802
        answer = game_service_pb2.JoinGameResponse(game=_game(1), seat=0, seat_token=TOKEN)
        return self._unary("JoinGame", context, answer)

    def ListLegalMoves(self, request, context):  # noqa: N802
        return self._unary("ListLegalMoves", context, game_service_pb2.ListLegalMovesResponse(version=1))

    def PreviewMove(self, request, context):  # noqa: N802
        return self._unary("PreviewMove", context, game_service_pb2.PreviewMoveResponse())

    def SubmitMove(self, request, context):  # noqa: N802
        return self._unary("SubmitMove", context, game_service_pb2.SubmitMoveResponse(game=_game(2)))

    def WatchGame(self, request, context):  # noqa: N802
        self._record("WatchGame", context)
        if not request.HasField("resume_after"):
            yield game_service_pb2.WatchGameResponse(snapshot=game_service_pb2.GameSnapshot(game=_game(1)))
            context.abort(grpc.StatusCode.UNAVAILABLE, "the stream broke")
        yield game_service_pb2.WatchGameResponse(change=game_service_pb2.GameChange(version=2, game=_game(2, True)))


@pytest.fixture
def recording():
    service = RecordingService()
    server = grpc.server(futures.ThreadPoolExecutor(4))
    game_service_pb2_grpc.add_GameServiceServicer_to_server(service, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield service, f"127.0.0.1:{port}"
    server.stop(None)


def _check(calls: list) -> None:
    by_method: dict = {}
    for method, routed, auth in calls:
        by_method.setdefault(method, []).append((routed, auth))
    for method in ("CreateGame", "ListGames", "FindGame"):
        assert by_method[method] and all(r is None for r, _ in by_method[method]), (method, by_method[method])
    # Each game call twice (the try that failed and its retry), each watch twice (the break, the resume).
    for method in ("GetGame", "JoinGame", "ListLegalMoves", "PreviewMove"):
        assert by_method[method] == [(ROUTED, None)] * 2, (method, by_method[method])
    assert by_method["SubmitMove"] == [(ROUTED, f"Bearer {TOKEN}")] * 2
    assert by_method["WatchGame"] == [(ROUTED, None)] * 2 + [(ROUTED, f"Bearer {TOKEN}")] * 2


def test_every_call_about_a_game_carries_the_routing_header(recording):
    service, addr = recording
    with Client(addr, retry=FAST) as client:
        client.create_game(2)
        assert len(list(client.list_games())) == 1
        client.find_game("finder")
        client.get_game(NAME)
        seat = client.join_game(NAME, "joiner")
        client.list_legal_moves(NAME)
        client.preview_move(NAME, game_pb2.Move())
        seat.submit_move(game_pb2.Move(), expected_version=1)
        assert [u.version for u in client.watch(NAME)] == [1, 2]
        assert [u.version for u in seat.watch()] == [1, 2]
    _check(service.calls)


def test_every_async_call_about_a_game_carries_the_routing_header(recording):
    service, addr = recording

    async def main() -> None:
        async with AsyncClient(addr, retry=FAST) as client:
            await client.create_game(2)
            assert len([g async for g in client.list_games()]) == 1
            await client.find_game("finder")
            await client.get_game(NAME)
            seat = await client.join_game(NAME, "joiner")
            await client.list_legal_moves(NAME)
            await client.preview_move(NAME, game_pb2.Move())
            await seat.submit_move(game_pb2.Move(), expected_version=1)
            assert [u.version async for u in client.watch(NAME)] == [1, 2]
            assert [u.version async for u in seat.watch()] == [1, 2]

    asyncio.run(main())
    _check(service.calls)
