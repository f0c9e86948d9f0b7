"""The client against a live server (see conftest.py for how it is found)."""

from __future__ import annotations

import itertools
import os
import re
import secrets
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import grpc
import pytest
from proxy import Proxy

from mountain_goats import (
    Client,
    DiceLog,
    GameError,
    Seat,
    Update,
    commitment,
    describe_dice,
    dice_seed,
    first_seat,
    format_standings,
    game_pb2,
    game_service_pb2,
    roll,
)

PLAYING = game_pb2.GAME_STATUS_PLAYING
FINISHED = game_pb2.GAME_STATUS_FINISHED
GAME_TIMEOUT = 120  # seconds for a whole game of bots


PROGRESS = ("goat_climbed", "summit_reached", "point_token_taken", "bonus_token_taken")


def progress(game, moves):
    """The legal move that climbs and takes the most (games last ~50 turns, not hundreds)."""
    return max(moves, key=lambda m: sum(e.WhichOneof("kind") in PROGRESS for e in m.events))


def start_game(client: Client, players: int = 2, **options):
    """Creates a game and fills every seat; returns (game, seats by index)."""
    game = client.create_game(players, **options)
    seats = [client.join_game(game.name, f"p{i}") for i in range(players)]
    return client.get_game(game.name), {s.seat: s for s in seats}


def illegal_move(game) -> game_pb2.Move:
    """The current roll with only the first die grouped: DICE_LEFT_OUT."""
    return game_pb2.Move(faces=game.board.roll.dice, groups=[game_pb2.Group(dice=[0])])


# Creating and joining ---------------------------------------------------------


def test_create_game(client):
    game = client.create_game(3, big_mountain=True)
    assert game.name.startswith("games/")
    assert game.status == game_pb2.GAME_STATUS_OPEN
    assert game.version == 1
    assert game.options.players == 3 and game.options.big_mountain
    # The server drew the seed: the players' contributions are mixed into
    # it, and the first seat is drawn from the mix when the game starts.
    assert game.dice_source == game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS
    assert not game.options.HasField("first_seat")
    assert [s.index for s in game.seats] == [0, 1, 2]
    assert not any(s.taken for s in game.seats)
    assert len(game.seed_sha256) == 64 and game.seed == b""


def test_create_game_with_a_seed_commits_to_it(client, dice_vectors):
    v = dice_vectors[2]
    seed = bytes.fromhex(v["seed"])
    game = client.create_game(4, seed=seed)
    assert game.seed_sha256 == commitment(seed) == v["commitment"]
    # Marked: whoever chose the seed knows every roll.
    assert game.dice_source == game_pb2.DICE_SOURCE_CHOSEN_SEED
    assert "creator knows every roll" in describe_dice(game)
    assert game.options.first_seat == v["first_seat"]["4"]
    assert game.seed == b""  # revealed only at the end


def test_get_and_list_games(client):
    game = client.create_game(2)
    assert client.get_game(game.name) == game
    # Newest first, a page at a time (other tests may be creating games too).
    assert any(g.name == game.name for g in client.list_games(page_size=2))
    open_games = list(itertools.islice(client.list_games(status=game_pb2.GAME_STATUS_OPEN, page_size=3), 7))
    assert open_games and all(g.status == game_pb2.GAME_STATUS_OPEN for g in open_games)
    finished = client.list_games(status=game_pb2.GAME_STATUS_FINISHED)
    assert all(g.status == FINISHED for g in itertools.islice(finished, 5))


def test_join_game_until_it_starts(client):
    game = client.create_game(2, first_seat=1)
    bob = client.join_game(game.name, "bob", seat=1)
    assert bob.seat == 1 and bob.token
    assert bob.game.version == 2 and bob.game.status == game_pb2.GAME_STATUS_OPEN
    assert bob.game.seats[1].taken and bob.game.seats[1].player_name == "bob"
    alice = client.join_game(game.name, "alice")
    assert alice.seat == 0 and alice.token and alice.token != bob.token
    started = alice.game
    assert started.version == 3
    assert started.status == PLAYING
    assert started.board.current_seat == 1 == started.board.first_seat
    assert len(started.board.roll.dice) == 4
    assert all(1 <= d <= 6 for d in started.board.roll.dice)


