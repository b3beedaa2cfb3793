package serve

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/check"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// checkView is the checks panel: the engine check's groups that need no printed file
// (data, worked examples, counters' room, translations), the build's own refusals of a
// translation, and what `excalibur translations` reports per language.
type checkView struct {
	Results      []check.Result
	Translations []langStatus
	At           time.Time
	Took         time.Duration
}

// langStatus is one language's translation status.
type langStatus struct {
	Lang                           string
	Labels, Missing, Stale         int
	RulesFiles, RulesCurrent, Untr int
	Problem                        string // the rules text could not be compared
}

// runChecks checks the inputs a round was drawn from. It runs after the drawings, so a
// designer never waits for it.
func runChecks(o build.Options, in *build.Inputs, langs []string) checkView {
	start := time.Now()
	rep, d := check.Data(o.Content)
	v := checkView{Results: rep.Results}
	if d != nil {
		v.Results = append(v.Results, check.Room(d, o.Layout), check.Translations(o.Content, o.Locales, d))
	}
	var refused []string
	for _, err := range build.CheckTranslations(o.Content, in.Catalog, langs) {
		refused = append(refused, err.Error())
	}
	v.Results = append(v.Results, check.Result{Group: "build: translations say what the English says", Problems: refused})
	for _, l := range langs {
		if l != i18n.Source {
			v.Translations = append(v.Translations, translationStatus(o, in.Catalog, l))
		}
	}
	v.At, v.Took = time.Now(), time.Since(start)
	return v
}

// concerns names the components a check group's failure concerns, so that the page
// shows it on them as well as in the checks panel. Only these checks can fail while
// the drawings succeed (a data file that breaks an invariant is not drawn at all: the
// banner names it); the translations' failures stay in the panel, beside each
// language's status.
func concerns(group string) []string {
	switch {
	case group == check.RoomGroup:
		return []string{"counters", "board"}
	case strings.HasPrefix(group, check.EnginePrefix): // the worked examples the rule books print
		return []string{"rulebook", "quick-reference", "rules-reference"}
	}
	return nil
}

// concernView is what the checks found wrong with one component, shown in its section.
type concernView struct {
	Comp   string
	Failed []check.Result
}

// concerning is the failed checks that concern comp.
func (v checkView) concerning(comp string) concernView {
	c := concernView{Comp: comp}
	for _, r := range v.Results {
		if len(r.Problems) > 0 && slices.Contains(concerns(r.Group), comp) {
			c.Failed = append(c.Failed, r)
		}
	}
	return c
}

func translationStatus(o build.Options, cat *i18n.Catalog, lang string) langStatus {
	st := cat.Status(lang)
	ls := langStatus{Lang: lang, Labels: st.Total, Missing: len(st.Missing), Stale: len(st.Stale)}
	files, err := rulebook.TranslationState(o.Content, lang)
	if err != nil {
		ls.Problem = fmt.Sprint(err)
		return ls
	}
	ls.RulesFiles = len(files)
	for _, f := range files {
		switch {
		case f.Current():
			ls.RulesCurrent++
		case f.Missing:
			ls.Untr++
		}
	}
	return ls
}
