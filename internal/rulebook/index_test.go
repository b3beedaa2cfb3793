package rulebook

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A term is found as whole words, with a short ending, in any case and spacing, and
// without its abbreviation; never inside another word.
func TestIndexTermUses(t *testing.T) {
	av := IndexTerm{Term: "Attack value (AV)", Forms: termForms("Attack value (AV)", "en")}
	manor := IndexTerm{Term: "Manor", Forms: termForms("Manor", "en")}
	for _, c := range []struct {
		t    IndexTerm
		text string
		want bool
	}{
		{av, "the attack\u00a0value of a side", true},
		{av, "Attack value (AV)", true},
		{av, "an attacker's value", false},
		{manor, "two manors held", true},
		{manor, "Manor houses", true},
		{manor, "a manorialism", false},
		{manor, "amanor", false},
	} {
		if got := c.t.Uses(c.text); got != c.want {
			t.Errorf("%q uses %q: %v, want %v", c.text, c.t.Term, got, c.want)
		}
	}
}

// A Polish term is found in its inflections, each word by its stem (wartość, wartości,
// wartością), and where the index lists stems for a change inside a word (zamek,
// zamku, but not zamknęli); a French one in its plurals, each word of it (valeurs d’attaque, châteaux).
func TestIndexTermInflections(t *testing.T) {
	term := func(text, lang string, listed ...string) IndexTerm {
		return IndexTerm{Term: text, Forms: append(termForms(text, lang), listed...)}
	}
	wa := term("Wartość ataku (WA)", "pl")
	zamek := term("Zamek", "pl", "zamka", "zamki", "zamku", "zamkó")
	kosciol := term("Kościół", "pl", "kościo", "kościel")
	pora := term("Pora kampanii", "pl")
	va := term("Valeur d’attaque (VA)", "fr")
	chateau := term("Château", "fr")
	for _, c := range []struct {
		t    IndexTerm
		text string
		want bool
	}{
		{wa, "Wartość ataku strony", true},
		{wa, "porównaj wartości ataku obu stron", true},
		{wa, "z wartością ataku równą", true},
		{wa, "wartościowy atak", false},
		{zamek, "obrońcy zamku", true},
		{zamek, "dwa zamki", true},
		{zamek, "zamek stoi", true},
		{zamek, "zamkami i zamków", true},
		{zamek, "zamknęli bramę", false},
		{kosciol, "przy kościele", true},
		{kosciol, "budowa kościołów", true},
		{kosciol, "rzut kością", false},
		{kosciol, "dwie kości", false},
		{pora, "w porze kampanii", true},
		{pora, "porą kampanii", true},
		{pora, "pora roku", false},
		{va, "les valeurs d’attaque", true},
		{va, "une valeur d’attaque", true},
		{va, "valeur de l’attaque", false},
		{chateau, "deux châteaux", true},
		{chateau, "châtelain", false},
	} {
		if got := c.t.Uses(c.text); got != c.want {
			t.Errorf("%q uses %q (forms %q): %v, want %v", c.text, c.t.Term, c.t.Forms, got, c.want)
		}
	}
}

// Forms listed in the index's front matter reach the terms; forms elsewhere, for a
// term the glossary lacks, or not in lower case are refused with file and line.
func TestListedForms(t *testing.T) {
	good, err := parseSource("content/rules/pl/94-index.md", []byte("+++\nid = \"index\"\n\n[forms]\n\"Zamek\" = [\"zamk\"]\n+++\n# Indeks\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(good.Forms) != 1 || good.Forms[0].Term != "Zamek" || good.Forms[0].Stems[0] != "zamk" || good.Forms[0].Line != 5 {
		t.Errorf("read %+v", good.Forms)
	}
	for src, want := range map[string]string{
		"+++\nid = \"combat\"\n[forms]\n\"Zamek\" = [\"zamk\"]\n+++\n# Walka\n": "content/x.md:3: front matter: forms belong to the index",
		"+++\nid = \"index\"\n[forms]\n\"Zamek\" = [\"Zamk\"]\n+++\n# Indeks\n": `content/x.md:4: forms of "Zamek": expected stems in lower case`,
		"+++\nid = \"index\"\n[forms]\n\"Zamek\" = [\"\"]\n+++\n# Indeks\n":     `content/x.md:4: forms of "Zamek": expected stems`,
	} {
		if _, err := parseSource("content/x.md", []byte(src)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", src, err, want)
		}
	}
	b := &Book{Sections: []*Section{{Source: Source{File: "content/rules/pl/94-index.md", ID: IndexID, Forms: []ListedForms{{"Zamak", []string{"zamk"}, 7}}}}}}
	if err := b.checkForms(); err == nil || err.Error() != `content/rules/pl/94-index.md:7: forms: "Zamak" is not a term of the glossary nor a subject` {
		t.Errorf("a form for no term: %v", err)
	}
}

// The index's subjects join the glossary's terms in alphabetical order; a subject that
// is a term adds its sections to the term's, and one that names no section is refused.
func TestIndexSubjects(t *testing.T) {
	e, l := engine(t)
	files := func(subjects string) fstest.MapFS {
		return fstest.MapFS{
			"rules/en/08-combat.md":   {Data: []byte("+++\nid = \"combat\"\nnumber = \"8\"\n+++\n# Combat\n\n## Wounds {#wounds}\n\nText.\n")},
			"rules/en/92-glossary.md": {Data: []byte("+++\nid = \"glossary\"\nsorted = true\n+++\n# Glossary\n\nWound\n: A hurt ([[combat]]).\n\nCastle\n: A stronghold.\n\nA\u00a0manor\n: Land.\n")},
			"rules/en/94-index.md":    {Data: []byte("+++\nid = \"index\"\n\n[subjects]\n" + subjects + "+++\n# Index\n")},
		}
	}
	// "A manor" is bound by a no-break space in the glossary, as a typography may bind it.
	b, err := Build(files("\"Wound\" = [\"wounds\"]\n\"Combat\" = [\"combat\"]\n\"A manor\" = [\"combat\"]\n"), "en", e, l)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, t := range b.IndexEntries() {
		got = append(got, t.Term+" "+strings.Join(t.Defined, ","))
	}
	if want := []string{"A\u00a0manor combat", "Castle ", "Combat combat", "Wound combat,wounds"}; strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("entries %q, want %q", got, want)
	}
	_, err = Build(files("\"Combat\" = [\"combats\"]\n"), "en", e, l)
	if err == nil || err.Error() != `content/rules/en/94-index.md:5: subjects: "Combat" names "combats", which is no section's id` {
		t.Errorf("a subject naming no section: %v", err)
	}
	for src, want := range map[string]string{
		"+++\nid = \"combat\"\n[subjects]\n\"Combat\" = [\"combat\"]\n+++\n# Combat\n": "content/x.md:3: front matter: subjects belong to the index",
		"+++\nid = \"index\"\n[subjects]\n\"Combat\" = []\n+++\n# Index\n":             `content/x.md:4: subjects: expected an entry and the ids of the sections`,
	} {
		if _, err := parseSource("content/x.md", []byte(src)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", src, err, want)
		}
	}
}
