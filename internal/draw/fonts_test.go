package draw

import (
	"math"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// kitAlphabet is every character the kit's three languages need.
const kitAlphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
	" .,;:!?'\"()[]{}-+/%&*#@=<>_" +
	"ąćęłńóśźżĄĆĘŁŃÓŚŹŻ" +
	"àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»\u202f\u00a0" +
	"–—’“”„…×½⅝"

func TestFacesCoverKitAlphabet(t *testing.T) {
	for _, face := range Faces() {
		if m := Missing(Font{face, 10}, kitAlphabet); len(m) > 0 {
			t.Errorf("face %s lacks %q", face, string(m))
		}
	}
}

// TestCapsFallback documents which runes the caps face borrows from the serif face.
func TestCapsFallback(t *testing.T) {
	gs, err := Layout(Font{Caps, 10}, "A\u202f⅝")
	if err != nil {
		t.Fatal(err)
	}
	got := []Face{gs[0].Face, gs[1].Face, gs[2].Face}
	if want := []Face{Caps, Serif, Serif}; !slices.Equal(got, want) {
		t.Errorf("faces of A, U+202F, ⅝ = %v, want %v", got, want)
	}
}

// The serif faces borrow from the sans faces the symbols Liberation lacks, such as the
// ⟦ ⟧ of a draft translation; the caps face reaches them through the serif face.
func TestSerifFallsBackToSans(t *testing.T) {
	cases := []struct {
		face Face
		want []Face
	}{
		{Serif, []Face{Sans, Serif, Sans}},
		{SerifBold, []Face{SansBold, SerifBold, SansBold}},
		{Caps, []Face{Caps, Caps, Caps}}, // Latin Modern has ⟦ ⟧ itself
	}
	for _, c := range cases {
		gs, err := Layout(Font{c.face, 10}, "⟦A⟧")
		if err != nil {
			t.Fatal(err)
		}
		got := []Face{gs[0].Face, gs[1].Face, gs[2].Face}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: faces of ⟦A⟧ = %v, want %v", c.face, got, c.want)
		}
	}
	// Two steps: neither Latin Modern nor Liberation has the check mark.
	gs, err := Layout(Font{Caps, 10}, "✓")
	if err != nil {
		t.Fatal(err)
	}
	if gs[0].Face != Sans {
		t.Errorf("caps ✓ drawn from %s, want sans", gs[0].Face)
	}
}

func TestMissing(t *testing.T) {
	tests := []struct {
		face Face
		s    string
		want string
	}{
		{Serif, "Zażółć gęślą jaźń", ""},
		{Serif, "a\tb\nc", "\t\n"},
		{Sans, "日本日", "日本"},
		{Sans, "emoji 🎲", "🎲"},
		{Serif, "bad \xff utf8", "\ufffd"},
		{Face("nope"), "ab", "ab"},
	}
	for _, tt := range tests {
		if got := string(Missing(Font{tt.face, 10}, tt.s)); got != tt.want {
			t.Errorf("Missing(%s, %q) = %q, want %q", tt.face, tt.s, got, tt.want)
		}
	}
}

func TestLayoutErrors(t *testing.T) {
	if _, err := Layout(Font{Serif, 10}, "ok 🎲"); err == nil || !strings.Contains(err.Error(), "U+1F3B2") {
		t.Errorf("Layout with emoji: err = %v, want one naming U+1F3B2", err)
	}
	if _, err := Layout(Font{"nope", 10}, "a"); err == nil {
		t.Error("Layout with unknown face: no error")
	}
}

// TestWidth checks Width against the advances sfnt reads from the original font files
// (the kit fonts round advances to 1/1000 em, so allow that much per glyph).
func TestWidth(t *testing.T) {
	const s = "Zażółć gęślą jaźń – « Où ça ? » AVATAR"
	for _, src := range faceSources {
		f, err := sfnt.Parse(src.file)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		upem := fixed.Int26_6(f.UnitsPerEm()) << 6
		want := 0.0
		for _, r := range s {
			gi, _ := f.GlyphIndex(&buf, r)
			adv, err := f.GlyphAdvance(&buf, gi, upem, font.HintingNone)
			if err != nil {
				t.Fatal(err)
			}
			want += float64(adv) / 64 / float64(f.UnitsPerEm())
		}
		fnt := Font{src.face, 12}
		want *= 12 * MMPerPt
		got := Width(fnt, s)
		if tol := 0.0005 * 12 * MMPerPt * float64(utf8.RuneCountInString(s)); math.Abs(got-want) > tol {
			t.Errorf("Width(%s) = %.4f mm, want %.4f ± %.4f", src.face, got, want, tol)
		}
		if w2 := Width(Font{src.face, 24}, s); math.Abs(w2-2*got) > 1e-9 {
			t.Errorf("Width(%s) at 24 pt = %v, want twice %v", src.face, w2, got)
		}
	}
}

