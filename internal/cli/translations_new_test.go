package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// run is Run with its exit code, standard output and standard error.
func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// -new starts a language with one command: its rules text, labels and terms files made
// from the English, nothing translated; a second -new of it, the English, a language the
// kit has and a malformed code are usage errors that write nothing.
func TestTranslationsNewStartsALanguage(t *testing.T) {
	root := checkout(t)
	if code, out, errb := run("translations", "-new", "de"); code != ExitOK || !strings.Contains(out, "de: started") {
		t.Fatalf("-new de: exit %d:\n%s%s", code, out, errb)
	}
	for _, p := range []string{"content/rules/de/05-manor.md", "content/rules/de/source/05-manor.md",
		"content/rules/de/quick/quick-reference.md", "content/rules/de/source/quick/quick-reference.md",
		"locales/de.toml", "content/terms/de.toml"} {
		if _, err := os.Stat(filepath.Join(root, p)); err != nil {
			t.Errorf("-new de did not write %s", p)
		}
	}
	en, _ := os.ReadFile(filepath.Join(root, "content/rules/en/05-manor.md"))
	de, _ := os.ReadFile(filepath.Join(root, "content/rules/de/05-manor.md"))
	if !bytes.HasPrefix(en, de) || !bytes.HasSuffix(de, []byte("+++\n")) || bytes.Contains(de, []byte("# The manor")) {
		t.Errorf("content/rules/de/05-manor.md is not the English front matter alone:\n%s", de)
	}
	terms, err := rulebook.LoadTerms(os.DirFS(filepath.Join(root, "content")), "de")
	b, _ := os.ReadFile(filepath.Join(root, "content/terms/de.toml"))
	if err != nil || len(terms) != 0 || !bytes.Contains(b, []byte("\n# [\"Stacking limit\"]\n# refuse = []\n")) {
		t.Errorf("content/terms/de.toml: %v, %d terms in force, want the glossary's terms commented out:\n%s", err, len(terms), b)
	}

	for _, lang := range []string{"de", "en", "fr", "DE", "d", "de-AT", "de/x", "../x"} {
		before := snapshot(t, root)
		code, _, errb := run("translations", "-new", lang)
		if code != ExitUsage || !strings.Contains(errb, "-new") {
			t.Errorf("-new %s: exit %d, want %d (usage) with a message:\n%s", lang, code, ExitUsage, errb)
		}
		if !sameFiles(before, snapshot(t, root)) {
			t.Errorf("-new %s changed the checkout", lang)
		}
	}
	if _, _, errb := run("translations", "-new", "de"); !strings.Contains(errb, "the kit has de already (locales/de.toml)") {
		t.Errorf("-new de a second time does not say why:\n%s", errb)
	}
	if _, _, errb := run("translations", "-new", "DE"); !strings.Contains(errb, "two or three lower-case letters") {
		t.Errorf("-new DE does not say what a language code is:\n%s", errb)
	}
}

// A language just started has every label of the English, each commented out: it counts
// as missing until a translator uncomments it and words it, and then it is up to date.
func TestNewLanguageLabelsAreEveryMessageMissing(t *testing.T) {
	root := checkout(t)
	if code, _, errb := run("translations", "-new", "de"); code != ExitOK {
		t.Fatalf("-new de: %s", errb)
	}
	loc := filepath.Join(root, "locales")
	st := labelStatus(t, loc, "de")
	if st.Total < 900 || len(st.Missing) != st.Total {
		t.Fatalf("de after -new: %d of %d labels missing, want all", len(st.Missing), st.Total)
	}
	p := filepath.Join(loc, "de.toml")
	b, _ := os.ReadFile(p)
	for _, line := range []string{
		"\n[term]\n# spring = { description = \"Spring\", other = \"\" }\n",              // a label
		"# miles = { description = \"{{.n}}\\u00a0miles\", one = \"\", other = \"\" }\n", // German's plural forms
		"\n[parish]\n# A = { description = \"St Alban\", other = \"\" }\n",               // a name of the data
		"# bz = { description = \"{{.n}}\\u00a0Bz\", one = \"\", other = \"\" }\n",       // counted, though the English is one text
	} {
		if !bytes.Contains(b, []byte(line)) {
			t.Errorf("locales/de.toml lacks %q", line)
		}
	}
	b = bytes.Replace(b, []byte(`# spring = { description = "Spring", other = "" }`), []byte(`spring = { description = "Spring", other = "Frühling" }`), 1)
	os.WriteFile(p, b, 0o644)
	st = labelStatus(t, loc, "de")
	if len(st.Missing) != st.Total-1 || len(st.Stale) != 0 {
		t.Errorf("one label translated: %d of %d missing, %d stale; want %d missing, none stale", len(st.Missing), st.Total, len(st.Stale), st.Total-1)
	}
}

func labelStatus(t *testing.T, dir, lang string) i18n.Status {
	t.Helper()
	d, ok := loadData(&env{out: &bytes.Buffer{}, err: &bytes.Buffer{}}, "")
	if !ok {
		t.Fatal("the data does not load")
	}
	cat, err := loadCatalog(os.DirFS(dir), d)
	if err != nil {
		t.Fatal(err)
	}
	return cat.Status(lang)
}

var reUpToDate = regexp.MustCompile(`de  rules text: .*blocks (\d+)% translated, \d+% up to date \((\d+) of (\d+)\)`)

