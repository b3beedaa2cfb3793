package check

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// FuzzManifest reads arbitrary bytes as a kit's manifest.json and proves the kit against
// it: the check may report problems, or refuse the manifest naming it, but never
// panics, hangs or blows up, whatever the manifest lists.
func FuzzManifest(f *testing.F) {
	dir := f.TempDir()
	sheet := []byte("%PDF-1.4 a sheet\n")
	if err := os.WriteFile(filepath.Join(dir, "sheet.pdf"), sheet, 0o644); err != nil {
		f.Fatal(err)
	}
	sum := sha256.Sum256(sheet)
	good := build.Manifest{Schema: build.ManifestSchema,
		Settings: build.Settings{Langs: []string{"en"}, Components: []string{"sheet"}, Paper: "a4"},
		Files:    []build.File{{Path: "sheet.pdf", Component: "sheet", Lang: "en", Format: "pdf", Bytes: len(sheet), SHA256: hex.EncodeToString(sum[:])}}}
	b, err := json.Marshal(good)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	for _, bad := range []string{
		"", "{}", "null", `{"schema":"excalibur-kit/manifest/1","files":[{"path":""}]}`,
		`{"schema":"excalibur-kit/manifest/1","settings":{"langs":["en"],"components":["x"]},"files":[{"path":"../../../../../../../dev/zero"}]}`,
		`{"schema":"excalibur-kit/manifest/1","settings":{"langs":["en"],"components":["x"]},"files":[{"path":"/dev/zero"}]}`,
		`{"schema":"excalibur-kit/manifest/1","files":[{"path":"sheet.pdf","bytes":-1}],"settings":{"back_offset":[1e400,0]}}`,
	} {
		f.Add([]byte(bad))
	}
	// One folder for the whole run: a fuzz worker runs its inputs one at a time.
	name := filepath.Join(dir, build.ManifestName)
	f.Fuzz(func(t *testing.T, manifest []byte) {
		if err := os.WriteFile(name, manifest, 0o644); err != nil {
			t.Fatal(err)
		}
		fuzzbound.Run(t, manifest, func() {
			m, err := readManifest(dir)
			if err == nil {
				_ = manifestProblems(dir, m)
			}
		})
	})
}