def test_join_again_with_the_same_seat_token_returns_the_same_seat(client):
    game = client.create_game(2)
    token = secrets.token_hex(32)
    first = client.join_game(game.name, "retrying", seat_token=token)
    again = client.join_game(game.name, "retrying", seat_token=token)
    assert first.token == again.token == token
    assert again.seat == first.seat
    now = client.get_game(game.name)
    assert [s.index for s in now.seats if s.taken] == [first.seat]
    assert now.status == game_pb2.GAME_STATUS_OPEN and now.version == 2


def test_seat_taken(client):
    game = client.create_game(2)
    client.join_game(game.name, "a", seat=0)
    with pytest.raises(GameError) as e:
        client.join_game(game.name, "b", seat=0)
    assert e.value.code == grpc.StatusCode.ALREADY_EXISTS
    assert e.value.reason == "SEAT_TAKEN"


def test_legal_moves_and_preview(client):
    game, seats = start_game(client)
    listed = client.list_legal_moves(game.name)
    assert listed.version == game.version
    assert listed.seat == game.board.current_seat
    assert list(listed.roll.dice) == list(game.board.roll.dice)
    assert listed.legal_moves and all(m.summary for m in listed.legal_moves)
    preview = client.preview_move(game.name, listed.legal_moves[0])
    assert list(preview.events) == list(listed.legal_moves[0].events)
    assert client.get_game(game.name).version == game.version  # nothing committed


# Playing ------------------------------------------------------------------------


def test_submit_move_is_idempotent_by_request_id(client):
    game, seats = start_game(client)
    me = seats[game.board.current_seat]
    move = client.list_legal_moves(game.name).legal_moves[0]
    first = me.submit_move(move, expected_version=game.version, request_id="retry-1")
    assert first.game.version == game.version + 1
    assert first.events
    again = me.submit_move(move, expected_version=game.version, request_id="retry-1")
    assert again == first
    assert client.get_game(game.name).version == game.version + 1


def test_full_game_of_bots_with_a_gapless_watch(server_addr):
    players = 3
    with Client(server_addr) as host:
        game = host.create_game(players)
        # The observer's first update is the snapshot at version 1.
        stream = host.watch(game.name)
        first = next(stream)
        assert first.kind == "snapshot" and first.version == 1
        updates: list[Update] = [first]
        observer = threading.Thread(target=lambda: updates.extend(stream), daemon=True)
        observer.start()

        def bot(i: int):
            with Client(server_addr) as c:
                seat = c.join_game(game.name, f"bot{i}")
                final = seat.play(progress)
                return seat, final

        with ThreadPoolExecutor(players) as pool:
            results = [f.result(timeout=GAME_TIMEOUT) for f in [pool.submit(bot, i) for i in range(players)]]
        observer.join(timeout=30)
        assert not observer.is_alive(), "the watch did not end after the game-over update"

    final = results[0][1]
    assert final.status == FINISHED
    assert len(final.seed) == 32 and commitment(final.seed) == final.seed_sha256
    result = final.board.result
    assert sorted(s.seat for s in result.standings) == list(range(players))
    assert result.winners and all(s.rank >= 1 for s in result.standings)
    assert {seat.seat for seat, _ in results} == set(range(players))
    for seat, their_final in results:
        assert their_final.version == final.version
        assert seat.dice.verify(their_final) >= 1
    # Every seat mixed 32 random bytes into the dice (the client's default):
    # the rolls come from the seed mixed with them, not from the seed alone.
    assert final.dice_source == game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS
    assert [len(s.dice_contribution) for s in final.seats] == [32] * players
    assert final.options.first_seat == first_seat(dice_seed(final), players)

    # The watch: a snapshot, then every version once, in order, with no gap.
    versions = [u.version for u in updates]
    assert versions == list(range(1, final.version + 1))
    assert all(u.kind == "change" for u in updates[1:])
    assert updates[-1].finished and updates[-1].game == final
    assert any(e.WhichOneof("kind") == "game_over" for e in updates[-1].events)
    # Every turn's roll was announced, and the revealed seed explains them all.
    log = DiceLog()
    for u in updates:
        log.observe(u)
    assert sorted(log.rolls) == list(range(final.board.turn + 1))
    assert log.verify(final) == final.board.turn + 1
    assert any(roll(bytes(final.seed), t) != dice for t, dice in log.rolls.items())


