package pdftext

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestAgainstPdftotext cross-checks the words of every page with poppler's
// pdftotext, when it is installed (apt-get install poppler-utils). Word order may
// differ between the two, so each page's words are compared sorted.
func TestAgainstPdftotext(t *testing.T) {
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	data, _ := kitPDF(t)
	path := filepath.Join(t.TempDir(), "kit.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	runs, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	ours := map[int][]string{}
	for _, r := range runs {
		ours[r.Page] = append(ours[r.Page], strings.Fields(r.Text)...)
	}
	for page := 1; page <= 4; page++ {
		n := strconv.Itoa(page)
		out, err := exec.Command(bin, "-q", "-raw", "-enc", "UTF-8", "-f", n, "-l", n, path, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext page %d: %v", page, err)
		}
		theirs := strings.Fields(string(out))
		slices.Sort(theirs)
		slices.Sort(ours[page])
		if !slices.Equal(ours[page], theirs) {
			t.Errorf("page %d words differ:\n ours %q\npoppler %q", page, ours[page], theirs)
		}
	}
}
