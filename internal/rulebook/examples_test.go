package rulebook

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/testkit"
	"github.com/excalibur-kit/excalibur/rules"
)

// exampleBook is a book over data the test may change first, enough to tell examples.
func exampleBook(t *testing.T, lang string, change func(d *gamedata.Data)) *Book {
	t.Helper()
	d := testkit.Data(t)
	if change != nil {
		change(d)
	}
	b := &Book{Lang: lang, Refs: map[string]Ref{}, Engine: rules.New(d), L: testkit.Localizer(t, d, lang)}
	// An example names its edition note, so the book knows the notes as the real one does.
	b.numberNotes()
	b.noteRefs("edition-notes")
	return b
}

// strengthOf is a side's strength worked out here from the troops' types: every troop
// not yet dead, at its wounded strength once a round before has wounded it.
func strengthOf(d *gamedata.Data, side gamedata.ExampleSide, s int, before []rules.Round) int {
	sum := 0
	for _, t := range side.Troops {
		tr := d.Troop(t.Type)
		str := tr.Strength
		for _, r := range before {
			if slices.Contains(r.Killed[s], t.ID) {
				str = 0
			} else if slices.Contains(r.Wounded[s], t.ID) {
				str = tr.Wounded
			}
		}
		sum += str
	}
	return sum
}

// Each round of a combat example is one table of two rows, a side each, printing what
// the engine played: the side's name, who fought, the strength (worked out here from
// the troop types and the wounds of the rounds before), both dice, the attack value,
// and what the wounds did. Play the example with other dice, and the tables follow.
func TestCombatRoundTables(t *testing.T) {
	for _, dice := range []string{"the data's", "other"} {
		b := exampleBook(t, "en", func(d *gamedata.Data) {
			if dice == "other" {
				for i := range d.Examples.Combat {
					for _, r := range d.Examples.Combat[i].Dice {
						r[0], r[1] = r[1], r[0] // the attack dice swapped: the other side is stronger
					}
				}
			}
		})
		for _, c := range b.Engine.D.Examples.Combat {
			t.Run(dice+" dice, "+c.ID, func(t *testing.T) {
				battle, err := b.Engine.CombatExample(c)
				if err != nil {
					t.Skipf("the example cannot be played with these dice: %v", err)
				}
				parts, err := b.Example("combat:" + c.ID)
				if err != nil {
					t.Fatal(err)
				}
				var tables []*rules.Table
				for _, p := range parts {
					if p.Table != nil {
						tables = append(tables, p.Table)
					}
				}
				if len(tables) != len(battle.Rounds) {
					t.Fatalf("%d tables for %d rounds", len(tables), len(battle.Rounds))
				}
				sides := [2]gamedata.ExampleSide{c.A, c.B}
				for i, r := range battle.Rounds {
					tb := tables[i]
					if len(tb.Rows) != 2 {
						t.Fatalf("round %d: %d rows, want one a side", r.N, len(tb.Rows))
					}
					for s, row := range tb.Rows {
						got := make([]string, len(row))
						for k, cl := range row {
							got[k] = b.L.Cell(cl)
						}
						name := b.L.T("lord-short."+sides[s].Player, nil)
						str := strengthOf(b.Engine.D, sides[s], s, battle.Rounds[:i])
						want := []string{name, b.ids(r.Engaged[s]), fmt.Sprint(str), fmt.Sprint(r.AttackDie[s]), fmt.Sprint(str + r.AttackDie[s])}
						if len(got) < len(want)+3 || !slices.Equal(got[:len(want)], want) {
							t.Errorf("round %d, %s: the row prints %q, want it to begin %q", r.N, name, got, want)
							continue
						}
						outcome := got[len(got)-1]
						for _, id := range r.Killed[s] {
							if !strings.Contains(outcome, fmt.Sprintf("%02d", id)) {
								t.Errorf("round %d, %s: %q does not name %02d, killed", r.N, name, outcome, id)
							}
						}
					}
				}
			})
		}
	}
}

