"""A thin, idiomatic wrapper over the generated ``GameService`` stub."""

from __future__ import annotations

import ipaddress
import os
import re
import secrets
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterator, List, Mapping, Optional, Sequence, Tuple, TypeVar, Union

import grpc

from .dice import DiceLog
from .errors import GameError
from .retry import Link, RetryPolicy, history_lost, log, overtaken, resumable, retryable
from .routing import game_metadata
from .v1 import game_pb2, game_service_pb2, game_service_pb2_grpc

Game = game_pb2.Game
Move = game_pb2.Move
LegalMove = game_pb2.LegalMove
Event = game_pb2.Event

#: A strategy gets the game (at the version to play) and the legal moves of
#: the current roll, and returns the move to play (a ``Move``, or one of the
#: ``LegalMove`` values it was given).
Strategy = Callable[[Game, List[LegalMove]], Union[Move, LegalMove]]

_T = TypeVar("_T")

#: PEM certificates to trust: their bytes, or the path of a PEM file.
RootCertificates = Union[bytes, str, os.PathLike]


def _tls_credentials(
    tls: bool, root_certificates: Optional[RootCertificates]
) -> Optional[grpc.ChannelCredentials]:
    """The channel's TLS credentials, or None for plain text. Root
    certificates given mean TLS, trusting them instead of the system's roots."""
    if not tls and root_certificates is None:
        return None
    if root_certificates is not None and not isinstance(root_certificates, bytes):
        with open(root_certificates, "rb") as f:
            root_certificates = f.read()
    return grpc.ssl_channel_credentials(root_certificates=root_certificates)


#: HOST:PORT: a bracketed IPv6 address, or a name or an IPv4 address (labels
#: of letters, digits, ``-`` and ``_``, split by dots), then the port's digits.
_ADDRESS = re.compile(r"(?:\[(?P<ipv6>[0-9A-Fa-f:.]+)\]|(?P<name>[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?)):(?P<port>[0-9]{1,5})")


def _check_address(address: str) -> str:
    """``address`` if it is ``HOST:PORT`` (port 1 to 65535; HOST a name, an
    IPv4 address or a bracketed IPv6 address); ValueError otherwise, before
    anything is dialled."""
    if not isinstance(address, str):
        raise TypeError(f"a server address is a string, HOST:PORT, not a {type(address).__name__}")
    m = _ADDRESS.fullmatch(address)
    ok = m is not None and 1 <= int(m["port"]) <= 65535
    if ok and m["ipv6"] is not None:
        ok = _is_ip(ipaddress.IPv6Address, m["ipv6"])
    elif ok and re.fullmatch(r"[0-9.]+", m["name"]):
        ok = _is_ip(ipaddress.IPv4Address, m["name"])  # all digits and dots: an IPv4 address
    if not ok:
        shown = address.replace("\r", "\\r").replace("\n", "\\n")  # the error stays one line
        raise ValueError(f'"{shown}" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051')
    return address


def _is_ip(kind: type, text: str) -> bool:
    try:
        kind(text)
    except ValueError:
        return False
    return True


#: The environment variable the example bots read an account key from.
KEY_ENV = "MOUNTAIN_GOATS_KEY"


def _check_key(key: Optional[str]) -> Optional[str]:
    """The account key to send, or None for none. The key itself never goes
    into a message: it is a secret, and errors end up in logs."""
    if key is None:
        return None
    if not isinstance(key, str):
        raise TypeError(f"an account key is a string (mgk_ and 64 hex digits), not a {type(key).__name__}")
    key = key.strip()
    return key or None


def _key_metadata(key: str) -> Tuple[Tuple[str, str], ...]:
    """The metadata of a call made as an account: its key as the bearer."""
    return (("authorization", f"Bearer {key}"),)


def _draw_key() -> str:
    """A new account key for ``rotate_key``: ``mgk_`` and the hex of 32
    bytes from the OS's secure random source. Drawn by the client, so that a
    rotation whose answer was lost is safe to repeat: the repeat, with the old
    key, finds the rotation to this very key made and answers it again."""
    return "mgk_" + secrets.token_hex(32)


def _need_key(key: Optional[str], what: str) -> str:
    if key is None:
        # Raised here rather than sent: the server would answer KEY_REQUIRED
        # too, but only after a round trip.
        raise GameError(
            grpc.StatusCode.UNAUTHENTICATED,
            f"{what} needs an account key: pass key= to the Client or the call (create_account makes one)",
            "KEY_REQUIRED",
        )
    return key


