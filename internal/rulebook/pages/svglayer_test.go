package pages

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	recorder "github.com/excalibur-kit/excalibur/internal/draw/record"
	svgdraw "github.com/excalibur-kit/excalibur/internal/draw/svg"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

func svgPageName(i int) string { return fmt.Sprintf("page-%02d.svg", i+1) }

// svgBook draws the English rulebook on A4 twice: as SVG pages and as a recording.
func svgBook(t *testing.T) (*Set, [][]byte, *recorder.Document) {
	t.Helper()
	set := kit(t, "en", Layout, rulebook.Build)["a4"]
	if set == nil {
		t.Fatal("the layout has no A4 paper")
	}
	doc := svgdraw.New()
	doc.PageName = svgPageName
	if err := set.Draw(doc); err != nil {
		t.Fatal(err)
	}
	var pages [][]byte
	for i := range doc.Len() {
		b, err := doc.PageBytes(i)
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, b)
	}
	rec := recorder.New()
	if err := set.Draw(rec); err != nil {
		t.Fatal(err)
	}
	return set, pages, rec
}

// svgRead is what a browser finds in an SVG page: the text of its <text> elements in
// document order, one string each, and the href of each <a>.
func svgRead(t *testing.T, page []byte) (texts, hrefs []string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(string(page)))
	var cur *strings.Builder
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return texts, hrefs
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			switch tok.Name.Local {
			case "text":
				cur = &strings.Builder{}
			case "a":
				for _, a := range tok.Attr {
					if a.Name.Local == "href" {
						hrefs = append(hrefs, a.Value)
					}
				}
			}
		case xml.CharData:
			if cur != nil {
				cur.Write(tok)
			}
		case xml.EndElement:
			if tok.Name.Local == "text" && cur != nil {
				texts = append(texts, cur.String())
				cur = nil
			}
		}
	}
}

// recordedWords is the words a reader sees on each page, from the recording: the texts
// in drawing order, run together where one ends where the next begins on the same
// baseline, and apart where the page shows a gap or a new line.
func recordedWords(rec *recorder.Document, pages int) [][]string {
	b := make([]strings.Builder, pages)
	var prev *recorder.Text
	for _, tx := range rec.Texts() {
		tx := tx
		sb := &b[tx.Page]
		joined := prev != nil && prev.Page == tx.Page && math.Abs(prev.Y-tx.Y) < 0.001 &&
			math.Abs(tx.Left-(prev.Left+prev.Width)) < 0.2
		if !joined {
			sb.WriteByte(' ')
		}
		sb.WriteString(tx.Text)
		prev = &tx
	}
	out := make([][]string, pages)
	for i := range b {
		out[i] = strings.Fields(b[i].String())
	}
	return out
}

// recordedLinks is each page's link targets as an SVG page must write them: an anchor
// on another page through that page's file.
func recordedLinks(rec *recorder.Document) [][]string {
	anchorPage := map[string]int{}
	page := -1
	for _, l := range rec.Lines() {
		if strings.HasPrefix(l, "page ") {
			page++
		}
		if rest, ok := strings.CutPrefix(l, "anchor "); ok {
			name, _ := strconv.QuotedPrefix(rest)
			n, _ := strconv.Unquote(name)
			anchorPage[n] = page
		}
	}
	out := make([][]string, rec.Pages())
	page = -1
	for _, l := range rec.Lines() {
		if strings.HasPrefix(l, "page ") {
			page++
		}
		if !strings.HasPrefix(l, "link ") {
			continue
		}
		target, err := strconv.Unquote(l[strings.IndexByte(l, '"'):])
		if err != nil {
			panic(l)
		}
		if to, ok := anchorPage[strings.TrimPrefix(target, "#")]; ok && strings.HasPrefix(target, "#") && to != page {
			target = svgPageName(to) + target
		}
		out[page] = append(out[page], target)
	}
	return out
}

// Every SVG page of the rulebook carries its text as real text, in reading order and
// with the spaces a reader sees, and its links: the same as what was drawn, except the
// words a clip hides wholly (the board round a figure's window), which the layer leaves
// out so that a search does not find them.
func TestSVGPagesCarryTextAndLinks(t *testing.T) {
	_, pages, rec := svgBook(t)
	words, links := recordedWords(rec, len(pages)), recordedLinks(rec)
	total := 0
	for i, page := range pages {
		texts, hrefs := svgRead(t, page)
		got := strings.Fields(strings.Join(texts, "\n"))
		if !inOrder(got, words[i]) {
			t.Errorf("page %d: the text layer reads\n%q\nthe page draws\n%q", i+1, got, words[i])
		}
		if strings.Join(hrefs, " ") != strings.Join(links[i], " ") {
			t.Errorf("page %d: links %q, want %q", i+1, hrefs, links[i])
		}
		total += len(hrefs)
	}
	if total == 0 {
		t.Error("the book has no links at all")
	}
}

