package tomlscan

import (
	"reflect"
	"strings"
	"testing"
)

const sample = `# a comment = not a key
[start]
treasury = 11
note = """
fake = "inside a string"
[not.a.header]
"""

[[manor]]
id = "a"   # [ not an array
income.supervised = { knight = 8 }

[[manor]]
id = "b"
list = [
  "x = y",
  [1, [2]],
]
"quoted.key" = 1
[[manor.unit]]
land = "strip"
`

func TestEntries(t *testing.T) {
	var got []string
	for _, e := range Entries(sample) {
		s := strings.Join(e.Path(), ".")
		if e.Array {
			s = "[[" + s + "]]"
		}
		got = append(got, itoa(e.Line)+" "+s+" "+itoa(e.Index))
	}
	want := []string{
		"2 start -1", "3 start.treasury -1", "4 start.note -1",
		"9 [[manor]] 0", "10 manor.id -1", "11 manor.income.supervised -1",
		"13 [[manor]] 1", "14 manor.id -1", "15 manor.list -1", "19 manor.quoted.key -1",
		"20 [[manor.unit]] 0", "21 manor.unit.land -1",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("entries:\n got %q\nwant %q", got, want)
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestDeepest(t *testing.T) {
	cases := []struct {
		text string
		want Nesting
	}{
		{sample, Nesting{Depth: 3, Line: 17, Col: 7}},
		{"a = 1\n", Nesting{}},
		{"[[a.b]]\nx = '[[[['\ny = \"[{\" # [[[[\n", Nesting{}},
		{"a = " + strings.Repeat("[", 40) + strings.Repeat("]", 40), Nesting{Depth: 40, Line: 1, Col: 44}},
		{"a = { b = { c = [ {} ] } }", Nesting{Depth: 4, Line: 1, Col: 19}},
		{"s = '''\n[[[\n'''\nt = [[]]", Nesting{Depth: 2, Line: 4, Col: 6}},
	}
	for _, c := range cases {
		if got := Deepest(c.text); got != c.want {
			t.Errorf("%q: got %+v, want %+v", c.text, got, c.want)
		}
	}
}

func TestSplitKey(t *testing.T) {
	for in, want := range map[string][]string{
		"a":              {"a"},
		"a.b.c":          {"a", "b", "c"},
		` a . "b.c" `:    {"a", "b.c"},
		`'x.y'.z`:        {"x.y", "z"},
		`"say \"hi\"".k`: {`say "hi"`, "k"},
	} {
		if got := SplitKey(in); !reflect.DeepEqual(got, want) {
			t.Errorf("SplitKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// Deeper points at the first bracket past the limit, not at the deepest one: with
// brackets left open, the deepest level is reached long after the mistake.
func TestDeeper(t *testing.T) {
	text := "a = 1\nb = " + strings.Repeat("[", 40) + "\nc = [[[\n"
	got, ok := Deeper(text, 32)
	if want := (Nesting{Depth: 40, Line: 2, Col: 37}); !ok || got != want {
		t.Errorf("Deeper = %+v, %v; want %+v", got, ok, want)
	}
	if _, ok := Deeper(sample, 32); ok {
		t.Error("the sample is not too deep")
	}
}
