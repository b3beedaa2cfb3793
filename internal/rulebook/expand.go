package rulebook

import (
	"fmt"
	"regexp"
	"strings"
	"text/template"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/i18n"
)

// The rules text names every value and table of the engine instead of typing it:
//
//	{{n "movement.miles"}}      a number                      6
//	{{bz "start.treasury"}}     a sum of money                11 Bz
//	{{rp "arthur.sole"}}        Reverence Points              20 RP
//	{{roll "pillage.mill"}}     the faces of a die from it    4–6
//	{{count "movement.miles" "count.miles"}}  a number with its noun, in the
//	                            grammatical number it needs   6 miles (Polish: 6 mil)
//	{{pair "a" "b" "pair.bz"}}  two values in one phrase, said once when equal
//	                            (Polish: po 10 Bz; odpowiednio 10 i 12 Bz)
//	{{table "combat-results"}}  an engine table (on its own line)
//	{{example "combat:foxwood"}} a worked example, played by the engine (own line)
//	{{insert "edition-notes"}}  a generated block: edition-notes, credits, contents
//	{{figure "movement-example"}} a figure drawn from the board (own line)
//
// Blocks become fenced code blocks of the "engine" kind, which the document builder
// replaces with the real thing.

// Expander fills in one language's values.
type Expander struct {
	Values Values
	L      *i18n.Localizer
	// Used records, in order, every value printed: the check looks for each in the
	// printed text.
	Used []Use
}

// Use is one value printed in the text, with the words around it, so the check can find
// this very occurrence in the printed text.
type Use struct {
	File   string
	Key    string
	Text   string // as printed
	Before string // the word before it ("" at the start of a paragraph)
	After  string // the word after it
	Pos    int    // byte offset of the value in the expanded text
}

// Markers put around each value while its template runs, to find its neighbours; they
// are private-use characters, removed before the text is parsed.
const (
	markOpen  = "\ue000"
	markClose = "\ue001"
)

// Expand executes the templates of one source file.
func (x *Expander) Expand(s Source) (string, error) {
	var file = s.File
	funcs := template.FuncMap{
		"n":       func(k string) (string, error) { return x.value(file, k, "value.num") },
		"bz":      func(k string) (string, error) { return x.value(file, k, "value.bz") },
		"rp":      func(k string) (string, error) { return x.value(file, k, "value.rp") },
		"roll":    func(k string) (string, error) { return x.roll(file, k) },
		"count":   func(k, noun string) (string, error) { return x.count(file, k, noun) },
		"pair":    func(a, b, msg string) (string, error) { return x.pair(file, a, b, msg) },
		"table":   func(id string) string { return fence("table", id) },
		"example": func(id string) string { return fence("example", id) },
		"insert":  func(id string) string { return fence("block", id) },
		"figure":  func(id string) string { return fence("figure", id) },
	}
	t, err := template.New(s.File).Funcs(funcs).Option("missingkey=error").Parse(s.Body)
	if err != nil {
		return "", lineOffset(err, s)
	}
	var b strings.Builder
	first := len(x.Used)
	if err := t.Execute(&b, nil); err != nil {
		return "", lineOffset(err, s)
	}
	// The language's typography (French no-break spaces) applies to the text as to
	// labels; it leaves the markers in place, so the offsets are those of the final text.
	return x.neighbours(i18n.Typography(x.L.Lang, b.String()), x.Used[first:]), nil
}

// neighbours records the words around each marked value and removes the markers.
func (x *Expander) neighbours(out string, uses []Use) string {
	var clean strings.Builder
	i := 0
	for {
		open := strings.Index(out, markOpen)
		if open < 0 {
			break
		}
		end := strings.Index(out[open:], markClose) + open
		if i < len(uses) {
			uses[i].Before = lastWord(tail(clean.String(), out[:open]))
			uses[i].After = firstWord(out[end+len(markClose):])
			uses[i].Pos = clean.Len() + open
			i++
		}
		clean.WriteString(out[:open])
		clean.WriteString(out[open+len(markOpen) : end])
		out = out[end+len(markClose):]
	}
	clean.WriteString(out)
	return clean.String()
}

// The neighbouring words of a value are found across punctuation, markup and a line
// break, but not across a blank line: that ends the paragraph.
var (
	reLastWord  = regexp.MustCompile(`([\p{L}\p{N}]+)[^\p{L}\p{N}]*$`)
	reFirstWord = regexp.MustCompile(`^[^\p{L}\p{N}]*([\p{L}\p{N}]+)`)
)

// tail is the end of the text before a value, a little longer than a word and the markup
// around it may be: searching the whole text before every value would cost quadratic time.
func tail(done, pending string) string {
	const room = 256
	if len(pending) >= room {
		return cutStart(pending, room)
	}
	return cutStart(done, room-len(pending)) + pending
}

