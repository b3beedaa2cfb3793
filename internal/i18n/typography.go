package i18n

import (
	"strings"
	"unicode"
)

// The no-break spaces the typography prints. French takes a full one before : and %
// (the house rule, after the Imprimerie nationale's lexique) and a narrow one before
// ; ! ? and inside guillemets.
const (
	nbsp  = '\u00a0'
	nnbsp = '\u202f'
)

// Typography applies a language's typographic rules to a finished text: it decides, at
// each ordinary space, whether a line may break there, and where it may not prints a
// no-break space instead. Translators and the rules text type ordinary spaces; the kit
// prints the right ones. It changes nothing but spaces, one for one, so it can be applied
// to a text cut in pieces (BindPieces) and applied again without changing anything.
//
// Every language: a spaced dash stays with the word before it (no line starts with a
// dash), a number with its unit (12 Bz, 5 mm), a reference with the word that names it
// (section 5, pkt 8.iii, milestone 2, borne 2), and an equals sign with both its sides
// (force 14 + dé 1 = VA 15), as a sum broken at its sign reads as two. Polish: the one-letter words a, i, o, u, w, z, „sir” and
// „zob.” stay with the word after them (a pointer left at a line end points at nothing);
// a phase or round with its number (fazy 3, rundy 2), a grade with its letter (klasy A)
// and an edition note with its number (wydania E7). French: the spaces before : ; ! ? %
// and inside « », and a number in figures with the word after it (jusqu’à 6 joueurs), as
// French typography never leaves a number at a line's end apart from what it counts.
// Every language keeps a die face with the word that introduces it (fr un 6, dé 1, en a 6,
// die 1, pl przy 6, przy wyniku 5–6, kość 1): a face alone at a line's start reads as a
// new count.
func Typography(lang, s string) string {
	if !strings.ContainsRune(s, ' ') {
		return s
	}
	rs := []rune(s)
	changed := false
	for i, r := range rs {
		if r != ' ' {
			continue
		}
		if b := bindAt(lang, rs, i); b != ' ' {
			rs[i], changed = b, true
		}
	}
	if !changed {
		return s
	}
	return string(rs)
}

// BindPieces applies Typography across a text cut in pieces (runs of one font, a link),
// so a rule sees the words either side of a piece's edge; each piece keeps its length in
// characters.
func BindPieces(lang string, pieces []string) []string {
	whole := Typography(lang, strings.Join(pieces, ""))
	rs := []rune(whole)
	out := make([]string, len(pieces))
	for i, p := range pieces {
		n := len([]rune(p))
		out[i], rs = string(rs[:n]), rs[n:]
	}
	return out
}

// bindAt is what the ordinary space rs[i] prints as: itself where a line may break.
func bindAt(lang string, rs []rune, i int) rune {
	before, after := wordBefore(rs, i), wordAfter(rs, i)
	if before == "" || after == "" {
		return ' '
	}
	if lang == "fr" {
		if b := frenchSpace(rs, i, after); b != ' ' {
			return b
		}
	}
	l := layers[lang]
	switch {
	case before == "=" || after == "=":
		return nbsp
	case isDash(after) && !strings.ContainsRune("|", lastRune(before)):
		return nbsp
	case endsInDigit(before) && l.units[bare(after)]:
		return nbsp
	case startsWithDigit(after) && (l.refs[strings.ToLower(trimMarkup(before))] || reSubsection(after)):
		return nbsp
	case startsWithDigit(after) && l.faces[strings.ToLower(trimMarkup(before))]:
		return nbsp
	case l.letters[strings.ToLower(trimMarkup(before))] && isLabel(after):
		return nbsp
	case l.bindNext[strings.ToLower(trimMarkup(before))] && startsWord(after):
		return nbsp
	case l.numberNext && isNumber(before) && startsLower(after):
		return nbsp
	}
	return ' '
}

// frenchSpace is the space before a high mark or a closing guillemet, or after an
// opening one.
func frenchSpace(rs []rune, i int, after string) rune {
	first := []rune(after)[0]
	switch {
	case first == ':' || first == '%':
		return nbsp
	case first == ';' || first == '!' || first == '?' || first == '»':
		return nnbsp
	case i > 0 && rs[i-1] == '«':
		return nnbsp
	}
	return ' '
}

// layer is one language's words that bind to their neighbours.
type layer struct {
	bindNext map[string]bool // words that stay with the word after them
	units    map[string]bool // units that stay with the number before them
	refs     map[string]bool // words that stay with the number after them
	faces    map[string]bool // words that stay with the die face after them (un 6)
	letters  map[string]bool // words that stay with a letter or note number after them
	// numberNext keeps a number in figures with the word after it, when that word starts
	// with a small letter (a noun, à, et): not with a capital, which starts a sentence.
	numberNext bool
	// oneDash: the language writes one dash, the spaced en dash, for a parenthesis and
	// a pause (Dashes lints the others).
	oneDash bool
}

func set(words ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		m[w] = true
	}
	return m
}