// After -new, the report says nothing is translated, a draft builds with every text the
// English's between ⟦ ⟧, a strict build (and any other) refuses the language, and a block
// translated in its PO file and imported moves the count.
func TestNewLanguageReportDraftAndPO(t *testing.T) {
	root := checkout(t)
	if code, _, errb := run("translations", "-new", "de"); code != ExitOK {
		t.Fatalf("-new de: %s", errb)
	}
	code, out, _ := run("translations", "de")
	m := reUpToDate.FindStringSubmatch(out)
	if code != ExitOK || m == nil || m[1] != "0" || m[2] != "0" || !strings.Contains(out, "de  labels: 0% translated") ||
		!strings.Contains(out, "not started content/rules/de/05-manor.md") {
		t.Fatalf("translations de after -new: exit %d:\n%s", code, out)
	}

	content, loc := filepath.Join(root, "content"), filepath.Join(root, "locales")
	kit := filepath.Join(t.TempDir(), "kit")
	build := []string{"build", "-content", content, "-locales", loc, "--lang", "de", "-o", kit, "--only", "rules-reference"}
	if code, _, errb := run(append(build, "--draft")...); code != ExitOK {
		t.Fatalf("build --draft --lang de: exit %d:\n%s", code, errb)
	}
	html, _ := os.ReadFile(filepath.Join(kit, "de", "rules-reference.html"))
	for _, s := range []string{"⟦The manor⟧", "⟦Manors are the heart of the game."} {
		if !bytes.Contains(html, []byte(s)) {
			t.Errorf("the draft's rules reference does not print %q", s)
		}
	}
	os.RemoveAll(kit)
	if code, _, errb := run(append(build, "--strict")...); code != ExitFailure || !strings.Contains(errb, "de not complete and up to date") {
		t.Errorf("build --strict --lang de: exit %d, want %d:\n%s", code, ExitFailure, errb)
	}
	if code, _, errb := run(build...); code != ExitFailure || !strings.Contains(errb, "--draft") {
		t.Errorf("build --lang de (not a draft): exit %d, want %d, pointing to --draft:\n%s", code, ExitFailure, errb)
	}
	if _, err := os.Stat(kit); err == nil {
		t.Error("a refused build wrote a kit")
	}

	po := filepath.Join(t.TempDir(), "po")
	if code, _, errb := run("translations", "-export-po", "de", "-o", po); code != ExitOK {
		t.Fatalf("-export-po de: %s", errb)
	}
	f := filepath.Join(po, "05-manor.po")
	b, _ := os.ReadFile(f)
	os.WriteFile(f, bytes.Replace(b, []byte("msgid \"# The manor\"\nmsgstr \"\""), []byte("msgid \"# The manor\"\nmsgstr \"# Das Gut\""), 1), 0o644)
	if code, _, errb := run("translations", "-import-po", "de", po); code != ExitOK {
		t.Fatalf("-import-po de: %s", errb)
	}
	_, out, _ = run("translations", "de")
	if m := reUpToDate.FindStringSubmatch(out); m == nil || m[2] != "1" {
		t.Errorf("one block imported, the report does not count it:\n%s", firstLines(out, 12))
	}
	got, _ := os.ReadFile(filepath.Join(content, "rules/de/05-manor.md"))
	if !bytes.HasSuffix(got, []byte("+++\n# Das Gut\n")) && !bytes.HasSuffix(got, []byte("+++\n# Das Gut")) {
		t.Errorf("the imported block is not in content/rules/de/05-manor.md:\n%s", got)
	}
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], "\n") + "\n… (" + strconv.Itoa(strings.Count(s, "\n")) + " lines)"
}

// The glossary lint shows in the translator's report: a synonym planted in the rules
// text and a word of a term used outside it, each at its file and line, and -strict
// exits 1 for them.
func TestTranslationsShowTermFindings(t *testing.T) {
	root := checkout(t)
	code, out, _ := run("translations", "fr", "-strict")
	if code != ExitOK || !strings.Contains(out, "fr  terms: ") || !strings.Contains(out, ", 0 written otherwise") {
		t.Fatalf("the French as committed: exit %d:\n%s", code, out)
	}
	p := filepath.Join(root, "content/rules/fr/12-weather.md")
	b, _ := os.ReadFile(p)
	b = bytes.Replace(b, []byte("Lors d’une bonne année, deux jets"), []byte("Lors d’une année faste, deux jets"), 1)
	os.WriteFile(p, b, 0o644)
	p = filepath.Join(root, "content/rules/fr/08-combat.md")
	b, _ = os.ReadFile(p)
	b = bytes.Replace(b, []byte("meurt : enlevez son pion"), []byte("meurt : retirez son pion"), 1)
	os.WriteFile(p, b, 0o644)
	code, out, _ = run("translations", "fr", "-strict")
	for _, want := range []string{
		", 2 written otherwise",
		"    content/rules/fr/08-combat.md:" + lineIn(t, p, "retirez son pion") + `: "retirez" belongs to the term "Se retirer"`,
		"    content/rules/fr/12-weather.md:" + lineIn(t, filepath.Join(root, "content/rules/fr/12-weather.md"), "année faste") + `: "année faste" is a synonym of the term "Bonne année"`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if code != ExitFailure {
		t.Errorf("-strict with two findings: exit %d, want %d", code, ExitFailure)
	}
}

// lineIn is the line of a file on disk where s first stands.
func lineIn(t *testing.T, file, s string) string {
	t.Helper()
	b, _ := os.ReadFile(file)
	i := bytes.Index(b, []byte(s))
	if i < 0 {
		t.Fatalf("%s: no %q", file, s)
	}
	return strconv.Itoa(bytes.Count(b[:i], []byte("\n")) + 1)
}
