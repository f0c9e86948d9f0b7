"""A new user's first failures (issue 35): a bad address is refused before
anything is dialled; a connection refused before the server's first answer
fails at once, in one line, and is retried once the server has answered; and
the example bot, run as a user runs it, fails in one line."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import grpc
import pytest
from proxy import Proxy

from mountain_goats import Client, GameError, RetryPolicy
from mountain_goats.aio import AsyncClient
from mountain_goats.retry import Link, refusal

BOT = Path(__file__).resolve().parents[1] / "examples" / "bot.py"
BAD_ADDRESSES = [
    "127.0.0.1",
    "localhost:50051x",
    "host:0",
    "host:70000",
    ":50051",
    "",
    "127.0.0.1:",
    "http://127.0.0.1:50051",
    "[::1:50051",
    "[not-ipv6]:50051",
    "300.1.1.1:50051",
    "two words:50051",
    "host:-1",
    "host:+80",
]
GOOD_ADDRESSES = ["127.0.0.1:50051", "localhost:1", "games.example:443", "host:65535", "[::1]:50051", "my_host-2:8080"]
# Slow retries: a call that retried them would take over 9 s.
SLOW = RetryPolicy(attempts=10, first_delay=2.0, max_delay=2.0)


def not_an_address(address: str) -> str:
    return f'"{address}" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051'


def refused_message(address: str) -> str:
    return (
        f"no server is listening at {address} (connection refused): "
        'start one with "cargo run --release -- serve", or check the address'
    )


def dead_address() -> str:
    """An address nothing listens at: a port just bound, then closed."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{s.getsockname()[1]}"


def retries(caplog: pytest.LogCaptureFixture, method: str) -> int:
    return len([r for r in caplog.records if f"retrying {method}" in r.getMessage()])


# The address check ---------------------------------------------------------


@pytest.mark.parametrize("address", BAD_ADDRESSES)
def test_an_address_that_is_not_host_port_is_refused(address):
    with pytest.raises(ValueError) as e:
        Client(address)
    assert str(e.value) == not_an_address(address)

    async def make():
        AsyncClient(address)

    with pytest.raises(ValueError) as e:
        asyncio.run(make())
    assert str(e.value) == not_an_address(address)


def test_host_port_addresses_are_accepted():
    for address in GOOD_ADDRESSES:
        Client(address).close()
    Client("games.example:443", tls=True).close()


def test_a_refused_address_stays_one_line():
    with pytest.raises(ValueError) as e:
        Client("host\n:50051")
    assert "\n" not in str(e.value) and str(e.value).startswith('"host\\n:50051" is not a server address')


# A refused connection: at once before the first answer, retried after it ----


def test_what_a_refusal_is():
    refused = GameError(
        grpc.StatusCode.UNAVAILABLE,
        "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:9: "
        "Failed to connect to remote host: Connection refused",
    )
    assert refusal(refused, "127.0.0.1:9").message == refused_message("127.0.0.1:9")
    unresolved = GameError(grpc.StatusCode.UNAVAILABLE, "errors resolving nope.invalid:1: Domain name not found")
    assert refusal(unresolved, "nope.invalid:1").message == "cannot resolve nope.invalid in nope.invalid:1: check the address"
    # A server restarting (its own UNAVAILABLE) and other failures are not refusals.
    assert refusal(GameError(grpc.StatusCode.UNAVAILABLE, "shutting down", "SHUTTING_DOWN"), "h:1") is None
    assert refusal(GameError(grpc.StatusCode.UNAVAILABLE, "Socket closed"), "h:1") is None
    assert refusal(GameError(grpc.StatusCode.NOT_FOUND, "Connection refused"), "h:1") is None
    # The first answer ends the rule: a server's status counts, a transport failure does not.
    link = Link("h:1")
    assert link.failed(GameError(grpc.StatusCode.UNAVAILABLE, "Socket closed")) is None and not link.answered
    assert link.failed(refused) is not None
    assert link.failed(GameError(grpc.StatusCode.NOT_FOUND, "no game", "GAME_NOT_FOUND")) is None and link.answered
    assert link.failed(refused) is None


def test_a_refused_connection_before_any_answer_fails_at_once(caplog):
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    addr = dead_address()
    start = time.monotonic()
    with Client(addr, retry=SLOW) as client:
        with pytest.raises(GameError) as e:
            client.get_game("games/abc")
        with pytest.raises(GameError) as w:
            next(iter(client.watch("games/abc")))
    assert time.monotonic() - start < 5, "retried the refused connection"
    for err in (e.value, w.value):
        assert err.code == grpc.StatusCode.UNAVAILABLE
        assert err.message == refused_message(addr)
        assert str(err) == f"UNAVAILABLE: {refused_message(addr)}"
    assert retries(caplog, "GetGame") == 0


def test_an_async_refused_connection_before_any_answer_fails_at_once(caplog):
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    addr = dead_address()

    async def main():
        async with AsyncClient(addr, retry=SLOW) as client:
            with pytest.raises(GameError) as e:
                await client.get_game("games/abc")
            with pytest.raises(GameError) as w:
                await client.watch("games/abc").__anext__()
            return e.value, w.value

    start = time.monotonic()
    errors = asyncio.run(main())
    assert time.monotonic() - start < 5, "retried the refused connection"
    for err in errors:
        assert (err.code, err.message) == (grpc.StatusCode.UNAVAILABLE, refused_message(addr))
    assert retries(caplog, "GetGame") == 0


