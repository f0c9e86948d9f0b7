package mountaingoats_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

var standingLine = regexp.MustCompile(`^[1-9]\d*\. .+ \(seat \d+\): \d+ points$`)

// checkStandingsText checks FormatStandings of a finished game: a line per
// seat, best first, with the seat's name and score.
func checkStandingsText(t *testing.T, final *pb.Game) {
	t.Helper()
	text := mg.FormatStandings(final)
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != len(final.GetSeats()) || !strings.HasSuffix(text, "\n") {
		t.Fatalf("FormatStandings gave %q, want a line per seat (%d)", text, len(final.GetSeats()))
	}
	for _, line := range lines {
		if !standingLine.MatchString(line) {
			t.Errorf("standings line %q is not `RANK. NAME (seat N): P points`", line)
		}
	}
	if !strings.HasPrefix(lines[0], "1. ") {
		t.Errorf("first line %q, want rank 1 first", lines[0])
	}
	for _, s := range final.GetBoard().GetResult().GetStandings() {
		want := final.GetSeats()[s.GetSeat()].GetPlayerName()
		if !strings.Contains(text, want+" (seat ") {
			t.Errorf("FormatStandings lacks seat %d's name %q: %q", s.GetSeat(), want, text)
		}
	}
}

func TestCreateGameWithHouseSeatsFinishesWhenOneSeatPlays(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, err := c.CreateGame(ctx, &pb.GameOptions{Players: 3}, newSeed(t),
		mg.WithHouseSeat(2, mg.HouseRandom), mg.WithHouseSeat(1, mg.HouseGreedy))
	if err != nil {
		t.Fatal(err)
	}
	if g.GetStatus() != pb.GameStatus_GAME_STATUS_OPEN {
		t.Fatalf("status %s with one seat free, want OPEN", g.GetStatus())
	}
	for i, want := range []string{"", mg.HouseGreedy, mg.HouseRandom} {
		seat := g.GetSeats()[i]
		if seat.GetHouseStrategy() != want || seat.GetTaken() != (want != "") {
			t.Fatalf("seat %d: taken %v, house strategy %q; want %q", i, seat.GetTaken(), seat.GetHouseStrategy(), want)
		}
	}
	seat, err := c.JoinGame(ctx, g.GetName(), "go-human")
	if err != nil {
		t.Fatal(err)
	}
	if seat.Index != 0 {
		t.Fatalf("joined seat %d, want 0, the only one free", seat.Index)
	}
	final, err := seat.Play(ctx, greedy)
	if err != nil {
		t.Fatal(err)
	}
	checkFinished(t, final, 3)
	if final.GetSeats()[1].GetHouseStrategy() != mg.HouseGreedy || final.GetSeats()[0].GetPlayerName() != "go-human" {
		t.Fatalf("seats of the finished game: %v", final.GetSeats())
	}
	checkStandingsText(t, final)
	if mg.FormatStandings(g) != "" {
		t.Errorf("FormatStandings of an open game: %q, want \"\"", mg.FormatStandings(g))
	}
}

func TestFindGameWithHouseFillFinishes(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	// Options of this test alone (a 4-player game with declining groups), so
	// that matchmaking seats it in a game of its own.
	opts := &pb.GameOptions{Players: 4, AllowDecliningGroups: true}
	start := time.Now()
	seat, err := c.FindGame(ctx, "go-finder", opts, mg.WithHouseAfter(time.Second), mg.WithHouseStrategy(mg.HouseRandom))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(seat.GameName, "games/") || seat.Joined.GetName() != seat.GameName || len(seat.Token) < 32 {
		t.Fatalf("seat: game %q (joined %q), token %q", seat.GameName, seat.Joined.GetName(), seat.Token)
	}
	if p := seat.Joined.GetSeats()[seat.Index].GetPlayerName(); p != "go-finder" {
		t.Fatalf("seat %d holds %q, want go-finder", seat.Index, p)
	}
	final, err := seat.Play(ctx, mg.FirstLegalMove)
	if err != nil {
		t.Fatal(err)
	}
	checkFinished(t, final, 4)
	if time.Since(start) < time.Second {
		t.Errorf("the game ended %v after the find: before the house fill of 1 s", time.Since(start))
	}
	for i, s := range final.GetSeats() {
		if uint32(i) != seat.Index && s.GetHouseStrategy() != mg.HouseRandom {
			t.Errorf("seat %d: house strategy %q, want random (filled after 1 s)", i, s.GetHouseStrategy())
		}
	}
	checkStandingsText(t, final)
}

