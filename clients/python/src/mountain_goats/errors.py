"""Errors of the Mountain Goats client.

Every failed call raises :class:`GameError`, which carries the gRPC status
code and, when the server sent one, the machine-readable reason of the
``google.rpc.ErrorInfo`` in the status details (``grpc-status-details-bin``).
"""

from __future__ import annotations

from typing import Mapping, Optional

import grpc
from google.rpc import error_details_pb2, status_pb2

#: The domain of every ErrorInfo the Mountain Goats server sends.
ERROR_DOMAIN = "mountaingoats.dev"

_DETAILS_KEY = "grpc-status-details-bin"


class GameError(Exception):
    """A call to the server failed.

    Attributes:
        code: the gRPC status code (``grpc.StatusCode``).
        message: the status message, for people.
        reason: the ErrorInfo reason, e.g. ``"NOT_YOUR_TURN"``; empty when the
            server sent no ErrorInfo (e.g. a connection failure).
        domain: the ErrorInfo domain (``"mountaingoats.dev"``), or empty.
        metadata: the ErrorInfo metadata (a ``dict`` of strings).
    """

    def __init__(
        self,
        code: grpc.StatusCode,
        message: str = "",
        reason: str = "",
        domain: str = "",
        metadata: Optional[Mapping[str, str]] = None,
    ) -> None:
        self.code = code
        self.message = message
        self.reason = reason
        self.domain = domain
        self.metadata: dict[str, str] = dict(metadata or {})
        super().__init__(str(self))

    def __str__(self) -> str:
        """One line: ``CODE REASON: message``, e.g. ``NOT_FOUND GAME_NOT_FOUND:
        no game games/nope`` (a message of several lines is joined into one)."""
        head = self.code.name if isinstance(self.code, grpc.StatusCode) else str(self.code)
        if self.reason:
            head += f" {self.reason}"
        message = " ".join(line.strip() for line in self.message.splitlines() if line.strip())
        return f"{head}: {message}" if message else head

    def __repr__(self) -> str:
        return (
            f"GameError(code={self.code!r}, reason={self.reason!r}, "
            f"message={self.message!r}, metadata={self.metadata!r})"
        )

    @classmethod
    def from_rpc_error(cls, error: grpc.RpcError) -> "GameError":
        """Builds a GameError from a failed gRPC call, decoding its ErrorInfo."""
        code = _call(error, "code") or grpc.StatusCode.UNKNOWN
        message = _call(error, "details") or ""
        info = error_info(_call(error, "trailing_metadata") or ())
        if info is None:
            return cls(code, message)
        return cls(code, message, info.reason, info.domain, dict(info.metadata))


def _call(error: object, method: str):  # noqa: ANN202 - grpc's types are loose here
    fn = getattr(error, method, None)
    if fn is None:
        return None
    try:
        return fn()
    except Exception:  # a call object that never completed has no status
        return None


def error_info(trailing_metadata) -> Optional[error_details_pb2.ErrorInfo]:  # noqa: ANN001
    """Returns the first ErrorInfo in the ``grpc-status-details-bin`` trailer.

    ``trailing_metadata`` is what ``RpcError.trailing_metadata()`` returns: a
    sequence of ``(key, value)`` pairs. Returns None when there is none.
    """
    for key, value in trailing_metadata:
        if key != _DETAILS_KEY or not isinstance(value, bytes):
            continue
        status = status_pb2.Status.FromString(value)
        for detail in status.details:
            if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
                info = error_details_pb2.ErrorInfo()
                detail.Unpack(info)
                return info
    return None
