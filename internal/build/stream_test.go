package build

import (
	"bytes"
	"testing"
)

// With OnSVG, a job's SVG pages are passed on as each is done (every one but the last,
// which is done only with the job), in order and with the bytes of the job's own files;
// the files are those of a job without it.
func TestOnSVGPassesPagesAsDrawn(t *testing.T) {
	o := options(t.TempDir())
	o.Langs, o.SVGOnly = []string{"en"}, true
	in, err := Load(o)
	if err != nil {
		t.Fatal(err)
	}
	j := Job{Component: "counters", Lang: "en"}
	plain := RunJob(o, in, j)
	var got []File
	o.OnSVG = func(f File) { got = append(got, f) }
	r := RunJob(o, in, j)
	if plain.Err != nil || r.Err != nil {
		t.Fatal(plain.Err, r.Err)
	}
	if len(r.Files) < 2 || len(got) != len(r.Files)-1 {
		t.Fatalf("OnSVG was given %d pages of %d; want all but the last", len(got), len(r.Files))
	}
	for i, f := range r.Files {
		if f.Path != plain.Files[i].Path || !bytes.Equal(f.Data(), plain.Files[i].Data()) {
			t.Errorf("%s differs from the job drawn without OnSVG", f.Path)
		}
		if i < len(got) && (got[i].Path != f.Path || !bytes.Equal(got[i].Data(), f.Data())) {
			t.Errorf("page %d passed on as %s, unlike the job's file %s", i+1, got[i].Path, f.Path)
		}
	}
}