def test_dice_contributions_are_shown_and_a_seat_may_send_none(client):
    game = client.create_game(2)
    mine = bytes(range(16))
    a = client.join_game(game.name, "a", seat=0, dice_contribution=mine)
    assert a.game.seats[0].dice_contribution == mine
    b = client.join_game(game.name, "b", seat=1, dice_contribution=b"")
    started = b.game
    assert started.status == PLAYING
    assert [s.dice_contribution for s in started.seats] == [mine, b""]
    assert "(1 of 2 seated players contributed)" in describe_dice(started)
    with pytest.raises(GameError) as e:
        other = client.create_game(2)
        client.join_game(other.name, "c", dice_contribution=b"short")
    assert e.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert e.value.reason == "INVALID_DICE_CONTRIBUTION"


def test_watch_with_a_seat_token_carries_legal_moves(client):
    game, seats = start_game(client)
    me = seats[game.board.current_seat]
    other = seats[1 - game.board.current_seat]
    mine = next(me.watch())
    assert mine.kind == "snapshot" and mine.legal_moves
    theirs = next(other.watch())
    assert theirs.kind == "snapshot" and not theirs.legal_moves
    public = next(client.watch(game.name))
    assert not public.legal_moves


def test_watch_resumes_after_a_version(client):
    game, seats = start_game(client)  # versions 1 (created), 2, 3 (joins)
    me = seats[game.board.current_seat]
    me.submit_move(client.list_legal_moves(game.name).legal_moves[0], expected_version=game.version)
    stream = client.watch(game.name, resume_after=2)
    got = [next(stream), next(stream)]
    stream.close()
    assert [(u.kind, u.version) for u in got] == [("change", 3), ("change", 4)]


