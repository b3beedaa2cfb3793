package serve

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The edit-to-screen time, measured in a real browser: from the moment a file is saved
// to the moment the open page has drawn the last of the changed items on the screen
// (the page stamps each swapped item in the frame after the swap; drawings off the
// screen are swapped in when scrolled to). The page is scrolled to the first item
// measured. Each round waits for the preview to be idle first, as a designer's next save
// would find it. make bench runs it; the figures are in docs/benchmarks.md.
func BenchmarkEditToScreen(b *testing.B) {
	cases := []struct {
		name, file, a, z string
		open             string                        // the component the designer has open in the gallery
		items            func(langs []string) []string // the items the edit changes
	}{
		{"one-card/content-manors.toml-name", "content/manors.toml", `name = "Ashcombe"`, `name = "Ashcombf"`, "manor-cards",
			func([]string) []string { return []string{itemID("manor-cards", "en", "ashcombe.svg")} }},
		{"one-card/layout-manor-cards.toml-name.font", "layout/manor-cards.toml", `size = 14, min = 9 }`, `size = 15, min = 9 }`, "manor-cards",
			func([]string) []string { return []string{itemID("manor-cards", "en", "ashcombe.svg")} }},
		{"all-cards/layout-kit.toml-cards.height", "layout/kit.toml", "height = 88 ", "height = 89 ", "manor-cards",
			func(langs []string) []string { return inEvery("manor-cards", "ashcombe.svg", langs) }},
		{"all-counters/layout-kit.toml-counters.size", "layout/kit.toml", "size = 15.875", "size = 16 ", "counters",
			func(langs []string) []string { return inEvery("counters", "sheet-1-front.svg", langs) }},
		{"all-counters/layout-counters.toml-symbol.size", "layout/counters.toml", "size = 0.42 ", "size = 0.40 ", "counters",
			func(langs []string) []string { return inEvery("counters", "sheet-1-front.svg", langs) }},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			ctx := browser(b)
			dir := copyInputs(b)
			url := startPreview(b, dir)
			items := c.items(testLangs)
			if err := chromedp.Do(ctx, chromedp.Navigate(url+"/?open="+c.open), chromedp.WaitVisible(chromedp.CSS("#"+items[0]+" svg"))); err != nil {
				b.Fatal(err)
			}
			file := filepath.Join(dir, filepath.FromSlash(c.file))
			evalJS[bool](b, ctx, `document.getElementById(`+jsString(items[0])+`).scrollIntoView(); true`)
			var took []sample
			old, now := c.a, c.z
			b.ResetTimer()
			for b.Loop() {
				b.StopTimer()
				last := waitIdle(b, url, time.Time{})
				cpu := cpuTime()
				s := editToScreen(b, ctx, file, old, now, items)
				waitIdle(b, url, last.At)
				s.cpu = cpuTime() - cpu
				took = append(took, s)
				old, now = now, old
				b.StartTimer()
			}
			report(b, took)
		})
	}
}

// editToScreen saves the edit and returns how long the page took to draw every item.
func editToScreen(b *testing.B, ctx context.Context, file, old, now string, items []string) sample {
	b.Helper()
	list := "[" + strings.Join(quoted(items), ",") + "]"
	before := evalJS[map[string]int](b, ctx, `Object.fromEntries(`+list+`.map(id => [id, +document.getElementById(id).dataset.v]))`)
	start := time.Now()
	edit(b, file, old, now)
	script := fmt.Sprintf(`(() => { const before = %s; let last = 0, got = 0, trace = null;
		for (const id of %s) {
			const e = document.getElementById(id);
			const at = window.excaliburDrawn[id];
			if (!e || +e.dataset.v <= before[id] || !(at >= %d)) return null; // not yet drawn since the save
			if (at > last) trace = Object.assign({frame: at}, window.excaliburTrace[id]);
			last = Math.max(last, at);
			got = Math.max(got, window.excaliburGot[id]);
		}
		return {got, last, trace}; })()`, jsonOf(before), list, start.UnixMilli())
	deadline := start.Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if at := evalJS[*seen](b, ctx, script); at != nil {
			return sample{got: sinceMS(start, at.Got), drawn: sinceMS(start, at.Last), phases: phasesOf(start, at.Trace)}
		}
		time.Sleep(5 * time.Millisecond)
	}
	b.Fatalf("%s: the page did not draw %v within 30 s of the save", file, items)
	return sample{}
}

