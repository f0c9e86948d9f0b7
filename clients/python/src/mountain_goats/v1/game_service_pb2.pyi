import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from mountain_goats.v1 import game_pb2 as _game_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class CreateGameRequest(_message.Message):
    __slots__ = ("options", "seed", "house_seats")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    HOUSE_SEATS_FIELD_NUMBER: _ClassVar[int]
    options: _game_pb2.GameOptions
    seed: bytes
    house_seats: _containers.RepeatedCompositeFieldContainer[HouseSeat]
    def __init__(self, options: _Optional[_Union[_game_pb2.GameOptions, _Mapping]] = ..., seed: _Optional[bytes] = ..., house_seats: _Optional[_Iterable[_Union[HouseSeat, _Mapping]]] = ...) -> None: ...

class HouseSeat(_message.Message):
    __slots__ = ("seat", "strategy")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STRATEGY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    strategy: str
    def __init__(self, seat: _Optional[int] = ..., strategy: _Optional[str] = ...) -> None: ...

class CreateGameResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ...) -> None: ...

class GetGameRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class GetGameResponse(_message.Message):
    __slots__ = ("game",)
    GAME_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ...) -> None: ...

class ListGamesRequest(_message.Message):
    __slots__ = ("page_size", "page_token", "status")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    page_token: str
    status: _game_pb2.GameStatus
    def __init__(self, page_size: _Optional[int] = ..., page_token: _Optional[str] = ..., status: _Optional[_Union[_game_pb2.GameStatus, str]] = ...) -> None: ...

class ListGamesResponse(_message.Message):
    __slots__ = ("games", "next_page_token")
    GAMES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    games: _containers.RepeatedCompositeFieldContainer[_game_pb2.Game]
    next_page_token: str
    def __init__(self, games: _Optional[_Iterable[_Union[_game_pb2.Game, _Mapping]]] = ..., next_page_token: _Optional[str] = ...) -> None: ...

class JoinGameRequest(_message.Message):
    __slots__ = ("name", "player_name", "seat", "seat_token", "dice_contribution")
    NAME_FIELD_NUMBER: _ClassVar[int]
    PLAYER_NAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    DICE_CONTRIBUTION_FIELD_NUMBER: _ClassVar[int]
    name: str
    player_name: str
    seat: int
    seat_token: str
    dice_contribution: bytes
    def __init__(self, name: _Optional[str] = ..., player_name: _Optional[str] = ..., seat: _Optional[int] = ..., seat_token: _Optional[str] = ..., dice_contribution: _Optional[bytes] = ...) -> None: ...

class JoinGameResponse(_message.Message):
    __slots__ = ("game", "seat", "seat_token")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    seat: int
    seat_token: str
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ..., seat: _Optional[int] = ..., seat_token: _Optional[str] = ...) -> None: ...

class FindGameRequest(_message.Message):
    __slots__ = ("options", "player_name", "seat_token", "house_fill_seconds", "house_strategy", "dice_contribution")
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    PLAYER_NAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    HOUSE_FILL_SECONDS_FIELD_NUMBER: _ClassVar[int]
    HOUSE_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    DICE_CONTRIBUTION_FIELD_NUMBER: _ClassVar[int]
    options: _game_pb2.GameOptions
    player_name: str
    seat_token: str
    house_fill_seconds: int
    house_strategy: str
    dice_contribution: bytes
    def __init__(self, options: _Optional[_Union[_game_pb2.GameOptions, _Mapping]] = ..., player_name: _Optional[str] = ..., seat_token: _Optional[str] = ..., house_fill_seconds: _Optional[int] = ..., house_strategy: _Optional[str] = ..., dice_contribution: _Optional[bytes] = ...) -> None: ...

class FindGameResponse(_message.Message):
    __slots__ = ("game", "seat", "seat_token")
    GAME_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SEAT_TOKEN_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    seat: int
    seat_token: str
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ..., seat: _Optional[int] = ..., seat_token: _Optional[str] = ...) -> None: ...

