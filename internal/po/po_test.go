package po

import (
	"bytes"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// repoSources reads the repository's content/ and locales/, as an import from a checkout
// does, with some content files replaced (name under content/ to text).
func repoSources(t *testing.T, patch map[string]string) Sources {
	t.Helper()
	content, err := overlay(os.DirFS("../../content"), nil)
	if err != nil {
		t.Fatal(err)
	}
	m := content.(fstest.MapFS)
	for name, text := range patch {
		m[name] = &fstest.MapFile{Data: []byte(text), Mode: 0o644}
	}
	d, err := gamedata.Load(m)
	if err != nil {
		t.Fatal(err)
	}
	return Sources{Content: m, Locales: os.DirFS("../../locales"), Catalog: func(l fs.FS) (*i18n.Catalog, error) {
		cat, err := i18n.Load(l)
		if err == nil {
			err = cat.AddNames(names.Of(d))
		}
		return cat, err
	}}
}

// writeDir writes exported PO files into a folder, as the command does.
// importManor puts the edited entries of 05-manor.po back among the exported files and
// imports them all into Polish.
func importManor(t *testing.T, src Sources, files map[string][]byte, pf *File) *Changes {
	t.Helper()
	files["05-manor.po"], _ = encode(pf)
	ch, err := Import(src, "pl", writeDir(t, files), build.CheckTranslations)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func writeDir(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, b := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func readText(t *testing.T, fsys fs.FS, name string) string {
	t.Helper()
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// The PO files of every translation, imported as exported, change nothing at all: the
// rules files, their accepted English and the labels keep every byte.
func TestExportImportChangesNothing(t *testing.T) {
	src := repoSources(t, nil)
	for _, lang := range []string{"pl", "fr"} {
		files, err := Export(src, lang)
		if err != nil {
			t.Fatalf("%s: export: %v", lang, err)
		}
		if len(files) < 3 || files[LabelsFile] == nil || files["08-combat.po"] == nil {
			t.Fatalf("%s: export wrote %d files, not one per rules file and the labels", lang, len(files))
		}
		again, err := Export(src, lang)
		if err != nil || !maps.EqualFunc(files, again, bytes.Equal) {
			t.Errorf("%s: two exports of the same files differ (%v)", lang, err)
		}
		ch, err := Import(src, lang, writeDir(t, files), build.CheckTranslations)
		if err != nil {
			t.Fatalf("%s: import: %v", lang, err)
		}
		if names := ch.Names(); len(names) > 0 {
			t.Errorf("%s: export then import changed %v", lang, names)
		}
	}
}

// Every exported file passes msgfmt --check, the gettext tools' own validation.
func TestExportPassesMsgfmt(t *testing.T) {
	msgfmt, err := exec.LookPath("msgfmt")
	if err != nil && os.Getenv("CI") != "" {
		t.Fatal("msgfmt is not installed: .ci/run installs gettext for this test")
	}
	if err != nil {
		t.Skip("msgfmt is not installed (apt-get install gettext); .ci/run installs it")
	}
	src := repoSources(t, nil)
	for _, lang := range []string{"pl", "fr"} {
		files, err := Export(src, lang)
		if err != nil {
			t.Fatal(err)
		}
		dir := writeDir(t, files)
		for name := range files {
			out, err := exec.Command(msgfmt, "--check", "-o", os.DevNull, filepath.Join(dir, name)).CombinedOutput()
			if err != nil || len(out) > 0 {
				t.Errorf("%s/%s: msgfmt --check: %v\n%s", lang, name, err, out)
			}
		}
	}
}

// An English edit of the words makes its block fuzzy, with the English it was translated
// from as the previous msgid; an edit of only spacing and line breaks marks nothing.
func TestStaleBlockIsFuzzyAndSpacingIsNot(t *testing.T) {
	const file = "rules/en/05-manor.md"
	en := readText(t, os.DirFS("../../content"), file)
	edited := strings.Replace(en, "Manors are the heart of the game.", "Manors are the whole game.", 1)
	edited = strings.Replace(edited, "Only a knight can claim.", "Only  a knight\ncan claim.", 1)
	if edited == en {
		t.Fatal("the test's English sentences are not in the file")
	}
	files, err := Export(repoSources(t, map[string]string{file: edited}), "pl")
	if err != nil {
		t.Fatal(err)
	}
	pf, err := Parse("05-manor.po", files["05-manor.po"])
	if err != nil {
		t.Fatal(err)
	}
	var fuzzy []Entry
	for _, e := range pf.Entries {
		if e.Fuzzy() {
			fuzzy = append(fuzzy, e)
		}
	}
	if len(fuzzy) != 1 {
		t.Fatalf("%d fuzzy entries, want the one changed block", len(fuzzy))
	}
	e := fuzzy[0]
	if !strings.HasPrefix(e.ID, "Manors are the whole game.") || !strings.HasPrefix(e.PrevID, "Manors are the heart of the game.") {
		t.Errorf("fuzzy entry: msgid %q, previous %q", e.ID, e.PrevID)
	}
	if !strings.HasPrefix(e.Str[0], "Włości") {
		t.Errorf("the fuzzy entry lost its translation: %q", e.Str[0])
	}
	if !bytes.Contains(files["05-manor.po"], []byte("#, fuzzy\n#| msgid \"\"\n#| \"Manors are the heart")) {
		t.Error("the PO file does not write the flag and the previous msgid the way Poedit reads them")
	}
}

// A translator who updates a fuzzy entry and clears the flag brings the file up to date:
// the import writes the new translation and the English as its accepted copy.
func TestImportOfUpdatedEntryAcceptsTheFile(t *testing.T) {
	const file = "rules/en/05-manor.md"
	en := readText(t, os.DirFS("../../content"), file)
	edited := strings.Replace(en, "Manors are the heart of the game.", "Manors are the whole game.", 1)
	src := repoSources(t, map[string]string{file: edited})
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	pf, _ := Parse("05-manor.po", files["05-manor.po"])
	for i := range pf.Entries {
		if e := &pf.Entries[i]; e.Fuzzy() {
			e.Flags, e.PrevID = nil, ""
			e.Str[0] = strings.Replace(e.Str[0], "Włości są sercem gry.", "Włości są całą grą.", 1)
		}
	}
	ch := importManor(t, src, files, pf)
	if got := string(ch.Content["rules/pl/source/05-manor.md"]); got != edited {
		t.Error("the accepted copy is not today's English")
	}
	tr := string(ch.Content["rules/pl/05-manor.md"])
	old := readText(t, src.Content, "rules/pl/05-manor.md")
	if tr != strings.Replace(old, "Włości są sercem gry.", "Włości są całą grą.", 1) {
		t.Errorf("the translation changed elsewhere than the edited block:\n%s", tr)
	}
	if len(ch.Names()) != 2 {
		t.Errorf("the import wrote %v, want the translation and its accepted English", ch.Names())
	}
}

// A PO file that would break a rule is refused with its file, line and reason, and the
// import writes nothing: a typed number, a value dropped, a block the English lacks, a
// broken string.
func TestImportRefusesWhatTheBuildRefuses(t *testing.T) {
	src := repoSources(t, nil)
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	const value = `{{bz "income.foxwood.supervised.knight"}}`
	cases := map[string]struct {
		edit func(e *Entry)
		file string    // the PO file to change, 05-manor.po if ""
		raw  [2]string // or a replacement in the file's text
		want string
	}{
		"typed number":  {edit: func(e *Entry) { e.Str[0] = strings.Replace(e.Str[0], value, "5\u00a0Bz", 1) }, want: `05-manor.po:84: msgctxt "manor/ownership/4": content/rules/pl/05-manor.md:`},
		"value dropped": {edit: func(e *Entry) { e.Str[0] = strings.Replace(e.Str[0], value, "", 1) }, want: `05-manor.po:84: msgctxt "manor/ownership/4": content/rules/pl/05-manor.md:29: block 7 names the values`},
		"unknown block": {raw: [2]string{`msgctxt "manor/ownership/1"`, `msgctxt "manor/nowhere/1"`}, want: "names no block"},
		"bad escape":    {raw: [2]string{`msgctxt "manor/1"`, `msgctxt "manor\q"`}, want: `05-manor.po:15: unknown escape \q`},
		"label number":  {file: LabelsFile, raw: [2]string{"msgctxt \"col.cost\"\nmsgid \"Cost\"\nmsgstr \"Koszt\"", "msgctxt \"col.cost\"\nmsgid \"Cost\"\nmsgstr \"Koszt 3\""}, want: `msgctxt "col.cost": locales/pl.toml:57: col.cost (other): the number 3 is not in the English`},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			bad := map[string][]byte{}
			for k, v := range files {
				bad[k] = v
			}
			if c.edit != nil {
				pf, err := Parse("05-manor.po", files["05-manor.po"])
				if err != nil {
					t.Fatal(err)
				}
				found := false
				for i := range pf.Entries {
					if strings.Contains(pf.Entries[i].Str[0], value) {
						c.edit(&pf.Entries[i])
						found = true
						break
					}
				}
				if !found {
					t.Fatalf("no translation names %s", value)
				}
				bad["05-manor.po"], _ = encode(pf)
			} else {
				name := c.file
				if name == "" {
					name = "05-manor.po"
				}
				if bad[name] = bytes.Replace(files[name], []byte(c.raw[0]), []byte(c.raw[1]), 1); bytes.Equal(bad[name], files[name]) {
					t.Fatalf("%q is not in %s", c.raw[0], name)
				}
			}
			_, err := Import(src, "pl", writeDir(t, bad), build.CheckTranslations)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("import: %v, want an error naming %q", err, c.want)
			}
		})
	}
}

// A stale label is fuzzy with its old English; plural labels have the language's number
// of forms under its Plural-Forms header.
func TestLabelsPO(t *testing.T) {
	src := repoSources(t, nil)
	locs := fstest.MapFS{}
	for _, lang := range []string{"en", "pl", "fr"} {
		text := readText(t, src.Locales, lang+".toml")
		if lang == "en" {
			text = strings.Replace(text, `cost = "Cost"`, `cost = "Price"`, 1)
		}
		locs[lang+".toml"] = &fstest.MapFile{Data: []byte(text)}
	}
	src.Locales = locs
	for lang, want := range map[string]struct {
		rule  string
		forms int
	}{"pl": {"nplurals=3;", 3}, "fr": {"nplurals=2; plural=(n > 1);", 2}} {
		files, err := Export(src, lang)
		if err != nil {
			t.Fatal(err)
		}
		pf, err := Parse(LabelsFile, files[LabelsFile])
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(pf.HeaderField("Plural-Forms"), want.rule) {
			t.Errorf("%s: Plural-Forms %q", lang, pf.HeaderField("Plural-Forms"))
		}
		plurals, stale := 0, 0
		for _, e := range pf.Entries {
			if e.Plural != "" {
				plurals++
				if len(e.Str) != want.forms {
					t.Errorf("%s: %s has %d forms, want %d", lang, e.Ctxt, len(e.Str), want.forms)
				}
			}
			if e.Fuzzy() {
				stale++
				if e.Ctxt != "col.cost" || e.PrevID != "Cost" || e.ID != "Price" {
					t.Errorf("%s: fuzzy %s: msgid %q, previous %q", lang, e.Ctxt, e.ID, e.PrevID)
				}
			}
		}
		if plurals == 0 || stale != 1 {
			t.Errorf("%s: %d plural labels, %d fuzzy (want some, and 1)", lang, plurals, stale)
		}
	}
}

// A label translated anew is written into the locale file at its own line, nothing else
// changes; a label the English words once but the language by count ("{{.n}} Bz") keeps
// its forms in step.
func TestImportLabelEditsOneLine(t *testing.T) {
	src := repoSources(t, nil)
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	po := strings.Replace(string(files[LabelsFile]), `msgstr "Koszt"`, `msgstr "Cena"`, 1)
	po = strings.Replace(po, "msgctxt \"value.bz\"\nmsgid \"{{.n}}\u00a0Bz\"\nmsgstr \"{{.n}}\u00a0Bz\"",
		"msgctxt \"value.bz\"\nmsgid \"{{.n}}\u00a0Bz\"\nmsgstr \"{{.n}}\u00a0bz\"", 1)
	files[LabelsFile] = []byte(po)
	ch, err := Import(src, "pl", writeDir(t, files), build.CheckTranslations)
	if err != nil {
		t.Fatal(err)
	}
	old := readText(t, src.Locales, "pl.toml")
	want := strings.Replace(old, `other = "Koszt" }`, `other = "Cena" }`, 1)
	want = strings.Replace(want, `bz = { description = "{{.n}}\u00a0Bz", one = "{{.n}}\u00a0Bz", few = "{{.n}}\u00a0Bz", many = "{{.n}}\u00a0Bz", other = "{{.n}}\u00a0Bz" }`,
		`bz = { description = "{{.n}}\u00a0Bz", one = "{{.n}}\u00a0bz", few = "{{.n}}\u00a0bz", many = "{{.n}}\u00a0bz", other = "{{.n}}\u00a0bz" }`, 1)
	if got := string(ch.Locales["pl.toml"]); got != want || want == old {
		t.Errorf("the import did not change exactly the two labels:\n%s", lineDiff(want, got))
	}
}

// lineDiff is the lines where two texts differ, for a failure message.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var out []string
	for i := 0; i < max(len(w), len(g)); i++ {
		a, b := at(w, i), at(g, i)
		if a != b {
			out = append(out, "want: "+a, "got:  "+b)
		}
	}
	return strings.Join(out, "\n")
}

