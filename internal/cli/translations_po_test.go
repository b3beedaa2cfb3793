package cli

import (
	"bytes"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/locales"
)

// checkout makes a folder laid out like the repository (content/ and locales/) and makes
// it the working folder, as a translator's checkout is.
func checkout(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	if err := os.Rename(copyContent(t, "", "", ""), filepath.Join(root, "content")); err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(filepath.Join(root, "locales"), 0o755)
	names, _ := fs.Glob(locales.FS, "*.toml")
	for _, n := range names {
		b, _ := fs.ReadFile(locales.FS, n)
		os.WriteFile(filepath.Join(root, "locales", n), b, 0o644)
	}
	t.Chdir(root)
	return root
}

// Flags are taken after the language as before it; an unknown language is a usage error.
func TestTranslationsFlagsAnywhere(t *testing.T) {
	for _, args := range [][]string{{"translations", "pl", "-strict"}, {"translations", "-strict", "pl"}} {
		var out, errb bytes.Buffer
		if code := Run(args, &out, &errb); code != ExitOK {
			t.Errorf("%v: exit %d: %s", args, code, errb.String())
		}
		if !strings.Contains(out.String(), "pl  labels:") || strings.Contains(out.String(), "-strict") {
			t.Errorf("%v: -strict was not taken as a flag:\n%s", args, out.String())
		}
	}
	for _, args := range [][]string{{"xx"}, {"-strictx"}, {"en"}, {"-export-po", "xx"}, {"-export-po", "en"}, {"-o", "dir", "pl"}} {
		var out, errb bytes.Buffer
		if code := Run(append([]string{"translations"}, args...), &out, &errb); code != ExitUsage {
			t.Errorf("translations %v: exit %d, want %d (usage)", args, code, ExitUsage)
		}
	}
}

