"""The client contract of docs/clients.md, checked without the real server
where a real server cannot show it (a gap in a watch stream), and with it
where it can (RATE_LIMITED retries, when tests/run starts the server with a
low rate limit and sets MOUNTAIN_GOATS_RATE_LIMITED)."""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import threading
from concurrent import futures

import grpc
import pytest

from mountain_goats import Client, GameError, RetryPolicy, game_pb2, game_service_pb2
from mountain_goats.aio import AsyncClient
from mountain_goats.retry import history_lost, overtaken, resumable, retryable
from mountain_goats.v1 import game_service_pb2_grpc

FAST = RetryPolicy(attempts=10, first_delay=0.01, max_delay=0.05)


def test_what_is_retried():
    assert retryable(grpc.StatusCode.UNAVAILABLE, "")
    assert retryable(grpc.StatusCode.UNAVAILABLE, "SHUTTING_DOWN")
    assert retryable(grpc.StatusCode.RESOURCE_EXHAUSTED, "RATE_LIMITED")
    assert retryable(grpc.StatusCode.RESOURCE_EXHAUSTED, "RATE_LIMITED", idempotent=False)
    assert not retryable(grpc.StatusCode.UNAVAILABLE, "", idempotent=False)  # CreateGame
    assert not retryable(grpc.StatusCode.RESOURCE_EXHAUSTED, "TOO_MANY_WATCHERS")
    assert not retryable(grpc.StatusCode.FAILED_PRECONDITION, "STALE_VERSION")
    # Another server stored the version first: nothing was applied.
    assert retryable(grpc.StatusCode.ABORTED, "CONFLICT")
    assert not retryable(grpc.StatusCode.ABORTED, "CONFLICT", idempotent=False)  # CreateGame
    # A connection that closed under the call, as some libraries report it (no reason).
    for code in (grpc.StatusCode.UNKNOWN, grpc.StatusCode.INTERNAL, grpc.StatusCode.CANCELLED, grpc.StatusCode.ABORTED):
        assert retryable(code, "") and not retryable(code, "", idempotent=False)
    assert not retryable(grpc.StatusCode.INTERNAL, "INTERNAL")  # the server's answer: a bug
    assert not retryable(grpc.StatusCode.ABORTED, "HISTORY_LOST")  # fetch the game again first
    # A watch resumes after any ABORTED, and starts again from a snapshot after HISTORY_LOST.
    assert resumable(grpc.StatusCode.ABORTED, "HISTORY_LOST") and resumable(grpc.StatusCode.ABORTED, "ANY")
    assert resumable(grpc.StatusCode.UNAVAILABLE, "") and not resumable(grpc.StatusCode.NOT_FOUND, "GAME_NOT_FOUND")
    assert history_lost(grpc.StatusCode.ABORTED, "HISTORY_LOST") and not history_lost(grpc.StatusCode.ABORTED, "CONFLICT")
    assert overtaken(grpc.StatusCode.FAILED_PRECONDITION, "STALE_VERSION")
    assert overtaken(grpc.StatusCode.FAILED_PRECONDITION, "NOT_YOUR_TURN")
    assert not overtaken(grpc.StatusCode.FAILED_PRECONDITION, "DICE_LEFT_OUT")


def test_backoff_is_capped_exponential_with_jitter():
    policy = RetryPolicy()
    assert policy.attempts == 10
    for attempt in range(1, 12):
        base = min(2.0, 0.1 * 2 ** (attempt - 1))
        delays = {policy.delay(attempt) for _ in range(20)}
        assert all(base / 2 <= d < base for d in delays)
        assert len(delays) > 1  # jitter


def _game(version: int, finished: bool = False) -> game_pb2.Game:
    status = game_pb2.GAME_STATUS_FINISHED if finished else game_pb2.GAME_STATUS_PLAYING
    return game_pb2.Game(name="games/fake", version=version, status=status)


class GappyService(game_service_pb2_grpc.GameServiceServicer):
    """Sends version 1 (snapshot), 2, then 4: a gap. Resumed, it sends from the
    version asked for, repeating it (a duplicate the client must skip).
    GetGame and FindGame fail twice with UNAVAILABLE, then answer; CreateGame
    always fails so. ``requests`` records what was asked."""

    def __init__(self) -> None:
        self.requests: list = []
        self.lock = threading.Lock()

    def WatchGame(self, request, context):  # noqa: N802
        with self.lock:
            self.requests.append(request.resume_after if request.HasField("resume_after") else None)
        if not request.HasField("resume_after"):
            yield game_service_pb2.WatchGameResponse(snapshot=game_service_pb2.GameSnapshot(game=_game(1)))
            yield game_service_pb2.WatchGameResponse(change=game_service_pb2.GameChange(version=2, game=_game(2)))
            yield game_service_pb2.WatchGameResponse(change=game_service_pb2.GameChange(version=4, game=_game(4, True)))
            return
        for v in range(request.resume_after, 5):
            yield game_service_pb2.WatchGameResponse(change=game_service_pb2.GameChange(version=v, game=_game(v, v == 4)))

    def GetGame(self, request, context):  # noqa: N802
        with self.lock:
            self.requests.append("get")
            n = self.requests.count("get")
        if n < 3:  # the first two fail as a restarting server's would
            context.abort(grpc.StatusCode.UNAVAILABLE, "try again")
        return game_service_pb2.GetGameResponse(game=_game(9))

    def FindGame(self, request, context):  # noqa: N802
        # The first two fail as a restarting server's would (after taking the
        # seat, for all the client knows), then it answers.
        with self.lock:
            self.requests.append(request)
            n = sum(isinstance(r, game_service_pb2.FindGameRequest) for r in self.requests)
        if n < 3:
            context.abort(grpc.StatusCode.UNAVAILABLE, "try again")
        return game_service_pb2.FindGameResponse(game=_game(3), seat=1, seat_token=request.seat_token)

    def CreateGame(self, request, context):  # noqa: N802
        with self.lock:
            self.requests.append(request)
        context.abort(grpc.StatusCode.UNAVAILABLE, "it may have been created")