@dataclass(frozen=True)
class AccountKey:
    """An account and its secret key, as ``create_account`` and
    ``rotate_key`` return them. The key is shown only once: keep it (e.g. in
    ``MOUNTAIN_GOATS_KEY``). It is left out of the repr, so that printing or
    logging this object does not leak it."""

    account: game_service_pb2.Account
    key: str = field(repr=False)


def _game_options(
    players: int,
    big_mountain: bool,
    allow_declining_groups: bool,
    first_seat: Optional[int] = None,
    rated: bool = False,
) -> game_pb2.GameOptions:
    options = game_pb2.GameOptions(
        players=players, big_mountain=big_mountain, allow_declining_groups=allow_declining_groups, rated=rated
    )
    if first_seat is not None:
        options.first_seat = first_seat
    return options


def _create_request(
    players: int,
    big_mountain: bool,
    allow_declining_groups: bool,
    first_seat: Optional[int],
    seed: Optional[bytes],
    house_seats: Optional[Mapping[int, str]],
) -> game_service_pb2.CreateGameRequest:
    """The ``CreateGameRequest`` of ``create_game`` (both clients)."""
    if house_seats is not None and not isinstance(house_seats, Mapping):
        raise TypeError(
            f"house_seats maps seats to strategies, e.g. {{1: 'greedy'}}, not a {type(house_seats).__name__}"
        )
    houses = []
    for seat, strategy in (house_seats or {}).items():
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise ValueError(f"house_seats: a seat is an index from 0, not {seat!r}")
        houses.append(game_service_pb2.HouseSeat(seat=seat, strategy=strategy))
    houses.sort(key=lambda h: h.seat)
    return game_service_pb2.CreateGameRequest(
        options=_game_options(players, big_mountain, allow_declining_groups, first_seat),
        seed=seed or b"",
        house_seats=houses,
    )


def _join_request(
    name: str,
    player_name: str,
    seat: Optional[int],
    seat_token: Optional[str],
    dice_contribution: Optional[bytes],
) -> game_service_pb2.JoinGameRequest:
    """The ``JoinGameRequest`` of ``join_game`` (both clients), with the seat
    token and the dice contribution drawn here unless given: drawn once, every
    retry of the join sends the same request."""
    req = game_service_pb2.JoinGameRequest(
        name=name,
        player_name=player_name,
        seat_token=seat_token if seat_token is not None else secrets.token_hex(32),
        dice_contribution=dice_contribution if dice_contribution is not None else secrets.token_bytes(32),
    )
    if seat is not None:
        req.seat = seat
    return req


def _find_request(
    player_name: str,
    players: int,
    big_mountain: bool,
    allow_declining_groups: bool,
    house_after: Optional[int],
    house_strategy: str,
    seat_token: Optional[str],
    dice_contribution: Optional[bytes],
    rated: bool = False,
) -> game_service_pb2.FindGameRequest:
    """The ``FindGameRequest`` of ``find_game`` (both clients); the token and
    the contribution are drawn here, once, as for a join."""
    if rated and player_name:
        raise ValueError("a rated seat takes the account's display name: leave player_name empty")
    req = game_service_pb2.FindGameRequest(
        options=_game_options(players, big_mountain, allow_declining_groups, rated=rated),
        player_name=player_name,
        seat_token=seat_token if seat_token is not None else secrets.token_hex(32),
        house_strategy=house_strategy,
        dice_contribution=dice_contribution if dice_contribution is not None else secrets.token_bytes(32),
    )
    if house_after is not None:
        if isinstance(house_after, bool) or not isinstance(house_after, int):
            raise TypeError(f"house_after is whole seconds (1 to 3600), not {house_after!r}")
        if house_after < 0:  # the server says what is wrong with 0 and > 3600; uint32 cannot carry this
            raise ValueError(f"house_after is 1 to 3600 seconds, not {house_after}")
        req.house_fill_seconds = house_after
    return req


# The statuses a game never leaves.
_ENDED = (game_pb2.GAME_STATUS_FINISHED, game_pb2.GAME_STATUS_CANCELLED)