def test_example_bot_plays_a_game(server_addr):
    bot = Path(__file__).resolve().parents[1] / "examples" / "bot.py"
    with Client(server_addr) as client:
        game = client.create_game(2)
        procs = [
            subprocess.Popen(
                [sys.executable, str(bot), server_addr, game.name, name, str(seat)],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
            for seat, name in enumerate(["ex-a", "ex-b"])
        ]
        outs = [p.communicate(timeout=GAME_TIMEOUT)[0] for p in procs]
        assert [p.returncode for p in procs] == [0, 0], outs
        assert client.get_game(game.name).status == FINISHED
    for out in outs:
        assert "#1 seat" in out


# House bots and matchmaking --------------------------------------------------------
#
# Matchmaking seats callers who ask for the same options at the same table,
# whatever their house_after: each find_game test asks for options no other
# test of this suite asks for, so that none is seated in another's game.

STANDING_LINE = re.compile(r"^\d+\. .+: \d+ points$")


def play_within(seat: Seat, timeout: float = GAME_TIMEOUT):
    """``seat.play(progress)``, failing the test instead of hanging when the
    game is not over within ``timeout`` seconds."""
    done: list = []
    thread = threading.Thread(target=lambda: done.append(seat.play(progress)), daemon=True)
    thread.start()
    thread.join(timeout)
    assert done, f"{seat.name} was not over after {timeout} s (or play failed: see the thread's traceback)"
    return done[0]


def test_a_game_with_house_seats_finishes_when_its_one_free_seat_plays(client):
    game = client.create_game(3, house_seats={2: "random", 0: "greedy"})
    assert game.status == game_pb2.GAME_STATUS_OPEN
    assert [(s.taken, s.house_strategy) for s in game.seats] == [(True, "greedy"), (False, ""), (True, "random")]
    me = client.join_game(game.name, "human")
    assert me.seat == 1 and me.game.status == PLAYING  # the last free seat: the game starts
    final = play_within(me)
    assert final.status == FINISHED
    assert sorted(s.seat for s in final.board.result.standings) == [0, 1, 2]
    assert [s.house_strategy for s in final.seats] == ["greedy", "", "random"]
    assert final.seats[1].player_name == "human"
    assert me.dice.verify(final) >= 1
    lines = format_standings(final).splitlines()
    assert len(lines) == 3 and all(STANDING_LINE.match(line) for line in lines), lines
    assert sum(line.split(". ", 1)[1].startswith("human: ") for line in lines) == 1
    best = final.board.result.standings[0]  # best first
    assert lines[0] == f"1. {final.seats[best.seat].player_name}: {best.score} points"


def test_format_standings_needs_a_finished_game(client):
    with pytest.raises(ValueError, match="not over"):
        format_standings(client.create_game(2))


def test_format_standings_names_each_seat_once():
    game = game_pb2.Game(
        name="games/x",
        status=FINISHED,
        seats=[game_pb2.Seat(index=i, player_name=n) for i, n in enumerate(["me", "Greedy bot 2", "me", ""])],
    )
    for seat, rank, score in [(2, 1, 90), (1, 1, 90), (3, 3, 7), (0, 4, 5)]:
        game.board.result.standings.add(seat=seat, rank=rank, score=score)
    assert format_standings(game).splitlines() == [
        "1. Greedy bot 2: 90 points",  # tied: by seat
        "1. me (seat 2): 90 points",  # a name two seats share
        "3. seat 3: 7 points",  # no name
        "4. me (seat 0): 5 points",
    ]


def test_house_seats_the_server_refuses(client):
    with pytest.raises(GameError) as e:
        client.create_game(3, house_seats={1: "grandmaster"})
    assert e.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert e.value.reason == "INVALID_HOUSE_SEATS"
    assert "grandmaster" in e.value.message
    with pytest.raises(GameError) as e:
        client.create_game(2, house_seats={2: "greedy"})
    assert e.value.reason == "INVALID_HOUSE_SEATS" and "seat 2" in e.value.message


def test_house_seats_refused_before_the_call():
    # No server: these never leave the client (a uint32 cannot carry -1).
    with Client("127.0.0.1:9") as offline:
        with pytest.raises(ValueError, match="index from 0"):
            offline.create_game(3, house_seats={-1: "greedy"})
        with pytest.raises(TypeError, match="maps seats to strategies"):
            offline.create_game(3, house_seats=[(1, "greedy")])
        with pytest.raises(TypeError, match="whole seconds"):
            offline.find_game("x", house_after=1.5)


def test_find_game_fills_the_free_seats_with_house_bots_after_the_wait(client):
    me = client.find_game("finder", players=3, big_mountain=True, house_after=1, house_strategy="greedy")
    assert me.name.startswith("games/") and me.game.name == me.name
    assert me.game.options.players == 3 and me.game.options.big_mountain
    assert me.game.seats[me.seat].player_name == "finder"
    assert len(me.token) == 64  # drawn by the client: 256 random bits, hex
    assert len(me.game.seats[me.seat].dice_contribution) == 32  # drawn by the client too
    final = play_within(me)
    assert final.status == FINISHED
    assert [s.house_strategy for s in final.seats if s.index != me.seat] == ["greedy", "greedy"]
    assert not final.seats[me.seat].house_strategy
    assert len(format_standings(final).splitlines()) == 3


def test_find_game_sent_again_with_the_same_token_returns_the_same_seat(client):
    token = secrets.token_hex(32)
    contribution = secrets.token_bytes(32)
    wish = dict(players=4, allow_declining_groups=True, house_after=1, seat_token=token, dice_contribution=contribution)
    first = client.find_game("again", **wish)
    again = client.find_game("again", **wish)
    assert (again.name, again.seat, again.token) == (first.name, first.seat, token)
    now = client.get_game(first.name)
    assert [s.index for s in now.seats if s.player_name == "again"] == [first.seat]
    assert now.seats[first.seat].dice_contribution == contribution
    assert play_within(again).status == FINISHED  # the house bots came; leave no game half played


def test_find_game_refuses_a_wait_out_of_range(client):
    with pytest.raises(GameError) as e:
        client.find_game("impatient", house_after=0)
    assert e.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert e.value.reason == "INVALID_OPTIONS" and "house_fill_seconds" in e.value.message


# Errors ---------------------------------------------------------------------------


def unknown_game_name(client) -> str:
    """A well-formed name of a game that does not exist (a real one's, with its id zeroed)."""
    game_id = client.create_game(2).name.removeprefix("games/")
    return "games/" + "0" * len(game_id)


def test_unknown_game(client):
    with pytest.raises(GameError) as e:
        client.get_game(unknown_game_name(client))
    assert e.value.code == grpc.StatusCode.NOT_FOUND
    assert e.value.reason == "GAME_NOT_FOUND"
    assert e.value.domain == "mountaingoats.dev"


def test_illegal_move(client):
    game, seats = start_game(client)
    me = seats[game.board.current_seat]
    with pytest.raises(GameError) as e:
        me.submit_move(illegal_move(game), expected_version=game.version)
    assert e.value.code == grpc.StatusCode.FAILED_PRECONDITION
    assert e.value.reason == "DICE_LEFT_OUT"
    assert client.get_game(game.name).version == game.version  # nothing changed


def test_not_your_turn(client):
    game, seats = start_game(client)
    other = seats[1 - game.board.current_seat]
    move = client.list_legal_moves(game.name).legal_moves[0]
    with pytest.raises(GameError) as e:
        other.submit_move(move)
    assert e.value.code == grpc.StatusCode.FAILED_PRECONDITION
    assert e.value.reason == "NOT_YOUR_TURN"


def test_stale_version(client):
    game, seats = start_game(client)
    me = seats[game.board.current_seat]
    move = client.list_legal_moves(game.name).legal_moves[0]
    with pytest.raises(GameError) as e:
        me.submit_move(move, expected_version=game.version - 1)
    assert e.value.code == grpc.StatusCode.FAILED_PRECONDITION
    assert e.value.reason == "STALE_VERSION"


def test_wrong_token(client):
    game, seats = start_game(client)
    me = seats[game.board.current_seat]
    impostor = client.seat(game.name, me.seat, "not-the-token")
    with pytest.raises(GameError) as e:
        impostor.submit_move(client.list_legal_moves(game.name).legal_moves[0])
    assert e.value.code == grpc.StatusCode.PERMISSION_DENIED
    assert e.value.reason == "TOKEN_INVALID"


def test_missing_token(client):
    game, _ = start_game(client)
    move = client.list_legal_moves(game.name).legal_moves[0].move
    req = game_service_pb2.SubmitMoveRequest(name=game.name, move=move)
    for _ in range(10):  # the raw stub does not retry: wait out a rate limit by hand
        with pytest.raises(grpc.RpcError) as e:
            client.stub.SubmitMove(req, timeout=10)
        err = GameError.from_rpc_error(e.value)
        if err.reason != "RATE_LIMITED":
            break
        time.sleep(0.5)
    assert err.code == grpc.StatusCode.UNAUTHENTICATED
    assert err.reason == "TOKEN_MISSING"


def test_invalid_options(client):
    with pytest.raises(GameError) as e:
        client.create_game(7)
    assert e.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert e.value.reason == "INVALID_OPTIONS"


def test_watch_of_an_unknown_game(client):
    with pytest.raises(GameError) as e:
        next(client.watch(unknown_game_name(client)))
    assert e.value.code == grpc.StatusCode.NOT_FOUND
    assert e.value.reason == "GAME_NOT_FOUND"


# Dropped connections ----------------------------------------------------------------


def test_play_and_watch_survive_dropped_connections(server_addr):
    """One bot and an observer go through a proxy that keeps cutting them off."""

    proxy = Proxy(server_addr)
    stop = threading.Event()

    def cut():
        while not stop.wait(0.25):
            proxy.drop()

    def slow_progress(game, moves):
        time.sleep(0.1)  # so that the game spans several cuts
        return progress(game, moves)

    cutter = threading.Thread(target=cut, daemon=True)
    try:
        with Client(server_addr) as host, Client(proxy.address) as flaky:
            game = host.create_game(2)
            updates: list[Update] = []
            stream = flaky.watch(game.name, max_retries=20)
            updates.append(next(stream))
            observer = threading.Thread(target=lambda: updates.extend(stream), daemon=True)
            observer.start()
            cutter.start()

            def bot(c: Client, name: str, strategy):
                return c.join_game(game.name, name).play(strategy)

            with ThreadPoolExecutor(2) as pool:
                futures = [pool.submit(bot, flaky, "flaky", slow_progress), pool.submit(bot, host, "steady", progress)]
                finals = [f.result(timeout=GAME_TIMEOUT) for f in futures]
            observer.join(timeout=30)
            assert not observer.is_alive()
    finally:
        stop.set()
        proxy.close()
    assert finals[0].status == finals[1].status == FINISHED
    assert finals[0].version == finals[1].version
    assert [u.version for u in updates] == list(range(1, finals[0].version + 1))
    assert proxy.accepted >= 2, "the proxy never cut a connection the client had to reopen"


def test_malformed_game_name(client):
    with pytest.raises(GameError) as e:
        client.get_game("games/not a game")
    assert e.value.code == grpc.StatusCode.INVALID_ARGUMENT
    assert e.value.reason == "INVALID_GAME_NAME"
