package mountaingoats

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"iter"

	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
)

// Version is the version of this client package.
const Version = "0.1.0"

// Client is a connection to a mountain-goats server. It is safe for
// concurrent use; close it when done.
type Client struct {
	conn    *grpc.ClientConn
	svc     pb.GameServiceClient
	retry   RetryPolicy
	key     *accountKey // the account key (WithAccountKey), behind a pointer so that printing a Client does not show it
	addr    string      // the address as given to Dial
	answers *answers    // whether a server has answered on conn yet
}

type options struct {
	tls      *tls.Config
	useTLS   bool
	dialOpts []grpc.DialOption
	retry    RetryPolicy
	key      string
}

// Option configures [Dial].
type Option func(*options)

// WithTLS connects with TLS. A nil config uses the system's roots.
func WithTLS(cfg *tls.Config) Option {
	return func(o *options) {
		o.useTLS = true
		if cfg == nil {
			cfg = &tls.Config{MinVersion: tls.VersionTLS12}
		}
		o.tls = cfg
	}
}

// WithRetry sets how calls are retried (default: [DefaultRetry], the
// contract's policy).
func WithRetry(p RetryPolicy) Option {
	return func(o *options) { o.retry = p }
}

// WithDialOptions adds raw gRPC dial options (interceptors, keepalive…).
func WithDialOptions(opts ...grpc.DialOption) Option {
	return func(o *options) { o.dialOpts = append(o.dialOpts, opts...) }
}

// Dial connects to the server at addr ("host:port"), in plain text unless
// [WithTLS] is given. The connection is made lazily, on the first call. An
// addr that is not HOST:PORT is refused before any dialling, with the error
// of [CheckAddress].
//
// Until a server has answered, a call that finds nothing listening at addr
// (connection refused) or a host name that does not resolve fails at once,
// without retries, with an UNAVAILABLE [*Error] that says so in one line
// ("no server is listening at ADDR (connection refused): …"); once a server
// has answered, a refused connection is a server restarting, and is retried
// as the retry policy says.
func Dial(addr string, opts ...Option) (*Client, error) {
	if err := CheckAddress(addr); err != nil {
		return nil, err
	}
	o := options{retry: DefaultRetry}
	for _, opt := range opts {
		opt(&o)
	}
	creds := insecure.NewCredentials()
	if o.useTLS {
		creds = credentials.NewTLS(o.tls)
	}
	seen := &answers{}
	dialOpts := append([]grpc.DialOption{grpc.WithTransportCredentials(creds), grpc.WithStatsHandler(seen)}, o.dialOpts...)
	conn, err := grpc.NewClient(addr, dialOpts...)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn, svc: pb.NewGameServiceClient(conn), retry: o.retry, key: &accountKey{key: o.key}, addr: addr, answers: seen}, nil
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }

// Service returns the generated stub, for calls this package does not wrap.
func (c *Client) Service() pb.GameServiceClient { return c.svc }

// CreateOption configures [Client.CreateGame].
type CreateOption func(*pb.CreateGameRequest)

// The house strategies of the server's own bots (docs/bots.md), for
// [WithHouseSeat] and [WithHouseStrategy]. The server also takes the
// expert's variants "expert-expectimax" and "expert-montecarlo".
const (
	HouseRandom = "random"
	HouseGreedy = "greedy"
	HouseExpert = "expert"
)

// WithHouseSeat has the server's own bot play seat (0-based) with strategy
// ("random", "greedy", "expert": [HouseRandom], [HouseGreedy],
// [HouseExpert]). The seat is taken when the game is created; the game
// starts when the last of the other seats is joined. Give it once per house
// seat. The server refuses an unknown strategy, a seat the game does not
// have, or a seat named twice (INVALID_ARGUMENT, INVALID_HOUSE_SEATS).
func WithHouseSeat(seat uint32, strategy string) CreateOption {
	return func(r *pb.CreateGameRequest) {
		r.HouseSeats = append(r.HouseSeats, &pb.HouseSeat{Seat: seat, Strategy: strategy})
	}
}