func TestFindGameSentAgainWithTheSameTokenGetsTheSameSeat(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	opts := &pb.GameOptions{Players: 2, BigMountain: true, AllowDecliningGroups: true}
	token, dice := mg.NewSeatToken(), mg.NewDiceContribution()
	find := func() *mg.Seat {
		t.Helper()
		seat, err := c.FindGame(ctx, "go-again", opts, mg.WithSeatToken(token), mg.WithDiceContribution(dice),
			mg.WithHouseAfter(2*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		return seat
	}
	first, again := find(), find()
	if again.GameName != first.GameName || again.Index != first.Index || again.Token != token || first.Token != token {
		t.Fatalf("sent again: %s seat %d (token %q), first: %s seat %d (token %q); want the same seat and token %q",
			again.GameName, again.Index, again.Token, first.GameName, first.Index, first.Token, token)
	}
	taken := 0
	for _, s := range again.Joined.GetSeats() {
		if s.GetTaken() && s.GetHouseStrategy() == "" {
			taken++
		}
	}
	if taken != 1 {
		t.Fatalf("%d seats taken by players after two finds with one token, want 1: %v", taken, again.Joined.GetSeats())
	}
	if got := again.Joined.GetSeats()[again.Index].GetDiceContribution(); !bytes.Equal(got, dice) {
		t.Fatalf("the seat's dice contribution %x, want ours %x", got, dice)
	}
	final, err := first.Play(ctx, mg.FirstLegalMove) // the house bot comes after 2 s
	if err != nil {
		t.Fatal(err)
	}
	checkFinished(t, final, 2)
}

func TestHouseSeatsAndFindErrors(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	_, err := c.CreateGame(ctx, &pb.GameOptions{Players: 3}, nil, mg.WithHouseSeat(1, "clever"))
	wantError(t, err, codes.InvalidArgument, "INVALID_HOUSE_SEATS")
	if e := err.(*mg.Error); !strings.Contains(e.Message, "clever") || !strings.Contains(err.Error(), "INVALID_HOUSE_SEATS") {
		t.Errorf("the error does not carry the server's reason and message: %v", err)
	}
	_, err = c.CreateGame(ctx, &pb.GameOptions{Players: 3}, nil, mg.WithHouseSeat(3, mg.HouseGreedy))
	wantError(t, err, codes.InvalidArgument, "INVALID_HOUSE_SEATS")
	_, err = c.CreateGame(ctx, &pb.GameOptions{Players: 3}, nil, mg.WithHouseSeat(1, mg.HouseGreedy), mg.WithHouseSeat(1, mg.HouseRandom))
	wantError(t, err, codes.InvalidArgument, "INVALID_HOUSE_SEATS")

	_, err = c.FindGame(ctx, "go-bad", &pb.GameOptions{Players: 2}, mg.WithHouseAfter(time.Second), mg.WithHouseStrategy("clever"))
	wantError(t, err, codes.InvalidArgument, "INVALID_HOUSE_SEATS")
	_, err = c.FindGame(ctx, "go-bad", &pb.GameOptions{Players: 2}, mg.WithHouseAfter(2*time.Hour))
	wantError(t, err, codes.InvalidArgument, "INVALID_OPTIONS")
	first := uint32(0)
	_, err = c.FindGame(ctx, "go-bad", &pb.GameOptions{Players: 2, FirstSeat: &first}, mg.WithHouseAfter(time.Second))
	wantError(t, err, codes.InvalidArgument, "INVALID_OPTIONS")
	if _, err := c.FindGame(ctx, "go-bad", &pb.GameOptions{Players: 2}, mg.AtSeat(1)); err == nil || !strings.Contains(err.Error(), "AtSeat") {
		t.Fatalf("FindGame with AtSeat: %v, want an error naming AtSeat", err)
	}
}

// findService fails FindGame with UNAVAILABLE the first `fails` times, as a
// restarting server would, and records every request; CreateGame always
// fails with UNAVAILABLE.
type findService struct {
	pb.UnimplementedGameServiceServer
	mu      sync.Mutex
	fails   int
	finds   []*pb.FindGameRequest
	creates int
}

func (s *findService) FindGame(_ context.Context, req *pb.FindGameRequest) (*pb.FindGameResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.finds = append(s.finds, req)
	if len(s.finds) <= s.fails {
		return nil, status.Error(codes.Unavailable, "restarting")
	}
	return &pb.FindGameResponse{Game: &pb.Game{Name: "games/found"}, Seat: 1, SeatToken: req.GetSeatToken()}, nil
}

func (s *findService) CreateGame(context.Context, *pb.CreateGameRequest) (*pb.CreateGameResponse, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.creates++
	return nil, status.Error(codes.Unavailable, "restarting")
}

func TestFindGameRetriesWithTheSameTokenAndCreateDoesNot(t *testing.T) {
	svc := &findService{fails: 2}
	c, err := mg.Dial(serve(t, svc), mg.WithRetry(fast))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := testContext(t)
	seat, err := c.FindGame(ctx, "go", &pb.GameOptions{Players: 2}, mg.WithHouseAfter(1500*time.Millisecond), mg.WithHouseStrategy(mg.HouseExpert))
	if err != nil {
		t.Fatal(err)
	}
	if len(svc.finds) != 3 {
		t.Fatalf("%d FindGame requests, want 3 (two UNAVAILABLE, then the answer)", len(svc.finds))
	}
	first := svc.finds[0]
	if len(first.GetSeatToken()) != 64 || len(first.GetDiceContribution()) != 32 {
		t.Fatalf("seat token %q, dice contribution %x: want 64 hex characters and 32 bytes drawn by the client", first.GetSeatToken(), first.GetDiceContribution())
	}
	if first.GetHouseFillSeconds() != 2 || first.GetHouseStrategy() != mg.HouseExpert || first.GetPlayerName() != "go" {
		t.Fatalf("request %v: want house_fill_seconds 2 (1.5 s rounded up), house_strategy expert", first)
	}
	for i, r := range svc.finds[1:] {
		if r.GetSeatToken() != first.GetSeatToken() || !bytes.Equal(r.GetDiceContribution(), first.GetDiceContribution()) {
			t.Fatalf("retry %d sent token %q and dice %x, the first %q and %x: want them unchanged", i+1,
				r.GetSeatToken(), r.GetDiceContribution(), first.GetSeatToken(), first.GetDiceContribution())
		}
	}
	if seat.GameName != "games/found" || seat.Index != 1 || seat.Token != first.GetSeatToken() {
		t.Fatalf("seat %s %d token %q", seat.GameName, seat.Index, seat.Token)
	}

	_, err = c.CreateGame(ctx, &pb.GameOptions{Players: 2}, nil, mg.WithHouseSeat(1, mg.HouseGreedy))
	if mg.CodeOf(err) != codes.Unavailable || svc.creates != 1 {
		t.Fatalf("CreateGame: %v after %d requests, want UNAVAILABLE after 1 (not retried)", err, svc.creates)
	}
}
