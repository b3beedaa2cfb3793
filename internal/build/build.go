// Package build makes the kit in four phases: load (data, layout, translations), plan
// (a job per language and component), render (jobs in parallel, each drawing its PDF
// and SVGs in memory from the same drawing code) and publish (everything written to a
// fresh folder with its manifest, then swapped in). A failure anywhere leaves the
// previous output untouched.
package build

import (
	"context"
	"fmt"
	"io/fs"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/gamelog"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/impose"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/internal/rulebook"
	"github.com/excalibur-kit/excalibur/rules"
)

// Options are the settings of one build.
type Options struct {
	Out        string
	Langs      []string
	Paper      string
	Fold       bool
	BackOffset [2]float64
	InkSaver   bool
	Draft      bool     // allow untranslated labels, printed in English inside ⟦ ⟧
	Only       []string // components to build; empty: all
	Plain      bool     // uncompressed PDF content, for reading and tamper tests
	SVGOnly    bool     // draw the SVGs and the HTML only, no PDF: the live preview (excalibur serve) shows nothing else
	Light      []string // components whose SVG pages are for a screen only (svgdraw's Light: no text layer, far fewer elements): the live preview's gallery, never the kit's files
	Date       time.Time
	Content    fs.FS
	Layout     fs.FS
	Locales    fs.FS

	// OnSVG, if set, is given each SVG page of a job as soon as the page after it is
	// begun, before the job ends: the live preview shows a component's first sheets
	// while its last are drawn. The job's files are the same either way.
	OnSVG func(File)
}

// Inputs are what every job reads: loaded once, shared read-only.
type Inputs struct {
	Content fs.FS // the content the data was read from, with the rules text
	Data    *gamedata.Data
	Engine  *rules.Engine
	Layout  *layout.Layout
	Catalog *i18n.Catalog
	// Kit is, by language, the files the build made before its print list (set only
	// for the jobs that list them).
	Kit map[string][]component.KitFile
}

// Load reads and checks the data, the layout and the translations.
func Load(o Options) (*Inputs, error) {
	d, err := gamedata.Load(o.Content)
	if err != nil {
		return nil, err
	}
	l, err := layout.Load(o.Layout)
	if err != nil {
		return nil, err
	}
	if err := d.CheckRoom(l.Counters.Size); err != nil {
		return nil, err
	}
	cat, err := i18n.Load(o.Locales)
	if err != nil {
		return nil, err
	}
	if err := cat.AddNames(names.Of(d)); err != nil {
		return nil, err
	}
	if errs := CheckTranslations(o.Content, cat, o.Langs); len(errs) > 0 {
		return nil, translationErrors(errs)
	}
	for _, lang := range o.Langs {
		if err := l.CheckCoverage(lang, languageText(o.Content, cat, lang)); err != nil {
			return nil, err
		}
	}
	return &Inputs{Content: o.Content, Data: d, Engine: rules.New(d), Layout: l, Catalog: cat}, nil
}

// languageText is everything a language prints from its own files: its labels and its
// rules text, for checking that a designer's face can draw it.
func languageText(content fs.FS, cat *i18n.Catalog, lang string) string {
	var b strings.Builder
	for _, m := range cat.Messages(lang) {
		for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			b.WriteString(form)
		}
	}
	files, _ := fs.Glob(content, "rules/"+lang+"/*.md")
	for _, f := range files {
		if text, err := fs.ReadFile(content, f); err == nil {
			b.Write(text)
		}
	}
	return b.String()
}

// CheckTranslations finds, in each of langs, a translation that would print what the
// English does not say: rules text that names other values, references or blocks, or
// names them in another order, and labels that type a number or name a variable of their
// own, or decline a name (a lord, a player) in a case the language gives it no form in.
// The build refuses them before it renders anything; the check reports them.
func CheckTranslations(content fs.FS, cat *i18n.Catalog, langs []string) []error {
	var errs []error
	for _, lang := range langs {
		errs = append(errs, rulebook.CheckTranslations(content, lang)...)
		errs = append(errs, rulebook.CheckNotes(cat, lang)...)
		errs = append(errs, cat.CheckTranslation(lang)...)
		errs = append(errs, cat.CheckCases(lang, gamelog.Declined(cat))...)
	}
	return errs
}

func translationErrors(errs []error) error {
	msgs := make([]string, len(errs))
	for i, err := range errs {
		msgs[i] = err.Error()
	}
	return fmt.Errorf("the translation states what the English does not (nothing was built):\n  %s", strings.Join(msgs, "\n  "))
}

