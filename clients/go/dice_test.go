package mountaingoats_test

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
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

type contributionVector struct {
	Seed          string      `json:"seed"`
	Commitment    string      `json:"commitment"`
	Contributions []string    `json:"contributions"`
	MixedSeed     string      `json:"mixed_seed"`
	FirstSeat     uint32      `json:"first_seat"`
	Rolls         [][4]uint32 `json:"rolls"`
}

func loadContributionVectors(t *testing.T) []contributionVector {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(), "testdata", "dice-vectors-contributions.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Vectors []contributionVector `json:"vectors"`
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	if len(file.Vectors) < 4 {
		t.Fatalf("%d contribution vectors", len(file.Vectors))
	}
	return file.Vectors
}

// finishedGame is a finished game of the vector, with its dice source.
func finishedGame(t *testing.T, v contributionVector, source pb.DiceSource) *pb.Game {
	g := &pb.Game{
		Status:     pb.GameStatus_GAME_STATUS_FINISHED,
		Seed:       mustHex(t, v.Seed),
		SeedSha256: v.Commitment,
		DiceSource: source,
	}
	for i, c := range v.Contributions {
		g.Seats = append(g.Seats, &pb.Seat{Index: uint32(i), Taken: true, DiceContribution: mustHex(t, c)})
	}
	return g
}

func TestContributionVectors(t *testing.T) {
	for _, v := range loadContributionVectors(t) {
		var contributions [][]byte
		for _, c := range v.Contributions {
			contributions = append(contributions, mustHex(t, c))
		}
		mixed := mg.MixedSeed(mustHex(t, v.Seed), contributions)
		if hex.EncodeToString(mixed) != v.MixedSeed {
			t.Fatalf("seed %s: mixed %x, want %s", v.Seed, mixed, v.MixedSeed)
		}
		if got := mg.FirstSeat(mixed, uint32(len(contributions))); got != v.FirstSeat {
			t.Errorf("seed %s: first seat %d, want %d", v.Seed, got, v.FirstSeat)
		}
		for turn, want := range v.Rolls {
			if got := mg.Roll(mixed, uint64(turn)); got != want {
				t.Errorf("seed %s turn %d: %v, want %v", v.Seed, turn, got, want)
			}
		}
		rolls := vectorRolls(diceVector{Rolls: v.Rolls})
		game := finishedGame(t, v, pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS)
		if err := mg.VerifyGame(game, rolls); err != nil {
			t.Errorf("seed %s: %v", v.Seed, err)
		}
		if !slices.ContainsFunc(contributions, func(c []byte) bool { return len(c) > 0 }) {
			continue
		}
		// Not the seed alone, nor other contributions.
		if err := mg.VerifyGame(finishedGame(t, v, pb.DiceSource_DICE_SOURCE_CHOSEN_SEED), rolls); err == nil {
			t.Errorf("seed %s: the seed alone verified mixed dice", v.Seed)
		}
		game.Seats[0].DiceContribution = make([]byte, 16)
		if err := mg.VerifyGame(game, rolls); err == nil {
			t.Errorf("seed %s: another contribution verified the dice", v.Seed)
		}
	}
}

func TestDescribeDice(t *testing.T) {
	v := loadContributionVectors(t)[1] // seat 1 sent none
	for source, want := range map[pb.DiceSource]string{
		pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS: "2 of 3 players' contributions",
		pb.DiceSource_DICE_SOURCE_CHOSEN_SEED:             "creator knows every roll",
		pb.DiceSource_DICE_SOURCE_UNSPECIFIED:             "not recorded",
	} {
		if got := mg.DescribeDice(finishedGame(t, v, source)); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q in it", source, got, want)
		}
	}
}
