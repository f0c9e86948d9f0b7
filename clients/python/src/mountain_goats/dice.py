"""Verifiable dice: re-derive a game's rolls from its revealed seed.

The derivation (docs/dice.md): the dice of turn ``t`` are drawn from the byte
stream ``SHA-256(seed || u64_be(t) || u32_be(k))`` for ``k = 0, 1, 2, ...``;
bytes ``>= 252`` are skipped and each kept byte ``b`` gives the die
``b % 6 + 1``. The first seat, when the host did not fix it, comes from the
stream of ``t = 2**64 - 1``: bytes ``>= 240`` are skipped and the first kept
byte ``b`` gives seat ``b % players``. The game publishes
``seed_sha256 = hex(SHA-256(seed))`` when it is created and reveals the seed
once it is over.

A game whose ``dice_source`` is ``DICE_SOURCE_SERVER_SEED_AND_PLAYERS`` rolls
from the seed *mixed* with every seat's ``dice_contribution``, in seat order:
``SHA-256(seed || u32_be(len) || contribution || ...)``, or the seed itself
when no seat contributed (:func:`mixed_seed`, :func:`dice_seed`). A game
whose ``dice_source`` is ``DICE_SOURCE_CHOSEN_SEED`` rolls from a seed its
creator chose, who therefore knew every roll (:func:`describe_dice` says so,
in the rules' five languages: the messages of ``locales/*.ftl``, read with
Project Fluent, are those ``mountain-goats watch`` prints).

Typical use, while watching a game::

    log = DiceLog()
    for update in client.watch(name):
        log.observe(update)
    log.verify(update.game)   # raises DiceMismatch if the server cheated
"""

from __future__ import annotations

import hashlib
import hmac
import re
from functools import lru_cache
from importlib import resources
from typing import Iterable, Iterator, Mapping, Optional, Sequence, Tuple, Union

from fluent.runtime import FluentBundle, FluentResource

from .v1 import game_pb2

_FIRST_SEAT_TURN = 2**64 - 1


class DiceMismatch(ValueError):
    """The revealed seed does not explain the dice the server rolled."""


def commitment(seed: bytes) -> str:
    """The public commitment to a seed: lowercase hex of SHA-256(seed)."""
    return hashlib.sha256(seed).hexdigest()


def mixed_seed(seed: bytes, contributions: Sequence[bytes]) -> bytes:
    """The seed mixed with the seats' contributions, in seat order (an empty
    one: a seat that sent none). The seed itself when none contributed."""
    if not any(contributions):
        return bytes(seed)
    h = hashlib.sha256(seed)
    for c in contributions:
        h.update(len(c).to_bytes(4, "big"))
        h.update(c)
    return h.digest()


def dice_seed(game: game_pb2.Game) -> bytes:
    """The seed a finished game's dice come from: its revealed seed, mixed
    with the seats' contributions when its dice source says so."""
    if game.dice_source == game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS:
        return mixed_seed(bytes(game.seed), [bytes(s.dice_contribution) for s in game.seats])
    return bytes(game.seed)


#: The languages :func:`describe_dice` speaks (the rules' five), English first.
LANGUAGES = ("en", "fr", "nl", "uk", "pl")


def language(tag: Optional[str]) -> str:
    """The language of ``LANGUAGES`` that a language tag or a POSIX locale
    names: ``"fr"``, ``"fr-BE"`` and ``"fr_BE.UTF-8"`` are French; a
    language not spoken here (``"pt_BR"``, ``"C"``, ``""``, ``None``) is
    English."""
    base = re.split(r"[-_.@]", tag or "", maxsplit=1)[0].lower()
    return base if base in LANGUAGES else "en"


@lru_cache(maxsize=None)
def _bundle(lang: str) -> FluentBundle:
    text = resources.files(__package__).joinpath("locales").joinpath(f"{lang}.ftl").read_text("utf-8")
    # No bidi isolation marks around the numbers: all five languages are
    # written left to right, and the marks would show in a terminal or a log.
    bundle = FluentBundle([lang], use_isolating=False)
    bundle.add_resource(FluentResource(text))
    return bundle


def _say(lang: str, key: str, **args: int) -> str:
    bundle = _bundle(lang)
    if not bundle.has_message(key):  # the tests see that none is missing
        bundle = _bundle("en")
    text, errors = bundle.format_pattern(bundle.get_message(key).value, args)
    if errors:
        raise ValueError(f"message {key!r} in {lang}.ftl: {errors[0]}")
    return text


def describe_dice(game: game_pb2.Game, lang: Optional[str] = None) -> str:
    """Where a game's dice come from, and so who could know them, in words:
    in English, or in the language ``lang`` names (see :func:`language`:
    ``"fr"``, ``"nl"``, ``"uk"``, ``"pl"``, also as ``"fr-BE"`` or
    ``"uk_UA.UTF-8"``)."""
    lang = language(lang)
    if game.dice_source == game_pb2.DICE_SOURCE_CHOSEN_SEED:
        return _say(lang, "dice-chosen")
    if game.dice_source == game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS:
        taken = sum(1 for s in game.seats if s.taken)
        if taken == 0:
            return _say(lang, "dice-fair")
        contributed = sum(1 for s in game.seats if s.dice_contribution)
        return _say(lang, "dice-fair-count", contributed=contributed, taken=taken)
    return _say(lang, "dice-seed-alone")


