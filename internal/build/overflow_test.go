package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata/gamedatatest"
)

// Three manor names too long for the card: the build's error names every one of them,
// not only the first, and nothing is published.
func TestBuildNamesEveryOverflowingCard(t *testing.T) {
	long := gamedatatest.Edited(t, "", "", "") // a copy of the canonical data, to edit
	names := []string{"Ashcombe", "Alderford", "Eastbrook"}
	s := string(long["manors.toml"].Data)
	for _, n := range names {
		s = strings.Replace(s, `name = "`+n+`"`, `name = "`+n+strings.Repeat(" upon the Water", 6)+`"`, 1)
	}
	long["manors.toml"].Data = []byte(s)
	out := filepath.Join(t.TempDir(), "out")
	o := options(out)
	o.Langs, o.Only, o.Content = []string{"en"}, []string{"manor-cards"}, long
	_, err := Run(o)
	if err == nil {
		t.Fatal("three names far too long for the card built without error")
	}
	for _, n := range names {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("the error does not name %s: %v", n, err)
		}
	}
	if _, err := os.Stat(filepath.Join(out, ManifestName)); err == nil {
		t.Error("a build with overflowing cards published a kit")
	}
}
