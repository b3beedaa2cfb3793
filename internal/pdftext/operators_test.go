package pdftext

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

// tol is how close a position must be, in mm.
const tol = 0.1

// at is the run expected on page 1 of an 800 pt high fixture page, with positions
// and width given in points from the bottom-left corner, as in the content stream.
func at(x, y, w, size float64, text string) Run {
	return Run{Page: 1, X: x * mmPerPt, Y: (800 - y) * mmPerPt, W: w * mmPerPt, Size: size, Text: text}
}

func TestOperators(t *testing.T) {
	tests := []struct {
		name    string
		content string
		want    []Run
	}{
		{"Td then Tj", "BT /F1 10 Tf 72 700 Td (Hello) Tj ET",
			[]Run{at(72, 700, 25, 10, "Hello")}},
		{"Tj advances the text matrix", "BT /F1 10 Tf 72 700 Td (ab) Tj (cd) Tj ET",
			[]Run{at(72, 700, 10, 10, "ab"), at(82, 700, 10, 10, "cd")}},
		{"Tc on every code, Tw on the one-byte space", "BT /F1 10 Tf 2 Tc 3 Tw 72 700 Td (a b) Tj (c) Tj ET",
			[]Run{at(72, 700, 3*5+3*2+3, 10, "a b"), at(96, 700, 7, 10, "c")}},
		{"Tz scales advances", "BT /F1 10 Tf 50 Tz 72 700 Td (ab) Tj (c) Tj ET",
			[]Run{at(72, 700, 5, 10, "ab"), at(77, 700, 2.5, 10, "c")}},
		{"Ts raises the baseline", "BT /F1 10 Tf 3 Ts 72 700 Td (x) Tj ET",
			[]Run{at(72, 703, 5, 10, "x")}},
		{"Tm scales the font and Td", "BT /F1 1 Tf 10 0 0 10 72 700 Tm (ab) Tj 0 -2 Td (c) Tj ET",
			[]Run{at(72, 700, 10, 10, "ab"), at(72, 680, 5, 10, "c")}},
		{"TD sets the leading for T* and '", "BT /F1 10 Tf 72 700 Td 0 -12 TD (a) Tj T* (b) Tj (c) ' ET",
			[]Run{at(72, 688, 5, 10, "a"), at(72, 676, 5, 10, "b"), at(72, 664, 5, 10, "c")}},
		{`" sets Tw and Tc, then moves by TL`, `BT /F1 10 Tf 14 TL 72 700 Td 4 1 (a b) " ET`,
			[]Run{at(72, 686, 3*5+3*1+4, 10, "a b")}},
		{"TJ is one run with its adjustments", "BT /F1 10 Tf 72 700 Td [(A) -500 (B) 200 (C)] TJ (D) Tj ET",
			[]Run{at(72, 700, 15+5-2, 10, "ABC"), at(90, 700, 5, 10, "D")}},
		{"TJ shows the last of two arrays", "BT /F1 10 Tf 72 700 Td [(x) [(y)]] [(A) -500 [(z)] (B)] TJ ET",
			[]Run{at(72, 700, 15, 10, "AB")}},
		{"a TJ run starts at its first string", "BT /F1 10 Tf 72 700 Td [-1000 (A)] TJ ET",
			[]Run{at(82, 700, 5, 10, "A")}},
		{"cm scales and moves, Q restores it", "q 2 0 0 2 10 20 cm BT /F1 10 Tf 31 340 Td (a) Tj ET Q BT /F1 10 Tf 72 700 Td (b) Tj ET",
			[]Run{at(72, 700, 10, 20, "a"), at(72, 700, 5, 10, "b")}},
		{"Q restores the text state", "q 5 Tc Q BT /F1 10 Tf 72 700 Td (ab) Tj ET",
			[]Run{at(72, 700, 10, 10, "ab")}},
		{"rotated text keeps its origin and width", "q 0 1 -1 0 300 400 cm BT /F1 10 Tf 0 0 Td (ab) Tj ET Q",
			[]Run{at(300, 400, 10, 10, "ab")}},
		{"Type0 codes through every ToUnicode form, no Tw on two-byte codes",
			"BT /F2 10 Tf 5 Tw 72 700 Td <0001000200200021000A000B000C0001> Tj ET",
			[]Run{at(72, 700, (600+700+1000+1000+3*400+600)/100.0, 10, "ŁfiABąę😀Ł")}},
		{"a Type0 code without ToUnicode entry", "BT /F2 10 Tf 72 700 Td <0099> Tj ET",
			[]Run{at(72, 700, 10, 10, "\uFFFD")}},
		{"WinAnsi codes of a one-byte font", `BT /F1 10 Tf 72 700 Td (\200 caf\351) Tj ET`,
			[]Run{at(72, 700, 30, 10, "€ café")}},
		{"Form XObject with its matrix and resources", "q 1 0 0 1 0 50 cm /X1 Do Q",
			[]Run{at(105, 155, 20, 10, "form")}},
		{"an unknown font still shows its text", "BT /Nope 10 Tf 72 700 Td (hi) Tj ET",
			[]Run{at(72, 700, 0, 10, "hi")}},
		{"an empty string is no run", "BT /F1 10 Tf 72 700 Td () Tj [] TJ ET", nil},
		{"an operator short of operands is ignored", "BT /F1 10 Tf 700 Td (a) Tj ET",
			[]Run{at(0, 0, 5, 10, "a")}},
		{"Q without q is ignored", "Q Q BT /F1 10 Tf 72 700 Td (a) Tj ET",
			[]Run{at(72, 700, 5, 10, "a")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := fixturePDF("0 0 600 800", tt.content)
			got, err := Extract(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			assertRuns(t, got, tt.want)
		})
	}
}

// TestFormFirstUsedLater checks that a form first met in the middle of a later page's
// content (parsed while that page's own parse is under way) leaves the page's text
// intact, and that the form's kept operands are its own (the reader reuses its arrays).
func TestFormFirstUsedLater(t *testing.T) {
	data := buildPDF(
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 600 800] "+
			"/Resources << /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >> >>",
		"<< /Type /Page /Parent 2 0 R /Contents 7 0 R >>",
		"<< /Type /Page /Parent 2 0 R /Contents 8 0 R >>",
		fixtureF1,
		stream("/Type /XObject /Subtype /Form /BBox [0 0 100 100]", "BT /F1 10 Tf 5 5 Td [(fo) (rm)] TJ [()] TJ ET"),
		stream("", "BT /F1 10 Tf 72 700 Td (one) Tj ET"),
		stream("", "/X1 Do BT /F1 10 Tf 72 700 Td [(after) ( the form)] TJ ET /X1 Do"),
	)
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	want := []Run{at(72, 700, 15, 10, "one"), at(5, 5, 20, 10, "form"), at(72, 700, 70, 10, "after the form"), at(5, 5, 20, 10, "form")}
	for i := 1; i < 4; i++ {
		want[i].Page = 2
	}
	assertRuns(t, got, want)
}

