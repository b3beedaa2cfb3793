package pdftext

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkExtract24Pages extracts a 24-page fpdf PDF, each page a title, ten
// justified paragraphs in three languages and a 20 × 4 table (2,664 runs and
// 109,000 characters in all). On the project's 2-core machine, shared with other
// jobs (load average 5), it took 16–25 ms; most of it is the library's tokenizer:
//
//	BenchmarkExtract24Pages-2  100  24322198 ns/op  4.14 MB/s  109214 chars  2664 runs  6852138 B/op  182972 allocs/op
func BenchmarkExtract24Pages(b *testing.B) {
	data := bookPDF(b, 24)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	var runs []Run
	for b.Loop() {
		var err error
		runs, err = Extract(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			b.Fatal(err)
		}
	}
	chars := 0
	for _, r := range runs {
		chars += len([]rune(r.Text))
	}
	b.ReportMetric(float64(len(runs)), "runs")
	b.ReportMetric(float64(chars), "chars")
}

// bookPDF is a text-heavy rulebook of the given number of pages.
func bookPDF(tb testing.TB, pages int) []byte {
	k := newKit()
	text := strings.Repeat(paragraph+" ", 2)
	for page := 1; page <= pages; page++ {
		k.addPage("P")
		k.pdf.SetFont("serif", "B", 18)
		k.pdf.Text(15, 20, fmt.Sprintf("Rozdział %d — Chapitre %d — Chapter %d", page, page, page))
		k.pdf.SetFont("serif", "", 9)
		k.pdf.SetXY(15, 25)
		for range 10 {
			k.pdf.MultiCell(180, 3.8, text, "", "J", false)
		}
		k.pdf.SetFont("sans", "", 7)
		for row := range 20 {
			y := 200 + 4*float64(row)
			for col, w := range []float64{60, 40, 40, 40} {
				x := 15 + []float64{0, 60, 100, 140}[col]
				k.pdf.SetXY(x, y)
				k.pdf.CellFormat(w, 4, fmt.Sprintf("Kraj %d · %d €", row, page*row*col), "1", 0, "R", false, 0, "")
			}
		}
	}
	var buf bytes.Buffer
	if err := k.pdf.Output(&buf); err != nil {
		tb.Fatalf("fpdf: %v", err)
	}
	return buf.Bytes()
}