@pytest.fixture
def fake():
    service = GappyService()
    server = grpc.server(futures.ThreadPoolExecutor(4))
    game_service_pb2_grpc.add_GameServiceServicer_to_server(service, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield service, f"127.0.0.1:{port}"
    server.stop(None)



def test_a_gap_in_a_watch_stream_resumes_after_the_last_version(fake):
    service, addr = fake
    with Client(addr, retry=FAST) as client:
        versions = [(u.kind, u.version) for u in client.watch("games/fake")]
    assert versions == [("snapshot", 1), ("change", 2), ("change", 3), ("change", 4)]
    assert service.requests == [None, 2]


def test_a_gap_in_an_async_watch_stream_resumes_too(fake):
    service, addr = fake

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            return [(u.kind, u.version) async for u in client.watch("games/fake")]

    assert asyncio.run(main()) == [("snapshot", 1), ("change", 2), ("change", 3), ("change", 4)]
    assert service.requests == [None, 2]


def test_unavailable_is_retried_then_answers(fake, caplog):
    service, addr = fake
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    with Client(addr, retry=FAST) as client:
        assert client.get_game("games/fake").version == 9
    assert service.requests.count("get") == 3
    assert len([r for r in caplog.records if "retrying GetGame" in r.getMessage()]) == 2


def test_the_retries_stop_after_the_attempts(fake):
    service, addr = fake
    with Client(addr, retry=RetryPolicy(attempts=2, first_delay=0.01, max_delay=0.01)) as client:
        with pytest.raises(GameError) as e:
            client.get_game("games/fake")
    assert e.value.code == grpc.StatusCode.UNAVAILABLE
    assert service.requests.count("get") == 2


def test_a_retried_find_game_resends_its_token_and_contribution(fake):
    service, addr = fake
    with Client(addr, retry=FAST) as client:
        seat = client.find_game("finder", players=3, house_after=5, house_strategy="expert")
    sent = [r for r in service.requests if isinstance(r, game_service_pb2.FindGameRequest)]
    assert len(sent) == 3
    assert all(r == sent[0] for r in sent), "a retry changed the request"
    assert len(sent[0].seat_token) == 64 and len(sent[0].dice_contribution) == 32
    assert sent[0].house_fill_seconds == 5 and sent[0].house_strategy == "expert"
    assert sent[0].options.players == 3 and not sent[0].options.HasField("first_seat")
    assert (seat.name, seat.seat, seat.token) == ("games/fake", 1, sent[0].seat_token)


def test_an_async_retried_find_game_resends_its_token_and_contribution(fake):
    service, addr = fake

    # A token of the caller's: random, as the server's entropy check wants.
    token = secrets.token_hex(32)

    async def main():
        async with AsyncClient(addr, retry=FAST) as client:
            return await client.find_game("finder", seat_token=token)

    seat = asyncio.run(main())
    sent = [r for r in service.requests if isinstance(r, game_service_pb2.FindGameRequest)]
    assert len(sent) == 3 and all(r == sent[0] for r in sent)
    assert not sent[0].HasField("house_fill_seconds")
    assert seat.token == sent[0].seat_token == token


def test_create_game_is_not_retried_after_unavailable(fake):
    service, addr = fake
    with Client(addr, retry=FAST) as client:
        with pytest.raises(GameError) as e:
            client.create_game(3, house_seats={2: "expert", 0: "greedy"})
    assert e.value.code == grpc.StatusCode.UNAVAILABLE
    sent = [r for r in service.requests if isinstance(r, game_service_pb2.CreateGameRequest)]
    assert len(sent) == 1
    assert [(h.seat, h.strategy) for h in sent[0].house_seats] == [(0, "greedy"), (2, "expert")]


RATE_LIMITED = bool(os.environ.get("MOUNTAIN_GOATS_RATE_LIMITED"))


@pytest.mark.skipif(not RATE_LIMITED, reason="the server is not rate limited (tests/run sets MOUNTAIN_GOATS_RATE_LIMITED)")
def test_rate_limited_calls_are_retried(server_addr, caplog):
    """A burst far over the server's limit: without retries some calls fail
    with RATE_LIMITED; with the contract's retries every call answers."""
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    with Client(server_addr) as client:
        game = client.create_game(2)

        def burst(c: Client, n: int) -> list:
            out = []
            with futures.ThreadPoolExecutor(8) as pool:
                for f in [pool.submit(c.get_game, game.name) for _ in range(n)]:
                    try:
                        out.append(f.result())
                    except GameError as e:
                        out.append(e)
            return out

        with Client(server_addr, retry=RetryPolicy(attempts=1)) as once:
            refused = [r for r in burst(once, 60) if isinstance(r, GameError)]
        assert refused, "a burst of 60 calls was never rate limited: is the server's limit on?"
        assert all(e.code == grpc.StatusCode.RESOURCE_EXHAUSTED and e.reason == "RATE_LIMITED" for e in refused)

        answers = burst(client, 60)
        assert all(not isinstance(r, GameError) for r in answers), [r for r in answers if isinstance(r, GameError)][:3]
        assert all(g.name == game.name for g in answers)
    retried = [r for r in caplog.records if "retrying GetGame" in r.getMessage() and "RATE_LIMITED" in r.getMessage()]
    assert retried, "no RATE_LIMITED retry was logged"
