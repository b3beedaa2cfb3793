package pdftext

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// matrix is a PDF transformation matrix [a b c d e f]; a point (x, y) maps to
// (a·x + c·y + e, b·x + d·y + f).
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul returns m × n: m applied first, then n.
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2],
		m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2],
		m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4],
		m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

func (m matrix) apply(x, y float64) (float64, float64) {
	return m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]
}

func translate(tx, ty float64) matrix { return matrix{1, 0, 0, 1, tx, ty} }

// gstate is the part of the graphics state that q and Q save and restore: the CTM
// and the text state parameters (which are graphics state too, unlike Tm).
type gstate struct {
	ctm       matrix
	font      *font
	size      float64 // Tfs
	charSpace float64 // Tc
	wordSpace float64 // Tw
	hscale    float64 // Tz / 100
	leading   float64 // TL
	rise      float64 // Ts
	render    int     // Tr: 3 and 7 draw nothing
}

// maxFormDepth bounds nested Form XObjects, which a malformed file can make cyclic.
const maxFormDepth = 8

// interp runs the content of one page (or Form XObject) and records its runs.
type interp struct {
	x       *extractor
	box     [4]float64
	res     dict             // current /Resources
	fonts   map[string]*font // by resource name, for res
	gs      gstate
	saved   []gstate
	tm, tlm matrix // text matrix and text line matrix
	depth   int    // Form XObject nesting
	err     error  // first error; later operators are skipped
}

func (x *extractor) extractPage(pg page) error {
	in := &interp{
		x: x, box: pg.box, res: pg.resources, fonts: map[string]*font{},
		gs: gstate{ctm: identity, hscale: 1},
	}
	r, err := x.contents(x.f.get(pg.v, "Contents"))
	if err != nil {
		return err
	}
	defer r.Close()
	if err := x.parseContent(r, in.do); err != nil {
		return err
	}
	return cmpErr(in.err, x.f.err)
}

func cmpErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// contents decodes a page's /Contents: a stream, or an array of streams read as one.
func (x *extractor) contents(v object) (io.ReadCloser, error) {
	var streams []*pdfStream
	switch c := v.(type) {
	case *pdfStream:
		streams = append(streams, c)
	case array:
		for _, o := range c {
			if s := x.f.stream(o); s != nil {
				streams = append(streams, s)
			}
		}
	}
	var rs []io.Reader
	var cs multiCloser
	for _, s := range streams {
		r, err := x.f.decode(s)
		if err != nil {
			cs.Close()
			return nil, err
		}
		// A space between two streams, so that their tokens never run together.
		rs = append(rs, r, strings.NewReader(" "))
		cs = append(cs, r)
	}
	return struct {
		io.Reader
		io.Closer
	}{io.MultiReader(rs...), cs}, nil
}

type multiCloser []io.Closer

func (m multiCloser) Close() error {
	for _, c := range m {
		c.Close()
	}
	return nil
}

func (in *interp) do(code opcode, args []operand) {
	n := arity[code]
	if in.err != nil || len(args) < n {
		return
	}
	args = args[len(args)-n:]
	switch code {
	case opSave:
		in.saved = append(in.saved, in.gs)
	case opRestore:
		if k := len(in.saved); k > 0 {
			in.gs, in.saved = in.saved[k-1], in.saved[:k-1]
		}
	case opConcat:
		in.gs.ctm = toMatrix(args).mul(in.gs.ctm)
	case opBT:
		in.tm, in.tlm = identity, identity
	case opET:
	case opTc:
		in.gs.charSpace = args[0].num
	case opTw:
		in.gs.wordSpace = args[0].num
	case opTz:
		in.gs.hscale = args[0].num / 100
	case opTL:
		in.gs.leading = args[0].num
	case opTs:
		in.gs.rise = args[0].num
	case opTr:
		in.gs.render = int(args[0].num)
	case opTf:
		in.gs.font, in.gs.size = in.font(args[0]), args[1].num
	default:
		in.doPositioning(code, args)
	}
}

// doPositioning handles the operators that move the text position or show text.
func (in *interp) doPositioning(code opcode, args []operand) {
	switch code {
	case opTD:
		in.gs.leading = -args[1].num
		in.moveLine(args[0].num, args[1].num)
	case opTd:
		in.moveLine(args[0].num, args[1].num)
	case opTm:
		in.tm = toMatrix(args)
		in.tlm = in.tm
	case opTstar:
		in.moveLine(0, -in.gs.leading)
	case opTj:
		in.show(args)
	case opQuote:
		in.moveLine(0, -in.gs.leading)
		in.show(args)
	case opDQuote:
		in.gs.wordSpace, in.gs.charSpace = args[0].num, args[1].num
		in.moveLine(0, -in.gs.leading)
		in.show(args[2:])
	case opTJ:
		in.show(args[0].arr)
	case opDo:
		in.doForm(args[0])
	}
}

func (in *interp) moveLine(tx, ty float64) {
	in.tlm = translate(tx, ty).mul(in.tlm)
	in.tm = in.tlm
}

func toMatrix(args []operand) matrix {
	var m matrix
	for i := range m {
		m[i] = args[i].num
	}
	return m
}

// show shows strings and TJ adjustments as one run that starts where the first
// string starts. Within one operator the text matrix only moves along the
// baseline, so the advance is summed and applied once.
func (in *interp) show(items []operand) {
	f := in.gs.font
	if f == nil {
		f = unknownFont()
		in.gs.font = f
	}
	text := in.x.text[:0]
	adv, startAdv := 0.0, 0.0 // in unscaled text space units
	started := false
	for _, it := range items {
		switch it.kind {
		case 's':
			if !started {
				startAdv, started = adv, true
			}
			var a float64
			text, a = in.showString(f, it.s, text)
			adv += a
		case 'n':
			// A TJ adjustment, in thousandths of the font size, moves left.
			adv -= it.num / 1000 * in.gs.size
		}
	}
	in.x.text = text
	start := translate(startAdv*in.gs.hscale, 0).mul(in.tm)
	in.tm = translate(adv*in.gs.hscale, 0).mul(in.tm)
	if started && len(text) > 0 {
		in.emit(start, string(text))
	}
}

