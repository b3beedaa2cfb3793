package rulebook

import (
	"fmt"
	"sort"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/rules"
)

// Worked examples are played by the engine from their scenarios (content/examples.toml)
// and told in sentences of the locales, so a printed example cannot disagree with the
// rules: change a value and the example changes with it.

// Part is a piece of generated content, already worded: a heading, a paragraph (with
// an optional bold lead-in) or an engine table. A heading with an ID is a target of
// cross references and an entry of the contents (an edition note: Number is E3).
type Part struct {
	Heading string
	ID      string
	Number  string
	Label   string
	Text    string
	// Ref is a cross reference inside Text: the first place Text words it
	// (RefText(Ref)) links to it.
	Ref   string
	Table *rules.Table
}

// ExampleIDs lists the worked examples the text may show.
func (b *Book) ExampleIDs() []string {
	ids := []string{"pay", "income", "movement"}
	for _, c := range b.Engine.D.Examples.Combat {
		ids = append(ids, "combat:"+c.ID)
	}
	return append(ids, playIDs()...)
}

// Example plays a worked example and tells it.
func (b *Book) Example(id string) ([]Part, error) {
	switch {
	case id == "pay":
		return b.payExample(), nil
	case id == "income":
		return b.incomeExample(), nil
	case id == "movement":
		return b.moveExample(), nil
	case strings.HasPrefix(id, playPrefix):
		return b.playExample(strings.TrimPrefix(id, playPrefix))
	case strings.HasPrefix(id, "combat:"):
		for _, c := range b.Engine.D.Examples.Combat {
			if "combat:"+c.ID == id {
				return b.combatExample(c)
			}
		}
	}
	return nil, fmt.Errorf("no worked example %q (expected one of %s)", id, strings.Join(b.ExampleIDs(), ", "))
}

// line words a sentence of the locales.
func (b *Book) line(key string, args map[string]any) Part { return Part{Text: b.L.Tx(key, args)} }

// payExample is the first winter's pay: the start troops by type, and the total.
func (b *Book) payExample() []Part {
	e := b.Engine
	count := map[string]int{}
	var order []string
	for _, id := range e.D.Game.Start.Troops {
		if count[id] == 0 {
			order = append(order, id)
		}
		count[id]++
	}
	t := rules.Table{ID: "example-pay", Section: "3",
		Head: []rules.Cell{rules.Col("troop"), rules.Col("number"), rules.Col("each"), rules.Col("cost")}}
	for _, id := range order {
		tr := e.D.Troop(id)
		t.Rows = append(t.Rows, []rules.Cell{rules.Term(tr.Kind), rules.Num(count[id]), rules.Bz(tr.Cost), rules.Bz(count[id] * tr.Cost)})
	}
	pay := e.PayExample().Pay
	t.Rows = append(t.Rows, []rules.Cell{rules.Text("example.pay-total", nil), rules.Dash(), rules.Dash(), rules.Bz(pay)})
	return []Part{{Table: &t}, b.line("example.pay-lord", map[string]any{"n": pay})}
}

// incomeExample is the first autumn's income, on the first entry manor.
func (b *Book) incomeExample() []Part {
	e := b.Engine
	for i := range e.D.Manors {
		m := &e.D.Manors[i]
		if !m.Entry {
			continue
		}
		return []Part{b.line("example.income", map[string]any{"manor": m.Name, "n": e.IncomeExample(m).Total})}
	}
	return nil
}

// moveExample is the order of 6.iv, moving in every phase, then delayed by a phase.
func (b *Book) moveExample() []Part {
	e := b.Engine
	ex := e.D.Examples.Movement
	args := map[string]any{
		"a": fmt.Sprintf("%02d", ex.Troops[0]), "b": fmt.Sprintf("%02d", ex.Troops[len(ex.Troops)-1]),
		"from": e.D.Manor(ex.From).Name, "to": e.D.Manor(ex.To).Name,
		"miles": ex.Miles, "step": e.D.Game.Movement.MilesPerPhase(), "n": e.MoveExample(),
	}
	late := e.AllPhases()[1:]
	delayed := map[string]any{"n": e.ArrivalPhase(ex.Miles, late), "first": late[0]}
	return []Part{b.line("example.move", args), b.line("example.move-late", delayed)}
}

