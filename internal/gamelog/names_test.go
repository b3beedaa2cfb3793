package gamelog

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// French names a milestone by its road's two ends joined by a dash and without articles,
// as the rules name a road („la borne deux de la route Barsham–Hazlemere”): a run of
// „de la route de l’entrée 5 à Oakridge à Oakridge” cannot be read at first sight. Every
// milestone of every road, in every role a sentence gives it, must read so.
func TestFrenchMilestonesNameTheRoadByItsEnds(t *testing.T) {
	e := engine(t)
	l, err := NewLogger(io.Discard, "fr", e)
	if err != nil {
		t.Fatal(err)
	}
	// An entry road is „la route d’entrée 5–Oakridge”: „d’entrée” names the road, not an end.
	road := regexp.MustCompile(`^(la|à la|de la) borne\x{00a0}[0-9]+[ \x{00a0}]de la route (?:d’entrée )?([^–]+)–([^–]+)$`)
	article := regexp.MustCompile(`^(l’|le |la |les |du |de |des |d’|à |au )`)
	n := 0
	for _, r := range e.D.Valley.Roads {
		for k := 1; k < r.Miles(); k++ {
			p, ok := e.Place(gamedata.MilestoneNode(r.ID, k))
			if !ok {
				t.Fatalf("road %s has no milestone %d", r.ID, k)
			}
			for _, role := range []string{obj, at, from, to} {
				got := l.place(p, role)
				m := road.FindStringSubmatch(got)
				if m == nil {
					t.Errorf("%s/%d as %s reads %q, want „la borne N de la route A–B” with its preposition", r.ID, k, role, got)
					continue
				}
				for _, end := range m[2:] {
					if article.MatchString(end) {
						t.Errorf("%s/%d as %s reads %q: the road's end %q takes no article or preposition", r.ID, k, role, got, end)
					}
				}
				n++
			}
		}
	}
	if n == 0 {
		t.Fatal("no milestone was named: the test proves nothing")
	}
}

// French gives a troop's grade as the rules name it, „rang A”, in brackets after the
// counter's number, not as a bare letter between the noun and the number („le chevalier
// A 2”); the brackets keep a list of troops clear of another run of „de”, and a no-break
// space keeps them on the line of the number, and another the number with its noun.
func TestFrenchTroopsNameTheirGradeAsTheRules(t *testing.T) {
	e := engine(t)
	l, err := NewLogger(io.Discard, "fr", e)
	if err != nil {
		t.Fatal(err)
	}
	for _, tr := range e.D.Troops {
		id := tr.IDs[0]
		got := l.troop(id)
		num := gamedata.CounterNumber(id) // as the counter prints it, "02"
		if !strings.Contains(got, "\u00a0"+num) {
			t.Errorf("%s: %q does not give the counter's number %s bound to its noun", tr.ID, got, num)
		}
		if tr.Kind == gamedata.KindLord || (tr.Grade != "A" && tr.Grade != "B") {
			continue // the lord and the esquire are named by their rank alone
		}
		if want := num + "\u00a0(rang " + tr.Grade + ")"; !strings.HasSuffix(got, want) {
			t.Errorf("%s: %q, want it to end %q", tr.ID, got, want)
		}
	}
}

// Polish joins a road's two ends with an unspaced dash when each is one word
// („Hartwell–Thornley”) and spaces it when an end has more („Opactwo Carse – Thornley”),
// as it sets any dash between compounds of several words; English never spaces it.
func TestPolishRoadNamesSpaceTheDashBetweenWordGroups(t *testing.T) {
	e := engine(t)
	for _, c := range []struct {
		lang             string
		spaced, unspaced string
	}{
		{"pl", "\u00a0– ", "–"},
		{"en", "–", "–"},
	} {
		l, err := NewLogger(io.Discard, c.lang, e)
		if err != nil {
			t.Fatal(err)
		}
		open, closed := 0, 0
		for _, r := range e.D.Valley.Roads {
			if p, ok := e.Place(r.From); ok && e.PlaceKind(p) == rules.NodeEntry {
				continue // an entry road is named by its number and its manor, not by two ends
			}
			a, b := l.end(r.From), l.end(r.To)
			dash := c.unspaced
			if strings.ContainsAny(a+b, " \u00a0") {
				dash, open = c.spaced, open+1
			} else {
				closed++
			}
			got := l.road(r.From, r.To)
			if want := a + dash + b; got != want {
				t.Errorf("%s: road %s reads %q, want %q", c.lang, r.ID, got, want)
			}
			p, ok := e.Place(gamedata.MilestoneNode(r.ID, 1))
			if ok && !strings.Contains(l.place(p, at), got) {
				t.Errorf("%s: the first milestone of road %s, %q, does not name the road %q", c.lang, r.ID, l.place(p, at), got)
			}
		}
		if open == 0 || closed == 0 {
			t.Fatalf("%s: %d roads with an end of several words, %d without: the test needs both", c.lang, open, closed)
		}
	}
}
