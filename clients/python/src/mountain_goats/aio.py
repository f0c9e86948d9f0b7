"""The asyncio client: :class:`AsyncClient` and :class:`AsyncSeat`, over ``grpc.aio``.

The same calls and the same contract as the blocking :class:`~mountain_goats.Client`
(docs/clients.md), as coroutines and async iterators::

    import asyncio
    from mountain_goats import format_standings
    from mountain_goats.aio import AsyncClient

    async def main():
        async with AsyncClient("127.0.0.1:50051") as client:
            game = await client.create_game(3, house_seats={1: "greedy", 2: "greedy"})
            me = await client.join_game(game.name, "my-bot")
            final = await me.play(lambda game, moves: moves[0])
            print(format_standings(final))

    asyncio.run(main())

A strategy may be a plain function or a coroutine function.
"""

from __future__ import annotations

import asyncio
import inspect
import uuid
from typing import AsyncIterator, Awaitable, Callable, List, Mapping, Optional, Sequence, Tuple, TypeVar, Union

import grpc
import grpc.aio

from .client import (
    AccountKey,
    Game,
    LegalMove,
    Move,
    RootCertificates,
    Update,
    _ENDED,
    _as_move,
    _check_address,
    _check_key,
    _create_request,
    _draw_key,
    _Resume,
    _Turns,
    _find_request,
    _join_request,
    _key_metadata,
    _need_key,
    _seat_name,
    _tls_credentials,
)
from .dice import DiceLog
from .errors import GameError
from .retry import Link, RetryPolicy, log, overtaken, retryable
from .routing import game_metadata
from .v1 import game_pb2, game_service_pb2, game_service_pb2_grpc

#: A strategy for :meth:`AsyncSeat.play`: like :data:`mountain_goats.Strategy`,
#: and it may also be a coroutine function.
AsyncStrategy = Callable[
    [Game, List[LegalMove]], Union[Move, LegalMove, Awaitable[Union[Move, LegalMove]]]
]

_T = TypeVar("_T")

__all__ = ["AsyncClient", "AsyncSeat", "AsyncStrategy"]


async def _with_retries(
    call: Callable[[], Awaitable[_T]],
    policy: RetryPolicy,
    what: str,
    idempotent: bool = True,
    link: Optional[Link] = None,
) -> _T:
    """The contract's retry policy (see :mod:`mountain_goats.retry`), for
    coroutines; with a ``link``, a refused connection before the server's
    first answer fails at once."""
    attempt = 0
    while True:
        try:
            result = await call()
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
            await asyncio.sleep(wait)
        else:
            if link is not None:
                link.answer()
            return result


