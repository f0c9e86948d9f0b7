package mountaingoats_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
	"google.golang.org/grpc/status"
)

// uniqueName is a display name no other test takes (names are unique
// server-wide, ignoring case and look-alikes).
func uniqueName(t *testing.T, name string) string {
	t.Helper()
	b := make([]byte, 4)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return name + " " + hex.EncodeToString(b)
}

func createAccount(t *testing.T, c *mg.Client, name string) *mg.AccountKey {
	t.Helper()
	made, err := c.CreateAccount(context.Background(), uniqueName(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return made
}

func wantReason(t *testing.T, err error, code codes.Code, reason string) {
	t.Helper()
	if mg.CodeOf(err) != code || mg.ReasonOf(err) != reason {
		t.Fatalf("got %v, want %v %s", err, code, reason)
	}
}

func TestCreateAccountShowsTheKeyOnce(t *testing.T) {
	c := dial(t, serverAddr(t))
	made := createAccount(t, c, "Ada")
	if !strings.HasPrefix(made.Key(), "mgk_") || len(made.Key()) != 68 {
		t.Fatalf("key %d characters, want mgk_ and 64 hex digits", len(made.Key()))
	}
	got, err := c.GetAccount(context.Background(), made.Account.GetName())
	if err != nil {
		t.Fatal(err)
	}
	if got.GetAccount().GetDisplayName() != made.Account.GetDisplayName() || got.GetAccount().GetRatedGames() != 0 || len(got.GetHistory()) != 0 {
		t.Fatalf("GetAccount = %v", got)
	}
	_, err = c.GetAccount(context.Background(), "accounts/nobody-has-this-id")
	wantReason(t, err, codes.NotFound, "ACCOUNT_NOT_FOUND")
}

func TestALookAlikeNameIsTaken(t *testing.T) {
	c := dial(t, serverAddr(t))
	suffix := uniqueName(t, "")
	ctx := context.Background()
	if _, err := c.CreateAccount(ctx, "Alice"+suffix); err != nil {
		t.Fatal(err)
	}
	_, err := c.CreateAccount(ctx, "AIice"+suffix) // a capital I for the l
	wantReason(t, err, codes.AlreadyExists, "NAME_TAKEN")
	if !errors.Is(err, &mg.Error{Code: codes.AlreadyExists, Reason: "NAME_TAKEN"}) {
		t.Fatalf("errors.Is does not match %v", err)
	}
}

func TestRotateInvalidatesTheOldKey(t *testing.T) {
	c := dial(t, serverAddr(t))
	ctx := context.Background()
	made := createAccount(t, c, "Rota")
	owner := c.AsAccount(made.Key())
	rotated, err := owner.RotateKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rotated.Key() == made.Key() || rotated.Account.GetName() != made.Account.GetName() {
		t.Fatalf("rotated to the same key, or another account: %v", rotated.Account)
	}
	// The client keeps the new key: it can rotate again.
	if _, err := owner.RotateKey(ctx); err != nil {
		t.Fatal(err)
	}
	_, err = c.AsAccount(made.Key()).RotateKey(ctx)
	wantReason(t, err, codes.Unauthenticated, "KEY_INVALID")
}

// drawnKey is a new account key as a caller draws it: "mgk_" and the hex
// of 32 random bytes.
func drawnKey(t *testing.T) string {
	t.Helper()
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return "mgk_" + hex.EncodeToString(b)
}

// rawRotate is RotateAccountKey through the generated stub, with newKey
// chosen here, as the account of oldKey.
func rawRotate(c *mg.Client, oldKey, newKey string) (*pb.RotateAccountKeyResponse, error) {
	ctx := metadata.AppendToOutgoingContext(context.Background(), "authorization", "Bearer "+oldKey)
	return c.Service().RotateAccountKey(ctx, &pb.RotateAccountKeyRequest{NewKey: newKey})
}

var wellFormedKey = regexp.MustCompile(`^mgk_[0-9a-f]{64}$`)

func TestARotationRepeatedAfterALostAnswerAnswersTheSameKey(t *testing.T) {
	c := dial(t, serverAddr(t))
	made := createAccount(t, c, "Again")
	drawn := drawnKey(t)
	// The first answer "lost": the same request again, with the old key,
	// finds the rotation to that very key made and answers it again.
	for i := range 2 {
		resp, err := rawRotate(c, made.Key(), drawn)
		if err != nil {
			t.Fatalf("rotation %d: %v", i+1, err)
		}
		if resp.GetKey() != drawn || resp.GetAccount().GetName() != made.Account.GetName() {
			t.Fatalf("rotation %d answered another key, or account %s", i+1, resp.GetAccount().GetName())
		}
	}
	// The new key works: the client rotates it to yet another key.
	rotated, err := c.AsAccount(drawn).RotateKey(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if k := rotated.Key(); !wellFormedKey.MatchString(k) || k == made.Key() || k == drawn {
		t.Fatalf("rotated to a malformed or an old key (%d characters)", len(k))
	}
	if rotated.Account.GetName() != made.Account.GetName() {
		t.Fatalf("rotated another account: %s", rotated.Account.GetName())
	}
	// Neither older key rotates any more.
	for _, old := range []string{made.Key(), drawn} {
		_, err := rawRotate(c, old, drawnKey(t))
		wantReason(t, err, codes.Unauthenticated, "KEY_INVALID")
	}
}

func TestAMalformedOrTakenNewKeyIsRefused(t *testing.T) {
	c := dial(t, serverAddr(t))
	made := createAccount(t, c, "Malformed")
	other := createAccount(t, c, "Other")
	for _, bad := range []string{
		"mgk_" + strings.Repeat("AB", 32), // upper case
		"mgk_" + strings.Repeat("0", 64),  // guessable
		drawnKey(t)[:4+32],                // too short
		"key",
		other.Key(), // another account's
	} {
		_, err := rawRotate(c, made.Key(), bad)
		wantReason(t, err, codes.InvalidArgument, "INVALID_KEY")
		if shown := fmt.Sprintf("%v %+v", err, err); strings.Contains(shown, made.Key()[4:]) {
			t.Fatalf("the error shows the key: %s", shown)
		}
	}
	// The old key is still the account's.
	if _, err := c.AsAccount(made.Key()).RotateKey(context.Background()); err != nil {
		t.Fatal(err)
	}
}

// lossyRotation answers RotateAccountKey UNAVAILABLE twice (as if the
// answer were lost), then with the key asked for; it keeps every request
// and its bearer.
type lossyRotation struct {
	pb.UnimplementedGameServiceServer
	mu       sync.Mutex
	requests []*pb.RotateAccountKeyRequest
	bearers  []string
}

func (s *lossyRotation) RotateAccountKey(ctx context.Context, req *pb.RotateAccountKeyRequest) (*pb.RotateAccountKeyResponse, error) {
	md, _ := metadata.FromIncomingContext(ctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, req)
	s.bearers = append(s.bearers, strings.Join(md.Get("authorization"), ","))
	if len(s.requests)%3 != 0 {
		return nil, status.Error(codes.Unavailable, "the answer was lost")
	}
	return &pb.RotateAccountKeyResponse{Account: &pb.Account{Name: "accounts/lossy"}, Key: req.GetNewKey()}, nil
}

func TestRotateKeyDrawsTheKeyAndIsRetried(t *testing.T) {
	svc := &lossyRotation{}
	oldKey := "mgk_" + strings.Repeat("1f", 32)
	c, err := mg.Dial(serve(t, svc), mg.WithRetry(fast), mg.WithAccountKey(oldKey))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rotated, err := c.RotateKey(testContext(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(svc.requests) != 3 {
		t.Fatalf("%d requests, want 3: UNAVAILABLE was not retried", len(svc.requests))
	}
	drawn := svc.requests[0].GetNewKey()
	if !wellFormedKey.MatchString(drawn) {
		t.Fatalf("the new key drawn is malformed (%d characters)", len(drawn))
	}
	for i, req := range svc.requests {
		if req.GetNewKey() != drawn {
			t.Fatalf("retry %d drew another key", i)
		}
		if svc.bearers[i] != "Bearer "+oldKey {
			t.Fatalf("retry %d was not sent with the old key", i)
		}
	}
	if rotated.Key() != drawn || rotated.Account.GetName() != "accounts/lossy" {
		t.Fatalf("RotateKey returned another key, or account %s", rotated.Account.GetName())
	}
	for _, shown := range []string{fmt.Sprintf("%v %+v %#v", rotated, rotated, rotated), fmt.Sprintf("%v %+v %#v", c, c, c)} {
		if strings.Contains(shown, drawn[4:]) {
			t.Fatalf("the key is shown: %s", shown)
		}
	}
	// The client keeps the new key: its next rotation is sent with it, and
	// draws a key of its own.
	svc.requests, svc.bearers = nil, nil
	again, err := c.RotateKey(testContext(t))
	if err != nil {
		t.Fatal(err)
	}
	if svc.bearers[0] != "Bearer "+drawn || again.Key() == drawn {
		t.Fatal("the second rotation did not use the new key, or drew the same key")
	}
}

func TestARevokedKeyJoinsNothing(t *testing.T) {
	c := dial(t, serverAddr(t))
	ctx := context.Background()
	made := createAccount(t, c, "Revo")
	owner := c.AsAccount(made.Key())
	account, err := owner.RevokeKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if !account.GetKeyRevoked() || owner.HasKey() {
		t.Fatalf("revoked: %v, client still has the key: %v", account.GetKeyRevoked(), owner.HasKey())
	}
	revoked := c.AsAccount(made.Key())
	_, err = revoked.FindGame(ctx, "", &pb.GameOptions{Players: 2, Rated: true})
	wantReason(t, err, codes.Unauthenticated, "KEY_INVALID")
	_, err = revoked.RotateKey(ctx)
	wantReason(t, err, codes.Unauthenticated, "KEY_INVALID")
}

func TestARatedFindNeedsAKey(t *testing.T) {
	c := dial(t, serverAddr(t))
	ctx := context.Background()
	rated := &pb.GameOptions{Players: 2, Rated: true}
	_, err := c.FindGame(ctx, "", rated)
	wantReason(t, err, codes.Unauthenticated, "KEY_REQUIRED")
	// The server says so too, to a request that gets past the client.
	_, err = c.Service().FindGame(ctx, &pb.FindGameRequest{Options: rated})
	wantReason(t, err, codes.Unauthenticated, "KEY_REQUIRED")
	if _, err := c.AsAccount("mgk_x").FindGame(ctx, "someone", rated); err == nil || !strings.Contains(err.Error(), "display name") {
		t.Fatalf("a rated find with a player name: %v", err)
	}
}

func TestARatedGameMovesBothRatings(t *testing.T) {
	c := dial(t, serverAddr(t))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	accounts := []*mg.AccountKey{createAccount(t, c, "Rated A"), createAccount(t, c, "Rated B")}
	finals := make([]*pb.Game, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, a := range accounts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			seat, err := c.AsAccount(a.Key()).FindGame(ctx, "", &pb.GameOptions{Players: 2, Rated: true})
			if err != nil {
				errs[i] = err
				return
			}
			finals[i], errs[i] = seat.Play(ctx, mg.FirstLegalMove)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if finals[0].GetName() != finals[1].GetName() {
		t.Fatalf("the accounts sat at two tables: %s, %s", finals[0].GetName(), finals[1].GetName())
	}
	final := finals[0]
	if final.GetStatus() != pb.GameStatus_GAME_STATUS_FINISHED || !final.GetOptions().GetRated() {
		t.Fatalf("the game ended %v, rated %v", final.GetStatus(), final.GetOptions().GetRated())
	}
	seated := map[string]string{}
	for _, s := range final.GetSeats() {
		seated[s.GetAccount()] = s.GetPlayerName()
	}
	for _, a := range accounts {
		if seated[a.Account.GetName()] != a.Account.GetDisplayName() {
			t.Fatalf("seats %v lack %s as %q", seated, a.Account.GetName(), a.Account.GetDisplayName())
		}
		got, err := c.GetAccount(ctx, a.Account.GetName())
		if err != nil {
			t.Fatal(err)
		}
		h := got.GetHistory()
		if got.GetAccount().GetRatedGames() != 1 || len(h) != 1 || h[0].GetGame() != final.GetName() || h[0].GetPlayers() != 2 {
			t.Fatalf("after the game: %v", got)
		}
	}
	listed := map[string]bool{}
	for e, err := range c.Leaderboard(ctx, 1, false) { // one a page: paged
		if err != nil {
			t.Fatal(err)
		}
		listed[e.GetAccount().GetName()] = true
	}
	for _, a := range accounts {
		if !listed[a.Account.GetName()] {
			t.Fatalf("the leaderboard lacks %s", a.Account.GetName())
		}
	}
}

func TestTheKeyIsNotShown(t *testing.T) {
	addr := serverAddr(t)
	c := dial(t, addr)
	made := createAccount(t, c, "Secret")
	key := made.Key()
	keyed, err := mg.Dial(addr, mg.WithAccountKey(key))
	if err != nil {
		t.Fatal(err)
	}
	defer keyed.Close()
	for _, shown := range []string{
		fmt.Sprintf("%v %+v %#v", made, made, made),
		fmt.Sprintf("%v %+v %#v", *made, *made, *made),
		fmt.Sprintf("%v %+v %#v", keyed, keyed, keyed),
		fmt.Sprintf("%v %+v %#v", *keyed, *keyed, *keyed),
	} {
		if strings.Contains(shown, key[4:]) {
			t.Fatalf("the key is shown: %s", shown)
		}
	}
	if _, err := keyed.RevokeKey(context.Background()); err != nil {
		t.Fatal(err)
	}
	_, err = c.AsAccount(key).FindGame(context.Background(), "", &pb.GameOptions{Players: 2, Rated: true})
	wantReason(t, err, codes.Unauthenticated, "KEY_INVALID")
	if shown := fmt.Sprintf("%v %+v %#v", err, err, err); strings.Contains(shown, key[4:]) {
		t.Fatalf("the error shows the key: %s", shown)
	}
}

// The example bot takes its flags before or after the address, and says
// which seat it holds before the rated game starts (it waits for the other
// account).
func TestTheExampleBotPlaysRated(t *testing.T) {
	addr := serverAddr(t)
	c := dial(t, addr)
	bin := botBinary(t)
	keys := []string{createAccount(t, c, "Env A").Key(), createAccount(t, c, "Env B").Key()}
	argss := [][]string{
		{addr, "--rated", "--players", "2"}, // the key from the environment
		{"--key", keys[1], "--rated", addr},
	}
	outs := make([][]byte, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cmd := exec.Command(bin, argss[i]...)
			cmd.Env = append(os.Environ(), mg.KeyEnv+"="+keys[0])
			outs[i], errs[i] = cmd.CombinedOutput()
		}()
	}
	wg.Wait()
	joined := regexp.MustCompile(`^Env [AB] [0-9a-f]{8} joined games/\S+ at seat [01]\n1\. `)
	for i := range keys {
		if errs[i] != nil || !joined.Match(outs[i]) {
			t.Fatalf("bot %d: %v\n%s", i, errs[i], outs[i])
		}
		if strings.Contains(string(outs[i]), keys[i]) {
			t.Fatalf("bot %d printed its key", i)
		}
	}
}
