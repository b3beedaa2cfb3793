package check

import (
	"strings"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/component"
	"github.com/excalibur-kit/excalibur/internal/impose"
)

// verifyCalibration checks that the back of the calibration sheet prints every number
// of its two scales: the drifts from -reach to +reach, a number every `every` mm
// (layout/calibration.toml), once on each scale.
func verifyCalibration(c *checker, files []build.File) {
	s := c.x.Layout.Calibration.Scales
	for _, f := range files {
		toks, ok := c.backTokens(f)
		if !ok {
			continue
		}
		for v := -s.Reach; v <= s.Reach; v++ {
			if v%s.Every != 0 {
				continue
			}
			if n, want := count(toks, c.x.L.Signed(v)), 2; n < want {
				c.fail(f.Path, "scales", "%q printed %d times on the back, expected once on each of the %d scales", c.x.L.Signed(v), n, want)
			}
		}
	}
}

// backTokens is the text of the calibration sheet's back: its PDF's second page, or
// its back's SVG. The front's SVG has nothing to check and gives none.
func (c *checker) backTokens(f build.File) ([]string, bool) {
	if f.Format == "svg" {
		toks, ok := c.svgTokens(f)
		return toks, ok && strings.HasSuffix(f.Path, "/back.svg")
	}
	pages, ok := c.pdfTokens(f)
	if !ok {
		return nil, false
	}
	if len(pages) != 2 {
		c.fail(f.Path, "pages", "%d pages, expected a front and a back", len(pages))
		return nil, false
	}
	return pages[1].Tokens, true
}

// verifyPrintList checks the table of files against the manifest: every PDF of the
// language in print order, with the pages the manifest gives it and the copies the data
// gives.
func verifyPrintList(c *checker, files []build.File) {
	p := c.x.Layout.Paper[c.paper]
	pr := component.Print{Paper: impose.Paper{Name: c.paper, W: p.Width, H: p.Height}}
	if c.fold {
		pr.Mode = impose.Fold
	}
	kit := build.KitFiles(c.kit)[c.x.L.Lang]
	for _, f := range files {
		toks, ok := c.tokensOf(f)
		if !ok {
			continue
		}
		c.tables(f.Path, toks, c.x.PrintListTable(kit, pr))
	}
}
