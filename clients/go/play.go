package mountaingoats

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

// Strategy chooses a move on one of the seat's turns, from the game as it
// stands and the legal moves of the current roll (never empty). The move is
// usually one of the legal moves' Move.
type Strategy func(game *pb.Game, legalMoves []*pb.LegalMove) (*pb.Move, error)

// FirstLegalMove is the simplest [Strategy]: the first legal move.
func FirstLegalMove(_ *pb.Game, legalMoves []*pb.LegalMove) (*pb.Move, error) {
	return legalMoves[0].GetMove(), nil
}

// Play plays the seat's game to the end and returns the game at its end:
// finished, or cancelled before it started (GAME_STATUS_CANCELLED: nobody
// else joined in time; it has no standings). It
// watches the game with the seat token and, on each of the seat's turns,
// calls strategy and submits its move with the game version it saw and a
// fresh request id. A dropped watch is resumed after the last version seen;
// a move is retried on UNAVAILABLE, RATE_LIMITED and CONFLICT with the same
// request id. A move the game has overtaken (STALE_VERSION, NOT_YOUR_TURN) is
// dropped and play goes on; any other error ends Play with that error. A
// snapshot at or below the last version it played (the game went back after
// HISTORY_LOST) makes it play that turn again.
func (s *Seat) Play(ctx context.Context, strategy Strategy) (*pb.Game, error) {
	var game *pb.Game
	var acted uint64 // the last version a move was chosen for
	for u, err := range s.Watch(ctx) {
		if err != nil {
			return game, err
		}
		game = u.Game
		if u.Over() {
			return game, nil
		}
		if u.Snapshot && u.Version <= acted {
			// Only a game that went back (HISTORY_LOST: the watch started
			// again from a snapshot) shows a version already acted on: its
			// turns are to be played again.
			acted = 0
		}
		if game.GetStatus() != pb.GameStatus_GAME_STATUS_PLAYING ||
			game.GetBoard().GetCurrentSeat() != s.Index || u.Version <= acted {
			continue
		}
		moves := u.LegalMoves
		if len(moves) == 0 {
			// The update carried no legal moves: ask for them.
			resp, err := s.client.ListLegalMoves(ctx, s.GameName)
			if err != nil {
				return game, err
			}
			if resp.GetVersion() != u.Version || resp.GetSeat() != s.Index || len(resp.GetLegalMoves()) == 0 {
				continue
			}
			moves = resp.GetLegalMoves()
		}
		acted = u.Version
		move, err := strategy(game, moves)
		if err != nil {
			return game, fmt.Errorf("mountaingoats: strategy: %w", err)
		}
		if _, err := s.SubmitMove(ctx, move, u.Version); err != nil {
			if Overtaken(err) {
				continue // the game moved on first: wait for the watch
			}
			return game, err
		}
	}
	if err := ctx.Err(); err != nil {
		return game, err
	}
	return game, fmt.Errorf("mountaingoats: the watch of %s ended before the game was over", s.GameName)
}

// TokensTaken counts the point and bonus tokens taken in a list of events,
// e.g. a legal move's: a handy score for simple strategies.
func TokensTaken(events []*pb.Event) int {
	n := 0
	for _, e := range events {
		if e.GetPointTokenTaken() != nil || e.GetBonusTokenTaken() != nil {
			n++
		}
	}
	return n
}

// FormatStandings returns the standings of a finished game, one line per
// seat, best first, each ending in a newline:
//
//  1. gopher (seat 0): 61 points
//  2. Greedy bot 2 (seat 1): 54 points
//  3. Random bot 3 (seat 2): 38 points
//
// Tied seats share a rank; house seats carry the names the server gives
// them. It returns "" for a game that is not over (no standings yet), and
// one line saying so for a game cancelled before it started.
func FormatStandings(game *pb.Game) string {
	if game.GetStatus() == pb.GameStatus_GAME_STATUS_CANCELLED {
		return "the game was cancelled before it started: no standings\n"
	}
	standings := slices.Clone(game.GetBoard().GetResult().GetStandings())
	slices.SortStableFunc(standings, func(a, b *pb.Standing) int {
		return cmp.Or(cmp.Compare(a.GetRank(), b.GetRank()), cmp.Compare(a.GetSeat(), b.GetSeat()))
	})
	var b strings.Builder
	for _, s := range standings {
		name := fmt.Sprintf("seat %d", s.GetSeat())
		if seats := game.GetSeats(); int(s.GetSeat()) < len(seats) && seats[s.GetSeat()].GetPlayerName() != "" {
			name = seats[s.GetSeat()].GetPlayerName()
		}
		fmt.Fprintf(&b, "%d. %s (seat %d): %d points\n", s.GetRank(), name, s.GetSeat(), s.GetScore())
	}
	return b.String()
}
