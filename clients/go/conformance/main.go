// Command conformance is the Go client's runner of the conformance suite
// (clients/conformance): it reads one case a line on stdin
// ({"case": name, "action": {...}}), does the case's action through the
// package's public API against the scripted server at its last argument, and
// prints one JSON line with what the client reported. Built and run by
// clients/conformance/run.
package main

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
)

type action struct {
	Do               string            `json:"do"`
	Game             string            `json:"game"`
	Token            string            `json:"token"`
	Player           string            `json:"player"`
	Players          uint32            `json:"players"`
	Seat             *uint32           `json:"seat"`
	SeatToken        *string           `json:"seat_token"`
	DiceContribution *string           `json:"dice_contribution"`
	HouseSeats       map[string]string `json:"house_seats"`
	ExpectedVersion  uint64            `json:"expected_version"`
	RequestID        string            `json:"request_id"`
	ResumeAfter      *uint64           `json:"resume_after"`
	Rated            bool              `json:"rated"`
	Key              string            `json:"key"`
	DisplayName      string            `json:"display_name"`
}

// move is the one move of every case that submits one: the scripted server takes any.
var move = &pb.Move{Faces: []uint32{1, 2, 3, 4}, Groups: []*pb.Group{{Dice: []uint32{0, 1, 2, 3}}}}

var camel = regexp.MustCompile("([a-z])([A-Z])")

// codeName spells a code as gRPC's other languages do: "FAILED_PRECONDITION".
func codeName(c codes.Code) string {
	if c == codes.Canceled {
		return "CANCELLED"
	}
	return strings.ToUpper(camel.ReplaceAllString(c.String(), "${1}_${2}"))
}

func run(addr string, a action) (map[string]any, error) {
	ctx := context.Background()
	report := map[string]any{}
	client, err := mg.Dial(addr)
	if err != nil {
		return nil, err
	}
	defer client.Close()
	switch a.Do {
	case "get_game":
		var g *pb.Game
		if g, err = client.GetGame(ctx, a.Game); err == nil {
			report["version"] = g.GetVersion()
		}
	case "create_game":
		var houses []mg.CreateOption
		for seat, strategy := range a.HouseSeats {
			var i uint32
			if _, err := fmt.Sscan(seat, &i); err != nil {
				return nil, err
			}
			houses = append(houses, mg.WithHouseSeat(i, strategy))
		}
		var g *pb.Game
		if g, err = client.CreateGame(ctx, &pb.GameOptions{Players: a.Players}, nil, houses...); err == nil {
			report["version"] = g.GetVersion()
		}
	case "join_game":
		var opts []mg.JoinOption
		if a.Seat != nil {
			opts = append(opts, mg.AtSeat(*a.Seat))
		}
		if a.SeatToken != nil {
			opts = append(opts, mg.WithSeatToken(*a.SeatToken))
		}
		if a.DiceContribution != nil {
			b, err := hex.DecodeString(*a.DiceContribution)
			if err != nil {
				return nil, err
			}
			opts = append(opts, mg.WithDiceContribution(b))
		}
		var seat *mg.Seat
		if seat, err = client.JoinGame(ctx, a.Game, a.Player, opts...); err == nil {
			report["seat"], report["token"] = seat.Index, seat.Token
		}
	case "find_game":
		var seat *mg.Seat
		if seat, err = client.AsAccount(a.Key).FindGame(ctx, a.Player, &pb.GameOptions{Players: a.Players, Rated: a.Rated}); err == nil {
			report["seat"], report["token"] = seat.Index, seat.Token
		}
	case "find_and_play":
		var seat *mg.Seat
		if seat, err = client.AsAccount(a.Key).FindGame(ctx, "", &pb.GameOptions{Players: a.Players, Rated: a.Rated}); err == nil {
			report["token"] = seat.Token
			var g *pb.Game
			if g, err = seat.Play(ctx, mg.FirstLegalMove); err == nil {
				report["version"] = g.GetVersion()
			}
		}
	case "create_account":
		var made *mg.AccountKey
		if made, err = client.CreateAccount(ctx, a.DisplayName); err == nil {
			report["account"], report["key"] = made.Account.GetName(), made.Key()
		}
	case "submit_move":
		seat := client.Seat(a.Game, 0, a.Token)
		var resp *pb.SubmitMoveResponse
		if a.RequestID != "" {
			resp, err = seat.SubmitMoveWithID(ctx, move, a.ExpectedVersion, a.RequestID)
		} else {
			resp, err = seat.SubmitMove(ctx, move, a.ExpectedVersion)
		}
		if err == nil {
			report["version"] = resp.GetGame().GetVersion()
		}
	case "watch":
		var opts []mg.WatchOption
		if a.ResumeAfter != nil {
			opts = append(opts, mg.ResumeAfter(*a.ResumeAfter))
		}
		updates := []string{}
		for u, werr := range client.Watch(ctx, a.Game, opts...) {
			if werr != nil {
				err = werr
				break
			}
			kind := "change"
			if u.Snapshot {
				kind = "snapshot"
			}
			updates = append(updates, fmt.Sprintf("%s %d", kind, u.Version))
		}
		report["updates"] = updates
	case "play":
		var g *pb.Game
		if g, err = client.Seat(a.Game, 0, a.Token).Play(ctx, mg.FirstLegalMove); err == nil {
			report["version"] = g.GetVersion()
		}
	default:
		return map[string]any{"skip": "no action " + a.Do}, nil
	}
	if err != nil {
		var e *mg.Error
		if !errors.As(err, &e) {
			return nil, err
		}
		report["ok"], report["code"], report["reason"] = false, codeName(e.Code), e.Reason
	} else {
		report["ok"] = true
	}
	return report, nil
}

func main() {
	addr := os.Args[len(os.Args)-1]
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var c struct {
			Case   string `json:"case"`
			Action action `json:"action"`
		}
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			fmt.Fprintln(os.Stderr, "conformance: a line that is not a case:", err)
			os.Exit(2)
		}
		report, err := run(addr, c.Action)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", c.Case, err)
			report = map[string]any{"crash": err.Error()}
		}
		report["case"] = c.Case
		if err := out.Encode(report); err != nil {
			os.Exit(1)
		}
	}
}
