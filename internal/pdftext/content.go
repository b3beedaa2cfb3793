package pdftext

import (
	"fmt"
	"math"
	"strings"

	"github.com/ledongthuc/pdf"
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
}

// maxFormDepth bounds nested Form XObjects, which a malformed file can make cyclic.
const maxFormDepth = 8

// interp runs the content of one page (or Form XObject) and records its runs.
type interp struct {
	x       *extractor
	box     [4]float64
	res     pdf.Value        // current /Resources
	fonts   map[string]*font // by resource name, for res
	gs      gstate
	saved   []gstate
	tm, tlm matrix // text matrix and text line matrix
	depth   int    // Form XObject nesting
	err     error  // first error; later operators are skipped
	argsBuf []pdf.Value
}

func (x *extractor) extractPage(pg page) error {
	in := &interp{
		x: x, box: pg.box, res: pg.resources, fonts: map[string]*font{},
		gs: gstate{ctm: identity, hscale: 1},
	}
	in.run(pg.v.Key("Contents"))
	return in.err
}

// run interprets a content stream (or an array of them, read as one).
func (in *interp) run(content pdf.Value) {
	if content.Kind() != pdf.Stream && content.Kind() != pdf.Array {
		return
	}
	pdf.Interpret(content, func(stk *pdf.Stack, op string) {
		args := in.popArgs(stk)
		if in.err == nil {
			in.do(op, args)
		}
	})
}

// popArgs empties the operand stack into a reused slice, bottom first.
func (in *interp) popArgs(stk *pdf.Stack) []pdf.Value {
	n := stk.Len()
	if cap(in.argsBuf) < n {
		in.argsBuf = make([]pdf.Value, n)
	}
	args := in.argsBuf[:n]
	for i := n - 1; i >= 0; i-- {
		args[i] = stk.Pop()
	}
	return args
}

// operands is how many operands each operator used here takes. An operator given
// fewer is ignored, as viewers do; extra operands (left by unknown syntax) are
// dropped from the front.
var operands = map[string]int{
	"q": 0, "Q": 0, "cm": 6, "BT": 0, "ET": 0,
	"Tc": 1, "Tw": 1, "Tz": 1, "TL": 1, "Tf": 2, "Ts": 1,
	"Td": 2, "TD": 2, "Tm": 6, "T*": 0,
	"Tj": 1, "'": 1, `"`: 3, "TJ": 1, "Do": 1,
}

func (in *interp) do(op string, args []pdf.Value) {
	n, ok := operands[op]
	if !ok || len(args) < n {
		return
	}
	args = args[len(args)-n:]
	switch op {
	case "q":
		in.saved = append(in.saved, in.gs)
	case "Q":
		if k := len(in.saved); k > 0 {
			in.gs, in.saved = in.saved[k-1], in.saved[:k-1]
		}
	case "cm":
		in.gs.ctm = toMatrix(args).mul(in.gs.ctm)
	case "BT":
		in.tm, in.tlm = identity, identity
	case "ET":
	case "Tc":
		in.gs.charSpace = args[0].Float64()
	case "Tw":
		in.gs.wordSpace = args[0].Float64()
	case "Tz":
		in.gs.hscale = args[0].Float64() / 100
	case "TL":
		in.gs.leading = args[0].Float64()
	case "Ts":
		in.gs.rise = args[0].Float64()
	case "Tf":
		in.gs.font, in.gs.size = in.font(args[0].Name()), args[1].Float64()
	default:
		in.doPositioning(op, args)
	}
}

// doPositioning handles the operators that move the text position or show text.
func (in *interp) doPositioning(op string, args []pdf.Value) {
	switch op {
	case "TD":
		in.gs.leading = -args[1].Float64()
		in.moveLine(args[0].Float64(), args[1].Float64())
	case "Td":
		in.moveLine(args[0].Float64(), args[1].Float64())
	case "Tm":
		in.tm = toMatrix(args)
		in.tlm = in.tm
	case "T*":
		in.moveLine(0, -in.gs.leading)
	case "Tj":
		in.show(args)
	case "'":
		in.moveLine(0, -in.gs.leading)
		in.show(args)
	case `"`:
		in.gs.wordSpace, in.gs.charSpace = args[0].Float64(), args[1].Float64()
		in.moveLine(0, -in.gs.leading)
		in.show(args[2:])
	case "TJ":
		in.show(arrayItems(args[0]))
	case "Do":
		in.doForm(args[0].Name())
	}
}

