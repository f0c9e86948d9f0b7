"""ABORTED in the client contract (docs/clients.md, "Retries" and "Watching:
resume and gaps"), against scripted servers, with both clients:

* ``CONFLICT`` is retried like UNAVAILABLE, with the same request, for every
  call but CreateGame;
* a watch resumes after any ABORTED, after the last version seen;
* after ``HISTORY_LOST`` it starts again from a snapshot (no resume_after),
  and ``play`` plays again a turn it had played before the game went back.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
from concurrent import futures
from typing import Iterator, Optional

import grpc
import pytest
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2

from mountain_goats import ERROR_DOMAIN, Client, GameError, RetryPolicy, game_pb2, game_service_pb2
from mountain_goats.aio import AsyncClient
from mountain_goats.v1 import game_service_pb2_grpc

FAST = RetryPolicy(attempts=5, first_delay=0.01, max_delay=0.01)
NAME = "games/fake"
# How long a scripted stream waits for the client's move before it goes on
# without it (the test then fails on the count of moves, not on a hang).
MOVE_WAIT = 5.0


def _abort(context: grpc.ServicerContext, code: grpc.StatusCode, reason: str, message: str) -> None:
    """Ends the call with ``code`` and an ErrorInfo of ``reason``, as the server does."""
    detail = any_pb2.Any()
    detail.Pack(error_details_pb2.ErrorInfo(reason=reason, domain=ERROR_DOMAIN))
    status = status_pb2.Status(code=code.value[0], message=message, details=[detail])
    context.set_trailing_metadata((("grpc-status-details-bin", status.SerializeToString()),))
    context.abort(code, message)


def _game(version: int, *, seat: int = 1, finished: bool = False) -> game_pb2.Game:
    status = game_pb2.GAME_STATUS_FINISHED if finished else game_pb2.GAME_STATUS_PLAYING
    return game_pb2.Game(name=NAME, version=version, status=status, board=game_pb2.Board(current_seat=seat))


def _snapshot(version: int, *, seat: int = 1) -> game_service_pb2.WatchGameResponse:
    legal = [game_pb2.LegalMove(move=game_pb2.Move())] if seat == 0 else []
    return game_service_pb2.WatchGameResponse(
        snapshot=game_service_pb2.GameSnapshot(game=_game(version, seat=seat), legal_moves=legal)
    )


def _change(version: int, *, finished: bool = False) -> game_service_pb2.WatchGameResponse:
    return game_service_pb2.WatchGameResponse(
        change=game_service_pb2.GameChange(version=version, game=_game(version, finished=finished))
    )


@contextlib.contextmanager
def _serve(service: game_service_pb2_grpc.GameServiceServicer) -> Iterator[str]:
    server = grpc.server(futures.ThreadPoolExecutor(4))
    game_service_pb2_grpc.add_GameServiceServicer_to_server(service, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield f"127.0.0.1:{port}"
    server.stop(None)


class Recording(game_service_pb2_grpc.GameServiceServicer):
    """Keeps every request; ``watches`` holds each watch's resume_after (None: left out)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests: list = []
        self.watches: list[Optional[int]] = []

    def _keep(self, request) -> int:  # noqa: ANN001
        """Keeps ``request``; returns how many of its kind came so far."""
        with self.lock:
            self.requests.append(request)
            return sum(type(r) is type(request) for r in self.requests)

    def _watched(self, request: game_service_pb2.WatchGameRequest) -> int:
        with self.lock:
            self.watches.append(request.resume_after if request.HasField("resume_after") else None)
            return len(self.watches)

    def sent(self, kind: type) -> list:
        with self.lock:
            return [r for r in self.requests if isinstance(r, kind)]


class Conflicted(Recording):
    """SubmitMove and JoinGame lose two races (ABORTED ``CONFLICT``) and then
    answer; CreateGame always loses."""

    def SubmitMove(self, request, context):  # noqa: N802
        if self._keep(request) <= 2:
            _abort(context, grpc.StatusCode.ABORTED, "CONFLICT", "another server stored this version first")
        return game_service_pb2.SubmitMoveResponse(game=_game(request.expected_version + 1))

    def JoinGame(self, request, context):  # noqa: N802
        if self._keep(request) <= 2:
            _abort(context, grpc.StatusCode.ABORTED, "CONFLICT", "another server stored this version first")
        return game_service_pb2.JoinGameResponse(game=_game(1), seat=0, seat_token=request.seat_token)

    def CreateGame(self, request, context):  # noqa: N802
        self._keep(request)
        _abort(context, grpc.StatusCode.ABORTED, "CONFLICT", "another server stored this version first")


@pytest.fixture
def conflicted():
    service = Conflicted()
    with _serve(service) as addr:
        yield service, addr


def _check_conflicts(service: Conflicted, seat_token: str) -> None:
    submits = service.sent(game_service_pb2.SubmitMoveRequest)
    assert len(submits) == 3, "two CONFLICTs, then the answer"
    assert all(r == submits[0] for r in submits), "a retry changed the move (its request id)"
    joins = service.sent(game_service_pb2.JoinGameRequest)
    assert len(joins) == 3 and all(r == joins[0] for r in joins), "a retry changed the join"
    assert joins[0].seat_token == seat_token
    assert len(service.sent(game_service_pb2.CreateGameRequest)) == 1, "CreateGame is not retried after CONFLICT"


