package i18n

import (
	"strings"
	"testing"
	"testing/fstest"
)

// A name prints its nominative, gives its case forms from the language's case messages,
// and a name in its data agrees with the case asked of the whole.
func TestNameCases(t *testing.T) {
	l := catalog(t).For("pl", false)
	nb := "\u00a0"
	lord := l.Name("lord.blue", nil)
	player := l.Name("log.player-colour", map[string]any{"colour": l.Name("colour.red", nil).Lower()})
	for _, c := range []struct{ got, want string }{
		{lord.String(), "sir" + nb + "Gawain"},
		{lord.In("gen"), "sir" + nb + "Gawaina"},
		{lord.In("dat"), "sir" + nb + "Gawainowi"},
		{lord.In("ins"), "sir" + nb + "Gawainem"},
		{player.String(), "gracz czerwony"},
		{player.In("gen"), "gracza czerwonego"},
		{player.In("dat"), "graczowi czerwonemu"},
		{player.In("ins"), "graczem czerwonym"},
		{l.Tx("log.phased", map[string]any{"player": lord}), "Jeden z" + nb + "rozkazów sir" + nb + "Gawaina działa tylko w" + nb + "fazach zapisanych po nim."},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if m := l.Missing(); len(m) > 0 {
		t.Errorf("missing messages: %v", m)
	}
	// English asks for no case, and a name prints as it always did.
	en := catalog(t).For("en", false)
	if got := en.Tx("log.phased", map[string]any{"player": en.Name("lord.blue", nil)}); !strings.HasPrefix(got, "Sir Gawaine: ") {
		t.Errorf("English: %q", got)
	}
}

// A name that lacks a case a template asks for is an error naming the file, the name's
// line and the key to add; a language that asks for no case needs none.
func TestCheckCasesNamesFileAndKey(t *testing.T) {
	fsys := fstest.MapFS{
		"en.toml": {Data: []byte("[log]\nsees = \"{{.a}} sees {{.b}}.\"\n\n[lord]\nblue = \"Sir A\"\nred = \"Sir B\"\n")},
		"pl.toml": {Data: []byte("[log]\nsees = { description = \"{{.a}} sees {{.b}}.\", other = \"{{.a}} widzi {{.b.In \\\"acc\\\"}}.\" }\n\n" +
			"[lord]\nblue = { description = \"Sir A\", other = \"sir A\" }\nred = { description = \"Sir B\", other = \"sir B\" }\n\n" +
			"[case.acc]\n\"lord.blue\" = \"sir A-a\"\n")},
	}
	c, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"lord.blue", "lord.red"}
	errs := c.CheckCases("pl", names)
	if len(errs) != 1 {
		t.Fatalf("want one error (lord.red has no accusative), got %v", errs)
	}
	for _, want := range []string{"locales/pl.toml:6:", "lord.red", `"acc"`, "case.acc.lord.red", "log.sees"} {
		if !strings.Contains(errs[0].Error(), want) {
			t.Errorf("the error %q does not say %s", errs[0], want)
		}
	}
	if errs := c.CheckCases("en", names); len(errs) != 0 {
		t.Errorf("English asks for no case, yet: %v", errs)
	}
	// The form the check asked for is what the sentence prints.
	l := c.For("pl", false)
	if got := l.Tx("log.sees", map[string]any{"a": l.Name("lord.red", nil), "b": l.Name("lord.blue", nil)}); got != "sir\u00a0B widzi sir\u00a0A-a." {
		t.Errorf("got %q", got)
	}
	if st := c.Status("pl"); len(st.Extra) != 0 {
		t.Errorf("a case form is not a message the English lost: %v", st.Extra)
	}
}
