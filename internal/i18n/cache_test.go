package i18n

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/excalibur-kit/excalibur/locales"
)

// localeFiles is the built-in locales folder, to change in a test.
func localeFiles(t *testing.T) fstest.MapFS {
	t.Helper()
	fsys := fstest.MapFS{}
	names, err := fs.Glob(locales.FS, "*.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		b, err := fs.ReadFile(locales.FS, n)
		if err != nil {
			t.Fatal(err)
		}
		fsys[n] = &fstest.MapFile{Data: b}
	}
	return fsys
}

// A cached load words every message as a fresh one does; a changed file is read again;
// the names one catalog is given do not reach another catalog of the same cache.
func TestCacheLoadsAsFresh(t *testing.T) {
	fsys := localeFiles(t)
	var k Cache
	first, err := k.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if err := first.AddNames(map[string]string{"zz.test-name": "Camelot"}); err != nil {
		t.Fatal(err)
	}
	again, err := k.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if _, leaked := again.Messages(Source)["zz.test-name"]; leaked {
		t.Error("a name given to one catalog is in the next one loaded from the cache")
	}
	fresh, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range fresh.Languages() {
		a, b := fresh.For(lang, false), again.For(lang, false)
		for id := range fresh.Messages(lang) {
			if wa, wb := a.Tx(id, map[string]any{"n": 3}), b.Tx(id, map[string]any{"n": 3}); wa != wb {
				t.Errorf("%s %s: cached %q, fresh %q", lang, id, wb, wa)
			}
		}
	}
	pl := string(fsys["pl.toml"].Data)
	i := strings.Index(pl, `other = "`)
	fsys["pl.toml"] = &fstest.MapFile{Data: []byte(pl[:i] + `other = "ZMIENIONE ` + pl[i+len(`other = "`):])}
	changed, err := k.Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, m := range changed.Messages("pl") {
		found = found || strings.HasPrefix(m.Other, "ZMIENIONE ")
	}
	if !found {
		t.Error("a changed pl.toml was not read again: the cache returned its old parse")
	}
}
