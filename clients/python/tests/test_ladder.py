"""Accounts and the rated ladder, against a live server (see conftest.py)."""

from __future__ import annotations

import asyncio
import os
import re
import secrets
import subprocess
import sys
import threading
from concurrent import futures
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import grpc
import pytest

from mountain_goats import AccountKey, Client, GameError, RetryPolicy, game_pb2, game_service_pb2
from mountain_goats.aio import AsyncClient
from mountain_goats.client import _with_retries
from mountain_goats.v1 import game_service_pb2_grpc

FINISHED = game_pb2.GAME_STATUS_FINISHED
GAME_TIMEOUT = 120


def unique(name: str) -> str:
    """A display name no other test of the session takes (names are unique
    server-wide, ignoring case and look-alikes)."""
    return f"{name} {secrets.token_hex(4)}"


def first(game, moves):
    return moves[0]


def test_create_account_returns_the_key_once(client):
    made = client.create_account(unique("Ada"))
    assert isinstance(made, AccountKey)
    assert made.key.startswith("mgk_") and len(made.key) == 4 + 64
    assert made.account.name.startswith("accounts/")
    assert made.account.rated_games == 0
    got = client.get_account(made.account.name)
    assert got.account.display_name == made.account.display_name
    assert list(got.history) == []


def test_a_look_alike_name_is_taken(client):
    suffix = secrets.token_hex(4)
    client.create_account(f"Alice {suffix}")
    with pytest.raises(GameError) as e:
        client.create_account(f"AIice {suffix}")  # a capital I for the l
    assert e.value.code == grpc.StatusCode.ALREADY_EXISTS
    assert e.value.reason == "NAME_TAKEN"


def test_an_unknown_account_is_not_found(client):
    with pytest.raises(GameError) as e:
        client.get_account("accounts/nobody-has-this-id")
    assert e.value.code == grpc.StatusCode.NOT_FOUND
    assert e.value.reason == "ACCOUNT_NOT_FOUND"


def test_rotate_invalidates_the_old_key(server_addr):
    with Client(server_addr) as client:
        made = client.create_account(unique("Rota"))
    with Client(server_addr, key=made.key) as owner:
        rotated = owner.rotate_key()
        assert rotated.key != made.key and rotated.key.startswith("mgk_")
        assert rotated.account.name == made.account.name
        # The client keeps the new key: it can rotate again.
        assert owner.rotate_key().key != rotated.key
    with pytest.raises(GameError) as e:
        with Client(server_addr) as client:
            client.rotate_key(key=made.key)
    assert e.value.code == grpc.StatusCode.UNAUTHENTICATED
    assert e.value.reason == "KEY_INVALID"


def raw_rotate(client: Client, old_key: str, new_key: str) -> game_service_pb2.RotateAccountKeyResponse:
    """RotateAccountKey through the generated stub, with ``new_key`` chosen
    here (under the retry policy only for RATE_LIMITED: tests/run's server is
    rate limited)."""
    return _with_retries(
        lambda: client.stub.RotateAccountKey(
            game_service_pb2.RotateAccountKeyRequest(new_key=new_key),
            metadata=(("authorization", f"Bearer {old_key}"),),
        ),
        RetryPolicy(),
        "RotateAccountKey",
        idempotent=False,
    )


def test_a_rotation_repeated_after_a_lost_answer_answers_the_same_key(client, server_addr):
    made = client.create_account(unique("Again"))
    drawn = "mgk_" + secrets.token_hex(32)
    # The first answer "lost": the same request again, with the old key,
    # finds the rotation to that very key made and answers it again.
    first_answer = raw_rotate(client, made.key, drawn)
    repeat = raw_rotate(client, made.key, drawn)
    for answer in (first_answer, repeat):
        assert answer.key == drawn
        assert answer.account.name == made.account.name
    # The new key works: the library rotates it to yet another key.
    with Client(server_addr, key=drawn) as owner:
        rotated = owner.rotate_key()
    assert rotated.key not in (made.key, drawn)
    assert re.fullmatch(r"mgk_[0-9a-f]{64}", rotated.key)
    assert rotated.account.name == made.account.name
    # ...and neither older key rotates any more: not the first (its rotation
    # was to another key), not the second.
    for old in (made.key, drawn):
        with pytest.raises(GameError) as e:
            raw_rotate(client, old, "mgk_" + secrets.token_hex(32))
        assert (e.value.code, e.value.reason) == (grpc.StatusCode.UNAUTHENTICATED, "KEY_INVALID")


