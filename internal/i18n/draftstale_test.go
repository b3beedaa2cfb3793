package i18n

import (
	"testing"
	"testing/fstest"
)

// A draft marks a stale label as it marks a missing one; a normal build prints it as
// translated (and the translations report names it).
func TestDraftMarksStaleLabels(t *testing.T) {
	c, err := Load(fstest.MapFS{
		"en.toml": {Data: []byte("[col]\ncost = \"Price\"\neach = \"Each\"\n")},
		"pl.toml": {Data: []byte("[col]\ncost = { description = \"Cost\", other = \"Koszt\" }\neach = { description = \"EACH\", other = \"Stawka\" }\n")},
	})
	if err != nil {
		t.Fatal(err)
	}
	draft, strict := c.For("pl", true), c.For("pl", false)
	if got := draft.T("col.cost", nil); got != "⟦Koszt⟧" {
		t.Errorf("draft, stale label: %q, want it marked", got)
	}
	if got := draft.T("col.each", nil); got != "Stawka" {
		t.Errorf("draft, label changed in case only: %q, want it unmarked", got)
	}
	if got := strict.T("col.cost", nil); got != "Koszt" {
		t.Errorf("normal build, stale label: %q", got)
	}
}
