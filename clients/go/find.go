package mountaingoats

import (
	"context"
	"errors"
	"math"
	"time"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

// FindOption configures [Client.FindGame]: [WithHouseAfter] and
// [WithHouseStrategy], and the join options [WithSeatToken] and
// [WithDiceContribution], which mean the same for FindGame as for JoinGame.
type FindOption interface {
	applyFind(*pb.FindGameRequest) error
}

type findOption func(*pb.FindGameRequest)

func (o findOption) applyFind(r *pb.FindGameRequest) error {
	o(r)
	return nil
}

// applyFind makes [WithSeatToken] and [WithDiceContribution] find options
// too. [AtSeat] is refused: matchmaking chooses the seat.
func (o JoinOption) applyFind(r *pb.FindGameRequest) error {
	var j pb.JoinGameRequest
	o(&j)
	if j.Seat != nil {
		return errors.New("mountaingoats: FindGame takes no seat (AtSeat): matchmaking chooses it")
	}
	if j.SeatToken != "" {
		r.SeatToken = j.SeatToken
	}
	if j.DiceContribution != nil {
		r.DiceContribution = j.DiceContribution
	}
	return nil
}

// WithHouseAfter asks, when FindGame creates the game, that the seats still
// free after d go to the server's house bots (of [WithHouseStrategy],
// "greedy" by default), so that a lone bot gets a game at once. d is rounded
// up to whole seconds; the server takes 1 s to 1 h (INVALID_ARGUMENT,
// INVALID_OPTIONS otherwise). Without it, the game waits for players. It
// does nothing when FindGame seats the caller in a game someone else's call
// created.
func WithHouseAfter(d time.Duration) FindOption {
	seconds := uint32(0)
	if d > 0 {
		s := (d + time.Second - 1) / time.Second
		seconds = uint32(min(int64(s), math.MaxUint32))
	}
	return findOption(func(r *pb.FindGameRequest) { r.HouseFillSeconds = &seconds })
}

// WithHouseStrategy is the strategy of the house bots of [WithHouseAfter]
// ([HouseRandom], [HouseGreedy], [HouseExpert]); "greedy" when not given.
func WithHouseStrategy(strategy string) FindOption {
	return findOption(func(r *pb.FindGameRequest) { r.HouseStrategy = strategy })
}

// FindGame seats playerName in an open game made by matchmaking with
// exactly the options opts (players, Big Mountain, declining groups, clock;
// FirstSeat must be left out), or creates one. Callers looking at the same
// time are seated together:
//
//	seat, err := client.FindGame(ctx, "gopher", &pb.GameOptions{Players: 3}, mg.WithHouseAfter(time.Second))
//
// Like [Client.JoinGame], it sends a fresh random seat token (or the one of
// [WithSeatToken]) and 32 random bytes as the seat's dice contribution (or
// those of [WithDiceContribution]), and retries the call with both on
// UNAVAILABLE and RATE_LIMITED: the server answers a call sent again with
// the same token with the seat it took, so it never takes two seats. The
// returned [Seat] keeps the seat token (it is shown only once) and sends it
// on its calls; its Joined is the game after the join.
//
// With opts.Rated, the call joins the rated queue as the account of the
// client's key ([WithAccountKey], [Client.AsAccount]; UNAUTHENTICATED,
// KEY_REQUIRED without one). playerName must then be empty: the seat takes
// the account's display name. Rated games always have a turn clock.
// FAILED_PRECONDITION, ALREADY_WAITING when the account already waits at an
// open rated table of these options.
//
//	seat, err := client.FindGame(ctx, "", &pb.GameOptions{Players: 2, Rated: true})
func (c *Client) FindGame(ctx context.Context, playerName string, opts *pb.GameOptions, more ...FindOption) (*Seat, error) {
	callCtx := ctx
	if opts.GetRated() {
		if playerName != "" {
			return nil, errors.New("mountaingoats: a rated seat takes the account's display name: leave playerName empty")
		}
		key, err := c.needKey("a rated FindGame")
		if err != nil {
			return nil, err
		}
		callCtx = asAccount(ctx, key)
	}
	req := &pb.FindGameRequest{Options: opts, PlayerName: playerName}
	for _, opt := range more {
		if err := opt.applyFind(req); err != nil {
			return nil, err
		}
	}
	if req.SeatToken == "" {
		req.SeatToken = NewSeatToken()
	}
	// Drawn once: every retry of this call sends the same token and bytes.
	if req.DiceContribution == nil {
		req.DiceContribution = NewDiceContribution()
	}
	resp, err := unary(ctx, c, true, func() (*pb.FindGameResponse, error) {
		return c.svc.FindGame(callCtx, req)
	})
	if err != nil {
		return nil, err
	}
	token := resp.GetSeatToken()
	if token == "" {
		token = req.SeatToken
	}
	s := c.Seat(resp.GetGame().GetName(), resp.GetSeat(), token)
	s.Joined = resp.GetGame()
	return s, nil
}
