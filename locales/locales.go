// Package locales holds the translations of every label and phrase the kit prints, one
// TOML file per language (go-i18n message files). en.toml is the source; each message
// of pl.toml and fr.toml carries, as its description, the English it was translated
// from, so a changed English text shows as stale. internal/i18n reads them.
package locales

import "embed"

// FS is the message files, embedded in the program.
//
//go:embed *.toml
var FS embed.FS
