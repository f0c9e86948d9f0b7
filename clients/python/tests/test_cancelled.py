"""A game the server cancels (an open game nobody joined in time expires,
docs/api.md) ends the watch and ``play`` of both clients, against a
scripted server: the update that cancels it is the last one passed on, and
``play`` returns the game, ``GAME_STATUS_CANCELLED``, with no standings.
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

from mountain_goats import Client, RetryPolicy, format_standings, game_pb2, game_service_pb2
from mountain_goats.aio import AsyncClient
from mountain_goats.v1 import game_service_pb2_grpc

FAST = RetryPolicy(attempts=3, first_delay=0.01, max_delay=0.01)
NAME = "games/fake"


def _game(version: int, status: int) -> game_pb2.Game:
    seats = [game_pb2.Seat(index=0, taken=True, player_name="me"), game_pb2.Seat(index=1)]
    return game_pb2.Game(name=NAME, version=version, status=status, seats=seats)


class Cancelling(game_service_pb2_grpc.GameServiceServicer):
    """The game is open with seat 0 taken (v2), then cancelled (v3). A change
    after the cancellation is never sent by a server: a client that reads it
    went on waiting past the end."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.watches: list[Optional[int]] = []

    def WatchGame(self, request, context):  # noqa: N802
        with self.lock:
            self.watches.append(request.resume_after if request.HasField("resume_after") else None)
        open_game = _game(2, game_pb2.GAME_STATUS_OPEN)
        yield game_service_pb2.WatchGameResponse(snapshot=game_service_pb2.GameSnapshot(game=open_game))
        cancelled = game_pb2.Event(game_cancelled=game_pb2.GameCancelled(reason="EXPIRED"))
        yield game_service_pb2.WatchGameResponse(
            change=game_service_pb2.GameChange(
                version=3, events=[cancelled], game=_game(3, game_pb2.GAME_STATUS_CANCELLED)
            )
        )
        yield game_service_pb2.WatchGameResponse(
            change=game_service_pb2.GameChange(version=4, game=_game(4, game_pb2.GAME_STATUS_OPEN))
        )

    def GetGame(self, request, context):  # noqa: N802
        return game_service_pb2.GetGameResponse(game=_game(3, game_pb2.GAME_STATUS_CANCELLED))


@contextlib.contextmanager
def _serve(service: game_service_pb2_grpc.GameServiceServicer) -> Iterator[str]:
    server = grpc.server(futures.ThreadPoolExecutor(4))
    game_service_pb2_grpc.add_GameServiceServicer_to_server(service, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield f"127.0.0.1:{port}"
    server.stop(None)


@pytest.fixture
def cancelling():
    service = Cancelling()
    with _serve(service) as addr:
        yield service, addr


def _never(game, moves):  # noqa: ANN001, ANN202
    raise AssertionError("a cancelled game has no turn to play")


def _check_ended(service: Cancelling, seen: list, final: game_pb2.Game) -> None:
    assert seen == [("snapshot", 2, False), ("change", 3, True)]
    assert service.watches == [None, None], "one watch each, ended by the cancellation"
    assert final.version == 3 and final.status == game_pb2.GAME_STATUS_CANCELLED
    with pytest.raises(ValueError, match="cancelled"):
        format_standings(final)


def test_a_cancelled_game_ends_the_watch_and_play(cancelling):
    service, addr = cancelling
    with Client(addr, retry=FAST) as client:
        seen = [(u.kind, u.version, u.cancelled) for u in client.watch(NAME)]
        final = client.seat(NAME, 0, secrets.token_hex(32)).play(_never)
    _check_ended(service, seen, final)


def test_a_cancelled_game_ends_the_async_watch_and_play(cancelling):
    service, addr = cancelling

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            seen = [(u.kind, u.version, u.cancelled) async for u in client.watch(NAME)]
            final = await client.seat(NAME, 0, secrets.token_hex(32)).play(_never)
            return seen, final

    seen, final = asyncio.run(main())
    _check_ended(service, seen, final)
