package mountaingoats

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"iter"
	"strings"
	"sync"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
)

// KeyEnv is the environment variable the example bots read an account key
// from.
const KeyEnv = "MOUNTAIN_GOATS_KEY"

// accountKey holds an account key behind a pointer: fmt prints a nested
// pointer as its address, so printing a [Client] or an [AccountKey] (even
// with %+v or %#v) never shows the key.
type accountKey struct {
	mu  sync.Mutex
	key string
}

func (k *accountKey) get() string {
	if k == nil {
		return ""
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.key
}

// swap replaces the key when it is still old (a rotation or revocation of
// the key the client holds).
func (k *accountKey) swap(old, next string) {
	if k == nil {
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.key == old {
		k.key = next
	}
}

// WithAccountKey makes the client play as an account of the rated ladder
// ([Client.CreateAccount] makes one). The key is sent, as
// "authorization: Bearer <key>", only on the calls made as the account:
// [Client.FindGame] with GameOptions.Rated, [Client.JoinGame],
// [Client.RotateKey] and [Client.RevokeKey]; moves and watches carry the
// seat token. Surrounding spaces are trimmed; an empty key means none.
func WithAccountKey(key string) Option {
	return func(o *options) { o.key = strings.TrimSpace(key) }
}

// AsAccount returns a client on the same connection that plays as the
// account of key (see [WithAccountKey]). Closing either closes both.
func (c *Client) AsAccount(key string) *Client {
	other := *c
	other.key = &accountKey{key: strings.TrimSpace(key)}
	return &other
}

// HasKey reports whether the client has an account key (the key itself is
// not readable back).
func (c *Client) HasKey() bool { return c.key.get() != "" }

// AccountKey is an account and its secret key, as [Client.CreateAccount]
// and [Client.RotateKey] return them. The key is shown only once: keep it
// (e.g. in MOUNTAIN_GOATS_KEY). Printing an AccountKey does not show it.
type AccountKey struct {
	Account *pb.Account
	key     *accountKey
}

// Key returns the secret key, "mgk_" and 64 hex digits.
func (a *AccountKey) Key() string { return a.key.get() }

func newAccountKey(account *pb.Account, key string) *AccountKey {
	return &AccountKey{Account: account, key: &accountKey{key: key}}
}

// asAccount adds "authorization: Bearer <key>" to ctx's outgoing metadata.
func asAccount(ctx context.Context, key string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+key)
}

// needKey returns the client's key, or the error the server would answer
// without one (KEY_REQUIRED), before a round trip.
func (c *Client) needKey(what string) (string, error) {
	key := c.key.get()
	if key == "" {
		return "", &Error{
			Code:    codes.Unauthenticated,
			Reason:  "KEY_REQUIRED",
			Domain:  ErrorDomain,
			Message: what + " needs an account key: Dial with WithAccountKey, or use AsAccount (CreateAccount makes one)",
		}
	}
	return key, nil
}

// CreateAccount creates an account for the rated ladder and returns it with
// its secret key, which the server shows only this once: keep it. Display
// names are unique ignoring case and look-alike characters
// (ALREADY_EXISTS, NAME_TAKEN). It is retried on RATE_LIMITED only: after
// UNAVAILABLE the first request may have taken the name.
func (c *Client) CreateAccount(ctx context.Context, displayName string) (*AccountKey, error) {
	resp, err := unary(ctx, c, false, func() (*pb.CreateAccountResponse, error) {
		return c.svc.CreateAccount(ctx, &pb.CreateAccountRequest{DisplayName: displayName})
	})
	if err != nil {
		return nil, err
	}
	return newAccountKey(resp.GetAccount(), resp.GetKey()), nil
}

// GetAccount returns an account by its name, "accounts/{id}", with its
// rating after each of its last rated games (History, oldest first).
// NOT_FOUND, ACCOUNT_NOT_FOUND for no such account.
func (c *Client) GetAccount(ctx context.Context, name string) (*pb.GetAccountResponse, error) {
	return unary(ctx, c, true, func() (*pb.GetAccountResponse, error) {
		return c.svc.GetAccount(ctx, &pb.GetAccountRequest{Name: name})
	})
}

// Leaderboard yields the ladder, highest displayed rating first, fetching
// pages of pageSize (0: the server's default) as needed; includeUnrated
// also lists accounts with no finished rated game. Iteration stops at the
// first error, which is yielded with a nil entry.
//
//	for e, err := range client.Leaderboard(ctx, 0, false) { … e.GetRank(), e.GetAccount() … }
func (c *Client) Leaderboard(ctx context.Context, pageSize uint32, includeUnrated bool) iter.Seq2[*pb.LeaderboardEntry, error] {
	return func(yield func(*pb.LeaderboardEntry, error) bool) {
		token := ""
		for {
			req := &pb.ListLeaderboardRequest{PageSize: pageSize, PageToken: token, IncludeUnrated: includeUnrated}
			resp, err := unary(ctx, c, true, func() (*pb.ListLeaderboardResponse, error) {
				return c.svc.ListLeaderboard(ctx, req)
			})
			if err != nil {
				yield(nil, err)
				return
			}
			for _, e := range resp.GetEntries() {
				if !yield(e, nil) {
					return
				}
			}
			token = resp.GetNextPageToken()
			if token == "" {
				return
			}
		}
	}
}

// drawKey returns a new account key for [Client.RotateKey]: "mgk_" and the
// hex of 32 bytes from crypto/rand. Drawn by the client, so that a rotation
// whose answer was lost is safe to repeat: the repeat, with the old key,
// finds the rotation to this very key made and answers it again.
func drawKey() string {
	var b [32]byte
	_, _ = rand.Read(b[:]) // never fails: crypto/rand crashes the program rather than return an error
	return "mgk_" + hex.EncodeToString(b[:])
}

// RotateKey replaces the client's account key with a new one, returned
// once, which the client keeps; the old key stops working at once
// (UNAUTHENTICATED, KEY_INVALID). The new key is drawn here ("mgk_" and 64
// hex digits from crypto/rand) and sent as RotateAccountKeyRequest.NewKey,
// which makes the call safe to repeat: it is retried like any such call (on
// UNAVAILABLE, RATE_LIMITED and CONFLICT), and a repeat whose first answer
// was lost finds the rotation to this very key made and answers it again.
func (c *Client) RotateKey(ctx context.Context) (*AccountKey, error) {
	old, err := c.needKey("RotateKey")
	if err != nil {
		return nil, err
	}
	// Drawn once: every retry of this rotation asks for the same key.
	req := &pb.RotateAccountKeyRequest{NewKey: drawKey()}
	resp, err := unary(ctx, c, true, func() (*pb.RotateAccountKeyResponse, error) {
		return c.svc.RotateAccountKey(asAccount(ctx, old), req)
	})
	if err != nil {
		return nil, err
	}
	c.key.swap(old, resp.GetKey())
	return newAccountKey(resp.GetAccount(), resp.GetKey()), nil
}

// RevokeKey revokes the client's account key for good and returns the
// account: it keeps its rating and history, but can no longer join games or
// get a new key. Seats it holds play on with their seat tokens.
func (c *Client) RevokeKey(ctx context.Context) (*pb.Account, error) {
	old, err := c.needKey("RevokeKey")
	if err != nil {
		return nil, err
	}
	resp, err := unary(ctx, c, false, func() (*pb.RevokeAccountKeyResponse, error) {
		return c.svc.RevokeAccountKey(asAccount(ctx, old), &pb.RevokeAccountKeyRequest{})
	})
	if err != nil {
		return nil, err
	}
	c.key.swap(old, "")
	return resp.GetAccount(), nil
}
