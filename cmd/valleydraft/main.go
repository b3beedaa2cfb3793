// Command valleydraft drafts the valley board, content/map.toml, from the manors of
// content/manors.toml and the design brief in brief.go: the rivers' courses, the entry
// roads, the religious houses and the hills. It places each manor's centre in the square
// of its map reference, grows its land, divides the land into the units of its card,
// joins the manors by roads with a milestone every mile, and writes every shape as data.
//
// The file it writes is the canonical board: the kit reads and checks that file, never
// this program. Run it again only to draft a new valley (it overwrites hand edits):
//
//	go run ./cmd/valleydraft -o content/map.toml
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
)

// manor is what the draft needs of a manor card.
type manor struct {
	ID      string `toml:"id"`
	Name    string `toml:"name"`
	Map     string `toml:"map"`
	Parish  string `toml:"parish"`
	Strip   int    `toml:"strip"`
	Pasture int    `toml:"pasture"`
	Forest  int    `toml:"forest"`
	River   bool   `toml:"river"`
}

func (m manor) units() int { return m.Strip + m.Pasture + m.Forest + b2i(m.River) }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func main() {
	content := flag.String("content", "content", "the folder of manors.toml")
	out := flag.String("o", "content/map.toml", "where to write the map")
	pic := flag.String("png", "", "also write a picture of the draft here")
	flag.Parse()
	var f struct {
		Manor []manor `toml:"manor"`
	}
	if _, err := toml.DecodeFile(filepath.Join(*content, "manors.toml"), &f); err != nil {
		fmt.Fprintln(os.Stderr, "valleydraft:", err)
		os.Exit(1)
	}
	v, problems := draft(f.Manor)
	for _, p := range problems {
		fmt.Fprintln(os.Stderr, "valleydraft:", p)
	}
	if *pic != "" {
		if err := v.picture(*pic); err != nil {
			fmt.Fprintln(os.Stderr, "valleydraft:", err)
		}
	}
	if err := os.WriteFile(*out, []byte(v.toml()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "valleydraft:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: %d roads, %d bridges, %d choke points, %d problems\n",
		*out, len(v.roads), v.bridges(), len(v.chokes), len(problems))
}
