"""A Mountain Goats bot: joins a game and plays it to the end.

Usage: python examples/bot.py ADDR GAME_NAME PLAYER_NAME [SEAT]
       python examples/bot.py ADDR --rated [--players N] [--key KEY]
e.g.   python examples/bot.py 127.0.0.1:50051 games/abc py
       MOUNTAIN_GOATS_KEY=mgk_... python examples/bot.py 127.0.0.1:50051 --rated

--key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
game on the ladder, under the account's name.
"""

import argparse
import os
import sys

from mountain_goats import KEY_ENV, Client

TAKES = ("point_token_taken", "bonus_token_taken", "summit_reached")


def greedy(game, moves):
    """The legal move that takes the most tokens and summits, then climbs the most."""

    def gain(move):
        kinds = [e.WhichOneof("kind") for e in move.events]
        return sum(k in TAKES for k in kinds), kinds.count("goat_climbed")

    return max(moves, key=gain)


def main():
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("addr")
    parser.add_argument("game_name", nargs="?")
    parser.add_argument("player_name", nargs="?", default="")
    parser.add_argument("seat", nargs="?", type=int)
    parser.add_argument("--key", default=os.environ.get(KEY_ENV), help=f"an account key (default: ${KEY_ENV})")
    parser.add_argument("--rated", action="store_true", help="find a rated game (needs a key)")
    parser.add_argument("--players", type=int, default=2, help="the seats of a rated game (default 2)")
    args = parser.parse_args()
    if args.rated == bool(args.game_name):
        sys.exit(__doc__)
    with Client(args.addr, key=args.key) as client:
        if args.rated:
            me = client.find_game(rated=True, players=args.players)
        else:
            me = client.join_game(args.game_name, args.player_name, args.seat)
        print(f"{me.player_name} joined {me.name} at seat {me.seat}")
        final = me.play(greedy)
        me.dice.verify(final)  # the revealed seed explains every roll we saw
        names = {s.index: s.player_name for s in final.seats}
        for s in final.board.result.standings:
            print(f"#{s.rank} seat {s.seat} {names[s.seat]}: {s.score}")


if __name__ == "__main__":
    main()