// layers are the languages' typographic words. A unit is matched as written (Bz, not
// bz); a word that binds, in lower case (W and w alike).
var layers = map[string]layer{
	"en": {
		units: set("Bz", "RP", "AV", "mm", "cm", "km", "pt", "%"),
		refs:  set("section", "sections", "rule", "step", "steps", "page", "pages", "p.", "pp.", "milestone", "milestones"),
		faces: set("a", "an", "die"),
	},
	"pl": {
		bindNext: set("a", "i", "o", "u", "w", "z", "sir", "zob."),
		units:    set("Bz", "PC", "WA", "mm", "cm", "km", "pt", "%"),
		refs: set("pkt", "pkt.", "punkt", "punkty", "punktu", "punkcie", "rozdz.", "krok", "kroku", "s.", "str.", "strona", "stronie",
			"faza", "fazy", "fazie", "fazę", "fazą", "runda", "rundy", "rundzie", "rundę", "rundą",
			// a milestone's number stays with it: kamień milowy 2, przy kamieniu milowym 2
			"milowy", "milowym", "milowego", "milowe", "milowych"),
		// A grade (klasy A) and an edition note (uwagę wydania E7) are named by a label
		// a line must not leave alone at its start.
		letters: set("klasa", "klasy", "klasę", "klasie", "klasą", "wydania"),
		faces:   set("przy", "wyniku", "kość"),
		oneDash: true,
	},
	"fr": {
		units:      set("Bz", "PR", "VA", "mm", "cm", "km", "pt", "%"),
		refs:       set("section", "sections", "règle", "étape", "page", "pages", "p.", "borne", "bornes"),
		faces:      set("un", "une", "dé"),
		numberNext: true,
	},
}

// isSpace is a space of the text, ordinary or not.
func isSpace(r rune) bool { return r == ' ' || r == '\n' || r == '\t' || r == nbsp || r == nnbsp }

// wordBefore and wordAfter are the words either side of the space rs[i], up to the next
// space. The value markers of the rules text (private-use characters) are not part of it.
func wordBefore(rs []rune, i int) string {
	j := i
	for j > 0 && !isSpace(rs[j-1]) {
		j--
	}
	return unmarked(rs[j:i])
}

func wordAfter(rs []rune, i int) string {
	j := i + 1
	for j < len(rs) && !isSpace(rs[j]) {
		j++
	}
	return unmarked(rs[i+1 : j])
}

func unmarked(rs []rune) string {
	return strings.Map(func(r rune) rune {
		if r >= '\ue000' && r <= '\uf8ff' {
			return -1
		}
		return r
	}, string(rs))
}

// trimMarkup drops the brackets, quotes and Markdown emphasis around a word: „w” and
// (w and *w* are the word w.
func trimMarkup(w string) string {
	return strings.Trim(w, "([„«\"'*_`)]")
}

// bare is a word without its markup and the punctuation after it, in either order:
// "E39)." and "Bz)," are E39 and Bz.
func bare(w string) string {
	return trimMarkup(strings.TrimRight(trimMarkup(w), ".,;:!?"))
}

// startsWord reports a word that a bound word may stay with: one that starts with a
// letter, a digit or what opens one (a quote, a bracket, emphasis); not a table's rule
// or a dash.
func startsWord(w string) bool {
	r := []rune(w)[0]
	return unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("([„«\"'*_`", r)
}

// isNumber reports a word that is a number in figures, with the brackets or emphasis
// around it: 6, (6, **6**.
func isNumber(w string) bool {
	w = trimMarkup(w)
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// startsLower reports a word that starts with a small letter.
func startsLower(w string) bool {
	return unicode.IsLower([]rune(w)[0])
}

func isDash(w string) bool { return w == "—" || w == "–" }

func lastRune(s string) rune {
	rs := []rune(s)
	return rs[len(rs)-1]
}

func endsInDigit(w string) bool {
	w = trimMarkup(w)
	return w != "" && unicode.IsDigit(lastRune(w))
}

func startsWithDigit(w string) bool {
	w = strings.TrimLeft(w, "([„«\"'*_`")
	return w != "" && unicode.IsDigit([]rune(w)[0])
}

// isLabel reports a grade letter (A, B, C) or an edition note's number (E7), with the
// punctuation after it.
func isLabel(w string) bool {
	rs := []rune(bare(w))
	if len(rs) == 1 {
		return rs[0] >= 'A' && rs[0] <= 'C'
	}
	if len(rs) < 2 || rs[0] != 'E' {
		return false
	}
	for _, r := range rs[1:] {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// reSubsection reports a reference of the form 8.iii, which stays with the word before
// it in every language.
func reSubsection(w string) bool {
	w = bare(w)
	num, roman, ok := strings.Cut(w, ".")
	if !ok || num == "" || roman == "" {
		return false
	}
	for _, r := range num {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return strings.Trim(roman, "ivx") == ""
}

// Join joins texts with one of the language's separators (punct.<sep>: label, list,
// series, title) and sets the whole in its typography: the separator is the locale's,
// never the program's, and the French colon gets its space.
func (l *Localizer) Join(sep string, parts ...string) string {
	return Typography(l.Lang, strings.Join(parts, l.T("punct."+sep, nil)))
}
