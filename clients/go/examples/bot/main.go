// Joins a game and plays it to the end, preferring moves that take tokens.
// Usage: go run ./examples/bot ADDR GAME_NAME PLAYER_NAME [SEAT]
//
//	go run ./examples/bot [--key KEY] --rated [--players N] ADDR
//
// --key (or MOUNTAIN_GOATS_KEY) plays as an account; --rated finds a rated
// game on the ladder, under the account's name.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"strconv"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

func greedy(_ *pb.Game, moves []*pb.LegalMove) (*pb.Move, error) {
	best := moves[0]
	for _, m := range moves {
		if mg.TokensTaken(m.GetEvents()) > mg.TokensTaken(best.GetEvents()) {
			best = m
		}
	}
	return best.GetMove(), nil
}

func main() {
	key := flag.String("key", os.Getenv(mg.KeyEnv), "an account key (default: $"+mg.KeyEnv+")")
	rated := flag.Bool("rated", false, "find a rated game (needs a key)")
	players := flag.Uint("players", 2, "the seats of a rated game")
	flag.Parse()
	args := flag.Args()
	if *rated && len(args) != 1 || !*rated && len(args) != 3 && len(args) != 4 {
		log.Fatal("usage: bot ADDR GAME_NAME PLAYER_NAME [SEAT] | bot [--key KEY] --rated [--players N] ADDR")
	}
	client, err := mg.Dial(args[0], mg.WithAccountKey(*key))
	check(err)
	ctx := context.Background()
	var seat *mg.Seat
	if *rated {
		seat, err = client.FindGame(ctx, "", &pb.GameOptions{Players: uint32(*players), Rated: true})
	} else {
		var opts []mg.JoinOption
		if len(args) == 4 {
			n, err := strconv.ParseUint(args[3], 10, 32)
			check(err)
			opts = append(opts, mg.AtSeat(uint32(n)))
		}
		seat, err = client.JoinGame(ctx, args[1], args[2], opts...)
	}
	check(err)
	game, err := seat.Play(ctx, greedy)
	check(err)
	fmt.Print(mg.FormatStandings(game))
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