// TestMediaBoxOrigin checks that positions are measured from the MediaBox's corner,
// not from the origin of user space.
func TestMediaBoxOrigin(t *testing.T) {
	data := fixturePDF("100 50 700 850", "BT /F1 10 Tf 172 750 Td (a) Tj ET")
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	assertRuns(t, got, []Run{at(72, 700, 5, 10, "a")})
}

// TestPageTree checks page numbers through a two-level page tree with an empty
// subtree, and the inherited MediaBox and Resources.
func TestPageTree(t *testing.T) {
	data := pagesPDF(3)
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var want []Run
	for i := 1; i <= 3; i++ {
		r := at(72, 700, 30, 10, fmt.Sprintf("page %d", i))
		r.Page = i
		want = append(want, r)
	}
	assertRuns(t, got, want)
}

// assertRuns compares runs exactly in text and page, and within tol in position.
func assertRuns(t *testing.T, got, want []Run) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d runs, want %d:\n got %+v\nwant %+v", len(got), len(want), got, want)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Page != w.Page || g.Text != w.Text || !near(g.X, w.X) || !near(g.Y, w.Y) ||
			!near(g.W, w.W) || math.Abs(g.Size-w.Size) > 0.01 {
			t.Errorf("run %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}

func near(a, b float64) bool { return math.Abs(a-b) <= tol }

// TestHiddenText checks that a run a reader cannot see says why: an invisible render
// mode (kept until a visible one, restored by Q), a size under a point, a place off the
// page; and that text a reader sees says nothing.
func TestHiddenText(t *testing.T) {
	content := "BT /F1 10 Tf 72 700 Td (seen) Tj ET " +
		"q BT 3 Tr /F1 10 Tf 72 680 Td (name) Tj ET BT 72 660 Td (still) Tj 0 Tr (back) Tj ET Q " +
		"q BT 7 Tr ET Q BT /F1 10 Tf 72 640 Td (restored) Tj ET " +
		"BT /F1 0.5 Tf 72 620 Td (tiny) Tj ET " +
		"BT /F1 10 Tf -200 600 Td (left) Tj 200 -100 Td (below) Tj 0 -2000 Td (under) Tj ET"
	data := fixturePDF("0 0 600 800", content)
	got, err := Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"seen": "", "name": "drawn invisible (text render mode 3)", "still": "drawn invisible (text render mode 3)",
		"back": "", "restored": "", "tiny": "0.5 pt high, too small to read",
		"left": "outside the page", "below": "", "under": "outside the page",
	}
	if len(got) != len(want) {
		t.Fatalf("%d runs, want %d: %+v", len(got), len(want), got)
	}
	for _, r := range got {
		w := want[r.Text]
		if w == "" && r.Hidden != "" || w != "" && !strings.HasPrefix(r.Hidden, w) {
			t.Errorf("%q: hidden %q, want %q", r.Text, r.Hidden, w)
		}
		if r.Invisible != strings.HasPrefix(w, "drawn invisible") {
			t.Errorf("%q: invisible %v", r.Text, r.Invisible)
		}
	}
}