def format_standings(game: Game) -> str:
    """The final standings of a finished game as text, one line per seat, best first::

        1. Greedy bot 2: 154 points
        2. me: 97 points
        3. Random bot 3: 61 points

    Tied seats share a rank. A name that two seats share gets the seat's
    index, ``me (seat 0)``, and a seat with no name is ``seat 3``. Raises
    ValueError if the game is not over, or was cancelled (it has no result).
    """
    if game.status == game_pb2.GAME_STATUS_CANCELLED:
        raise ValueError(f"{game.name or 'the game'} was cancelled before it started: it has no standings")
    if game.status != game_pb2.GAME_STATUS_FINISHED or not game.board.result.standings:
        raise ValueError(f"{game.name or 'the game'} is not over: it has no standings yet")
    names = {s.index: s.player_name for s in game.seats}
    counts = Counter(names.values())

    def name(seat: int) -> str:
        n = names.get(seat, "")
        if not n:
            return f"seat {seat}"
        return n if counts[n] == 1 else f"{n} (seat {seat})"

    ordered = sorted(game.board.result.standings, key=lambda s: (s.rank, s.seat))
    return "\n".join(f"{s.rank}. {name(s.seat)}: {s.score} points" for s in ordered)


def _with_retries(
    call: Callable[[], _T], policy: RetryPolicy, what: str, idempotent: bool = True, link: Optional[Link] = None
) -> _T:
    """Runs ``call`` (one unary RPC) under the retry policy of the contract
    (see :mod:`mountain_goats.retry`): RATE_LIMITED always; UNAVAILABLE,
    ABORTED ``CONFLICT`` and a closed connection when the call is
    ``idempotent``; ``policy.attempts`` tries at most, capped
    exponential backoff with jitter. Failures are raised as
    :class:`GameError`. With a ``link``, a refused connection before the
    server's first answer fails at once (:class:`~mountain_goats.retry.Link`).
    """
    attempt = 0
    while True:
        try:
            result = call()
        except grpc.RpcError as e:
            attempt += 1
            err = GameError.from_rpc_error(e)
            refused = link.failed(err) if link is not None else None
            if refused is not None:
                raise refused from None
            if not retryable(err.code, err.reason, idempotent) or attempt >= policy.attempts:
                raise err from None
            wait = policy.delay(attempt)
            log.debug("retrying %s after %s (attempt %d of %d, in %.2fs)", what, err, attempt, policy.attempts, wait)
            time.sleep(wait)
        else:
            if link is not None:
                link.answer()
            return result


@dataclass(frozen=True)
class Update:
    """One message of a watch stream, flattened.

    ``kind`` is ``"snapshot"``, ``"change"`` or ``"heartbeat"`` (or
    ``"unknown"`` for a kind of message newer than this client). ``version`` is
    the game's version after the update. ``game`` is the whole game (None for
    a heartbeat); ``events`` what happened (a change only); ``legal_moves`` the
    watching seat's legal moves when it is that seat's turn. ``raw`` is the
    ``WatchGameResponse`` itself.
    """

    kind: str
    version: int
    game: Optional[Game]
    events: Sequence[Event] = field(default_factory=tuple)
    legal_moves: Sequence[LegalMove] = field(default_factory=tuple)
    raw: Optional[game_service_pb2.WatchGameResponse] = None

    @classmethod
    def from_proto(cls, msg: game_service_pb2.WatchGameResponse) -> "Update":
        kind = msg.WhichOneof("update")
        if kind == "snapshot":
            s = msg.snapshot
            return cls("snapshot", s.game.version, s.game, (), tuple(s.legal_moves), msg)
        if kind == "change":
            c = msg.change
            return cls("change", c.version, c.game, tuple(c.events), tuple(c.legal_moves), msg)
        if kind == "heartbeat":
            return cls("heartbeat", msg.heartbeat.version, None, (), (), msg)
        return cls("unknown", 0, None, (), (), msg)  # a kind newer than this client

    @property
    def finished(self) -> bool:
        """Whether the game was played to its end with this update (it has standings)."""
        return self.game is not None and self.game.status == game_pb2.GAME_STATUS_FINISHED

    @property
    def cancelled(self) -> bool:
        """Whether the server cancelled the game before it started (nobody
        joined in time); a ``GameCancelled`` event says why. It has no result."""
        return self.game is not None and self.game.status == game_pb2.GAME_STATUS_CANCELLED

    @property
    def over(self) -> bool:
        """Whether the game never changes again after this update: finished or cancelled."""
        return self.finished or self.cancelled


