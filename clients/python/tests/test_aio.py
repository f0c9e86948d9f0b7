"""The asyncio client (mountain_goats.aio) against a live server."""

from __future__ import annotations

import asyncio

import grpc
import pytest

from mountain_goats import DiceLog, GameError, commitment, format_standings, game_pb2
from mountain_goats.aio import AsyncClient

GAME_TIMEOUT = 120
PROGRESS = ("goat_climbed", "summit_reached", "point_token_taken", "bonus_token_taken")


async def progress(game, moves):
    """An async strategy: the legal move that climbs and takes the most."""
    await asyncio.sleep(0)
    return max(moves, key=lambda m: sum(e.WhichOneof("kind") in PROGRESS for e in m.events))


def test_a_full_game_of_async_bots_with_an_async_watch(server_addr):
    async def main():
        async with AsyncClient(server_addr) as client:
            game = await client.create_game(2)
            stream = client.watch(game.name)
            first = await stream.__anext__()
            updates = [first]

            async def observe():
                async for u in stream:
                    updates.append(u)

            observer = asyncio.create_task(observe())
            seats = [await client.join_game(game.name, f"aio{i}") for i in range(2)]
            finals = await asyncio.wait_for(asyncio.gather(*(s.play(progress) for s in seats)), GAME_TIMEOUT)
            await asyncio.wait_for(observer, 30)
            listed = [g async for g in client.list_games(status=game_pb2.GAME_STATUS_FINISHED, page_size=5)]
            return game, seats, finals, updates, listed

    game, seats, finals, updates, listed = asyncio.run(main())
    final = finals[0]
    assert final.status == game_pb2.GAME_STATUS_FINISHED and finals[1].version == final.version
    assert commitment(final.seed) == final.seed_sha256
    assert {s.seat for s in seats} == {0, 1}
    for seat in seats:
        assert seat.dice.verify(final) >= 1
    assert [u.version for u in updates] == list(range(1, final.version + 1))
    assert updates[0].kind == "snapshot" and all(u.kind == "change" for u in updates[1:])
    log = DiceLog()
    for u in updates:
        log.observe(u)
    assert log.verify(final) == final.board.turn + 1
    assert listed and all(g.status == game_pb2.GAME_STATUS_FINISHED for g in listed)


def test_async_legal_moves_preview_and_errors(server_addr):
    async def main():
        async with AsyncClient(server_addr) as client:
            game = await client.create_game(2)
            seats = {}
            for i in range(2):
                s = await client.join_game(game.name, f"aio-p{i}")
                seats[s.seat] = s
            game = await client.get_game(game.name)
            listed = await client.list_legal_moves(game.name)
            preview = await client.preview_move(game.name, listed.legal_moves[0])
            other = seats[1 - game.board.current_seat]
            with pytest.raises(GameError) as e:
                await other.submit_move(listed.legal_moves[0])
            me = seats[game.board.current_seat]
            played = await me.submit_move(listed.legal_moves[0], expected_version=game.version, request_id="aio-1")
            again = await me.submit_move(listed.legal_moves[0], expected_version=game.version, request_id="aio-1")
            with pytest.raises(GameError) as missing:
                await client.get_game("games/" + "0" * len(game.name.removeprefix("games/")))
            return game, listed, preview, e.value, played, again, missing.value

    game, listed, preview, err, played, again, missing = asyncio.run(main())
    assert listed.version == game.version and listed.legal_moves
    assert list(preview.events) == list(listed.legal_moves[0].events)
    assert err.code == grpc.StatusCode.FAILED_PRECONDITION and err.reason == "NOT_YOUR_TURN"
    assert played == again and played.game.version == game.version + 1
    assert missing.code == grpc.StatusCode.NOT_FOUND and missing.reason == "GAME_NOT_FOUND"


def test_async_house_seats_and_find_game(server_addr):
    """create_game(house_seats=…) and find_game(house_after=…) with asyncio;
    the options are this test's own, so that matchmaking seats no other test here."""

    async def main():
        async with AsyncClient(server_addr) as client:
            game = await client.create_game(2, house_seats={0: "greedy"})
            me = await client.join_game(game.name, "aio-human")
            found = await client.find_game(
                "aio-finder", players=2, big_mountain=True, allow_declining_groups=True, house_after=1
            )
            with pytest.raises(GameError) as bad:
                await client.create_game(2, house_seats={1: "nobody"})
            finals = await asyncio.wait_for(asyncio.gather(me.play(progress), found.play(progress)), GAME_TIMEOUT)
            return me, found, finals, bad.value

    me, found, finals, bad = asyncio.run(main())
    assert me.seat == 1
    assert found.name.startswith("games/") and found.name != me.name and len(found.token) == 64
    for seat, final in zip((me, found), finals):
        assert final.status == game_pb2.GAME_STATUS_FINISHED and final.name == seat.name
        assert [s.house_strategy for s in final.seats if s.index != seat.seat] == ["greedy"]
        assert len(format_standings(final).splitlines()) == 2
    assert finals[1].options.big_mountain and finals[1].options.allow_declining_groups
    assert bad.code == grpc.StatusCode.INVALID_ARGUMENT and bad.reason == "INVALID_HOUSE_SEATS"
