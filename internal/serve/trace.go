package serve

import "time"

// round is when a change's phases ended on the server: the first saved file's event,
// the write taken as settled, and its inputs read again.
type round struct {
	saved, settled, loaded time.Time
}

// timing tells the page when a drawing's message was made, each phase's end as Unix
// time in milliseconds: the page keeps it beside its own times (window.excaliburTrace),
// and the benchmark reports every phase of the edit-to-screen time from them.
type timing struct {
	Saved   float64 `json:"saved"`   // the first event of the save
	Settled float64 `json:"settled"` // the write taken as done
	Loaded  float64 `json:"loaded"`  // the inputs read again
	Start   float64 `json:"start"`   // its job began drawing
	Drawn   float64 `json:"drawn"`   // its job (or its page) was drawn
	Sent    float64 `json:"sent"`    // its message was queued for the page
}

func unixMS(t time.Time) float64 { return float64(t.UnixMicro()) / 1000 }

// timingOf is a message's timing for a drawing of the round drawn from start to drawn.
func timingOf(r round, start, drawn time.Time) *timing {
	return &timing{Saved: unixMS(r.saved), Settled: unixMS(r.settled), Loaded: unixMS(r.loaded),
		Start: unixMS(start), Drawn: unixMS(drawn)}
}
