package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A translator sees a changed English label with the English it was translated from.
func TestTranslationsReportStaleLabels(t *testing.T) {
	dir := t.TempDir()
	for _, lang := range []string{"en", "pl", "fr"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "locales", lang+".toml"))
		if err != nil {
			t.Fatal(err)
		}
		if lang == "en" {
			b = bytes.Replace(b, []byte(`cost = "Cost"`), []byte(`cost = "Price"`), 1)
			b = bytes.Replace(b, []byte(`each = "Each"`), []byte(`each = "EACH"`), 1) // case only: not stale
		}
		os.WriteFile(filepath.Join(dir, lang+".toml"), b, 0o644)
	}
	var out, errb bytes.Buffer
	code := Run([]string{"translations", "-strict", "-locales", dir, "pl"}, &out, &errb)
	if code != ExitFailure {
		t.Fatalf("exit %d with a stale label under -strict; stderr: %s", code, errb.String())
	}
	for _, want := range []string{"pl  labels:", "1 stale", "stale col.cost", "English was: Cost", "English now: Price", "translation: Koszt"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "col.each") {
		t.Error("a change of case alone must not make a label stale")
	}
}

// --watch is gone: it says so and points to serve, as a usage error.
func TestWatchPointsToServe(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Run([]string{"build", "--watch", "-o", t.TempDir()}, &out, &errb); code != ExitUsage {
		t.Fatalf("build --watch: exit %d, want %d (usage); stderr: %s", code, ExitUsage, errb.String())
	}
	if !strings.Contains(errb.String(), "excalibur serve") {
		t.Errorf("build --watch does not point to excalibur serve: %s", errb.String())
	}
}

// A translator accepts a finished file; when the English of one paragraph changes later,
// the report names that paragraph with the English then and now and the translation.
func TestTranslationsReportStaleRulesBlocks(t *testing.T) {
	const file = "rules/en/05-manor.md"
	dir := copyContent(t, "", "", "")
	en, err := os.ReadFile(filepath.Join(dir, file))
	if err != nil {
		t.Fatal(err)
	}
	// A stand-in translation, alone in its language: the English file mirrors itself.
	os.RemoveAll(filepath.Join(dir, "rules", "pl"))
	os.MkdirAll(filepath.Join(dir, "rules", "pl"), 0o755)
	os.WriteFile(filepath.Join(dir, "rules", "pl", "05-manor.md"), en, 0o644)

	var out, errb bytes.Buffer
	if code := Run([]string{"translations", "-content", dir, "-accept", "pl"}, &out, &errb); code != ExitOK {
		t.Fatalf("accept: exit %d: %s", code, errb.String())
	}
	out.Reset()
	Run([]string{"translations", "-content", dir, "pl"}, &out, &errb)
	if want := fmt.Sprintf("rules text: 1 of %d files up to date", englishFiles(t, dir)); !strings.Contains(out.String(), want) {
		t.Errorf("an accepted file is not reported up to date:\n%s", out.String())
	}

	changed := bytes.Replace(en, []byte("Manors are the heart of the game."), []byte("Manors are the whole game."), 1)
	changed = bytes.Replace(changed, []byte("**Claiming.**"), []byte("__Claiming.__"), 1) // emphasis only: not stale
	os.WriteFile(filepath.Join(dir, file), changed, 0o644)
	out.Reset()
	code := Run([]string{"translations", "-strict", "-content", dir, "pl"}, &out, &errb)
	if code != ExitFailure {
		t.Fatalf("exit %d with a stale rules file under -strict", code)
	}
	for _, want := range []string{
		"stale content/rules/pl/05-manor.md: 1 block of the English changed",
		"changed at en/05-manor.md:7",
		"what changed: Manors are the [-heart of the-] {+whole+} game. Each autumn a …",
		"English was: Manors are the heart of the game.",
		"English now: Manors are the whole game.",
		"translation: Manors are the heart of the game.",
		"not translated content/rules/pl/06-",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// A translation that does not mirror the English is not accepted, and nothing is stamped.
func TestTranslationsAcceptRefusesBrokenMirror(t *testing.T) {
	dir := copyContent(t, "", "", "")
	en, _ := os.ReadFile(filepath.Join(dir, "rules/en/05-manor.md"))
	broken := bytes.Replace(en, []byte("## Ownership of manors {#ownership}"), []byte("## Ownership of manors {#owners}"), 1)
	os.RemoveAll(filepath.Join(dir, "rules", "pl"))
	os.MkdirAll(filepath.Join(dir, "rules", "pl"), 0o755)
	os.WriteFile(filepath.Join(dir, "rules", "pl", "05-manor.md"), broken, 0o644)
	var out, errb bytes.Buffer
	if code := Run([]string{"translations", "-content", dir, "-accept", "pl", "05-manor.md"}, &out, &errb); code != ExitFailure {
		t.Fatalf("exit %d accepting a broken mirror", code)
	}
	if !strings.Contains(errb.String(), "ownership") {
		t.Errorf("refusal does not name the heading id:\n%s", errb.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "rules", "pl", "source", "05-manor.md")); err == nil {
		t.Error("a refused file was stamped")
	}
}

// englishFiles counts the English rules files, the quick reference's among them: the
// files a translation report counts.
func englishFiles(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	for _, pat := range []string{"*.md", "quick/*.md"} {
		names, err := filepath.Glob(filepath.Join(dir, "rules", "en", pat))
		if err != nil {
			t.Fatal(err)
		}
		n += len(names)
	}
	return n
}
