package build

import (
	"bytes"
	"path/filepath"
	"testing"
)

// A colour set in one component's layout file is drawn in that component and in no
// other: a rulebook accent of its own leaves the order sheet and the tracks card in
// the kit's, and the ink saver, which has a palette of its own, stays black on white.
func TestOwnPaletteDrawsOneComponent(t *testing.T) {
	const own, kit = "#1f4e79", "#8c2a1c" // as the SVGs write them
	o := options(filepath.Join(t.TempDir(), "out"))
	o.Langs = []string{"en"}
	o.Layout = layoutWith(t, "rulebook.toml", "\n[palette_ink_saver]\n", "accent = \"#1F4E79\"\n\n[palette_ink_saver]\n")
	for _, inkSaver := range []bool{false, true} {
		o.InkSaver = inkSaver
		in, err := Load(o)
		if err != nil {
			t.Fatal(err)
		}
		for _, comp := range []string{"rulebook", "order-sheet", "tracks"} {
			r := RunJob(o, in, Job{Component: comp, Lang: "en"})
			if r.Err != nil {
				t.Fatalf("%s: %v", comp, r.Err)
			}
			svg := svgs(r.Files)
			if len(svg) == 0 {
				t.Fatalf("%s drew no SVG", comp)
			}
			want := comp == "rulebook" && !inkSaver
			if got := bytes.Contains(svg, []byte(own)); got != want {
				t.Errorf("%s (ink saver %v) drawn in the rulebook's own accent: %v, want %v", comp, inkSaver, got, want)
			}
			if comp != "rulebook" && !inkSaver && !bytes.Contains(svg, []byte(kit)) {
				t.Errorf("%s lost the kit's accent %s", comp, kit)
			}
		}
	}
}

// svgs is every SVG of files, one after the other.
func svgs(files []File) []byte {
	var all []byte
	for _, f := range files {
		if f.Format == "svg" {
			all = append(all, f.Data()...)
		}
	}
	return all
}