def test_a_malformed_or_taken_new_key_is_refused(client):
    made = client.create_account(unique("Malformed"))
    other = client.create_account(unique("Other"))
    for bad in ("mgk_" + "AB" * 32, "mgk_" + "0" * 64, "mgk_" + secrets.token_hex(16), "key", other.key):
        with pytest.raises(GameError) as e:
            raw_rotate(client, made.key, bad)
        assert (e.value.code, e.value.reason) == (grpc.StatusCode.INVALID_ARGUMENT, "INVALID_KEY"), bad
        assert made.key not in str(e.value) and made.key not in repr(e.value)
    # The old key is still the account's.
    assert client.rotate_key(key=made.key).account.name == made.account.name


class LossyRotation(game_service_pb2_grpc.GameServiceServicer):
    """RotateAccountKey answered UNAVAILABLE twice (as if the answer were
    lost), then answered with the key asked for; every request kept."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests: list[tuple[game_service_pb2.RotateAccountKeyRequest, str]] = []

    def RotateAccountKey(self, request, context):  # noqa: N802
        bearer = dict(context.invocation_metadata()).get("authorization", "")
        with self.lock:
            self.requests.append((request, bearer))
            n = len(self.requests)
        if n < 3:
            context.abort(grpc.StatusCode.UNAVAILABLE, "the answer was lost")
        account = game_service_pb2.Account(name="accounts/lossy", display_name="Lossy")
        return game_service_pb2.RotateAccountKeyResponse(account=account, key=request.new_key)


@pytest.fixture
def lossy():
    service = LossyRotation()
    server = grpc.server(futures.ThreadPoolExecutor(2))
    game_service_pb2_grpc.add_GameServiceServicer_to_server(service, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield service, f"127.0.0.1:{port}"
    server.stop(None)


FAST = RetryPolicy(attempts=5, first_delay=0.01, max_delay=0.01)
OLD_KEY = "mgk_" + "1f" * 32


def check_lossy_rotation(service: LossyRotation, rotated: AccountKey) -> None:
    assert len(service.requests) == 3, "UNAVAILABLE was not retried"
    keys = {request.new_key for request, _ in service.requests}
    assert len(keys) == 1, "a retry drew another key"
    (drawn,) = keys
    assert re.fullmatch(r"mgk_[0-9a-f]{64}", drawn)
    assert all(bearer == f"Bearer {OLD_KEY}" for _, bearer in service.requests)
    assert rotated.key == drawn and rotated.account.name == "accounts/lossy"
    assert drawn not in repr(rotated)


def test_rotate_key_draws_the_key_and_is_retried(lossy):
    service, addr = lossy
    with Client(addr, key=OLD_KEY, retry=FAST) as owner:
        rotated = owner.rotate_key()
        check_lossy_rotation(service, rotated)
        assert rotated.key not in repr(owner)
    # Each rotation draws a key of its own.
    service.requests.clear()
    with Client(addr, retry=FAST) as client:
        assert client.rotate_key(key=OLD_KEY).key != rotated.key


def test_the_async_rotate_key_draws_the_key_and_is_retried(lossy):
    service, addr = lossy

    async def main() -> AccountKey:
        async with AsyncClient(addr, key=OLD_KEY, retry=FAST) as owner:
            return await owner.rotate_key()

    check_lossy_rotation(service, asyncio.run(main()))


def test_a_revoked_key_joins_nothing(client):
    made = client.create_account(unique("Revo"))
    account = client.revoke_key(key=made.key)
    assert account.key_revoked
    with pytest.raises(GameError) as e:
        client.find_game(rated=True, key=made.key)
    assert e.value.reason == "KEY_INVALID"
    with pytest.raises(GameError) as e:
        client.rotate_key(key=made.key)
    assert e.value.reason == "KEY_INVALID"


def test_a_rated_find_needs_a_key(client):
    # Refused before any call...
    with pytest.raises(GameError) as e:
        client.find_game(rated=True)
    assert (e.value.code, e.value.reason) == (grpc.StatusCode.UNAUTHENTICATED, "KEY_REQUIRED")
    # ...and by the server too, for a request that gets past the client (the
    # raw stub, through the retry policy: tests/run's server is rate limited).
    req = client.stub.FindGame
    from mountain_goats import RetryPolicy, game_service_pb2
    from mountain_goats.client import _with_retries

    with pytest.raises(GameError) as raw:
        _with_retries(
            lambda: req(game_service_pb2.FindGameRequest(options=game_pb2.GameOptions(players=2, rated=True))),
            RetryPolicy(),
            "FindGame",
        )
    assert raw.value.reason == "KEY_REQUIRED"


def test_a_rated_seat_takes_the_account_name(client):
    with pytest.raises(ValueError, match="display name"):
        client.find_game("someone", rated=True, key="mgk_" + "0" * 64)


def play_rated(server_addr: str, key: str):
    with Client(server_addr, key=key) as client:
        me = client.find_game(rated=True, players=2)
        return me.player_name, me.play(first)


def test_a_rated_game_moves_both_ratings(client, server_addr):
    a = client.create_account(unique("Rated A"))
    b = client.create_account(unique("Rated B"))
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda k: play_rated(server_addr, k), [a.key, b.key]))
    (name_a, final_a), (name_b, final_b) = results
    assert final_a.name == final_b.name, "the two accounts sat at one table"
    assert final_a.status == FINISHED and final_a.options.rated
    assert {name_a, name_b} == {a.account.display_name, b.account.display_name}
    assert {s.account for s in final_a.seats} == {a.account.name, b.account.name}
    for made in (a, b):
        got = client.get_account(made.account.name)
        assert got.account.rated_games == 1
        assert [h.game for h in got.history] == [final_a.name]
        assert got.history[0].players == 2
    ranked = {e.account.name: e.rank for e in client.leaderboard(page_size=1)}  # one a page: paged
    assert a.account.name in ranked and b.account.name in ranked


def test_the_async_client_plays_a_rated_game(server_addr):
    async def main():
        async with AsyncClient(server_addr) as client:
            a = await client.create_account(unique("Aio A"))
            b = await client.create_account(unique("Aio B"))

        async def play(key):
            async with AsyncClient(server_addr, key=key) as c:
                me = await c.find_game(rated=True)
                return await me.play(first)

        finals = await asyncio.wait_for(asyncio.gather(play(a.key), play(b.key)), GAME_TIMEOUT)
        async with AsyncClient(server_addr) as client:
            got = await client.get_account(a.account.name)
            names = [e.account.name async for e in client.leaderboard()]
            with pytest.raises(GameError) as e:
                await client.find_game(rated=True)
            assert e.value.reason == "KEY_REQUIRED"
        return finals, got, names, a, b

    finals, got, names, a, b = asyncio.run(main())
    assert finals[0].name == finals[1].name and finals[0].status == FINISHED
    assert got.account.rated_games == 1
    assert a.account.name in names and b.account.name in names


def test_the_key_is_not_shown(server_addr):
    with Client(server_addr) as client:
        made = client.create_account(unique("Secret"))
    key = made.key
    assert key not in repr(made) and key not in str(made)
    with Client(server_addr, key=key) as keyed:
        assert keyed.has_key
        assert key not in repr(keyed) and key not in str(keyed)
        assert key not in repr(vars(keyed).get("stub"))
        keyed.revoke_key()
        assert not keyed.has_key
    # An error about the key does not carry it.
    with Client(server_addr) as client:
        with pytest.raises(GameError) as e:
            client.find_game(rated=True, key=key)
    assert e.value.reason == "KEY_INVALID"
    assert key not in str(e.value) and key not in repr(e.value)
    assert key[4:] not in str(e.value)
    with pytest.raises(TypeError) as t:
        Client("127.0.0.1:1", key=b"mgk_bytes")  # type: ignore[arg-type]
    assert "mgk_bytes" not in str(t.value)


def test_the_example_bot_plays_rated_with_the_key_from_the_environment(client, server_addr):
    bot = Path(__file__).resolve().parents[1] / "examples" / "bot.py"
    keys = [client.create_account(unique(n)).key for n in ("Env A", "Env B")]
    procs = [
        subprocess.Popen(
            [sys.executable, str(bot), server_addr, "--rated"] + (["--key", keys[1]] if i else []),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "MOUNTAIN_GOATS_KEY": keys[0], "PYTHONUNBUFFERED": "1"},
        )
        for i in range(2)
    ]
    outs = []
    for p in procs:
        try:
            outs.append(p.communicate(timeout=GAME_TIMEOUT)[0])
        except subprocess.TimeoutExpired:
            # Seen once in CI: a bot that had printed its standings (its
            # game over) did not exit, its process held at shutdown by grpcio;
            # not reproduced since. The game is what this test is about: a bot
            # stopped after its standings still counts, one stopped before
            # them fails below.
            p.kill()
            outs.append(p.communicate()[0])
    for p, out in zip(procs, outs):
        assert p.returncode == 0 or "#2 seat" in out, out
    for out, key in zip(outs, keys):
        assert "#1 seat" in out
        assert key not in out
