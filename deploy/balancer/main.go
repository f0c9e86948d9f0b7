// Command balancer-client is the client of deploy/balancer-test.sh. It
// talks to the servers through a load balancer, from a chosen loopback
// source address (the client address the balancer sees and forwards):
//
//	-mode streams -expect all: creates a game, opens -streams WatchGame
//	  streams over one HTTP/2 connection, and checks that every stream gets
//	  its snapshot, that a move made through the balancer reaches every
//	  stream, and that none has ended;
//	-mode streams -expect capped: checks that at most -cap streams got
//	  their snapshot and every other one was refused (the per-address
//	  connection cap of a server that does not trust the balancer);
//	-mode rate: calls until RATE_LIMITED from -from, then checks that an
//	  X-Forwarded-For header the client writes itself does not move it to
//	  another bucket, and that a client from -other is served;
//	-mode route -expect hashed: creates -games games (calls that name no
//	  game), then makes seven calls about each with its routing header
//	  (x-goog-request-params: name=games/ID, every other call spelled
//	  name=games%2FID), and reads the balancer's access log (-log, lines of
//	  `client|upstream|routing header|uri`): every call about one game went
//	  to one server, the games spread over several servers, and so did the
//	  calls that name no game;
//	-mode route -expect split: the same calls, and checks that some game's
//	  calls went to more than one server (a balancer that does not hash:
//	  the check above can fail).
//
// It prints what it saw, and exits non-zero when that is not what was
// expected.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"net"
	"os"
	"regexp"
	"sort"
	"strings"
	"time"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

func main() {
	addr := flag.String("addr", "", "the load balancer, host:port")
	from := flag.String("from", "127.0.0.2", "the source address to connect from")
	other := flag.String("other", "127.0.0.3", "-mode rate: another client's source address")
	mode := flag.String("mode", "streams", "streams or rate")
	streams := flag.Int("streams", 300, "-mode streams: how many WatchGame streams")
	expect := flag.String("expect", "all", "-mode streams: all, or capped; -mode route: hashed, or split")
	limit := flag.Int("cap", 128, "-expect capped: the most streams that may be served")
	games := flag.Int("games", 24, "-mode route: how many games")
	accessLog := flag.String("log", "", "-mode route: the balancer's access log")
	flag.Parse()
	if *addr == "" {
		fail("-addr is required")
	}
	var err error
	switch *mode {
	case "streams":
		err = watchMany(*addr, *from, *streams, *expect, *limit)
	case "rate":
		err = rateBuckets(*addr, *from, *other)
	case "route":
		err = routeByGame(*addr, *from, *games, *accessLog, *expect)
	default:
		err = fmt.Errorf("unknown -mode %q", *mode)
	}
	if err != nil {
		fail(err.Error())
	}
}

func fail(message string) {
	fmt.Fprintln(os.Stderr, "balancer-client: FAIL:", message)
	os.Exit(1)
}

// dial connects to addr from the local address from: one HTTP/2
// connection, whatever the number of calls on it.
func dial(addr, from string) (*grpc.ClientConn, pb.GameServiceClient, error) {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	conn, err := grpc.NewClient("passthrough:///"+addr,
		grpc.WithTransportCredentials(insecure.NewCredentials()),
		grpc.WithContextDialer(func(ctx context.Context, target string) (net.Conn, error) {
			return dialer.DialContext(ctx, "tcp", target)
		}))
	if err != nil {
		return nil, nil, err
	}
	return conn, pb.NewGameServiceClient(conn), nil
}

func reason(err error) string {
	for _, d := range status.Convert(err).Details() {
		if info, ok := d.(*errdetails.ErrorInfo); ok {
			return info.GetReason()
		}
	}
	return ""
}

func describe(err error) string {
	s := status.Convert(err)
	if r := reason(err); r != "" {
		return fmt.Sprintf("%s %s", s.Code(), r)
	}
	msg := s.Message()
	if len(msg) > 80 {
		msg = msg[:80] + "…"
	}
	return fmt.Sprintf("%s (%s)", s.Code(), msg)
}

