"""The scripted server of the conformance suite: it plays the server's side of
one case at a time and records every call a client makes.

It serves ``mountain_goats.v1.GameService`` with grpcio, on 127.0.0.1 and a
port of its own, through the generated servicer of the Python client (the
installed package, ``mountain_goats.v1``). It knows no rules: each case of
cases.json says, per method, what the n-th call is answered (see the README
next to this file for the format), and ``Harness.begin`` switches cases.

Every call is recorded with what the suite checks (method, the request's
fields that matter, the ``authorization`` and ``x-goog-request-params``
metadata) and when it arrived and ended, in seconds since the case began.
"""

from __future__ import annotations

import threading
import time
from concurrent import futures
from typing import Any, Dict, List, Optional

import grpc
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2

from mountain_goats.v1 import game_pb2, game_service_pb2, game_service_pb2_grpc

DOMAIN = "mountaingoats.dev"
#: The reason of a call the case did not script: a client that makes it has
#: already failed the case; FAILED_PRECONDITION with an unknown reason is
#: neither retried nor resumed by any client, so it stops there.
SCRIPT_EXHAUSTED = "SCRIPT_EXHAUSTED"
#: The seat every case plays (the one ``play`` cases give their turns to).
OUR_SEAT = 0
#: The account of a scripted ``CreateAccount``.
ACCOUNT = "accounts/c0nformance"


def parse_fail(spec: Any) -> Dict[str, str]:
    """A failure of the script: "CODE" or "CODE REASON", or an object with
    code, reason, message and metadata."""
    if isinstance(spec, str):
        code, _, reason = spec.partition(" ")
        return {"code": code, "reason": reason}
    return dict(spec)


def game(name: str, spec: Dict[str, Any]) -> game_pb2.Game:
    """The canned game of a script item: ``version``, ``status`` (PLAYING by
    default, or OPEN, FINISHED) and ``to_move`` (the seat to move; 1, not
    ours, by default). Two seats: 0 is "me", 1 is "rival"."""
    status = spec.get("status", "PLAYING")
    g = game_pb2.Game(
        name=name,
        version=int(spec.get("version", 1)),
        status=game_pb2.GameStatus.Value("GAME_STATUS_" + status),
        options=game_pb2.GameOptions(players=2),
        seats=[
            game_pb2.Seat(index=0, taken=True, player_name="me"),
            game_pb2.Seat(index=1, taken=True, player_name="rival"),
        ],
    )
    g.board.current_seat = int(spec.get("to_move", 1))
    g.board.turn = g.version
    g.board.roll.dice.extend([1, 2, 3, 4])
    if status == "FINISHED":
        for rank, seat in ((1, 0), (2, 1)):
            g.board.result.standings.add(seat=seat, rank=rank, score=50 - 10 * seat)
        g.board.result.winners.append(0)
    return g


def legal_moves(spec: Dict[str, Any]) -> List[game_pb2.LegalMove]:
    """Our seat's legal moves when it is to move: one canned move."""
    if int(spec.get("to_move", 1)) != OUR_SEAT or spec.get("status", "PLAYING") != "PLAYING":
        return []
    move = game_pb2.Move(faces=[1, 2, 3, 4])
    move.groups.add(dice=[0, 1, 2, 3])
    return [game_pb2.LegalMove(move=move, summary="climb mountain 10")]


class Call:
    """One call as recorded: what the suite compares with the expectations."""

    def __init__(self, method: str, request: Any, context: grpc.ServicerContext, t0: float) -> None:
        meta = {k: v for k, v in context.invocation_metadata()}
        self.fields: Dict[str, Any] = {
            "method": method,
            "arrival": time.monotonic() - t0,
            "end": None,
            "authorization": meta.get("authorization"),
            "routing": meta.get("x-goog-request-params"),
        }
        for field in ("name", "request_id", "seat_token", "player_name", "display_name"):
            if hasattr(request, field):
                self.fields[field] = getattr(request, field)
        if hasattr(request, "dice_contribution"):
            self.fields["dice_contribution"] = request.dice_contribution.hex()
        for field in ("resume_after", "expected_version", "seat"):
            try:
                self.fields[field] = getattr(request, field) if request.HasField(field) else None
            except ValueError:  # not a field of this request
                pass
        if method == "CreateGame":
            self.fields["players"] = request.options.players
            self.fields["house_seats"] = {str(h.seat): h.strategy for h in request.house_seats}
        if method == "FindGame":
            self.fields["players"] = request.options.players
            self.fields["rated"] = request.options.rated


