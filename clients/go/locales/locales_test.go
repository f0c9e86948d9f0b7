package locales

import (
	"bufio"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"
)

func keys(tag language.Tag) []string {
	return slices.Sorted(maps.Keys(messages[tag]))
}

func TestEveryLanguageHasTheKeysEnglishHas(t *testing.T) {
	english := keys(language.English)
	if want := []string{DiceChosen, DiceFair, DiceFairCount, DiceSeedAlone}; !slices.Equal(english, want) {
		t.Fatalf("English has %v, want %v", english, want)
	}
	if len(messages) != len(Languages) {
		t.Errorf("%d languages have messages, %d are listed", len(messages), len(Languages))
	}
	for _, tag := range Languages {
		if got := keys(tag); !slices.Equal(got, english) {
			t.Errorf("%s has %v, English %v", tag, got, english)
		}
	}
}

// cliMessages reads the messages of src/cli/locales/LANG.ftl whose key
// starts with prefix: a one-line message as its text, one spread over lines
// (a plural select) as "" (its sentences are pinned by the tests of
// DescribeDiceIn).
func cliMessages(t *testing.T, lang, prefix string) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "src", "cli", "locales", lang+".ftl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]string{}
	lines := bufio.NewScanner(f)
	for lines.Scan() {
		key, text, ok := strings.Cut(lines.Text(), " = ")
		if !ok || !strings.HasPrefix(key, prefix) {
			continue
		}
		if strings.HasSuffix(text, "->") {
			text = ""
		}
		out[key] = text
	}
	if err := lines.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestTheSentencesAreThoseMountainGoatsWatchPrints(t *testing.T) {
	for _, tag := range Languages {
		cli := cliMessages(t, tag.String(), "dice-")
		if got := slices.Sorted(maps.Keys(cli)); !slices.Equal(got, keys(tag)) {
			t.Errorf("%s: src/cli/locales has %v, this package %v", tag, got, keys(tag))
		}
		p := Printer(tag.String())
		for key, text := range cli {
			if text == "" {
				continue
			}
			if got := p.Sprintf(key); got != text {
				t.Errorf("%s %s: %q, src/cli/locales says %q", tag, key, got, text)
			}
		}
	}
}

func TestMatch(t *testing.T) {
	for tag, want := range map[string]language.Tag{
		"fr": language.French, "fr-BE": language.French, "nl_BE": language.Dutch, "uk_UA.UTF-8": language.Ukrainian,
		"PL": language.Polish, "en-GB": language.English, "pt_BR": language.English, "pt-BR": language.English,
		"de": language.English, "C": language.English, "": language.English,
	} {
		if got := Match(tag); got != want {
			t.Errorf("Match(%q) = %s, want %s", tag, got, want)
		}
	}
}
