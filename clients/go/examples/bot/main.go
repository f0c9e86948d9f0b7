// Joins a game and plays it to the end, preferring moves that take tokens.
// Usage: go run ./examples/bot ADDR GAME_NAME PLAYER_NAME [SEAT]
//
//	go run ./examples/bot [--key KEY] --rated [--players N] ADDR
//
// --key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
// game on the ladder, under the account's name. Flags go before or after the
// address. It prints "NAME joined GAME at seat N" as soon as it holds a seat
// (a rated game then waits for another account), then the final standings.
// An error is one line on stderr, "error: ...", and exit status 1 (2 for a
// usage error).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

const usage = "usage: bot ADDR GAME_NAME PLAYER_NAME [SEAT], or bot ADDR --rated [--players N] [--key KEY]"

func greedy(_ *pb.Game, moves []*pb.LegalMove) (*pb.Move, error) {
	best := moves[0]
	for _, m := range moves {
		if mg.TokensTaken(m.GetEvents()) > mg.TokensTaken(best.GetEvents()) {
			best = m
		}
	}
	return best.GetMove(), nil
}

type config struct {
	addr, game, player string
	seat               *uint32
	key                string
	rated              bool
	players            uint
}

// parse reads the flags, before or after the positional arguments (the flag
// package alone stops at the first argument that is not a flag).
func parse(args []string) (*config, error) {
	var c config
	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.key, "key", os.Getenv(mg.KeyEnv), "an account key (default: $"+mg.KeyEnv+")")
	fs.BoolVar(&c.rated, "rated", false, "find a rated game (needs a key)")
	fs.UintVar(&c.players, "players", 2, "the seats of a rated game")
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			break
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
	switch {
	case c.rated && len(positional) != 1:
		return nil, errors.New("--rated finds its game: give ADDR alone")
	case !c.rated && len(positional) != 3 && len(positional) != 4:
		return nil, errors.New("give ADDR GAME_NAME PLAYER_NAME, or ADDR --rated")
	case c.rated && strings.TrimSpace(c.key) == "":
		return nil, fmt.Errorf("--rated plays as an account: give its key with --key or $%s", mg.KeyEnv)
	}
	c.addr = positional[0]
	if !c.rated {
		c.game, c.player = positional[1], positional[2]
		if len(positional) == 4 {
			n, err := strconv.ParseUint(positional[3], 10, 32)
			if err != nil {
				return nil, fmt.Errorf("SEAT is a number, not %q", positional[3])
			}
			seat := uint32(n)
			c.seat = &seat
		}
	}
	return &c, nil
}

func play(ctx context.Context, c *config) error {
	client, err := mg.Dial(c.addr, mg.WithAccountKey(c.key))
	if err != nil {
		return err
	}
	defer client.Close()
	var seat *mg.Seat
	if c.rated {
		seat, err = client.FindGame(ctx, "", &pb.GameOptions{Players: uint32(c.players), Rated: true})
	} else {
		var opts []mg.JoinOption
		if c.seat != nil {
			opts = append(opts, mg.AtSeat(*c.seat))
		}
		seat, err = client.JoinGame(ctx, c.game, c.player, opts...)
	}
	if err != nil {
		return err
	}
	// At once, before the game starts (a rated game waits for another account).
	name := c.player
	if seats := seat.Joined.GetSeats(); int(seat.Index) < len(seats) {
		name = seats[seat.Index].GetPlayerName()
	}
	fmt.Printf("%s joined %s at seat %d\n", name, seat.GameName, seat.Index)
	game, err := seat.Play(ctx, greedy)
	if err != nil {
		return err
	}
	fmt.Print(mg.FormatStandings(game))
	return nil
}

func main() {
	c, err := parse(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println(usage)
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s (%v)\n", usage, err)
		os.Exit(2)
	}
	if err := play(context.Background(), c); err != nil {
		fmt.Fprintf(os.Stderr, "error: %v\n", err)
		os.Exit(1)
	}
}
