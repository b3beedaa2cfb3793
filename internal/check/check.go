// Package check is the engine check: it proves that the canonical data keeps its
// invariants, that the engine plays the worked examples of the 1989 rules as they
// state, and (once files are built) that every printed table and number is what the
// engine computes. It reports one result per group.
package check

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/rules"
)

// Result is one group of the check.
type Result struct {
	Group    string
	Problems []string
	Skipped  string // why the group could not run, if it did not
}

// OK reports whether the group ran and found nothing wrong.
func (r Result) OK() bool { return r.Skipped == "" && len(r.Problems) == 0 }

// Report is the outcome of a whole check.
type Report struct {
	Results []Result
}

// Counts is how many groups passed and failed (a skipped group counts as failed: what
// could not be checked is not proven).
func (r Report) Counts() (passed, failed int) {
	for _, x := range r.Results {
		if x.OK() {
			passed++
		} else {
			failed++
		}
	}
	return passed, failed
}

// Write prints one line per group, the problems under a failing group, and the summary
// line "N passed, M failed".
func (r Report) Write(w io.Writer) {
	for _, x := range r.Results {
		switch {
		case x.Skipped != "":
			fmt.Fprintf(w, "SKIP %s: %s\n", x.Group, x.Skipped)
		case len(x.Problems) == 0:
			fmt.Fprintf(w, "ok   %s\n", x.Group)
		default:
			fmt.Fprintf(w, "FAIL %s\n", x.Group)
			for _, p := range x.Problems {
				fmt.Fprintf(w, "       %s\n", p)
			}
		}
	}
	p, f := r.Counts()
	fmt.Fprintf(w, "%d passed, %d failed\n", p, f)
}

// Data checks the data files and the engine's worked examples. It returns the loaded
// data when the files could be read, so later groups can use it.
func Data(fsys fs.FS) (Report, *gamedata.Data) {
	var rep Report
	d, srcs, err := gamedata.Parse(fsys)
	if err != nil {
		rep.Results = append(rep.Results, Result{Group: "data files", Problems: problems(err)})
		rep.Results = append(rep.Results, Result{Group: "data invariants", Skipped: "the data files could not be read"})
		rep.Results = append(rep.Results, Result{Group: "worked examples", Skipped: "the data files could not be read"})
		return rep, nil
	}
	rep.Results = append(rep.Results, Result{Group: "data files"})
	invalid := false
	for _, g := range gamedata.Validate(d, srcs) {
		rep.Results = append(rep.Results, Result{Group: "data: " + g.Name, Problems: problems(g.Errs.OrNil())})
		invalid = invalid || len(g.Errs) > 0
	}
	if invalid {
		rep.Results = append(rep.Results, Result{Group: "worked examples", Skipped: "the data breaks its invariants"})
		return rep, nil
	}
	for _, ex := range rules.New(d).CheckExamples() {
		rep.Results = append(rep.Results, Result{Group: EnginePrefix + ex.Name, Problems: ex.Problems})
	}
	return rep, d
}

// RoomGroup is the name of Room's group, and EnginePrefix begins the name of each
// worked example's group: the preview shows their failures on the components they
// concern (the board and counters, the rule books that print the examples).
const (
	RoomGroup    = "data: counters fit the board"
	EnginePrefix = "engine: "
)

// Room proves counters of the layout's size fit every land unit and every place on the
// board's roads (the layout is the designer's: it is checked with the data it lays out).
func Room(d *gamedata.Data, layoutFS fs.FS) Result {
	res := Result{Group: RoomGroup}
	l, err := layout.Load(layoutFS)
	if err != nil {
		res.Skipped = "the layout could not be read: " + err.Error()
		return res
	}
	res.Problems = problems(d.CheckRoom(l.Counters.Size))
	return res
}

func problems(err error) []string {
	if err == nil {
		return nil
	}
	var es gamedata.Errors
	if errors.As(err, &es) {
		out := make([]string, len(es))
		for i, e := range es {
			out[i] = e.Error()
		}
		return out
	}
	return []string{err.Error()}
}
