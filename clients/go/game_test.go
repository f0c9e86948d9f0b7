package mountaingoats_test

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"iter"
	"net"
	"strings"
	"sync"
	"testing"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
)

func dial(t *testing.T, addr string) *mg.Client {
	t.Helper()
	c, err := mg.Dial(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

func newSeed(t *testing.T) []byte {
	seed := make([]byte, 32)
	if _, err := rand.Read(seed); err != nil {
		t.Fatal(err)
	}
	return seed
}

func createGame(t *testing.T, ctx context.Context, c *mg.Client, players uint32) *pb.Game {
	t.Helper()
	g, err := c.CreateGame(ctx, &pb.GameOptions{Players: players}, newSeed(t))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// startedGame creates a game of n players and joins every seat.
func startedGame(t *testing.T, ctx context.Context, c *mg.Client, n uint32) (*pb.Game, []*mg.Seat) {
	t.Helper()
	g := createGame(t, ctx, c, n)
	var seats []*mg.Seat
	for i := range n {
		s, err := c.JoinGame(ctx, g.GetName(), fmt.Sprintf("go-%d", i))
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, s)
	}
	g, err := c.GetGame(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	return g, seats
}

func wantError(t *testing.T, err error, code codes.Code, reason string) {
	t.Helper()
	var e *mg.Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v, want a *mountaingoats.Error %s %s", err, code, reason)
	}
	if e.Code != code || e.Reason != reason {
		t.Fatalf("got %s %q (%s), want %s %q", e.Code, e.Reason, e.Message, code, reason)
	}
	if e.Domain != mg.ErrorDomain {
		t.Errorf("ErrorInfo domain %q, want %q", e.Domain, mg.ErrorDomain)
	}
	if !errors.Is(err, &mg.Error{Code: code, Reason: reason}) || mg.CodeOf(err) != code || mg.ReasonOf(err) != reason {
		t.Errorf("errors.Is / CodeOf / ReasonOf disagree with %v", err)
	}
}

func TestCreateGame(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	seed := newSeed(t)
	first := uint32(1)
	g, err := c.CreateGame(ctx, &pb.GameOptions{Players: 3, BigMountain: true, FirstSeat: &first}, seed)
	if err != nil {
		t.Fatal(err)
	}
	if g.GetStatus() != pb.GameStatus_GAME_STATUS_OPEN || g.GetVersion() != 1 || len(g.GetSeats()) != 3 {
		t.Fatalf("new game: status %s, version %d, %d seats", g.GetStatus(), g.GetVersion(), len(g.GetSeats()))
	}
	if len(g.GetName()) <= len("games/") || g.GetName()[:6] != "games/" {
		t.Fatalf("name %q, want games/{id}", g.GetName())
	}
	if g.GetSeedSha256() != mg.SeedCommitment(seed) || len(g.GetSeed()) != 0 {
		t.Fatalf("seed_sha256 %q (seed %x revealed), want %q and no seed", g.GetSeedSha256(), g.GetSeed(), mg.SeedCommitment(seed))
	}
	if !g.GetOptions().GetBigMountain() || g.GetOptions().GetFirstSeat() != 1 {
		t.Fatalf("options not kept: %v", g.GetOptions())
	}
	got, err := c.GetGame(ctx, g.GetName())
	if err != nil || got.GetName() != g.GetName() || got.GetVersion() != 1 {
		t.Fatalf("GetGame: %v, %v", got, err)
	}
	// Without a first seat, the server draws it from the seed.
	g, err = c.CreateGame(ctx, &pb.GameOptions{Players: 4}, seed)
	if err != nil {
		t.Fatal(err)
	}
	if want := mg.FirstSeat(seed, 4); g.GetOptions().GetFirstSeat() != want {
		t.Fatalf("drawn first seat %d, the seed gives %d", g.GetOptions().GetFirstSeat(), want)
	}
}

func TestJoinGame(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g := createGame(t, ctx, c, 2)
	a, err := c.JoinGame(ctx, g.GetName(), "alice", mg.AtSeat(1))
	if err != nil {
		t.Fatal(err)
	}
	if a.Index != 1 || a.Token == "" || a.GameName != g.GetName() {
		t.Fatalf("join: seat %d, token %q, game %q", a.Index, a.Token, a.GameName)
	}
	if a.Joined.GetVersion() != 2 || a.Joined.GetStatus() != pb.GameStatus_GAME_STATUS_OPEN || a.Joined.GetSeats()[1].GetPlayerName() != "alice" {
		t.Fatalf("after one join: %v", a.Joined)
	}
	_, err = c.JoinGame(ctx, g.GetName(), "mallory", mg.AtSeat(1))
	wantError(t, err, codes.AlreadyExists, "SEAT_TAKEN")
	b, err := c.JoinGame(ctx, g.GetName(), "bob")
	if err != nil {
		t.Fatal(err)
	}
	if b.Index != 0 || b.Token == a.Token {
		t.Fatalf("second join: seat %d", b.Index)
	}
	started := b.Joined
	if started.GetStatus() != pb.GameStatus_GAME_STATUS_PLAYING || started.GetVersion() != 3 || len(started.GetBoard().GetRoll().GetDice()) != 4 {
		t.Fatalf("the full game did not start: %v", started)
	}
	_, err = c.JoinGame(ctx, g.GetName(), "carol")
	wantError(t, err, codes.FailedPrecondition, "GAME_FULL")
}

func TestJoinGameRetryWithSameSeatToken(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g := createGame(t, ctx, c, 2)
	token := mg.NewSeatToken()
	a, err := c.JoinGame(ctx, g.GetName(), "alice", mg.WithSeatToken(token))
	if err != nil {
		t.Fatal(err)
	}
	// The same join again, as after a lost answer: the same seat, not another.
	b, err := c.JoinGame(ctx, g.GetName(), "alice", mg.WithSeatToken(token))
	if err != nil {
		t.Fatal(err)
	}
	if a.Index != b.Index || a.Token != token || b.Token != token {
		t.Fatalf("joins with one token: seats %d and %d, tokens %q and %q, want %q", a.Index, b.Index, a.Token, b.Token, token)
	}
	got, err := c.GetGame(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	taken := 0
	for _, s := range got.GetSeats() {
		if s.GetTaken() {
			taken++
		}
	}
	if taken != 1 || got.GetStatus() != pb.GameStatus_GAME_STATUS_OPEN || got.GetVersion() != 2 {
		t.Fatalf("after two joins with one token: %d seats taken, status %s, version %d", taken, got.GetStatus(), got.GetVersion())
	}
	_, err = c.JoinGame(ctx, g.GetName(), "bob", mg.WithSeatToken("short"))
	wantError(t, err, codes.InvalidArgument, "INVALID_SEAT_TOKEN")
}

// observe watches a game to its end, collecting every update.
func observe(ctx context.Context, c *mg.Client, name string) ([]*mg.Update, error) {
	var updates []*mg.Update
	for u, err := range c.Watch(ctx, name) {
		if err != nil {
			return updates, err
		}
		updates = append(updates, u)
	}
	return updates, nil
}

// playAll plays every seat of a game concurrently with the wrapper's Play.
func playAll(t *testing.T, ctx context.Context, seats []*mg.Seat, strategy mg.Strategy) []*pb.Game {
	t.Helper()
	finals := make([]*pb.Game, len(seats))
	errs := make([]error, len(seats))
	var wg sync.WaitGroup
	for i, s := range seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			finals[i], errs[i] = s.Play(ctx, strategy)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	return finals
}

func greedy(_ *pb.Game, moves []*pb.LegalMove) (*pb.Move, error) {
	best := moves[0]
	for _, m := range moves {
		if mg.TokensTaken(m.GetEvents()) > mg.TokensTaken(best.GetEvents()) {
			best = m
		}
	}
	return best.GetMove(), nil
}

func checkFinished(t *testing.T, g *pb.Game, players int) {
	t.Helper()
	if g.GetStatus() != pb.GameStatus_GAME_STATUS_FINISHED {
		t.Fatalf("status %s, want FINISHED", g.GetStatus())
	}
	res := g.GetBoard().GetResult()
	if len(res.GetStandings()) != players || len(res.GetWinners()) == 0 || len(g.GetSeed()) != 32 {
		t.Fatalf("finished game: %d standings, winners %v, seed %x", len(res.GetStandings()), res.GetWinners(), g.GetSeed())
	}
}

func TestFullGameOfBots(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g := createGame(t, ctx, c, 3)
	var seats []*mg.Seat
	for i := range 3 {
		s, err := c.JoinGame(ctx, g.GetName(), fmt.Sprintf("go-bot-%d", i))
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, s)
	}
	finals := playAll(t, ctx, seats, greedy)
	for _, f := range finals {
		checkFinished(t, f, 3)
	}
	g, err := c.GetGame(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	checkFinished(t, g, 3)
	if g.GetVersion() != finals[0].GetVersion() {
		t.Fatalf("GetGame version %d, Play ended at %d", g.GetVersion(), finals[0].GetVersion())
	}
	// A watch of a finished game: a snapshot of the end, then the stream ends.
	updates, err := observe(ctx, c, g.GetName())
	if err != nil || len(updates) != 1 || !updates[0].Snapshot || !updates[0].Finished() {
		t.Fatalf("watch of a finished game: %d updates, %v", len(updates), err)
	}
}

func TestWatchFromFirstToLastVersion(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g := createGame(t, ctx, c, 2)
	type result struct {
		updates []*mg.Update
		err     error
	}
	done := make(chan result, 1)
	firstSeen := make(chan struct{})
	go func() {
		var r result
		for u, err := range c.Watch(ctx, g.GetName()) {
			if err != nil {
				r.err = err
				break
			}
			r.updates = append(r.updates, u)
			if len(r.updates) == 1 {
				close(firstSeen)
			}
		}
		done <- r
	}()
	<-firstSeen // the snapshot of version 1 is in: nobody joined yet
	var seats []*mg.Seat
	for _, name := range []string{"go-a", "go-b"} {
		s, err := c.JoinGame(ctx, g.GetName(), name)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, s)
	}
	finals := playAll(t, ctx, seats, mg.FirstLegalMove)
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	checkVersions(t, r.updates, finals[0])
	checkDice(t, r.updates)
}

func TestDiceContributions(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	// No seed: the server draws one and mixes the players' contributions in.
	g, err := c.CreateGame(ctx, &pb.GameOptions{Players: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if g.GetDiceSource() != pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS || g.GetOptions().FirstSeat != nil {
		t.Fatalf("a server-drawn seed: dice source %s, first seat %v", g.GetDiceSource(), g.GetOptions().FirstSeat)
	}
	_, err = c.JoinGame(ctx, g.GetName(), "too-short", mg.WithDiceContribution([]byte("short")))
	wantError(t, err, codes.InvalidArgument, "INVALID_DICE_CONTRIBUTION")
	type result struct {
		updates []*mg.Update
		err     error
	}
	done := make(chan result, 1)
	firstSeen := make(chan struct{})
	go func() {
		var r result
		for u, err := range c.Watch(ctx, g.GetName()) {
			if err != nil {
				r.err = err
				break
			}
			r.updates = append(r.updates, u)
			if len(r.updates) == 1 {
				close(firstSeen)
			}
		}
		done <- r
	}()
	<-firstSeen // every roll is seen from here on
	// By default, 32 random bytes.
	a, err := c.JoinGame(ctx, g.GetName(), "go-a")
	if err != nil {
		t.Fatal(err)
	}
	// None, as a client that knows nothing of contributions.
	b, err := c.JoinGame(ctx, g.GetName(), "go-b", mg.WithDiceContribution(nil))
	if err != nil {
		t.Fatal(err)
	}
	started := b.Joined
	if n := len(started.GetSeats()[a.Index].GetDiceContribution()); n != 32 {
		t.Fatalf("seat %d contributed %d bytes, want 32", a.Index, n)
	}
	if n := len(started.GetSeats()[b.Index].GetDiceContribution()); n != 0 {
		t.Fatalf("seat %d contributed %d bytes, want none", b.Index, n)
	}
	if d := mg.DescribeDice(started); !strings.Contains(d, "(1 of 2 seated players contributed)") {
		t.Fatalf("DescribeDice: %q", d)
	}
	finals := playAll(t, ctx, []*mg.Seat{a, b}, mg.FirstLegalMove)
	r := <-done
	if r.err != nil {
		t.Fatal(r.err)
	}
	checkDice(t, r.updates)
	if want := mg.FirstSeat(mg.DiceSeed(finals[0]), 2); finals[0].GetOptions().GetFirstSeat() != want {
		t.Fatalf("first seat %d, the mixed seed gives %d", finals[0].GetOptions().GetFirstSeat(), want)
	}
}

// checkVersions asserts a snapshot of version 1, then every change in order
// with no gap, up to the final version.
func checkVersions(t *testing.T, updates []*mg.Update, final *pb.Game) {
	t.Helper()
	if len(updates) < 4 || !updates[0].Snapshot || updates[0].Version != 1 {
		t.Fatalf("%d updates, first %+v: want a snapshot of version 1 first", len(updates), updates[0])
	}
	for i, u := range updates[1:] {
		if u.Snapshot || u.Version != uint64(i+2) || u.Game.GetVersion() != u.Version || len(u.Events) == 0 {
			t.Fatalf("update %d: snapshot %v, version %d (game %d), %d events; want change %d", i+1, u.Snapshot, u.Version, u.Game.GetVersion(), len(u.Events), i+2)
		}
	}
	last := updates[len(updates)-1]
	if !last.Finished() || last.Version != final.GetVersion() {
		t.Fatalf("last update: version %d finished %v; the game ended at %d", last.Version, last.Finished(), final.GetVersion())
	}
	if last.Events[len(last.Events)-1].GetGameOver() == nil {
		t.Fatalf("the last change does not end with GameOver: %v", last.Events)
	}
}

// checkDice re-derives every roll seen from the revealed seed.
func checkDice(t *testing.T, updates []*mg.Update) {
	t.Helper()
	var events []*pb.Event
	for _, u := range updates {
		events = append(events, u.Events...)
	}
	rolls := mg.DiceRolls(events)
	final := updates[len(updates)-1].Game
	if len(rolls) == 0 || uint64(len(rolls)) != final.GetBoard().GetTurn()+1 && uint64(len(rolls)) != final.GetBoard().GetTurn() {
		t.Fatalf("%d rolls seen, the game ended on turn %d", len(rolls), final.GetBoard().GetTurn())
	}
	for i, r := range rolls {
		if r.GetTurn() != uint64(i) {
			t.Fatalf("roll %d is of turn %d", i, r.GetTurn())
		}
	}
	if err := mg.VerifyGame(final, rolls); err != nil {
		t.Fatal(err)
	}
	// The players mixed their contributions into a server-drawn seed: the
	// seed alone does not give these dice.
	if final.GetDiceSource() == pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS {
		if err := mg.VerifyDice(final.GetSeed(), final.GetSeedSha256(), rolls); err == nil {
			t.Fatal("the seed alone explains dice the players' contributions were mixed into")
		}
	}
}

// flakyProxy forwards TCP connections to addr and can drop them all.
type flakyProxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newFlakyProxy(t *testing.T, addr string) *flakyProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &flakyProxy{ln: ln}
	t.Cleanup(func() { _ = ln.Close(); p.drop() })
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			out, err := net.Dial("tcp", addr)
			if err != nil {
				_ = in.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, in, out)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(out, in); _ = out.Close() }()
			go func() { _, _ = io.Copy(in, out); _ = in.Close() }()
		}
	}()
	return p
}