func at(ss []string, i int) string {
	if i < len(ss) {
		return ss[i]
	}
	return ""
}

// A form of a label written as a table ([miles] many = …) is rewritten on its own line,
// the fraction form Polish has beyond gettext's kept; a label the language lacked is added
// at the end of its table.
func TestImportLabelTableAndNew(t *testing.T) {
	src := repoSources(t, nil)
	old := readText(t, src.Locales, "pl.toml")
	const costLine = "cost = { description = \"Cost\", other = \"Koszt\" }\n"
	if !strings.Contains(old, costLine) || !strings.Contains(old, "few = \"{{.n}}\\u00a0mile\"\nmany = \"{{.n}}\\u00a0mil\"\nother = \"{{.n}}\\u00a0mili\"") {
		t.Fatal("the test's labels are not in locales/pl.toml")
	}
	locs := fstest.MapFS{"pl.toml": {Data: []byte(strings.Replace(old, costLine, "", 1))}}
	for _, lang := range []string{"en", "fr"} {
		locs[lang+".toml"] = &fstest.MapFile{Data: []byte(readText(t, src.Locales, lang+".toml"))}
	}
	src.Locales = locs
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	po := string(files[LabelsFile])
	const miles = "msgctxt \"miles\"\nmsgid \"{{.n}}\u00a0mile\"\nmsgid_plural \"{{.n}}\u00a0miles\"\nmsgstr[0] \"{{.n}}\u00a0mila\"\nmsgstr[1] \"{{.n}}\u00a0mile\"\nmsgstr[2] \"{{.n}}\u00a0mil\""
	if !strings.Contains(po, miles) {
		t.Fatalf("labels.po lacks %q", miles)
	}
	po = strings.Replace(po, miles, miles[:len(miles)-1]+" drogi\"", 1)
	po = strings.Replace(po, "msgctxt \"col.cost\"\nmsgid \"Cost\"\nmsgstr \"\"", "msgctxt \"col.cost\"\nmsgid \"Cost\"\nmsgstr \"Koszt\"", 1)
	files[LabelsFile] = []byte(po)
	ch, err := Import(src, "pl", writeDir(t, files), build.CheckTranslations)
	if err != nil {
		t.Fatal(err)
	}
	got := string(ch.Locales["pl.toml"])
	want := strings.Replace(old, "few = \"{{.n}}\\u00a0mile\"\nmany = \"{{.n}}\\u00a0mil\"\n", "few = \"{{.n}}\\u00a0mile\"\nmany = \"{{.n}}\\u00a0mil drogi\"\n", 1)
	want = strings.Replace(want, costLine, "", 1)
	want = strings.Replace(want, "each = { description = \"Each\", other = \"Stawka\" }\n", "each = { description = \"Each\", other = \"Stawka\" }\n"+costLine, 1)
	if got != want {
		t.Errorf("the import did not write the two labels where they belong:\n%s", lineDiff(want, got))
	}
}

