package mountaingoats_test

import (
	"context"
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// gappyService sends versions 1 (snapshot), 2, then 4: a gap. Resumed, it
// sends from the version asked for, repeating it (a duplicate to skip). Its
// GetGame fails twice with UNAVAILABLE, as a restarting server would, then
// answers.
type gappyService struct {
	pb.UnimplementedGameServiceServer
	mu      sync.Mutex
	resumes []int64 // -1: no resume_after
	gets    int
}

func fakeGame(v uint64) *pb.Game {
	st := pb.GameStatus_GAME_STATUS_PLAYING
	if v == 4 {
		st = pb.GameStatus_GAME_STATUS_FINISHED
	}
	return &pb.Game{Name: "games/fake", Version: v, Status: st}
}

func (s *gappyService) WatchGame(req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
	s.mu.Lock()
	if req.ResumeAfter == nil {
		s.resumes = append(s.resumes, -1)
	} else {
		s.resumes = append(s.resumes, int64(req.GetResumeAfter()))
	}
	s.mu.Unlock()
	change := func(v uint64) *pb.WatchGameResponse {
		return &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Change{Change: &pb.GameChange{Version: v, Game: fakeGame(v)}}}
	}
	var msgs []*pb.WatchGameResponse
	if req.ResumeAfter == nil {
		msgs = append(msgs, &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Snapshot{Snapshot: &pb.GameSnapshot{Game: fakeGame(1)}}}, change(2), change(4))
	} else {
		for v := req.GetResumeAfter(); v <= 4; v++ {
			msgs = append(msgs, change(v))
		}
	}
	for _, m := range msgs {
		if err := stream.Send(m); err != nil {
			return err
		}
	}
	return nil
}

func (s *gappyService) GetGame(context.Context, *pb.GetGameRequest) (*pb.GetGameResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gets++
	if s.gets%3 != 0 {
		return nil, status.Error(codes.Unavailable, "try again")
	}
	return &pb.GetGameResponse{Game: fakeGame(9)}, nil
}

func fakeServer(t *testing.T) (*gappyService, string) {
	svc := &gappyService{}
	return svc, serve(t, svc)
}

// serve serves svc on a free loopback port until the test ends; it returns
// the address.
func serve(t *testing.T, svc pb.GameServiceServer) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := grpc.NewServer()
	pb.RegisterGameServiceServer(srv, svc)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(srv.Stop)
	return ln.Addr().String()
}

var fast = mg.RetryPolicy{Attempts: 10, FirstDelay: 5 * time.Millisecond, MaxDelay: 20 * time.Millisecond}

func TestWatchResumesAfterAGap(t *testing.T) {
	svc, addr := fakeServer(t)
	c, err := mg.Dial(addr, mg.WithRetry(fast))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var got []uint64
	for u, err := range c.Watch(testContext(t), "games/fake") {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, u.Version)
	}
	if len(got) != 4 || got[0] != 1 || got[1] != 2 || got[2] != 3 || got[3] != 4 {
		t.Fatalf("versions %v, want [1 2 3 4]", got)
	}
	if len(svc.resumes) != 2 || svc.resumes[0] != -1 || svc.resumes[1] != 2 {
		t.Fatalf("watch requests (resume_after) %v, want [-1 2]", svc.resumes)
	}
}

func TestUnavailableIsRetriedThenGivenUp(t *testing.T) {
	svc, addr := fakeServer(t)
	c, err := mg.Dial(addr, mg.WithRetry(fast))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	g, err := c.GetGame(testContext(t), "games/fake")
	if err != nil || g.GetVersion() != 9 || svc.gets != 3 {
		t.Fatalf("GetGame: %v, %v after %d calls; want version 9 after 3", g, err, svc.gets)
	}
	svc.gets = 0
	two, err := mg.Dial(addr, mg.WithRetry(mg.RetryPolicy{Attempts: 2, FirstDelay: time.Millisecond, MaxDelay: time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	defer two.Close()
	if _, err := two.GetGame(testContext(t), "games/fake"); mg.CodeOf(err) != codes.Unavailable || svc.gets != 2 {
		t.Fatalf("got %v after %d calls, want UNAVAILABLE after 2", err, svc.gets)
	}
}

func TestWhatIsRetried(t *testing.T) {
	e := func(code codes.Code, reason string) error { return &mg.Error{Code: code, Reason: reason} }
	cases := []struct {
		err        error
		idempotent bool
		want       bool
	}{
		{e(codes.Unavailable, ""), true, true},
		{e(codes.Unavailable, ""), false, false},
		{e(codes.ResourceExhausted, "RATE_LIMITED"), false, true},
		{e(codes.ResourceExhausted, "TOO_MANY_WATCHERS"), true, false},
		{e(codes.FailedPrecondition, "STALE_VERSION"), true, false},
		{errors.New("not grpc"), true, false},
	}
	for _, c := range cases {
		if got := mg.Retryable(c.err, c.idempotent); got != c.want {
			t.Errorf("Retryable(%v, %v) = %v", c.err, c.idempotent, got)
		}
	}
	if !mg.Overtaken(e(codes.FailedPrecondition, "STALE_VERSION")) || !mg.Overtaken(e(codes.FailedPrecondition, "NOT_YOUR_TURN")) ||
		mg.Overtaken(e(codes.FailedPrecondition, "DICE_LEFT_OUT")) {
		t.Error("Overtaken is not STALE_VERSION or NOT_YOUR_TURN")
	}
	if mg.DefaultRetry.Attempts != 10 {
		t.Errorf("DefaultRetry.Attempts = %d", mg.DefaultRetry.Attempts)
	}
	for attempt := 1; attempt <= 11; attempt++ {
		base := min(mg.DefaultRetry.FirstDelay<<(attempt-1), mg.DefaultRetry.MaxDelay)
		seen := map[time.Duration]bool{}
		for range 20 {
			d := mg.DefaultRetry.Delay(attempt)
			if d < base/2 || d >= base {
				t.Fatalf("attempt %d: delay %v outside [%v, %v)", attempt, d, base/2, base)
			}
			seen[d] = true
		}
		if len(seen) < 2 {
			t.Fatalf("attempt %d: no jitter", attempt)
		}
	}
}