// When a side fights a round weaker than the one before, the example says by how much and
// whose troop's wound took it, naming the owner: the second example's Lancelot, whose
// man-at-arms 52 (both sides have a 52) is wounded in round 1.
func TestCombatExampleExplainsTheWeakerSide(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		b := exampleBook(t, lang, nil)
		for _, c := range b.Engine.D.Examples.Combat {
			battle, err := b.Engine.CombatExample(c)
			if err != nil {
				t.Fatal(err)
			}
			parts, err := b.Example("combat:" + c.ID)
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, p := range parts {
				text += p.Label + " " + p.Text + "\n"
			}
			sides := [2]gamedata.ExampleSide{c.A, c.B}
			for i := 1; i < len(battle.Rounds); i++ {
				last, r := battle.Rounds[i-1], battle.Rounds[i]
				for s := range 2 {
					if r.Strength[s] >= last.Strength[s] || len(r.Engaged[s]) != len(last.Engaged[s])-len(last.Killed[s]) {
						continue
					}
					ls := b.losses(battle.Rounds[:i], sides[s], s)
					lost := lostStrength(ls)
					id, data := b.weakerLine(ls)
					data["side"], data["round"], data["from"], data["to"] = b.L.T("lord-short."+sides[s].Player, nil), r.N, last.Strength[s], r.Strength[s]
					want := b.L.Tx(id, data)
					if lost != last.Strength[s]-r.Strength[s] || !strings.Contains(text, want) {
						t.Errorf("%s %s round %d: want %q (losing %d), the example says:\n%s", lang, c.ID, r.N, want, lost, text)
					}
				}
			}
		}
	}
	b := exampleBook(t, "en", nil)
	parts, err := b.Example("combat:foxwood")
	if err != nil {
		t.Skip("no Foxwood example in the data")
	}
	found := false
	for _, p := range parts {
		found = found || strings.Contains(p.Text, "his own 52 is now wounded")
	}
	if !found {
		t.Errorf("the Foxwood example does not say whose 52 is wounded: %+v", parts)
	}
}

// A translated example names each troop inside its sentence, so the troop's type is a
// common noun there: "02 (rycerz klasy A, siła 6)", not the label's capital as a table
// heads with it. The English keeps the label as written, heading each troop.
func TestExampleTroopTypesInRunningText(t *testing.T) {
	for _, lang := range []string{"en", "pl", "fr"} {
		b := exampleBook(t, lang, nil)
		for _, c := range b.Engine.D.Examples.Combat {
			parts, err := b.Example("combat:" + c.ID)
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, p := range parts {
				text += p.Label + " " + p.Text + "\n"
			}
			for _, side := range []gamedata.ExampleSide{c.A, c.B} {
				for _, tr := range side.Troops {
					label := b.L.T("term."+tr.Type, nil)
					want := lowerFirst(label)
					if lang == "en" {
						want = label
					}
					if !strings.Contains(text, want) {
						t.Errorf("%s %s: the troop %02d is not named %q:\n%s", lang, c.ID, tr.ID, want, text)
					}
					if lang != "en" && want != label && strings.Contains(text, label) {
						t.Errorf("%s %s: %q keeps its capital inside the sentence:\n%s", lang, c.ID, label, text)
					}
				}
			}
		}
	}
}

// A side weakened by one troop's wound says so once: the side's strengths already give
// the troop's loss, so the troop is named without its strengths again; several troops
// each give theirs.
func TestWeakerSideSaysItOnce(t *testing.T) {
	b := exampleBook(t, "pl", nil)
	one := []loss{{id: "32", was: 5, wounded: 3}}
	id, data := b.weakerLine(one)
	data["side"], data["round"], data["from"], data["to"] = "Lancelot", 2, 5, 3
	got := strings.ReplaceAll(b.L.Tx(id, data), "\u00a0", " ")
	if want := "Lancelot walczy w rundzie 2 z siłą 3 zamiast 5, bo jego oddział 32 jest teraz ranny."; got != want {
		t.Errorf("one wounded troop:\n got %q\nwant %q", got, want)
	}
	two := append(one, loss{id: "52", killed: true, was: 3})
	id, data = b.weakerLine(two)
	if id != "example.combat-weaker" || !strings.Contains(data["why"].(string), "32") || !strings.Contains(data["why"].(string), "52") {
		t.Errorf("two troops: %s %v", id, data)
	}
	if lostStrength(two) != 5 {
		t.Errorf("two troops lose %d strength, want 2 + 3", lostStrength(two))
	}
}
