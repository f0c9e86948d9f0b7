"""Mountain Goats client: play the dice board game over gRPC.

    from mountain_goats import Client, format_standings

    with Client("127.0.0.1:50051") as client:
        game = client.create_game(3, house_seats={1: "greedy", 2: "greedy"})
        me = client.join_game(game.name, "my-bot")    # or: client.find_game("my-bot", house_after=1)
        final = me.play(lambda game, moves: moves[0])
        print(format_standings(final))

For asyncio, :mod:`mountain_goats.aio` has ``AsyncClient`` and ``AsyncSeat``
(over ``grpc.aio``). Calls are retried as docs/clients.md says
(:class:`RetryPolicy`). The generated messages are in :mod:`mountain_goats.v1`
(``game_pb2``, ``game_service_pb2``, ``game_service_pb2_grpc``).
"""

from .client import KEY_ENV, AccountKey, Client, Seat, Strategy, Update, format_standings
from .dice import (
    DiceLog,
    DiceMismatch,
    commitment,
    describe_dice,
    dice_seed,
    first_seat,
    mixed_seed,
    roll,
    rolls_from_events,
    verify_game,
    verify_rolls,
)
from .errors import ERROR_DOMAIN, GameError, error_info
from .retry import RetryPolicy
from .v1 import game_pb2, game_service_pb2

__version__ = "0.1.0"

__all__ = [
    "Client",
    "Seat",
    "AccountKey",
    "KEY_ENV",
    "Strategy",
    "Update",
    "format_standings",
    "RetryPolicy",
    "GameError",
    "ERROR_DOMAIN",
    "error_info",
    "DiceLog",
    "DiceMismatch",
    "commitment",
    "describe_dice",
    "dice_seed",
    "first_seat",
    "mixed_seed",
    "roll",
    "rolls_from_events",
    "verify_game",
    "verify_rolls",
    "game_pb2",
    "game_service_pb2",
]