// Run inside a checkout, the report reads the files on disk and says so: an edit shows at
// once. Outside one it says it read the built-in copy.
func TestTranslationsReadTheCheckout(t *testing.T) {
	var out, errb bytes.Buffer
	Run([]string{"translations", "pl"}, &out, &errb)
	if !strings.Contains(errb.String(), "built into this program") {
		t.Errorf("outside a checkout, the report does not say it read the built-in copy: %s", errb.String())
	}
	root := checkout(t)
	en := filepath.Join(root, "content", "rules", "en", "05-manor.md")
	b, _ := os.ReadFile(en)
	b = bytes.Replace(b, []byte("Manors are the heart of the game."), []byte("Manors are the whole game."), 1)
	b = bytes.Replace(b, []byte("## Ownership of manors {#ownership}"), []byte("A new paragraph.\n\n## Ownership of manors {#ownership}"), 1)
	removed := []byte("Only a knight can claim.")
	at := bytes.Index(b, removed)
	end := bytes.Index(b[at:], []byte("\n\n"))
	if at < 0 || end < 0 {
		t.Fatal("the test's English is not in 05-manor.md")
	}
	b = append(b[:at:at], b[at+end+2:]...)
	os.WriteFile(en, b, 0o644)
	out.Reset()
	errb.Reset()
	Run([]string{"translations", "pl"}, &out, &errb)
	if !strings.Contains(errb.String(), "the files on disk") || !strings.Contains(errb.String(), root) {
		t.Errorf("the report does not say it read the checkout: %s", errb.String())
	}
	for _, want := range []string{
		"stale content/rules/pl/05-manor.md: 3 blocks",
		"changed at en/05-manor.md:7; the translation is at content/rules/pl/05-manor.md:7",
		"what changed: Manors are the [-heart of the-] {+whole+} game.",
		"added at en/05-manor.md:11; it goes before content/rules/pl/05-manor.md:12",
		"English now: A new paragraph.",
		"removed from en/05-manor.md (it was at content/rules/pl/source/05-manor.md:18); the translation is at content/rules/pl/05-manor.md:19",
		"English was: Only a knight can claim.",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// A stale label names its line in both files and the words that changed; the percentages
// count it as translated but not up to date.
func TestTranslationsLabelLines(t *testing.T) {
	root := checkout(t)
	p := filepath.Join(root, "locales", "en.toml")
	b, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(b, []byte(`cost = "Cost"`), []byte(`cost = "Price to pay"`), 1), 0o644)
	var out, errb bytes.Buffer
	Run([]string{"translations", "pl"}, &out, &errb)
	for _, want := range []string{"stale col.cost at locales/pl.toml:", "(English: locales/en.toml:", "what changed: [-Cost-] {+Price to pay+}", "labels: 100% translated, 99% up to date"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// The PO files go out and come back through the command; the import writes into the
// checkout, and a PO file exported and imported unchanged changes no file.
func TestTranslationsPORoundTrip(t *testing.T) {
	root := checkout(t)
	dir := filepath.Join(t.TempDir(), "po")
	var out, errb bytes.Buffer
	if code := Run([]string{"translations", "-export-po", "fr", "-o", dir}, &out, &errb); code != ExitOK {
		t.Fatalf("export: exit %d: %s", code, errb.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "labels.po")); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, root)
	out.Reset()
	if code := Run([]string{"translations", "-import-po", "fr", dir}, &out, &errb); code != ExitOK {
		t.Fatalf("import: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "change nothing") || !maps.Equal(snapshot(t, root), before) {
		t.Errorf("export then import changed the checkout:\n%s", out.String())
	}
	po := filepath.Join(dir, "05-manor.po")
	b, _ := os.ReadFile(po)
	os.WriteFile(po, bytes.Replace(b, []byte(`msgstr "# Le manoir"`), []byte(`msgstr "# Le domaine"`), 1), 0o644)
	out.Reset()
	if code := Run([]string{"translations", "-import-po", "fr", dir}, &out, &errb); code != ExitOK {
		t.Fatalf("import: exit %d: %s", code, errb.String())
	}
	got, _ := os.ReadFile(filepath.Join(root, "content", "rules", "fr", "05-manor.md"))
	if !bytes.Contains(got, []byte("# Le domaine\n")) || !strings.Contains(out.String(), "wrote content/rules/fr/05-manor.md") {
		t.Errorf("the edited title was not imported:\n%s", out.String())
	}
	if code := Run([]string{"translations", "-import-po", "fr"}, &out, &errb); code != ExitUsage {
		t.Errorf("-import-po without a folder: exit %d, want %d", code, ExitUsage)
	}
}

// build --strict refuses a kit with a stale translation and writes nothing; a normal
// build goes on and reports it.
func TestBuildStrictRefusesStale(t *testing.T) {
	dir := copyContent(t, "rules/en/05-manor.md", "Manors are the heart of the game.", "Manors are the whole game.")
	out := filepath.Join(t.TempDir(), "out")
	var so, se bytes.Buffer
	code := Run([]string{"build", "--strict", "-content", dir, "-o", out, "--only", "order-sheet", "--lang", "en,pl"}, &so, &se)
	if code != ExitFailure || !strings.Contains(se.String(), "pl not complete and up to date") {
		t.Fatalf("build --strict with a stale block: exit %d: %s", code, se.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("build --strict wrote a kit")
	}
	so.Reset()
	if code := Run([]string{"build", "-content", dir, "-o", out, "--only", "order-sheet", "--lang", "en,pl"}, &so, &se); code != ExitOK {
		t.Fatalf("the normal build failed: %s", se.String())
	}
	if !strings.Contains(so.String(), "translation pl: labels 100% up to date") || !strings.Contains(so.String(), "1 stale)") {
		t.Errorf("the build's report does not show the stale file:\n%s", so.String())
	}
}

// A draft of a language with no labels at all still builds every card, counter and sheet:
// the English between ⟦ ⟧ marks never overflows a box the English fits.
func TestDraftMarksFitEveryBox(t *testing.T) {
	loc := t.TempDir()
	for _, lang := range []string{"en", "fr"} {
		b, _ := fs.ReadFile(locales.FS, lang+".toml")
		os.WriteFile(filepath.Join(loc, lang+".toml"), b, 0o644)
	}
	os.WriteFile(filepath.Join(loc, "pl.toml"), []byte("[term]\nlord = { description = \"Lord\", other = \"Lord\" }\n"), 0o644)
	var so, se bytes.Buffer
	args := []string{"build", "--draft", "--lang", "pl", "-locales", loc, "-o", filepath.Join(t.TempDir(), "out"),
		"--only", "manor-cards,counters,order-sheet,tracks,print-list,calibration"}
	if code := Run(args, &so, &se); code != ExitOK {
		t.Fatalf("a draft without labels does not build: exit %d:\n%s", code, se.String())
	}
}