func (p *flakyProxy) addr() string { return p.ln.Addr().String() }

func (p *flakyProxy) drop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		_ = c.Close()
	}
	p.conns = nil
}

func TestWatchAndPlayResumeAfterDroppedConnections(t *testing.T) {
	ctx := testContext(t)
	addr := serverAddr(t)
	proxy := newFlakyProxy(t, addr)
	c := dial(t, addr)
	flaky := dial(t, proxy.addr())
	g := createGame(t, ctx, c, 2)
	a, err := flaky.JoinGame(ctx, g.GetName(), "go-flaky")
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.JoinGame(ctx, g.GetName(), "go-steady")
	if err != nil {
		t.Fatal(err)
	}
	type result struct {
		updates []*mg.Update
		err     error
	}
	watched := make(chan result, 1)
	go func() {
		u, err := observe(ctx, flaky, g.GetName())
		watched <- result{u, err}
	}()
	// Drop every connection through the proxy on a few of a's moves.
	moves, drops := 0, 0
	dropping := func(game *pb.Game, legal []*pb.LegalMove) (*pb.Move, error) {
		moves++
		if moves%3 == 0 && drops < 5 {
			drops++
			proxy.drop()
		}
		return greedy(game, legal)
	}
	var wg sync.WaitGroup
	var finalA, finalB *pb.Game
	var errA, errB error
	wg.Add(2)
	go func() { defer wg.Done(); finalA, errA = a.Play(ctx, dropping) }()
	go func() { defer wg.Done(); finalB, errB = b.Play(ctx, greedy) }()
	wg.Wait()
	if errA != nil || errB != nil {
		t.Fatalf("play through a flaky connection: %v / %v", errA, errB)
	}
	checkFinished(t, finalA, 2)
	t.Logf("%d moves of the flaky seat, %d connection drops", moves, drops)
	if drops == 0 {
		t.Fatalf("only %d moves: no connection was dropped", moves)
	}
	r := <-watched
	if r.err != nil {
		t.Fatal(r.err)
	}
	// The observer started after the joins: a snapshot, then no gap.
	for i := 1; i < len(r.updates); i++ {
		if r.updates[i].Version != r.updates[i-1].Version+1 {
			t.Fatalf("gap in the resumed watch: %d then %d", r.updates[i-1].Version, r.updates[i].Version)
		}
	}
	if last := r.updates[len(r.updates)-1]; !last.Finished() || last.Version != finalB.GetVersion() {
		t.Fatalf("the resumed watch ended at %d, the game at %d", last.Version, finalB.GetVersion())
	}
}