// CreateGame creates a game; its seats are free but for those given to the
// server's bots with [WithHouseSeat]:
//
//	game, err := client.CreateGame(ctx, &pb.GameOptions{Players: 3}, nil,
//		mg.WithHouseSeat(1, mg.HouseGreedy), mg.WithHouseSeat(2, mg.HouseRandom))
//
// A nil seed lets the server draw one; a 32-byte seed makes the game's dice
// reproducible. It is retried on RATE_LIMITED only: after UNAVAILABLE (or
// CONFLICT) the first request may have created a game.
func (c *Client) CreateGame(ctx context.Context, opts *pb.GameOptions, seed []byte, more ...CreateOption) (*pb.Game, error) {
	req := &pb.CreateGameRequest{Options: opts, Seed: seed}
	for _, opt := range more {
		opt(req)
	}
	return unary(ctx, c, false, func() (*pb.Game, error) {
		resp, err := c.svc.CreateGame(ctx, req)
		return resp.GetGame(), err
	})
}

// GetGame returns a game by its name, "games/{id}".
func (c *Client) GetGame(ctx context.Context, name string) (*pb.Game, error) {
	return unary(ctx, c, true, func() (*pb.Game, error) {
		resp, err := c.svc.GetGame(aboutGame(ctx, name, ""), &pb.GetGameRequest{Name: name})
		return resp.GetGame(), err
	})
}

// ListLegalMoves lists the legal moves of the current roll of a game (with
// its version, the seat to move and the roll).
func (c *Client) ListLegalMoves(ctx context.Context, name string) (*pb.ListLegalMovesResponse, error) {
	return unary(ctx, c, true, func() (*pb.ListLegalMovesResponse, error) {
		return c.svc.ListLegalMoves(aboutGame(ctx, name, ""), &pb.ListLegalMovesRequest{Name: name})
	})
}

// LegalMoves is [Client.ListLegalMoves].
//
// Deprecated: use ListLegalMoves, its name in every client.
func (c *Client) LegalMoves(ctx context.Context, name string) (*pb.ListLegalMovesResponse, error) {
	return c.ListLegalMoves(ctx, name)
}

// PreviewMove returns the board and events a move would produce, without
// playing it.
func (c *Client) PreviewMove(ctx context.Context, name string, move *pb.Move) (*pb.PreviewMoveResponse, error) {
	return unary(ctx, c, true, func() (*pb.PreviewMoveResponse, error) {
		return c.svc.PreviewMove(aboutGame(ctx, name, ""), &pb.PreviewMoveRequest{Name: name, Move: move})
	})
}

