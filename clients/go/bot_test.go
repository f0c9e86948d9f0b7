package mountaingoats_test

import (
	"bytes"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
)

var exampleBot struct {
	once sync.Once
	dir  string
	err  error
}

// botBinary builds the example bot once per test binary (removed by
// TestMain) and returns its path.
func botBinary(t *testing.T) string {
	t.Helper()
	exampleBot.once.Do(func() {
		exampleBot.dir, exampleBot.err = os.MkdirTemp("", "mg-go-bot-")
		if exampleBot.err != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(exampleBot.dir, "bot"), "./examples/bot").CombinedOutput()
		if err != nil {
			exampleBot.err = errors.New("go build ./examples/bot: " + err.Error() + "\n" + string(out))
		}
	})
	if exampleBot.err != nil {
		t.Fatal(exampleBot.err)
	}
	return filepath.Join(exampleBot.dir, "bot")
}

func removeBotBinary() {
	if exampleBot.dir != "" {
		_ = os.RemoveAll(exampleBot.dir)
	}
}

// runBot runs the example bot as a user would, with env added to the
// environment, and returns its exit code, stdout and stderr.
func runBot(t *testing.T, env []string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(botBinary(t), args...)
	cmd.Env = append(os.Environ(), env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errOut.String()
}

// wantOneLine fails unless the bot exited with one of codes and wrote
// exactly one non-empty line to stderr, holding want.
func wantOneLine(t *testing.T, code int, stderr string, want string, codes ...int) {
	t.Helper()
	okCode := false
	for _, c := range codes {
		okCode = okCode || c == code
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	if !okCode || len(lines) != 1 || strings.TrimSpace(lines[0]) == "" || !strings.Contains(stderr, want) || !strings.HasSuffix(stderr, "\n") {
		t.Fatalf("exit %d, stderr %q; want exit %v and one line holding %q", code, stderr, codes, want)
	}
}

// freeAddress is a loopback address where nothing listens.
func freeAddress(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return addr
}

func TestTheExampleBotSaysInOneLineThatNoServerIsRunning(t *testing.T) {
	addr := freeAddress(t)
	// The yardstick: the same binary, already built, failing on its usage.
	start := time.Now()
	runBot(t, nil)
	startup := time.Since(start)
	start = time.Now()
	code, _, stderr := runBot(t, nil, addr, "games/abc", "go")
	took := time.Since(start)
	wantOneLine(t, code, stderr, "no server is listening at "+addr+" (connection refused)", 1)
	if want := "error: no server is listening at " + addr + " (connection refused): start one with \"cargo run --release -- serve\", or check the address\n"; stderr != want {
		t.Fatalf("stderr %q, want %q", stderr, want)
	}
	// The default policy's waits between its 10 tries of UNAVAILABLE sum to
	// 11.1 s before jitter, never less than half that: a bot that retried would
	// spend at least 5.55 s more than one that fails on its usage.
	if took-startup > 5*time.Second {
		t.Fatalf("the bot took %v to fail (%v to refuse its usage): it retried a refused connection", took, startup)
	}
}

func TestTheExampleBotSaysInOneLineThatTheGameIsNotFound(t *testing.T) {
	code, stdout, stderr := runBot(t, nil, serverAddr(t), "games/doesnotexist", "go")
	wantOneLine(t, code, stderr, "GAME_NOT_FOUND", 1)
	if stdout != "" {
		t.Fatalf("stdout %q, want nothing", stdout)
	}
}

func TestTheExampleBotSaysInOneLineThatTheKeyIsWrong(t *testing.T) {
	code, _, stderr := runBot(t, []string{mg.KeyEnv + "=mgk_" + strings.Repeat("0", 64)}, serverAddr(t), "--rated")
	wantOneLine(t, code, stderr, "KEY_INVALID", 1)
}

func TestTheExampleBotSaysInOneLineThatTheAddressIsBad(t *testing.T) {
	code, _, stderr := runBot(t, nil, "127.0.0.1", "games/abc", "go")
	wantOneLine(t, code, stderr, `"127.0.0.1" is not a server address: give HOST:PORT, e.g. 127.0.0.1:50051`, 1, 2)
}

func TestTheExampleBotGivesItsUsageInOneLine(t *testing.T) {
	for _, args := range [][]string{{}, {"127.0.0.1:50051"}, {"--rated", "127.0.0.1:50051", "games/abc"}, {"--players"}, {"--nope", "127.0.0.1:50051"}} {
		code, _, stderr := runBot(t, []string{mg.KeyEnv + "=mgk_x"}, args...)
		wantOneLine(t, code, stderr, "usage: bot ADDR", 2)
	}
	code, _, stderr := runBot(t, []string{mg.KeyEnv + "="}, "127.0.0.1:50051", "--rated")
	wantOneLine(t, code, stderr, "--rated plays as an account", 2)
}
