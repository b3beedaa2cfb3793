// Package layout holds the layout settings of the printed kit (kit.toml): paper sizes,
// print-and-play conventions and component sizes. internal/layout reads them.
package layout

import "embed"

// FS is the layout files, embedded in the program.
//
//go:embed *.toml
var FS embed.FS
