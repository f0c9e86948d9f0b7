package mountaingoats_test

// A game the server cancels (an open game nobody joined in time expires,
// docs/api.md) ends Watch and Play, against a scripted server: the update
// that cancels it is the last one passed on, and Play returns the game,
// GAME_STATUS_CANCELLED, with no standings.

import (
	"slices"
	"strings"
	"testing"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc"
)

func TestACancelledGameEndsWatchAndPlay(t *testing.T) {
	game := func(v uint64, st pb.GameStatus) *pb.Game {
		return &pb.Game{Name: "games/fake", Version: v, Status: st, Seats: []*pb.Seat{
			{Index: 0, Taken: true, PlayerName: "gopher"}, {Index: 1},
		}}
	}
	svc := newScripted()
	svc.watch = func(_ int, _ *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
		cancelled := &pb.Event{Kind: &pb.Event_GameCancelled{GameCancelled: &pb.GameCancelled{Reason: "EXPIRED"}}}
		return sendAll(stream,
			&pb.WatchGameResponse{Update: &pb.WatchGameResponse_Snapshot{Snapshot: &pb.GameSnapshot{
				Game: game(2, pb.GameStatus_GAME_STATUS_OPEN)}}},
			&pb.WatchGameResponse{Update: &pb.WatchGameResponse_Change{Change: &pb.GameChange{
				Version: 3, Events: []*pb.Event{cancelled}, Game: game(3, pb.GameStatus_GAME_STATUS_CANCELLED)}}},
			// Never sent by a server: a client that reads it waited past the end.
			&pb.WatchGameResponse{Update: &pb.WatchGameResponse_Change{Change: &pb.GameChange{
				Version: 4, Game: game(4, pb.GameStatus_GAME_STATUS_OPEN)}}},
		)
	}
	c := dialScripted(t, svc)
	var seen []uint64
	for u, err := range c.Watch(testContext(t), "games/fake") {
		if err != nil {
			t.Fatalf("Watch: %v", err)
		}
		seen = append(seen, u.Version)
		if u.Version == 3 && !(u.Cancelled() && u.Over() && !u.Finished()) {
			t.Errorf("the cancelling update: cancelled %v, over %v, finished %v", u.Cancelled(), u.Over(), u.Finished())
		}
	}
	if !slices.Equal(seen, []uint64{2, 3}) {
		t.Errorf("watched versions %v, want [2 3]: the cancellation ends the watch", seen)
	}
	final, err := c.Seat("games/fake", 0, mg.NewSeatToken()).Play(testContext(t), mg.FirstLegalMove)
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	if final.GetVersion() != 3 || final.GetStatus() != pb.GameStatus_GAME_STATUS_CANCELLED {
		t.Fatalf("Play returned %v, want the cancelled game at 3", final)
	}
	if got := mg.FormatStandings(final); !strings.Contains(got, "cancelled") {
		t.Errorf("FormatStandings of a cancelled game: %q", got)
	}
	if got, want := svc.resumes(), []string{"-", "-"}; !slices.Equal(got, want) {
		t.Errorf("resume_after %q, want %q: one watch each", got, want)
	}
}
