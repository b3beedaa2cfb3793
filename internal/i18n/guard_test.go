package i18n

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/locales"
)

// The canonical translations pass the guard the build and the check apply.
func TestCanonicalLabelsPassTheGuard(t *testing.T) {
	c := catalog(t)
	for _, lang := range c.Languages() {
		for _, err := range c.CheckTranslation(lang) {
			t.Errorf("%s: %v", lang, err)
		}
	}
}

// editedLocales is the canonical message files with, in one, the first occurrence of old
// replaced by new.
func editedLocales(t *testing.T, file, old, new string) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	for _, name := range []string{"en.toml", "pl.toml", "fr.toml"} {
		b, err := locales.FS.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if name == file {
			if !strings.Contains(string(b), old) {
				t.Fatalf("test edit: %q not in %s", old, name)
			}
			b = []byte(strings.Replace(string(b), old, new, 1))
		}
		m[name] = &fstest.MapFile{Data: b}
	}
	return m
}

// A typed number, an unknown variable or a dropped one is refused with the file, the line,
// the message and its form.
func TestCheckTranslationRefusesWrongLabels(t *testing.T) {
	for _, c := range []struct{ name, file, old, new, lang, want string }{
		{"digit in a template", "pl.toml", `strength = { description = "{{.s}} ({{.w}})", other = "{{.s}} ({{.w}})" }`,
			`strength = { description = "{{.s}} ({{.w}})", other = "{{.s}} (3)" }`, "pl",
			`locales/pl.toml:9: value.strength (other): the number 3 is not in the English "{{.s}} ({{.w}})"`},
		{"unknown variable", "fr.toml", `range = { description = "{{.lo}}–{{.hi}}", other = "{{.lo}}–{{.hi}}" }`,
			`range = { description = "{{.lo}}–{{.hi}}", other = "{{.lo}}–{{.haut}}" }`, "fr",
			`locales/fr.toml:7: value.range (other): {{.haut}} is not a variable of the English "{{.lo}}–{{.hi}}" (it has {{.hi}} {{.lo}})`},
		{"dropped variable", "fr.toml", `range = { description = "{{.lo}}–{{.hi}}", other = "{{.lo}}–{{.hi}}" }`,
			`range = { description = "{{.lo}}–{{.hi}}", other = "{{.lo}}" }`, "fr",
			`locales/fr.toml:7: value.range (other): {{.hi}} of the English "{{.lo}}–{{.hi}}" is left out`},
		{"count dropped where the English keeps it", "fr.toml", `one = "{{.n}}\u00a0mille"`, `one = "un mille"`, "fr",
			`locales/fr.toml:133: miles (one): {{.n}} of the English "{{.n}}\u00a0miles" is left out`},
		{"digit in one plural form", "pl.toml", `few = "{{.n}}\u00a0mile"`, `few = "{{.n}}\u00a0mile (2)"`, "pl",
			`locales/pl.toml:134: miles (few): the number 2 is not in the English "{{.n}}\u00a0miles"`},
	} {
		cat, err := Load(editedLocales(t, c.file, c.old, c.new))
		if err != nil {
			t.Fatal(err)
		}
		errs := cat.CheckTranslation(c.lang)
		if got := fmt.Sprint(errs); len(errs) == 0 || !strings.Contains(got, c.want) {
			t.Errorf("%s: want %q, got %s", c.name, c.want, got)
		}
		for _, err := range errs {
			if !strings.HasPrefix(err.Error(), c.want[:strings.Index(c.want, ")")+1]) {
				t.Errorf("%s: a problem of another message: %v", c.name, err)
			}
		}
	}
}

func TestVariables(t *testing.T) {
	for s, want := range map[string]string{
		"{{.n}} Bz":                            "[n]",
		"{{ .lo }}–{{.hi}}, {{if .x}}y{{end}}": "[hi lo x]",
		`{{n "movement.miles"}} miles`:         "[]",
		"plain 1.5":                            "[]",
	} {
		if got := fmt.Sprint(variables(s)); got != want {
			t.Errorf("variables(%q) = %s, want %s", s, got, want)
		}
	}
}

// A plural form that the language gives to one count alone may say that number in words
// (Polish „rzuć kością” for one die); a form shared by several counts may not drop {{.n}}.
func TestSingleNumberFormMayWordItsNumber(t *testing.T) {
	for _, c := range []struct {
		name, file, old, new, lang string
		refused                    bool
	}{
		{"Polish one", "pl.toml", `one = "{{.n}}\u00a0kość"`, `one = "kość"`, "pl", false},
		{"Polish few", "pl.toml", `few = "{{.n}}\u00a0kości"`, `few = "kości"`, "pl", true},
		{"French one covers 0 and 1", "fr.toml", `one = "{{.n}}\u00a0dé"`, `one = "un dé"`, "fr", true},
	} {
		cat, err := Load(editedLocales(t, c.file, c.old, c.new))
		if err != nil {
			t.Fatal(err)
		}
		errs := fmt.Sprint(cat.CheckTranslation(c.lang))
		if got := strings.Contains(errs, "count.dice"); got != c.refused {
			t.Errorf("%s: refused = %v, want %v (%s)", c.name, got, c.refused, errs)
		}
	}
}