func TestVerticalMetrics(t *testing.T) {
	for _, face := range Faces() {
		f := Font{face, 10}
		a, d, lh := Ascent(f), Descent(f), LineHeight(f)
		// A 10 pt font is 3.53 mm per em; ascent and descent are parts of that.
		if a < 2 || a > 4 || d < 0.5 || d > 1.5 || lh < a+d-1e-9 || lh > 5 {
			t.Errorf("%s: ascent %.3f, descent %.3f, line height %.3f mm: implausible", face, a, d, lh)
		}
	}
	if Ascent(Font{"nope", 10}) != 0 || Width(Font{"nope", 10}, "a") != 0 {
		t.Error("unknown face: metrics not zero")
	}
}

// TestKitFontsRoundTrip parses each kit font with sfnt, an independent reader, and
// checks that it maps runes to the same advances and outlines as the original font.
func TestKitFontsRoundTrip(t *testing.T) {
	for _, src := range faceSources {
		ttf, err := FontFile(src.face)
		if err != nil {
			t.Fatal(err)
		}
		kit, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatalf("%s: kit font does not parse: %v", src.face, err)
		}
		orig, _ := sfnt.Parse(src.file)
		t.Logf("%-16s %4d glyphs, %3d KB (original: %4d glyphs, %3d KB)",
			src.face, kit.NumGlyphs(), len(ttf)>>10, orig.NumGlyphs(), len(src.file)>>10)
		if kit.UnitsPerEm() != orig.UnitsPerEm() {
			t.Errorf("%s: unitsPerEm %d, want %d", src.face, kit.UnitsPerEm(), orig.UnitsPerEm())
		}
		upem := fixed.Int26_6(orig.UnitsPerEm()) << 6
		var kb, ob sfnt.Buffer
		for _, r := range "AgŁœ€" {
			kg, _ := kit.GlyphIndex(&kb, r)
			og, _ := orig.GlyphIndex(&ob, r)
			if kg == 0 || og == 0 {
				t.Errorf("%s: %q maps to glyph %d in kit font, %d in original", src.face, r, kg, og)
				continue
			}
			ka, _ := kit.GlyphAdvance(&kb, kg, upem, font.HintingNone)
			oa, _ := orig.GlyphAdvance(&ob, og, upem, font.HintingNone)
			if ka != oa {
				t.Errorf("%s: %q advance %v, want %v", src.face, r, ka, oa)
			}
			kBounds, _, err := kit.GlyphBounds(&kb, kg, upem, font.HintingNone)
			if err != nil {
				t.Fatalf("%s: %q: %v", src.face, r, err)
			}
			oBounds, _, _ := orig.GlyphBounds(&ob, og, upem, font.HintingNone)
			// glyph bounds differ only by rounding to whole font units
			if d := maxDiff(kBounds, oBounds); d > 2*64 {
				t.Errorf("%s: %q bounds %v, want %v", src.face, r, kBounds, oBounds)
			}
		}
	}
}

func maxDiff(a, b fixed.Rectangle26_6) fixed.Int26_6 {
	d := fixed.Int26_6(0)
	for _, v := range []fixed.Int26_6{a.Min.X - b.Min.X, a.Min.Y - b.Min.Y, a.Max.X - b.Max.X, a.Max.Y - b.Max.Y} {
		d = max(d, v, -v)
	}
	return d
}

func TestGlyphOutline(t *testing.T) {
	gs, err := Layout(Font{Serif, 10}, "O ")
	if err != nil {
		t.Fatal(err)
	}
	o := GlyphOutline(Serif, gs[0].Index)
	minY, maxY := math.Inf(1), math.Inf(-1)
	for _, s := range o.Segments() {
		for _, p := range s.Pts[:s.Op.NumPoints()] {
			minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
		}
	}
	// "O" stands on the baseline (y = 0) and reaches up (negative y) about 0.68 em.
	if minY > -600 || minY < -750 || maxY > 20 || maxY < -20 {
		t.Errorf("outline of O spans y %.0f..%.0f per mille em, want about -680..0", minY, maxY)
	}
	if !GlyphOutline(Serif, gs[1].Index).Empty() {
		t.Error("space has an outline")
	}
}