func requestID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// A two-player game with both seats taken (so it has started); the seat
// tokens by seat.
func startedGame(ctx context.Context, svc pb.GameServiceClient) (*pb.Game, map[uint32]string, error) {
	created, err := svc.CreateGame(ctx, &pb.CreateGameRequest{Options: &pb.GameOptions{Players: 2}})
	if err != nil {
		return nil, nil, fmt.Errorf("CreateGame: %s", describe(err))
	}
	name := created.GetGame().GetName()
	tokens := map[uint32]string{}
	for seat := uint32(0); seat < 2; seat++ {
		joined, err := svc.JoinGame(ctx, &pb.JoinGameRequest{Name: name, PlayerName: fmt.Sprintf("goat %d", seat), Seat: &seat})
		if err != nil {
			return nil, nil, fmt.Errorf("JoinGame: %s", describe(err))
		}
		tokens[joined.GetSeat()] = joined.GetSeatToken()
	}
	game, err := svc.GetGame(ctx, &pb.GetGameRequest{Name: name})
	if err != nil {
		return nil, nil, fmt.Errorf("GetGame: %s", describe(err))
	}
	return game.GetGame(), tokens, nil
}

// One watch stream's story.
type watcher struct {
	snapshot chan error // its first message (nil) or why it failed
	moved    chan struct{}
	ended    chan error // closed streams: why
}

func watch(ctx context.Context, svc pb.GameServiceClient, name string, after uint64, w *watcher) {
	stream, err := svc.WatchGame(ctx, &pb.WatchGameRequest{Name: name})
	if err == nil {
		var first *pb.WatchGameResponse
		first, err = stream.Recv()
		if err == nil && first.GetSnapshot() == nil {
			err = errors.New("the first message is not a snapshot")
		}
	}
	w.snapshot <- err
	if err != nil {
		return
	}
	moved := false
	for {
		msg, err := stream.Recv()
		if err != nil {
			if ctx.Err() == nil {
				w.ended <- err
			}
			return
		}
		if c := msg.GetChange(); c != nil && c.GetVersion() > after && !moved {
			moved = true
			w.moved <- struct{}{}
		}
	}
}

func watchMany(addr, from string, n int, expect string, limit int) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	conn, svc, err := dial(addr, from)
	if err != nil {
		return err
	}
	defer conn.Close()
	setup, setupDone := context.WithTimeout(ctx, 10*time.Second)
	defer setupDone()
	game, tokens, err := startedGame(setup, svc)
	if err != nil {
		return err
	}
	name, version := game.GetName(), game.GetVersion()

	w := &watcher{snapshot: make(chan error, n), moved: make(chan struct{}, n), ended: make(chan error, n)}
	start := time.Now()
	for i := 0; i < n; i++ {
		go watch(ctx, svc, name, version, w)
	}
	served := 0
	refused := map[string]int{}
	timeout := time.After(20 * time.Second)
	for i := 0; i < n; i++ {
		select {
		case err := <-w.snapshot:
			if err == nil {
				served++
			} else {
				refused[describe(err)]++
			}
		case <-timeout:
			return fmt.Errorf("after 20 s, %d of %d streams had neither a snapshot nor an error", n-i, n)
		}
	}
	fmt.Printf("%d streams through %s: %d got their snapshot, %d refused %v (%.1f s)\n",
		n, addr, served, n-served, summary(refused), time.Since(start).Seconds())

	switch expect {
	case "capped":
		if served == 0 || served > limit {
			return fmt.Errorf("expected 1 to %d streams served (the per-address cap), got %d", limit, served)
		}
		return nil
	case "all":
	default:
		return fmt.Errorf("unknown -expect %q", expect)
	}
	if served != n {
		return fmt.Errorf("expected all %d streams served, %d were refused: %v", n, n-served, summary(refused))
	}

	// A move through the balancer reaches every stream.
	legal, err := svc.ListLegalMoves(setup, &pb.ListLegalMovesRequest{Name: name})
	if err != nil || len(legal.GetLegalMoves()) == 0 {
		return fmt.Errorf("ListLegalMoves: %v", err)
	}
	seat := game.GetBoard().GetCurrentSeat()
	moveCtx := metadata.AppendToOutgoingContext(setup, "authorization", "Bearer "+tokens[seat])
	_, err = svc.SubmitMove(moveCtx, &pb.SubmitMoveRequest{
		Name: name, Move: legal.GetLegalMoves()[0].GetMove(), ExpectedVersion: &version, RequestId: requestID(),
	})
	if err != nil {
		return fmt.Errorf("SubmitMove: %s", describe(err))
	}
	moved := 0
	timeout = time.After(10 * time.Second)
	for moved < n {
		select {
		case <-w.moved:
			moved++
		case err := <-w.ended:
			return fmt.Errorf("a stream ended before the move reached it: %s", describe(err))
		case <-timeout:
			return fmt.Errorf("the move reached %d of %d streams in 10 s", moved, n)
		}
	}
	// Still open a moment later.
	select {
	case err := <-w.ended:
		return fmt.Errorf("a stream ended: %s", describe(err))
	case <-time.After(time.Second):
	}
	fmt.Printf("the move reached all %d streams, and all are still open\n", n)
	return nil
}

