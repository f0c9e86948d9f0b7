package mountaingoats_test

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	mg "github.com/mountain-goats/mountain-goats/clients/go"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

type diceVector struct {
	Seed       string            `json:"seed"`
	Commitment string            `json:"commitment"`
	FirstSeat  map[string]uint32 `json:"first_seat"`
	Rolls      [][4]uint32       `json:"rolls"`
}

func loadVectors(t *testing.T) []diceVector {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(), "testdata", "dice-vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []diceVector `json:"vectors"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) == 0 {
		t.Fatal("no dice vectors")
	}
	return file.Vectors
}

func mustHex(t *testing.T, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestDiceVectorsCommitment(t *testing.T) {
	for _, v := range loadVectors(t) {
		if got := mg.SeedCommitment(mustHex(t, v.Seed)); got != v.Commitment {
			t.Errorf("seed %s: commitment %s, want %s", v.Seed, got, v.Commitment)
		}
	}
}

func TestDiceVectorsRolls(t *testing.T) {
	for _, v := range loadVectors(t) {
		seed := mustHex(t, v.Seed)
		if len(v.Rolls) == 0 {
			t.Fatalf("seed %s: no rolls", v.Seed)
		}
		for turn, want := range v.Rolls {
			if got := mg.Roll(seed, uint64(turn)); got != want {
				t.Errorf("seed %s turn %d: %v, want %v", v.Seed, turn, got, want)
			}
		}
	}
}

func TestDiceVectorsFirstSeat(t *testing.T) {
	for _, v := range loadVectors(t) {
		seed := mustHex(t, v.Seed)
		for players, want := range v.FirstSeat {
			n, err := strconv.Atoi(players)
			if err != nil {
				t.Fatal(err)
			}
			if got := mg.FirstSeat(seed, uint32(n)); got != want {
				t.Errorf("seed %s, %d players: first seat %d, want %d", v.Seed, n, got, want)
			}
		}
	}
}

func vectorRolls(v diceVector) []*pb.DiceRolled {
	var rolls []*pb.DiceRolled
	for turn, dice := range v.Rolls {
		rolls = append(rolls, &pb.DiceRolled{Seat: uint32(turn % 3), Turn: uint64(turn), Roll: &pb.Roll{Dice: dice[:]}})
	}
	return rolls
}

func TestVerifyDiceAcceptsTheVectors(t *testing.T) {
	for _, v := range loadVectors(t) {
		if err := mg.VerifyDice(mustHex(t, v.Seed), v.Commitment, vectorRolls(v)); err != nil {
			t.Errorf("seed %s: %v", v.Seed, err)
		}
	}
}

func TestVerifyDiceCatchesATamperedRoll(t *testing.T) {
	v := loadVectors(t)[0]
	rolls := vectorRolls(v)
	d := rolls[5].Roll.Dice
	d[2] = d[2]%6 + 1
	err := mg.VerifyDice(mustHex(t, v.Seed), v.Commitment, rolls)
	if err == nil || !strings.Contains(err.Error(), "turn 5") {
		t.Fatalf("tampered roll: got %v, want an error naming turn 5", err)
	}
}

func TestVerifyDiceCatchesAWrongCommitment(t *testing.T) {
	vs := loadVectors(t)
	if err := mg.VerifyDice(mustHex(t, vs[0].Seed), vs[1].Commitment, vectorRolls(vs[0])); err == nil {
		t.Fatal("a seed that does not match the commitment was accepted")
	}
	if err := mg.VerifyDice(nil, vs[0].Commitment, nil); err == nil {
		t.Fatal("an unrevealed seed was accepted")
	}
}