func TestIllegalMove(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, seats := startedGame(t, ctx, c, 2)
	mover := seats[g.GetBoard().GetCurrentSeat()]
	dice := g.GetBoard().GetRoll().GetDice()
	// Only the first die grouped: the rulebook wants every die used.
	move := &pb.Move{Faces: dice, Groups: []*pb.Group{{Dice: []uint32{0}}}}
	_, err := mover.SubmitMove(ctx, move, g.GetVersion())
	wantError(t, err, codes.FailedPrecondition, "DICE_LEFT_OUT")
	after, _ := c.GetGame(ctx, g.GetName())
	if after.GetVersion() != g.GetVersion() {
		t.Fatalf("an illegal move changed the game: version %d -> %d", g.GetVersion(), after.GetVersion())
	}
}

func TestNotYourTurn(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, seats := startedGame(t, ctx, c, 2)
	legal, err := c.LegalMoves(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	other := seats[1-g.GetBoard().GetCurrentSeat()]
	_, err = other.SubmitMove(ctx, legal.GetLegalMoves()[0].GetMove(), g.GetVersion())
	wantError(t, err, codes.FailedPrecondition, "NOT_YOUR_TURN")
}

func TestWrongAndMissingToken(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, _ := startedGame(t, ctx, c, 2)
	legal, err := c.LegalMoves(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	move := legal.GetLegalMoves()[0].GetMove()
	impostor := c.Seat(g.GetName(), g.GetBoard().GetCurrentSeat(), "not-the-token")
	_, err = impostor.SubmitMove(ctx, move, g.GetVersion())
	wantError(t, err, codes.PermissionDenied, "TOKEN_INVALID")
	_, err = c.Service().SubmitMove(ctx, &pb.SubmitMoveRequest{Name: g.GetName(), Move: move})
	// The raw stub's error, seen through the package's helpers.
	if mg.CodeOf(err) != codes.Unauthenticated || mg.ReasonOf(err) != "TOKEN_MISSING" {
		t.Fatalf("no token: got %v, want UNAUTHENTICATED TOKEN_MISSING", err)
	}
}

func TestUnknownGame(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g := createGame(t, ctx, c, 2)
	// A well-formed name no game has: this game's id with its last letter changed.
	name := []byte(g.GetName())
	if name[len(name)-1] == 'a' {
		name[len(name)-1] = 'b'
	} else {
		name[len(name)-1] = 'a'
	}
	_, err := c.GetGame(ctx, string(name))
	wantError(t, err, codes.NotFound, "GAME_NOT_FOUND")
	_, err = c.JoinGame(ctx, string(name), "nobody")
	wantError(t, err, codes.NotFound, "GAME_NOT_FOUND")
	for _, err := range c.Watch(ctx, string(name)) {
		wantError(t, err, codes.NotFound, "GAME_NOT_FOUND")
	}
}

func TestStaleVersionAndRequestIDRetry(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, seats := startedGame(t, ctx, c, 2)
	legal, err := c.LegalMoves(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	mover := seats[legal.GetSeat()]
	move := legal.GetLegalMoves()[0].GetMove()
	_, err = mover.SubmitMove(ctx, move, g.GetVersion()-1)
	wantError(t, err, codes.FailedPrecondition, "STALE_VERSION")
	id := mg.NewRequestID()
	first, err := mover.SubmitMoveWithID(ctx, move, g.GetVersion(), id)
	if err != nil {
		t.Fatal(err)
	}
	again, err := mover.SubmitMoveWithID(ctx, move, g.GetVersion(), id)
	if err != nil {
		t.Fatalf("a retry with the same request id: %v", err)
	}
	if again.GetGame().GetVersion() != first.GetGame().GetVersion() || first.GetGame().GetVersion() != g.GetVersion()+1 {
		t.Fatalf("versions: before %d, first answer %d, retry %d", g.GetVersion(), first.GetGame().GetVersion(), again.GetGame().GetVersion())
	}
}

func firstUpdate(t *testing.T, updates iter.Seq2[*mg.Update, error]) *mg.Update {
	t.Helper()
	for u, err := range updates {
		if err != nil {
			t.Fatal(err)
		}
		return u // breaking out ends the stream
	}
	t.Fatal("the watch ended without an update")
	return nil
}

func TestSeatWatchCarriesLegalMoves(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, seats := startedGame(t, ctx, c, 2)
	current := g.GetBoard().GetCurrentSeat()
	mine := firstUpdate(t, seats[current].Watch(ctx))
	if !mine.Snapshot || mine.Version != g.GetVersion() || len(mine.LegalMoves) == 0 {
		t.Fatalf("the seat to move: snapshot %v, version %d, %d legal moves", mine.Snapshot, mine.Version, len(mine.LegalMoves))
	}
	legal, err := c.LegalMoves(ctx, g.GetName())
	if err != nil {
		t.Fatal(err)
	}
	if len(legal.GetLegalMoves()) != len(mine.LegalMoves) {
		t.Fatalf("the watch has %d legal moves, ListLegalMoves %d", len(mine.LegalMoves), len(legal.GetLegalMoves()))
	}
	if other := firstUpdate(t, seats[1-current].Watch(ctx)); len(other.LegalMoves) != 0 {
		t.Fatalf("the seat not to move got %d legal moves", len(other.LegalMoves))
	}
	if anon := firstUpdate(t, c.Watch(ctx, g.GetName())); len(anon.LegalMoves) != 0 {
		t.Fatalf("an anonymous watcher got %d legal moves", len(anon.LegalMoves))
	}
}

func TestListGamesAndPreviewMove(t *testing.T) {
	ctx := testContext(t)
	c := dial(t, serverAddr(t))
	g, _ := startedGame(t, ctx, c, 2)
	found := false
	for listed, err := range c.ListGames(ctx, pb.GameStatus_GAME_STATUS_PLAYING, 2) {
		if err != nil {
			t.Fatal(err)
		}
		if listed.GetStatus() != pb.GameStatus_GAME_STATUS_PLAYING {
			t.Fatalf("listed %s with status %s", listed.GetName(), listed.GetStatus())
		}
		if listed.GetName() == g.GetName() {
			found = true
			break
		}
	}
	if !found {
		t.Fatalf("%s is not among the playing games", g.GetName())
	}
	moves, err := c.ListLegalMoves(ctx, g.GetName())
	if err != nil || moves.GetVersion() != g.GetVersion() || len(moves.GetLegalMoves()) == 0 {
		t.Fatalf("legal moves: %v, %v", moves, err)
	}
	preview, err := c.PreviewMove(ctx, g.GetName(), moves.GetLegalMoves()[0].GetMove())
	if err != nil {
		t.Fatal(err)
	}
	if len(preview.GetEvents()) != len(moves.GetLegalMoves()[0].GetEvents()) {
		t.Fatalf("preview: %d events, the legal move says %d", len(preview.GetEvents()), len(moves.GetLegalMoves()[0].GetEvents()))
	}
	if now, err := c.GetGame(ctx, g.GetName()); err != nil || now.GetVersion() != g.GetVersion() {
		t.Fatalf("the preview changed the game: %v, %v", now, err)
	}
}
