package rulebook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func blocks(texts ...string) []Block {
	out := make([]Block, len(texts))
	for i, t := range texts {
		out[i] = Block{Text: t, Line: i + 1}
	}
	return out
}

func TestChangesSinceTranslation(t *testing.T) {
	was := blocks("# Combat", "Roll a die.", "Add your strength.")
	tr := blocks("# Walka", "Rzuć kością.", "Dodaj siłę.")
	now := blocks("# Combat", "Roll one die.", "ADD   your *strength*.", "Then compare.")
	got := changes(was, now, tr)
	if len(got) != 2 {
		t.Fatalf("changes %+v; want one changed block and one added", got)
	}
	if c := got[0]; c.Kind != "changed" || c.Was != "Roll a die." || c.Now != "Roll one die." || c.Translation != "Rzuć kością." {
		t.Errorf("first change %+v", c)
	}
	if c := got[1]; c.Kind != "added" || c.Now != "Then compare." || c.Translation != "" {
		t.Errorf("second change %+v", c)
	}
	if got := changes(was, blocks("# COMBAT", "Roll  a\ndie.", "Add your **strength**."), tr); len(got) != 0 {
		t.Errorf("case, spacing and emphasis alone must not make blocks stale: %+v", got)
	}
	if got := changes(was, blocks("# Combat", "Add your strength."), tr); len(got) != 1 || got[0].Kind != "removed" || got[0].Translation != "Rzuć kością." {
		t.Errorf("a removed block: %+v", got)
	}
}

func rulesFS(files map[string]string) fstest.MapFS {
	m := fstest.MapFS{}
	for name, body := range files {
		id := strings.TrimSuffix(filepath.Base(name), ".md")[3:]
		m[name] = &fstest.MapFile{Data: []byte("+++\nid = \"" + id + "\"\n+++\n" + body)}
	}
	return m
}

func TestTranslationState(t *testing.T) {
	fsys := rulesFS(map[string]string{
		"rules/en/01-x.md":        "# X\n\nOne.\n\nTwo, changed.\n",
		"rules/en/02-y.md":        "# Y\n",
		"rules/en/03-z.md":        "# Z\n",
		"rules/pl/01-x.md":        "# X\n\nJeden.\n\nDwa.\n",
		"rules/pl/source/01-x.md": "# X\n\nOne.\n\nTwo.\n",
		"rules/pl/02-y.md":        "# Y\n",
	})
	st, err := TranslationState(fsys, "pl")
	if err != nil {
		t.Fatal(err)
	}
	if len(st) != 3 || len(st[0].Changes) != 1 || st[0].Changes[0].Translation != "Dwa." || !st[1].Unstamped || !st[2].Missing {
		t.Fatalf("states %+v", st)
	}
}

func TestAccept(t *testing.T) {
	root := t.TempDir()
	write := func(name, body string) {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("+++\nid = \"x\"\n+++\n"+body), 0o644)
	}
	write("rules/en/01-x.md", "# X\n\nMove {{n \"movement.miles\"}} miles.\n")
	write("rules/pl/01-x.md", "# X\n\nRuch: {{count \"movement.miles\" \"count.miles\"}}.\n")
	write("rules/fr/01-x.md", "# X\n\nAvancez.\n")
	if err := Accept(root, "pl", []string{"01-x.md"}); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(root, "rules/pl/source/01-x.md")); err != nil || !strings.Contains(string(b), "Move {{n") {
		t.Errorf("the English was not recorded: %v %q", err, b)
	}
	err := Accept(root, "fr", []string{"01-x.md"})
	if err == nil || !strings.Contains(err.Error(), "names the values [], the English") {
		t.Errorf("a translation that drops a value must be refused: %v", err)
	}
}

func TestWordDiff(t *testing.T) {
	cases := []struct{ was, now, want string }{
		{"Manors are the heart of the game.", "Manors are the whole game.",
			"Manors are the [-heart of the-] {+whole+} game."},
		{"one two three four five six seven eight nine ten eleven", "one two three four five six seven EIGHT nine ten eleven",
			"… four five six seven [-eight-] {+EIGHT+} nine ten eleven"},
		{"a b c d e f g h i j k l m n", "X b c d e f g h i j k l m Y",
			"[-a-] {+X+} b c d e … j k l m [-n-] {+Y+}"},
		{"added at the end", "added at the end here", "added at the end {+here+}"},
	}
	for _, c := range cases {
		if got := WordDiff(c.was, c.now); got != c.want {
			t.Errorf("WordDiff(%q, %q)\n got %q\nwant %q", c.was, c.now, got, c.want)
		}
	}
}