func (in *interp) moveLine(tx, ty float64) {
	in.tlm = translate(tx, ty).mul(in.tlm)
	in.tm = in.tlm
}

func toMatrix(args []pdf.Value) matrix {
	var m matrix
	for i := range m {
		m[i] = args[i].Float64()
	}
	return m
}

func arrayItems(v pdf.Value) []pdf.Value {
	items := make([]pdf.Value, v.Len())
	for i := range items {
		items[i] = v.Index(i)
	}
	return items
}

// show shows strings and TJ adjustments as one run that starts where the first
// string starts. Within one operator the text matrix only moves along the
// baseline, so the advance is summed and applied once.
func (in *interp) show(items []pdf.Value) {
	f := in.gs.font
	if f == nil {
		f = unknownFont()
		in.gs.font = f
	}
	var text strings.Builder
	adv, startAdv := 0.0, 0.0 // in unscaled text space units
	started := false
	for _, it := range items {
		switch it.Kind() {
		case pdf.String:
			if !started {
				startAdv, started = adv, true
			}
			adv += in.showString(f, it.RawString(), &text)
		case pdf.Integer, pdf.Real:
			// A TJ adjustment, in thousandths of the font size, moves left.
			adv -= it.Float64() / 1000 * in.gs.size
		}
	}
	start := translate(startAdv*in.gs.hscale, 0).mul(in.tm)
	in.tm = translate(adv*in.gs.hscale, 0).mul(in.tm)
	if started && text.Len() > 0 {
		in.emit(start, text.String())
	}
}

// showString decodes one string into text and returns how far it advances.
func (in *interp) showString(f *font, s string, text *strings.Builder) float64 {
	adv := 0.0
	for i := 0; i < len(s); {
		n := min(f.codeLen, len(s)-i)
		code := s[i : i+n]
		i += n
		text.WriteString(f.text(code))
		adv += f.width(code)/1000*in.gs.size + in.gs.charSpace
		// Word spacing applies to the one-byte code 32 only: a two-byte
		// space of a Type0 font does not get it (PDF 32000-1, 9.3.3).
		if code == " " {
			adv += in.gs.wordSpace
		}
	}
	return adv
}

// emit records a run shown from text matrix start to the current one.
func (in *interp) emit(start matrix, text string) {
	toUser := func(tm matrix) (float64, float64) {
		return tm.mul(in.gs.ctm).apply(0, in.gs.rise)
	}
	x0, y0 := toUser(start)
	x1, y1 := toUser(in.tm)
	m := start.mul(in.gs.ctm)
	in.x.runs = append(in.x.runs, Run{
		Page: in.x.page,
		X:    (x0 - in.box[0]) * mmPerPt,
		Y:    (in.box[3] - y0) * mmPerPt,
		W:    math.Hypot(x1-x0, y1-y0) * mmPerPt,
		Size: in.gs.size * math.Hypot(m[2], m[3]),
		Text: text,
	})
}

// font returns the font of the current resources named by Tf.
func (in *interp) font(name string) *font {
	if f, ok := in.fonts[name]; ok {
		return f
	}
	v := in.res.Key("Font").Key(name)
	f := unknownFont()
	if v.Kind() == pdf.Dict {
		// fpdf shares fonts between pages: the dictionary's text, references
		// included, identifies a font across pages without decoding it again.
		key := v.String()
		if cached, ok := in.x.fonts[key]; ok {
			f = cached
		} else if loaded, err := loadFont(v); err != nil {
			in.err = err
		} else {
			f, in.x.fonts[key] = loaded, loaded
		}
	}
	in.fonts[name] = f
	return f
}

// doForm runs a Form XObject with its own matrix and resources, as if its content
// stood in place of the Do.
func (in *interp) doForm(name string) {
	xo := in.res.Key("XObject").Key(name)
	if xo.Key("Subtype").Name() != "Form" {
		return // images and unknown names carry no text
	}
	if in.depth >= maxFormDepth {
		in.err = fmt.Errorf("form XObject %s: nested more than %d deep", name, maxFormDepth)
		return
	}
	sub := &interp{x: in.x, box: in.box, res: in.res, fonts: in.fonts, gs: in.gs, depth: in.depth + 1}
	if m := xo.Key("Matrix"); m.Len() == 6 {
		sub.gs.ctm = toMatrix(arrayItems(m)).mul(in.gs.ctm)
	}
	if r := xo.Key("Resources"); r.Kind() == pdf.Dict {
		sub.res, sub.fonts = r, map[string]*font{}
	}
	sub.run(xo)
	in.err = sub.err
}