// ListGames yields every game, newest first, fetching pages of pageSize (0:
// the server's default) as needed; status filters by status
// (GAME_STATUS_UNSPECIFIED: every game). Iteration stops at the first error,
// which is yielded with a nil game.
//
//	for g, err := range client.ListGames(ctx, pb.GameStatus_GAME_STATUS_OPEN, 0) { … }
func (c *Client) ListGames(ctx context.Context, status pb.GameStatus, pageSize uint32) iter.Seq2[*pb.Game, error] {
	return func(yield func(*pb.Game, error) bool) {
		token := ""
		for {
			req := &pb.ListGamesRequest{Status: status, PageSize: pageSize, PageToken: token}
			resp, err := unary(ctx, c, true, func() (*pb.ListGamesResponse, error) {
				return c.svc.ListGames(ctx, req)
			})
			if err != nil {
				yield(nil, err)
				return
			}
			for _, g := range resp.GetGames() {
				if !yield(g, nil) {
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

// JoinOption configures [Client.JoinGame].
type JoinOption func(*pb.JoinGameRequest)

// AtSeat asks for a given seat instead of the lowest free one.
func AtSeat(seat uint32) JoinOption {
	return func(r *pb.JoinGameRequest) { r.Seat = &seat }
}

// WithSeatToken joins with a seat token of the caller's instead of a fresh
// random one: 32 to 128 printable ASCII characters with at least 128 random
// bits (see [NewSeatToken]). A join sent again with the same token returns
// the seat it took instead of taking another. An empty token means a fresh
// one.
func WithSeatToken(token string) JoinOption {
	return func(r *pb.JoinGameRequest) { r.SeatToken = token }
}

// WithDiceContribution joins with these bytes (16 to 64) as the seat's
// contribution to the dice, instead of 32 fresh random ones. A game whose
// seed the server drew mixes every seat's contribution into it (see
// docs/dice.md), so that the server cannot steer the dice; an empty b sends
// none. Games with a chosen seed ignore it.
func WithDiceContribution(b []byte) JoinOption {
	if b == nil {
		b = []byte{}
	}
	return func(r *pb.JoinGameRequest) { r.DiceContribution = b }
}

// NewDiceContribution returns 32 random bytes to mix into a game's dice.
func NewDiceContribution() []byte {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return b
}

// NewSeatToken returns a fresh random seat token: 256 random bits, hex.
func NewSeatToken() string {
	var b [32]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// JoinGame takes a seat in a game as playerName. It sends a fresh random
// seat token (or the one of [WithSeatToken]) and 32 random bytes as its dice
// contribution (or those of [WithDiceContribution]), and retries the join
// with both on UNAVAILABLE, RATE_LIMITED and CONFLICT, so it never takes two seats. The
// returned [Seat] keeps the seat token (it is shown only once) and sends it
// on its calls.
//
// A client with an account key ([WithAccountKey], [Client.AsAccount]) joins
// as the account: playerName may be empty for the account's display name,
// and a rated game seats no one else (UNAUTHENTICATED, KEY_REQUIRED).
func (c *Client) JoinGame(ctx context.Context, name, playerName string, opts ...JoinOption) (*Seat, error) {
	req := &pb.JoinGameRequest{Name: name, PlayerName: playerName}
	for _, opt := range opts {
		opt(req)
	}
	if req.SeatToken == "" {
		req.SeatToken = NewSeatToken()
	}
	// Drawn once: every retry of this join sends the same bytes.
	if req.DiceContribution == nil {
		req.DiceContribution = NewDiceContribution()
	}
	callCtx := aboutGame(ctx, name, "")
	if key := c.key.get(); key != "" {
		callCtx = asAccount(callCtx, key)
	}
	resp, err := unary(ctx, c, true, func() (*pb.JoinGameResponse, error) {
		return c.svc.JoinGame(callCtx, req)
	})
	if err != nil {
		return nil, err
	}
	s := c.Seat(name, resp.GetSeat(), resp.GetSeatToken())
	s.Joined = resp.GetGame()
	return s, nil
}

// Seat returns a handle on a seat already joined, from its saved token.
func (c *Client) Seat(gameName string, index uint32, token string) *Seat {
	return &Seat{client: c, GameName: gameName, Index: index, Token: token}
}

// Seat is a player's seat in one game. It sends its token, as
// "authorization: Bearer <token>", on every call it makes (with the game's
// [RoutingHeader], as every call about one game does).
type Seat struct {
	client *Client
	// GameName is the game's resource name, "games/{id}".
	GameName string
	// Index is the seat's index, 0-based.
	Index uint32
	// Token is the secret seat token.
	Token string
	// Joined is the game as JoinGame returned it (nil for [Client.Seat]).
	Joined *pb.Game
}

// NewRequestID returns a fresh random request id for SubmitMove.
func NewRequestID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// SubmitMove plays a move for this seat. A non-zero expectedVersion is the
// game version the move was chosen from (the server refuses it with
// STALE_VERSION when the game has moved on). The move is sent with a fresh
// request id and retried with the same id on UNAVAILABLE, RATE_LIMITED and
// CONFLICT, so it is never played twice.
func (s *Seat) SubmitMove(ctx context.Context, move *pb.Move, expectedVersion uint64) (*pb.SubmitMoveResponse, error) {
	return s.SubmitMoveWithID(ctx, move, expectedVersion, NewRequestID())
}

// SubmitMoveWithID is [Seat.SubmitMove] with a request id of the caller's.
func (s *Seat) SubmitMoveWithID(ctx context.Context, move *pb.Move, expectedVersion uint64, requestID string) (*pb.SubmitMoveResponse, error) {
	req := &pb.SubmitMoveRequest{Name: s.GameName, Move: move, RequestId: requestID}
	if expectedVersion != 0 {
		req.ExpectedVersion = &expectedVersion
	}
	return unary(ctx, s.client, true, func() (*pb.SubmitMoveResponse, error) {
		return s.client.svc.SubmitMove(aboutGame(ctx, s.GameName, s.Token), req)
	})
}