// Job is one component in one language.
type Job struct {
	Component string
	Lang      string
}

// Result is what a job made, in memory, and how long it took.
type Result struct {
	Job
	Files    []File
	Duration time.Duration
	Err      error
	Note     string // why a job made no files
}

// Run builds the kit and publishes it into o.Out.
func Run(o Options) ([]Result, error) { return RunContext(context.Background(), o) }

// RunContext is Run that stops when ctx is done (Ctrl-C): it removes the stage at once
// and returns, leaving o.Out as it was; jobs still drawing finish in the background and
// write nothing. o.Out is checked before any work (output.go): a folder that is not
// empty and not an earlier kit, or one the build reads from, is refused.
func RunContext(ctx context.Context, o Options) ([]Result, error) {
	t, err := prepare(o)
	if err != nil {
		return nil, err
	}
	in, err := Load(o)
	if err != nil {
		return nil, err
	}
	jobs, err := plan(o, in)
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		return nil, interrupted(ctx, o.Out)
	}
	st, err := newStage(t)
	if err != nil {
		return nil, err
	}
	defer st.discard() // only the empty stage is left after the swap; all of it after a failure
	var results []Result
	done := make(chan struct{})
	go func() { results = render(o, in, jobs, st); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		st.discard()
		return nil, interrupted(ctx, o.Out)
	}
	var errs []string
	for _, r := range results {
		if r.Err != nil {
			errs = append(errs, r.Err.Error())
		}
	}
	if len(errs) > 0 {
		return results, fmt.Errorf("the build failed; %s is unchanged:\n  %s", o.Out, strings.Join(errs, "\n  "))
	}
	if ctx.Err() != nil {
		return results, interrupted(ctx, o.Out)
	}
	if err := st.publish(o, results); err != nil {
		return results, err
	}
	return results, nil
}

// plan lists the jobs: every requested component in every requested language.
func plan(o Options, in *Inputs) ([]Job, error) {
	if _, ok := in.Layout.Paper[o.Paper]; !ok {
		return nil, fmt.Errorf("paper %q: expected one of %s", o.Paper, strings.Join(in.Layout.Papers(), ", "))
	}
	for _, l := range o.Langs {
		if !in.Catalog.Has(l) {
			return nil, fmt.Errorf("language %q: expected one of %s (locales/<lang>.toml)", l, strings.Join(in.Catalog.Languages(), ", "))
		}
	}
	comps := o.Only
	if len(comps) == 0 {
		comps = Components()
	}
	var jobs []Job
	for _, c := range comps {
		if renderers[c] == nil {
			return nil, fmt.Errorf("component %q: expected one of %s", c, strings.Join(Components(), ", "))
		}
		for _, l := range o.Langs {
			jobs = append(jobs, Job{Component: c, Lang: l})
		}
	}
	return jobs, nil
}

// render runs the jobs on every core, in a fixed result order. The print list, which
// lists what the other jobs made, renders after them, from their results.
// Each job's files are written into the stage as soon as it is done, while the other jobs
// still render: the disk works while the processors draw.
func render(o Options, in *Inputs, jobs []Job, st *stage) []Result {
	results := make([]Result, len(jobs))
	var first, last []int
	for i, j := range jobs {
		if listsTheKit[j.Component] {
			last = append(last, i)
		} else {
			first = append(first, i)
		}
	}
	renderSome(o, in, jobs, first, st, results)
	if len(last) > 0 {
		planned := *in
		planned.Kit = kitFiles(results)
		renderSome(o, &planned, jobs, last, st, results)
	}
	return results
}

// listsTheKit are the components drawn from the files the others made.
var listsTheKit = map[string]bool{"print-list": true}

// kitFiles lists, by language, the PDF files the jobs made, with their pages.
func kitFiles(results []Result) map[string][]component.KitFile {
	var files []File
	for _, r := range results {
		files = append(files, r.Files...)
	}
	return KitFiles(files)
}

// KitFiles lists, by language, the PDF files among files, as the print list names them.
func KitFiles(files []File) map[string][]component.KitFile {
	out := map[string][]component.KitFile{}
	for _, f := range files {
		if f.Format == "pdf" && !listsTheKit[f.Component] {
			out[f.Lang] = append(out[f.Lang], component.KitFile{Component: f.Component, Path: f.Path, Pages: f.Pages})
		}
	}
	return out
}

