package i18n

import "strings"

// The no-break spaces of French typography: a narrow one before ; ! ? and inside
// guillemets, a full one before : and %.
const (
	nbsp  = "\u00a0"
	nnbsp = "\u202f"
)

var french = strings.NewReplacer(
	" :", nbsp+":", " ;", nnbsp+";", " !", nnbsp+"!", " ?", nnbsp+"?", " %", nbsp+"%",
	"« ", "«"+nnbsp, " »", nnbsp+"»",
)

// Typography applies a language's spacing rules to a finished text. Translators type
// ordinary spaces; the kit prints the right ones, so a line never breaks before a colon.
func Typography(lang, s string) string {
	if lang != "fr" {
		return s
	}
	return french.Replace(s)
}
