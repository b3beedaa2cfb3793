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

func TestLongerKey(t *testing.T) {
	for _, c := range []struct {
		name, text string
		line, col  int // 0: within the limit
	}{
		{"short keys and floats", "a.b.c = 1.5\n[x.y.z]\np = [1.25, 2.5, {q.r.s = 3.75}]\n", 0, 0},
		{"a long key", "ok = 1\na.b.c.d.e = 2\n", 2, 8},
		{"a long header", "[a.b.c.d.e]\n", 1, 9},
		{"a long key in an inline table", "t = {x = 1, a.b.c.d.e = 2}\n", 1, 20},
		{"dots in strings and comments", "\"a.b.c.d.e\".f = 'x.y.z.w.v' # a.b.c.d.e\ns = \"\"\"\na.b.c.d.e\n\"\"\"\n", 0, 0},
		{"dots in an array of values", "p = [\n  1.1, 2.2, 3.3, 4.4, 5.5,\n]\n", 0, 0},
	} {
		n, over := LongerKey(c.text, 4)
		if over != (c.line > 0) || over && (n.Line != c.line || n.Col != c.col) {
			t.Errorf("%s: got %+v over %v, want line %d col %d", c.name, n, over, c.line, c.col)
		}
	}
}