class _Resume:
    """What a watch remembers from one stream to the next (docs/clients.md,
    "Watching: resume and gaps"), with no I/O: ``Client.watch`` and
    ``AsyncClient.watch`` read the streams and ask it what to do.

    ``last`` is the version of the last update passed on (or the one the
    watch started after); ``failures`` the attempts in a row that brought
    nothing; ``why`` what broke the last stream.
    """

    def __init__(self, name: str, resume_after: Optional[int], limit: int, retry: RetryPolicy, reconnect: bool) -> None:
        self.name = name
        self.last = resume_after
        self.limit = limit
        self.retry = retry
        self.reconnect = reconnect
        self.failures = 0
        self.why = ""

    def request(self) -> game_service_pb2.WatchGameRequest:
        """The request of the next stream: after the last version seen, if any."""
        self.why = "the stream ended before the game"
        req = game_service_pb2.WatchGameRequest(name=self.name)
        if self.last is not None:
            req.resume_after = self.last
        return req

    def passes(self, update: Update) -> Optional[bool]:
        """True to pass ``update`` on (it is then the last seen), False to
        skip it (a heartbeat, a repeat), None for a gap: the stream is to be
        given up and resumed after the last version seen."""
        if update.kind not in ("snapshot", "change"):
            return False
        if update.kind == "change" and self.last is not None:
            if update.version <= self.last:
                return False
            if update.version != self.last + 1:
                self.why = f"a gap in the stream: version {update.version} after {self.last}"
                return None
        self.failures = 0
        self.last = update.version
        return True

    def failed(self, err: GameError) -> None:
        """The stream failed with ``err``: raises it unless the watch goes on."""
        if not self.reconnect or not resumable(err.code, err.reason) or self.failures + 1 >= self.limit:
            raise err from None
        if history_lost(err.code, err.reason):
            # What was seen after the database's last version is gone: start
            # again from a snapshot of the game as it now is.
            self.last = None
        self.why = str(err)

    def backoff(self) -> float:
        """The seconds to wait before the stream is reopened; raises once the
        attempts in a row are used up."""
        self.failures += 1
        if self.failures >= self.limit:
            raise GameError(grpc.StatusCode.UNAVAILABLE, f"the watch of {self.name} gave up: {self.why}")
        wait = self.retry.delay(self.failures)
        log.debug("resuming the watch of %s after version %s: %s (in %.2fs)", self.name, self.last, self.why, wait)
        return wait


