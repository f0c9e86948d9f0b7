"""Generated code of the `mountain_goats.v1` proto package (do not edit).

Regenerate with `clients/python/generate.sh`. Modules: `game_pb2` (the game's
messages), `game_service_pb2` (requests and responses) and
`game_service_pb2_grpc` (`GameServiceStub`).
"""
