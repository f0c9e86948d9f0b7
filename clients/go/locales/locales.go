// Package locales holds the sentences the client says in words, in the five
// languages the rules come in (English, French, Dutch, Ukrainian, Polish), as
// a golang.org/x/text message catalog: the plural forms of each language
// (Ukrainian and Polish have one, few and many) are CLDR's, chosen by
// golang.org/x/text/feature/plural.
//
// The sentences are those `mountain-goats watch` prints, from the Fluent
// files of the command line (src/cli/locales/*.ftl), under the same keys,
// with each Fluent variable an argument in the order its key's comment gives
// and each Fluent selector on a number a [plural.Selectf]. The client's tests
// check the sentences against those files.
package locales

import (
	"fmt"
	"strings"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// The keys of the sentences, with their arguments.
const (
	// DiceChosen: the dice come from a seed the creator chose.
	DiceChosen = "dice-chosen"
	// DiceFair: from the server's seed mixed with the players'
	// contributions, before anyone sits down.
	DiceFair = "dice-fair"
	// DiceFairCount: the same, with (1) how many seated players contributed
	// and (2) how many are seated. Each word agrees with the count it belongs
	// to: a verb with (1), its subject; the noun after "of" with (2).
	DiceFairCount = "dice-fair-count"
	// DiceSeedAlone: from the seed alone, not recorded who chose it.
	DiceSeedAlone = "dice-seed-alone"
)

// Languages are the languages the sentences are in, English (the reference,
// and the fallback) first.
var Languages = []language.Tag{language.English, language.French, language.Dutch, language.Ukrainian, language.Polish}

// messages are each language's sentences by key: one catalog message, or
// the variables of a sentence and then the sentence (see [catalog.Builder.Set]).
var messages = map[language.Tag]map[string][]catalog.Message{
	language.English: {
		DiceChosen: {catalog.String("dice from a seed the creator chose: the creator knows every roll")},
		DiceFair:   {catalog.String("dice from the server's seed mixed with the players' contributions: nobody can steer them alone")},
		DiceFairCount: {
			catalog.Var("taken", plural.Selectf(2, "%d",
				"one", "%[2]d seated player contributed",
				"other", "%[2]d seated players contributed")),
			catalog.String("dice from the server's seed mixed with the players' contributions (%[1]d of ${taken}): nobody can steer them alone"),
		},
		DiceSeedAlone: {catalog.String("dice from the seed alone (the server did not record who chose it)")},
	},
	language.French: {
		DiceChosen: {catalog.String("dés tirés d’une graine choisie par le créateur : le créateur connaît chaque lancer")},
		DiceFair:   {catalog.String("dés tirés de la graine du serveur mêlée aux apports des joueurs : personne ne peut les orienter seul")},
		DiceFairCount: {
			catalog.Var("contributed", plural.Selectf(1, "%d",
				"one", "joueur assis sur %[2]d a apporté le sien",
				"other", "joueurs assis sur %[2]d ont apporté le leur")),
			catalog.String("dés tirés de la graine du serveur mêlée aux apports des joueurs (%[1]d ${contributed}) : personne ne peut les orienter seul"),
		},
		DiceSeedAlone: {catalog.String("dés tirés de la seule graine (le serveur n’a pas noté qui l’a choisie)")},
	},
	language.Dutch: {
		DiceChosen: {catalog.String("dobbelstenen uit een seed die de maker koos: de maker kent elke worp")},
		DiceFair:   {catalog.String("dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers: niemand kan ze alleen sturen")},
		DiceFairCount: {
			catalog.Var("taken", plural.Selectf(2, "%d",
				"one", "speler",
				"other", "spelers")),
			catalog.Var("contributed", plural.Selectf(1, "%d",
				"one", "droeg",
				"other", "droegen")),
			catalog.String("dobbelstenen uit de seed van de server gemengd met de bijdragen van de spelers (%[1]d van %[2]d ${taken} aan tafel ${contributed} bij): niemand kan ze alleen sturen"),
		},
		DiceSeedAlone: {catalog.String("dobbelstenen uit alleen de seed (de server heeft niet bijgehouden wie die koos)")},
	},
	language.Ukrainian: {
		DiceChosen: {catalog.String("кубики із зерна, яке обрав творець: творець знає кожен кидок")},
		DiceFair:   {catalog.String("кубики із зерна сервера, змішаного з внесками гравців: ніхто не може керувати ними сам")},
		DiceFairCount: {
			catalog.Var("taken", plural.Selectf(2, "%d",
				"one", "%[2]d гравця за столом",
				"few", "%[2]d гравців за столом",
				"many", "%[2]d гравців за столом",
				"other", "%[2]d гравця за столом")),
			catalog.Var("contributed", plural.Selectf(1, "%d",
				"one", "зробив",
				"few", "зробили",
				"many", "зробили",
				"other", "зробили")),
			catalog.String("кубики із зерна сервера, змішаного з внесками гравців (внесок ${contributed} %[1]d з ${taken}): ніхто не може керувати ними сам"),
		},
		DiceSeedAlone: {catalog.String("кубики лише із зерна (сервер не записав, хто його обрав)")},
	},
	language.Polish: {
		DiceChosen: {catalog.String("kości z ziarna wybranego przez twórcę: twórca zna każdy rzut")},
		DiceFair:   {catalog.String("kości z ziarna serwera zmieszanego z wkładami graczy: nikt nie może sam nimi sterować")},
		DiceFairCount: {
			catalog.Var("taken", plural.Selectf(2, "%d",
				"one", "%[2]d gracza przy stole",
				"few", "%[2]d graczy przy stole",
				"many", "%[2]d graczy przy stole",
				"other", "%[2]d gracza przy stole")),
			catalog.Var("contributed", plural.Selectf(1, "%d",
				"one", "dał",
				"few", "dało",
				"many", "dało",
				"other", "dało")),
			catalog.String("kości z ziarna serwera zmieszanego z wkładami graczy (wkład ${contributed} %[1]d z ${taken}): nikt nie może sam nimi sterować"),
		},
		DiceSeedAlone: {catalog.String("kości z samego ziarna (serwer nie zapisał, kto je wybrał)")},
	},
}

// sentences holds the messages; a key a language lacks is said in English.
var sentences = build()

func build() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	for tag, byKey := range messages {
		for key, msg := range byKey {
			if err := b.Set(tag, key, msg...); err != nil {
				// The messages are this package's own, and the tests build them.
				panic(fmt.Sprintf("locales: %s %s: %v", tag, key, err))
			}
		}
	}
	return b
}

// Match returns the language of [Languages] that a language tag or a POSIX
// locale names: "fr", "fr-BE" and "fr_BE.UTF-8" are French; a language not
// spoken here ("pt_BR", "C", "") is English.
func Match(tag string) language.Tag {
	base, _, _ := strings.Cut(strings.Map(func(r rune) rune {
		if r == '_' || r == '.' || r == '@' {
			return '-'
		}
		return r
	}, tag), "-")
	for _, l := range Languages {
		if l.String() == strings.ToLower(base) {
			return l
		}
	}
	return language.English
}

// Printer says the sentences in the language lang names (see [Match]):
// p.Sprintf(key, args...).
func Printer(lang string) *message.Printer {
	return message.NewPrinter(Match(lang), message.Catalog(sentences))
}
