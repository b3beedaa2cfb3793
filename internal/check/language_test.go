package check

import (
	"html"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/pdftext"
	"github.com/excalibur-kit/excalibur/internal/readback"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/locales"
)

// The language tests read every file of a whole kit in every language, as a reader
// gets it, and hold it to each language's typography and to having nothing left in
// English. They read the files, not the program's strings: a text that bypasses the
// typography pass or the locales is caught however it reached the page.

// printed is one text of an output file: a set line of a PDF page or an SVG (its ends
// are line breaks), or a text that a reader sees whole and a program may wrap anywhere
// (HTML, a PDF property or bookmark).
type printed struct {
	file, where, text string
	line              bool
}

func (p printed) String() string { return p.file + " " + p.where + ": " + shown(p.text) }

// shown quotes a text with its no-break spaces visible (⍽ U+00A0, ⌴ U+202F), so a
// failure says which space a line has.
func shown(s string) string {
	return `"` + strings.NewReplacer("\u00a0", "⍽", "\u202f", "⌴").Replace(s) + `"`
}

// wholeKit builds every component in every language into a temporary folder.
func wholeKit(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "out")
	o := options(dir)
	o.Langs = []string{"en", "pl", "fr"}
	if _, err := build.Run(o); err != nil {
		t.Fatal(err)
	}
	return dir
}

