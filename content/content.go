// Package content holds the canonical data of the game as files: the manors, troops,
// markers, improvements, rule parameters, worked examples and edition decisions (TOML),
// and later the rules text. It only embeds them; internal/gamedata reads and checks them.
package content

import "embed"

// FS is the canonical data, embedded so the excalibur binary needs no files beside it.
//
//go:embed *.toml rules terms
var FS embed.FS
