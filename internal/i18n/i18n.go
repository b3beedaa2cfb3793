// Package i18n words the kit in each language: it reads the message files of locales/
// with go-i18n (CLDR plural forms: Polish one/few/many), formats numbers the way each
// language writes them (golang.org/x/text), turns the engine's table cells into text,
// and applies each language's typography (French spaces before : ; ! ? and inside « »).
//
// A message missing in a language is never silent: a strict localizer records it as an
// error for the build to report; a draft one prints the English inside visible marks.
package i18n

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/limits"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Source is the language every other is translated from.
const Source = "en"

// Catalog is every language's messages.
type Catalog struct {
	bundle *goi18n.Bundle
	langs  []string
	files  map[string]*goi18n.MessageFile
	lines  map[string]map[string]int // per language, the line of each key, for errors
}

// Load reads every <lang>.toml of fsys.
func Load(fsys fs.FS) (*Catalog, error) { return (&Cache{}).Load(fsys) }

// Cache keeps each message file as last parsed, by its exact text, so that a load after
// one file changed (or after none did, when only the data's names changed) parses no
// file again: the preview reloads the translations on every save of a name, and parsing
// the three files took over 100 ms. Every load gets a catalog of its own. The zero Cache
// is ready; it is not safe for concurrent loads.
type Cache struct {
	parsed map[string]parsedFile // by file name
}

type parsedFile struct {
	text  string
	mf    *goi18n.MessageFile
	lines map[string]int
}

// Load reads every <lang>.toml of fsys, parsing only the files whose text changed.
func (k *Cache) Load(fsys fs.FS) (*Catalog, error) {
	c := &Catalog{bundle: goi18n.NewBundle(language.English), files: map[string]*goi18n.MessageFile{}, lines: map[string]map[string]int{}}
	c.bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	names, err := fs.Glob(fsys, "*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	for _, name := range names {
		p, err := k.parse(fsys, name)
		if err != nil {
			return nil, err
		}
		// A copy of the file's record with its own list: AddNames appends to it.
		mf := *p.mf
		mf.Messages = slices.Clone(p.mf.Messages)
		if err := c.bundle.AddMessages(mf.Tag, mf.Messages...); err != nil {
			return nil, parseError("locales/"+name, err)
		}
		lang := strings.TrimSuffix(path.Base(name), ".toml")
		c.files[lang] = &mf
		c.lines[lang] = p.lines
		c.langs = append(c.langs, lang)
	}
	if c.files[Source] == nil {
		return nil, fmt.Errorf("locales/%s.toml: the source language's messages are missing", Source)
	}
	return c, nil
}

// parse reads one message file and checks it, or returns its last parse when its text
// is the same.
func (k *Cache) parse(fsys fs.FS, name string) (parsedFile, error) {
	shown := "locales/" + name
	text, err := limits.ReadTOML(fsys, name, shown, limits.Locale)
	if err != nil {
		return parsedFile{}, err
	}
	if p, ok := k.parsed[name]; ok && p.text == text {
		return p, nil
	}
	if err := messagesOnly(shown, text); err != nil {
		return parsedFile{}, err
	}
	// A bundle of its own: the parse is kept, and the catalog's bundle takes the messages.
	scratch := goi18n.NewBundle(language.English)
	scratch.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	mf, err := scratch.ParseMessageFileBytes([]byte(text), name)
	if err != nil {
		return parsedFile{}, parseError(shown, err)
	}
	if err := printable(shown, text, mf); err != nil {
		return parsedFile{}, err
	}
	p := parsedFile{text: text, mf: mf, lines: keyLines(text)}
	if k.parsed == nil {
		k.parsed = map[string]parsedFile{}
	}
	k.parsed[name] = p
	return p, nil
}

// Languages lists the languages that have a message file, sorted.
func (c *Catalog) Languages() []string { return c.langs }

// Has reports whether lang has a message file.
func (c *Catalog) Has(lang string) bool { return c.files[lang] != nil }

