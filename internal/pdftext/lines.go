package pdftext

import (
	"cmp"
	"slices"
)

// LineTolerance is how far apart, in mm, two baselines may be and still make one
// line. fpdf centres a cell's text at 0.3 × font size below the cell's middle, so
// cells of one table row whose fonts differ by up to 9 pt land within 1 mm, while
// the leading of even 6 pt text is over 2 mm.
const LineTolerance = 1.0

// Lines groups runs into visual lines: page by page, top to bottom, each line's runs
// sorted left to right. A run joins a line when its baseline is within
// LineTolerance of the line's first (topmost) baseline, so a line never drifts
// down a slope of runs each close to the last.
func Lines(runs []Run) [][]Run {
	sorted := slices.Clone(runs)
	slices.SortStableFunc(sorted, func(a, b Run) int {
		return cmp.Or(cmp.Compare(a.Page, b.Page), cmp.Compare(a.Y, b.Y))
	})
	var lines [][]Run
	for i := 0; i < len(sorted); {
		j := i + 1
		for j < len(sorted) && sorted[j].Page == sorted[i].Page && sorted[j].Y-sorted[i].Y <= LineTolerance {
			j++
		}
		line := sorted[i:j:j]
		slices.SortStableFunc(line, func(a, b Run) int { return cmp.Compare(a.X, b.X) })
		lines = append(lines, line)
		i = j
	}
	return lines
}
