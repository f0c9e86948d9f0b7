"""A Mountain Goats bot: joins a game and plays it to the end.

Usage: python examples/bot.py ADDR GAME_NAME PLAYER_NAME [SEAT]
e.g.   python examples/bot.py 127.0.0.1:50051 games/abc py
"""

import sys

from mountain_goats import Client

TAKES = ("point_token_taken", "bonus_token_taken", "summit_reached")


def greedy(game, moves):
    """The legal move that takes the most tokens and summits, then climbs the most."""

    def gain(move):
        kinds = [e.WhichOneof("kind") for e in move.events]
        return sum(k in TAKES for k in kinds), kinds.count("goat_climbed")

    return max(moves, key=gain)


def main(addr, game_name, player_name, seat=None):
    with Client(addr) as client:
        me = client.join_game(game_name, player_name, None if seat is None else int(seat))
        print(f"{player_name} joined {game_name} at seat {me.seat}")
        final = me.play(greedy)
        me.dice.verify(final)  # the revealed seed explains every roll we saw
        names = {s.index: s.player_name for s in final.seats}
        for s in final.board.result.standings:
            print(f"#{s.rank} seat {s.seat} {names[s.seat]}: {s.score}")


if __name__ == "__main__":
    if not 4 <= len(sys.argv) <= 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
