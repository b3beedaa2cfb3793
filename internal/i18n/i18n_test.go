package i18n

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/excalibur-kit/excalibur/rules"
)

func data(t *testing.T) *gamedata.Data {
	d, err := gamedata.Load(content.FS)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func catalog(t *testing.T) *Catalog {
	c, err := Load(locales.FS)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddNames(names.Of(data(t))); err != nil {
		t.Fatal(err)
	}
	return c
}

func tables(t *testing.T) []rules.Table { return rules.New(data(t)).Tables() }

// Every key a table uses exists in the source language.
func TestEveryTableKeyIsInEnglish(t *testing.T) {
	en := catalog(t).Messages(Source)
	for _, k := range Keys(tables(t)) {
		if en[k] == nil {
			t.Errorf("locales/en.toml has no message %q", k)
		}
	}
}

func TestCellWording(t *testing.T) {
	l := catalog(t).For("en", false)
	cases := []struct {
		c    rules.Cell
		want string
	}{
		{rules.Text("wounds-on", map[string]int{"n": 1, "lo": 5, "hi": 6}), "1 wound on 5–6"},
		{rules.Text("wounds", map[string]int{"n": 2}), "2 wounds"},
		{rules.Range(10, 15), "10–15"},
		{rules.AndUp(16), "16+"},
		{rules.Strength(6, 4), "6 (4)"},
		{rules.Bz(15), "15\u00a0Bz"},
		{rules.Signed(-15), "−15"},
		{rules.Percent(56, 216), "25.9%"},
	}
	for _, c := range cases {
		if got := l.Cell(c.c); got != c.want {
			t.Errorf("%v: %q, want %q", c.c, got, c.want)
		}
	}
	if m := l.Missing(); len(m) != 0 {
		t.Errorf("English missing %v", m)
	}
}

func TestNumbersByLanguage(t *testing.T) {
	c := catalog(t)
	for lang, want := range map[string]string{"en": "25.9%", "pl": "25,9%", "fr": "25,9\u00a0%"} {
		if got := c.For(lang, true).Percent(56, 216); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}

func TestFallbackIsNeverSilent(t *testing.T) {
	c := catalog(t)
	strict := c.For("xx", false)
	if got := strict.T("col.cost", nil); got != "Cost" || len(strict.Missing()) != 1 {
		t.Errorf("strict fallback %q, missing %v: want the English and the id recorded", got, strict.Missing())
	}
	draft := c.For("xx", true)
	if got := draft.T("col.cost", nil); !strings.Contains(got, "Cost") || got == "Cost" {
		t.Errorf("draft fallback %q must be visibly marked", got)
	}
}

func TestFrenchTypography(t *testing.T) {
	got := Typography("fr", "« Attention : péage ! »")
	if got != "«\u202fAttention\u00a0: péage\u202f!\u202f»" {
		t.Errorf("%q", got)
	}
	if Typography("en", "Note : x") != "Note : x" {
		t.Error("English spacing must not change")
	}
}

// Each language's typography binds what its rules bind, and nothing else; it changes
// only spaces, so applying it again or across pieces gives the same text.
func TestTypographyLayers(t *testing.T) {
	const nb, nn = "\u00a0", "\u202f"
	cases := []struct{ lang, in, want string }{
		{"pl", "dom i ogród w Camelocie", "dom i" + nb + "ogród w" + nb + "Camelocie"},
		{"pl", "A potem W drodze, z „Wieżą” a (o tym)", "A" + nb + "potem W" + nb + "drodze, z" + nb + "„Wieżą” a" + nb + "(o" + nb + "tym)"},
		{"pl", "sir Gawain i Sir Lancelot", "sir" + nb + "Gawain i" + nb + "Sir" + nb + "Lancelot"},
		{"pl", "i w z domu", "i" + nb + "w" + nb + "z" + nb + "domu"},
		{"pl", "pole — siatki", "pole" + nb + "— siatki"},
		{"pl", "kosztuje 12 Bz i 5 mm, zob. pkt 5 oraz fazy 3.ii", "kosztuje 12" + nb + "Bz i" + nb + "5" + nb + "mm, zob." + nb + "pkt" + nb + "5 oraz fazy" + nb + "3.ii"},
		{"pl", "klasa A, klasy B. klasę C faza 2 fazy 3 fazie 1 runda 1 rundy 2", "klasa" + nb + "A, klasy" + nb + "B. klasę" + nb + "C faza" + nb + "2 fazy" + nb + "3 fazie" + nb + "1 runda" + nb + "1 rundy" + nb + "2"},
		{"pl", "zob. uwagę wydania E7, uwagi wydania E21 i E22", "zob." + nb + "uwagę wydania" + nb + "E7, uwagi wydania" + nb + "E21 i" + nb + "E22"},
		{"pl", "(zob. „Podklejanie”), decyzja; Zob. rycinę, zob. — dalej", "(zob." + nb + "„Podklejanie”), decyzja; Zob." + nb + "rycinę, zob." + nb + "— dalej"}, // „zob.” stays with what it points to
		{"pl", "klasy Artura, tego wydania Excalibura, fazy ruchu, klasy D", "klasy Artura, tego wydania Excalibura, fazy ruchu, klasy D"},                        // only a label binds
		{"pl", "| a | b |", "| a | b |"},  // a table's cells, not words
		{"pl", "a — b", "a" + nb + "— b"}, // the dash binds back, the word after it stays free
		{"pl", "ptak a", "ptak a"},        // nothing after: nothing to bind
		{"en", "see section 5 and 8.iii, 3 RP — or 2 mm", "see section" + nb + "5 and" + nb + "8.iii, 3" + nb + "RP" + nb + "— or 2" + nb + "mm"},
		{"en", "a word in a line", "a word in a line"},
		{"fr", "Partie A : le jeu ; oui ? « non » 25 %", "Partie A" + nb + ": le jeu" + nn + "; oui" + nn + "? «" + nn + "non" + nn + "» 25" + nb + "%"},
		{"fr", "voir la section 8 — 10 PR", "voir la section" + nb + "8" + nb + "— 10" + nb + "PR"},
		{"fr", "https://example.org", "https://example.org"},
		{"fr", "jusqu’à 6 joueurs, de (2 à **6** fois. 1989 Le", "jusqu’à 6" + nb + "joueurs, de (2" + nb + "à **6**" + nb + "fois. 1989 Le"}, // a number keeps its noun, not a sentence's capital
		{"en", "up to 6 players", "up to 6 players"},
		// A die face stays with the word that introduces it, and only a face does.
		{"fr", "meurt sur un 6, blessé sur un 5 ou plus ; lancez un dé", "meurt sur un" + nb + "6, blessé sur un" + nb + "5" + nb + "ou plus" + nn + "; lancez un dé"},
		{"en", "dies on a 6, or on (an 8); a die", "dies on a" + nb + "6, or on (an" + nb + "8); a die"},
		{"pl", "ginie przy wyniku 6, rana przy 5–6, przy drodze", "ginie przy wyniku" + nb + "6, rana przy" + nb + "5–6, przy drodze"},
		// A milestone keeps its number, and an equals sign both its sides.
		{"fr", "à la borne 2 de la route ; force 14 + dé 1 = VA 15", "à la borne" + nb + "2" + nb + "de la route" + nn + "; force 14 + dé" + nb + "1" + nb + "=" + nb + "VA 15"},
		{"en", "at milestone 2 of the road; 3 + die 4 = 7 Bz", "at milestone" + nb + "2 of the road; 3 + die" + nb + "4" + nb + "=" + nb + "7" + nb + "Bz"},
		{"pl", "przy kamieniu milowym 2, kamień milowy 3: 1 + kość 2 = 3", "przy kamieniu milowym" + nb + "2, kamień milowy" + nb + "3: 1 + kość" + nb + "2" + nb + "=" + nb + "3"},
		{"pl", "(zob. uwagę wydania E39). Za 12 Bz).", "(zob." + nb + "uwagę wydania" + nb + "E39). Za 12" + nb + "Bz)."}, // the punctuation after a bracket
	}
	for _, c := range cases {
		got := Typography(c.lang, c.in)
		if got != c.want {
			t.Errorf("%s %q:\n got %q\nwant %q", c.lang, c.in, got, c.want)
		}
		if again := Typography(c.lang, got); again != got {
			t.Errorf("%s %q: a second pass changed %q to %q", c.lang, c.in, got, again)
		}
		if len([]rune(got)) != len([]rune(c.in)) {
			t.Errorf("%s %q: the pass changed more than spaces: %q", c.lang, c.in, got)
		}
		// Cut anywhere, the pieces bind as the whole text does.
		rs := []rune(c.in)
		for cut := 1; cut < len(rs); cut++ {
			ps := BindPieces(c.lang, []string{string(rs[:cut]), string(rs[cut:])})
			if ps[0]+ps[1] != got {
				t.Errorf("%s %q cut at %d: %q", c.lang, c.in, cut, ps)
				break
			}
		}
	}
}

// A message with only an `other` form is the same for every count, 1 included.
func TestUncountedMessagesAtOne(t *testing.T) {
	l := catalog(t).For("en", false)
	for id, args := range map[string]map[string]int{"value.num": {"n": 1}, "value.bz": {"n": 1}, "income.mill": {"n": 1}} {
		if got := l.T(id, args); strings.HasPrefix(got, "[") {
			t.Errorf("%s at 1: %q", id, got)
		}
	}
	if got := l.Tx("card.map", map[string]any{"ref": "F4"}); got != "Map F4" {
		t.Errorf("text values: %q", got)
	}
}

// The edition notes are text messages: their ids start with TextPrefix.
func TestNoteIDsAreText(t *testing.T) {
	if id := names.Note("manors", "decision"); !strings.HasPrefix(id, TextPrefix) {
		t.Errorf("edition note id %q does not start with %q: the translation tests would run it as a template", id, TextPrefix)
	}
}

// A label worded with a variable the caller did not give is recorded, in every language,
// draft or not, so the build can refuse to print "<no value>".
func TestUnfilledVariableIsRecorded(t *testing.T) {
	c := catalog(t)
	for _, lang := range []string{"en", "pl", "fr"} {
		for _, draft := range []bool{false, true} {
			l := c.For(lang, draft)
			l.Tx("board.sheets", map[string]any{"n": 15})
			if got := l.Unfilled(); len(got) != 1 || got[0] != "board.sheets" {
				t.Errorf("%s (draft %v): unfilled %v, want [board.sheets]", lang, draft, got)
			}
			l = c.For(lang, draft)
			l.Tx("board.sheets", map[string]any{"sheets": 15})
			if got := l.Unfilled(); len(got) != 0 {
				t.Errorf("%s (draft %v): unfilled %v with every variable given", lang, draft, got)
			}
		}
	}
}
