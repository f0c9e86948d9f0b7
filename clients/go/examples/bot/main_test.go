package main

import (
	"strings"
	"testing"
)

func TestFlagsGoBeforeOrAfterTheAddress(t *testing.T) {
	t.Setenv("MOUNTAIN_GOATS_KEY", "mgk_env")
	for _, args := range []string{
		"ADDR --rated",
		"--rated ADDR",
		"--key K --rated ADDR",
		"ADDR --rated --players 3",
		"--players=3 ADDR --key K --rated",
	} {
		c, err := parse(strings.Fields(args))
		if err != nil {
			t.Fatalf("bot %s: %v", args, err)
		}
		wantKey := "mgk_env"
		if strings.Contains(args, "--key") {
			wantKey = "K"
		}
		wantPlayers := uint(2)
		if strings.Contains(args, "3") {
			wantPlayers = 3
		}
		if c.addr != "ADDR" || !c.rated || c.key != wantKey || c.players != wantPlayers {
			t.Fatalf("bot %s: %+v", args, *c)
		}
	}
	c, err := parse([]string{"ADDR", "games/abc", "go", "1"})
	if err != nil || c.addr != "ADDR" || c.game != "games/abc" || c.player != "go" || c.seat == nil || *c.seat != 1 || c.rated {
		t.Fatalf("bot ADDR games/abc go 1: %+v, %v", c, err)
	}
	for _, args := range []string{"", "ADDR", "ADDR games/abc", "--rated", "ADDR --rated games/abc", "ADDR games/abc go x", "ADDR --players", "--nope ADDR"} {
		if _, err := parse(strings.Fields(args)); err == nil {
			t.Fatalf("bot %s: no usage error", args)
		}
	}
}
