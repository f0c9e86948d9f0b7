package mountaingoats_test

// ABORTED in the client contract (docs/clients.md, "Retries" and "Watching:
// resume and gaps"), against scripted servers:
//   - CONFLICT is retried like UNAVAILABLE, with the same request, for every
//     call but CreateGame;
//   - a watch resumes after any ABORTED, after the last version seen, and
//     starts after the version given to ResumeAfter;
//   - after HISTORY_LOST it starts again from a snapshot (no resume_after),
//     and Play plays again a turn it had played before the game went back.

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/proto"
)

// moveWait is how long a scripted stream waits for the client's move before
// it goes on without it (the test then fails on the count of moves, not on
// a hang).
const moveWait = 5 * time.Second

// refusal is the server's way to refuse: a code and an ErrorInfo with reason.
func refusal(code codes.Code, reason, message string) error {
	st, err := status.New(code, message).WithDetails(&errdetails.ErrorInfo{Reason: reason, Domain: mg.ErrorDomain})
	if err != nil {
		panic(err)
	}
	return st.Err()
}

func scriptedGame(v uint64, seat uint32, finished bool) *pb.Game {
	st := pb.GameStatus_GAME_STATUS_PLAYING
	if finished {
		st = pb.GameStatus_GAME_STATUS_FINISHED
	}
	return &pb.Game{Name: "games/fake", Version: v, Status: st, Board: &pb.Board{CurrentSeat: seat}}
}

// snapshotAt is a snapshot at v with seat to move; seat 0 gets a legal move.
func snapshotAt(v uint64, seat uint32) *pb.WatchGameResponse {
	s := &pb.GameSnapshot{Game: scriptedGame(v, seat, false)}
	if seat == 0 {
		s.LegalMoves = []*pb.LegalMove{{Move: &pb.Move{}}}
	}
	return &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Snapshot{Snapshot: s}}
}

func changeTo(v uint64, finished bool) *pb.WatchGameResponse {
	return &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Change{Change: &pb.GameChange{Version: v, Game: scriptedGame(v, 1, finished)}}}
}

func sendAll(stream grpc.ServerStreamingServer[pb.WatchGameResponse], msgs ...*pb.WatchGameResponse) error {
	for _, m := range msgs {
		if err := stream.Send(m); err != nil {
			return err
		}
	}
	return nil
}

// scripted records the requests it gets; each test gives its own answers.
type scripted struct {
	pb.UnimplementedGameServiceServer
	mu       sync.Mutex
	submits  []*pb.SubmitMoveRequest
	joins    []*pb.JoinGameRequest
	creates  int
	watches  []string // resume_after of each watch: "-" when left out
	watch    func(n int, req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error
	conflict int // how many tries of SubmitMove and JoinGame lose a race first
	moved    [2]chan struct{}
}

// resumes returns the resume_after of each watch so far.
func (s *scripted) resumes() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.watches)
}

func newScripted() *scripted {
	return &scripted{moved: [2]chan struct{}{make(chan struct{}), make(chan struct{})}}
}

var errConflict = refusal(codes.Aborted, "CONFLICT", "another server stored this version first")

func (s *scripted) SubmitMove(_ context.Context, req *pb.SubmitMoveRequest) (*pb.SubmitMoveResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.submits = append(s.submits, req)
	if len(s.submits) <= s.conflict {
		return nil, errConflict
	}
	if n := len(s.submits); n <= len(s.moved) {
		close(s.moved[n-1])
	}
	return &pb.SubmitMoveResponse{Game: scriptedGame(req.GetExpectedVersion()+1, 1, false)}, nil
}

func (s *scripted) JoinGame(_ context.Context, req *pb.JoinGameRequest) (*pb.JoinGameResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.joins = append(s.joins, req)
	if len(s.joins) <= s.conflict {
		return nil, errConflict
	}
	return &pb.JoinGameResponse{Game: scriptedGame(1, 1, false), Seat: 0, SeatToken: req.GetSeatToken()}, nil
}

func (s *scripted) CreateGame(context.Context, *pb.CreateGameRequest) (*pb.CreateGameResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.creates++
	return nil, errConflict
}

func (s *scripted) WatchGame(req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
	s.mu.Lock()
	if req.ResumeAfter == nil {
		s.watches = append(s.watches, "-")
	} else {
		s.watches = append(s.watches, fmt.Sprint(req.GetResumeAfter()))
	}
	n := len(s.watches)
	s.mu.Unlock()
	return s.watch(n, req, stream)
}