def _stream(seed: bytes, turn: int) -> Iterator[int]:
    k = 0
    while True:
        digest = hashlib.sha256(seed + turn.to_bytes(8, "big") + k.to_bytes(4, "big")).digest()
        yield from digest
        k += 1


def roll(seed: bytes, turn: int) -> list[int]:
    """The four dice of turn ``turn`` (0-based) of a game with this seed."""
    if not 0 <= turn < 2**64:
        raise ValueError(f"turn out of range: {turn}")
    dice: list[int] = []
    for b in _stream(seed, turn):
        if b < 252:
            dice.append(b % 6 + 1)
            if len(dice) == 4:
                return dice
    raise AssertionError("unreachable")  # pragma: no cover


def first_seat(seed: bytes, players: int) -> int:
    """The first seat drawn from the seed when the host did not fix it."""
    if not 1 <= players <= 240:
        raise ValueError(f"players out of range: {players}")
    for b in _stream(seed, _FIRST_SEAT_TURN):
        if b < 240:
            return b % players
    raise AssertionError("unreachable")  # pragma: no cover


RollsLike = Union[Mapping[int, Sequence[int]], Iterable[Tuple[int, Sequence[int]]]]


def verify_rolls(
    seed: bytes,
    seed_sha256: str,
    rolls: RollsLike,
    *,
    contributions: Optional[Sequence[bytes]] = None,
) -> int:
    """Checks a seed against its commitment and every observed roll.

    ``rolls`` maps a turn to the four dice seen for it (a mapping, or pairs
    ``(turn, dice)``). With ``contributions`` (one per seat, in seat order),
    the dice come from the seed mixed with them. Raises
    :class:`DiceMismatch` on the first difference; returns the number of
    rolls checked.
    """
    if not seed:
        raise DiceMismatch("the seed is not revealed (is the game over?)")
    got = commitment(seed)
    if not hmac.compare_digest(got, seed_sha256.lower()):
        raise DiceMismatch(f"SHA-256(seed) is {got}, but the game committed to {seed_sha256}")
    rolled_from = mixed_seed(seed, contributions) if contributions is not None else seed
    items = rolls.items() if isinstance(rolls, Mapping) else rolls
    checked = 0
    for turn, dice in items:
        want = roll(rolled_from, int(turn))
        if list(dice) != want:
            raise DiceMismatch(f"turn {turn}: the server rolled {list(dice)}, the seed gives {want}")
        checked += 1
    return checked


def rolls_from_events(events: Iterable[game_pb2.Event]) -> dict[int, list[int]]:
    """The rolls announced by the ``DiceRolled`` events among ``events``."""
    rolls: dict[int, list[int]] = {}
    for event in events:
        if event.WhichOneof("kind") == "dice_rolled":
            rolls[event.dice_rolled.turn] = list(event.dice_rolled.roll.dice)
    return rolls


def verify_game(game: game_pb2.Game, rolls: RollsLike) -> int:
    """Checks a finished game's revealed seed against its commitment and rolls.

    The dice are derived as the game's ``dice_source`` says (mixed with the
    seats' contributions, or from the seed alone). The first seat is not
    checked: the host may have fixed it. Returns the number of rolls
    checked; raises :class:`DiceMismatch`.
    """
    contributions = None
    if game.dice_source == game_pb2.DICE_SOURCE_SERVER_SEED_AND_PLAYERS:
        contributions = [bytes(s.dice_contribution) for s in game.seats]
    return verify_rolls(bytes(game.seed), game.seed_sha256, rolls, contributions=contributions)


class DiceLog:
    """Collects every roll seen while watching a game, to verify at the end.

    Feed it each update (:class:`mountain_goats.Update`, a raw
    ``WatchGameResponse``, or a list of events); then call :meth:`verify`
    with the finished game.
    """

    def __init__(self) -> None:
        self.rolls: dict[int, list[int]] = {}

    def observe(self, update: object) -> None:
        game: Optional[game_pb2.Game] = None
        events: Iterable[game_pb2.Event] = ()
        raw = getattr(update, "raw", update)
        kind = raw.WhichOneof("update") if hasattr(raw, "WhichOneof") else None
        if kind == "snapshot":
            game = raw.snapshot.game
        elif kind == "change":
            game, events = raw.change.game, raw.change.events
        elif kind is None and isinstance(update, Iterable):
            events = update  # type: ignore[assignment]
        self.rolls.update(rolls_from_events(events))
        # A snapshot (or a change) also shows the current roll on the board.
        if game is not None and game.board.HasField("roll") and game.status == game_pb2.GAME_STATUS_PLAYING:
            self.rolls.setdefault(game.board.turn, list(game.board.roll.dice))

    def verify(self, game: game_pb2.Game) -> int:
        """Verifies every collected roll against the finished game's seed."""
        return verify_game(game, self.rolls)
