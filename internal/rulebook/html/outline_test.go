package rulehtml

import (
	"fmt"
	"strings"
	"testing"
)

// What a screen reader's user moves by, checked without a browser (TestAxe checks the
// rest with axe-core): the outline of headings and the page's landmarks.

// levels lists the page's headings in order as "h2 id".
func levels(doc *node) []string {
	var out []string
	for _, h := range doc.all(tag("h1", "h2", "h3", "h4", "h5", "h6")) {
		out = append(out, h.tag+" "+h.attr["id"])
	}
	return out
}

// checkOutline fails where a heading is more than one level below the one before it.
func checkOutline(t *testing.T, doc *node) {
	t.Helper()
	prev := 0
	for _, h := range levels(doc) {
		var level int
		fmt.Sscanf(h, "h%d", &level)
		if level > prev+1 {
			t.Errorf("%s comes after an h%d: a heading level is skipped", h, prev)
		}
		prev = level
	}
}

// A "###" straight under a section's "#" is written one level below the section's
// heading, and the levels under it follow; a "##" after them is a subsection again.
func TestHeadingLevelsNeverSkip(t *testing.T) {
	fsys := testRules()
	fsys["rules/en/05-deep.md"] = rulesFile("deep", "5", "", `# Deep

### Straight under the section

#### Under that

## A subsection again {#deep-again}

#### Two below it
`)
	doc := checkPage(t, render(t, buildTest(t, fsys)), "en")
	checkOutline(t, doc)
	var got []string
	for _, h := range levels(doc) {
		if strings.HasPrefix(h[3:], "deep") {
			got = append(got, h)
		}
	}
	want := []string{"h2 deep", "h3 deep-straight-under-the-section", "h4 deep-under-that",
		"h3 deep-again", "h4 deep-two-below-it"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("headings of the section:\n got %v\nwant %v", got, want)
	}

	for _, lang := range []string{"en", "pl", "fr"} {
		t.Run(lang, func(t *testing.T) {
			checkOutline(t, parse(t, render(t, bookIn(t, lang))))
		})
	}
}

// Notes and worked examples are notes, not landmarks of their own; every nav is named,
// each differently; the subtitle is part of the title's heading.
func TestLandmarks(t *testing.T) {
	for _, lang := range []string{"test", "en", "pl", "fr"} {
		t.Run(lang, func(t *testing.T) {
			var page []byte
			if lang == "test" {
				page = render(t, buildTest(t, testRules()))
			} else {
				page = render(t, bookIn(t, lang))
			}
			doc := parse(t, page)
			asides := doc.all(tag("aside"))
			if len(asides) == 0 {
				t.Fatal("no aside on the page")
			}
			for _, a := range asides {
				if a.attr["role"] != "note" {
					t.Errorf("<aside class=%q> has role %q, want note", a.attr["class"], a.attr["role"])
				}
			}
			names := map[string]int{}
			for _, n := range doc.all(tag("nav")) {
				name := n.attr["aria-label"] + n.attr["aria-labelledby"]
				if name == "" {
					t.Errorf("<nav class=%q> has no name", n.attr["class"])
				}
				if names[name]++; names[name] == 2 {
					t.Errorf("two navs are named %q", name)
				}
			}
			if len(names) == 0 {
				t.Error("no nav on the page")
			}
			groups := doc.all(tag("hgroup"))
			if len(groups) != 1 || len(groups[0].all(tag("h1"))) != 1 ||
				len(groups[0].all(func(n *node) bool { return n.class("subtitle") })) != 1 {
				t.Error("want one hgroup holding the h1 and the subtitle")
			}
		})
	}
}