// cutStart keeps the last n bytes of s or a little more, never splitting a character.
func cutStart(s string, n int) string {
	i := max(len(s)-n, 0)
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[i:]
}

func lastWord(s string) string {
	m := reLastWord.FindStringSubmatch(strings.ReplaceAll(s, markClose, ""))
	if m == nil || strings.Contains(m[0], "\n\n") || strings.Contains(m[0], "]]") { // a [[reference]] prints other words
		return ""
	}
	return m[1]
}

func firstWord(s string) string {
	m := reFirstWord.FindStringSubmatch(strings.ReplaceAll(s, markOpen, ""))
	if m == nil || strings.Contains(m[0], "\n\n") || strings.Contains(m[0], "[[") {
		return ""
	}
	return m[1]
}

func (x *Expander) value(file, key, msg string) (string, error) {
	n, ok := x.Values[key]
	if !ok {
		return "", fmt.Errorf("no value %q (the values are listed by `excalibur values`)", key)
	}
	s := x.L.T(msg, map[string]int{"n": n})
	x.Used = append(x.Used, Use{File: file, Key: key, Text: s})
	return markOpen + s + markClose, nil
}

// count is a value with its noun, worded by a counted message of the locales, so the
// noun agrees with whatever number the engine gives (Polish needs three forms).
func (x *Expander) count(file, key, noun string) (string, error) {
	n, ok := x.Values[key]
	if !ok {
		return "", fmt.Errorf("no value %q (the values are listed by `excalibur values`)", key)
	}
	if !strings.HasPrefix(noun, "count.") {
		return "", fmt.Errorf("count %q: the noun must be a count.* message of the locales", noun)
	}
	s := x.L.T(noun, map[string]int{"n": n})
	x.Used = append(x.Used, Use{File: file, Key: key, Text: s})
	return markOpen + s + markClose, nil
}

// pair words two values in one phrase of the locales, which may say the number once
// when both are equal: Polish „Kościół i krąg kamienny kosztują po 10 Bz” for the English
// "a church costs 10 Bz and a stone circle 10 Bz", and „odpowiednio 10 i 12 Bz” should
// the engine ever price them apart. The phrase names both values, as the English does.
func (x *Expander) pair(file, a, b, msg string) (string, error) {
	na, ok := x.Values[a]
	if !ok {
		return "", fmt.Errorf("no value %q (the values are listed by `excalibur values`)", a)
	}
	nb, ok := x.Values[b]
	if !ok {
		return "", fmt.Errorf("no value %q (the values are listed by `excalibur values`)", b)
	}
	if !strings.HasPrefix(msg, "pair.") {
		return "", fmt.Errorf("pair %q: the phrase must be a pair.* message of the locales", msg)
	}
	s := x.L.T(msg, map[string]int{"a": na, "b": nb})
	x.Used = append(x.Used, Use{File: file, Key: a + "+" + b, Text: s})
	return markOpen + s + markClose, nil
}

// roll is the faces of a die from the value's face up to the last: "4–6", or "6".
func (x *Expander) roll(file, key string) (string, error) {
	n, ok := x.Values[key]
	if !ok {
		return "", fmt.Errorf("no value %q (the values are listed by `excalibur values`)", key)
	}
	faces := x.Values["die.faces"]
	s := x.L.Num(faces)
	if n < faces {
		s = x.L.T("value.range", map[string]int{"lo": n, "hi": faces})
	}
	x.Used = append(x.Used, Use{File: file, Key: key, Text: s})
	return markOpen + s + markClose, nil
}

// fenceOpen starts a generated block: a newline first, so that a placeholder written
// inside a paragraph still opens a block of its own.
const fenceOpen = "\n```engine\n"

// fence is the Markdown of a generated block.
func fence(kind, arg string) string {
	return fenceOpen + kind + " " + arg + "\n```\n"
}

// fenceLines is how many lines a generated block adds to its placeholder's line.
var fenceLines = strings.Count(fence("", ""), "\n")

var reTemplateLine = regexp.MustCompile(`^template: [^:]+:(\d+)(:\d+)?: `)

// lineOffset makes a template error name the line of the file, not of the body.
func lineOffset(err error, s Source) error {
	msg := err.Error()
	if m := reTemplateLine.FindStringSubmatch(msg); m != nil {
		var line int
		fmt.Sscan(m[1], &line)
		rest := msg[len(m[0]):]
		if i := strings.LastIndex(rest, ": "); i >= 0 && strings.Contains(rest[:i], "executing") {
			rest = rest[i+2:]
		}
		return fmt.Errorf("%s:%d: %s", s.File, line+s.Line-1, rest)
	}
	return fmt.Errorf("%s: %s", s.File, msg)
}
