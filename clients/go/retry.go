package mountaingoats

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"google.golang.org/grpc/codes"
)

// RetryPolicy is how calls are retried (docs/clients.md): at most Attempts
// tries, waiting min(MaxDelay, FirstDelay × 2^(n−1)) scaled by a random
// factor in [0.5, 1) after the n-th failure.
type RetryPolicy struct {
	Attempts   int
	FirstDelay time.Duration
	MaxDelay   time.Duration
}

// DefaultRetry is the contract's policy: 10 tries, from 100 ms doubling up
// to 2 s, with jitter.
var DefaultRetry = RetryPolicy{Attempts: 10, FirstDelay: 100 * time.Millisecond, MaxDelay: 2 * time.Second}

// Delay is the wait after failed attempt number attempt (1-based).
func (p RetryPolicy) Delay(attempt int) time.Duration {
	d := p.FirstDelay
	for i := 1; i < attempt && d < p.MaxDelay; i++ {
		d *= 2
	}
	d = min(d, p.MaxDelay)
	return time.Duration(float64(d) * (0.5 + rand.Float64()/2))
}

// Retryable reports whether a failed call may be tried again: RESOURCE_EXHAUSTED
// RATE_LIMITED always (the server refused it unread); UNAVAILABLE, and ABORTED
// CONFLICT (servers sharing one store raced for a version and this one lost:
// nothing was applied), when the call is safe to repeat as it is
// (idempotent: every call but CreateGame, CreateAccount and RevokeAccountKey;
// a join repeats its seat token, a move its request id, a key rotation the
// new key it drew).
func Retryable(err error, idempotent bool) bool {
	switch CodeOf(err) {
	case codes.ResourceExhausted:
		return ReasonOf(err) == "RATE_LIMITED"
	case codes.Unavailable:
		return idempotent
	case codes.Aborted:
		return idempotent && ReasonOf(err) == "CONFLICT"
	}
	return false
}

// HistoryLost reports whether err is ABORTED HISTORY_LOST: the database lost
// versions of the game after acknowledging them, and the game went back to
// what it holds. A watch then starts again from a snapshot.
func HistoryLost(err error) bool {
	return CodeOf(err) == codes.Aborted && ReasonOf(err) == "HISTORY_LOST"
}

// Overtaken reports whether a refused move was overtaken by another change of
// the game: FAILED_PRECONDITION with STALE_VERSION or NOT_YOUR_TURN. [Seat.Play]
// drops such a move and waits for the next update.
func Overtaken(err error) bool {
	if CodeOf(err) != codes.FailedPrecondition {
		return false
	}
	r := ReasonOf(err)
	return r == "STALE_VERSION" || r == "NOT_YOUR_TURN"
}

// unary runs one unary call of c under its retry policy; failures come back
// as *Error (or the context's error). A connection refused before any answer
// from a server is not retried ([Client.refused]).
func unary[T any](ctx context.Context, c *Client, idempotent bool, call func() (T, error)) (T, error) {
	p := c.retry
	for attempt := 1; ; attempt++ {
		resp, err := call()
		if err == nil {
			return resp, nil
		}
		if e := c.refused(err); e != nil {
			return resp, e
		}
		err = wrapError(err)
		if ctx.Err() != nil || errors.Is(err, context.Canceled) || !Retryable(err, idempotent) || attempt >= p.Attempts {
			return resp, err
		}
		if serr := sleep(ctx, p.Delay(attempt)); serr != nil {
			return resp, serr
		}
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
