package i18n

import (
	"fmt"
	"unicode"
)

// Polish typesetting has one dash for a parenthesis and a pause: the en dash with a space
// either side („oraz – jeśli chcesz – tekturę”), bound to the word before it by the
// typography. A compound takes a hyphen (czarno-biały), and a range or a relation an en
// dash without spaces (2–4, Barsham–Hazlemere). The em dash, a spaced hyphen and an en
// dash spaced on one side only are other styles, as is an en dash joining two words in
// lower case (a compound's hyphen). Dashes finds them in a language that writes one dash.

// Dashes lists each dash of s written in another style than the language's, with what
// to write instead; none for a language without the rule.
func Dashes(lang, s string) []string {
	if !layers[lang].oneDash {
		return nil
	}
	rs := []rune(s)
	var out []string
	for i, r := range rs {
		if r != '—' && r != '–' && r != '-' {
			continue
		}
		if r != '—' && lineStart(rs, i) {
			continue // a Markdown list's bullet, or a dash a line of the source opens with
		}
		before, after := runeAt(rs, i-1), runeAt(rs, i+1)
		if what := strayDash(r, before, after); what != "" {
			out = append(out, fmt.Sprintf("%q: %s", excerpt(rs, i), what))
		}
	}
	return out
}

// strayDash says what is wrong with the dash r between the characters before and after
// it (0 at an end of the text), or "" when it is the language's style.
func strayDash(r, before, after rune) string {
	spaceBefore, spaceAfter := before == 0 || isSpace(before), after == 0 || isSpace(after)
	switch {
	case r == '—':
		return "an em dash: write a spaced en dash ( – )"
	case r == '-':
		if spaceBefore && spaceAfter {
			return "a spaced hyphen: a pause takes a spaced en dash ( – ), a compound an unspaced hyphen"
		}
	case spaceBefore != spaceAfter && after != 0:
		return "an en dash spaced on one side only: space it on both ( – ), or on neither for a range (2–4)"
	case unicode.IsLower(before) && unicode.IsLower(after):
		return "an en dash joining two words: a compound takes a hyphen (czarno-biały)"
	}
	return ""
}

// lineStart reports a dash with only spaces before it on its line.
func lineStart(rs []rune, i int) bool {
	for j := i - 1; j >= 0 && rs[j] != '\n'; j-- {
		if !isSpace(rs[j]) {
			return false
		}
	}
	return true
}

func runeAt(rs []rune, i int) rune {
	if i < 0 || i >= len(rs) {
		return 0
	}
	return rs[i]
}

// excerpt is the text around rs[i], for a reader to find it.
func excerpt(rs []rune, i int) string {
	lo, hi := max(0, i-20), min(len(rs), i+21)
	return string(rs[lo:hi])
}
