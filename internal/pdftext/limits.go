package pdftext

import "fmt"

// Limits bound what reading one PDF may cost, whatever the file says: a count or
// length read from the file is compared with its limit, and with the bytes actually
// left in the file, before anything is made that size; what can only be measured as it
// is read (parsed values, decoded bytes, operands) is counted as it grows and stopped
// at its limit. A crafted file is refused with a LimitError instead of taking the
// machine's memory. Decoded streams are read through a window
// of fixed size, so even a stream within its limit is never held whole unless it
// must be (fonts, CMaps, object and cross-reference streams).
type Limits struct {
	FileSize int64 // bytes of the file
	Objects  int   // object numbers the cross-reference table may give
	Values   int   // values parsed from the file's objects (each element of an array or dictionary is one)
	Stream   int64 // bytes one content stream may decode to (it is read through a window)
	Held     int64 // bytes one stream held whole may decode to: a font, CMap, object or xref stream
	Decoded  int64 // bytes all the streams of the document may decode to
	Depth    int   // nesting of arrays and dictionaries
	Operands int   // operands before one operator, array elements included
	Ops      int   // operators run, those of a form counted at each use
	Runs     int   // runs of text the document may show
}

// DefaultLimits are ample for the kit, whose largest PDF is under 1 MB with a few
// thousand objects holding 10 000 values, and whose largest stream (a font) decodes
// to 1.2 MB, and small
// enough that a refused file costs at most a few tens of MiB.
var DefaultLimits = Limits{
	FileSize: 32 << 20,
	Objects:  1 << 19,
	Values:   1 << 17,
	Stream:   32 << 20,
	Held:     8 << 20,
	Decoded:  256 << 20,
	Depth:    64,
	Operands: 8192,
	Ops:      50_000_000,
	Runs:     1 << 20,
}

// LimitError is a file refused for going over one of its Limits.
type LimitError struct {
	What  string // what is counted
	Limit int64
	Unit  string
	At    int64 // byte offset in the file or stream where it was found; -1 if none
}

func (e *LimitError) Error() string {
	where := ""
	if e.At >= 0 {
		where = fmt.Sprintf(" (at byte %d)", e.At)
	}
	return fmt.Sprintf("%s more than %d %s: over the reader's limit%s", e.What, e.Limit, e.Unit, where)
}

func limitErr(what string, limit int64, unit string) *LimitError {
	return &LimitError{What: what, Limit: limit, Unit: unit, At: -1}
}