def test_conflict_is_retried_with_the_same_request_but_not_for_create_game(conflicted):
    service, addr = conflicted
    with Client(addr, retry=FAST) as client:
        seat = client.join_game(NAME, "joiner")
        assert seat.submit_move(game_pb2.Move(), expected_version=4).game.version == 5
        with pytest.raises(GameError) as e:
            client.create_game(2)
    assert (e.value.code, e.value.reason) == (grpc.StatusCode.ABORTED, "CONFLICT")
    _check_conflicts(service, seat.token)


def test_conflict_is_retried_by_the_async_client_too(conflicted):
    service, addr = conflicted

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            seat = await client.join_game(NAME, "joiner")
            assert (await seat.submit_move(game_pb2.Move(), expected_version=4)).game.version == 5
            with pytest.raises(GameError) as e:
                await client.create_game(2)
            assert (e.value.code, e.value.reason) == (grpc.StatusCode.ABORTED, "CONFLICT")
            return seat.token

    _check_conflicts(service, asyncio.run(main()))


class Aborting(Recording):
    """A watch that ends with ABORTED twice: first with a reason no client
    knows, then with ``CONFLICT``; each time it is to be resumed after the
    last version seen."""

    def WatchGame(self, request, context):  # noqa: N802
        n = self._watched(request)
        if n == 1:
            yield _snapshot(1)
            yield _change(2)
            _abort(context, grpc.StatusCode.ABORTED, "A_REASON_FROM_THE_FUTURE", "the stream was aborted")
        elif n == 2:
            yield _change(request.resume_after + 1)
            _abort(context, grpc.StatusCode.ABORTED, "CONFLICT", "the stream was aborted")
        else:
            yield _change(4, finished=True)


class HistoryLost(Recording):
    """A watch sent versions 3 to 5, then the database lost version 5
    (``HISTORY_LOST``); opened again, it shows the game as the database holds
    it (a snapshot at 4) and goes on from there (another version 5, then 6)."""

    def WatchGame(self, request, context):  # noqa: N802
        if self._watched(request) == 1:
            yield _snapshot(3)
            yield _change(4)
            yield _change(5)
            _abort(context, grpc.StatusCode.ABORTED, "HISTORY_LOST", "the database lost versions 5 to 5")
        elif request.HasField("resume_after"):
            # What a server would do for a watcher that kept its last version.
            past = "resume_after 5 is past the game's version"
            _abort(context, grpc.StatusCode.INVALID_ARGUMENT, "INVALID_RESUME_AFTER", past)
        else:
            yield _snapshot(4)
            yield _change(5)
            yield _change(6, finished=True)


@pytest.fixture(params=["aborting", "history_lost"])
def watched(request):
    service = Aborting() if request.param == "aborting" else HistoryLost()
    with _serve(service) as addr:
        yield request.param, service, addr


WATCHED = {
    "aborting": ([None, 2, 3], [("snapshot", 1), ("change", 2), ("change", 3), ("change", 4)]),
    "history_lost": (
        [None, None],
        [("snapshot", 3), ("change", 4), ("change", 5), ("snapshot", 4), ("change", 5), ("change", 6)],
    ),
}


def test_a_watch_resumes_after_any_aborted_and_starts_again_after_history_lost(watched):
    case, service, addr = watched
    with Client(addr, retry=FAST) as client:
        seen = [(u.kind, u.version) for u in client.watch(NAME)]
    assert (service.watches, seen) == WATCHED[case]


def test_an_async_watch_resumes_after_any_aborted_and_starts_again_after_history_lost(watched):
    case, service, addr = watched

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            return [(u.kind, u.version) async for u in client.watch(NAME)]

    seen = asyncio.run(main())
    assert (service.watches, seen) == WATCHED[case]


class WentBack(Recording):
    """Seat 0 is to move at version 5. Once it has moved, the database loses
    that move (``HISTORY_LOST``) and the game is at version 5 again, seat 0
    to move: the seat must play that turn again. The game ends after it."""

    def __init__(self) -> None:
        super().__init__()
        self.moved = [threading.Event(), threading.Event()]

    def SubmitMove(self, request, context):  # noqa: N802
        n = self._keep(request)
        if n <= 2:
            self.moved[n - 1].set()
        return game_service_pb2.SubmitMoveResponse(game=_game(6))

    def WatchGame(self, request, context):  # noqa: N802
        n = self._watched(request)
        yield _snapshot(5, seat=0)
        self.moved[min(n, 2) - 1].wait(MOVE_WAIT)
        if n == 1:
            _abort(context, grpc.StatusCode.ABORTED, "HISTORY_LOST", "the database lost versions 6 to 6")
        yield _change(6, finished=True)


@pytest.fixture
def went_back():
    service = WentBack()
    with _serve(service) as addr:
        yield service, addr


def _check_played_twice(service: WentBack, final: game_pb2.Game) -> None:
    assert final.version == 6 and final.status == game_pb2.GAME_STATUS_FINISHED
    assert service.watches == [None, None]
    moves = service.sent(game_service_pb2.SubmitMoveRequest)
    assert [m.expected_version for m in moves] == [5, 5], "the turn the database lost is played again"
    assert moves[0].request_id != moves[1].request_id


def test_play_plays_again_a_turn_the_database_lost(went_back):
    service, addr = went_back
    with Client(addr, retry=FAST) as client:
        final = client.seat(NAME, 0, secrets.token_hex(32)).play(lambda game, moves: moves[0])
    _check_played_twice(service, final)


def test_async_play_plays_again_a_turn_the_database_lost(went_back):
    service, addr = went_back

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            return await client.seat(NAME, 0, secrets.token_hex(32)).play(lambda game, moves: moves[0])

    _check_played_twice(service, asyncio.run(main()))
