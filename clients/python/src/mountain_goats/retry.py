"""The retry policy of the client contract (docs/clients.md).

A call is retried when its failure says nothing happened or that repeating it
is harmless:

* ``RESOURCE_EXHAUSTED`` with reason ``RATE_LIMITED``: the server refused the
  request before reading it, so every call is retried;
* ``UNAVAILABLE`` (the server is down, restarting or shutting down, or the
  connection dropped), a connection that closed under the call (``UNKNOWN``,
  ``INTERNAL``, ``CANCELLED`` or ``ABORTED`` with no reason), and ``ABORTED``
  ``CONFLICT`` (servers sharing one store raced for a version and this one
  lost: nothing was applied): every call that is safe to repeat as it is,
  which is every call but ``CreateGame``, ``CreateAccount`` and
  ``RevokeAccountKey`` (a join repeats its seat token, a move its request
  id, a key rotation the new key drawn by the client, the rest only read).

A watch resumes after what is retried and after any ``ABORTED``; after
``ABORTED`` ``HISTORY_LOST`` (the database lost versions the stream had sent)
it starts again from a snapshot rather than after the last version seen.

Before the client's first answer from its server, a call whose connection was
refused (or whose host name does not resolve) is not retried: it fails at
once with a one-line UNAVAILABLE error that says so (see :class:`Link`).
Once the server has answered, a refused connection is retried as above (a
server restarting mid-game).

At most ``attempts`` tries (10), waiting a capped exponential backoff with
jitter between them: ``min(max_delay, first_delay * 2**(n-1))`` scaled by a
random factor in [0.5, 1). Every retry is logged at DEBUG level on the
``mountain_goats`` logger.
"""

from __future__ import annotations

import logging
import random
import re
from dataclasses import dataclass
from typing import Optional

import grpc

from .errors import GameError

log = logging.getLogger("mountain_goats")

#: The reason of RESOURCE_EXHAUSTED that means "slow down and try again".
RATE_LIMITED = "RATE_LIMITED"
#: The reason of ABORTED that means "another server stored this version
#: first; nothing was applied": sent again with the same request id.
CONFLICT = "CONFLICT"
#: The reason of ABORTED that means "the database lost versions of the game
#: after acknowledging them": the game went back, a watch starts again from a
#: snapshot.
HISTORY_LOST = "HISTORY_LOST"
#: The codes some gRPC libraries give a connection that closed under a call;
#: with no reason, they are the transport's, not the server's answer.
_CUT = (
    grpc.StatusCode.UNKNOWN,
    grpc.StatusCode.INTERNAL,
    grpc.StatusCode.CANCELLED,
    grpc.StatusCode.ABORTED,
)
#: Reasons of FAILED_PRECONDITION that mean the game moved on before a move:
#: the move is dropped and play goes on (see ``Seat.play``).
OVERTAKEN = ("STALE_VERSION", "NOT_YOUR_TURN")


@dataclass(frozen=True)
class RetryPolicy:
    """How calls are retried: ``attempts`` tries in all, with a backoff from
    ``first_delay`` seconds, doubling up to ``max_delay``, with jitter."""

    attempts: int = 10
    first_delay: float = 0.1
    max_delay: float = 2.0

    def delay(self, attempt: int) -> float:
        """Seconds to wait after failed attempt number ``attempt`` (1-based)."""
        return min(self.max_delay, self.first_delay * 2 ** (attempt - 1)) * (0.5 + random.random() / 2)


def retryable(code: grpc.StatusCode, reason: str, idempotent: bool = True) -> bool:
    """Whether a failure with this code and reason may be retried: always
    ``RATE_LIMITED``; ``UNAVAILABLE``, ``CONFLICT`` and a closed connection
    when the call is ``idempotent`` (every call but ``CreateGame``,
    ``CreateAccount`` and ``RevokeAccountKey``)."""
    if code == grpc.StatusCode.RESOURCE_EXHAUSTED and reason == RATE_LIMITED:
        return True
    if not idempotent:
        return False
    return (
        code == grpc.StatusCode.UNAVAILABLE
        or (code == grpc.StatusCode.ABORTED and reason == CONFLICT)
        or (code in _CUT and not reason)
    )


def resumable(code: grpc.StatusCode, reason: str) -> bool:
    """Whether a watch is reopened after a failure with this code and reason:
    what :func:`retryable` retries, and any ``ABORTED``."""
    return retryable(code, reason) or code == grpc.StatusCode.ABORTED


def history_lost(code: grpc.StatusCode, reason: str) -> bool:
    """Whether the database lost versions of the game (``ABORTED``
    ``HISTORY_LOST``): a watch forgets the last version it saw and starts
    again from a snapshot."""
    return code == grpc.StatusCode.ABORTED and reason == HISTORY_LOST


def overtaken(code: grpc.StatusCode, reason: str) -> bool:
    """Whether a refused move was overtaken by another change of the game."""
    return code == grpc.StatusCode.FAILED_PRECONDITION and reason in OVERTAKEN


#: How gRPC says, in an UNAVAILABLE status of its own, that nothing listens
#: at the address, or that the host name does not resolve.
_REFUSED = re.compile(r"connection refused|econnrefused", re.IGNORECASE)
_UNRESOLVED = re.compile(
    r"errors resolving|dns resolution failed|domain name not found|hostname lookup error|name or service not known",
    re.IGNORECASE,
)


def _host(address: str) -> str:
    """The host of ``HOST:PORT`` (an IPv6 address keeps its brackets)."""
    return address.rsplit(":", 1)[0] if ":" in address else address


def refusal(err: GameError, address: str) -> Optional[GameError]:
    """The one-line error that replaces ``err`` when it says that the
    connection to ``address`` was refused, or that its host does not
    resolve; None for any other failure. It keeps the code, UNAVAILABLE."""
    if err.code != grpc.StatusCode.UNAVAILABLE or err.reason:
        return None
    if _REFUSED.search(err.message):
        message = (
            f"no server is listening at {address} (connection refused): "
            'start one with "cargo run --release -- serve", or check the address'
        )
    elif _UNRESOLVED.search(err.message):
        message = f"cannot resolve {_host(address)} in {address}: check the address"
    else:
        return None
    return GameError(grpc.StatusCode.UNAVAILABLE, message)


def from_server(err: GameError) -> bool:
    """Whether a failure is, as far as the client can tell, the server's
    answer rather than the transport's: it carries a reason (an ErrorInfo),
    or a code the transport does not give."""
    return bool(err.reason) or not (
        err.code in (grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.DEADLINE_EXCEEDED) or err.code in _CUT
    )


class Link:
    """What a client knows of its server: whether it has answered yet.

    Until the first answer (a response, a message of a stream, or a status
    from the server), a refused connection is a wrong address or a server
    not started, not a server restarting: :meth:`failed` turns it into the
    error to raise at once, with no retries. Shared by ``Client`` and
    ``AsyncClient``.
    """

    def __init__(self, address: str) -> None:
        self.address = address
        self.answered = False

    def answer(self) -> None:
        """The server answered."""
        self.answered = True

    def failed(self, err: GameError) -> Optional[GameError]:
        """A call failed with ``err``: returns the error to raise at once,
        without retrying (a refused connection before the first answer), or
        None to go on as the retry policy says."""
        if self.answered:
            return None
        if from_server(err):
            self.answered = True
            return None
        return refusal(err, self.address)
