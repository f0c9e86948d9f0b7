package mountaingoats_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// repoRoot is the repository root, found from this file's location.
func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Clean(filepath.Join(filepath.Dir(file), "..", ".."))
}

var server struct {
	once sync.Once
	addr string
	err  error
	cmd  *exec.Cmd
}

// serverAddr returns the address of the server under test: the env
// MOUNTAIN_GOATS_ADDR, or a server this test binary starts once
// ($MOUNTAIN_GOATS_BIN, by default target/release/mountain-goats).
func serverAddr(t *testing.T) string {
	t.Helper()
	if addr := os.Getenv("MOUNTAIN_GOATS_ADDR"); addr != "" {
		return addr
	}
	server.once.Do(func() { server.addr, server.err = startServer() })
	if server.err != nil {
		t.Fatalf("no server: %v (set MOUNTAIN_GOATS_ADDR or run `cargo build --release` in %s)", server.err, repoRoot())
	}
	return server.addr
}

func startServer() (string, error) {
	bin := os.Getenv("MOUNTAIN_GOATS_BIN")
	if bin == "" {
		bin = filepath.Join(repoRoot(), "target", "release", "mountain-goats")
	}
	if _, err := os.Stat(bin); err != nil {
		return "", err
	}
	// No bound on accounts: the suite makes them by the dozen from one
	// address (tests/run starts its server so too).
	cmd := exec.Command(bin, "serve", "--listen", "127.0.0.1:0", "--db", ":memory:", "--accounts-per-client-per-hour", "0")
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	server.cmd = cmd
	lines := make(chan string, 1)
	go func() {
		r := bufio.NewReader(stdout)
		line, _ := r.ReadString('\n')
		lines <- line
		_, _ = io.Copy(io.Discard, r)
	}()
	select {
	case line := <-lines:
		addr, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
		if !ok {
			return "", fmt.Errorf("the server printed %q, want `listening on ADDR`", line)
		}
		return addr, nil
	case <-time.After(30 * time.Second):
		return "", fmt.Errorf("the server printed no address within 30 s")
	}
}

func stopServer() {
	if server.cmd == nil {
		return
	}
	_ = server.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = server.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = server.cmd.Process.Kill()
		<-done
	}
}

func TestMain(m *testing.M) {
	code := m.Run()
	stopServer()
	removeBotBinary()
	os.Exit(code)
}

func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}