class SubmitMoveRequest(_message.Message):
    __slots__ = ("name", "move", "expected_version", "request_id")
    NAME_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    EXPECTED_VERSION_FIELD_NUMBER: _ClassVar[int]
    REQUEST_ID_FIELD_NUMBER: _ClassVar[int]
    name: str
    move: _game_pb2.Move
    expected_version: int
    request_id: str
    def __init__(self, name: _Optional[str] = ..., move: _Optional[_Union[_game_pb2.Move, _Mapping]] = ..., expected_version: _Optional[int] = ..., request_id: _Optional[str] = ...) -> None: ...

class SubmitMoveResponse(_message.Message):
    __slots__ = ("game", "events")
    GAME_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    events: _containers.RepeatedCompositeFieldContainer[_game_pb2.Event]
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_game_pb2.Event, _Mapping]]] = ...) -> None: ...

class ListLegalMovesRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class ListLegalMovesResponse(_message.Message):
    __slots__ = ("version", "seat", "roll", "legal_moves")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ROLL_FIELD_NUMBER: _ClassVar[int]
    LEGAL_MOVES_FIELD_NUMBER: _ClassVar[int]
    version: int
    seat: int
    roll: _game_pb2.Roll
    legal_moves: _containers.RepeatedCompositeFieldContainer[_game_pb2.LegalMove]
    def __init__(self, version: _Optional[int] = ..., seat: _Optional[int] = ..., roll: _Optional[_Union[_game_pb2.Roll, _Mapping]] = ..., legal_moves: _Optional[_Iterable[_Union[_game_pb2.LegalMove, _Mapping]]] = ...) -> None: ...

class PreviewMoveRequest(_message.Message):
    __slots__ = ("name", "move")
    NAME_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    name: str
    move: _game_pb2.Move
    def __init__(self, name: _Optional[str] = ..., move: _Optional[_Union[_game_pb2.Move, _Mapping]] = ...) -> None: ...

class PreviewMoveResponse(_message.Message):
    __slots__ = ("board", "events")
    BOARD_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    board: _game_pb2.Board
    events: _containers.RepeatedCompositeFieldContainer[_game_pb2.Event]
    def __init__(self, board: _Optional[_Union[_game_pb2.Board, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_game_pb2.Event, _Mapping]]] = ...) -> None: ...

class WatchGameRequest(_message.Message):
    __slots__ = ("name", "resume_after")
    NAME_FIELD_NUMBER: _ClassVar[int]
    RESUME_AFTER_FIELD_NUMBER: _ClassVar[int]
    name: str
    resume_after: int
    def __init__(self, name: _Optional[str] = ..., resume_after: _Optional[int] = ...) -> None: ...

class WatchGameResponse(_message.Message):
    __slots__ = ("snapshot", "change", "heartbeat")
    SNAPSHOT_FIELD_NUMBER: _ClassVar[int]
    CHANGE_FIELD_NUMBER: _ClassVar[int]
    HEARTBEAT_FIELD_NUMBER: _ClassVar[int]
    snapshot: GameSnapshot
    change: GameChange
    heartbeat: Heartbeat
    def __init__(self, snapshot: _Optional[_Union[GameSnapshot, _Mapping]] = ..., change: _Optional[_Union[GameChange, _Mapping]] = ..., heartbeat: _Optional[_Union[Heartbeat, _Mapping]] = ...) -> None: ...

class GameSnapshot(_message.Message):
    __slots__ = ("game", "legal_moves")
    GAME_FIELD_NUMBER: _ClassVar[int]
    LEGAL_MOVES_FIELD_NUMBER: _ClassVar[int]
    game: _game_pb2.Game
    legal_moves: _containers.RepeatedCompositeFieldContainer[_game_pb2.LegalMove]
    def __init__(self, game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ..., legal_moves: _Optional[_Iterable[_Union[_game_pb2.LegalMove, _Mapping]]] = ...) -> None: ...

