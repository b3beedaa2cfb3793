package serve

import (
	"bytes"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// The item page's "SVG file" is the kit's file, byte for byte what excalibur build writes
// from the same inputs, though the gallery shows a light drawing of it; and a component
// the gallery shows as built serves its drawing as it is.
func TestSVGFileIsTheKits(t *testing.T) {
	dir := copyInputs(t)
	url := startPreview(t, dir)
	out := filepath.Join(t.TempDir(), "kit")
	o := build.Options{Out: out, Langs: []string{"en"}, Paper: "a4", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		Only:    []string{"manor-cards", "order-sheet"},
		Content: os.DirFS(filepath.Join(dir, Content)), Layout: os.DirFS(filepath.Join(dir, Layout)), Locales: os.DirFS(filepath.Join(dir, Locales))}
	if _, err := build.Run(o); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ comp, name string }{{"manor-cards", "ashcombe.svg"}, {"order-sheet", "front.svg"}} {
		want, err := os.ReadFile(filepath.Join(out, "en", "svg", c.comp, c.name))
		if err != nil {
			t.Fatal(err)
		}
		got := get(t, url+"/svg/"+c.comp+"/en/"+c.name)
		if !bytes.Equal(got, want) {
			t.Errorf("/svg/%s/en/%s: %d bytes unlike the build's %d", c.comp, c.name, len(got), len(want))
		}
	}
}

func get(t *testing.T, url string) []byte {
	t.Helper()
	r, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, err := io.ReadAll(r.Body)
	if err != nil || r.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s %v: %s", url, r.Status, err, b)
	}
	return b
}
