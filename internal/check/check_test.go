package check

import (
	"bytes"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
)

func TestCanonicalDataPasses(t *testing.T) {
	rep, d := Data(content.FS)
	var out bytes.Buffer
	rep.Write(&out)
	if _, failed := rep.Counts(); failed > 0 || d == nil {
		t.Fatalf("the canonical data fails its check:\n%s", out.String())
	}
	if !strings.HasSuffix(out.String(), " passed, 0 failed\n") {
		t.Errorf("the report must end with the summary line; got:\n%s", out.String())
	}
}

func TestCheckFailures(t *testing.T) {
	cases := []struct {
		name, file, old, new string
		group, want          string
	}{
		{"unreadable file", "troops.toml", "strength = 8", "strength = ", "data files", "content/troops.toml:"},
		{"invariant", "markers.toml", "count = 22", "count = 21", "data: valley counts", `content/markers.toml:23: marker "forester" count`},
		// The combat table no longer lets a wounded grade B knight die on a 6 at equal
		// attack values: the first worked example of 8.vi must fail.
		{"worked example", "game.toml", "weaker = { wounds = 1, on = 6 }\nstronger = { wounds = 1, on = 6 }",
			"weaker = { wounds = 0, on = 6 }\nstronger = { wounds = 0, on = 6 }",
			`engine: combat example "lonely-milepost" (8.vi)`, "round 2 side B: killed [], the example says [32]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rep, _ := Data(gamedatatest.Edited(t, c.file, c.old, c.new))
			var out bytes.Buffer
			rep.Write(&out)
			if _, failed := rep.Counts(); failed == 0 {
				t.Fatalf("the check passed bad data:\n%s", out.String())
			}
			if !strings.Contains(out.String(), "FAIL "+c.group+"\n") || !strings.Contains(out.String(), c.want) {
				t.Errorf("want FAIL %s with %q; got:\n%s", c.group, c.want, out.String())
			}
		})
	}
}