class GameChange(_message.Message):
    __slots__ = ("version", "events", "game", "legal_moves")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    GAME_FIELD_NUMBER: _ClassVar[int]
    LEGAL_MOVES_FIELD_NUMBER: _ClassVar[int]
    version: int
    events: _containers.RepeatedCompositeFieldContainer[_game_pb2.Event]
    game: _game_pb2.Game
    legal_moves: _containers.RepeatedCompositeFieldContainer[_game_pb2.LegalMove]
    def __init__(self, version: _Optional[int] = ..., events: _Optional[_Iterable[_Union[_game_pb2.Event, _Mapping]]] = ..., game: _Optional[_Union[_game_pb2.Game, _Mapping]] = ..., legal_moves: _Optional[_Iterable[_Union[_game_pb2.LegalMove, _Mapping]]] = ...) -> None: ...

class Heartbeat(_message.Message):
    __slots__ = ("version", "time")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    TIME_FIELD_NUMBER: _ClassVar[int]
    version: int
    time: _timestamp_pb2.Timestamp
    def __init__(self, version: _Optional[int] = ..., time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class GetWinChancesRequest(_message.Message):
    __slots__ = ("name", "version")
    NAME_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    name: str
    version: int
    def __init__(self, name: _Optional[str] = ..., version: _Optional[int] = ...) -> None: ...

class GetWinChancesResponse(_message.Message):
    __slots__ = ("version", "rollouts", "seats", "cached")
    VERSION_FIELD_NUMBER: _ClassVar[int]
    ROLLOUTS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    CACHED_FIELD_NUMBER: _ClassVar[int]
    version: int
    rollouts: int
    seats: _containers.RepeatedCompositeFieldContainer[SeatChance]
    cached: bool
    def __init__(self, version: _Optional[int] = ..., rollouts: _Optional[int] = ..., seats: _Optional[_Iterable[_Union[SeatChance, _Mapping]]] = ..., cached: _Optional[bool] = ...) -> None: ...

class SeatChance(_message.Message):
    __slots__ = ("seat", "chance", "standard_error")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CHANCE_FIELD_NUMBER: _ClassVar[int]
    STANDARD_ERROR_FIELD_NUMBER: _ClassVar[int]
    seat: int
    chance: float
    standard_error: float
    def __init__(self, seat: _Optional[int] = ..., chance: _Optional[float] = ..., standard_error: _Optional[float] = ...) -> None: ...

class Account(_message.Message):
    __slots__ = ("name", "display_name", "rating", "rated_games", "create_time", "house_strategy", "key_revoked", "last_game_time")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DISPLAY_NAME_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    RATED_GAMES_FIELD_NUMBER: _ClassVar[int]
    CREATE_TIME_FIELD_NUMBER: _ClassVar[int]
    HOUSE_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    KEY_REVOKED_FIELD_NUMBER: _ClassVar[int]
    LAST_GAME_TIME_FIELD_NUMBER: _ClassVar[int]
    name: str
    display_name: str
    rating: Rating
    rated_games: int
    create_time: _timestamp_pb2.Timestamp
    house_strategy: str
    key_revoked: bool
    last_game_time: _timestamp_pb2.Timestamp
    def __init__(self, name: _Optional[str] = ..., display_name: _Optional[str] = ..., rating: _Optional[_Union[Rating, _Mapping]] = ..., rated_games: _Optional[int] = ..., create_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., house_strategy: _Optional[str] = ..., key_revoked: _Optional[bool] = ..., last_game_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ...) -> None: ...

class Rating(_message.Message):
    __slots__ = ("mu", "sigma", "displayed")
    MU_FIELD_NUMBER: _ClassVar[int]
    SIGMA_FIELD_NUMBER: _ClassVar[int]
    DISPLAYED_FIELD_NUMBER: _ClassVar[int]
    mu: float
    sigma: float
    displayed: float
    def __init__(self, mu: _Optional[float] = ..., sigma: _Optional[float] = ..., displayed: _Optional[float] = ...) -> None: ...

class CreateAccountRequest(_message.Message):
    __slots__ = ("display_name",)
    DISPLAY_NAME_FIELD_NUMBER: _ClassVar[int]
    display_name: str
    def __init__(self, display_name: _Optional[str] = ...) -> None: ...

class CreateAccountResponse(_message.Message):
    __slots__ = ("account", "key")
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    account: Account
    key: str
    def __init__(self, account: _Optional[_Union[Account, _Mapping]] = ..., key: _Optional[str] = ...) -> None: ...

class GetAccountRequest(_message.Message):
    __slots__ = ("name",)
    NAME_FIELD_NUMBER: _ClassVar[int]
    name: str
    def __init__(self, name: _Optional[str] = ...) -> None: ...

class GetAccountResponse(_message.Message):
    __slots__ = ("account", "history")
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    HISTORY_FIELD_NUMBER: _ClassVar[int]
    account: Account
    history: _containers.RepeatedCompositeFieldContainer[RatedGame]
    def __init__(self, account: _Optional[_Union[Account, _Mapping]] = ..., history: _Optional[_Iterable[_Union[RatedGame, _Mapping]]] = ...) -> None: ...

class RatedGame(_message.Message):
    __slots__ = ("game", "end_time", "place", "players", "rating", "displayed_change")
    GAME_FIELD_NUMBER: _ClassVar[int]
    END_TIME_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    RATING_FIELD_NUMBER: _ClassVar[int]
    DISPLAYED_CHANGE_FIELD_NUMBER: _ClassVar[int]
    game: str
    end_time: _timestamp_pb2.Timestamp
    place: int
    players: int
    rating: Rating
    displayed_change: float
    def __init__(self, game: _Optional[str] = ..., end_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., place: _Optional[int] = ..., players: _Optional[int] = ..., rating: _Optional[_Union[Rating, _Mapping]] = ..., displayed_change: _Optional[float] = ...) -> None: ...

class ListLeaderboardRequest(_message.Message):
    __slots__ = ("page_size", "page_token", "include_unrated")
    PAGE_SIZE_FIELD_NUMBER: _ClassVar[int]
    PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_UNRATED_FIELD_NUMBER: _ClassVar[int]
    page_size: int
    page_token: str
    include_unrated: bool
    def __init__(self, page_size: _Optional[int] = ..., page_token: _Optional[str] = ..., include_unrated: _Optional[bool] = ...) -> None: ...

class ListLeaderboardResponse(_message.Message):
    __slots__ = ("entries", "next_page_token", "total_size")
    ENTRIES_FIELD_NUMBER: _ClassVar[int]
    NEXT_PAGE_TOKEN_FIELD_NUMBER: _ClassVar[int]
    TOTAL_SIZE_FIELD_NUMBER: _ClassVar[int]
    entries: _containers.RepeatedCompositeFieldContainer[LeaderboardEntry]
    next_page_token: str
    total_size: int
    def __init__(self, entries: _Optional[_Iterable[_Union[LeaderboardEntry, _Mapping]]] = ..., next_page_token: _Optional[str] = ..., total_size: _Optional[int] = ...) -> None: ...

class LeaderboardEntry(_message.Message):
    __slots__ = ("rank", "account")
    RANK_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    rank: int
    account: Account
    def __init__(self, rank: _Optional[int] = ..., account: _Optional[_Union[Account, _Mapping]] = ...) -> None: ...

class RotateAccountKeyRequest(_message.Message):
    __slots__ = ("new_key",)
    NEW_KEY_FIELD_NUMBER: _ClassVar[int]
    new_key: str
    def __init__(self, new_key: _Optional[str] = ...) -> None: ...

class RotateAccountKeyResponse(_message.Message):
    __slots__ = ("account", "key")
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    KEY_FIELD_NUMBER: _ClassVar[int]
    account: Account
    key: str
    def __init__(self, account: _Optional[_Union[Account, _Mapping]] = ..., key: _Optional[str] = ...) -> None: ...

class RevokeAccountKeyRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class RevokeAccountKeyResponse(_message.Message):
    __slots__ = ("account",)
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    account: Account
    def __init__(self, account: _Optional[_Union[Account, _Mapping]] = ...) -> None: ...
