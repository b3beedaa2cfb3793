package po

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// What is written is read back the same: escapes, strings of several lines, plurals,
// the fuzzy flag with its previous msgid, comments and obsolete entries.
func TestFormatRoundTrip(t *testing.T) {
	f := &File{
		Header: [][2]string{{"Language", "pl"}, {"Plural-Forms", "nplurals=2; plural=(n != 1);"}},
		Entries: []Entry{
			{Extracted: []string{`{{n "a"}} prints a number`}, Refs: []string{"content/rules/en/x.md:3"},
				Flags: []string{"fuzzy"}, PrevID: "old\nline", Ctxt: "x/1", ID: "a \"quoted\" \\ back\tslash\nsecond line", Str: []string{"ą\u00a0b\nc"}},
			{Translator: []string{"note of mine"}, Ctxt: "count", ID: "{{.n}} mile", Plural: "{{.n}} miles", Str: []string{"one", "two"}},
			{Ctxt: "gone", ID: "removed\ntext", Str: []string{"usunięte"}, Obsolete: true},
		},
	}
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		t.Fatal(err)
	}
	g, err := Parse("t.po", b.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	for i := range g.Entries {
		g.Entries[i].Line = 0
	}
	if !reflect.DeepEqual(f, g) {
		t.Errorf("read back differs:\nwrote %+v\nread  %+v\n%s", f, g, b.String())
	}
	var again bytes.Buffer
	Write(&again, g)
	if again.String() != b.String() {
		t.Error("writing what was read gives other bytes")
	}
}

// A malformed PO file is refused at its line with what was expected.
func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		"msgid \"a\"\nmsgstr \"b":                          "t.po:2: expected a string in double quotes",
		"msgid \"a\"\nmsgstr \"\\q\"":                      `t.po:2: unknown escape \q`,
		"msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"c\"": "t.po:3: expected msgstr[0]",
		"msgctxt \"x\"\nmsgid \"a\"\n":                     "t.po:1: the message has no msgstr",
		"msgid \"a\"\nmsgstr \"\"\n\"x\" junk":             "t.po:3: expected a string in double quotes",
		"msgctxt \"x\"\nmsgid \"a\"\nmsgstr \"\"\n\nmsgctxt \"x\"\nmsgid \"a\"\nmsgstr \"\"": "t.po:5: msgctxt \"x\" is already used at line 1",
		"\"orphan\"": "t.po:1: a quoted string continues nothing",
	}
	for text, want := range cases {
		_, err := Parse("t.po", []byte(text))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}