func dialScripted(t *testing.T, svc *scripted) *mg.Client {
	t.Helper()
	c, err := mg.Dial(serve(t, svc), mg.WithRetry(fast))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func TestWhatIsRetriedAfterAborted(t *testing.T) {
	e := func(code codes.Code, reason string) error { return &mg.Error{Code: code, Reason: reason} }
	if !mg.Retryable(e(codes.Aborted, "CONFLICT"), true) || mg.Retryable(e(codes.Aborted, "CONFLICT"), false) {
		t.Error("CONFLICT is retried for every call but CreateGame")
	}
	if mg.Retryable(e(codes.Aborted, "HISTORY_LOST"), true) {
		t.Error("HISTORY_LOST is retried: the game is to be fetched again first")
	}
	if !mg.HistoryLost(e(codes.Aborted, "HISTORY_LOST")) || mg.HistoryLost(e(codes.Aborted, "CONFLICT")) {
		t.Error("HistoryLost is not ABORTED HISTORY_LOST")
	}
}

func TestConflictIsRetriedWithTheSameRequestButNotForCreateGame(t *testing.T) {
	svc := newScripted()
	svc.conflict = 2
	c := dialScripted(t, svc)
	ctx := testContext(t)
	seat, err := c.JoinGame(ctx, "games/fake", "joiner")
	if err != nil {
		t.Fatalf("JoinGame: %v", err)
	}
	resp, err := seat.SubmitMove(ctx, &pb.Move{}, 4)
	if err != nil || resp.GetGame().GetVersion() != 5 {
		t.Fatalf("SubmitMove: %v, %v", resp, err)
	}
	if _, err := c.CreateGame(ctx, &pb.GameOptions{Players: 2}, nil); mg.CodeOf(err) != codes.Aborted || mg.ReasonOf(err) != "CONFLICT" {
		t.Fatalf("CreateGame: %v, want ABORTED CONFLICT", err)
	}
	svc.mu.Lock()
	defer svc.mu.Unlock()
	if len(svc.submits) != 3 || len(svc.joins) != 3 {
		t.Fatalf("%d moves and %d joins sent, want 3 each (two CONFLICTs, then the answer)", len(svc.submits), len(svc.joins))
	}
	for i := range 3 {
		if !proto.Equal(svc.submits[i], svc.submits[0]) || !proto.Equal(svc.joins[i], svc.joins[0]) {
			t.Fatalf("a retry changed the request: %v, %v", svc.submits, svc.joins)
		}
	}
	if svc.joins[0].GetSeatToken() != seat.Token {
		t.Fatalf("the seat's token %q is not the one sent", seat.Token)
	}
	if svc.creates != 1 {
		t.Fatalf("CreateGame sent %d times, want once: it is not retried after CONFLICT", svc.creates)
	}
}

// watchAll returns "kind version" for each update, and the first error.
func watchAll(t *testing.T, c *mg.Client, opts ...mg.WatchOption) []string {
	t.Helper()
	var seen []string
	for u, err := range c.Watch(testContext(t), "games/fake", opts...) {
		if err != nil {
			t.Fatalf("after %v: %v", seen, err)
		}
		kind := "change"
		if u.Snapshot {
			kind = "snapshot"
		}
		seen = append(seen, fmt.Sprint(kind, " ", u.Version))
	}
	return seen
}

func TestWatchResumesAfterAnyAborted(t *testing.T) {
	svc := newScripted()
	svc.watch = func(n int, req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
		switch n {
		case 1:
			if err := sendAll(stream, snapshotAt(1, 1), changeTo(2, false)); err != nil {
				return err
			}
			return refusal(codes.Aborted, "A_REASON_FROM_THE_FUTURE", "the stream was aborted")
		case 2:
			if err := sendAll(stream, changeTo(req.GetResumeAfter()+1, false)); err != nil {
				return err
			}
			return errConflict
		}
		return sendAll(stream, changeTo(4, true))
	}
	seen := watchAll(t, dialScripted(t, svc))
	if want := []string{"snapshot 1", "change 2", "change 3", "change 4"}; !slices.Equal(seen, want) {
		t.Errorf("updates %q, want %q", seen, want)
	}
	if got, want := svc.resumes(), []string{"-", "2", "3"}; !slices.Equal(got, want) {
		t.Errorf("resume_after %q, want %q", got, want)
	}
}

// historyLost sends versions 3 to 5, then the database lost version 5;
// opened again, the game is as the database holds it (4), and goes on
// (another 5, then 6).
func historyLost(n int, req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
	if n == 1 {
		if err := sendAll(stream, snapshotAt(3, 1), changeTo(4, false), changeTo(5, false)); err != nil {
			return err
		}
		return refusal(codes.Aborted, "HISTORY_LOST", "the database lost versions 5 to 5")
	}
	if req.ResumeAfter != nil {
		// What a server would answer a watcher that kept its last version.
		return refusal(codes.InvalidArgument, "INVALID_RESUME_AFTER", "resume_after is past the game's version")
	}
	return sendAll(stream, snapshotAt(4, 1), changeTo(5, false), changeTo(6, true))
}

func TestWatchStartsAgainFromASnapshotAfterHistoryLost(t *testing.T) {
	svc := newScripted()
	svc.watch = historyLost
	seen := watchAll(t, dialScripted(t, svc))
	if want := []string{"snapshot 3", "change 4", "change 5", "snapshot 4", "change 5", "change 6"}; !slices.Equal(seen, want) {
		t.Errorf("updates %q, want %q", seen, want)
	}
	if got, want := svc.resumes(), []string{"-", "-"}; !slices.Equal(got, want) {
		t.Errorf("resume_after %q, want %q", got, want)
	}
}

func TestWatchResumeAfterAVersion(t *testing.T) {
	// Resumed, the scripted server sends from the version asked for,
	// repeating it (a duplicate to skip), up to 4.
	svc := newScripted()
	svc.watch = func(_ int, req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
		if req.ResumeAfter == nil {
			return sendAll(stream, snapshotAt(4, 1))
		}
		for v := req.GetResumeAfter(); v <= 4; v++ {
			if err := sendAll(stream, changeTo(v, v == 4)); err != nil {
				return err
			}
		}
		return nil
	}
	c := dialScripted(t, svc)
	if seen, want := watchAll(t, c, mg.ResumeAfter(2)), []string{"change 3", "change 4"}; !slices.Equal(seen, want) {
		t.Errorf("after 2: updates %q, want %q", seen, want)
	}
	// 0 is a version too: every change from the game's creation.
	if seen, want := watchAll(t, c, mg.ResumeAfter(0)), []string{"change 1", "change 2", "change 3", "change 4"}; !slices.Equal(seen, want) {
		t.Errorf("after 0: updates %q, want %q", seen, want)
	}
	var seatSeen []uint64
	for u, err := range c.Seat("games/fake", 0, mg.NewSeatToken()).Watch(testContext(t), mg.ResumeAfter(3)) {
		if err != nil {
			t.Fatal(err)
		}
		seatSeen = append(seatSeen, u.Version)
	}
	if !slices.Equal(seatSeen, []uint64{4}) {
		t.Errorf("the seat's watch after 3: versions %v, want [4]", seatSeen)
	}
	if got, want := svc.resumes(), []string{"2", "0", "3"}; !slices.Equal(got, want) {
		t.Errorf("resume_after %q, want %q", got, want)
	}
}

func TestPlayPlaysAgainATurnTheDatabaseLost(t *testing.T) {
	// Seat 0 is to move at version 5. Once it has moved, the database loses
	// that move (HISTORY_LOST) and the game is at version 5 again, seat 0 to
	// move: the seat must play that turn again. The game ends after it.
	svc := newScripted()
	svc.watch = func(n int, _ *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
		if err := sendAll(stream, snapshotAt(5, 0)); err != nil {
			return err
		}
		select {
		case <-svc.moved[min(n, 2)-1]:
		case <-time.After(moveWait):
		case <-stream.Context().Done():
			return stream.Context().Err()
		}
		if n == 1 {
			return refusal(codes.Aborted, "HISTORY_LOST", "the database lost versions 6 to 6")
		}
		return sendAll(stream, changeTo(6, true))
	}
	c := dialScripted(t, svc)
	final, err := c.Seat("games/fake", 0, mg.NewSeatToken()).Play(testContext(t), mg.FirstLegalMove)
	if err != nil {
		t.Fatalf("Play: %v", err)
	}
	if final.GetVersion() != 6 || final.GetStatus() != pb.GameStatus_GAME_STATUS_FINISHED {
		t.Fatalf("Play returned %v, want the finished game at 6", final)
	}
	if got, want := svc.resumes(), []string{"-", "-"}; !slices.Equal(got, want) {
		t.Errorf("resume_after %q, want %q", got, want)
	}
	svc.mu.Lock()
	defer svc.mu.Unlock()
	var versions []uint64
	for _, m := range svc.submits {
		versions = append(versions, m.GetExpectedVersion())
	}
	if !slices.Equal(versions, []uint64{5, 5}) {
		t.Fatalf("moves sent at versions %v, want [5 5]: the turn the database lost is played again", versions)
	}
	if svc.submits[0].GetRequestId() == svc.submits[1].GetRequestId() {
		t.Error("the second move reused the first one's request id")
	}
}