// Messages is the messages of a language by id.
func (c *Catalog) Messages(lang string) map[string]*goi18n.Message {
	out := map[string]*goi18n.Message{}
	if mf := c.files[lang]; mf != nil {
		for _, m := range mf.Messages {
			out[m.ID] = m
		}
	}
	return out
}

// Localizer words messages in one language.
type Localizer struct {
	Lang    string
	draft   bool
	loc     *goi18n.Localizer
	src     *goi18n.Localizer
	printer *message.Printer
	own     map[string]*goi18n.Message
	srcMsgs map[string]*goi18n.Message
	missing map[string]bool
	// unfilled are messages worded with a variable the caller did not give: the
	// template printed "<no value>" in its place.
	unfilled map[string]bool
}

// For makes a localizer. A draft one marks English fallbacks visibly; a strict one
// records them as missing for the caller to fail on.
func (c *Catalog) For(lang string, draft bool) *Localizer {
	return &Localizer{
		Lang: lang, draft: draft,
		loc:      goi18n.NewLocalizer(c.bundle, lang),
		src:      goi18n.NewLocalizer(c.bundle, Source),
		printer:  message.NewPrinter(language.Make(lang)),
		own:      c.Messages(lang),
		srcMsgs:  c.Messages(Source),
		missing:  map[string]bool{},
		unfilled: map[string]bool{},
	}
}

// Fresh is a localizer of the same language and messages that has missed nothing yet:
// what a part of the output words with it (the game log in the rulebook) is told apart
// from what the rest did.
func (l *Localizer) Fresh() *Localizer {
	f := *l
	f.missing, f.unfilled = map[string]bool{}, map[string]bool{}
	return &f
}

// Draft reports whether the localizer prints English fallbacks, marked, instead of
// refusing them.
func (l *Localizer) Draft() bool { return l.draft }

