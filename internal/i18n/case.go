package i18n

import (
	"unicode"
	"unicode/utf8"
)

// lowerAfterColon are the languages that set the word after a colon in lower case, a
// title too when it follows a label („Partie A : le jeu standard”); English keeps the
// title's capital ("Part A: The standard game").
var lowerAfterColon = map[string]bool{"fr": true}

// AfterColon is a title as the language writes it after a label and its colon. Only a
// capital followed by a lower-case letter is lowered, so a title that opens with an
// abbreviation ("PR") keeps it; a caller passes titles that open with a common word.
func AfterColon(lang, title string) string {
	if !lowerAfterColon[lang] {
		return title
	}
	r, n := utf8.DecodeRuneInString(title)
	next, _ := utf8.DecodeRuneInString(title[n:])
	if !unicode.IsUpper(r) || !unicode.IsLower(next) {
		return title
	}
	return string(unicode.ToLower(r)) + title[n:]
}
