"""The dice derivation against testdata/dice-vectors.json (no server needed)."""

from __future__ import annotations

import pytest

from mountain_goats import (
    DiceLog,
    DiceMismatch,
    commitment,
    describe_dice,
    dice_seed,
    first_seat,
    mixed_seed,
    roll,
    verify_game,
    verify_rolls,
)
from mountain_goats.v1 import game_pb2, game_service_pb2


def test_vectors_are_there(dice_vectors):
    assert len(dice_vectors) >= 3


def test_commitment(dice_vectors):
    for v in dice_vectors:
        assert commitment(bytes.fromhex(v["seed"])) == v["commitment"]


def test_rolls(dice_vectors):
    for v in dice_vectors:
        seed = bytes.fromhex(v["seed"])
        for turn, dice in enumerate(v["rolls"]):
            assert roll(seed, turn) == dice, (v["seed"], turn)


def test_first_seat(dice_vectors):
    for v in dice_vectors:
        seed = bytes.fromhex(v["seed"])
        for players, seat in v["first_seat"].items():
            assert first_seat(seed, int(players)) == seat, (v["seed"], players)


def test_verify_rolls_accepts_the_vectors(dice_vectors):
    for v in dice_vectors:
        rolls = dict(enumerate(v["rolls"]))
        assert verify_rolls(bytes.fromhex(v["seed"]), v["commitment"], rolls) == len(v["rolls"])
        # Pairs work as well as a mapping, in any order.
        assert verify_rolls(bytes.fromhex(v["seed"]), v["commitment"].upper(), reversed(list(rolls.items()))) == 20


def test_verify_rolls_rejects_a_changed_roll(dice_vectors):
    v = dice_vectors[0]
    rolls = dict(enumerate(v["rolls"]))
    rolls[7] = [(d % 6) + 1 for d in rolls[7]]
    with pytest.raises(DiceMismatch, match="turn 7"):
        verify_rolls(bytes.fromhex(v["seed"]), v["commitment"], rolls)


def test_verify_rolls_rejects_a_wrong_seed(dice_vectors):
    a, b = dice_vectors[0], dice_vectors[1]
    with pytest.raises(DiceMismatch, match="committed"):
        verify_rolls(bytes.fromhex(b["seed"]), a["commitment"], {})
    with pytest.raises(DiceMismatch, match="not revealed"):
        verify_rolls(b"", a["commitment"], {})


def test_dice_log_collects_rolls_from_updates(dice_vectors):
    v = dice_vectors[2]
    seed = bytes.fromhex(v["seed"])
    log = DiceLog()
    # A snapshot of a game being played shows the roll of its current turn.
    snapshot = game_service_pb2.WatchGameResponse(
        snapshot=game_service_pb2.GameSnapshot(
            game=game_pb2.Game(
                status=game_pb2.GAME_STATUS_PLAYING,
                board=game_pb2.Board(turn=0, roll=game_pb2.Roll(dice=v["rolls"][0])),
            )
        )
    )
    log.observe(snapshot)
    for turn in range(1, 20):
        event = game_pb2.Event(
            dice_rolled=game_pb2.DiceRolled(seat=turn % 2, turn=turn, roll=game_pb2.Roll(dice=v["rolls"][turn]))
        )
        log.observe(game_service_pb2.WatchGameResponse(change=game_service_pb2.GameChange(events=[event])))
    assert sorted(log.rolls) == list(range(20))
    finished = game_pb2.Game(status=game_pb2.GAME_STATUS_FINISHED, seed=seed, seed_sha256=v["commitment"])
    assert log.verify(finished) == 20
    assert verify_game(finished, log.rolls) == 20
    log.rolls[3] = [6, 6, 6, 6] if log.rolls[3] != [6, 6, 6, 6] else [1, 1, 1, 1]
    with pytest.raises(DiceMismatch):
        log.verify(finished)


# Dice with player contributions: testdata/dice-vectors-contributions.json.


def _contributions(v) -> list[bytes]:
    return [bytes.fromhex(c) for c in v["contributions"]]


def test_contribution_vectors_cover_a_seat_without_one_and_a_game_without_any(contribution_vectors):
    assert len(contribution_vectors) >= 4
    assert any(all(not c for c in _contributions(v)) for v in contribution_vectors)
    assert any(any(not c for c in _contributions(v)) and any(_contributions(v)) for v in contribution_vectors)


def test_mixed_seeds_first_seats_and_rolls(contribution_vectors):
    for v in contribution_vectors:
        seed = bytes.fromhex(v["seed"])
        mixed = mixed_seed(seed, _contributions(v))
        assert mixed.hex() == v["mixed_seed"]
        assert commitment(seed) == v["commitment"]
        assert first_seat(mixed, len(v["contributions"])) == v["first_seat"]
        for turn, dice in enumerate(v["rolls"]):
            assert roll(mixed, turn) == dice, (v["seed"], turn)


def _finished(v, source: int) -> game_pb2.Game:
    return game_pb2.Game(
        status=game_pb2.GAME_STATUS_FINISHED,
        seed=bytes.fromhex(v["seed"]),
        seed_sha256=v["commitment"],
        dice_source=source,
        seats=[
            game_pb2.Seat(index=i, taken=True, player_name=f"p{i}", dice_contribution=c)
            for i, c in enumerate(_contributions(v))
        ],
    )


def test_verify_game_mixes_in_the_contributions(contribution_vectors):
    for v in contribution_vectors:
        rolls = dict(enumerate(v["rolls"]))
        game = _finished(v, game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS)
        assert dice_seed(game).hex() == v["mixed_seed"]
        assert verify_game(game, rolls) == 20
        assert verify_rolls(bytes.fromhex(v["seed"]), v["commitment"], rolls, contributions=_contributions(v)) == 20
        if any(_contributions(v)):
            # The same rolls do not come from the seed alone, nor from other
            # contributions.
            with pytest.raises(DiceMismatch):
                verify_game(_finished(v, game_pb2.DICE_SOURCE_CHOSEN_SEED), rolls)
            swapped = _finished(v, game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS)
            swapped.seats[0].dice_contribution = b"\x00" * 16
            with pytest.raises(DiceMismatch):
                verify_game(swapped, rolls)


def test_describe_dice_says_who_could_know_them(contribution_vectors):
    v = contribution_vectors[1]  # seat 1 sent none
    fair = describe_dice(_finished(v, game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS))
    assert "(2 of 3 seated players contributed)" in fair
    assert "the creator knows every roll" in describe_dice(_finished(v, game_pb2.DICE_SOURCE_CHOSEN_SEED))
    assert "did not record who chose it" in describe_dice(_finished(v, game_pb2.DICE_SOURCE_UNSPECIFIED))
