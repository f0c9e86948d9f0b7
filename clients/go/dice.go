package mountaingoats

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/mountain-goats/mountain-goats/clients/go/locales"
	pb "github.com/mountain-goats/mountain-goats/clients/go/mountaingoatsv1"
)

// stream returns the bytes of SHA-256(seed ‖ u64_be(t) ‖ u32_be(k)) for
// k = 0, 1, 2, … one at a time, skipping every byte >= limit.
func stream(seed []byte, t uint64, limit byte) func() byte {
	var buf []byte
	var k uint32
	return func() byte {
		for {
			for len(buf) > 0 {
				b := buf[0]
				buf = buf[1:]
				if b < limit {
					return b
				}
			}
			msg := make([]byte, 0, len(seed)+12)
			msg = append(msg, seed...)
			msg = binary.BigEndian.AppendUint64(msg, t)
			msg = binary.BigEndian.AppendUint32(msg, k)
			sum := sha256.Sum256(msg)
			buf = sum[:]
			k++
		}
	}
}

// MixedSeed returns the seed mixed with the seats' dice contributions, in
// seat order (an empty one: a seat that sent none):
// SHA-256(seed ‖ u32_be(len) ‖ contribution ‖ …), or the seed itself when
// none contributed (docs/dice.md).
func MixedSeed(seed []byte, contributions [][]byte) []byte {
	if !slices.ContainsFunc(contributions, func(c []byte) bool { return len(c) > 0 }) {
		return seed
	}
	h := sha256.New()
	h.Write(seed)
	for _, c := range contributions {
		h.Write(binary.BigEndian.AppendUint32(nil, uint32(len(c))))
		h.Write(c)
	}
	return h.Sum(nil)
}

// contributions are a game's seats' dice contributions, in seat order.
func contributions(game *pb.Game) [][]byte {
	out := make([][]byte, 0, len(game.GetSeats()))
	for _, s := range game.GetSeats() {
		out = append(out, s.GetDiceContribution())
	}
	return out
}

// DiceSeed returns the seed a finished game's dice come from: its revealed
// seed, mixed with the seats' contributions when its dice source says so.
func DiceSeed(game *pb.Game) []byte {
	if game.GetDiceSource() == pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS {
		return MixedSeed(game.GetSeed(), contributions(game))
	}
	return game.GetSeed()
}

// DescribeDice says where a game's dice come from, and so who could know
// them, in words, in English: DescribeDiceIn(game, "en").
func DescribeDice(game *pb.Game) string {
	return DescribeDiceIn(game, "en")
}

// DescribeDiceIn says where a game's dice come from, and so who could know
// them, in words, in the language lang names: "en", "fr", "nl", "uk" or "pl",
// also as a regional tag or a POSIX locale ("fr-BE", "uk_UA.UTF-8"); in
// English for a language not spoken here. The sentences are those
// `mountain-goats watch` prints (package locales).
func DescribeDiceIn(game *pb.Game, lang string) string {
	p := locales.Printer(lang)
	switch game.GetDiceSource() {
	case pb.DiceSource_DICE_SOURCE_CHOSEN_SEED:
		return p.Sprintf(locales.DiceChosen)
	case pb.DiceSource_DICE_SOURCE_SERVER_SEED_AND_PLAYERS:
		taken, contributed := 0, 0
		for _, s := range game.GetSeats() {
			if s.GetTaken() {
				taken++
			}
			if len(s.GetDiceContribution()) > 0 {
				contributed++
			}
		}
		if taken == 0 {
			return p.Sprintf(locales.DiceFair)
		}
		return p.Sprintf(locales.DiceFairCount, contributed, taken)
	default:
		return p.Sprintf(locales.DiceSeedAlone)
	}
}

// Roll re-derives the four dice of turn t (0-based, counting every turn of
// the game) from a game's seed, as documented in docs/dice.md.
func Roll(seed []byte, turn uint64) [4]uint32 {
	next := stream(seed, turn, 252)
	var dice [4]uint32
	for i := range dice {
		dice[i] = uint32(next()%6) + 1
	}
	return dice
}

// FirstSeat re-derives the first seat the server draws from the seed when
// the game's creator did not fix it.
func FirstSeat(seed []byte, players uint32) uint32 {
	if players == 0 {
		return 0
	}
	return uint32(stream(seed, ^uint64(0), 240)()) % players
}

// SeedCommitment returns the lowercase hex SHA-256 of a seed, the value a
// game publishes as seed_sha256 before the first roll.
func SeedCommitment(seed []byte) string {
	sum := sha256.Sum256(seed)
	return hex.EncodeToString(sum[:])
}

// DiceRolls picks the DiceRolled events out of a list of events.
func DiceRolls(events []*pb.Event) []*pb.DiceRolled {
	var rolls []*pb.DiceRolled
	for _, e := range events {
		if r := e.GetDiceRolled(); r != nil {
			rolls = append(rolls, r)
		}
	}
	return rolls
}

// VerifyDice checks a finished game's dice: SHA-256(seed) must equal the
// commitment published on the game (seed_sha256), and every roll seen must
// be the one derived from the seed for its turn. It returns nil when all
// agree, or an error naming the first mismatch. It knows nothing of the
// players' contributions: for a game that takes them, use [VerifyGame].
func VerifyDice(seed []byte, seedSHA256 string, rolls []*pb.DiceRolled) error {
	return verify(seed, seed, seedSHA256, rolls)
}

// VerifyGame checks a finished game's dice as its dice source says: its
// revealed seed against its commitment, and every roll seen against the
// seed mixed with the seats' contributions (or the seed alone).
func VerifyGame(game *pb.Game, rolls []*pb.DiceRolled) error {
	return verify(game.GetSeed(), DiceSeed(game), game.GetSeedSha256(), rolls)
}

// verify checks seed against its commitment and the rolls against the
// dice rolled from rolledFrom.
func verify(seed, rolledFrom []byte, seedSHA256 string, rolls []*pb.DiceRolled) error {
	if len(seed) == 0 {
		return fmt.Errorf("mountaingoats: the seed is not revealed (is the game finished?)")
	}
	if got := SeedCommitment(seed); got != strings.ToLower(seedSHA256) {
		return fmt.Errorf("mountaingoats: SHA-256 of the seed is %s, the game committed to %s", got, seedSHA256)
	}
	for _, r := range rolls {
		want := Roll(rolledFrom, r.GetTurn())
		got := r.GetRoll().GetDice()
		if !slices.Equal(got, want[:]) {
			return fmt.Errorf("mountaingoats: turn %d (seat %d) rolled %v, the seed gives %v", r.GetTurn(), r.GetSeat(), got, want)
		}
	}
	return nil
}
