package i18n

import (
	"fmt"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
	"regexp"
	"sort"
	"strings"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The guard of the labels: a translated message may word the English differently, but it
// may not print a number of its own nor ask for a variable the code does not give. A rule's
// numbers come from the engine through the English placeholders ({{.n}}, {{.s}}); a digit
// typed into a Polish label ("{{.s}} (3)") would print a wrong strength in every table,
// and an unknown variable prints "<no value>". The build refuses both before it renders
// anything, and the check reports them.

// cldrForms are the CLDR plural forms a message may have, in CLDR order.
var cldrForms = []string{"zero", "one", "two", "few", "many", "other"}

// formsOf is a message's forms by CLDR name; empty forms are absent.
func formsOf(m *goi18n.Message) map[string]string {
	all := map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other}
	for k, v := range all {
		if v == "" {
			delete(all, k)
		}
	}
	return all
}

var (
	reAction = regexp.MustCompile(`\{\{.*?\}\}`)
	reQuoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
	reField  = regexp.MustCompile(`(?:^|[^\w.])\.(\w+)`)
	reNumber = regexp.MustCompile(`\p{Nd}+`)
)

// variables lists the template variables a text asks for ({{.n}}, {{if .x}}), sorted.
// Quoted strings inside an action are not variables.
func variables(s string) []string {
	seen := map[string]bool{}
	for _, a := range reAction.FindAllString(s, -1) {
		for _, m := range reField.FindAllStringSubmatch(reQuoted.ReplaceAllString(a, ""), -1) {
			seen[m[1]] = true
		}
	}
	return sortedSet(seen)
}

func sortedSet(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// CheckTranslation finds every form of a message of lang that types a number its English
// does not have, or names a variable the English does not, or leaves out one the English
// prints. Each problem names locales/<lang>.toml, the line and the message. A message the
// English lacks, or one not yet translated, is the translations report's to tell.
func (c *Catalog) CheckTranslation(lang string) []error {
	if lang == Source {
		return nil
	}
	src, own := c.Messages(Source), c.Messages(lang)
	var errs []error
	for _, id := range sortedIDs(own) {
		if en := src[id]; en != nil {
			errs = append(errs, c.checkMessage(lang, en, own[id])...)
		}
	}
	return errs
}

// checkMessage compares each form of a translated message with its English.
func (c *Catalog) checkMessage(lang string, en, tr *goi18n.Message) []error {
	numbers, vars := map[string]bool{}, map[string]bool{}
	for _, s := range formsOf(en) {
		for _, n := range reNumber.FindAllString(s, -1) {
			numbers[n] = true
		}
		for _, v := range variables(s) {
			vars[v] = true
		}
	}
	english := SourceText(en) // as translators see it
	want := sortedSet(vars)
	// A text message's {{ }} are rules-text values, checked by the rulebook like the rules
	// text; only its numbers are the labels' to check.
	text := strings.HasPrefix(tr.ID, TextPrefix)
	forms := formsOf(tr)
	var errs []error
	for _, form := range cldrForms {
		s, ok := forms[form]
		if !ok {
			continue
		}
		at := fmt.Sprintf("locales/%s.toml:%d: %s (%s)", lang, c.Line(lang, tr.ID, form), tr.ID, form)
		for _, n := range reNumber.FindAllString(s, -1) {
			if !numbers[n] {
				errs = append(errs, fmt.Errorf("%s: the number %s is not in the English %q: a rule's number comes from the engine through a placeholder and is never typed", at, n, english))
			}
		}
		if text {
			continue
		}
		got := variables(s)
		for _, v := range got {
			if !vars[v] {
				errs = append(errs, fmt.Errorf("%s: {{.%s}} is not a variable of the English %q (it has %s): the code does not give it, so it would print %q", at, v, english, braces(want), noValue))
			}
		}
		for _, v := range want {
			if v == "n" && (singleNumber(lang, form) || form == "one" && wordsOne(en)) {
				continue // the form says its number in words: Polish „rzuć kością”, French « un dé »
			}
			if !slicesContain(got, v) {
				errs = append(errs, fmt.Errorf("%s: {{.%s}} of the English %q is left out: keep every placeholder of the English (%s)", at, v, english, braces(want)))
			}
		}
	}
	return errs
}

func slicesContain(list []string, s string) bool {
	i := sort.SearchStrings(list, s)
	return i < len(list) && list[i] == s
}

// braces writes variables as a translator types them: {{.s}} {{.w}}, or "none".
func braces(vars []string) string {
	if len(vars) == 0 {
		return "none"
	}
	out := make([]string, len(vars))
	for i, v := range vars {
		out[i] = "{{." + v + "}}"
	}
	return strings.Join(out, " ")
}

// Line is where a message's form is written in lang's file: the form's own line
// ([miles] one = …), else the message's (strength = { … }); 0 when unknown (a message
// added from the data).
func (c *Catalog) Line(lang, id, form string) int {
	lines := c.lines[lang]
	if n, ok := lines[id+"."+form]; ok {
		return n
	}
	return lines[id]
}

// keyLines maps each key of a TOML message file to the line it is written on, by its full
// dotted path ("value.strength", "miles.one"); go-i18n does not keep lines.
func keyLines(text string) map[string]int {
	out := map[string]int{}
	for _, e := range tomlscan.Entries(text) {
		out[strings.Join(e.Path(), ".")] = e.Line
	}
	return out
}

// wordsOne reports an English counted message whose `one` form words the count itself
// ("a die", not "1 die"): a translation's `one` may then word it too ("un dé"), as a
// count of one never needs its figure to be right.
func wordsOne(en *goi18n.Message) bool {
	return en.One != "" && !slicesContain(variables(en.One), "n")
}

// singleNumber reports whether the language's plural rule gives form to one count only,
// as Polish and English give "one" to 1 alone (French gives it to 0 and 1). Such a form
// may say its number in words („wydaje jeden rozkaz”, „rzuć kością”) and leave {{.n}}
// out: the form cannot be printed for any other count, so no number is lost. The rule is
// go-i18n's own, asked for each count of a probe message.
func singleNumber(lang, form string) bool {
	tag, err := language.Parse(lang)
	if err != nil {
		return false
	}
	probe := &goi18n.Message{ID: "probe", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
	b := goi18n.NewBundle(tag)
	if b.AddMessages(tag, probe) != nil {
		return false
	}
	loc := goi18n.NewLocalizer(b, lang)
	hits := 0
	for n := 0; n <= 1000 && hits < 2; n++ {
		if s, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: "probe", PluralCount: n}); err == nil && s == form {
			hits++
		}
	}
	return hits == 1
}
