import datetime

from google.protobuf import timestamp_pb2 as _timestamp_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class DiceSource(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DICE_SOURCE_UNSPECIFIED: _ClassVar[DiceSource]
    DICE_SOURCE_CHOSEN_SEED: _ClassVar[DiceSource]
    DICE_SOURCE_SERVER_SEED_AND_PLAYERS: _ClassVar[DiceSource]

class GameStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    GAME_STATUS_UNSPECIFIED: _ClassVar[GameStatus]
    GAME_STATUS_OPEN: _ClassVar[GameStatus]
    GAME_STATUS_PLAYING: _ClassVar[GameStatus]
    GAME_STATUS_FINISHED: _ClassVar[GameStatus]
    GAME_STATUS_CANCELLED: _ClassVar[GameStatus]

class EndTrigger(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    END_TRIGGER_UNSPECIFIED: _ClassVar[EndTrigger]
    END_TRIGGER_BONUS_TOKENS_GONE: _ClassVar[EndTrigger]
    END_TRIGGER_THREE_MOUNTAINS_EMPTY: _ClassVar[EndTrigger]

class TieBreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TIE_BREAK_UNSPECIFIED: _ClassVar[TieBreak]
    TIE_BREAK_GOATS_ON_SUMMITS: _ClassVar[TieBreak]
    TIE_BREAK_HIGHEST_SUMMIT: _ClassVar[TieBreak]
    TIE_BREAK_SHARED_WIN: _ClassVar[TieBreak]

class WasteReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    WASTE_REASON_UNSPECIFIED: _ClassVar[WasteReason]
    WASTE_REASON_NO_MOUNTAIN: _ClassVar[WasteReason]
    WASTE_REASON_NO_TOKENS_LEFT: _ClassVar[WasteReason]
    WASTE_REASON_SPOT_TAKEN: _ClassVar[WasteReason]
    WASTE_REASON_NO_GOAT_NAMED: _ClassVar[WasteReason]
DICE_SOURCE_UNSPECIFIED: DiceSource
DICE_SOURCE_CHOSEN_SEED: DiceSource
DICE_SOURCE_SERVER_SEED_AND_PLAYERS: DiceSource
GAME_STATUS_UNSPECIFIED: GameStatus
GAME_STATUS_OPEN: GameStatus
GAME_STATUS_PLAYING: GameStatus
GAME_STATUS_FINISHED: GameStatus
GAME_STATUS_CANCELLED: GameStatus
END_TRIGGER_UNSPECIFIED: EndTrigger
END_TRIGGER_BONUS_TOKENS_GONE: EndTrigger
END_TRIGGER_THREE_MOUNTAINS_EMPTY: EndTrigger
TIE_BREAK_UNSPECIFIED: TieBreak
TIE_BREAK_GOATS_ON_SUMMITS: TieBreak
TIE_BREAK_HIGHEST_SUMMIT: TieBreak
TIE_BREAK_SHARED_WIN: TieBreak
WASTE_REASON_UNSPECIFIED: WasteReason
WASTE_REASON_NO_MOUNTAIN: WasteReason
WASTE_REASON_NO_TOKENS_LEFT: WasteReason
WASTE_REASON_SPOT_TAKEN: WasteReason
WASTE_REASON_NO_GOAT_NAMED: WasteReason

class Game(_message.Message):
    __slots__ = ("name", "options", "status", "seats", "version", "seed_sha256", "seed", "board", "create_time", "update_time", "turn_deadline", "dice_source")
    NAME_FIELD_NUMBER: _ClassVar[int]
    OPTIONS_FIELD_NUMBER: _ClassVar[int]
    STATUS_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEED_SHA256_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    CREATE_TIME_FIELD_NUMBER: _ClassVar[int]
    UPDATE_TIME_FIELD_NUMBER: _ClassVar[int]
    TURN_DEADLINE_FIELD_NUMBER: _ClassVar[int]
    DICE_SOURCE_FIELD_NUMBER: _ClassVar[int]
    name: str
    options: GameOptions
    status: GameStatus
    seats: _containers.RepeatedCompositeFieldContainer[Seat]
    version: int
    seed_sha256: str
    seed: bytes
    board: Board
    create_time: _timestamp_pb2.Timestamp
    update_time: _timestamp_pb2.Timestamp
    turn_deadline: _timestamp_pb2.Timestamp
    dice_source: DiceSource
    def __init__(self, name: _Optional[str] = ..., options: _Optional[_Union[GameOptions, _Mapping]] = ..., status: _Optional[_Union[GameStatus, str]] = ..., seats: _Optional[_Iterable[_Union[Seat, _Mapping]]] = ..., version: _Optional[int] = ..., seed_sha256: _Optional[str] = ..., seed: _Optional[bytes] = ..., board: _Optional[_Union[Board, _Mapping]] = ..., create_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., update_time: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., turn_deadline: _Optional[_Union[datetime.datetime, _timestamp_pb2.Timestamp, _Mapping]] = ..., dice_source: _Optional[_Union[DiceSource, str]] = ...) -> None: ...

class GameOptions(_message.Message):
    __slots__ = ("players", "big_mountain", "allow_declining_groups", "first_seat", "turn_seconds", "house_after_timeouts", "rated")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BIG_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    ALLOW_DECLINING_GROUPS_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    TURN_SECONDS_FIELD_NUMBER: _ClassVar[int]
    HOUSE_AFTER_TIMEOUTS_FIELD_NUMBER: _ClassVar[int]
    RATED_FIELD_NUMBER: _ClassVar[int]
    players: int
    big_mountain: bool
    allow_declining_groups: bool
    first_seat: int
    turn_seconds: int
    house_after_timeouts: int
    rated: bool
    def __init__(self, players: _Optional[int] = ..., big_mountain: _Optional[bool] = ..., allow_declining_groups: _Optional[bool] = ..., first_seat: _Optional[int] = ..., turn_seconds: _Optional[int] = ..., house_after_timeouts: _Optional[int] = ..., rated: _Optional[bool] = ...) -> None: ...

class Seat(_message.Message):
    __slots__ = ("index", "taken", "player_name", "house_strategy", "dice_contribution", "account")
    INDEX_FIELD_NUMBER: _ClassVar[int]
    TAKEN_FIELD_NUMBER: _ClassVar[int]
    PLAYER_NAME_FIELD_NUMBER: _ClassVar[int]
    HOUSE_STRATEGY_FIELD_NUMBER: _ClassVar[int]
    DICE_CONTRIBUTION_FIELD_NUMBER: _ClassVar[int]
    ACCOUNT_FIELD_NUMBER: _ClassVar[int]
    index: int
    taken: bool
    player_name: str
    house_strategy: str
    dice_contribution: bytes
    account: str
    def __init__(self, index: _Optional[int] = ..., taken: _Optional[bool] = ..., player_name: _Optional[str] = ..., house_strategy: _Optional[str] = ..., dice_contribution: _Optional[bytes] = ..., account: _Optional[str] = ...) -> None: ...

class Board(_message.Message):
    __slots__ = ("mountains", "players", "big_mountain", "bonus_tokens_left", "first_seat", "current_seat", "turn", "roll", "end_trigger", "result")
    MOUNTAINS_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    BIG_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    BONUS_TOKENS_LEFT_FIELD_NUMBER: _ClassVar[int]
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    CURRENT_SEAT_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    ROLL_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGER_FIELD_NUMBER: _ClassVar[int]
    RESULT_FIELD_NUMBER: _ClassVar[int]
    mountains: _containers.RepeatedCompositeFieldContainer[Mountain]
    players: _containers.RepeatedCompositeFieldContainer[Player]
    big_mountain: _containers.RepeatedCompositeFieldContainer[BigMountainSpot]
    bonus_tokens_left: _containers.RepeatedScalarFieldContainer[int]
    first_seat: int
    current_seat: int
    turn: int
    roll: Roll
    end_trigger: EndTrigger
    result: GameResult
    def __init__(self, mountains: _Optional[_Iterable[_Union[Mountain, _Mapping]]] = ..., players: _Optional[_Iterable[_Union[Player, _Mapping]]] = ..., big_mountain: _Optional[_Iterable[_Union[BigMountainSpot, _Mapping]]] = ..., bonus_tokens_left: _Optional[_Iterable[int]] = ..., first_seat: _Optional[int] = ..., current_seat: _Optional[int] = ..., turn: _Optional[int] = ..., roll: _Optional[_Union[Roll, _Mapping]] = ..., end_trigger: _Optional[_Union[EndTrigger, str]] = ..., result: _Optional[_Union[GameResult, _Mapping]] = ...) -> None: ...

class Mountain(_message.Message):
    __slots__ = ("number", "height", "point_tokens_left", "summit_seat")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    HEIGHT_FIELD_NUMBER: _ClassVar[int]
    POINT_TOKENS_LEFT_FIELD_NUMBER: _ClassVar[int]
    SUMMIT_SEAT_FIELD_NUMBER: _ClassVar[int]
    number: int
    height: int
    point_tokens_left: int
    summit_seat: int
    def __init__(self, number: _Optional[int] = ..., height: _Optional[int] = ..., point_tokens_left: _Optional[int] = ..., summit_seat: _Optional[int] = ...) -> None: ...

class Player(_message.Message):
    __slots__ = ("seat", "goats", "point_tokens", "bonus_tokens", "score")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    GOATS_FIELD_NUMBER: _ClassVar[int]
    POINT_TOKENS_FIELD_NUMBER: _ClassVar[int]
    BONUS_TOKENS_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    goats: _containers.RepeatedCompositeFieldContainer[Goat]
    point_tokens: _containers.RepeatedScalarFieldContainer[int]
    bonus_tokens: _containers.RepeatedScalarFieldContainer[int]
    score: int
    def __init__(self, seat: _Optional[int] = ..., goats: _Optional[_Iterable[_Union[Goat, _Mapping]]] = ..., point_tokens: _Optional[_Iterable[int]] = ..., bonus_tokens: _Optional[_Iterable[int]] = ..., score: _Optional[int] = ...) -> None: ...

class Goat(_message.Message):
    __slots__ = ("mountain", "big_mountain_spot")
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    BIG_MOUNTAIN_SPOT_FIELD_NUMBER: _ClassVar[int]
    mountain: MountainPosition
    big_mountain_spot: int
    def __init__(self, mountain: _Optional[_Union[MountainPosition, _Mapping]] = ..., big_mountain_spot: _Optional[int] = ...) -> None: ...

class MountainPosition(_message.Message):
    __slots__ = ("number", "position")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    number: int
    position: int
    def __init__(self, number: _Optional[int] = ..., position: _Optional[int] = ...) -> None: ...

class BigMountainSpot(_message.Message):
    __slots__ = ("spot", "seat")
    SPOT_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    spot: int
    seat: int
    def __init__(self, spot: _Optional[int] = ..., seat: _Optional[int] = ...) -> None: ...

class Roll(_message.Message):
    __slots__ = ("dice",)
    DICE_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, dice: _Optional[_Iterable[int]] = ...) -> None: ...

class GameResult(_message.Message):
    __slots__ = ("standings", "winners", "tie_break")
    STANDINGS_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    TIE_BREAK_FIELD_NUMBER: _ClassVar[int]
    standings: _containers.RepeatedCompositeFieldContainer[Standing]
    winners: _containers.RepeatedScalarFieldContainer[int]
    tie_break: TieBreak
    def __init__(self, standings: _Optional[_Iterable[_Union[Standing, _Mapping]]] = ..., winners: _Optional[_Iterable[int]] = ..., tie_break: _Optional[_Union[TieBreak, str]] = ...) -> None: ...

class Standing(_message.Message):
    __slots__ = ("seat", "rank", "score", "point_token_points", "bonus_token_points", "big_mountain_points", "goats_on_summits", "highest_summit")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    SCORE_FIELD_NUMBER: _ClassVar[int]
    POINT_TOKEN_POINTS_FIELD_NUMBER: _ClassVar[int]
    BONUS_TOKEN_POINTS_FIELD_NUMBER: _ClassVar[int]
    BIG_MOUNTAIN_POINTS_FIELD_NUMBER: _ClassVar[int]
    GOATS_ON_SUMMITS_FIELD_NUMBER: _ClassVar[int]
    HIGHEST_SUMMIT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    rank: int
    score: int
    point_token_points: int
    bonus_token_points: int
    big_mountain_points: int
    goats_on_summits: int
    highest_summit: int
    def __init__(self, seat: _Optional[int] = ..., rank: _Optional[int] = ..., score: _Optional[int] = ..., point_token_points: _Optional[int] = ..., bonus_token_points: _Optional[int] = ..., big_mountain_points: _Optional[int] = ..., goats_on_summits: _Optional[int] = ..., highest_summit: _Optional[int] = ...) -> None: ...

class Move(_message.Message):
    __slots__ = ("faces", "groups")
    FACES_FIELD_NUMBER: _ClassVar[int]
    GROUPS_FIELD_NUMBER: _ClassVar[int]
    faces: _containers.RepeatedScalarFieldContainer[int]
    groups: _containers.RepeatedCompositeFieldContainer[Group]
    def __init__(self, faces: _Optional[_Iterable[int]] = ..., groups: _Optional[_Iterable[_Union[Group, _Mapping]]] = ...) -> None: ...

class Group(_message.Message):
    __slots__ = ("dice", "goat")
    DICE_FIELD_NUMBER: _ClassVar[int]
    GOAT_FIELD_NUMBER: _ClassVar[int]
    dice: _containers.RepeatedScalarFieldContainer[int]
    goat: GoatRef
    def __init__(self, dice: _Optional[_Iterable[int]] = ..., goat: _Optional[_Union[GoatRef, _Mapping]] = ...) -> None: ...

class GoatRef(_message.Message):
    __slots__ = ("mountain", "big_mountain_spot")
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    BIG_MOUNTAIN_SPOT_FIELD_NUMBER: _ClassVar[int]
    mountain: int
    big_mountain_spot: int
    def __init__(self, mountain: _Optional[int] = ..., big_mountain_spot: _Optional[int] = ...) -> None: ...

class LegalMove(_message.Message):
    __slots__ = ("move", "summary", "events")
    MOVE_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    move: Move
    summary: str
    events: _containers.RepeatedCompositeFieldContainer[Event]
    def __init__(self, move: _Optional[_Union[Move, _Mapping]] = ..., summary: _Optional[str] = ..., events: _Optional[_Iterable[_Union[Event, _Mapping]]] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("seat_joined", "game_started", "dice_rolled", "ones_changed", "goat_climbed", "summit_reached", "goat_knocked_down", "point_token_taken", "bonus_token_taken", "goat_placed_on_big_mountain", "goat_moved_on_big_mountain", "goat_returned_from_big_mountain", "group_wasted", "turn_ended", "end_triggered", "game_over", "move_played", "clock_ran_out", "seat_passed_to_house", "game_cancelled")
    SEAT_JOINED_FIELD_NUMBER: _ClassVar[int]
    GAME_STARTED_FIELD_NUMBER: _ClassVar[int]
    DICE_ROLLED_FIELD_NUMBER: _ClassVar[int]
    ONES_CHANGED_FIELD_NUMBER: _ClassVar[int]
    GOAT_CLIMBED_FIELD_NUMBER: _ClassVar[int]
    SUMMIT_REACHED_FIELD_NUMBER: _ClassVar[int]
    GOAT_KNOCKED_DOWN_FIELD_NUMBER: _ClassVar[int]
    POINT_TOKEN_TAKEN_FIELD_NUMBER: _ClassVar[int]
    BONUS_TOKEN_TAKEN_FIELD_NUMBER: _ClassVar[int]
    GOAT_PLACED_ON_BIG_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    GOAT_MOVED_ON_BIG_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    GOAT_RETURNED_FROM_BIG_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    GROUP_WASTED_FIELD_NUMBER: _ClassVar[int]
    TURN_ENDED_FIELD_NUMBER: _ClassVar[int]
    END_TRIGGERED_FIELD_NUMBER: _ClassVar[int]
    GAME_OVER_FIELD_NUMBER: _ClassVar[int]
    MOVE_PLAYED_FIELD_NUMBER: _ClassVar[int]
    CLOCK_RAN_OUT_FIELD_NUMBER: _ClassVar[int]
    SEAT_PASSED_TO_HOUSE_FIELD_NUMBER: _ClassVar[int]
    GAME_CANCELLED_FIELD_NUMBER: _ClassVar[int]
    seat_joined: SeatJoined
    game_started: GameStarted
    dice_rolled: DiceRolled
    ones_changed: OnesChanged
    goat_climbed: GoatClimbed
    summit_reached: SummitReached
    goat_knocked_down: GoatKnockedDown
    point_token_taken: PointTokenTaken
    bonus_token_taken: BonusTokenTaken
    goat_placed_on_big_mountain: GoatPlacedOnBigMountain
    goat_moved_on_big_mountain: GoatMovedOnBigMountain
    goat_returned_from_big_mountain: GoatReturnedFromBigMountain
    group_wasted: GroupWasted
    turn_ended: TurnEnded
    end_triggered: EndTriggered
    game_over: GameOver
    move_played: MovePlayed
    clock_ran_out: ClockRanOut
    seat_passed_to_house: SeatPassedToHouse
    game_cancelled: GameCancelled
    def __init__(self, seat_joined: _Optional[_Union[SeatJoined, _Mapping]] = ..., game_started: _Optional[_Union[GameStarted, _Mapping]] = ..., dice_rolled: _Optional[_Union[DiceRolled, _Mapping]] = ..., ones_changed: _Optional[_Union[OnesChanged, _Mapping]] = ..., goat_climbed: _Optional[_Union[GoatClimbed, _Mapping]] = ..., summit_reached: _Optional[_Union[SummitReached, _Mapping]] = ..., goat_knocked_down: _Optional[_Union[GoatKnockedDown, _Mapping]] = ..., point_token_taken: _Optional[_Union[PointTokenTaken, _Mapping]] = ..., bonus_token_taken: _Optional[_Union[BonusTokenTaken, _Mapping]] = ..., goat_placed_on_big_mountain: _Optional[_Union[GoatPlacedOnBigMountain, _Mapping]] = ..., goat_moved_on_big_mountain: _Optional[_Union[GoatMovedOnBigMountain, _Mapping]] = ..., goat_returned_from_big_mountain: _Optional[_Union[GoatReturnedFromBigMountain, _Mapping]] = ..., group_wasted: _Optional[_Union[GroupWasted, _Mapping]] = ..., turn_ended: _Optional[_Union[TurnEnded, _Mapping]] = ..., end_triggered: _Optional[_Union[EndTriggered, _Mapping]] = ..., game_over: _Optional[_Union[GameOver, _Mapping]] = ..., move_played: _Optional[_Union[MovePlayed, _Mapping]] = ..., clock_ran_out: _Optional[_Union[ClockRanOut, _Mapping]] = ..., seat_passed_to_house: _Optional[_Union[SeatPassedToHouse, _Mapping]] = ..., game_cancelled: _Optional[_Union[GameCancelled, _Mapping]] = ...) -> None: ...

class GameCancelled(_message.Message):
    __slots__ = ("reason",)
    REASON_FIELD_NUMBER: _ClassVar[int]
    reason: str
    def __init__(self, reason: _Optional[str] = ...) -> None: ...

class ClockRanOut(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class SeatPassedToHouse(_message.Message):
    __slots__ = ("seat", "strategy")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STRATEGY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    strategy: str
    def __init__(self, seat: _Optional[int] = ..., strategy: _Optional[str] = ...) -> None: ...

class MovePlayed(_message.Message):
    __slots__ = ("seat", "move")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOVE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    move: Move
    def __init__(self, seat: _Optional[int] = ..., move: _Optional[_Union[Move, _Mapping]] = ...) -> None: ...

class SeatJoined(_message.Message):
    __slots__ = ("seat", "player_name")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PLAYER_NAME_FIELD_NUMBER: _ClassVar[int]
    seat: int
    player_name: str
    def __init__(self, seat: _Optional[int] = ..., player_name: _Optional[str] = ...) -> None: ...

class GameStarted(_message.Message):
    __slots__ = ("first_seat",)
    FIRST_SEAT_FIELD_NUMBER: _ClassVar[int]
    first_seat: int
    def __init__(self, first_seat: _Optional[int] = ...) -> None: ...

class DiceRolled(_message.Message):
    __slots__ = ("seat", "turn", "roll")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    ROLL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    turn: int
    roll: Roll
    def __init__(self, seat: _Optional[int] = ..., turn: _Optional[int] = ..., roll: _Optional[_Union[Roll, _Mapping]] = ...) -> None: ...

class OnesChanged(_message.Message):
    __slots__ = ("seat", "to")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_FIELD_NUMBER: _ClassVar[int]
    TO_FIELD_NUMBER: _ClassVar[int]
    seat: int
    to: Roll
    def __init__(self, seat: _Optional[int] = ..., to: _Optional[_Union[Roll, _Mapping]] = ..., **kwargs) -> None: ...

class GoatClimbed(_message.Message):
    __slots__ = ("seat", "mountain", "from_position", "to_position")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    FROM_POSITION_FIELD_NUMBER: _ClassVar[int]
    TO_POSITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    mountain: int
    from_position: int
    to_position: int
    def __init__(self, seat: _Optional[int] = ..., mountain: _Optional[int] = ..., from_position: _Optional[int] = ..., to_position: _Optional[int] = ...) -> None: ...

class SummitReached(_message.Message):
    __slots__ = ("seat", "mountain")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    mountain: int
    def __init__(self, seat: _Optional[int] = ..., mountain: _Optional[int] = ...) -> None: ...

class GoatKnockedDown(_message.Message):
    __slots__ = ("seat", "mountain")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    mountain: int
    def __init__(self, seat: _Optional[int] = ..., mountain: _Optional[int] = ...) -> None: ...

class PointTokenTaken(_message.Message):
    __slots__ = ("seat", "mountain")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    mountain: int
    def __init__(self, seat: _Optional[int] = ..., mountain: _Optional[int] = ...) -> None: ...

class BonusTokenTaken(_message.Message):
    __slots__ = ("seat", "value")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    VALUE_FIELD_NUMBER: _ClassVar[int]
    seat: int
    value: int
    def __init__(self, seat: _Optional[int] = ..., value: _Optional[int] = ...) -> None: ...

class GoatPlacedOnBigMountain(_message.Message):
    __slots__ = ("seat", "from_mountain", "from_position", "spot")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    FROM_POSITION_FIELD_NUMBER: _ClassVar[int]
    SPOT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_mountain: int
    from_position: int
    spot: int
    def __init__(self, seat: _Optional[int] = ..., from_mountain: _Optional[int] = ..., from_position: _Optional[int] = ..., spot: _Optional[int] = ...) -> None: ...

class GoatMovedOnBigMountain(_message.Message):
    __slots__ = ("seat", "from_spot", "to_spot")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_SPOT_FIELD_NUMBER: _ClassVar[int]
    TO_SPOT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_spot: int
    to_spot: int
    def __init__(self, seat: _Optional[int] = ..., from_spot: _Optional[int] = ..., to_spot: _Optional[int] = ...) -> None: ...

class GoatReturnedFromBigMountain(_message.Message):
    __slots__ = ("seat", "from_spot", "mountain", "position")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    FROM_SPOT_FIELD_NUMBER: _ClassVar[int]
    MOUNTAIN_FIELD_NUMBER: _ClassVar[int]
    POSITION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    from_spot: int
    mountain: int
    position: int
    def __init__(self, seat: _Optional[int] = ..., from_spot: _Optional[int] = ..., mountain: _Optional[int] = ..., position: _Optional[int] = ...) -> None: ...

class GroupWasted(_message.Message):
    __slots__ = ("seat", "sum", "reason")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    SUM_FIELD_NUMBER: _ClassVar[int]
    REASON_FIELD_NUMBER: _ClassVar[int]
    seat: int
    sum: int
    reason: WasteReason
    def __init__(self, seat: _Optional[int] = ..., sum: _Optional[int] = ..., reason: _Optional[_Union[WasteReason, str]] = ...) -> None: ...

class TurnEnded(_message.Message):
    __slots__ = ("seat", "turn")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    turn: int
    def __init__(self, seat: _Optional[int] = ..., turn: _Optional[int] = ...) -> None: ...

class EndTriggered(_message.Message):
    __slots__ = ("trigger", "turn")
    TRIGGER_FIELD_NUMBER: _ClassVar[int]
    TURN_FIELD_NUMBER: _ClassVar[int]
    trigger: EndTrigger
    turn: int
    def __init__(self, trigger: _Optional[_Union[EndTrigger, str]] = ..., turn: _Optional[int] = ...) -> None: ...

class GameOver(_message.Message):
    __slots__ = ("result", "seed")
    RESULT_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    result: GameResult
    seed: bytes
    def __init__(self, result: _Optional[_Union[GameResult, _Mapping]] = ..., seed: _Optional[bytes] = ...) -> None: ...