// showString appends the text of one string and returns how far it advances.
func (in *interp) showString(f *font, s string, text []byte) ([]byte, float64) {
	adv := 0.0
	for i := 0; i < len(s); {
		n := min(f.codeLen, len(s)-i)
		code := s[i : i+n]
		i += n
		text = append(text, f.text(code)...)
		adv += f.width(code)/1000*in.gs.size + in.gs.charSpace
		// Word spacing applies to the one-byte code 32 only: a two-byte
		// space of a Type0 font does not get it (PDF 32000-1, 9.3.3).
		if code == " " {
			adv += in.gs.wordSpace
		}
	}
	return text, adv
}

// emit records a run shown from text matrix start to the current one.
func (in *interp) emit(start matrix, text string) {
	if len(in.x.runs) >= in.x.f.lim.Runs {
		in.err = limitErr("runs of text:", int64(in.x.f.lim.Runs), "in the document")
		return
	}
	toUser := func(tm matrix) (float64, float64) {
		return tm.mul(in.gs.ctm).apply(0, in.gs.rise)
	}
	x0, y0 := toUser(start)
	x1, y1 := toUser(in.tm)
	m := start.mul(in.gs.ctm)
	r := Run{
		Page: in.x.page,
		X:    (x0 - in.box[0]) * mmPerPt,
		Y:    (in.box[3] - y0) * mmPerPt,
		W:    math.Hypot(x1-x0, y1-y0) * mmPerPt,
		Size: in.gs.size * math.Hypot(m[2], m[3]),
		Text: text,
	}
	r.Hidden = in.hidden(r)
	r.Invisible = in.gs.render == 3 || in.gs.render == 7
	in.x.runs = append(in.x.runs, r)
}

// minSize is the smallest text a reader can read, in points; the kit prints nothing
// under 4 pt.
const minSize = 1

// hidden says why a reader cannot see a run: drawn in an invisible render mode, too
// small to read, or outside the page. A text extractor reads such text all the same,
// so a check that trusted it could be shown a value no reader sees.
func (in *interp) hidden(r Run) string {
	w, h := (in.box[2]-in.box[0])*mmPerPt, (in.box[3]-in.box[1])*mmPerPt
	switch {
	case in.gs.render == 3 || in.gs.render == 7:
		return fmt.Sprintf("drawn invisible (text render mode %d)", in.gs.render)
	case r.Size < minSize:
		return fmt.Sprintf("%.2g pt high, too small to read", r.Size)
	case r.X < 0 || r.Y < 0 || r.X > w || r.Y > h:
		return fmt.Sprintf("outside the page (at %.0f, %.0f mm)", r.X, r.Y)
	}
	return ""
}

// font returns the font of the current resources named by Tf.
func (in *interp) font(nm operand) *font {
	if f, ok := in.fonts[nm.s]; ok {
		return f
	}
	fonts := in.x.f.dict(in.res["Font"])
	v := fonts[name(nm.s)]
	f := unknownFont()
	// fpdf and the kit share fonts between pages: an indirect font is decoded once
	// per document.
	r, isRef := v.(ref)
	if cached, ok := in.x.fonts[r]; isRef && ok {
		f = cached
	} else if d := in.x.f.dict(v); d != nil {
		loaded, err := in.x.loadFont(d)
		if err != nil {
			in.err = err
		} else {
			f = loaded
			if isRef {
				in.x.fonts[r] = f
			}
		}
	}
	in.fonts[nm.s] = f
	return f
}

// doForm runs a Form XObject with its own matrix and resources, as if its content
// stood in place of the Do.
func (in *interp) doForm(nm operand) {
	xo := in.x.f.stream(in.x.f.dict(in.res["XObject"])[name(nm.s)])
	if xo == nil || in.x.f.name(xo.hdr["Subtype"]) != "Form" {
		return // images and unknown names carry no text
	}
	if in.depth >= maxFormDepth {
		in.err = fmt.Errorf("form XObject %s: nested more than %d deep", nm.s, maxFormDepth)
		return
	}
	ops, err := in.x.form(xo)
	if err != nil {
		in.err = err
		return
	}
	sub := &interp{x: in.x, box: in.box, res: in.res, fonts: in.fonts, gs: in.gs, depth: in.depth + 1}
	if m := in.x.f.array(xo.hdr["Matrix"]); len(m) == 6 {
		var fm matrix
		for i := range fm {
			fm[i], _ = in.x.f.num(m[i])
		}
		sub.gs.ctm = fm.mul(in.gs.ctm)
	}
	if r := in.x.f.dict(xo.hdr["Resources"]); r != nil {
		sub.res, sub.fonts = r, map[string]*font{}
	}
	for _, o := range ops {
		if in.x.ops++; in.x.ops > in.x.f.lim.Ops {
			in.err = limitErr("content operators run", int64(in.x.f.lim.Ops), "in the document")
			return
		}
		sub.do(o.code, o.args)
	}
	in.err = sub.err
}

// form returns a form's operators, parsed on first use.
func (x *extractor) form(s *pdfStream) ([]op, error) {
	if f, ok := x.forms[s]; ok {
		return f.ops, f.err
	}
	ops, err := x.compile(s)
	x.forms[s] = compiled{ops, err}
	return ops, err
}

type compiled struct {
	ops []op
	err error
}
