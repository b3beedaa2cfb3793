package cli

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/locales"
)

// copyLocales writes the canonical message files to a folder, with one edit (none when
// file is "").
func copyLocales(t *testing.T, file, old, new string) string {
	t.Helper()
	dir := t.TempDir()
	names, err := fs.Glob(locales.FS, "*.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		b, err := fs.ReadFile(locales.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		if name == file {
			if !bytes.Contains(b, []byte(old)) {
				t.Fatalf("test edit: %q not in locales/%s", old, name)
			}
			b = bytes.Replace(b, []byte(old), []byte(new), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The paragraph of 11.i that names both costs, as the Polish translation has it.
const plPay = "Każdej zimy twoje oddziały oczekują żołdu: {{bz \"cost.knight\"}} za każdego rycerza (także\n" +
	"giermka) i {{bz \"cost.man-at-arms\"}} za każdego zbrojnego. Twój lord służy za darmo. Kroki\n" +
	"zimy następują w stałej kolejności ([[seasons]]), a dwa z nich dotyczą twojego pocztu:\n\n"

// A translation that changes a rule is refused by the user's own commands: the build
// fails before it writes anything, naming the file, the line and what differs, and leaves
// the previous kit byte for byte as it was; the check fails naming the same.
func TestWrongTranslationIsRefused(t *testing.T) {
	const rules = "rules/pl/11-paying-retinue.md"
	cases := []struct {
		name      string
		rulesEdit [3]string // file, old, new in content/
		labelEdit [3]string // file, old, new in locales/
		want      []string
	}{
		{name: "swapped costs",
			rulesEdit: [3]string{rules, `{{bz "cost.knight"}} za każdego rycerza (także
giermka) i {{bz "cost.man-at-arms"}}`, `{{bz "cost.man-at-arms"}} za każdego rycerza (także
giermka) i {{bz "cost.knight"}}`},
			want: []string{"content/rules/pl/11-paying-retinue.md:7: block 2 names cost.man-at-arms before cost.knight",
				"the English (content/rules/pl/source/11-paying-retinue.md:7) names cost.knight first"}},
		{name: "deleted paragraph", rulesEdit: [3]string{rules, plPay, ""},
			want: []string{"content/rules/pl/11-paying-retinue.md:7: a block is missing: the English block 2 (content/rules/pl/source/11-paying-retinue.md:7,"}},
		{name: "added paragraph", rulesEdit: [3]string{rules, plPay, plPay + "Rycerz nie kosztuje nic.\n\n"},
			want: []string{`content/rules/pl/11-paying-retinue.md:11: block 3 ("Rycerz nie kosztuje nic.") is not in the English`,
				"after the English block 2 (content/rules/pl/source/11-paying-retinue.md:7"}},
		{name: "changed reference", rulesEdit: [3]string{rules, "([[seasons]])", "([[combat]])"},
			want: []string{"content/rules/pl/11-paying-retinue.md:7: block 2 refers to [combat], the English (content/rules/pl/source/11-paying-retinue.md:7) to [seasons]"}},
		{name: "digit in a label template",
			labelEdit: [3]string{"pl.toml", `other = "{{.s}} ({{.w}})"`, `other = "{{.s}} (3)"`},
			want:      []string{`locales/pl.toml:9: value.strength (other): the number 3 is not in the English "{{.s}} ({{.w}})"`}},
		{name: "unknown template variable",
			labelEdit: [3]string{"pl.toml", `other = "{{.lo}}–{{.hi}}"`, `other = "{{.lo}}–{{.max}}"`},
			want:      []string{`locales/pl.toml:7: value.range (other): {{.max}} is not a variable of the English "{{.lo}}–{{.hi}}" (it has {{.hi}} {{.lo}})`}},
		{name: "swapped values in an edition note",
			labelEdit: [3]string{"pl.toml", `pastwiska {{n \"land.pasture\"}}, jednostek lasu {{n \"land.forest\"}}`,
				`pastwiska {{n \"land.forest\"}}, jednostek lasu {{n \"land.pasture\"}}`},
			want: []string{"locales/pl.toml:" + lineOf(t, "pl.toml", `jednostek pastwiska {{n \"land.pasture\"}}`) + ": note.manors.reason names land.forest before land.pasture; the English (content/edition.toml) names land.pasture first"}},
		{name: "digit in one plural form",
			labelEdit: [3]string{"pl.toml", `few = "{{.n}}\u00a0mile"`, `few = "{{.n}}\u00a0mile (2)"`},
			want:      []string{`locales/pl.toml:134: miles (few): the number 2 is not in the English "{{.n}}\u00a0miles"`}},
	}
	out := filepath.Join(t.TempDir(), "out")
	var so, se bytes.Buffer
	if code := Run([]string{"build", "-o", out, "--only", "order-sheet", "--lang", "en"}, &so, &se); code != ExitOK {
		t.Fatalf("the good build failed: %s", se.String())
	}
	before := snapshot(t, out)
	for _, c := range cases {
		dir := copyContent(t, c.rulesEdit[0], c.rulesEdit[1], c.rulesEdit[2])
		if c.rulesEdit[0] != "" && !differs(t, dir, c.rulesEdit[0]) {
			t.Fatalf("%s: test edit not applied", c.name)
		}
		locs := copyLocales(t, c.labelEdit[0], c.labelEdit[1], c.labelEdit[2])
		src := []string{"-content", dir, "-locales", locs, "-o", out}
		for _, args := range [][]string{
			append([]string{"build", "--only", "order-sheet"}, src...),
			append([]string{"check"}, src...),
		} {
			so.Reset()
			se.Reset()
			code := Run(args, &so, &se)
			all := so.String() + se.String()
			if code != ExitFailure {
				t.Errorf("%s: %s: exit %d, want %d\n%s", c.name, args[0], code, ExitFailure, all)
			}
			for _, w := range c.want {
				if !strings.Contains(all, w) {
					t.Errorf("%s: %s: want %q in\n%s", c.name, args[0], w, all)
				}
			}
			if args[0] == "check" && !strings.Contains(all, "FAIL translations: rules text and labels mirror the English") {
				t.Errorf("%s: check: the translations group does not fail:\n%s", c.name, all)
			}
		}
		if after := snapshot(t, out); !sameFiles(before, after) {
			t.Errorf("%s: the refused build changed the previous kit", c.name)
		}
	}
}

// The canonical translations pass the translations group of the check.
func TestCanonicalTranslationsPassTheCheck(t *testing.T) {
	var so, se bytes.Buffer
	Run([]string{"check", "-content", copyContent(t, "", "", ""), "-locales", copyLocales(t, "", "", "")}, &so, &se)
	if !strings.Contains(so.String(), "ok   translations: rules text and labels mirror the English") {
		t.Errorf("the canonical translations fail the check:\n%s%s", so.String(), se.String())
	}
}

// differs reports whether a copied content file is not the canonical one: the test edit
// was made.
func differs(t *testing.T, dir, file string) bool {
	t.Helper()
	was, err := fs.ReadFile(content.FS, file)
	if err != nil {
		t.Fatal(err)
	}
	now, err := os.ReadFile(filepath.Join(dir, file))
	return err != nil || !bytes.Equal(was, now)
}

// lineOf is the line of the canonical locale file that holds s, so that a case does not
// break when lines are added above the message it edits.
func lineOf(t *testing.T, file, s string) string {
	t.Helper()
	b, err := fs.ReadFile(locales.FS, file)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(b), s)
	if i < 0 {
		t.Fatalf("locales/%s: no %q", file, s)
	}
	return strconv.Itoa(strings.Count(string(b[:i]), "\n") + 1)
}
