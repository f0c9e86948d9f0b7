package mountaingoats

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
)

// Update is one state of a watched game: a snapshot (the whole game, sent
// first and after the watcher fell behind) or a change (one version on,
// with the events that made it).
type Update struct {
	// Version is the game's version after this update.
	Version uint64
	// Snapshot is true for a snapshot, which carries no events.
	Snapshot bool
	// Events is what happened in this change, in order.
	Events []*pb.Event
	// Game is the whole game after the update.
	Game *pb.Game
	// LegalMoves are the watching seat's legal moves when it is to move
	// (only on a watch made with a seat token, e.g. [Seat.Watch]).
	LegalMoves []*pb.LegalMove
}

// Finished reports whether the game is over after this update.
func (u *Update) Finished() bool {
	return u.Game.GetStatus() == pb.GameStatus_GAME_STATUS_FINISHED
}

// Watch streams a game's updates, for observers: a snapshot first, then
// every change in order, until the game is over. Heartbeats are skipped. A
// stream that breaks (UNAVAILABLE, RATE_LIMITED, a dropped connection, an end
// before the game is over) or skips a version (a gap) is resumed with
// resume_after set to the last version seen, so no change is missed or
// repeated; after the retry policy's attempts in a row without progress it
// gives up. Iteration stops at the first error, which is yielded with a nil
// update.
//
//	for u, err := range client.Watch(ctx, "games/abc") { … }
func (c *Client) Watch(ctx context.Context, name string) iter.Seq2[*Update, error] {
	return c.watch(ctx, name, "")
}

// Watch is [Client.Watch] with the seat token, so that the updates where
// this seat is to move carry its legal moves.
func (s *Seat) Watch(ctx context.Context) iter.Seq2[*Update, error] {
	return s.client.watch(ctx, s.GameName, s.Token)
}

func (c *Client) watch(ctx context.Context, name, token string) iter.Seq2[*Update, error] {
	return func(yield func(*Update, error) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		var last uint64 // last version yielded; 0 before the first update
		failures := 0
		for {
			req := &pb.WatchGameRequest{Name: name}
			if last > 0 {
				req.ResumeAfter = &last
			}
			progressed, finished, err := c.watchOnce(aboutGame(ctx, name, token), req, &last, yield)
			switch {
			case finished, errors.Is(err, errStop):
				return
			case ctx.Err() != nil:
				yield(nil, ctx.Err())
				return
			case err != nil && !resumable(err):
				yield(nil, wrapError(err))
				return
			}
			// The stream dropped (or ended before the game did): resume.
			if progressed {
				failures = 0
			}
			failures++
			if failures >= c.retry.Attempts {
				if err == nil {
					err = fmt.Errorf("mountaingoats: the watch of %s kept ending before the game was over", name)
				}
				yield(nil, wrapError(err))
				return
			}
			if err := sleep(ctx, c.retry.Delay(failures)); err != nil {
				yield(nil, err)
				return
			}
		}
	}
}

var errStop = errors.New("stop")
var errGap = errors.New("mountaingoats: gap in the watch stream")

// resumable tells the errors after which a watch is reopened.
func resumable(err error) bool {
	if errors.Is(err, errGap) || CodeOf(err) == codes.Aborted {
		return true
	}
	return Retryable(err, true)
}

// watchOnce reads one stream until it ends. It reports whether it yielded
// anything, whether the game finished, and why the stream ended (nil for a
// clean end, errStop when the consumer stopped iterating).
func (c *Client) watchOnce(ctx context.Context, req *pb.WatchGameRequest, last *uint64, yield func(*Update, error) bool) (progressed, finished bool, err error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stream, err := c.svc.WatchGame(ctx, req)
	if err != nil {
		return false, false, err
	}
	for {
		msg, err := stream.Recv()
		if err == io.EOF {
			return progressed, false, nil
		}
		if err != nil {
			return progressed, false, err
		}
		var u *Update
		switch m := msg.GetUpdate().(type) {
		case *pb.WatchGameResponse_Snapshot:
			g := m.Snapshot.GetGame()
			u = &Update{Version: g.GetVersion(), Snapshot: true, Game: g, LegalMoves: m.Snapshot.GetLegalMoves()}
		case *pb.WatchGameResponse_Change:
			ch := m.Change
			if *last != 0 && ch.GetVersion() <= *last {
				continue // already seen
			}
			if *last != 0 && ch.GetVersion() != *last+1 {
				return progressed, false, errGap
			}
			u = &Update{Version: ch.GetVersion(), Events: ch.GetEvents(), Game: ch.GetGame(), LegalMoves: ch.GetLegalMoves()}
		default: // heartbeat, or a kind this client does not know
			continue
		}
		*last = u.Version
		progressed = true
		if !yield(u, nil) {
			return progressed, false, errStop
		}
		if u.Finished() {
			return progressed, true, nil
		}
	}
}
