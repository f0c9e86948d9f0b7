// The quickstart of the README, whole: creates a game of two, joins both
// seats and plays them to the end with the first legal move, then prints the
// standings. tests (clients/go/test.sh) build and run it from a module of its
// own that requires this client through a replace, as a user's would.
//
// Usage: go run ./examples/quickstart [ADDR]   (default 127.0.0.1:50051)
package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"sync"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

func main() {
	addr := "127.0.0.1:50051"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	ctx := context.Background()
	client, err := mg.Dial(addr)
	if err != nil {
		log.Fatal(err)
	}
	defer client.Close()
	game, err := client.CreateGame(ctx, &pb.GameOptions{Players: 2}, nil)
	if err != nil {
		log.Fatal(err)
	}
	var wg sync.WaitGroup
	finals := make([]*pb.Game, 2)
	for i, name := range []string{"Gopher", "Gordon"} {
		seat, err := client.JoinGame(ctx, game.GetName(), name)
		if err != nil {
			log.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			final, err := seat.Play(ctx, mg.FirstLegalMove)
			if err != nil {
				log.Fatal(err)
			}
			finals[i] = final
		}()
	}
	wg.Wait()
	final := finals[0]
	for _, s := range final.GetBoard().GetResult().GetStandings() {
		fmt.Printf("#%d %s: %d\n", s.GetRank(), final.GetSeats()[s.GetSeat()].GetPlayerName(), s.GetScore())
	}
}
