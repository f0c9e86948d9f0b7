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
//	  another bucket, and that a client from -other is served.
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
	expect := flag.String("expect", "all", "-mode streams: all, or capped")
	limit := flag.Int("cap", 128, "-expect capped: the most streams that may be served")
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
