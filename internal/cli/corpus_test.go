package cli

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
	"github.com/rogpeppe/go-internal/txtar"
)

// The bad-input corpus (testdata/badinput/*.txtar): each case edits a copy of content/,
// layout/ and locales/, runs one command through Run over a copy of a kit built once,
// and expects its exit code, its messages, the location of the first problem, no panic,
// and the kit left byte for byte as it was.
//
// A case's comment holds its header, one `name: value` a line:
//
//	args:  the command line; $CONTENT, $LAYOUT, $LOCALES and $OUT are the copies
//	       (default: a quick build of the order sheet in English)
//	env:   NAME=VALUE set while it runs
//	exit:  the exit code expected
//	want:  a text the output must contain (one line each, all required)
//	where: the file:line[:col] an error line must start with
//
// Its files are edits, named `op path [line]`: `replace content/game.toml 15` puts the
// body in place of line 15 (an empty body deletes it), `insert ... 15` puts it before
// line 15, `write` replaces the whole file, `delete` removes it, `mkdir` puts a folder
// in its place and `symlink` a link to itself. In a body, <<N*"text">> is the Go string
// "text" N times over, for huge, deep or binary input.
//
// SOURCE_DATE_EPOCH is the only environment the corpus sets, so its cases run one after
// the other and the rest in parallel.

const defaultArgs = "build -content $CONTENT -layout $LAYOUT -locales $LOCALES -o $OUT --only order-sheet --lang en"

type corpusCase struct {
	name  string
	args  []string
	env   [][2]string
	exit  int
	want  []string
	where string
	edits []txtar.File
}

func TestBadInputCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/badinput/*.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 60 {
		t.Fatalf("the corpus has %d cases; it must have at least 60", len(files))
	}
	kit := buildKit(t)
	before := snapshot(t, kit)
	var cases []corpusCase
	for _, f := range files {
		cases = append(cases, readCase(t, f))
	}
	sort.SliceStable(cases, func(i, j int) bool { return len(cases[i].env) > len(cases[j].env) })
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if len(c.env) == 0 {
				t.Parallel()
			}
			for _, kv := range c.env {
				t.Setenv(kv[0], kv[1])
			}
			runCase(t, c, kit, before)
		})
	}
}

// buildKit builds the order sheet in English once; every case runs on a copy of it.
func buildKit(t *testing.T) string {
	out := filepath.Join(t.TempDir(), "kit")
	var so, se bytes.Buffer
	if code := Run([]string{"build", "-o", out, "--only", "order-sheet", "--lang", "en"}, &so, &se); code != ExitOK {
		t.Fatalf("the good build failed: %s", se.String())
	}
	return out
}

func runCase(t *testing.T, c corpusCase, kit string, before map[string]string) {
	dir := t.TempDir()
	roots := map[string]fs.FS{"content": content.FS, "layout": layout.FS, "locales": locales.FS}
	for name, fsys := range roots {
		copyTree(t, fsys, filepath.Join(dir, name))
	}
	out := filepath.Join(dir, "out")
	copyTree(t, os.DirFS(kit), out)
	for _, e := range c.edits {
		applyEdit(t, dir, e)
	}
	repl := strings.NewReplacer("$CONTENT", filepath.Join(dir, "content"), "$LAYOUT", filepath.Join(dir, "layout"),
		"$LOCALES", filepath.Join(dir, "locales"), "$OUT", out)
	args := make([]string, len(c.args))
	for i, a := range c.args {
		args[i] = repl.Replace(a)
	}
	var so, se bytes.Buffer
	code := Run(args, &so, &se)
	all := strings.ReplaceAll(so.String()+se.String(), dir+string(filepath.Separator), "")
	if code != c.exit {
		t.Errorf("exit %d, want %d", code, c.exit)
	}
	for _, w := range c.want {
		if !strings.Contains(all, w) {
			t.Errorf("the output lacks %q", w)
		}
	}
	if c.where != "" && !startsALine(all, c.where) {
		t.Errorf("no error line starts with %s", c.where)
	}
	for _, bad := range []string{"panic", "internal error", "goroutine "} {
		if strings.Contains(all, bad) {
			t.Errorf("the output says %q", bad)
		}
	}
	if after := snapshot(t, out); !sameFiles(before, after) {
		t.Errorf("the kit in out/ changed")
	}
	if t.Failed() {
		t.Logf("args: %q\noutput:\n%s", c.args, all)
	}
}

// startsALine says whether a line of the output starts with loc and a colon, once
// trimmed and without the prefix "excalibur: " or the failed job's "component (lang): ".
func startsALine(out, loc string) bool {
	for _, line := range strings.Split(out, "\n") {
		line = strings.TrimPrefix(strings.TrimSpace(line), "excalibur: ")
		if _, rest, job := strings.Cut(line, "): "); job && strings.HasPrefix(rest, loc+":") {
			return true
		}
		if strings.HasPrefix(line, loc+":") {
			return true
		}
	}
	return false
}

func readCase(t *testing.T, file string) corpusCase {
	a, err := txtar.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	c := corpusCase{name: strings.TrimSuffix(filepath.Base(file), ".txtar"), exit: -1, edits: a.Files}
	args := defaultArgs
	for _, line := range strings.Split(string(a.Comment), "\n") {
		key, val, ok := strings.Cut(line, ":")
		val = strings.TrimSpace(val)
		switch key = strings.TrimSpace(key); {
		case !ok || strings.HasPrefix(key, "#"):
		case key == "args":
			args = val
		case key == "env":
			k, v, _ := strings.Cut(val, "=")
			c.env = append(c.env, [2]string{k, v})
		case key == "exit":
			c.exit, err = strconv.Atoi(val)
			if err != nil {
				t.Fatalf("%s: exit: %v", file, err)
			}
		case key == "want":
			c.want = append(c.want, val)
		case key == "where":
			c.where = val
		default:
			t.Fatalf("%s: unknown header %q", file, key)
		}
	}
	if c.exit < 0 || len(c.want) == 0 {
		t.Fatalf("%s: a case needs exit: and want:", file)
	}
	c.args = splitArgs(args)
	return c
}

// splitArgs splits a command line at spaces; "..." quotes an argument with spaces.
func splitArgs(s string) []string {
	var out []string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		if s[0] == '"' {
			end := strings.Index(s[1:], `"`) + 1
			out = append(out, s[1:end])
			s = s[end+1:]
			continue
		}
		arg, rest, _ := strings.Cut(s, " ")
		out = append(out, arg)
		s = rest
	}
	return out
}

var reRepeat = regexp.MustCompile(`<<(\d+)\*("(?:[^"\\]|\\.)*")>>`)

// expand replaces each <<N*"text">> by text N times.
func expand(t *testing.T, body []byte) []byte {
	return reRepeat.ReplaceAllFunc(body, func(m []byte) []byte {
		sub := reRepeat.FindSubmatch(m)
		n, _ := strconv.Atoi(string(sub[1]))
		s, err := strconv.Unquote(string(sub[2]))
		if err != nil {
			t.Fatalf("bad repeat %s: %v", m, err)
		}
		return bytes.Repeat([]byte(s), n)
	})
}

func applyEdit(t *testing.T, dir string, f txtar.File) {
	fields := strings.Fields(f.Name)
	if len(fields) < 2 {
		t.Fatalf("edit %q: expected `op path [line]`", f.Name)
	}
	op, p := fields[0], filepath.Join(dir, filepath.FromSlash(fields[1]))
	body := expand(t, f.Data)
	var err error
	switch op {
	case "replace", "insert":
		if len(fields) != 3 {
			t.Fatalf("edit %q: expected a line number", f.Name)
		}
		n, _ := strconv.Atoi(fields[2])
		err = editLine(p, n, body, op == "replace")
	case "write":
		err = os.WriteFile(p, body, 0o644)
	case "delete":
		err = os.Remove(p)
	case "mkdir":
		if err = os.Remove(p); err == nil {
			err = os.Mkdir(p, 0o755)
		}
	case "symlink":
		if err = os.Remove(p); err == nil {
			err = os.Symlink(filepath.Base(p), p)
		}
	default:
		t.Fatalf("edit %q: unknown op %q", f.Name, op)
	}
	if err != nil {
		t.Fatalf("edit %q: %v", f.Name, err)
	}
}

// editLine replaces line n (1-based) of a file with body, or inserts body before it.
func editLine(p string, n int, body []byte, replace bool) error {
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	lines := bytes.SplitAfter(b, []byte("\n"))
	if n < 1 || n > len(lines) {
		return fmt.Errorf("line %d: the file has %d", n, len(lines))
	}
	var out []byte
	out = append(out, bytes.Join(lines[:n-1], nil)...)
	out = append(out, body...)
	if replace {
		out = append(out, bytes.Join(lines[n:], nil)...)
	} else {
		out = append(out, bytes.Join(lines[n-1:], nil)...)
	}
	return os.WriteFile(p, out, 0o644)
}

func copyTree(t *testing.T, fsys fs.FS, dir string) {
	if err := os.CopyFS(dir, fsys); err != nil {
		t.Fatal(err)
	}
}

// snapshot is every file of a folder by path, with its bytes.
func snapshot(t *testing.T, dir string) map[string]string {
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func sameFiles(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