class AsyncClient:
    """A connection to a Mountain Goats server, for asyncio.

    Takes the same arguments as :class:`mountain_goats.Client` (``key``, an
    account key, included: sent only on the calls made as the account), and
    checks the address and retries the same way (a connection refused before
    the server's first answer fails at once). Use
    it as an async context manager, or ``await client.close()``. Make it
    inside the event loop that uses it.
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
            self.channel = grpc.aio.secure_channel(address, creds, options=list(options))
        else:
            self.channel = grpc.aio.insecure_channel(address, options=list(options))
        #: The generated stub (``grpc.aio``), for anything the wrapper does not cover.
        self.stub = game_service_pb2_grpc.GameServiceStub(self.channel)

    async def close(self) -> None:
        await self.channel.close()

    def __repr__(self) -> str:
        return f"AsyncClient(address={self.address!r}, has_key={self._key is not None})"

    @property
    def has_key(self) -> bool:
        """Whether the client has an account key (the key itself is not readable back)."""
        return self._key is not None

    async def __aenter__(self) -> "AsyncClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _unary(self, method: str, request, metadata=None, *, idempotent: bool = True, retry=None):  # noqa: ANN001, ANN202
        fn = getattr(self.stub, method)
        return await _with_retries(
            lambda: fn(request, timeout=self.timeout, metadata=metadata),
            retry or self.retry,
            method,
            idempotent,
            self._link,
        )

    async def create_game(
        self,
        players: int = 2,
        *,
        big_mountain: bool = False,
        allow_declining_groups: bool = False,
        first_seat: Optional[int] = None,
        seed: Optional[bytes] = None,
        house_seats: Optional[Mapping[int, str]] = None,
    ) -> Game:
        """Creates a game; see :meth:`mountain_goats.Client.create_game` (``house_seats``)."""
        req = _create_request(players, big_mountain, allow_declining_groups, first_seat, seed, house_seats)
        return (await self._unary("CreateGame", req, idempotent=False)).game

    async def get_game(self, name: str) -> Game:
        """Returns the game named ``games/{id}``."""
        return (await self._unary("GetGame", game_service_pb2.GetGameRequest(name=name), game_metadata(name))).game

    async def list_games(
        self, status: int = game_pb2.GAME_STATUS_UNSPECIFIED, page_size: int = 0
    ) -> AsyncIterator[Game]:
        """Yields every game (newest first, optionally of one status), page by page."""
        token = ""
        while True:
            req = game_service_pb2.ListGamesRequest(page_size=page_size, page_token=token, status=status)
            resp = await self._unary("ListGames", req)
            for game in resp.games:
                yield game
            token = resp.next_page_token
            if not token:
                return

    async def join_game(
        self,
        name: str,
        player_name: str = "",
        seat: Optional[int] = None,
        *,
        seat_token: Optional[str] = None,
        dice_contribution: Optional[bytes] = None,
        key: Optional[str] = None,
        retry: Optional[RetryPolicy] = None,
    ) -> "AsyncSeat":
        """Takes a seat; see :meth:`mountain_goats.Client.join_game` (``key``)."""
        req = _join_request(name, player_name, seat, seat_token, dice_contribution)
        account_key = _check_key(key) or self._key
        metadata = game_metadata(name) + (_key_metadata(account_key) if account_key else ())
        resp = await self._unary("JoinGame", req, metadata, retry=retry)
        seated = player_name or _seat_name(resp.game, resp.seat)
        return AsyncSeat(self, name, resp.seat, resp.seat_token or req.seat_token, seated, resp.game)

    async def find_game(
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
    ) -> "AsyncSeat":
        """Takes a seat in a game found by matchmaking; see
        :meth:`mountain_goats.Client.find_game` (``rated``, ``key``)."""
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
        resp = await self._unary("FindGame", req, metadata, retry=retry)
        seated = player_name or _seat_name(resp.game, resp.seat)
        return AsyncSeat(self, resp.game.name, resp.seat, resp.seat_token or req.seat_token, seated, resp.game)

    # Accounts and the ladder ------------------------------------------------

    async def create_account(self, display_name: str) -> AccountKey:
        """Creates an account; see :meth:`mountain_goats.Client.create_account`."""
        req = game_service_pb2.CreateAccountRequest(display_name=display_name)
        resp = await self._unary("CreateAccount", req, idempotent=False)
        return AccountKey(resp.account, resp.key)

    async def get_account(self, name: str) -> game_service_pb2.GetAccountResponse:
        """An account and its rating history; see :meth:`mountain_goats.Client.get_account`."""
        return await self._unary("GetAccount", game_service_pb2.GetAccountRequest(name=name))

    async def leaderboard(
        self, *, page_size: int = 0, include_unrated: bool = False
    ) -> AsyncIterator[game_service_pb2.LeaderboardEntry]:
        """Yields the ladder's entries, page by page; see :meth:`mountain_goats.Client.leaderboard`."""
        token = ""
        while True:
            req = game_service_pb2.ListLeaderboardRequest(
                page_size=page_size, page_token=token, include_unrated=include_unrated
            )
            resp = await self._unary("ListLeaderboard", req)
            for entry in resp.entries:
                yield entry
            token = resp.next_page_token
            if not token:
                return

    async def rotate_key(self, key: Optional[str] = None) -> AccountKey:
        """Replaces the account key with one drawn here, retried as a call safe
        to repeat; see :meth:`mountain_goats.Client.rotate_key`."""
        old = _need_key(_check_key(key) or self._key, "rotate_key")
        req = game_service_pb2.RotateAccountKeyRequest(new_key=_draw_key())
        resp = await self._unary("RotateAccountKey", req, _key_metadata(old))
        if old == self._key:
            self._key = resp.key
        return AccountKey(resp.account, resp.key)

    async def revoke_key(self, key: Optional[str] = None) -> game_service_pb2.Account:
        """Revokes the account key; see :meth:`mountain_goats.Client.revoke_key`."""
        old = _need_key(_check_key(key) or self._key, "revoke_key")
        req = game_service_pb2.RevokeAccountKeyRequest()
        account = (await self._unary("RevokeAccountKey", req, _key_metadata(old), idempotent=False)).account
        if old == self._key:
            self._key = None
        return account

    def seat(self, name: str, seat: int, token: str, player_name: str = "") -> "AsyncSeat":
        """An :class:`AsyncSeat` for a token kept from an earlier join."""
        return AsyncSeat(self, name, seat, token, player_name, None)

    async def list_legal_moves(self, name: str) -> game_service_pb2.ListLegalMovesResponse:
        """The legal moves of the current roll (with version, seat and roll)."""
        req = game_service_pb2.ListLegalMovesRequest(name=name)
        return await self._unary("ListLegalMoves", req, game_metadata(name))

    async def preview_move(
        self, name: str, move: Union[Move, LegalMove]
    ) -> game_service_pb2.PreviewMoveResponse:
        """The board and events a move would produce, committed nowhere."""
        req = game_service_pb2.PreviewMoveRequest(name=name, move=_as_move(move))
        return await self._unary("PreviewMove", req, game_metadata(name))

    async def watch(
        self,
        name: str,
        *,
        resume_after: Optional[int] = None,
        token: Optional[str] = None,
        heartbeats: bool = False,
        reconnect: bool = True,
        max_retries: Optional[int] = None,
    ) -> AsyncIterator[Update]:
        """Streams a game; see :meth:`mountain_goats.Client.watch` (resume, gap detection)."""
        metadata = game_metadata(name, token)
        limit = self.retry.attempts if max_retries is None else max_retries
        resume = _Resume(name, resume_after, limit, self.retry, reconnect)
        while True:
            call = self.stub.WatchGame(resume.request(), metadata=metadata)
            finished = False
            try:
                async for msg in call:
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
            await asyncio.sleep(resume.backoff())


