package rulebook

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

// glossaryOf is the index terms and the terms file of a language, from the content.
func glossaryOf(t *testing.T, lang string) (*Book, []IndexTerm, []TermRule) {
	t.Helper()
	d := testkit.Data(t)
	b, err := Build(content.FS, lang, rules.New(d), testkit.Localizer(t, d, lang))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := LoadTerms(content.FS, lang)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) == 0 {
		t.Fatalf("content/terms/%s.toml: no terms", lang)
	}
	return b, b.IndexTerms(), tr
}

// The rules text, the quick reference and the labels of every language write each game
// term as the glossary does: no refused synonym, no word of a term outside it.
func TestTermsLint(t *testing.T) {
	d := testkit.Data(t)
	cat := testkit.Catalog(t, d)
	for _, lang := range []string{"en", "fr", "pl"} {
		b, terms, tr := glossaryOf(t, lang)
		var srcs []Source
		for _, sec := range b.Sections {
			srcs = append(srcs, sec.Source)
		}
		quick, err := LoadSources(content.FS, "rules/"+lang+"/quick")
		if err != nil {
			t.Fatal(err)
		}
		texts := append(SourceTexts(append(srcs, quick...)), LabelTexts(cat, lang)...)
		for _, err := range LintTerms(terms, tr, texts) {
			t.Error(err)
		}
	}
}

// A planted synonym is found, with its file and line, across a line break and in any
// inflection; a word reserved to a term is found outside it and allowed inside it.
func TestTermsLintFindsPlantedWords(t *testing.T) {
	cases := map[string][]struct {
		body string
		want []string // one per error, each part of its message; none: the text is clean
	}{
		"en": {
			{"Mind the\ntroop limits.", []string{`x.md:11: "troop limits" is a synonym of the term "Stacking limit"`}},
			{"The stacking limit ({{n \"troops.stacking\"}}) holds.", nil},
			{"Stacking the counters.", []string{`x.md:10: "stacking" belongs to the term "Stacking limit"`}},
			{"See [[stacking-rules]] {#stacking}.", nil},
			{"A squire rides.", []string{`"squire" is a synonym of the term "Esquire"`}},
			{"An esquire rides.", nil},
		},
		"fr": {
			{"Une année faste.", []string{`"année faste" is a synonym of the term "Bonne année"`}},
			{"Les limites de\ntroupes.", []string{`x.md:10: "limites de troupes" is a synonym of the term "Limite d’empilement"`}},
			{"La limite d’empilement ; une bonne année.", nil},
			{"Elle meurt :\nretirez son pion.", []string{`x.md:11: "retirez" belongs to the term "Se retirer"`}},
			{"Chacun peut se retirer ; ceux qui se\nretirent reculent.", nil},
			{"Il s’en retire.", []string{`"retire" belongs to the term "Se retirer"`}},
			{"Une recrue chevalier.", []string{`"recrue chevalier" is a synonym of the term "Écuyer"`}},
			{"Il paie à la récolte ; son manoir est surveillé.", []string{`"à la récolte" is a synonym of the term "Moisson"`, `"surveillé" is a synonym of the term "Supervisé"`}},
			{"Une récolte exceptionnelle à la moisson ; un manoir supervisé.", nil},
			{"La feuille Météo et roi Arthur.", []string{`"météo et roi arthur" is a synonym of the term "Carte des pistes"`}},
			{"Avant la solde, les troupes\nnovices montent.", []string{`x.md:10: "la solde" is a synonym of the term "Gages"`, `x.md:10: "troupes novices" is a synonym of the term "Troupes de rang inférieur"`}},
			{"Le solde du trésor ; les gages des troupes de rang inférieur.", nil},
			{"Le seigneur dans l’évaluation.", []string{`"dans l évaluation" is a synonym of the term "Estimation"`, `"évaluation" belongs to the term "Visite"`}},
			{"Le roi fait son évaluation ; l’estimation des biens.", nil},
		},
		"pl": {
			{"Pazia nie ma.", []string{`"pazia" is a synonym of the term "Giermek"`}},
			{"Paziowie jadą.", []string{`"paziowie" is a synonym of the term "Giermek"`}},
			{"W październiku giermkowie jadą.", nil},
			{"Między kamieniami milowymi, w kamieniach milowych.", nil},
			{"Słup milowy.", []string{`"milowy" belongs to the term "Kamień milowy"`}},
			{"Limitu\nwojsk nie ma.", []string{`x.md:10: "limitu wojsk" is a synonym of the term "Limit oddziałów"`, `x.md:11: "wojsk" is a synonym of the term "Oddział"`}},
			{"Wojsko czeka; rewers to ranna strona.", []string{`"wojsko" is a synonym of the term "Oddział"`, `"ranna strona" is a synonym of the term "Awers i rewers"`}},
			{"Włość nie daje mniej niż nic.", []string{`"mniej niż nic" is a synonym of the term "Poniżej zera"`}},
		},
	}
	for lang, cs := range cases {
		_, terms, tr := glossaryOf(t, lang)
		for _, c := range cs {
			errs := LintTerms(terms, tr, []Text{{File: "x.md", Line: 10, Body: c.body}})
			if len(errs) != len(c.want) {
				t.Errorf("%s %q: %d errors %v, want %d", lang, c.body, len(errs), errs, len(c.want))
				continue
			}
			for i, err := range errs {
				if !strings.Contains(err.Error(), c.want[i]) {
					t.Errorf("%s %q: got %q, want it to say %q", lang, c.body, err, c.want[i])
				}
			}
		}
	}
}

