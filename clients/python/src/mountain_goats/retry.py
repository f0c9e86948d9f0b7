"""The retry policy of the client contract (docs/clients.md).

A call is retried when its failure says nothing happened or that repeating it
is harmless:

* ``RESOURCE_EXHAUSTED`` with reason ``RATE_LIMITED``: the server refused the
  request before reading it, so every call is retried;
* ``UNAVAILABLE`` (the server is down, restarting or shutting down, or the
  connection dropped): every call that is safe to repeat as it is, which is
  every call but ``CreateGame`` (a join repeats its seat token, a move its
  request id, the rest only read).

At most ``attempts`` tries (10), waiting a capped exponential backoff with
jitter between them: ``min(max_delay, first_delay * 2**(n-1))`` scaled by a
random factor in [0.5, 1). Every retry is logged at DEBUG level on the
``mountain_goats`` logger.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass

import grpc

log = logging.getLogger("mountain_goats")

#: The reason of RESOURCE_EXHAUSTED that means "slow down and try again".
RATE_LIMITED = "RATE_LIMITED"
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
    """Whether a failure with this code and reason may be retried."""
    if code == grpc.StatusCode.RESOURCE_EXHAUSTED and reason == RATE_LIMITED:
        return True
    return idempotent and code == grpc.StatusCode.UNAVAILABLE


def overtaken(code: grpc.StatusCode, reason: str) -> bool:
    """Whether a refused move was overtaken by another change of the game."""
    return code == grpc.StatusCode.FAILED_PRECONDITION and reason in OVERTAKEN