class AsyncSeat:
    """A seat taken in a game, for asyncio; see :class:`mountain_goats.Seat`."""

    def __init__(
        self, client: AsyncClient, name: str, seat: int, token: str, player_name: str, game: Optional[Game]
    ) -> None:
        self.client = client
        self.name = name
        self.seat = seat
        self.token = token
        self.player_name = player_name
        self.game = game
        self.dice = DiceLog()

    def __repr__(self) -> str:
        return f"AsyncSeat(name={self.name!r}, seat={self.seat}, player_name={self.player_name!r})"

    @property
    def metadata(self) -> Tuple[Tuple[str, str], ...]:
        """The metadata of this seat's calls: the routing header of its game
        and the ``authorization`` that authenticates the seat."""
        return game_metadata(self.name, self.token)

    async def submit_move(
        self,
        move: Union[Move, LegalMove],
        *,
        expected_version: Optional[int] = None,
        request_id: Optional[str] = None,
        retry: Optional[RetryPolicy] = None,
    ) -> game_service_pb2.SubmitMoveResponse:
        """Plays a move for this seat; see :meth:`mountain_goats.Seat.submit_move`."""
        req = game_service_pb2.SubmitMoveRequest(
            name=self.name, move=_as_move(move), request_id=request_id or uuid.uuid4().hex
        )
        if expected_version is not None:
            req.expected_version = expected_version
        resp = await self.client._unary("SubmitMove", req, self.metadata, retry=retry)
        self.game = resp.game
        return resp

    async def legal_moves(self) -> game_service_pb2.ListLegalMovesResponse:
        """The legal moves of the current roll (whoever's turn it is)."""
        return await self.client.list_legal_moves(self.name)

    def watch(self, *, resume_after: Optional[int] = None, heartbeats: bool = False) -> AsyncIterator[Update]:
        """Watches the game with this seat's token (updates carry its legal moves)."""
        return self.client.watch(self.name, resume_after=resume_after, token=self.token, heartbeats=heartbeats)

    async def play(
        self, strategy: AsyncStrategy, *, on_update: Optional[Callable[[Update], None]] = None
    ) -> Game:
        """Plays this seat until the game is over; see :meth:`mountain_goats.Seat.play`."""
        turns = _Turns(self.seat)
        async for update in self.watch():
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
                listed = await self.legal_moves()
                if listed.version != game.version:
                    continue
                moves = list(listed.legal_moves)
            move = strategy(game, moves)
            if inspect.isawaitable(move):
                move = await move
            turns.act(game.version)
            try:
                await self.submit_move(move, expected_version=game.version)
            except GameError as e:
                if overtaken(e.code, e.reason):
                    continue
                raise
        if self.game is None or self.game.status not in _ENDED:
            self.game = await self.client.get_game(self.name)
        return self.game
