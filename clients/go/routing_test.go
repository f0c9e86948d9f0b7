package mountaingoats_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

const (
	routedName  = "games/0f3a9c"
	routedValue = "name=games/0f3a9c"
	routedToken = "seat-token-0123456789abcdef0123456789abcdef"
)

func TestRequestParams(t *testing.T) {
	// The same cases are in every client's tests: the bytes must agree.
	cases := [][2]string{
		{"games/0f3a9c", "name=games/0f3a9c"},
		{"games/AZaz09-_.~", "name=games/AZaz09-_.~"},
		{"games/a b/\u00fc%", "name=games/a%20b%2F%C3%BC%25"},
		{"0f3a9c", "name=0f3a9c"},
		{"game/x", "name=game%2Fx"},
		{"", "name="},
	}
	for _, c := range cases {
		if got := mg.RequestParams(c[0]); got != c[1] {
			t.Errorf("RequestParams(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// routingService records the routing header and the authorization of every
// call. The first try of each unary call but CreateGame fails with
// UNAVAILABLE, so that retries are seen; a watch sends version 1 and
// breaks, and resumed sends version 2, the game's end.
type routingService struct {
	pb.UnimplementedGameServiceServer
	mu    sync.Mutex
	calls map[string][]string // method → "routing header|authorization" per call
}

func (s *routingService) record(ctx context.Context, method string) int {
	md, _ := metadata.FromIncomingContext(ctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.calls[method] = append(s.calls[method], fmt.Sprintf("%v|%v", md.Get(mg.RoutingHeader), md.Get("authorization")))
	return len(s.calls[method])
}

func routedGame(v uint64, finished bool) *pb.Game {
	st := pb.GameStatus_GAME_STATUS_PLAYING
	if finished {
		st = pb.GameStatus_GAME_STATUS_FINISHED
	}
	return &pb.Game{Name: routedName, Version: v, Status: st}
}

func answer[T any](s *routingService, ctx context.Context, method string, resp T) (T, error) {
	if s.record(ctx, method) == 1 && method != "CreateGame" {
		var zero T
		return zero, status.Error(codes.Unavailable, "try again")
	}
	return resp, nil
}

func (s *routingService) CreateGame(ctx context.Context, _ *pb.CreateGameRequest) (*pb.CreateGameResponse, error) {
	return answer(s, ctx, "CreateGame", &pb.CreateGameResponse{Game: routedGame(0, false)})
}

func (s *routingService) ListGames(ctx context.Context, _ *pb.ListGamesRequest) (*pb.ListGamesResponse, error) {
	return answer(s, ctx, "ListGames", &pb.ListGamesResponse{Games: []*pb.Game{routedGame(1, false)}})
}

func (s *routingService) FindGame(ctx context.Context, req *pb.FindGameRequest) (*pb.FindGameResponse, error) {
	return answer(s, ctx, "FindGame", &pb.FindGameResponse{Game: routedGame(1, false), Seat: 1, SeatToken: req.GetSeatToken()})
}

func (s *routingService) GetGame(ctx context.Context, _ *pb.GetGameRequest) (*pb.GetGameResponse, error) {
	return answer(s, ctx, "GetGame", &pb.GetGameResponse{Game: routedGame(1, false)})
}

func (s *routingService) JoinGame(ctx context.Context, _ *pb.JoinGameRequest) (*pb.JoinGameResponse, error) {
	return answer(s, ctx, "JoinGame", &pb.JoinGameResponse{Game: routedGame(1, false), Seat: 0, SeatToken: routedToken})
}

func (s *routingService) ListLegalMoves(ctx context.Context, _ *pb.ListLegalMovesRequest) (*pb.ListLegalMovesResponse, error) {
	return answer(s, ctx, "ListLegalMoves", &pb.ListLegalMovesResponse{Version: 1})
}

func (s *routingService) PreviewMove(ctx context.Context, _ *pb.PreviewMoveRequest) (*pb.PreviewMoveResponse, error) {
	return answer(s, ctx, "PreviewMove", &pb.PreviewMoveResponse{})
}

func (s *routingService) SubmitMove(ctx context.Context, _ *pb.SubmitMoveRequest) (*pb.SubmitMoveResponse, error) {
	return answer(s, ctx, "SubmitMove", &pb.SubmitMoveResponse{Game: routedGame(2, false)})
}

func (s *routingService) WatchGame(req *pb.WatchGameRequest, stream grpc.ServerStreamingServer[pb.WatchGameResponse]) error {
	s.record(stream.Context(), "WatchGame")
	if req.ResumeAfter == nil {
		snapshot := &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Snapshot{Snapshot: &pb.GameSnapshot{Game: routedGame(1, false)}}}
		if err := stream.Send(snapshot); err != nil {
			return err
		}
		return status.Error(codes.Unavailable, "the stream broke")
	}
	change := &pb.WatchGameResponse{Update: &pb.WatchGameResponse_Change{Change: &pb.GameChange{Version: 2, Game: routedGame(2, true)}}}
	return stream.Send(change)
}

func TestEveryCallAboutAGameCarriesTheRoutingHeader(t *testing.T) {
	svc := &routingService{calls: map[string][]string{}}
	c, err := mg.Dial(serve(t, svc), mg.WithRetry(fast))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := testContext(t)
	must := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	_, err = c.CreateGame(ctx, &pb.GameOptions{Players: 2}, nil)
	must("CreateGame", err)
	for _, err := range c.ListGames(ctx, pb.GameStatus_GAME_STATUS_UNSPECIFIED, 0) {
		must("ListGames", err)
	}
	_, err = c.FindGame(ctx, "finder", &pb.GameOptions{Players: 2})
	must("FindGame", err)
	_, err = c.GetGame(ctx, routedName)
	must("GetGame", err)
	seat, err := c.JoinGame(ctx, routedName, "joiner")
	must("JoinGame", err)
	_, err = c.ListLegalMoves(ctx, routedName)
	must("ListLegalMoves", err)
	_, err = c.PreviewMove(ctx, routedName, &pb.Move{})
	must("PreviewMove", err)
	_, err = seat.SubmitMove(ctx, &pb.Move{}, 1)
	must("SubmitMove", err)
	var versions []uint64
	for u, err := range c.Watch(ctx, routedName) {
		must("Watch", err)
		versions = append(versions, u.Version)
	}
	for u, err := range seat.Watch(ctx) {
		must("Seat.Watch", err)
		versions = append(versions, u.Version)
	}
	if !slices.Equal(versions, []uint64{1, 2, 1, 2}) {
		t.Fatalf("watched versions %v, want [1 2 1 2]", versions)
	}

	none := "[]|[]"
	routed := "[" + routedValue + "]|[]"
	authorized := "[" + routedValue + "]|[Bearer " + routedToken + "]"
	want := map[string][]string{
		"CreateGame": {none},
		"ListGames":  {none, none},
		"FindGame":   {none, none},
		// Each game call twice (the try that failed and its retry), each
		// watch twice (the break, the resume).
		"GetGame":        {routed, routed},
		"JoinGame":       {routed, routed},
		"ListLegalMoves": {routed, routed},
		"PreviewMove":    {routed, routed},
		"SubmitMove":     {authorized, authorized},
		"WatchGame":      {routed, routed, authorized, authorized},
	}
	for method, w := range want {
		if got := svc.calls[method]; !slices.Equal(got, w) {
			t.Errorf("%s: header|authorization %q, want %q", method, got, w)
		}
	}
}
