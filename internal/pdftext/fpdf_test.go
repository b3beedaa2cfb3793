package pdftext

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"github.com/go-fonts/dejavu/dejavusans"
	"github.com/go-fonts/liberation/liberationmonoregular"
	"github.com/go-fonts/liberation/liberationserifbold"
	"github.com/go-fonts/liberation/liberationserifregular"
)

// kit draws with fpdf the way the kit does, and records the run each drawing call
// should read back as.
type kit struct {
	pdf  *fpdf.Fpdf
	page int
	want []Run
}

func newKit() *kit {
	p := fpdf.New("P", "mm", "A4", "")
	p.AddUTF8FontFromBytes("serif", "", liberationserifregular.TTF)
	p.AddUTF8FontFromBytes("serif", "B", liberationserifbold.TTF)
	p.AddUTF8FontFromBytes("sans", "", dejavusans.TTF)
	p.AddUTF8FontFromBytes("mono", "", liberationmonoregular.TTF)
	p.SetCellMargin(1.5)
	p.SetAutoPageBreak(false, 0)
	return &kit{pdf: p}
}

func (k *kit) addPage(orientation string) {
	k.pdf.AddPageFormat(orientation, fpdf.SizeType{Wd: 210, Ht: 297})
	k.page++
}

// text is fpdf's Text: the baseline starts at (x, y).
func (k *kit) text(font, style string, size, x, y float64, s string) {
	k.pdf.SetFont(font, style, size)
	k.pdf.Text(x, y, s)
	k.want = append(k.want, Run{Page: k.page, X: x, Y: y, W: k.pdf.GetStringWidth(s), Size: size, Text: s})
}

// cell is one cell of a table, its text placed as fpdf's CellFormat places it.
func (k *kit) cell(x, y, w, h float64, align, s string) {
	k.pdf.SetXY(x, y)
	k.pdf.CellFormat(w, h, s, "1", 0, align, false, 0, "")
	size, sizeMM := k.pdf.GetFontSize()
	sw := k.pdf.GetStringWidth(s)
	margin := k.pdf.GetCellMargin()
	tx := map[string]float64{"L": x + margin, "C": x + (w-sw)/2, "R": x + w - margin - sw}[align]
	k.want = append(k.want, Run{Page: k.page, X: tx, Y: y + h/2 + 0.3*sizeMM, W: sw, Size: size, Text: s})
}

// The texts of the kit's three languages.
var (
	english = []string{
		"Excalibur — Rules of Play",
		"Each knight starts with 3 Valour and 12 gold.",
		"Turn order: draw, move, fight, score (4 phases).",
		"Round 1 of 8",
	}
	polish = []string{
		"Zasady gry — Ekskalibur",
		"Zażółć gęślą jaźń",
		"ZAŻÓŁĆ GĘŚLĄ JAŹŃ",
		"Każdy rycerz zaczyna z 3 punktami męstwa i 12 sztukami złota.",
	}
	french = []string{
		"Règles du jeu — « Excalibur »",
		"Chaque chevalier commence avec 3 points de bravoure.",
		"Prix\u00a0: 12\u00a0€ — cœur, garçon, Noël, à, où, être",
		"Tour\u202f: pioche, déplacement, combat ; Œuvre, ÇA, À bientôt",
	}
	paragraph = "Gracz, który zdobędzie najwięcej punktów chwały, wygrywa. " +
		"Le joueur qui gagne le plus de points de gloire remporte la partie. " +
		"The knight with the most glory wins the game."
	table = [][]string{
		{"Manor", "Gold", "Valour"},
		{"Camelot", "12", "3"},
		{"Tintagel", "7", "10"},
		{"Château de Joyeuse Garde", "100", "0"},
		{"Łęczyca", "-4", "½"},
	}
)

// kitPDF is a four-page fpdf PDF: a page per language in four fonts and sizes, then
// a landscape page with a bordered table, transformed text and a justified
// paragraph. want has the runs of all but the paragraph, which TestJustified checks.
func kitPDF(t testing.TB) (data []byte, want []Run) {
	k := newKit()
	for _, texts := range [][]string{english, polish, french} {
		k.addPage("P")
		k.text("serif", "B", 24, 20, 30, texts[0])
		k.text("serif", "", 11, 20, 45, texts[1])
		k.text("sans", "", 9, 25.4, 55.5, texts[2])
		k.text("mono", "", 10, 20, 250, texts[3])
	}
	k.addPage("L")
	for i, row := range table {
		style := ""
		if i == 0 {
			style = "B"
		}
		k.pdf.SetFont("serif", style, 10)
		x, y := 20.0, 30+8*float64(i)
		k.cell(x, y, 60, 8, "L", row[0])
		k.cell(x+60, y, 25, 8, "R", row[1])
		k.cell(x+85, y, 25, 8, "C", row[2])
	}
	k.transformed()
	k.pdf.SetFont("serif", "", 10)
	k.pdf.SetXY(160, 30)
	k.pdf.MultiCell(80, 5, paragraph, "", "J", false)
	var b bytes.Buffer
	if err := k.pdf.Output(&b); err != nil {
		t.Fatalf("fpdf: %v", err)
	}
	return b.Bytes(), k.want
}

