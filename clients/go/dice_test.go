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
		pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS: "(2 of 3 seated players contributed)",
		pb.DiceSource_DICE_SOURCE_CHOSEN_SEED:             "the creator knows every roll",
		pb.DiceSource_DICE_SOURCE_UNSPECIFIED:             "did not record who chose it",
	} {
		if got := mg.DescribeDice(finishedGame(t, v, source)); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q in it", source, got, want)
		}
	}
}

// seatedGame is a game whose dice come from source, with taken seated
// players of whom the first contributed ones sent a contribution.
func seatedGame(source pb.DiceSource, taken, contributed int) *pb.Game {
	g := &pb.Game{DiceSource: source}
	for i := range taken {
		s := &pb.Seat{Index: uint32(i), Taken: true}
		if i < contributed {
			s.DiceContribution = []byte{1}
		}
		g.Seats = append(g.Seats, s)
	}
	return g
}

// Each language's three sources, for a game where 2 of 3 seated players
// sent a contribution: the sentences of src/cli/locales, filled in.
var diceSentences = map[string][3]string{
	"en": {
		"dice from a seed the creator chose: the creator knows every roll",
		"dice from the server's seed mixed with the players' contributions (2 of 3 seated players contributed): nobody can steer them alone",
		"dice from the seed alone (the server did not record who chose it)",
	},
	"fr": {
		"dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer",
		"dés tirés de la graine du serveur mêlée aux apports des joueurs (2 joueurs assis sur 3 ont apporté le leur) : personne ne peut les orienter seul",
		"dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)",
	},
	"nl": {
		"dobbelstenen uit een seed die de maker koos: de maker kent elke worp",
		"dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers (2 van 3 spelers aan tafel droegen bij): niemand kan ze alleen sturen",
		"dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)",
	},
	"uk": {
		"кубики із зерна, яке обрав творець: творець знає кожен кидок",
		"кубики із зерна сервера, змішаного з внесками гравців (внесок зробили 2 з 3 гравців за столом): ніхто не може керувати ними сам",
		"кубики лише із зерна (сервер не записав, хто його обрав)",
	},
	"pl": {
		"kości z ziarna wybranego przez twórcę: twórca zna każdy rzut",
		"kości z ziarna serwera zmieszanego z wkładami graczy (wkład dało 2 z 3 graczy przy stole): nikt nie może sam nimi sterować",
		"kości z samego ziarna (serwer nie zapisał, kto je wybrał)",
	},
}

func TestDescribeDiceInEachLanguage(t *testing.T) {
	sources := []pb.DiceSource{
		pb.DiceSource_DICE_SOURCE_CHOSEN_SEED,
		pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS,
		pb.DiceSource_DICE_SOURCE_UNSPECIFIED,
	}
	for lang, want := range diceSentences {
		for i, source := range sources {
			if got := mg.DescribeDiceIn(seatedGame(source, 3, 2), lang); got != want[i] {
				t.Errorf("%s %s:\n got %q\nwant %q", lang, source, got, want[i])
			}
		}
	}
	if got, want := mg.DescribeDice(seatedGame(pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS, 3, 2)), diceSentences["en"][1]; got != want {
		t.Errorf("DescribeDice: %q, want English %q", got, want)
	}
	nobody := seatedGame(pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS, 0, 0)
	if got, want := mg.DescribeDiceIn(nobody, "pl"), "kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować"; got != want {
		t.Errorf("no one seated: %q, want %q", got, want)
	}
}

func TestDescribeDiceInPluralForms(t *testing.T) {
	// uk and pl have one (1), few (2, 22) and many (5); en, fr and nl one and other.
	for _, c := range []struct {
		lang  string
		taken int
		words string
	}{
		{"uk", 1, "(внесок зробив 1 з 1 гравця за столом)"},
		{"uk", 2, "(внесок зробив 1 з 2 гравців за столом)"},
		{"uk", 5, "(внесок зробив 1 з 5 гравців за столом)"},
		{"uk", 22, "(внесок зробив 1 з 22 гравців за столом)"},
		{"pl", 1, "(wkład dał 1 z 1 gracza przy stole)"},
		{"pl", 2, "(wkład dał 1 z 2 graczy przy stole)"},
		{"pl", 5, "(wkład dał 1 z 5 graczy przy stole)"},
		{"pl", 22, "(wkład dał 1 z 22 graczy przy stole)"},
		{"en", 1, "(1 of 1 seated player contributed)"},
		{"en", 2, "(1 of 2 seated players contributed)"},
		{"fr", 1, "(1 joueur assis sur 1 a apporté le sien)"},
		{"fr", 5, "(1 joueur assis sur 5 a apporté le sien)"},
		{"nl", 1, "(1 van 1 speler aan tafel droeg bij)"},
		{"nl", 22, "(1 van 22 spelers aan tafel droeg bij)"},
	} {
		got := mg.DescribeDiceIn(seatedGame(pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS, c.taken, 1), c.lang)
		if !strings.Contains(got, c.words) {
			t.Errorf("%s, %d seated: %q, want %q in it", c.lang, c.taken, got, c.words)
		}
	}
}

func TestDescribeDiceInAgreesWithTheNumberEachWordBelongsTo(t *testing.T) {
	// Issue 26: the players who contributed are the subject, so the verb (and
	// in French the noun) follows how many contributed, the noun after "of"
	// how many are seated.
	for _, c := range []struct {
		lang               string
		contributed, taken int
		words              string
	}{
		{"fr", 1, 2, "(1 joueur assis sur 2 a apporté le sien)"},
		{"fr", 2, 2, "(2 joueurs assis sur 2 ont apporté le leur)"},
		{"fr", 0, 3, "(0 joueur assis sur 3 a apporté le sien)"},
		{"fr", 5, 5, "(5 joueurs assis sur 5 ont apporté le leur)"},
		{"nl", 1, 2, "(1 van 2 spelers aan tafel droeg bij)"},
		{"nl", 2, 2, "(2 van 2 spelers aan tafel droegen bij)"},
		{"nl", 0, 3, "(0 van 3 spelers aan tafel droegen bij)"},
		{"nl", 5, 5, "(5 van 5 spelers aan tafel droegen bij)"},
		{"uk", 1, 2, "(внесок зробив 1 з 2 гравців за столом)"},
		{"pl", 1, 5, "(wkład dał 1 z 5 graczy przy stole)"},
	} {
		got := mg.DescribeDiceIn(seatedGame(pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS, c.taken, c.contributed), c.lang)
		if !strings.Contains(got, c.words) {
			t.Errorf("%s, %d of %d: %q, want %q in it", c.lang, c.contributed, c.taken, got, c.words)
		}
	}
}

func TestDescribeDiceInTags(t *testing.T) {
	chosen := seatedGame(pb.DiceSource_DICE_SOURCE_CHOSEN_SEED, 3, 2)
	for tag, lang := range map[string]string{
		"fr-BE": "fr", "nl_BE": "nl", "uk_UA.UTF-8": "uk", "PL": "pl", "en-GB": "en",
		"pt-BR": "en", "pt_BR": "en", "de": "en", "C": "en", "": "en",
	} {
		if got, want := mg.DescribeDiceIn(chosen, tag), diceSentences[lang][0]; got != want {
			t.Errorf("%q: %q, want the %s %q", tag, got, lang, want)
		}
	}
}
