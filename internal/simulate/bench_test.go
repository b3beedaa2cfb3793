package simulate

import "testing"

// BenchmarkRun plays 50 four-player games on the optional rules on every core; the
// games/s metric is the figure to compare (make bench).
func BenchmarkRun(b *testing.B) {
	e := testEngine(b)
	c := Config{Games: 50, Seed: 1, Players: 4, Rules: optional(), NewPlayer: newRaider}
	for b.Loop() {
		if _, err := Run(e, c); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(c.Games*b.N)/b.Elapsed().Seconds(), "games/s")
}