func summary(counts map[string]int) string {
	var parts []string
	for what, count := range counts {
		parts = append(parts, fmt.Sprintf("%d× %s", count, what))
	}
	sort.Strings(parts)
	return "[" + strings.Join(parts, ", ") + "]"
}

func rateBuckets(addr, from, other string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, svc, err := dial(addr, from)
	if err != nil {
		return err
	}
	defer conn.Close()
	list := func(svc pb.GameServiceClient, ctx context.Context) error {
		_, err := svc.ListGames(ctx, &pb.ListGamesRequest{PageSize: 1})
		return err
	}
	calls := 0
	for ; ; calls++ {
		err := list(svc, ctx)
		if err == nil {
			if calls > 20 {
				return fmt.Errorf("%d calls from %s, none rate-limited", calls, from)
			}
			continue
		}
		if reason(err) != "RATE_LIMITED" {
			return fmt.Errorf("call %d from %s: %s", calls+1, from, describe(err))
		}
		break
	}
	fmt.Printf("%s: RATE_LIMITED after %d calls\n", from, calls)

	spoofed := metadata.AppendToOutgoingContext(ctx, "x-forwarded-for", "198.51.100.7")
	if err := list(svc, spoofed); reason(err) != "RATE_LIMITED" {
		return fmt.Errorf("%s with its own X-Forwarded-For: 198.51.100.7 escaped its bucket (%v)", from, err)
	}
	fmt.Printf("%s: still RATE_LIMITED with a spoofed X-Forwarded-For\n", from)

	otherConn, otherSvc, err := dial(addr, other)
	if err != nil {
		return err
	}
	defer otherConn.Close()
	if err := list(otherSvc, ctx); err != nil {
		return fmt.Errorf("%s, another client of the same balancer, was refused: %s", other, describe(err))
	}
	fmt.Printf("%s: served (a bucket of its own)\n", other)
	return nil
}

// The routing header, spelled as the clients spell it (docs/clients.md) or,
// as AIP-4222 allows, with the slash URL-encoded: the balancer must route
// both alike.
func routed(ctx context.Context, name string, encoded bool) context.Context {
	value := "name=" + name
	if encoded {
		value = "name=" + strings.Replace(name, "/", "%2F", 1)
	}
	return metadata.AppendToOutgoingContext(ctx, "x-goog-request-params", value)
}

// The game id in a routing header, as nginx-grpc.conf's map reads it.
var routeKey = regexp.MustCompile(`(?i)(?:^|&)name=games(?:/|%2F)([^&]+)`)

