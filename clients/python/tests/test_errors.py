"""Decoding of gRPC errors into GameError (no server needed)."""

from __future__ import annotations

import grpc
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2

from mountain_goats import ERROR_DOMAIN, GameError


class FakeRpcError(grpc.RpcError):
    def __init__(self, code, details, trailers):
        self._code, self._details, self._trailers = code, details, trailers

    def code(self):
        return self._code

    def details(self):
        return self._details

    def trailing_metadata(self):
        return self._trailers


def _status_bin(code: grpc.StatusCode, message: str, reason: str) -> bytes:
    detail = any_pb2.Any()
    detail.Pack(error_details_pb2.ErrorInfo(reason=reason, domain=ERROR_DOMAIN, metadata={"seat": "1"}))
    return status_pb2.Status(code=code.value[0], message=message, details=[detail]).SerializeToString()


def test_error_info_is_decoded():
    trailers = (("x-other", "1"), ("grpc-status-details-bin", _status_bin(grpc.StatusCode.FAILED_PRECONDITION, "no", "NOT_YOUR_TURN")))
    err = GameError.from_rpc_error(FakeRpcError(grpc.StatusCode.FAILED_PRECONDITION, "not your turn", trailers))
    assert err.code == grpc.StatusCode.FAILED_PRECONDITION
    assert err.reason == "NOT_YOUR_TURN"
    assert err.domain == ERROR_DOMAIN
    assert err.metadata == {"seat": "1"}
    assert err.message == "not your turn"
    assert str(err) == "FAILED_PRECONDITION NOT_YOUR_TURN: not your turn"


def test_error_without_details_has_an_empty_reason():
    err = GameError.from_rpc_error(FakeRpcError(grpc.StatusCode.UNAVAILABLE, "connection refused", ()))
    assert err.code == grpc.StatusCode.UNAVAILABLE
    assert err.reason == ""
    assert str(err) == "UNAVAILABLE: connection refused"
