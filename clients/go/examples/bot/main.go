// Joins a game and plays it to the end, preferring moves that take tokens.
// Usage: go run ./examples/bot ADDR GAME_NAME PLAYER_NAME [SEAT]
package main

import (
	"context"
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
	if len(os.Args) != 4 && len(os.Args) != 5 {
		log.Fatal("usage: bot ADDR GAME_NAME PLAYER_NAME [SEAT]")
	}
	var opts []mg.JoinOption
	if len(os.Args) == 5 {
		n, err := strconv.ParseUint(os.Args[4], 10, 32)
		check(err)
		opts = append(opts, mg.AtSeat(uint32(n)))
	}
	client, err := mg.Dial(os.Args[1])
	check(err)
	seat, err := client.JoinGame(context.Background(), os.Args[2], os.Args[3], opts...)
	check(err)
	game, err := seat.Play(context.Background(), greedy)
	check(err)
	fmt.Print(mg.FormatStandings(game))
}

func check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
