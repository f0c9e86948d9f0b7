"""The routing header: which game a call is about (docs/clients.md, "Routing").

Several servers may share the games; each game has one home server, and a
balancer in front sends every call about one game to the same server by
hashing this header. Every client sends the same bytes for the same game, on
every call whose request names one game (and on its retries and resumes)::

    x-goog-request-params: name=games/GAME_ID

(Google's AIP-4222 convention.) ``CreateGame``, ``ListGames`` and
``FindGame`` name no game and do not send it.
"""

from __future__ import annotations

from typing import Optional, Tuple

#: The header's name (gRPC metadata keys are lowercase).
HEADER = "x-goog-request-params"

_PREFIX = "games/"
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")


def _escape(text: str) -> str:
    # By hand rather than urllib.parse.quote, whose safe set has changed
    # between Python versions: every client must send the same bytes.
    return "".join(chr(b) if b in _UNRESERVED else f"%{b:02X}" for b in text.encode("utf-8"))


def request_params(name: str) -> str:
    """The header's value for the game named ``name`` (``games/{id}``):
    ``name=games/`` and the id, any byte of it outside ``[A-Za-z0-9_.~-]``
    percent-encoded. A name without the ``games/`` prefix (which the server
    refuses anyway) is percent-encoded whole."""
    if name.startswith(_PREFIX):
        return "name=" + _PREFIX + _escape(name[len(_PREFIX) :])
    return "name=" + _escape(name)


def game_metadata(name: str, token: Optional[str] = None) -> Tuple[Tuple[str, str], ...]:
    """The metadata of a call about the game ``name``: the routing header,
    and the seat's ``authorization`` when a seat ``token`` is given."""
    routing = (HEADER, request_params(name))
    if token:
        return (routing, ("authorization", f"Bearer {token}"))
    return (routing,)
