package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
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
	if bl, err = redrawn(bl, was, now); err != nil {
		return err
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
	return blockWith(lines, header, fmt.Sprintf("%s = %q", key, val))
}

// blockNumbered finds the table headed by header with number = n.
func blockNumbered(lines []string, header string, n int) (int, int, bool) {
	return blockWith(lines, header, fmt.Sprintf("number = %d", n))
}

// blockWith finds the table headed by header that holds the line want.
func blockWith(lines []string, header, want string) (int, int, bool) {
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

// redrawn writes what the redrawing moves changed on the board: the roads now has and
// was lacks (with their choke points), the entries that lead elsewhere, and the marker
// spots a new road moved.
func redrawn(lines []string, was, now *gamedata.Data) ([]string, error) {
	for _, r := range now.Valley.Roads {
		if slices.ContainsFunc(was.Valley.Roads, func(w gamedata.Road) bool { return w.ID == r.ID }) {
			continue
		}
		lines = insertBlock(lines, "[[road]]", "id", r.ID, roadBlock(r))
		for _, c := range now.Valley.Chokes {
			if c.Road == r.ID {
				lines = insertBlock(lines, "[[choke]]", "road", r.ID, chokeBlock(c))
			}
		}
	}
	for i, e := range now.Valley.Entries {
		if w := was.Valley.Entries[i]; w.Manor == e.Manor && w.At == e.At {
			continue
		}
		start, end, ok := blockNumbered(lines, "[[entry]]", e.Number)
		if !ok {
			return nil, fmt.Errorf("map.toml: no [[entry]] numbered %d", e.Number)
		}
		for k := start; k < end; k++ {
			switch {
			case strings.HasPrefix(lines[k], "manor = "):
				lines[k] = fmt.Sprintf("manor = %q", e.Manor)
			case strings.HasPrefix(lines[k], "at = "):
				lines[k] = "at = " + point(e.At)
			}
		}
	}
	for i, m := range now.Valley.Manors {
		if w := was.Valley.Manors[i]; !slices.EqualFunc(m.Units, w.Units, func(a, b gamedata.LandUnit) bool { return a.Spot == b.Spot }) {
			var err error
			if lines, err = setSpots(lines, m); err != nil {
				return nil, err
			}
		}
	}
	return lines, nil
}

func point(p gamedata.Pt) string {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
	return "[" + f(p[0]) + ", " + f(p[1]) + "]"
}

// roadBlock is a [[road]] table as map.toml writes one, five milestones a line.
func roadBlock(r gamedata.Road) []string {
	out := []string{"[[road]]", fmt.Sprintf("id = %q", r.ID), fmt.Sprintf("from = %q", r.From), fmt.Sprintf("to = %q", r.To), "milestones = ["}
	for i := 0; i < len(r.Milestones); i += 5 {
		var pts []string
		for _, p := range r.Milestones[i:min(i+5, len(r.Milestones))] {
			pts = append(pts, point(p)+",")
		}
		out = append(out, "  "+strings.Join(pts, " "))
	}
	return append(out, "]", fmt.Sprintf("source = %q", r.Source), "")
}

func chokeBlock(c gamedata.Choke) []string {
	return []string{"[[choke]]", fmt.Sprintf("kind = %q", c.Kind), fmt.Sprintf("road = %q", c.Road), fmt.Sprintf("step = %d", c.Step), fmt.Sprintf("source = %q", c.Source), ""}
}

// insertBlock puts a new table headed by header before the first such table whose key
// sorts after val (the file keeps its roads and chokes in order), or after the last.
func insertBlock(lines []string, header, key, val string, table []string) []string {
	at := -1
	for i, l := range lines {
		if l != header {
			continue
		}
		end := i + 1
		for end < len(lines) && !strings.HasPrefix(lines[end], "[") {
			end++
		}
		for _, kl := range lines[i+1 : end] {
			if v, ok := strings.CutPrefix(kl, key+" = "); ok && strings.Trim(v, `"`) > val {
				return slices.Insert(lines, i, table...)
			}
		}
		at = end
	}
	if at < 0 {
		return append(append(lines, ""), table...)
	}
	return slices.Insert(lines, at, table...)
}

// setSpots rewrites the marker spot of each land unit of a manor on the board, in order.
func setSpots(lines []string, m gamedata.ManorLand) ([]string, error) {
	start, _, ok := block(lines, "[[manor]]", "id", m.ID)
	if !ok {
		return nil, fmt.Errorf("map.toml: no [[manor]] with id %q", m.ID)
	}
	k := 0
	for i := start + 1; i < len(lines) && lines[i] != "[[manor]]" && k < len(m.Units); i++ {
		if strings.HasPrefix(lines[i], "spot = ") {
			lines[i] = "spot = " + point(m.Units[k].Spot)
			k++
		}
	}
	if k != len(m.Units) {
		return nil, fmt.Errorf("map.toml: manor %q has %d spots, the data %d", m.ID, k, len(m.Units))
	}
	return lines, nil
}