class _Turns:
    """Which updates a seat's ``play`` chooses a move on, with no I/O (shared
    by ``Seat.play`` and ``AsyncSeat.play``): the seat's turns, once per
    version."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.acted: Optional[int] = None  # the last version a move was chosen for

    def to_play(self, update: Update) -> bool:
        """Whether ``update`` shows a turn of the seat not yet played."""
        game = update.game
        if update.kind == "snapshot" and self.acted is not None and update.version <= self.acted:
            # Only a game that went back (HISTORY_LOST: the watch started
            # again from a snapshot) shows a version already acted on: its
            # turns are to be played again.
            self.acted = None
        if game is None or game.status != game_pb2.GAME_STATUS_PLAYING or game.board.current_seat != self.seat:
            return False
        return self.acted is None or game.version > self.acted

    def act(self, version: int) -> None:
        """A move is chosen for ``version``."""
        self.acted = version


class Client:
    """A connection to a Mountain Goats server.

    ``address`` is ``HOST:PORT`` (a name, an IPv4 address or a bracketed
    IPv6 address, and a port from 1 to 65535; ValueError for anything else,
    before anything is dialled). With ``tls=True`` the connection uses TLS,
    trusting the system's roots; ``root_certificates`` (PEM bytes, or the
    path of a PEM file) trusts those certificates instead, and implies TLS.
    ``timeout`` is the deadline, in seconds, of each unary call; ``retry``
    the :class:`RetryPolicy` of every call (the contract's: 10 tries,
    capped exponential backoff with jitter, on UNAVAILABLE, RATE_LIMITED and
    CONFLICT; but a connection refused before the server's first answer
    fails at once: nothing listens at that address). Use it as a context
    manager, or call :meth:`close`.
    For asyncio, see :class:`mountain_goats.aio.AsyncClient`.

    ``key`` is an account key (``create_account`` makes one), for the rated
    ladder. It is sent, as ``authorization: Bearer <key>``, only on the
    calls made as the account: ``find_game(rated=True)``, ``join_game``,
    ``rotate_key`` and ``revoke_key`` (moves and watches carry the seat
    token). Every one of those calls also takes a ``key=`` of its own. The
    key is kept out of the client's repr and out of every error.
    """

    def __init__(
        self,
        address: str,
        *,
        key: Optional[str] = None,
        tls: bool = False,
        root_certificates: Optional[RootCertificates] = None,
        timeout: Optional[float] = 30.0,
        options: Sequence[Tuple[str, object]] = (),
        retry: RetryPolicy = RetryPolicy(),
    ) -> None:
        self.address = _check_address(address)
        self.timeout = timeout
        self.retry = retry
        self._key = _check_key(key)
        self._link = Link(address)
        creds = _tls_credentials(tls, root_certificates)
        if creds is not None:
            self.channel = grpc.secure_channel(address, creds, options=list(options))
        else:
            self.channel = grpc.insecure_channel(address, options=list(options))
        #: The generated stub, for anything the wrapper does not cover.
        self.stub = game_service_pb2_grpc.GameServiceStub(self.channel)

    def close(self) -> None:
        self.channel.close()

    def __repr__(self) -> str:
        return f"Client(address={self.address!r}, has_key={self._key is not None})"

    @property
    def has_key(self) -> bool:
        """Whether the client has an account key (the key itself is not readable back)."""
        return self._key is not None

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _unary(self, method: str, request, metadata=None, *, idempotent: bool = True, retry=None):  # noqa: ANN001, ANN202
        """One unary call under the retry policy; failures raise GameError."""
        fn = getattr(self.stub, method)
        return _with_retries(
            lambda: fn(request, timeout=self.timeout, metadata=metadata),
            retry or self.retry,
            method,
            idempotent,
            self._link,
        )

    # Games ---------------------------------------------------------------

    def create_game(
        self,
        players: int = 2,
        *,
        big_mountain: bool = False,
        allow_declining_groups: bool = False,
        first_seat: Optional[int] = None,
        seed: Optional[bytes] = None,
        house_seats: Optional[Mapping[int, str]] = None,
    ) -> Game:
        """Creates a game and returns it (status OPEN until every seat is taken).

        ``house_seats`` maps seats to the server's own bots, which take them
        at once: ``{1: "greedy", 2: "expert"}`` (strategies: ``random``,
        ``greedy``, ``expert``; docs/bots.md). The other
        seats are left free for ``join_game``; a game whose every seat but
        one is a house seat starts as soon as you join it. A seat the game
        does not have, or an unknown strategy, is refused with
        INVALID_ARGUMENT ``INVALID_HOUSE_SEATS``.

        Not retried after UNAVAILABLE or ``CONFLICT`` (only after
        ``RATE_LIMITED``): the first request may have created a game.
        """
        req = _create_request(players, big_mountain, allow_declining_groups, first_seat, seed, house_seats)
        return self._unary("CreateGame", req, idempotent=False).game

    def get_game(self, name: str) -> Game:
        """Returns the game named ``games/{id}``."""
        return self._unary("GetGame", game_service_pb2.GetGameRequest(name=name), game_metadata(name)).game

    def list_games(self, status: int = game_pb2.GAME_STATUS_UNSPECIFIED, page_size: int = 0) -> Iterator[Game]:
        """Yields every game (newest first), fetching pages as needed.

        ``status`` filters: ``game_pb2.GAME_STATUS_OPEN``, ``..._PLAYING``,
        ``..._FINISHED``, ``..._CANCELLED``; the default lists every game.
        """
        token = ""
        while True:
            req = game_service_pb2.ListGamesRequest(page_size=page_size, page_token=token, status=status)
            resp = self._unary("ListGames", req)
            yield from resp.games
            token = resp.next_page_token
            if not token:
                return

    def join_game(
        self,
        name: str,
        player_name: str = "",
        seat: Optional[int] = None,
        *,
        seat_token: Optional[str] = None,
        dice_contribution: Optional[bytes] = None,
        key: Optional[str] = None,
        retry: Optional[RetryPolicy] = None,
    ) -> "Seat":
        """Takes a seat (the lowest free one unless ``seat`` is given).

        Returns a :class:`Seat` that keeps the secret seat token and sends it
        on every call that needs it. The token is drawn here (256 random bits)
        unless ``seat_token`` is given (32 to 128 printable ASCII characters
        with at least 128 random bits). On UNAVAILABLE (or RESOURCE_EXHAUSTED
        ``RATE_LIMITED``) the join is retried (``retry``, by default the
        client's policy) with the same token, so a join whose answer was lost
        returns the seat it took instead of taking another.

        ``dice_contribution`` is mixed into the dice of a game whose seed the
        server drew (docs/dice.md): by default 32 random bytes drawn here
        (and sent again on retries), so that the server cannot steer the
        dice; ``b""`` sends none. Games with a chosen seed ignore it.

        With an account key (``key``, else the client's), the seat is the
        account's: ``player_name`` may be left empty for its display name, and
        a rated game takes no other seats (UNAUTHENTICATED ``KEY_REQUIRED``).
        """
        req = _join_request(name, player_name, seat, seat_token, dice_contribution)
        account_key = _check_key(key) or self._key
        metadata = game_metadata(name) + (_key_metadata(account_key) if account_key else ())
        resp = self._unary("JoinGame", req, metadata, retry=retry)
        seated = player_name or _seat_name(resp.game, resp.seat)
        return Seat(self, name, resp.seat, resp.seat_token or req.seat_token, seated, resp.game)

    def find_game(
        self,
        player_name: str = "",
        *,
        players: int = 2,
        big_mountain: bool = False,
        allow_declining_groups: bool = False,
        rated: bool = False,
        house_after: Optional[int] = None,
        house_strategy: str = "",
        seat_token: Optional[str] = None,
        dice_contribution: Optional[bytes] = None,
        key: Optional[str] = None,
        retry: Optional[RetryPolicy] = None,
    ) -> "Seat":
        """Takes a seat in a game found by matchmaking, and returns it (a
        :class:`Seat`, as ``join_game`` does; ``seat.game`` is the game).

        The server seats you in an open matchmaking game with exactly these
        options, or creates one; players looking at the same time sit at the
        same table. With ``house_after`` (1 to 3600 seconds), a game this call
        creates gives the seats still free that long after its creation to
        house bots of ``house_strategy`` (``greedy`` when empty), so a lone
        player gets a game; left out, the game waits for players.

        The seat token (256 random bits) and the dice contribution (32 random
        bytes) are drawn here unless given, as for ``join_game``, and sent
        unchanged when the call is retried after UNAVAILABLE or
        ``RATE_LIMITED``: the server returns the seat that token took instead
        of taking another.

        ``rated=True`` joins the rated queue as the account of the key
        (``key``, else the client's; GameError UNAUTHENTICATED
        ``KEY_REQUIRED`` without one): leave ``player_name`` empty, the seat
        takes the account's display name. Rated games always have a turn
        clock. FAILED_PRECONDITION ``ALREADY_WAITING`` when the account
        already waits at an open rated table of these options.
        """
        req = _find_request(
            player_name,
            players,
            big_mountain,
            allow_declining_groups,
            house_after,
            house_strategy,
            seat_token,
            dice_contribution,
            rated,
        )
        metadata = _key_metadata(_need_key(_check_key(key) or self._key, "a rated find_game")) if rated else None
        resp = self._unary("FindGame", req, metadata, retry=retry)
        seated = player_name or _seat_name(resp.game, resp.seat)
        return Seat(self, resp.game.name, resp.seat, resp.seat_token or req.seat_token, seated, resp.game)

    def seat(self, name: str, seat: int, token: str, player_name: str = "") -> "Seat":
        """A :class:`Seat` for a token kept from an earlier join."""
        return Seat(self, name, seat, token, player_name, None)

    def list_legal_moves(self, name: str) -> game_service_pb2.ListLegalMovesResponse:
        """The legal moves of the current roll (with version, seat and roll)."""
        req = game_service_pb2.ListLegalMovesRequest(name=name)
        return self._unary("ListLegalMoves", req, game_metadata(name))

    def preview_move(self, name: str, move: Union[Move, LegalMove]) -> game_service_pb2.PreviewMoveResponse:
        """The board and events a move would produce, committed nowhere."""
        req = game_service_pb2.PreviewMoveRequest(name=name, move=_as_move(move))
        return self._unary("PreviewMove", req, game_metadata(name))

    # Accounts and the ladder ------------------------------------------------

    def create_account(self, display_name: str) -> AccountKey:
        """Creates an account for the rated ladder and returns it with its
        secret key, which the server shows only this once: keep it. Display
        names are unique ignoring case and look-alike characters (GameError
        ALREADY_EXISTS ``NAME_TAKEN``). Not retried after UNAVAILABLE: the
        first request may have taken the name."""
        req = game_service_pb2.CreateAccountRequest(display_name=display_name)
        resp = self._unary("CreateAccount", req, idempotent=False)
        return AccountKey(resp.account, resp.key)

    def get_account(self, name: str) -> game_service_pb2.GetAccountResponse:
        """The account ``accounts/{id}`` (``.account``) and its rating after
        each of its last rated games (``.history``, oldest first). NOT_FOUND
        ``ACCOUNT_NOT_FOUND`` for no such account."""
        return self._unary("GetAccount", game_service_pb2.GetAccountRequest(name=name))

    def leaderboard(
        self, *, page_size: int = 0, include_unrated: bool = False
    ) -> Iterator[game_service_pb2.LeaderboardEntry]:
        """Yields the ladder's entries (``.rank``, ``.account``), highest
        displayed rating first, fetching pages as needed. Accounts with no
        finished rated game are listed only with ``include_unrated``."""
        token = ""
        while True:
            req = game_service_pb2.ListLeaderboardRequest(
                page_size=page_size, page_token=token, include_unrated=include_unrated
            )
            resp = self._unary("ListLeaderboard", req)
            yield from resp.entries
            token = resp.next_page_token
            if not token:
                return

    def rotate_key(self, key: Optional[str] = None) -> AccountKey:
        """Replaces the account key (``key``, else the client's) with a new
        one, returned once; the old key stops working at once (GameError
        UNAUTHENTICATED ``KEY_INVALID`` from then on). When the client's own
        key was rotated, the client keeps the new one.

        The new key is drawn here (``mgk_`` and 64 hex digits from
        :func:`secrets.token_hex`) and sent as ``new_key``, which makes the
        call safe to repeat: it is retried like any such call (after
        UNAVAILABLE, a dropped connection, ``CONFLICT`` or ``RATE_LIMITED``),
        and a repeat whose first answer was lost finds the rotation to this
        very key made and answers it again."""
        old = _need_key(_check_key(key) or self._key, "rotate_key")
        req = game_service_pb2.RotateAccountKeyRequest(new_key=_draw_key())
        resp = self._unary("RotateAccountKey", req, _key_metadata(old))
        if old == self._key:
            self._key = resp.key
        return AccountKey(resp.account, resp.key)

    def revoke_key(self, key: Optional[str] = None) -> game_service_pb2.Account:
        """Revokes the account key (``key``, else the client's) for good and
        returns the account: it keeps its rating and history, but can no
        longer join games or get a new key. Seats it holds play on."""
        old = _need_key(_check_key(key) or self._key, "revoke_key")
        req = game_service_pb2.RevokeAccountKeyRequest()
        account = self._unary("RevokeAccountKey", req, _key_metadata(old), idempotent=False).account
        if old == self._key:
            self._key = None
        return account

    # Watching --------------------------------------------------------------

    def watch(
        self,
        name: str,
        *,
        resume_after: Optional[int] = None,
        token: Optional[str] = None,
        heartbeats: bool = False,
        reconnect: bool = True,
        max_retries: Optional[int] = None,
    ) -> Iterator[Update]:
        """Streams a game: a snapshot, then one :class:`Update` per change.

        The iterator ends after the update that ends the game: the one that
        finishes it, or cancels it (``update.cancelled``). When the stream breaks
        (UNAVAILABLE, RATE_LIMITED, a dropped connection, any ABORTED, an end
        before the game is over) or skips a version (a gap: a change that is
        not the one after the last version seen), it reconnects with
        ``resume_after`` set to the last version seen, so no change is missed
        or repeated. After ABORTED ``HISTORY_LOST`` (the database lost
        versions the stream had sent) it starts again from a snapshot, whose
        version may be below the last one seen. After
        ``max_retries`` (by default the retry policy's attempts) failed
        attempts in a row it raises. Heartbeats are skipped unless
        ``heartbeats`` is true. With a seat ``token``, updates where that
        seat is to move carry its legal moves. A connection refused before the
        server's first answer to this client raises at once, as for every call.
        """
        metadata = game_metadata(name, token)
        limit = self.retry.attempts if max_retries is None else max_retries
        resume = _Resume(name, resume_after, limit, self.retry, reconnect)
        while True:
            call = self.stub.WatchGame(resume.request(), metadata=metadata)
            finished = False
            try:
                for msg in call:
                    self._link.answer()
                    update = Update.from_proto(msg)
                    if update.kind == "heartbeat" and heartbeats:
                        yield update
                    passes = resume.passes(update)
                    if passes is None:
                        break
                    if not passes:
                        continue
                    finished = update.over
                    yield update
                    if finished:
                        break
            except grpc.RpcError as e:
                err = GameError.from_rpc_error(e)
                refused = self._link.failed(err)
                if refused is not None:
                    raise refused from None
                resume.failed(err)
            finally:
                call.cancel()
            if finished or not reconnect:
                return
            # The stream broke, ended before the game did, or skipped a version: resume it.
            time.sleep(resume.backoff())


class Seat:
    """A seat taken in a game: keeps the seat token and plays with it.

    Attributes: ``client``, ``name`` (the game's ``games/{id}``), ``seat`` (the
    index), ``token`` (the secret seat token), ``player_name``, ``game`` (the
    last game seen) and ``dice`` (a :class:`DiceLog` of the rolls seen by
    :meth:`play`, to verify with ``seat.dice.verify(final_game)``).
    """

    def __init__(
        self, client: Client, name: str, seat: int, token: str, player_name: str, game: Optional[Game]
    ) -> None:
        self.client = client
        self.name = name
        self.seat = seat
        self.token = token
        self.player_name = player_name
        self.game = game
        self.dice = DiceLog()

    def __repr__(self) -> str:
        return f"Seat(name={self.name!r}, seat={self.seat}, player_name={self.player_name!r})"

    @property
    def metadata(self) -> Tuple[Tuple[str, str], ...]:
        """The metadata of this seat's calls: the routing header of its game
        and the ``authorization`` that authenticates the seat."""
        return game_metadata(self.name, self.token)

    def submit_move(
        self,
        move: Union[Move, LegalMove],
        *,
        expected_version: Optional[int] = None,
        request_id: Optional[str] = None,
        retry: Optional[RetryPolicy] = None,
    ) -> game_service_pb2.SubmitMoveResponse:
        """Plays a move for this seat.

        ``expected_version`` refuses the move (FAILED_PRECONDITION,
        ``STALE_VERSION``) if the game has moved on. A fresh ``request_id`` is
        drawn unless given; on UNAVAILABLE, ABORTED ``CONFLICT`` or
        RESOURCE_EXHAUSTED ``RATE_LIMITED`` the call is retried (``retry``, by
        default the client's policy) with the same request id, so the move is
        never played twice.
        """
        req = game_service_pb2.SubmitMoveRequest(
            name=self.name, move=_as_move(move), request_id=request_id or uuid.uuid4().hex
        )
        if expected_version is not None:
            req.expected_version = expected_version
        resp = self.client._unary("SubmitMove", req, self.metadata, retry=retry)
        self.game = resp.game
        return resp

    def legal_moves(self) -> game_service_pb2.ListLegalMovesResponse:
        """The legal moves of the current roll (whoever's turn it is)."""
        return self.client.list_legal_moves(self.name)

    def watch(self, *, resume_after: Optional[int] = None, heartbeats: bool = False) -> Iterator[Update]:
        """Watches the game with this seat's token (updates carry its legal moves)."""
        return self.client.watch(self.name, resume_after=resume_after, token=self.token, heartbeats=heartbeats)

    def play(self, strategy: Strategy, *, on_update: Optional[Callable[[Update], None]] = None) -> Game:
        """Plays this seat until the game is over; returns the game at its end:
        finished, or cancelled before it started (``GAME_STATUS_CANCELLED``:
        nobody else joined in time; it has no standings).

        Watches the game (resuming after a dropped connection) and, on each of
        this seat's turns, calls ``strategy(game, legal_moves)`` and submits
        its move with the game's version as ``expected_version``. A snapshot
        at or below the last version it played (the game went back after
        HISTORY_LOST) makes it play that turn again. Every update is passed
        to ``on_update`` first, if given. The rolls seen are kept in
        ``self.dice``.
        """
        turns = _Turns(self.seat)
        for update in self.watch():
            self.dice.observe(update)
            if on_update is not None:
                on_update(update)
            game = update.game
            if game is None:
                continue
            self.game = game
            if not turns.to_play(update):
                continue
            moves = list(update.legal_moves)
            if not moves:
                listed = self.legal_moves()
                if listed.version != game.version:
                    continue  # the game moved on; the watch will tell us
                moves = list(listed.legal_moves)
            move = strategy(game, moves)
            turns.act(game.version)
            try:
                self.submit_move(move, expected_version=game.version)
            except GameError as e:
                if overtaken(e.code, e.reason):
                    continue  # someone else's change came first; wait for it
                raise
        if self.game is None or self.game.status not in _ENDED:
            self.game = self.client.get_game(self.name)
        return self.game


def _seat_name(game: Game, seat: int) -> str:
    """The name a seat took: an account's seat takes its display name."""
    for s in game.seats:
        if s.index == seat:
            return s.player_name
    return ""


def _as_move(move: Union[Move, LegalMove]) -> Move:
    if isinstance(move, game_pb2.LegalMove):
        return move.move
    if isinstance(move, game_pb2.Move):
        return move
    raise TypeError(f"expected a Move or a LegalMove, got {type(move).__name__}")
