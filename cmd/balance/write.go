package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
)

// writeData writes manors.toml and map.toml of folder from into folder to, changed
// line by line from the data was to the data now: the cards of every manor whose land
// or income changed, the land kinds of those whose land did, and without the roads (and
// their choke points) now lacks. Everything else, comments and layout included, stays
// as it was.
func writeData(from, to string, was, now *gamedata.Data) error {
	manors, err := os.ReadFile(filepath.Join(from, "manors.toml"))
	if err != nil {
		return err
	}
	board, err := os.ReadFile(filepath.Join(from, "map.toml"))
	if err != nil {
		return err
	}
	ml, bl := strings.Split(string(manors), "\n"), strings.Split(string(board), "\n")
	for i, m := range now.Manors {
		w := was.Manors[i]
		sameLand := m.Strip == w.Strip && m.Pasture == w.Pasture && m.Forest == w.Forest
		if sameLand && m.Income == w.Income {
			continue
		}
		if ml, err = setCard(ml, m); err != nil {
			return err
		}
		if sameLand {
			continue
		}
		if bl, err = setKinds(bl, now.Valley.Manors[i]); err != nil {
			return err
		}
	}
	for _, r := range was.Valley.Roads {
		if !slices.ContainsFunc(now.Valley.Roads, func(n gamedata.Road) bool { return n.ID == r.ID }) {
			bl = dropBlocks(bl, "[[road]]", "id", r.ID)
			bl = dropBlocks(bl, "[[choke]]", "road", r.ID)
		}
	}
	if err := os.MkdirAll(to, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(to, "manors.toml"), []byte(strings.Join(ml, "\n")), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(to, "map.toml"), []byte(strings.Join(bl, "\n")), 0o644)
}

// block finds the table headed by header whose key has the value val: the index of
// its header line and of the line after its last.
func block(lines []string, header, key, val string) (int, int, bool) {
	want := fmt.Sprintf("%s = %q", key, val)
	for i, l := range lines {
		if l != header {
			continue
		}
		end := i + 1
		for end < len(lines) && !strings.HasPrefix(lines[end], "[") {
			end++
		}
		if slices.Contains(lines[i+1:end], want) {
			return i, end, true
		}
	}
	return 0, 0, false
}

var cardKey = regexp.MustCompile(`^(strip|pasture|forest|income\.unsupervised|income\.supervised) = `)

// setCard rewrites a manor card's land and income lines.
func setCard(lines []string, m gamedata.Manor) ([]string, error) {
	start, end, ok := block(lines, "[[manor]]", "id", m.ID)
	if !ok {
		return nil, fmt.Errorf("manors.toml: no [[manor]] with id %q", m.ID)
	}
	income := func(in gamedata.Income) string {
		return fmt.Sprintf("{ knight = %d, man_at_arms = %d, no_one = %d }", in.Knight, in.ManAtArms, in.NoOne)
	}
	val := map[string]string{
		"strip": fmt.Sprint(m.Strip), "pasture": fmt.Sprint(m.Pasture), "forest": fmt.Sprint(m.Forest),
		"income.unsupervised": income(m.Income.Unsupervised), "income.supervised": income(m.Income.Supervised),
	}
	for i := start; i < end; i++ {
		if k := cardKey.FindStringSubmatch(lines[i]); k != nil {
			lines[i] = k[1] + " = " + val[k[1]]
		}
	}
	return lines, nil
}

// setKinds rewrites the kind of each land unit of a manor on the board, in order.
func setKinds(lines []string, m gamedata.ManorLand) ([]string, error) {
	start, _, ok := block(lines, "[[manor]]", "id", m.ID)
	if !ok {
		return nil, fmt.Errorf("map.toml: no [[manor]] with id %q", m.ID)
	}
	k := 0
	for i := start + 1; i < len(lines) && lines[i] != "[[manor]]" && k < len(m.Units); i++ {
		if strings.HasPrefix(lines[i], "kind = ") {
			lines[i] = fmt.Sprintf("kind = %q", m.Units[k].Kind)
			k++
		}
	}
	if k != len(m.Units) {
		return nil, fmt.Errorf("map.toml: manor %q has %d units, the data %d", m.ID, k, len(m.Units))
	}
	return lines, nil
}

// dropBlocks removes every table headed by header whose key has the value val, with
// the blank line after it.
func dropBlocks(lines []string, header, key, val string) []string {
	for {
		start, end, ok := block(lines, header, key, val)
		if !ok {
			return lines
		}
		if end < len(lines) && lines[end] == "" {
			end++
		}
		lines = slices.Delete(lines, start, end)
	}
}
