package gamedata

import (
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// One fuzz target per kind of data file (FuzzLoadManors, in load_test.go, is the
// manors'): each replaces that file of the canonical content with the fuzzed bytes and
// loads the whole, as the build does. The loader may refuse the file, naming it, but
// never panics, hangs or blows up.

func FuzzLoadGame(f *testing.F)         { fuzzContentFile(f, "game.toml") }
func FuzzLoadMap(f *testing.F)          { fuzzContentFile(f, "map.toml") }
func FuzzLoadParishes(f *testing.F)     { fuzzContentFile(f, "parishes.toml") }
func FuzzLoadPlayers(f *testing.F)      { fuzzContentFile(f, "players.toml") }
func FuzzLoadTroops(f *testing.F)       { fuzzContentFile(f, "troops.toml") }
func FuzzLoadMarkers(f *testing.F)      { fuzzContentFile(f, "markers.toml") }
func FuzzLoadImprovements(f *testing.F) { fuzzContentFile(f, "improvements.toml") }
func FuzzLoadExamples(f *testing.F)     { fuzzContentFile(f, "examples.toml") }
func FuzzLoadEdition(f *testing.F)      { fuzzContentFile(f, "edition.toml") }
func FuzzLoadCredits(f *testing.F)      { fuzzContentFile(f, "credits.toml") }

// intoFor is what the named data file decodes into.
func intoFor(name string) any {
	for _, f := range dataFiles(&Data{}) {
		if f.name == name {
			return f.into
		}
	}
	panic("no data file " + name)
}

// loadScale widens the per-input bounds: every input loads the whole content (the
// 250 kB map among it), 0.2-0.4 s and 18 MiB on a busy machine, more with the fuzzer's
// instrumentation. Four times the default keeps the time bound (8 s) under the
// fuzzer's own hang limit of 10 s, so a hang is reported with its stack.
const loadScale = 4

// badTOML are hand-made files every loader must refuse cleanly: no text, a broken
// string, deep nesting, a huge number, an array of tables where a table is expected.
var badTOML = []string{
	"",
	"x = \"unterminated\n",
	"a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n",
	"n = 1e999999\nm = -9223372036854775809\n",
	"[[game]]\n[[game]]\n[[manor]]\nid = \"\"\n",
}

func fuzzContentFile(f *testing.F, name string) {
	base := contentWith(f, "", "", "")
	f.Add(base[name].Data)
	for _, bad := range badTOML {
		f.Add([]byte(bad))
	}
	f.Fuzz(func(t *testing.T, file []byte) {
		m := fstest.MapFS{}
		for n, mf := range base {
			m[n] = mf
		}
		m[name] = &fstest.MapFile{Data: file}
		fuzzbound.RunScaled(t, file, loadScale, func() {
			// Most inputs do not decode: find that on the one file, and load the whole
			// content (the 250 kB map among it) only for those that do, so the fuzzer
			// runs hundreds of inputs where it ran one.
			if _, errs := decodeFile(m, name, intoFor(name)); len(errs) > 0 {
				return
			}
			_, _ = Load(m)
		})
	})
}
