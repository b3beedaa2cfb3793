// Command balance measures how evenly the entry roads of the valley win, with greedy
// machine players in standard games (internal/simulate, in process), and searches for
// changes to the manors' land and income, and to the roads and entries of the board,
// that even them out while every design rule of docs/data.md and every check the build
// makes of the data still holds.
//
//	go run ./cmd/balance -survey            who holds what at the end, by road
//	go run ./cmd/balance -measure -games 2000 -players 6
//	go run ./cmd/balance -search -land -roads -steps 6 [-write]
//	go run ./cmd/balance -search -land=false -add -entries -west A,B   new roads, moved entries
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/excalibur-kit/excalibur/content"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

func main() {
	games := flag.Int("games", 120, "games a measurement")
	players := flag.Int("players", 6, "players a game")
	seed := flag.Uint64("seed", 1, "the seed of the games")
	survey := flag.Bool("survey", false, "print who holds which manor at the end, by road")
	doMeasure := flag.Bool("measure", false, "print the win share of each road")
	search := flag.Bool("search", false, "hill-climb over land swaps, income shifts, road cuts, new roads and moved entries")
	land := flag.Bool("land", true, "with -search: try land swaps")
	income := flag.Bool("income", false, "with -search: try shifting the incomes of a parish's manors by one")
	manors := flag.Bool("manors", false, "with -search: try shifting the income of one manor by one")
	confirm := flag.Int("confirm", 0, "with -search: confirm each step on this many games of two seeds before keeping it (0: keep the screen's best)")
	recheck := flag.Int("recheck", 3, "with -confirm: most screened candidates confirmed a step")
	aim := flag.Bool("aim", false, "with -search: try only the income shifts that pay more to the roads below even, less to those above")
	roads := flag.Bool("roads", false, "with -search: try road cuts")
	add := flag.Bool("add", false, "with -search: try new roads between places that lie close")
	entries := flag.Bool("entries", false, "with -search: try moving entry roads to other manors")
	west := flag.String("west", "A,B", "with -add and -entries: the parishes (letters, comma-separated) whose manors a new road or a moved entry must serve")
	steps := flag.Int("steps", 4, "with -search: most moves to keep")
	tries := flag.Int("tries", 40, "with -search: most candidates a step (0: all)")
	write := flag.String("write", "", "with -search: write the changed manors.toml and map.toml into this folder (content to change the repository's)")
	dir := flag.String("content", "", "read the game data from this folder instead of the built-in copy")
	clones := flag.Bool("clones", false, "play the plain greedy at every seat, not a style drawn for each")
	flag.Parse()
	if *clones {
		greedyPlayer = clonePlayer
	}
	d, srcs, err := load(*dir)
	if err != nil {
		fail(err)
	}
	switch {
	case *survey:
		hs, err := surveyGames(engineOf(d), *games, *players, *seed)
		if err != nil {
			fail(err)
		}
		writeSurvey(os.Stdout, engineOf(d), hs)
	case *doMeasure:
		sh, err := measure(d, *games, *players, *seed)
		if err != nil {
			fail(err)
		}
		fmt.Println(sh)
	case *search:
		s := &searcher{srcs: srcs, games: *games, players: *players, seed: *seed, tries: *tries,
			land: *land, income: *income, manors: *manors, aim: *aim, confirm: *confirm, recheck: *recheck, roads: *roads, add: *add, entries: *entries, west: strings.Split(*west, ","), log: os.Stdout, rnd: rand.New(rand.NewPCG(*seed, 2))}
		if *write != "" {
			from := *dir
			if from == "" {
				from = "content" // the built-in copy is the repository's folder
			}
			s.kept = func(now *gamedata.Data) error { return writeData(from, *write, d, now) }
		}
		kept, _, best, err := s.run(d, *steps)
		if err != nil {
			fail(err)
		}
		fmt.Printf("kept %d moves: %v\n%s\n", len(kept), kept, best)
	default:
		flag.Usage()
		os.Exit(2)
	}
}

func load(dir string) (*gamedata.Data, gamedata.Sources, error) {
	var fsys fs.FS = content.FS
	if dir != "" {
		fsys = os.DirFS(dir)
	}
	d, srcs, err := gamedata.Parse(fsys)
	if err != nil {
		return nil, nil, err
	}
	if err := valid(d, srcs); err != nil {
		return nil, nil, err
	}
	return d, srcs, nil
}

func engineOf(d *gamedata.Data) *rules.Engine { return rules.New(d) }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "balance:", err)
	os.Exit(1)
}