// staleManor is the English of 05-manor.md with a block changed, one added and one removed.
func staleManor(t *testing.T) (string, map[string]string) {
	t.Helper()
	const file = "rules/en/05-manor.md"
	en := readText(t, os.DirFS("../../content"), file)
	edited := strings.Replace(en, "Manors are the heart of the game.", "Manors are the whole game.", 1)
	edited = strings.Replace(edited, "## Ownership of manors {#ownership}", "A new paragraph.\n\n## Ownership of manors {#ownership}", 1)
	at := strings.Index(edited, "Only a knight can claim.")
	end := strings.Index(edited[at:], "\n\n")
	if at < 0 || end < 0 || !strings.Contains(edited, "A new paragraph.") {
		t.Fatal("the test's English is not in 05-manor.md")
	}
	edited = edited[:at] + edited[at+end+2:]
	return edited, map[string]string{file: edited}
}

// With the English ahead of a translation (a block changed, one added, one removed), the
// PO file has a fuzzy entry, an empty one and an obsolete one; msgfmt accepts it, and
// imported unchanged it changes nothing.
func TestStaleFileRoundTrip(t *testing.T) {
	_, patch := staleManor(t)
	src := repoSources(t, patch)
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	pf, err := Parse("05-manor.po", files["05-manor.po"])
	if err != nil {
		t.Fatal(err)
	}
	var fuzzy, empty, obsolete int
	for _, e := range pf.Entries {
		switch {
		case e.Obsolete:
			obsolete++
			if !strings.HasPrefix(e.ID, "Only a knight can claim.") || !strings.HasPrefix(e.Str[0], "Zajmować włości może tylko rycerz.") {
				t.Errorf("obsolete entry %q → %q", e.ID, e.Str[0])
			}
		case e.Fuzzy():
			fuzzy++
		case !e.Translated():
			empty++
			if e.ID != "A new paragraph." {
				t.Errorf("untranslated entry %q", e.ID)
			}
		}
	}
	if fuzzy != 1 || empty != 1 || obsolete != 1 {
		t.Errorf("%d fuzzy, %d empty, %d obsolete entries; want one of each", fuzzy, empty, obsolete)
	}
	if !bytes.Contains(files["05-manor.po"], []byte("\n#~ msgctxt \"manor/ownership/2\"\n#~ msgid ")) {
		t.Error("the removed block is not written as an obsolete entry")
	}
	if msgfmt, err := exec.LookPath("msgfmt"); err == nil {
		dir := writeDir(t, files)
		if out, err := exec.Command(msgfmt, "--check", "-o", os.DevNull, filepath.Join(dir, "05-manor.po")).CombinedOutput(); err != nil || len(out) > 0 {
			t.Errorf("msgfmt --check: %v\n%s", err, out)
		}
	}
	ch, err := Import(src, "pl", writeDir(t, files), build.CheckTranslations)
	if err != nil {
		t.Fatal(err)
	}
	if len(ch.Names()) > 0 {
		t.Errorf("a stale file exported and imported unchanged changed %v", ch.Names())
	}
}

