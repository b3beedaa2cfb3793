package pdfdraw

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/draw/internal/num"
)

// A figure that Reuse draws again and again (the icons of a counter sheet: the same few,
// hundreds of times) becomes a Form XObject: its paths are written once, and each use is
// one "Do". fpdf has templates for this, but each is a whole second document; these are
// plain streams that the fix-up pass adds to the file, as it does the link annotations.

// form is one reused figure: its content in points, y up, with the figure's origin at
// (0, 0), and the bounds of what it draws.
type form struct {
	content        []byte  // the figure's content stream
	x0, y0, x1, y1 float64 // bounds of the path points, in pt
	width          float64 // widest line the figure sets, in pt; -1 while it sets none
	unbounded      bool    // bounds unknown (a rotation, or a stroke of inherited width)
}

func newForm() *form {
	return &form{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1), width: -1}
}

func (f *form) extend(x, y float64) {
	f.x0, f.y0 = min(f.x0, x), min(f.y0, y)
	f.x1, f.y1 = max(f.x1, x), max(f.y1, y)
}

// bbox is the form's bounding box: the points it draws, widened by how far a stroke
// may reach past them (half the width, up to the miter limit of 10 at sharp corners).
// A form whose reach is unknown gets a box far larger than any page.
func (f *form) bbox() [4]float64 {
	if f.unbounded || f.x0 > f.x1 {
		const far = 14400 // 200 inches, the largest page PDF viewers accept
		return [4]float64{-far, -far, far, far}
	}
	pad := 1 + 5*max(f.width, 0)
	return [4]float64{f.x0 - pad, f.y0 - pad, f.x1 + pad, f.y1 + pad}
}

// Reuse draws the figure into a form the first time its key is seen in this document,
// and places the form at (x, y). Inside a figure, a nested figure is drawn in place.
func (p *page) Reuse(key string, x, y float64, figure func(draw.Canvas)) {
	if !p.ok("Reuse") {
		return
	}
	if !finite(x, y, p.tx, p.ty) {
		p.d.failPage("figure %q at (%v, %v): not a finite position", key, x, y)
		return
	}
	if p.form != nil {
		p.Push()
		p.Translate(x, y)
		figure(p)
		p.Pop()
		return
	}
	i, ok := p.d.formIdx[key]
	if !ok {
		fp := &page{d: p.d, form: newForm()}
		figure(fp)
		fp.finish()
		fp.form.content = fp.content
		i = len(p.d.forms)
		p.d.forms = append(p.d.forms, fp.form)
		p.d.formIdx[key] = i
	}
	b := append(p.buf[:0], "q 1 0 0 1 "...)
	b = num.Append(b, (x+p.tx)*ptPerMM, 2)
	b = append(b, ' ')
	b = num.Append(b, (p.h-y-p.ty)*ptPerMM, 2)
	b = append(b, " cm /Fm"...)
	b = strconv.AppendInt(b, int64(i+1), 10)
	p.buf = append(b, " Do Q"...)
	p.rawBuf()
}

// addForms writes each form as an XObject and names it /Fm1, /Fm2, ... in the
// resource dictionary that every fpdf page shares (object 2).
func (f *pdfFile) addForms(forms []*form) error {
	if len(forms) == 0 {
		return nil
	}
	var refs []byte
	for k, fm := range forms {
		refs = fmt.Appendf(refs, "/Fm%d %d 0 R\n", k+1, f.add(formObject(fm, resourcesNum)))
	}
	return f.insertResources("/XObject <<\n", refs)
}

// resourcesNum is the object that fpdf writes the resource dictionary of every page in.
const resourcesNum = 2

// insertResources adds entries at the start of one of the dictionaries (dict, e.g.
// "/Font <<\n") of the shared resource dictionary.
func (f *pdfFile) insertResources(dict string, entries []byte) error {
	res := f.object(resourcesNum)
	var i int
	if res != nil {
		i = bytes.Index(res.body, []byte(dict))
	}
	if res == nil || i < 0 {
		return fmt.Errorf("no %q in resource object %d", dict, resourcesNum)
	}
	res.body = slices.Insert(slices.Clone(res.body), i+len(dict), entries...)
	return nil
}

func formObject(fm *form, resNum int) []byte {
	dict := []byte("/Type /XObject /Subtype /Form /BBox [")
	for k, v := range fm.bbox() {
		if k > 0 {
			dict = append(dict, ' ')
		}
		dict = num.Append(dict, v, 2)
	}
	dict = fmt.Appendf(dict, "] /Resources %d 0 R", resNum)
	return stream(dict, bytes.TrimSuffix(fm.content, []byte("\n")))
}