func FuzzWidthMissing(f *testing.F) {
	for _, s := range []string{"", "Zażółć", "\xff\xfe", "🎲 x", "\u202f«»", strings.Repeat("é", 40)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, face := range append(Faces(), "unknown") {
			fnt := Font{face, 9}
			w := Width(fnt, s)
			if w < 0 || math.IsNaN(w) {
				t.Fatalf("Width(%s, %q) = %v", face, s, w)
			}
			m := Missing(fnt, s)
			_, err := Layout(fnt, s)
			if known := face != "unknown"; known && (len(m) == 0) != (err == nil) || !known && err == nil {
				t.Fatalf("%s %q: Missing %q but Layout error %v", face, s, string(m), err)
			}
		}
	})
}

func BenchmarkWidth(b *testing.B) {
	f := Font{Serif, 10}
	s := "Rycerz wyrusza na wyprawę — le chevalier part en quête."
	for b.Loop() {
		Width(f, s)
	}
}

// TestContourOrientation checks that kit glyphs follow TrueType's rule (outer contours
// clockwise, holes counterclockwise): a glyph whose hole turns the same way as its
// outline is drawn filled in, as happened when only curved CFF contours were reversed.
func TestContourOrientation(t *testing.T) {
	for _, face := range Faces() {
		fd := load(face)
		for _, r := range "AaoO8ąĄ" {
			g := fd.font.glyphs[fd.font.glyphOf[r]]
			outer, holes := 0.0, 0
			for _, c := range g.contours {
				a := signedArea(c)
				if math.Abs(a) > math.Abs(outer) {
					outer = a
				}
				if a > 0 {
					holes++
				}
			}
			if outer >= 0 || holes == 0 {
				t.Errorf("%s %q: largest contour area %.0f (want < 0, clockwise), %d counterclockwise holes (want > 0)", face, r, outer, holes)
			}
		}
	}
}

// signedArea is the shoelace area of a contour's points, y up: negative when clockwise.
func signedArea(c []contourPoint) float64 {
	a := 0.0
	for i := range c {
		p, q := c[i], c[(i+1)%len(c)]
		a += float64(p.x)*float64(q.y) - float64(q.x)*float64(p.y)
	}
	return a / 2
}

func TestUnprintable(t *testing.T) {
	got := Unprintable("Wiosna 春 😀 «» ⅝ 春\u00a0ą")
	if string(got) != "春😀" {
		t.Errorf("Unprintable = %q, want the CJK and the emoji once each", string(got))
	}
	if got := Unprintable(kitAlphabet); len(got) > 0 {
		t.Errorf("the kit's alphabet has unprintable runes %q", string(got))
	}
}

// A no-break space binds two words without showing: in every face it is as wide as the
// face's word space, blank, drawn by the face itself, and still its own rune when read
// back. Latin Modern Caps maps U+00A0 to a glyph half as wide again as its space, which
// opened a visible gap in the rulebook's small-capital headings („I  ICH”).
func TestNoBreakSpaceIsAWordSpace(t *testing.T) {
	for _, face := range Faces() {
		f := Font{face, 10}
		if nb, sp := Width(f, "\u00a0"), Width(f, " "); nb != sp {
			t.Errorf("%s: no-break space %.4f mm wide, word space %.4f mm", face, nb, sp)
		}
		gs, err := Layout(f, "I\u00a0ICH")
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := Layout(f, "I ICH")
		if gs[2].X != plain[2].X {
			t.Errorf("%s: word after a no-break space at %d/1000 em, after a space at %d", face, gs[2].X, plain[2].X)
		}
		nb := gs[1]
		if nb.Face != face {
			t.Errorf("%s: no-break space drawn by %s", face, nb.Face)
		}
		if !GlyphOutline(nb.Face, nb.Index).Empty() {
			t.Errorf("%s: no-break space glyph has an outline", face)
		}
		if r, _ := RuneOf(nb.Face, nb.Index); r != '\u00a0' {
			t.Errorf("%s: no-break space glyph reads back as %U", face, r)
		}
	}
}

// The embedded font says the same as Width: a PDF viewer sets the no-break space from
// the font file's own advance.
func TestNoBreakSpaceInFontFile(t *testing.T) {
	for _, face := range Faces() {
		ttf, err := FontFile(face)
		if err != nil {
			t.Fatal(err)
		}
		kit, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var b sfnt.Buffer
		upem := fixed.Int26_6(kit.UnitsPerEm()) << 6
		adv := func(r rune) fixed.Int26_6 {
			g, _ := kit.GlyphIndex(&b, r)
			a, _ := kit.GlyphAdvance(&b, g, upem, font.HintingNone)
			return a
		}
		if nb, sp := adv('\u00a0'), adv(' '); nb != sp || sp == 0 {
			t.Errorf("%s: font file's no-break space advance %v, space %v", face, nb, sp)
		}
	}
}