// A translator who translates the added block, updates the changed one and deletes the
// obsolete entry brings the file up to date: the translation gains and loses the blocks,
// and its accepted English becomes today's.
func TestImportBringsStaleFileUpToDate(t *testing.T) {
	edited, patch := staleManor(t)
	src := repoSources(t, patch)
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	pf, _ := Parse("05-manor.po", files["05-manor.po"])
	var kept []Entry
	for _, e := range pf.Entries {
		switch {
		case e.Obsolete:
			continue
		case e.Fuzzy():
			e.Flags, e.PrevID = nil, ""
			e.Str[0] = strings.Replace(e.Str[0], "Włości są sercem gry.", "Włości są całą grą.", 1)
		case !e.Translated():
			e.Str[0] = "Nowy akapit."
		}
		kept = append(kept, e)
	}
	pf.Entries = kept
	ch := importManor(t, src, files, pf)
	if got := string(ch.Content["rules/pl/source/05-manor.md"]); got != edited {
		t.Error("the accepted copy is not today's English")
	}
	tr := string(ch.Content["rules/pl/05-manor.md"])
	for _, want := range []string{"Włości są całą grą.", "ziemi.\n\nNowy akapit.\n\n## Własność włości {#ownership}"} {
		if !strings.Contains(tr, want) {
			t.Errorf("the translation lacks %q", want)
		}
	}
	if strings.Contains(tr, "Zajmować włości może tylko rycerz.") {
		t.Error("the removed block is still in the translation")
	}
}

// Updating only the fuzzy entry leaves the file stale in the other two blocks, exactly:
// the accepted English takes today's text for that block alone.
func TestImportOfPartOfAStaleFile(t *testing.T) {
	_, patch := staleManor(t)
	src := repoSources(t, patch)
	files, err := Export(src, "pl")
	if err != nil {
		t.Fatal(err)
	}
	pf, _ := Parse("05-manor.po", files["05-manor.po"])
	for i := range pf.Entries {
		if e := &pf.Entries[i]; e.Fuzzy() {
			e.Flags, e.PrevID = nil, ""
		}
	}
	ch := importManor(t, src, files, pf)
	after, _ := overlay(src.Content, ch.Content)
	st, err := rulebook.TranslationState(after, "pl")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range st {
		if f.File != "05-manor.md" {
			continue
		}
		var kinds []string
		for _, c := range f.Changes {
			kinds = append(kinds, c.Kind)
		}
		if strings.Join(kinds, ",") != "added,removed" {
			t.Errorf("after the import the file is behind in %v, want the added and the removed block", kinds)
		}
	}
}