// Missing lists the message ids this localizer had to take from English, sorted.
func (l *Localizer) Missing() []string {
	out := make([]string, 0, len(l.missing))
	for id := range l.missing {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Unfilled lists the message ids worded with a variable the caller did not give, sorted:
// a build must fail on them, draft or not, since the text would print "<no value>".
func (l *Localizer) Unfilled() []string {
	out := make([]string, 0, len(l.unfilled))
	for id := range l.unfilled {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// noValue is what text/template prints for a variable missing from the data.
const noValue = "<no value>"

// T words a message with its numbers. A count, if the message is counted, is args["n"].
func (l *Localizer) T(id string, args map[string]int) string {
	data := make(map[string]any, len(args))
	for k, v := range args {
		data[k] = l.Num(v)
	}
	count, counted := args["n"]
	return l.word(id, data, count, counted)
}

// Tx words a message whose values are texts (names, references) as well as numbers.
// Numbers are formatted as the language writes them; a count is data["n"].
func (l *Localizer) Tx(id string, data map[string]any) string {
	out := make(map[string]any, len(data))
	count, counted := 0, false
	for k, v := range data {
		if n, ok := v.(int); ok {
			out[k] = l.Num(n)
			if k == "n" {
				count, counted = n, true
			}
			continue
		}
		out[k] = v
	}
	return l.word(id, out, count, counted)
}

// TextPrefix starts the ids of the messages worded as written, by Text: the edition notes
// (note.<id>.<field>, named by internal/names), whose {{ }} are rules-text values that
// the rulebook expands, not go-i18n placeholders.
const TextPrefix = "note."

// Text words a message as it is written, without running it as a template: its {{ }}
// belong to the rules text (edition notes name engine values), and the rulebook expands
// them.
func (l *Localizer) Text(id string) string {
	return l.localize(id, func(m *goi18n.Message) *goi18n.LocalizeConfig {
		return &goi18n.LocalizeConfig{MessageID: id, TemplateParser: template.IdentityParser{}}
	})
}

// SourceText is the English of a message, as written.
func (l *Localizer) SourceText(id string) string {
	if m := l.srcMsgs[id]; m != nil {
		return m.Other
	}
	return ""
}

func (l *Localizer) word(id string, data map[string]any, count int, counted bool) string {
	return l.localize(id, func(m *goi18n.Message) *goi18n.LocalizeConfig {
		return config(id, data, count, counted && hasPlural(m))
	})
}

// localize words a message in the language, or in English, marked in a draft, when the
// language lacks it.
func (l *Localizer) localize(id string, cfg func(*goi18n.Message) *goi18n.LocalizeConfig) string {
	if m := l.own[id]; m != nil {
		if s, err := l.loc.Localize(cfg(m)); err == nil {
			l.note(id, s)
			if l.draft && l.stale(m) {
				return "⟦" + Typography(l.Lang, s) + "⟧" // a draft shows what is out of date
			}
			return Typography(l.Lang, s)
		}
	}
	l.missing[id] = true
	src := l.srcMsgs[id]
	if src == nil {
		return "[" + id + "]" // unknown everywhere: the tests of keys catch it
	}
	s, err := l.src.Localize(cfg(src))
	if err != nil {
		return "[" + id + "]"
	}
	l.note(id, s)
	if l.draft && l.Lang != Source {
		return "⟦" + s + "⟧"
	}
	return s
}

// stale reports whether a translated message was made from an English that has since
// changed in its words, as the translations report tells it.
func (l *Localizer) stale(m *goi18n.Message) bool {
	src := l.srcMsgs[m.ID]
	return src != nil && l.Lang != Source && Normalize(m.Description) != Normalize(SourceText(src))
}

// note records a message whose wording shows a variable the caller did not give.
func (l *Localizer) note(id, worded string) {
	if strings.Contains(worded, noValue) {
		l.unfilled[id] = true
	}
}

func config(id string, data map[string]any, count int, counted bool) *goi18n.LocalizeConfig {
	cfg := &goi18n.LocalizeConfig{MessageID: id, TemplateData: data}
	if counted {
		cfg.PluralCount = count
	}
	return cfg
}

// hasPlural reports whether a message has plural forms; one with only `other` is worded
// the same for every count.
func hasPlural(m *goi18n.Message) bool {
	return m.Zero != "" || m.One != "" || m.Two != "" || m.Few != "" || m.Many != ""
}

// Num writes an integer as the language does, with a true minus sign.
func (l *Localizer) Num(n int) string {
	if n < 0 {
		return "−" + l.printer.Sprint(-n)
	}
	return l.printer.Sprint(n)
}

// Decimal writes a length or other measure as the language does (1.5, 1,5), with up
// to two decimals.
func (l *Localizer) Decimal(v float64) string {
	return l.printer.Sprint(number.Decimal(v, number.MaxFractionDigits(2)))
}

// Percent writes ways out of of as a percentage with one decimal.
func (l *Localizer) Percent(ways, of int) string {
	if of == 0 {
		return l.T("value.dash", nil)
	}
	return l.printer.Sprint(number.Percent(float64(ways)/float64(of), number.MaxFractionDigits(1)))
}

// Signed writes a bonus or penalty with its sign, a true minus for negatives.
func (l *Localizer) Signed(n int) string {
	switch {
	case n > 0:
		return "+" + l.Num(n)
	case n < 0:
		return "−" + l.Num(-n)
	}
	return l.Num(0)
}

// AddNames adds names kept in the canonical data (parishes, lords, the abbey and the
// priory) as source-language messages, so each name is typed once, in content/, and
// translated in locales/ like any label.
func (c *Catalog) AddNames(names map[string]string) error {
	msgs := make([]*goi18n.Message, 0, len(names))
	for id, text := range names {
		msgs = append(msgs, &goi18n.Message{ID: id, Other: text})
	}
	if err := c.bundle.AddMessages(language.English, msgs...); err != nil {
		return err
	}
	for _, m := range msgs {
		c.files[Source].Messages = append(c.files[Source].Messages, m)
	}
	return nil
}
