package serve

import (
	"path"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
)

// Root kinds: the three folders the preview watches.
const (
	Content = "content"
	Layout  = "layout"
	Locales = "locales"
)

// A change is what a batch of saved files touches: which inputs to read again, and
// which components and languages to draw again. A nil set means all of them.
type change struct {
	data, layout, locales bool
	comps, langs          map[string]bool
}

// everything is the first build's change: every input, every job.
func everything() change { return change{data: true, layout: true, locales: true} }

// classify turns one saved file, named by its root's kind and its path inside the root
// (slashes), into what it touches.
func classify(kind, rel string) change {
	stem := strings.TrimSuffix(path.Base(rel), path.Ext(rel))
	switch kind {
	case Layout:
		c := change{layout: true}
		if comps := layoutComponents(stem); comps != nil {
			c.comps = comps
		}
		return c
	case Locales:
		c := change{locales: true}
		if stem != i18n.Source { // the English is every language's reference and fallback
			c.langs = set(stem)
		}
		return c
	}
	// content/rules/<lang>/…: the rules text of one language, drawn only by the rule books.
	if parts := strings.Split(rel, "/"); len(parts) >= 3 && parts[0] == rulebook.Dir && parts[1] != i18n.Source {
		return change{comps: set("rulebook", "quick-reference", "rules-reference"), langs: set(parts[1])}
	}
	if strings.HasPrefix(rel, rulebook.Dir+"/") {
		return change{comps: set("rulebook", "quick-reference", "rules-reference")}
	}
	return change{data: true}
}

// layoutComponents are the components a layout file lays out: layout/<component>.toml
// is that component's (board.toml is the board's and its tiles'); kit.toml, or a file
// of no component, is every component's (nil).
func layoutComponents(stem string) map[string]bool {
	out := map[string]bool{}
	for _, c := range drawnFrom[stem] {
		out[c] = true
	}
	for _, c := range build.Components() {
		if c == stem || strings.HasPrefix(c, stem+"-") {
			out[c] = true
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// drawnFrom names the components a layout file is read by beyond its own: the markers
// are on the counter sheets, and the quick reference and the rules reference set their
// type and figures from the rulebook's file.
var drawnFrom = map[string][]string{
	"markers":  {"counters"},
	"rulebook": {"quick-reference", "rules-reference"},
}

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// merge is the change that touches what either touches.
func (c change) merge(d change) change {
	return change{
		data: c.data || d.data, layout: c.layout || d.layout, locales: c.locales || d.locales,
		comps: union(c.comps, d.comps), langs: union(c.langs, d.langs),
	}
}

// union of two sets where nil is everything.
func union(a, b map[string]bool) map[string]bool {
	if a == nil || b == nil {
		return nil
	}
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// jobs are the component × language jobs the change makes stale, among those built.
func (c change) jobs(comps, langs []string) []build.Job {
	var out []build.Job
	for _, comp := range comps {
		if c.comps != nil && !c.comps[comp] {
			continue
		}
		for _, l := range langs {
			if c.langs == nil || c.langs[l] {
				out = append(out, build.Job{Component: comp, Lang: l})
			}
		}
	}
	return out
}
