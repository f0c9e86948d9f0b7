package mountaingoats_test

import (
	"context"
	"errors"
	"net"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
)

func TestAddressesAreCheckedBeforeDialling(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:50051", "localhost:1", "games.example:443", "host:65535", "[::1]:50051", "my_host-2.lan:8080"} {
		if err := mg.CheckAddress(addr); err != nil {
			t.Errorf("CheckAddress(%q) = %v", addr, err)
		}
		c, err := mg.Dial(addr)
		if err != nil {
			t.Errorf("Dial(%q) = %v", addr, err)
		} else {
			_ = c.Close()
		}
	}
	for _, addr := range []string{"127.0.0.1", "localhost:50051x", "host:0", "host:70000", "host:123456", ":50051", "", "host:", "host:+1", "host: 1",
		"[::1]", "::1:50051", "[127.0.0.1]:1", "[::1:1", "dns:///host:1", "http://host:1", "host/path:1", "a b:1", "-host:1"} {
		want := strconv.Quote(addr) + ` is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051`
		if err := mg.CheckAddress(addr); err == nil || err.Error() != want {
			t.Errorf("CheckAddress(%q) = %v, want %s", addr, err, want)
		}
		if c, err := mg.Dial(addr, mg.WithTLS(nil)); err == nil || err.Error() != want {
			t.Errorf("Dial(%q) = %v, want %s", addr, err, want)
			if c != nil {
				_ = c.Close()
			}
		}
	}
}

// countingDial dials addr with a retry policy of 3 quick tries and counts
// the tries of unary calls and the streams opened.
func countingDial(t *testing.T, addr string) (*mg.Client, *atomic.Int32) {
	t.Helper()
	var calls atomic.Int32
	c, err := mg.Dial(addr, mg.WithRetry(mg.RetryPolicy{Attempts: 3, FirstDelay: time.Millisecond, MaxDelay: time.Millisecond}),
		mg.WithDialOptions(
			grpc.WithChainUnaryInterceptor(func(ctx context.Context, method string, req, reply any, cc *grpc.ClientConn, invoker grpc.UnaryInvoker, opts ...grpc.CallOption) error {
				calls.Add(1)
				return invoker(ctx, method, req, reply, cc, opts...)
			}),
			grpc.WithChainStreamInterceptor(func(ctx context.Context, desc *grpc.StreamDesc, cc *grpc.ClientConn, method string, streamer grpc.Streamer, opts ...grpc.CallOption) (grpc.ClientStream, error) {
				calls.Add(1)
				return streamer(ctx, desc, cc, method, opts...)
			})))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c, &calls
}

func TestARefusedConnectionIsNotRetriedBeforeTheFirstAnswer(t *testing.T) {
	addr := freeAddress(t)
	c, calls := countingDial(t, addr)
	want := "no server is listening at " + addr + ` (connection refused): start one with "cargo run --release -- serve", or check the address`
	_, err := c.GetGame(testContext(t), "games/abc")
	if mg.CodeOf(err) != codes.Unavailable || calls.Load() != 1 {
		t.Fatalf("GetGame: %v after %d tries; want UNAVAILABLE after 1", err, calls.Load())
	}
	var e *mg.Error
	if !errors.As(err, &e) || e.Message != want || err.Error() != want {
		t.Fatalf("GetGame: %q, want the one line %q", err, want)
	}
	calls.Store(0)
	for _, err := range c.Watch(testContext(t), "games/abc") {
		if mg.CodeOf(err) != codes.Unavailable || !strings.Contains(err.Error(), want) || calls.Load() != 1 {
			t.Fatalf("Watch: %v after %d streams; want %q after 1", err, calls.Load(), want)
		}
		break
	}
}

func TestAHostThatDoesNotResolveIsNotRetried(t *testing.T) {
	c, calls := countingDial(t, "nosuchhost.invalid:50051")
	_, err := c.GetGame(testContext(t), "games/abc")
	want := "cannot resolve nosuchhost.invalid in nosuchhost.invalid:50051: check the address"
	if mg.CodeOf(err) != codes.Unavailable || !strings.Contains(err.Error(), want) || calls.Load() != 1 {
		t.Fatalf("GetGame: %v after %d tries; want %q after 1", err, calls.Load(), want)
	}
}

// Once a server has answered, a refused connection is a server restarting:
// it is retried as any UNAVAILABLE.
func TestARefusedConnectionIsRetriedAfterAnAnswer(t *testing.T) {
	svc := &gappyService{}
	svc.gets = 2 // the next GetGame answers
	stop := make(chan func(), 1)
	addr := serveStoppable(t, svc, stop)
	c, calls := countingDial(t, addr)
	if _, err := c.GetGame(testContext(t), "games/fake"); err != nil {
		t.Fatal(err)
	}
	(<-stop)()
	calls.Store(0)
	_, err := c.GetGame(testContext(t), "games/fake")
	if mg.CodeOf(err) != codes.Unavailable || calls.Load() != 3 || strings.Contains(err.Error(), "no server is listening") {
		t.Fatalf("GetGame after the server stopped: %v after %d tries; want UNAVAILABLE after the policy's 3", err, calls.Load())
	}
}

// serveStoppable is serve, with the server's Stop sent on stop.
func serveStoppable(t *testing.T, svc pb.GameServiceServer, stop chan<- func()) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := grpc.NewServer()
	pb.RegisterGameServiceServer(srv, svc)
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(srv.Stop)
	stop <- srv.Stop
	return ln.Addr().String()
}
