"""A Mountain Goats bot: joins a game and plays it to the end.

Usage: python examples/bot.py ADDR GAME_NAME PLAYER_NAME [SEAT]
       python examples/bot.py ADDR --rated [--players N] [--key KEY]
e.g.   python examples/bot.py 127.0.0.1:50051 games/abc py
       MOUNTAIN_GOATS_KEY=mgk_... python examples/bot.py 127.0.0.1:50051 --rated

--key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
game on the ladder, under the account's name. Flags go before or after the
address. It prints "NAME joined GAME at seat N" as soon as it holds a seat,
then the final standings. An error is one line on stderr, "error: ...", and
exit status 1 (2 for a usage error).
"""

import argparse
import os
import sys

from mountain_goats import KEY_ENV, Client, GameError, game_pb2

TAKES = ("point_token_taken", "bonus_token_taken", "summit_reached")
USAGE = "usage: bot.py ADDR GAME_NAME PLAYER_NAME [SEAT], or bot.py ADDR --rated [--players N] [--key KEY]"


def greedy(game, moves):
    """The legal move that takes the most tokens and summits, then climbs the most."""

    def gain(move):
        kinds = [e.WhichOneof("kind") for e in move.events]
        return sum(k in TAKES for k in kinds), kinds.count("goat_climbed")

    return max(moves, key=gain)


class Parser(argparse.ArgumentParser):
    """argparse, with a usage error in one line (exit status 2)."""

    def error(self, message):
        print(f"{USAGE} ({message})", file=sys.stderr)
        sys.exit(2)


def parse_args():
    parser = Parser(usage=__doc__)
    parser.add_argument("addr")
    parser.add_argument("game_name", nargs="?")
    parser.add_argument("player_name", nargs="?", default="")
    parser.add_argument("seat", nargs="?", type=int)
    parser.add_argument("--key", default=os.environ.get(KEY_ENV), help=f"an account key (default: ${KEY_ENV})")
    parser.add_argument("--rated", action="store_true", help="find a rated game (needs a key)")
    parser.add_argument("--players", type=int, default=2, help="the seats of a rated game (default 2)")
    args = parser.parse_intermixed_args()  # flags before or after the address
    if args.rated and args.game_name:
        parser.error("--rated finds its game: give no GAME_NAME")
    if not args.rated and not args.game_name:
        parser.error("give GAME_NAME PLAYER_NAME, or --rated")
    if args.rated and not (args.key or "").strip():
        parser.error(f"--rated plays as an account: give its key with --key or ${KEY_ENV}")
    return args


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def play(args):
    with Client(args.addr, key=args.key) as client:
        if args.rated:
            me = client.find_game(rated=True, players=args.players)
        else:
            me = client.join_game(args.game_name, args.player_name, args.seat)
        # At once, before the game starts (a rated game waits for another account).
        print(f"{me.player_name} joined {me.name} at seat {me.seat}", flush=True)
        final = me.play(greedy)
        if final.status == game_pb2.GAME_STATUS_CANCELLED:
            fail(f"{final.name} was cancelled before it started: nobody else joined in time")
        me.dice.verify(final)  # the revealed seed explains every roll we saw
        names = {s.index: s.player_name for s in final.seats}
        for s in final.board.result.standings:
            print(f"#{s.rank} seat {s.seat} {names[s.seat]}: {s.score}")


def main():
    args = parse_args()
    try:
        play(args)
    except (GameError, ValueError, OSError) as e:  # a bad address, a refusal, dice that do not match
        fail(e)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