// readKit reads every PDF, SVG and HTML file of one language of the kit.
func readKit(t *testing.T, dir, lang string) []printed {
	t.Helper()
	var out []printed
	err := filepath.WalkDir(filepath.Join(dir, lang), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		var got []printed
		switch filepath.Ext(p) {
		case ".pdf":
			got, err = readPDF(p, rel)
		case ".svg":
			got, err = readSVG(p, rel)
		case ".html":
			got, err = readHTMLTexts(p, rel)
		}
		out = append(out, got...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readPDF reads a PDF's set lines, its document properties and its bookmarks.
func readPDF(path, rel string) ([]printed, error) {
	lines, err := pdfLines(path, rel)
	if err != nil {
		return nil, err
	}
	model.ConfigPath = "disable" // no config files in the user's home
	conf := model.NewDefaultConfiguration()
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := api.PDFInfo(f, rel, nil, false, conf)
	if err != nil {
		return nil, err
	}
	props := map[string]string{"Title": info.Title, "Author": info.Author, "Subject": info.Subject, "Keywords": strings.Join(info.Keywords, ", "), "Producer": info.Producer}
	for _, k := range []string{"Title", "Author", "Subject", "Keywords", "Producer"} {
		lines = append(lines, printed{rel, "Info " + k, props[k], false})
	}
	if _, err := f.Seek(0, 0); err != nil {
		return nil, err
	}
	bms, err := api.Bookmarks(f, conf)
	if err != nil {
		return nil, err
	}
	var walk func([]pdfcpu.Bookmark)
	walk = func(bs []pdfcpu.Bookmark) {
		for _, b := range bs {
			lines = append(lines, printed{rel, "bookmark", b.Title, false})
			walk(b.Kids)
		}
	}
	walk(bms)
	return lines, nil
}

// pdfLines reads the visible text of a PDF as set lines: the runs of one baseline,
// left to right, cut where the gap between two runs is wider than a word space (a
// column, a table cell).
func pdfLines(path, rel string) ([]printed, error) {
	doc, err := pdftext.ReadFile(path, pdftext.DefaultLimits)
	if err != nil {
		return nil, err
	}
	var runs []pdftext.Run
	for _, r := range doc.Runs {
		if r.Hidden == "" {
			runs = append(runs, r)
		}
	}
	var out []printed
	for _, ln := range pdftext.Lines(runs) {
		var b strings.Builder
		flush := func(page int) {
			if s := strings.TrimSpace(b.String()); s != "" {
				out = append(out, printed{rel, "page " + strconv.Itoa(page), s, true})
			}
			b.Reset()
		}
		for i, r := range ln {
			if i > 0 {
				em := r.Size * 25.4 / 72
				switch gap := r.X - (ln[i-1].X + ln[i-1].W); {
				case gap > 0.6*em || gap < -0.1*em:
					flush(r.Page)
				case gap > 0.1*em:
					b.WriteByte(' ')
				}
			}
			b.WriteString(r.Text)
		}
		flush(ln[0].Page)
	}
	return out, nil
}

// readSVG reads an SVG's texts by their accessible names, each checked against its glyphs.
func readSVG(path, rel string) ([]printed, error) {
	toks, err := readback.SVG(path)
	if err != nil {
		return nil, err
	}
	out := make([]printed, len(toks))
	for i, s := range toks {
		out[i] = printed{rel, "text", s, true} // a viewer never wraps an SVG text: each is a set line
	}
	return out, nil
}

var (
	reHidden    = regexp.MustCompile(`(?is)<(style|script)\b.*?</(style|script)>`)
	reAttrText  = regexp.MustCompile(`(?i)\b(?:content|alt|aria-label|title)="([^"]*)"`)
	reTag       = regexp.MustCompile(`(?s)<[^>]*>`)
	reMetaNames = regexp.MustCompile(`(?i)<meta\s+(?:name="(?:description|keywords)"|property="og:[a-z]+")[^>]*>`)
)

// readHTML reads a page's text nodes and the attributes a reader meets (the meta
// description, alternative texts, tooltips).
func readHTMLTexts(path, rel string) ([]printed, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	page := reHidden.ReplaceAllString(string(b), "")
	var out []printed
	for _, meta := range reMetaNames.FindAllString(page, -1) {
		for _, m := range reAttrText.FindAllStringSubmatch(meta, -1) {
			out = append(out, printed{rel, "meta", html.UnescapeString(m[1]), false})
		}
	}
	for _, tag := range reTag.FindAllString(page, -1) {
		if strings.HasPrefix(strings.ToLower(tag), "<meta") {
			continue
		}
		for _, m := range reAttrText.FindAllStringSubmatch(tag, -1) {
			out = append(out, printed{rel, "attribute", html.UnescapeString(m[1]), false})
		}
	}
	for _, s := range strings.Split(reTag.ReplaceAllString(page, "\x00"), "\x00") {
		if s = html.UnescapeString(s); strings.TrimSpace(s) != "" {
			out = append(out, printed{rel, "text", s, false})
		}
	}
	return out, nil
}

// The Polish words a line must not end with: the one-letter words and "sir", which
// belong with the word after them.
var polishBound = map[string]bool{"a": true, "i": true, "o": true, "u": true, "w": true, "z": true, "sir": true}

// polishLineEnd reports a set line ending with a word Polish binds to the next. A capital
// letter ends a line legitimately as a label ("część A", "klasa A"); it is a word to bind
// only where a sentence starts with it.
func polishLineEnd(p printed) bool {
	words := strings.Split(p.text, " ") // a no-break space joins, it does not part
	last := strings.TrimLeft(words[len(words)-1], "(„«\"")
	if !polishBound[strings.ToLower(last)] {
		return false
	}
	if last == strings.ToLower(last) {
		return len(words) > 1 || last == "sir"
	}
	return len(words) > 1 && strings.ContainsAny(lastRune(words[len(words)-2]), ".!?:")
}

func lastRune(s string) string {
	r, _ := utf8.DecodeLastRuneInString(s)
	return string(r)
}

// reBreakableBound finds a Polish bound word followed by a space a browser may break at.
var reBreakableBound = regexp.MustCompile(`(?:^|[\s(„])(?:[aiouwzAIOUWZ]|[sS]ir)[ \n\t]+\S`)

// dashStart reports a set line starting with a dash: the dash belongs with the word
// before it. A cell holding only a dash (none) is not a line of text.
func dashStart(p printed) bool {
	s := strings.TrimSpace(p.text)
	return (strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–")) && utf8.RuneCountInString(s) > 1
}

// reBreakableDash finds a dash after a space a browser may break at.
var reBreakableDash = regexp.MustCompile(`\S[ \n\t]+[—–][ \n\t\x{a0}]`)

// unspacedFrench lists what in s French typography spaces and s does not: : ; ! ? and »
// without a no-break space before, « without one after. A colon of an address
// (https://) is not punctuation of the text.
func unspacedFrench(s string) []string {
	rs := []rune(s)
	var bad []string
	nb := func(r rune) bool { return r == '\u00a0' || r == '\u202f' }
	for i, r := range rs {
		switch {
		case strings.ContainsRune(":;!?»", r):
			if r == ':' && i+2 < len(rs) && rs[i+1] == '/' && rs[i+2] == '/' {
				continue
			}
			// A colon between digits is a ratio of strengths (12:12), set without spaces.
			if r == ':' && i > 0 && i+1 < len(rs) && unicode.IsDigit(rs[i-1]) && unicode.IsDigit(rs[i+1]) {
				continue
			}
			if i == 0 || !nb(rs[i-1]) {
				bad = append(bad, around(rs, i))
			}
		case r == '«':
			if i+1 >= len(rs) || !nb(rs[i+1]) {
				bad = append(bad, around(rs, i))
			}
		}
	}
	return bad
}

// around is the text a few characters either side of rs[i], for a failure message.
func around(rs []rune, i int) string {
	return shown(string(rs[max(0, i-12):min(len(rs), i+12)]))
}

// TestPrintedLanguage builds the whole kit and reads every file back: the typography of
// each language holds on every set line and in every text, and nothing in Polish or
// French prints an English word.
func TestPrintedLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole kit")
	}
	dir := wholeKit(t)
	kit := map[string][]printed{}
	for _, lang := range []string{"en", "pl", "fr"} {
		kit[lang] = readKit(t, dir, lang)
	}
	t.Run("polish line ends", func(t *testing.T) {
		var bad []string
		for _, p := range kit["pl"] {
			switch {
			case p.line && polishLineEnd(p):
				bad = append(bad, p.String())
			case !p.line && reBreakableBound.MatchString(p.text) && p.where != "attribute":
				bad = append(bad, p.String()+" (a breakable space after "+shown(reBreakableBound.FindString(p.text))+")")
			}
		}
		fail(t, "Polish texts leave a one-letter word or „sir” where a line may end", bad)
	})
	t.Run("no line starts with a dash", func(t *testing.T) {
		var bad []string
		for _, lang := range []string{"en", "pl", "fr"} {
			for _, p := range kit[lang] {
				switch {
				case p.line && dashStart(p):
					bad = append(bad, p.String())
				case !p.line && p.where == "text" && strings.HasSuffix(p.file, ".html") && reBreakableDash.MatchString(p.text):
					bad = append(bad, p.String()+" (a breakable space before "+shown(reBreakableDash.FindString(p.text))+")")
				}
			}
		}
		fail(t, "lines start with a dash, or may", bad)
	})
	t.Run("french punctuation", func(t *testing.T) {
		var bad []string
		for _, p := range kit["fr"] {
			for _, b := range unspacedFrench(p.text) {
				bad = append(bad, p.file+" "+p.where+": "+b)
			}
		}
		fail(t, "French punctuation without its no-break space", bad)
	})
	t.Run("nothing left in english", func(t *testing.T) {
		english, ok := words(kit["en"]), allowed(t)
		for _, lang := range []string{"pl", "fr"} {
			own := lexicon(t, lang)
			first, times := map[string]string{}, map[string]int{}
			for _, p := range kit[lang] {
				for _, w := range wordsOf(withoutPaths(p.text)) {
					// A single letter is a label (a parish, a grid square, a grade), not a word.
					k := strings.ToLower(w)
					if utf8.RuneCountInString(k) > 1 && !reRoman.MatchString(k) && english[k] && !own[k] && !ok[k] {
						if times[k]++; first[k] == "" {
							first[k] = p.String()
						}
					}
				}
			}
			var bad []string
			for k, where := range first {
				bad = append(bad, k+" ("+strconv.Itoa(times[k])+" times), first in "+where)
			}
			fail(t, lang+" prints English words", bad)
		}
	})
}

// fail fails with the problems found, sorted, duplicates dropped, the first few shown.
func fail(t *testing.T, what string, bad []string) {
	t.Helper()
	if len(bad) == 0 {
		return
	}
	sort.Strings(bad)
	bad = uniq(bad)
	t.Errorf("%s: %d, e.g.\n%s", what, len(bad), strings.Join(bad[:min(len(bad), 40)], "\n"))
}

func uniq(xs []string) []string {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// wordsOf splits a text into its words: runs of letters.
func wordsOf(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// words is the set of the words of texts, in lower case.
func words(ps []printed) map[string]bool {
	out := map[string]bool{}
	for _, p := range ps {
		for _, w := range wordsOf(p.text) {
			out[strings.ToLower(w)] = true
		}
	}
	return out
}

// lexicon is the words a language has of its own: those of its messages worded
// otherwise than the English, and those of its rules text. A word of the English kit
// that is not among them is English left in.
func lexicon(t *testing.T, lang string) map[string]bool {
	t.Helper()
	c, err := i18n.Load(locales.FS)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	add := func(s string) {
		for _, w := range wordsOf(s) {
			out[strings.ToLower(w)] = true
		}
	}
	en := c.Messages(i18n.Source)
	for id, m := range c.Messages(lang) {
		for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			if e := en[id]; e == nil || form != e.Other {
				add(form)
			}
		}
	}
	files, err := fs.Glob(content.FS, "rules/"+lang+"/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no rules text of %s (%v)", lang, err)
	}
	for _, f := range files {
		b, err := fs.ReadFile(content.FS, f)
		if err != nil {
			t.Fatal(err)
		}
		add(string(b))
	}
	return out
}

// reRoman is a subsection's number (8.iii): a numeral, not a word.
var reRoman = regexp.MustCompile(`^[ivx]+$`)

// withoutPaths drops the file names a text prints (the print list names pl/rulebook.pdf):
// a file is named the same in every language.
func withoutPaths(s string) string {
	f := strings.Fields(s)
	for i, w := range f {
		if strings.Contains(w, "/") {
			f[i] = ""
		}
	}
	return strings.Join(f, " ")
}

// allowedEnglish are the words of the English kit that every language prints as they
// are: proper names the translations keep. The manors' names are added from the data.
var allowedEnglish = map[string]bool{
	"excalibur": true, "wotan": true, "games": true, // the game and its publisher
	"citadel": true, // the German publisher
	"bz":      true, // the bezant's abbreviation, the same in every language
	"camelot": true, // King Arthur's seat
	"orange":  true, // a colour, the same word in French
}

// allowed is allowedEnglish with the words of the manors' names, English place names
// that no translation changes, and the names of the people the credits name.
func allowed(t *testing.T) map[string]bool {
	out := maps.Clone(allowedEnglish)
	add := func(s string) {
		for _, w := range wordsOf(s) {
			out[strings.ToLower(w)] = true
		}
	}
	d := testkit.Data(t)
	for _, m := range d.Manors {
		add(m.Name)
	}
	for _, c := range d.Credits.Credits {
		add(strings.Join(c.Names, " "))
	}
	return out
}