def test_a_name_that_does_not_resolve_fails_at_once():
    # .invalid never resolves (RFC 6761).
    with Client("nothing-here.invalid:50051", retry=SLOW) as client:
        with pytest.raises(GameError) as e:
            client.get_game("games/abc")
    assert e.value.code == grpc.StatusCode.UNAVAILABLE
    assert str(e.value) == (
        "UNAVAILABLE: cannot resolve nothing-here.invalid in nothing-here.invalid:50051: check the address"
    )


def restart_later(proxy: Proxy, target: str, after: float) -> tuple[threading.Thread, list]:
    """Closes ``proxy`` (new connections to its port are refused) and opens
    a new one at the same port ``after`` seconds later: a server restarting."""
    port = int(proxy.address.rsplit(":", 1)[1])
    proxy.close()
    back: list[Proxy] = []

    def reopen():
        time.sleep(after)
        back.append(Proxy(target, port))

    thread = threading.Thread(target=reopen, daemon=True)
    thread.start()
    return thread, back


# Retries with room for grpc's own reconnect backoff (about 1 s, then 1.6 s).
PATIENT = RetryPolicy(attempts=10, first_delay=0.2, max_delay=1.0)


def test_after_an_answer_a_refused_connection_is_retried(client, server_addr, caplog):
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    game = client.create_game(2)
    proxy = Proxy(server_addr)
    with Client(proxy.address, retry=PATIENT) as through:
        assert through.get_game(game.name).name == game.name  # the first answer
        thread, back = restart_later(proxy, server_addr, after=0.5)
        try:
            assert through.get_game(game.name).name == game.name  # refused, retried, answered
            thread.join()
        finally:
            for p in back:
                p.close()
    assert retries(caplog, "GetGame") >= 1
    assert back and back[0].accepted >= 1


def test_after_an_answer_an_async_refused_connection_is_retried(client, server_addr, caplog):
    caplog.set_level(logging.DEBUG, logger="mountain_goats")
    game = client.create_game(2)
    proxy = Proxy(server_addr)

    async def main():
        async with AsyncClient(proxy.address, retry=PATIENT) as through:
            assert (await through.get_game(game.name)).name == game.name
            thread, back = restart_later(proxy, server_addr, after=0.5)
            try:
                assert (await through.get_game(game.name)).name == game.name
                await asyncio.to_thread(thread.join)
            finally:
                for p in back:
                    p.close()
            return back

    back = asyncio.run(main())
    assert retries(caplog, "GetGame") >= 1
    assert back and back[0].accepted >= 1


def test_after_an_answer_the_retries_end_with_the_transport_error(client, server_addr):
    game = client.create_game(2)
    proxy = Proxy(server_addr)
    with Client(proxy.address, retry=RetryPolicy(attempts=2, first_delay=0.01, max_delay=0.01)) as through:
        through.get_game(game.name)
        proxy.close()
        with pytest.raises(GameError) as e:
            through.get_game(game.name)
    assert e.value.code == grpc.StatusCode.UNAVAILABLE
    assert "no server is listening" not in str(e.value)  # retried as a restart, not taken for a wrong address


# The example bot, as a user runs it -----------------------------------------


def run_bot(*args: str, key: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "MOUNTAIN_GOATS_KEY"}
    if key is not None:
        env["MOUNTAIN_GOATS_KEY"] = key
    return subprocess.run(
        [sys.executable, str(BOT), *args], capture_output=True, text=True, timeout=timeout, env=env
    )


def one_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].strip(), f"not one line on stderr: {stderr!r}"
    return lines[0]


WRONG_KEY = "mgk_" + "0" * 64


def test_the_bot_with_no_server_fails_in_one_line_at_once():
    addr = dead_address()
    start = time.monotonic()
    done = run_bot(addr, "games/abc", "py")
    took = time.monotonic() - start
    line = one_line(done.stderr)
    assert done.returncode == 1, done
    assert line.startswith("error: ") and "no server is listening at " + addr in line, line
    assert took < 5, f"took {took:.1f} s: retried the refused connection"


def test_the_bot_with_no_such_game_fails_in_one_line(server_addr):
    done = run_bot(server_addr, "games/doesnotexist", "py")
    assert done.returncode == 1, done
    line = one_line(done.stderr)
    assert line.startswith("error: ") and "GAME_NOT_FOUND" in line, line


@pytest.mark.parametrize(
    "order",
    [["{addr}", "--rated"], ["--rated", "{addr}"], ["--key", "{key}", "--rated", "{addr}"], ["{addr}", "--rated", "--players", "3"]],
    ids=["addr-rated", "rated-addr", "key-rated-addr", "addr-rated-players"],
)
def test_the_bot_with_a_wrong_key_fails_in_one_line(server_addr, order):
    # Every order of flags and address reaches the server, which refuses the key.
    args = [a.format(addr=server_addr, key=WRONG_KEY) for a in order]
    done = run_bot(*args, key=None if "--key" in args else WRONG_KEY)
    assert done.returncode == 1, done
    line = one_line(done.stderr)
    assert line.startswith("error: ") and "KEY_INVALID" in line, line
    assert WRONG_KEY not in line


def test_the_bot_with_a_bad_address_fails_in_one_line():
    done = run_bot("127.0.0.1", "games/abc", "py")
    assert done.returncode in (1, 2), done
    assert "is not a server address" in one_line(done.stderr)


@pytest.mark.parametrize(
    "args",
    [[], ["127.0.0.1:50051"], ["127.0.0.1:50051", "games/abc", "py", "--rated"], ["127.0.0.1:50051", "--rated"]],
    ids=["nothing", "no-game", "game-and-rated", "rated-without-key"],
)
def test_a_usage_error_is_one_line(args):
    done = run_bot(*args)
    assert done.returncode == 2, done
    assert one_line(done.stderr).startswith("usage: bot.py ADDR")
    assert done.stdout == ""