class Harness:
    """The scripted server: ``start`` it, ``begin`` a case, let the client
    act, ``end`` the case to get its calls; ``stop`` at the end."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.case: Dict[str, Any] = {"script": {}}
        self.game_name = ""
        self.calls: List[Call] = []
        self.t0 = time.monotonic()
        self.server: Optional[grpc.Server] = None
        self.port = 0
        self.restarts: List[threading.Thread] = []

    # The server ---------------------------------------------------------

    def _serve(self, port: int) -> None:
        server = grpc.server(futures.ThreadPoolExecutor(max_workers=16))
        game_service_pb2_grpc.add_GameServiceServicer_to_server(_Service(self), server)
        self.port = server.add_insecure_port(f"127.0.0.1:{port}")
        server.start()
        self.server = server

    def start(self) -> str:
        self._serve(0)
        return f"127.0.0.1:{self.port}"

    def stop(self) -> None:
        for t in self.restarts:
            t.join()
        if self.server is not None:
            self.server.stop(None).wait()

    def restart(self, down_ms: int) -> None:
        """Stops the server as a crash would (every call cut at once), and
        starts it again on the same port ``down_ms`` later."""

        def run() -> None:
            assert self.server is not None
            self.server.stop(None).wait()
            time.sleep(down_ms / 1000)
            self._serve(self.port)

        t = threading.Thread(target=run, daemon=True)
        self.restarts.append(t)
        t.start()

    # Cases --------------------------------------------------------------

    def begin(self, case: Dict[str, Any], game_name: str) -> None:
        for t in self.restarts:
            t.join()
        self.restarts.clear()
        with self.lock:
            self.case = case
            self.game_name = game_name
            self.calls = []
            self.t0 = time.monotonic()

    def end(self) -> List[Dict[str, Any]]:
        for t in self.restarts:
            t.join()
        with self.lock:
            return [c.fields for c in self.calls]

    def arrive(self, method: str, request: Any, context: grpc.ServicerContext) -> tuple:
        """Records a call; returns (its record, its script item or None when
        the script has no more for this method)."""
        with self.lock:
            call = Call(method, request, context, self.t0)
            n = sum(1 for c in self.calls if c.fields["method"] == method)
            self.calls.append(call)
            item = _nth(self.case.get("script", {}).get(method, []), n)
            return call, item

    def finish(self, call: Call) -> None:
        with self.lock:
            call.fields["end"] = time.monotonic() - self.t0

    def count(self, method: str) -> int:
        with self.lock:
            return sum(1 for c in self.calls if c.fields["method"] == method)


def _nth(items: List[Dict[str, Any]], n: int) -> Optional[Dict[str, Any]]:
    """The n-th (0-based) answer of a method's script, where an item with
    ``times`` stands for that many answers."""
    for item in items:
        times = int(item.get("times", 1))
        if n < times:
            return item
        n -= times
    return None


def _abort(context: grpc.ServicerContext, spec: Any) -> None:
    fail = parse_fail(spec)
    code = grpc.StatusCode[fail["code"]]
    message = fail.get("message") or f"scripted {fail['code']} {fail.get('reason', '')}".strip()
    if fail.get("reason"):
        info = error_details_pb2.ErrorInfo(reason=fail["reason"], domain=DOMAIN, metadata=fail.get("metadata", {}))
        detail = any_pb2.Any()
        detail.Pack(info)
        status = status_pb2.Status(code=code.value[0], message=message, details=[detail])
        context.set_trailing_metadata((("grpc-status-details-bin", status.SerializeToString()),))
    context.abort(code, message)


class _Service(game_service_pb2_grpc.GameServiceServicer):
    """Answers every method from the current case's script."""

    def __init__(self, harness: Harness) -> None:
        self.h = harness

    def _unary(self, method: str, request: Any, context: grpc.ServicerContext, answer) -> Any:  # noqa: ANN001
        call, item = self.h.arrive(method, request, context)
        try:
            if item is None:
                _abort(context, {"code": "FAILED_PRECONDITION", "reason": SCRIPT_EXHAUSTED})
            if "delay_ms" in item:
                time.sleep(item["delay_ms"] / 1000)
            if "fail" in item:
                _abort(context, item["fail"])
            return answer(item.get("ok", {}))
        finally:
            self.h.finish(call)

    def _game(self, request: Any, spec: Dict[str, Any]) -> game_pb2.Game:
        return game(getattr(request, "name", "") or spec.get("name") or self.h.game_name, spec)

    def GetGame(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary("GetGame", request, context, lambda s: game_service_pb2.GetGameResponse(game=self._game(request, s)))

    def CreateGame(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "CreateGame", request, context, lambda s: game_service_pb2.CreateGameResponse(game=self._game(request, s))
        )

    def JoinGame(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "JoinGame",
            request,
            context,
            lambda s: game_service_pb2.JoinGameResponse(
                game=self._game(request, s), seat=int(s.get("seat", 0)), seat_token=request.seat_token
            ),
        )

    def FindGame(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "FindGame",
            request,
            context,
            lambda s: game_service_pb2.FindGameResponse(
                game=self._game(request, s), seat=int(s.get("seat", 0)), seat_token=request.seat_token
            ),
        )

    def CreateAccount(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "CreateAccount",
            request,
            context,
            lambda s: game_service_pb2.CreateAccountResponse(
                account=game_service_pb2.Account(name=ACCOUNT, display_name=request.display_name), key=s.get("key", "")
            ),
        )

    def SubmitMove(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "SubmitMove", request, context, lambda s: game_service_pb2.SubmitMoveResponse(game=self._game(request, s))
        )

    def ListLegalMoves(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary(
            "ListLegalMoves",
            request,
            context,
            lambda s: game_service_pb2.ListLegalMovesResponse(
                version=int(s.get("version", 1)), seat=int(s.get("to_move", 1)), legal_moves=legal_moves(s)
            ),
        )

    def ListGames(self, request, context):  # noqa: N802, ANN001, ANN201
        return self._unary("ListGames", request, context, lambda s: game_service_pb2.ListGamesResponse())

    def WatchGame(self, request, context):  # noqa: N802, ANN001, ANN201
        call, item = self.h.arrive("WatchGame", request, context)
        try:
            if item is None:
                _abort(context, {"code": "FAILED_PRECONDITION", "reason": SCRIPT_EXHAUSTED})
            for step in item.get("stream", []):
                msg = self._message(request, step, context)
                if msg is not None:
                    yield msg
            if "fail" in item:
                _abort(context, item["fail"])
        finally:
            self.h.finish(call)

    def _message(self, request: Any, step: Dict[str, Any], context: grpc.ServicerContext):  # noqa: ANN202
        """One step of a stream: a message to send, or a wait, a failure, a
        restart (then None)."""
        if "snapshot" in step:
            spec = dict(step, version=step["snapshot"])
            return game_service_pb2.WatchGameResponse(
                snapshot=game_service_pb2.GameSnapshot(game=self._game(request, spec), legal_moves=legal_moves(spec))
            )
        if "change" in step:
            spec = dict(step, version=step["change"])
            return game_service_pb2.WatchGameResponse(
                change=game_service_pb2.GameChange(
                    version=spec["version"], game=self._game(request, spec), legal_moves=legal_moves(spec)
                )
            )
        if "heartbeat" in step:
            return game_service_pb2.WatchGameResponse(heartbeat=game_service_pb2.Heartbeat(version=step["heartbeat"]))
        if "sleep_ms" in step:
            # A slow server, or one that keeps the stream open: cut short when
            # the client cancels the stream.
            deadline = time.monotonic() + step["sleep_ms"] / 1000
            while context.is_active() and time.monotonic() < deadline:
                time.sleep(0.005)
            return None
        if "wait_for" in step:
            # Until the client has made that many calls of a method (its move
            # on the turn just sent), so that what follows answers it.
            method, count = step["wait_for"], int(step.get("count", 1))
            deadline = time.monotonic() + 10
            while self.h.count(method) < count and time.monotonic() < deadline and context.is_active():
                time.sleep(0.005)
            return None
        if "fail" in step:
            _abort(context, step["fail"])
        if "restart" in step:
            self.h.restart(int(step["restart"].get("down_ms", 200)))
            deadline = time.monotonic() + 5
            while context.is_active() and time.monotonic() < deadline:
                time.sleep(0.005)
            return None
        raise ValueError(f"a stream step the scripted server does not know: {step}")
