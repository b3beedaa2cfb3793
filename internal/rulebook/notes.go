package rulebook

import (
	"sort"
	"strconv"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/names"
)

// Edition notes are numbered E1, E2 … in the order of the first rule each concerns, so
// the list reads with the rules, and each has an id a cross reference can name
// ([[note-weather]]): a "see" in the text leads to its own note, not to the list.

// NotePrefix starts the id of every edition note: note-<decision id>.
const NotePrefix = "note-"

// Note is an edition note as the book numbers and heads it.
type Note struct {
	ID       string // note-<decision id>, its anchor
	Decision string // the decision's id in content/edition.toml
	Number   string // E1, E2 …
	Title    string
	Sections []string
}

// numberNotes orders the edition decisions by their first section and numbers them.
func (b *Book) numberNotes() {
	ds := b.Engine.D.Decisions
	order := make([]int, len(ds))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool {
		return sectionBefore(firstSection(ds[order[i]].Sections), firstSection(ds[order[j]].Sections))
	})
	b.Notes = nil
	for n, i := range order {
		d := ds[i]
		b.Notes = append(b.Notes, Note{ID: NotePrefix + d.ID, Decision: d.ID, Number: "E" + b.L.Num(n+1), Sections: d.Sections})
	}
}

// noteRefs makes every note a target of cross references, held by section secID.
func (b *Book) noteRefs(secID string) {
	for i, n := range b.Notes {
		b.Notes[i].Title = b.L.Text(names.Note(n.Decision, "title"))
		b.Refs[n.ID] = Ref{Number: n.Number, Title: b.Notes[i].Title, Section: secID, Note: true}
	}
}

// NotesIn is the notes set in section secID: all of them in the section that lists
// them, none elsewhere.
func (b *Book) NotesIn(secID string) []Note {
	if b.notesAt != secID {
		return nil
	}
	return b.Notes
}

func firstSection(secs []string) string {
	if len(secs) == 0 {
		return ""
	}
	return secs[0]
}

// sectionBefore orders "5" before "5.i" before "5.ii" before "12"; a note that names no
// section comes last.
func sectionBefore(a, b string) bool {
	an, as := sectionKey(a)
	bn, bs := sectionKey(b)
	if an != bn {
		return an < bn
	}
	return as < bs
}

// sectionKey is a section number as (section, subsection): "8.iii" is (8, 3).
func sectionKey(s string) (int, int) {
	major, minor, _ := strings.Cut(s, ".")
	n, err := strconv.Atoi(major)
	if err != nil {
		return int(^uint(0) >> 1), 0
	}
	return n, fromRoman(minor)
}

// fromRoman reads a lower-case roman numeral as Roman writes it; "" is 0.
func fromRoman(s string) int {
	val := map[byte]int{'i': 1, 'v': 5, 'x': 10, 'l': 50}
	n := 0
	for i := 0; i < len(s); i++ {
		v := val[s[i]]
		if i+1 < len(s) && val[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n
}