// renderSome runs the jobs of the indexes which, heaviest first, on every core.
func renderSome(o Options, in *Inputs, jobs []Job, which []int, st *stage, results []Result) {
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(which)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := runJob(o, in, jobs[i])
				if r.Err == nil && st != nil {
					r.Err = st.write(r.Files)
				}
				results[i] = r
			}
		}()
	}
	some := make([]Job, len(which))
	for k, i := range which {
		some[k] = jobs[i]
	}
	for _, k := range heaviestFirst(some) {
		next <- which[k]
	}
	close(next)
	wg.Wait()
}

// RunJob renders one job in memory, publishing nothing: the live preview re-renders
// only the jobs a change touches. A panic in the drawing code becomes the job's error.
func RunJob(o Options, in *Inputs, j Job) Result { return runJob(o, in, j) }

func runJob(o Options, in *Inputs, j Job) (r Result) {
	start := time.Now()
	r.Job = j
	defer func() {
		if p := recover(); p != nil { // a bug in one component must not take the build down silently
			r.Err = fmt.Errorf("%s (%s): internal error: %v", j.Component, j.Lang, p)
		}
		r.Duration = time.Since(start)
	}()
	x := Context(o, in, j.Lang).As(j.Component)
	r.Files, r.Err = renderers[j.Component](x, o, in)
	if r.Err == nil && len(r.Files) == 0 {
		r.Note = "no rules text in content/rules/" + j.Lang + "/ yet"
		if !x.HasValley() && strings.HasPrefix(j.Component, "board") {
			r.Note = "no valley in content/map.toml yet"
		}
	} else if r.Err == nil && j.Component == "rulebook" {
		r.Note = behindNote(in, j.Lang)
	}
	if bad := x.L.Unfilled(); r.Err == nil && len(bad) > 0 {
		r.Err = fmt.Errorf("%s (%s): %s: the label names a variable the code does not give, so it would print %q",
			j.Component, j.Lang, strings.Join(bad, ", "), "<no value>")
	}
	if r.Err == nil && !o.Draft {
		if miss := x.L.Missing(); len(miss) > 0 {
			r.Err = fmt.Errorf("%s (%s): %d label(s) not translated: %s (build with --draft to print them in English, marked)",
				j.Component, j.Lang, len(miss), strings.Join(miss, ", "))
		}
	}
	return r
}

// Context is the drawing context of one language with the options' style, in the kit's
// palette (As gives a component's own).
func Context(o Options, in *Inputs, lang string) *component.Ctx {
	st := component.NewStyle(in.Layout, layout.KitPart, o.InkSaver)
	return &component.Ctx{E: in.Engine, D: in.Data, L: in.Catalog.For(lang, o.Draft), Layout: in.Layout, Style: st}
}

// printSettings turns the options into the imposition's settings.
func printSettings(o Options, in *Inputs) component.Print {
	p := in.Layout.Paper[o.Paper]
	pr := component.Print{Paper: impose.Paper{Name: o.Paper, W: p.Width, H: p.Height}, BackOffset: o.BackOffset}
	if o.Fold {
		pr.Mode = impose.Fold
	}
	return pr
}

// cost is roughly how long each component takes to render, relative to the others
// (measured by make bench).
var cost = map[string]int{"rulebook": 10, "counters": 9, "rules-reference": 4, "board-tiles": 9, "manor-cards": 3, "board": 3, "quick-reference": 2}

// heaviestFirst orders the jobs longest first, so that no long job starts last and keeps
// one processor busy while the others wait (longest-processing-time scheduling).
func heaviestFirst(jobs []Job) []int {
	order := make([]int, len(jobs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return cost[jobs[order[a]].Component] > cost[jobs[order[b]].Component] })
	return order
}

// Components lists the components the build knows, by name.
func Components() []string {
	names := make([]string, 0, len(renderers))
	for n := range renderers {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// behindNote tells, on a translated rulebook, how many of its files were translated from
// an older English, so a build never hides that a translation needs work.
func behindNote(in *Inputs, lang string) string {
	if lang == i18n.Source {
		return ""
	}
	files, err := rulebook.TranslationState(in.Content, lang)
	if err != nil {
		return ""
	}
	behind := 0
	for _, f := range files {
		if !f.Missing && !f.Current() {
			behind++
		}
	}
	if behind == 0 {
		return ""
	}
	return fmt.Sprintf("%d rules files behind the English (excalibur translations %s shows what changed)", behind, lang)
}