// sample is one edit's times from the save: to the last changed item's message reaching
// the page, and to its being drawn; that item's phases; and the processor time the
// preview (this process) spent on the edit, its checks included.
type sample struct {
	got, drawn time.Duration
	phases     map[string]time.Duration
	cpu        time.Duration
}

// seen is what the page reports of the changed items once all are drawn: when the last
// message came, when the last was drawn, and the phases of that last one.
type seen struct {
	Got, Last float64
	Trace     map[string]float64
}

func sinceMS(start time.Time, unixMS float64) time.Duration {
	return time.UnixMicro(int64(unixMS * 1000)).Sub(start)
}

// phases are the steps from the save to the screen, each named by the stamp ending it
// after the stamp before it (trace.go, and page.js for the page's): the event of the
// save, the wait for the write to settle, reading the inputs, waiting for a worker,
// drawing the job, rendering and encoding the message, its way to the page, fetching
// its HTML (the components a gallery shows on request), waiting for the page's next
// frame, the swap (parsing the HTML into the page), and laying out and painting.
var phases = []struct{ name, from, to string }{
	{"event", "", "saved"}, {"settle", "saved", "settled"}, {"load", "settled", "loaded"},
	{"queue", "loaded", "start"}, {"draw", "start", "drawn"}, {"send", "drawn", "sent"},
	{"transit", "sent", "got"}, {"fetch", "got", "fetched"}, {"wait", "fetched", "flush"},
	{"swap", "flush", "swapped"}, {"paint", "swapped", "frame"},
}

// phasesOf turns the stamps into each phase's time; a phase not stamped (no fetch) takes
// none, the next one counting from the stamp before it.
func phasesOf(start time.Time, t map[string]float64) map[string]time.Duration {
	out := map[string]time.Duration{}
	prev := float64(start.UnixMicro()) / 1000
	for _, p := range phases {
		at, ok := t[p.to]
		if !ok {
			continue
		}
		out[p.name] = time.Duration((at - prev) * float64(time.Millisecond))
		prev = at
	}
	return out
}

// report gives the 50th and 95th percentiles (nearest rank) of the edit-to-screen time,
// and of the time to the page receiving the message, which tells the server's share.
func report(b *testing.B, took []sample) {
	var drawn, got []time.Duration
	for _, s := range took {
		drawn, got = append(drawn, s.drawn), append(got, s.got)
	}
	b.ReportMetric(percentile(drawn, 0.50), "p50-ms")
	b.ReportMetric(percentile(drawn, 0.95), "p95-ms")
	b.ReportMetric(percentile(got, 0.50), "sent-p50-ms")
	b.ReportMetric(percentile(got, 0.95), "sent-p95-ms")
	for _, p := range phases {
		var ds []time.Duration
		for _, s := range took {
			ds = append(ds, s.phases[p.name])
		}
		b.ReportMetric(percentile(ds, 0.50), p.name+"-p50-ms")
	}
	var cpu []time.Duration
	for _, s := range took {
		cpu = append(cpu, s.cpu)
	}
	b.ReportMetric(percentile(cpu, 0.50), "cpu-p50-ms")
	b.ReportMetric(float64(len(took)), "n")
	b.ReportMetric(0, "ns/op") // the loop's own time includes the waits for idle: meaningless
}

func percentile(ds []time.Duration, p float64) float64 {
	slices.Sort(ds)
	i := int(math.Ceil(p*float64(len(ds)))) - 1
	return float64(ds[max(0, min(i, len(ds)-1))].Microseconds()) / 1000
}

// inEvery is one item in every language: side by side on the screen.
func inEvery(comp, name string, langs []string) []string {
	var out []string
	for _, l := range langs {
		out = append(out, itemID(comp, l, name))
	}
	return out
}

func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = jsString(s)
	}
	return out
}

func jsonOf(m map[string]int) string {
	var parts []string
	for k, v := range m {
		parts = append(parts, fmt.Sprintf("%s: %d", jsString(k), v))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