// chromiumBin finds a Chromium or Chrome on PATH, or skips the test.
func chromiumBin(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium on PATH; CI must run this test (.ci/run installs it)")
	}
	t.Skip("no chromium, chromium-browser or google-chrome on PATH (apt-get install chromium)")
	return ""
}

// In a browser, a rulebook SVG page finds a phrase that runs over several drawn texts
// (Ctrl-F, window.find), and selecting the page copies its words with their spaces.
func TestSVGPageSearchableInChromium(t *testing.T) {
	bin := chromiumBin(t)
	set, pages, rec := svgBook(t)
	words := recordedWords(rec, len(pages))
	// A body line of six words or more, past the cover and contents; its middle words
	// are the phrase, drawn as several texts when the line mixes fonts.
	var at int
	var line string
	for i, pg := range set.pages[3:] {
		for _, tx := range pg.texts {
			f := strings.Fields(tx.text)
			if line == "" && len(f) >= 6 && strings.Contains(strings.Join(words[i+3], " "), strings.Join(f, " ")) {
				at, line = i+3, tx.text
			}
		}
	}
	if line == "" {
		t.Fatal("no page with a line of six words")
	}
	dir := t.TempDir()
	for i, p := range pages {
		if err := os.WriteFile(filepath.Join(dir, svgPageName(i)), p, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	fields := strings.Fields(line)
	phrase := strings.Join(fields[1:5], " ")

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(bin), chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()), chromedp.Flag("disable-component-update", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	bctx, cancelTab := chromedp.NewContext(actx)
	defer cancelTab()
	find := func(s string) bool {
		js := fmt.Sprintf(`window.getSelection().removeAllRanges(); window.find(%q, true)`, s)
		ok, err := chromedp.Run(bctx, chromedp.Evaluate[bool](js))
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	url := "file://" + filepath.Join(dir, svgPageName(at))
	if err := chromedp.Do(bctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	if !find(phrase) {
		t.Errorf("page %d: Chromium does not find %q", at+1, phrase)
	}
	if find("qzxv not in the book") {
		t.Error("Chromium finds a phrase the page does not print: the search proves nothing")
	}
	selectAll := `(() => { const s = window.getSelection(); s.removeAllRanges();
		const r = document.createRange(); r.selectNodeContents(document.documentElement); s.addRange(r);
		return s.toString(); })()`
	copied, err := chromedp.Run(bctx, chromedp.Evaluate[string](selectAll))
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(strings.Fields(copied), " "); got != strings.Join(words[at], " ") {
		t.Errorf("page %d: selecting the page copies\n%q\nthe page draws\n%q", at+1, got, strings.Join(words[at], " "))
	}
}

// A worked example that departs from the 1989 text names its edition note, and the
// printed book links the note's reference to it, in every language.
func TestExampleNoteIsLinked(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		set := kit(t, lang, Layout, rulebook.Build)["a4"]
		var want []string
		for _, c := range set.x.D.Examples.Combat {
			if c.Note != "" {
				want = append(want, rulebook.NotePrefix+c.Note)
			}
		}
		if len(want) == 0 {
			t.Fatal("no combat example has an edition note")
		}
		rec := recorder.New()
		if err := set.Draw(rec); err != nil {
			t.Fatal(err)
		}
		all := strings.Join(rec.Lines(), "\n")
		for _, id := range want {
			ref := set.b.RefText(id)
			if !strings.Contains(all, strconv.Quote("#"+id)) {
				t.Errorf("%s: no link to %s (%q)", lang, id, ref)
			}
			if !refPrinted(rec.Lines(), ref) {
				t.Errorf("%s: the reference %q to %s is not printed as a text of its own", lang, ref, id)
			}
		}
	}
}

// refPrinted reports a reference printed as a text of its own: whole, or broken at one
// of its ordinary spaces across a line end, its first words ending one text and the
// rest beginning the next.
func refPrinted(lines []string, ref string) bool {
	var texts []string
	for _, l := range lines {
		if strings.HasPrefix(l, "text ") {
			if q := l[strings.IndexByte(l, '"'):]; len(q) > 1 {
				if s, err := strconv.Unquote(q); err == nil {
					texts = append(texts, s)
				}
			}
		}
	}
	for i, s := range texts {
		if s == ref {
			return true
		}
		for at := strings.IndexByte(ref, ' '); at > 0 && i+1 < len(texts); {
			if strings.HasSuffix(s, ref[:at]) && texts[i+1] == ref[at+1:] {
				return true
			}
			next := strings.IndexByte(ref[at+1:], ' ')
			if next < 0 {
				break
			}
			at += 1 + next
		}
	}
	return false
}

// inOrder says whether every word of got is drawn, in the order drawn: got is drawn
// with some words perhaps left out.
func inOrder(got, drawn []string) bool {
	j := 0
	for _, w := range got {
		for j < len(drawn) && drawn[j] != w {
			j++
		}
		if j == len(drawn) {
			return false
		}
		j++
	}
	return true
}