// combatExample tells a combat round by round.
func (b *Book) combatExample(c gamedata.CombatExample) ([]Part, error) {
	battle, err := b.Engine.CombatExample(c)
	if err != nil {
		return nil, err
	}
	sides := [2]gamedata.ExampleSide{c.A, c.B}
	names := [2]string{b.L.T("lord-short."+c.A.Player, nil), b.L.T("lord-short."+c.B.Player, nil)}
	parts := []Part{b.line("example.combat-sides", map[string]any{
		"a": names[0], "b": names[1], "atroops": b.force(sides[0]), "btroops": b.force(sides[1])})}
	for _, r := range battle.Rounds {
		parts = append(parts, b.round(r, names)...)
	}
	parts = append(parts, b.ending(battle, names))
	if c.Note != "" {
		id := NotePrefix + c.Note
		if r, ok := b.Refs[id]; !ok || !r.Note {
			return nil, fmt.Errorf("combat example %q: its note %q is not an edition note of content/edition.toml", c.ID, c.Note)
		}
		p := b.line("example.combat-note", map[string]any{"ref": b.RefText(id)})
		p.Ref = id
		parts = append(parts, p)
	}
	return parts, nil
}

// SplitRef cuts a part's text around its cross reference: the text before, the
// reference as worded, the text after. Without one, or where the text does not word
// it, all is before.
func (b *Book) SplitRef(p Part) (before, ref, after string) {
	if p.Ref == "" {
		return p.Text, "", ""
	}
	w := b.RefText(p.Ref)
	i := strings.Index(p.Text, w)
	if i < 0 {
		return p.Text, "", ""
	}
	return p.Text[:i], w, p.Text[i+len(w):]
}

// force describes a side's troops: "knight A 02 (6), man-at-arms A 52 (3)".
func (b *Book) force(s gamedata.ExampleSide) string {
	var out []string
	for _, t := range s.Troops {
		tr := b.Engine.D.Troop(t.Type)
		out = append(out, b.L.Tx("example.troop", map[string]any{
			"type": b.L.T("term."+tr.ID, nil), "id": fmt.Sprintf("%02d", t.ID), "s": tr.Strength}))
	}
	return strings.Join(out, ", ")
}

func (b *Book) round(r rules.Round, names [2]string) []Part {
	var parts []Part
	for s := range 2 {
		parts = append(parts, b.line("example.combat-av", map[string]any{
			"round": r.N, "side": names[s], "strength": r.Strength[s], "die": r.AttackDie[s], "av": r.AV[s]}))
	}
	if r.Stronger == rules.None {
		parts = append(parts, b.line("example.combat-equal", nil))
	} else {
		parts = append(parts, b.line("example.combat-stronger", map[string]any{"side": names[r.Stronger], "n": r.Diff}))
	}
	for s := range 2 {
		parts = append(parts, b.wounds(r, s, names[s]))
	}
	return parts
}

// wounds tells one side's result: its entry, its roll, and who is wounded or dies.
func (b *Book) wounds(r rules.Round, s int, name string) Part {
	hurt := b.ids(r.Wounded[s])
	dead := b.ids(r.Killed[s])
	faces := rules.DieFaces
	roll := b.L.Num(faces)
	if r.Entry[s].On < faces {
		roll = b.L.T("value.range", map[string]int{"lo": r.Entry[s].On, "hi": faces})
	}
	args := map[string]any{"side": name, "n": r.Entry[s].Count, "roll": roll, "die": r.WoundDie[s],
		"wounded": hurt, "killed": dead}
	key := "example.combat-roll"
	switch {
	case r.Entry[s].Count == 0:
		key = "example.combat-safe"
	case r.Entry[s].On == 0:
		key = "example.combat-certain"
	}
	switch {
	case hurt != "" && dead != "":
		key += "-both"
	case dead != "":
		key += "-killed"
	case hurt != "":
		key += "-wounded"
	default:
		key += "-none"
	}
	return b.line(key, args)
}

func (b *Book) ids(ids []int) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = fmt.Sprintf("%02d", id)
	}
	return strings.Join(out, ", ")
}

func (b *Book) ending(battle rules.Battle, names [2]string) Part {
	last := len(battle.Rounds)
	switch {
	case battle.Withdrew[rules.A] != battle.Withdrew[rules.B] && battle.Winner != rules.None:
		leaver := 1 - battle.Winner
		return b.line("example.combat-withdraws", map[string]any{"round": last, "side": names[leaver], "winner": names[battle.Winner]})
	case battle.Winner != rules.None:
		return b.line("example.combat-wins", map[string]any{"round": last, "winner": names[battle.Winner]})
	}
	return b.line("example.combat-draw", map[string]any{"round": last})
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