func routeByGame(addr, from string, games int, accessLog, expect string) error {
	if accessLog == "" {
		return errors.New("-mode route needs -log, the balancer's access log")
	}
	if expect != "hashed" && expect != "split" {
		return fmt.Errorf("-mode route: unknown -expect %q", expect)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	conn, svc, err := dial(addr, from)
	if err != nil {
		return err
	}
	defer conn.Close()

	calls := 0
	var names []string
	for g := 0; g < games; g++ {
		created, err := svc.CreateGame(ctx, &pb.CreateGameRequest{Options: &pb.GameOptions{Players: 2}})
		if err != nil {
			return fmt.Errorf("CreateGame: %s", describe(err))
		}
		names = append(names, created.GetGame().GetName())
		if _, err := svc.ListGames(ctx, &pb.ListGamesRequest{PageSize: 1}); err != nil {
			return fmt.Errorf("ListGames: %s", describe(err))
		}
		calls += 2
	}
	for g, name := range names {
		// Alternate the spellings from call to call, starting differently
		// from game to game.
		n := g
		about := func() context.Context {
			n++
			return routed(ctx, name, n%2 == 0)
		}
		tokens := map[uint32]string{}
		for seat := uint32(0); seat < 2; seat++ {
			joined, err := svc.JoinGame(about(), &pb.JoinGameRequest{Name: name, PlayerName: fmt.Sprintf("goat %d", seat), Seat: &seat})
			if err != nil {
				return fmt.Errorf("JoinGame %s: %s", name, describe(err))
			}
			tokens[joined.GetSeat()] = joined.GetSeatToken()
		}
		game, err := svc.GetGame(about(), &pb.GetGameRequest{Name: name})
		if err != nil {
			return fmt.Errorf("GetGame %s: %s", name, describe(err))
		}
		legal, err := svc.ListLegalMoves(about(), &pb.ListLegalMovesRequest{Name: name})
		if err != nil || len(legal.GetLegalMoves()) == 0 {
			return fmt.Errorf("ListLegalMoves %s: %v", name, err)
		}
		version := game.GetGame().GetVersion()
		seat := game.GetGame().GetBoard().GetCurrentSeat()
		moveCtx := metadata.AppendToOutgoingContext(about(), "authorization", "Bearer "+tokens[seat])
		if _, err := svc.SubmitMove(moveCtx, &pb.SubmitMoveRequest{
			Name: name, Move: legal.GetLegalMoves()[0].GetMove(), ExpectedVersion: &version, RequestId: requestID(),
		}); err != nil {
			return fmt.Errorf("SubmitMove %s: %s", name, describe(err))
		}
		watchCtx, stop := context.WithCancel(about())
		stream, err := svc.WatchGame(watchCtx, &pb.WatchGameRequest{Name: name})
		if err == nil {
			_, err = stream.Recv()
		}
		stop()
		if err != nil {
			return fmt.Errorf("WatchGame %s: %s", name, describe(err))
		}
		if _, err := svc.GetGame(about(), &pb.GetGameRequest{Name: name}); err != nil {
			return fmt.Errorf("GetGame %s: %s", name, describe(err))
		}
		calls += 7
	}

	// nginx writes a call's line when it ends: a cancelled watch a moment
	// after the client has moved on.
	var lines [][]string
	deadline := time.Now().Add(10 * time.Second)
	for {
		lines, err = readAccessLog(accessLog, from)
		if err != nil {
			return err
		}
		if len(lines) >= calls || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(lines) < calls {
		return fmt.Errorf("the access log has %d lines from %s, not the %d calls made", len(lines), from, calls)
	}

	byGame := map[string]map[string]int{}
	keyless := map[string]int{}
	for _, fields := range lines {
		// After a retry on another server, `a, b`: the last one answered.
		hops := strings.Split(fields[1], ", ")
		upstream := hops[len(hops)-1]
		m := routeKey.FindStringSubmatch(fields[2])
		if m == nil {
			keyless[upstream]++
			continue
		}
		if byGame[m[1]] == nil {
			byGame[m[1]] = map[string]int{}
		}
		byGame[m[1]][upstream]++
	}
	if len(byGame) != games {
		return fmt.Errorf("the access log names %d games, not %d", len(byGame), games)
	}
	split := 0
	homes := map[string]int{}
	for id, servers := range byGame {
		if len(servers) > 1 {
			split++
			if expect == "hashed" {
				return fmt.Errorf("the calls about games/%s went to %d servers: %v", id, len(servers), servers)
			}
		}
		for server := range servers {
			homes[server]++
		}
	}
	fmt.Printf("%d calls: games per server %v (%d of %d games on more than one), calls naming no game per server %v\n",
		calls, homes, split, games, keyless)
	if expect == "split" {
		if split == 0 {
			return errors.New("every game's calls went to one server without hashing too: this check cannot fail")
		}
		return nil
	}
	if len(homes) < 2 {
		return fmt.Errorf("all %d games on one server (%v): the hash does not spread them", games, homes)
	}
	if len(keyless) < 2 {
		return fmt.Errorf("every call naming no game went to one server (%v)", keyless)
	}
	return nil
}

// The lines of the access log written for calls from `from`, split into
// their fields (client|upstream|routing header|uri).
func readAccessLog(path, from string) ([][]string, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("the access log: %w", err)
	}
	var lines [][]string
	for _, line := range strings.Split(string(text), "\n") {
		fields := strings.Split(line, "|")
		if len(fields) != 4 || fields[0] != from {
			continue
		}
		// nginx writes an absent header as "-".
		if fields[2] == "-" {
			fields[2] = ""
		}
		lines = append(lines, fields)
	}
	return lines, nil
}
