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

// Finished reports whether the game was played to its end with this update
// (it has standings).
func (u *Update) Finished() bool {
	return u.Game.GetStatus() == pb.GameStatus_GAME_STATUS_FINISHED
}

// Cancelled reports whether the server cancelled the game before it started
// (nobody joined in time; a GameCancelled event says why). It has no result.
func (u *Update) Cancelled() bool {
	return u.Game.GetStatus() == pb.GameStatus_GAME_STATUS_CANCELLED
}

// Over reports whether the game never changes again after this update:
// finished or cancelled.
func (u *Update) Over() bool {
	return u.Finished() || u.Cancelled()
}

// WatchOption configures [Client.Watch] and [Seat.Watch].
type WatchOption func(*watchState)

// ResumeAfter starts the watch after version instead of with a snapshot:
// the changes that followed it come first, as a watch that saw it would get
// them (0: every change from the game's creation, to read its history).
func ResumeAfter(version uint64) WatchOption {
	return func(w *watchState) { w.last, w.seen = version, true }
}

// Watch streams a game's updates, for observers: a snapshot first (or, with
// [ResumeAfter], the changes after a version), then every change in order,
// until the game is over: the update that finishes or cancels it is the
// last. Heartbeats are skipped. A stream that breaks
// (UNAVAILABLE, RATE_LIMITED, a dropped connection, any ABORTED, an end
// before the game is over) or skips a version (a gap) is resumed with
// resume_after set to the last version seen, so no change is missed or
// repeated; after ABORTED HISTORY_LOST (the database lost versions the
// stream had sent) it starts again from a snapshot, whose version may be
// below the last one seen. After the retry policy's attempts in a row
// without progress it gives up. Iteration stops at the first error, which
// is yielded with a nil update.
//
//	for u, err := range client.Watch(ctx, "games/abc") { … }
func (c *Client) Watch(ctx context.Context, name string, opts ...WatchOption) iter.Seq2[*Update, error] {
	return c.watch(ctx, name, "", opts)
}

// Watch is [Client.Watch] with the seat token, so that the updates where
// this seat is to move carry its legal moves.
func (s *Seat) Watch(ctx context.Context, opts ...WatchOption) iter.Seq2[*Update, error] {
	return s.client.watch(ctx, s.GameName, s.Token, opts)
}

// watchState is what a watch remembers from one stream to the next.
type watchState struct {
	last uint64 // the version of the last update yielded (or given to ResumeAfter)
	seen bool   // whether last is set: false before the first update
}

func (c *Client) watch(ctx context.Context, name, token string, opts []WatchOption) iter.Seq2[*Update, error] {
	return func(yield func(*Update, error) bool) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		var w watchState
		for _, opt := range opts {
			opt(&w)
		}
		failures := 0
		for {
			req := &pb.WatchGameRequest{Name: name}
			if w.seen {
				last := w.last
				req.ResumeAfter = &last
			}
			progressed, finished, err := c.watchOnce(aboutGame(ctx, name, token), req, &w, yield)
			switch {
			case finished, errors.Is(err, errStop):
				return
			case ctx.Err() != nil:
				yield(nil, ctx.Err())
				return
			case c.refused(err) != nil: // nothing listens there, and nothing ever answered
				yield(nil, c.refused(err))
				return
			case err != nil && !resumable(err):
				yield(nil, wrapError(err))
				return
			}
			if HistoryLost(err) {
				// What was seen after the database's last version is gone:
				// start again from a snapshot of the game as it now is.
				w.seen = false
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

// resumable tells the errors after which a watch is reopened: a gap, any
// ABORTED, and what [Retryable] retries.
func resumable(err error) bool {
	if errors.Is(err, errGap) || CodeOf(err) == codes.Aborted {
		return true
	}
	return Retryable(err, true)
}

// watchOnce reads one stream until it ends. It reports whether it yielded
// anything, whether the game finished, and why the stream ended (nil for a
// clean end, errStop when the consumer stopped iterating).
func (c *Client) watchOnce(ctx context.Context, req *pb.WatchGameRequest, w *watchState, yield func(*Update, error) bool) (progressed, finished bool, err error) {
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
			if w.seen && ch.GetVersion() <= w.last {
				continue // already seen
			}
			if w.seen && ch.GetVersion() != w.last+1 {
				return progressed, false, errGap
			}
			u = &Update{Version: ch.GetVersion(), Events: ch.GetEvents(), Game: ch.GetGame(), LegalMoves: ch.GetLegalMoves()}
		default: // heartbeat, or a kind this client does not know
			continue
		}
		w.last, w.seen = u.Version, true
		progressed = true
		if !yield(u, nil) {
			return progressed, false, errStop
		}
		if u.Over() {
			return progressed, true, nil
		}
	}
}