// A term of the terms file is the glossary's whatever spaces the glossary binds it with.
func TestTermsMatchBoundGlossaryTerms(t *testing.T) {
	tr, err := LoadTerms(fstest.MapFS{"terms/pl.toml": {Data: []byte("[\"Z nadzorem\"]\nrefuse = [\"pod okiem\"]\n")}}, "pl")
	if err != nil {
		t.Fatal(err)
	}
	errs := LintTerms([]IndexTerm{{Term: "Z\u00a0nadzorem", Forms: []string{"z nadzor"}}}, tr, []Text{{File: "x.md", Line: 1, Body: "Pod okiem lorda."}})
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), `x.md:1: "pod okiem" is a synonym of the term "Z nadzorem"`) {
		t.Errorf("got %v", errs)
	}
}

// A terms file that cannot be read says where and what was expected.
func TestLoadTermsRefusesBadFiles(t *testing.T) {
	for text, want := range map[string]string{
		"[\"Castle\"]\nrefuse = [\"Keep\"]\n":    `content/terms/en.toml:1: "Castle": expected phrases in lower case, got "Keep"`,
		"[\"Castle\"]\nrefuse = [\"\"]\n":        `content/terms/en.toml:1: "Castle": expected phrases in lower case, got ""`,
		"\n[\"Castle\"]\nrefused = [\"keep\"]\n": `content/terms/en.toml:2: unknown key "Castle.refused"`,
		"[\"Castle\"]\nrefuse = [keep]\n":        `content/terms/en.toml:2:`,
		"[\"Castle\"]\nrefuse = \"keep\"\n":      `content/terms/en.toml:2: Castle.refuse:`,
	} {
		_, err := LoadTerms(fstest.MapFS{"terms/en.toml": {Data: []byte(text)}}, "en")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: want %q, got %v", text, want, err)
		}
	}
	tr, err := LoadTerms(fstest.MapFS{"terms/en.toml": {Data: []byte("[\"Castel\"]\nrefuse = [\"keep\"]\n")}}, "en")
	if err != nil {
		t.Fatal(err)
	}
	errs := LintTerms([]IndexTerm{{Term: "Castle", Forms: []string{"castle"}}}, tr, nil)
	if len(errs) != 1 || !strings.Contains(errs[0].Error(), `content/terms/en.toml:1: "Castel" is not a term of the glossary`) {
		t.Errorf("a misspelt term: got %v", errs)
	}
}

// rawGlossary is the glossary's terms in the order of its file, which a translation
// keeps entry for entry (the book sorts them per language later).
func rawGlossary(t *testing.T, b *Book) []string {
	t.Helper()
	for _, sec := range b.Sections {
		if sec.ID != GlossaryID {
			continue
		}
		var out []string
		lines := strings.Split(sec.Source.Body, "\n")
		for i := 0; i+1 < len(lines); i++ {
			if lines[i] != "" && !strings.ContainsAny(lines[i][:1], ": #") && strings.HasPrefix(lines[i+1], ": ") {
				out = append(out, lines[i])
			}
		}
		return out
	}
	t.Fatalf("%s: no glossary", b.Lang)
	return nil
}

// A term label (term.*) that names a glossary term in English names the same entry of
// each translation's glossary: the counters and sheets say what the rules say.
func TestTermLabelsAreTheGlossary(t *testing.T) {
	d := testkit.Data(t)
	cat := testkit.Catalog(t, d)
	en, _, _ := glossaryOf(t, "en")
	enTerms := rawGlossary(t, en)
	for _, lang := range []string{"fr", "pl"} {
		b, _, _ := glossaryOf(t, lang)
		terms := rawGlossary(t, b)
		if len(terms) != len(enTerms) {
			t.Fatalf("%s: the glossary has %d terms, the English %d", lang, len(terms), len(enTerms))
		}
		msgs, enMsgs := cat.Messages(lang), cat.Messages("en")
		matched := 0
		for id, m := range enMsgs {
			k := slices.IndexFunc(enTerms, func(term string) bool { return sameTerm(term, m.Other) })
			if !strings.HasPrefix(id, "term.") || k < 0 || msgs[id] == nil {
				continue
			}
			matched++
			if !sameTerm(terms[k], msgs[id].Other) {
				t.Errorf("locales/%s.toml:%d: %s is %q, the glossary's %q is %q", lang, cat.Line(lang, id, "other"), id, msgs[id].Other, enTerms[k], terms[k])
			}
		}
		if matched < 10 {
			t.Errorf("%s: only %d term labels name a glossary term", lang, matched)
		}
	}
}

// sameTerm: a glossary term and a label name the same term, whatever the case, the spaces
// and the abbreviation the glossary adds ("Reverence Points (RP)").
func sameTerm(glossary, label string) bool {
	norm := func(s string) string { return strings.ToLower(spaced(s)) }
	if m := reAbbrev.FindStringSubmatch(glossary); m != nil && norm(m[1]) == norm(label) {
		return true
	}
	return norm(glossary) == norm(label)
}
