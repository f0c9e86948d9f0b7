package mountaingoats

import (
	"context"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
	"sync/atomic"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/stats"
	"google.golang.org/grpc/status"
)

// CheckAddress returns nil when addr is a server address [Dial] takes,
// HOST:PORT: HOST a name, an IPv4 address or a bracketed IPv6 address
// ("[::1]"), PORT 1 to 65535 in digits. Otherwise its error says, in one
// line, what to give, e.g.
//
//	"127.0.0.1" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051
func CheckAddress(addr string) error {
	if !validAddress(addr) {
		return fmt.Errorf("%q is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051", addr)
	}
	return nil
}

func validAddress(addr string) bool {
	i := strings.LastIndexByte(addr, ':')
	if i < 0 {
		return false
	}
	host, port := addr[:i], addr[i+1:]
	if len(port) == 0 || len(port) > 5 || strings.Trim(port, "0123456789") != "" {
		return false
	}
	if n, _ := strconv.Atoi(port); n < 1 || n > 65535 {
		return false
	}
	if inner, ok := strings.CutPrefix(host, "["); ok {
		inner, ok = strings.CutSuffix(inner, "]")
		ip, err := netip.ParseAddr(inner)
		return ok && err == nil && ip.Is6()
	}
	if host == "" || strings.HasPrefix(host, ".") || strings.HasPrefix(host, "-") {
		return false
	}
	for _, c := range host {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// answers notes whether the connection has had an answer from a server: a
// response or a status the server sent (gRPC's stats report the headers or
// trailers it received), as opposed to a status the transport made up.
// Until then a refused connection is not retried ([Client.refused]).
type answers struct{ seen atomic.Bool }

func (a *answers) TagRPC(ctx context.Context, _ *stats.RPCTagInfo) context.Context { return ctx }
func (a *answers) HandleRPC(_ context.Context, s stats.RPCStats) {
	switch s.(type) {
	case *stats.InHeader, *stats.InTrailer, *stats.InPayload:
		a.seen.Store(true)
	}
}
func (a *answers) TagConn(ctx context.Context, _ *stats.ConnTagInfo) context.Context { return ctx }
func (a *answers) HandleConn(context.Context, stats.ConnStats)                       {}

// refused returns, for a call that failed because nothing listens at the
// client's address (connection refused) or its host name does not resolve,
// before any answer came from a server, the UNAVAILABLE error that says so
// in one line (its Error() is its Message); such a call is not retried (docs/clients.md, "Retries"). It
// returns nil for any other error, and once a server has answered (a
// refused connection is then a server restarting, and is retried).
func (c *Client) refused(err error) *Error {
	if c.answers == nil || c.answers.seen.Load() || CodeOf(err) != codes.Unavailable {
		return nil
	}
	var msg string
	if st, ok := status.FromError(err); ok {
		msg = st.Message()
	} else {
		msg = err.Error()
	}
	switch {
	case strings.Contains(msg, "connection refused") || strings.Contains(msg, "actively refused"):
		msg = fmt.Sprintf("no server is listening at %s (connection refused): start one with \"cargo run --release -- serve\", or check the address", c.addr)
	case strings.Contains(msg, "produced zero addresses") || strings.Contains(msg, "no such host"):
		host := c.addr[:max(strings.LastIndexByte(c.addr, ':'), 0)]
		msg = fmt.Sprintf("cannot resolve %s in %s: check the address", host, c.addr)
	default:
		return nil
	}
	st := status.New(codes.Unavailable, msg)
	return &Error{Code: codes.Unavailable, Message: msg, status: st, local: true}
}