// transformed draws text under fpdf's transformations, which write cm inside q/Q.
func (k *kit) transformed() {
	k.pdf.TransformBegin()
	k.pdf.TransformScale(200, 200, 20, 100)
	k.text("sans", "", 10, 20, 100, "×2 scaled")
	last := &k.want[len(k.want)-1]
	last.Size, last.W = 20, 2*last.W
	k.pdf.TransformEnd()

	k.pdf.TransformBegin()
	k.pdf.TransformTranslate(10, 5)
	k.text("sans", "", 10, 20, 120, "moved")
	k.want[len(k.want)-1].X, k.want[len(k.want)-1].Y = 30, 125
	k.pdf.TransformRotate(30, 100, 150)
	k.text("sans", "", 10, 100, 150, "rotated 30°")
	k.want[len(k.want)-1].X, k.want[len(k.want)-1].Y = 110, 155
	k.pdf.TransformEnd()

	k.text("sans", "", 10, 20, 170, "after the transforms")
}

func TestExtractFpdf(t *testing.T) {
	data, want := kitPDF(t)
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	// The justified paragraph comes last and is checked by TestJustified.
	if len(got) < len(want) {
		t.Fatalf("got %d runs, want at least %d: %+v", len(got), len(want), got)
	}
	assertRuns(t, got[:len(want)], want)
}

// TestJustified checks a paragraph that fpdf justifies with TJ kerning: each line
// one run, at the cell's left edge, every line but the last as wide as the cell.
func TestJustified(t *testing.T) {
	data, want := kitPDF(t)
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	lines := got[len(want):]
	if len(lines) < 3 {
		t.Fatalf("paragraph read as %d runs, want at least 3: %+v", len(lines), lines)
	}
	var texts []string
	for i, r := range lines {
		texts = append(texts, r.Text)
		wantW := 80 - 2*1.5
		if i == len(lines)-1 {
			wantW = r.W // the last line is not justified
		}
		if r.Page != 4 || !near(r.X, 161.5) || !near(r.Y, 30+2.5+0.3*10*mmPerPt+5*float64(i)) || !near(r.W, wantW) {
			t.Errorf("line %d = %+v; want page 4 at (161.5, %.2f) and %.1f mm wide",
				i, r, 30+2.5+0.3*10*mmPerPt+5*float64(i), wantW)
		}
	}
	if s := strings.Join(texts, " "); s != paragraph {
		t.Errorf("paragraph reads\n%q\nwant\n%q", s, paragraph)
	}
}

// TestTableLines reads the table back row by row, as the check does.
func TestTableLines(t *testing.T) {
	data, _ := kitPDF(t)
	runs, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var cells []Run // the table is on page 4, left of x = 150 mm, above y = 75 mm
	for _, r := range runs {
		if r.Page == 4 && r.X < 150 && r.Y < 75 {
			cells = append(cells, r)
		}
	}
	var rows [][]string
	for _, line := range Lines(cells) {
		var row []string
		for _, r := range line {
			row = append(row, r.Text)
		}
		rows = append(rows, row)
	}
	if len(rows) != len(table) {
		t.Fatalf("read %d table rows, want %d: %q", len(rows), len(table), rows)
	}
	for i := range table {
		if strings.Join(rows[i], "|") != strings.Join(table[i], "|") {
			t.Errorf("row %d = %q, want %q", i, rows[i], table[i])
		}
	}
}

func TestExtractFile(t *testing.T) {
	data, want := kitPDF(t)
	path := filepath.Join(t.TempDir(), "kit.pdf")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := ExtractFile(path)
	if err != nil {
		t.Fatal(err)
	}
	assertRuns(t, got[:len(want)], want)

	missing := filepath.Join(t.TempDir(), "missing.pdf")
	if _, err := ExtractFile(missing); err == nil || !strings.Contains(err.Error(), "missing.pdf") {
		t.Errorf("ExtractFile(%q) error = %v, want one naming the file", missing, err)
	}
}
