package rulebook

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
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
	return []Part{{Table: &t}, b.line("example.pay-lord", map[string]any{"n": pay}), b.treasuryLeft()}
}

// treasuryLeft is the treasury after the first winter, as the engine plays it: the
// starting funds, the first harvest's income, less the first pay.
func (b *Book) treasuryLeft() Part {
	e := b.Engine
	income := 0
	if m := firstEntry(e.D); m != nil {
		income = e.IncomeExample(m).Total
	}
	r := e.PayExample()
	return b.line("example.pay-left", map[string]any{"start": e.D.Game.Start.Treasury, "income": income, "pay": r.Pay, "n": r.Treasury})
}

// firstEntry is the manor of the start example: the first entry manor of the data.
func firstEntry(d *gamedata.Data) *gamedata.Manor {
	for i := range d.Manors {
		if d.Manors[i].Entry {
			return &d.Manors[i]
		}
	}
	return nil
}

// incomeExample is the first autumn's income, on the first entry manor.
func (b *Book) incomeExample() []Part {
	e := b.Engine
	m := firstEntry(e.D)
	if m == nil {
		return nil
	}
	return []Part{b.line("example.income", map[string]any{"manor": m.Name, "n": e.IncomeExample(m).Total})}
}

// moveExample is the order of 6.iv, moving in every phase, then delayed by a phase.
func (b *Book) moveExample() []Part {
	e := b.Engine
	ex := e.D.Examples.Movement
	args := map[string]any{
		"a": gamedata.CounterNumber(ex.Troops[0]), "b": gamedata.CounterNumber(ex.Troops[len(ex.Troops)-1]),
		"from": e.D.Manor(ex.From).Name, "to": e.D.Manor(ex.To).Name,
		"miles": ex.Miles, "step": e.D.Game.Movement.MilesPerPhase(), "n": e.MoveExample(),
	}
	late := e.AllPhases()[1:]
	delayed := map[string]any{"n": e.ArrivalPhase(ex.Miles, late), "first": late[0]}
	return []Part{b.line("example.move", args), b.line("example.move-late", delayed)}
}

// combatExample tells a combat round by round: who fights, then for each round the
// stronger side and a small table of the two sides (what they fought with, their rolls,
// the line of the results table each read, and what the wounds did), and, before a round
// in which a side fights weaker, which wounds took its strength.
func (b *Book) combatExample(c gamedata.CombatExample) ([]Part, error) {
	battle, err := b.Engine.CombatExample(c)
	if err != nil {
		return nil, err
	}
	sides := [2]gamedata.ExampleSide{c.A, c.B}
	names := [2]string{b.L.T("lord-short."+c.A.Player, nil), b.L.T("lord-short."+c.B.Player, nil)}
	parts := []Part{b.line("example.combat-sides", map[string]any{
		"a": names[0], "b": names[1], "atroops": b.force(sides[0]), "btroops": b.force(sides[1])})}
	for i, r := range battle.Rounds {
		if i > 0 {
			parts = append(parts, b.weaker(battle.Rounds[:i], r, sides, names)...)
		}
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
		name := b.L.T("term."+tr.ID, nil)
		if b.Lang != i18n.Source {
			name = lowerFirst(name)
		}
		out = append(out, b.L.Tx("example.troop", map[string]any{
			"type": name, "id": gamedata.CounterNumber(t.ID), "s": tr.Strength}))
	}
	return b.L.Join("list", out...)
}

// lowerFirst is a label as running text writes it inside a sentence. The English heads
// each troop of a force with its type, written as the label is ("Knight, grade A 02");
// a translation words the troop inside a parenthesis, where the type is a common noun
// and takes no capital ("02 (rycerz klasy A, siła 6)").
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// round is one round: its number with the stronger side, and the table of the round.
func (b *Book) round(r rules.Round, names [2]string) []Part {
	lead := Part{Label: b.L.Tx("example.round", map[string]any{"n": r.N})}
	if r.Stronger == rules.None {
		lead.Text = b.L.T("example.combat-equal", nil)
	} else {
		lead.Text = b.L.Tx("example.combat-stronger", map[string]any{"side": names[r.Stronger], "n": r.Diff})
	}
	bonus := r.Bonus[rules.A] != 0 || r.Bonus[rules.B] != 0
	t := rules.Table{ID: fmt.Sprintf("example-round-%d", r.N), Section: "8"}
	t.Head = []rules.Cell{roundCol("side"), roundCol("fighting"), roundCol("strength")}
	if bonus {
		t.Head = append(t.Head, roundCol("bonus"))
	}
	t.Head = append(t.Head, roundCol("attack-roll"), roundCol("av"), roundCol("wounded-on"), roundCol("wound-roll"), roundCol("outcome"))
	for s := range 2 {
		row := []rules.Cell{literal(names[s]), literal(b.ids(r.Engaged[s])), rules.Num(r.Strength[s])}
		if bonus {
			row = append(row, rules.Num(r.Bonus[s]))
		}
		wound := rules.Dash()
		if r.WoundDie[s] > 0 {
			wound = rules.Num(r.WoundDie[s])
		}
		row = append(row, rules.Num(r.AttackDie[s]), rules.Num(r.AV[s]), literal(b.entry(r.Entry[s])), wound, literal(b.outcome(r, s)))
		t.Rows = append(t.Rows, row)
	}
	return []Part{lead, {Table: &t}}
}

// roundCol is a column heading of a round's table, a message of the example itself.
func roundCol(id string) rules.Cell { return rules.Text("example.col-"+id, nil) }

// literal is a table cell of words already set in the book's language.
func literal(s string) rules.Cell { return rules.Cell{Key: i18n.Literal + s} }

// entry is a side's line of the combat results table: how many wounds, on what roll. A
// wound on the top face alone is worded as the table words it ("on a 6"): a language
// puts an article before a single face that it does not put before a range.
func (b *Book) entry(w gamedata.Wounds) string {
	switch {
	case w.Count == 0:
		return b.L.T("example.round-safe", nil)
	case w.On == 0:
		return b.L.Tx("example.round-certain", map[string]any{"n": w.Count})
	case w.On >= rules.DieFaces:
		return b.L.Tx("wounds-on-six", map[string]any{"n": w.Count, "hi": rules.DieFaces})
	}
	roll := b.L.T("value.range", map[string]int{"lo": w.On, "hi": rules.DieFaces})
	return b.L.Tx("example.round-on", map[string]any{"n": w.Count, "roll": roll})
}

// outcome is what a side's wounds did: who turned to the wounded side, who died.
func (b *Book) outcome(r rules.Round, s int) string {
	var out []string
	if len(r.Wounded[s]) > 0 {
		out = append(out, b.L.Tx("example.round-wounded", map[string]any{"ids": b.ids(r.Wounded[s])}))
	}
	if len(r.Killed[s]) > 0 {
		out = append(out, b.L.Tx("example.round-killed", map[string]any{"ids": b.ids(r.Killed[s])}))
	}
	if len(out) == 0 {
		return b.L.T("example.round-unhurt", nil)
	}
	return strings.Join(out, "; ")
}

// weaker says, for each side that fights round r with less strength than the round
// before, what the wounds of the rounds before took: a wounded troop counts its wounded
// strength, a dead one nothing. It says it only when those changes add up to the whole
// difference (a choke point's replacement, say, would change it otherwise).
func (b *Book) weaker(before []rules.Round, r rules.Round, sides [2]gamedata.ExampleSide, names [2]string) []Part {
	last := before[len(before)-1]
	var parts []Part
	for s := range 2 {
		if r.Strength[s] >= last.Strength[s] {
			continue
		}
		ls := b.losses(before, sides[s], s)
		if lostStrength(ls) != last.Strength[s]-r.Strength[s] || len(ls) == 0 {
			continue
		}
		id, data := b.weakerLine(ls)
		data["side"], data["round"], data["from"], data["to"] = names[s], r.N, last.Strength[s], r.Strength[s]
		parts = append(parts, b.line(id, data))
	}
	return parts
}

// weakerLine is the message that says why a side is weaker, and its data. When one troop
// explains the whole difference, the side's strengths already say what it lost, so the
// sentence only names the troop (pl „bo jego oddział 32 jest teraz ranny”); several are
// listed, each with its own strengths.
func (b *Book) weakerLine(ls []loss) (string, map[string]any) {
	if len(ls) == 1 {
		if ls[0].killed {
			return "example.combat-weaker-killed", map[string]any{"id": ls[0].id}
		}
		return "example.combat-weaker-wounded", map[string]any{"id": ls[0].id}
	}
	return "example.combat-weaker", map[string]any{"why": b.lossesText(ls)}
}

// loss is what the wounds of the rounds before took from one troop: its strength was
// before, and now wounded (it still fights) or nothing (killed).
type loss struct {
	id           string
	killed       bool
	was, wounded int
}

// lostStrength is the strength losses took from a side.
func lostStrength(ls []loss) int {
	n := 0
	for _, l := range ls {
		if l.killed {
			n += l.was
		} else {
			n += l.was - l.wounded
		}
	}
	return n
}

// lossesText words each troop's loss, for a side that lost strength in more than one troop.
func (b *Book) lossesText(ls []loss) string {
	why := make([]string, len(ls))
	for i, l := range ls {
		if l.killed {
			why[i] = b.L.Tx("example.weaker-killed", map[string]any{"id": l.id, "s": l.was})
		} else {
			why[i] = b.L.Tx("example.weaker-wounded", map[string]any{"id": l.id, "s": l.was, "w": l.wounded})
		}
	}
	return strings.Join(why, "; ")
}

// losses lists what the previous round's wounds took from a side's troops.
func (b *Book) losses(before []rules.Round, side gamedata.ExampleSide, s int) []loss {
	last := before[len(before)-1]
	var out []loss
	for _, t := range side.Troops {
		tr := b.Engine.D.Troop(t.Type)
		id := gamedata.CounterNumber(t.ID)
		switch {
		case slices.Contains(last.Killed[s], t.ID):
			// It fought the last round wounded if an earlier round wounded it.
			was := tr.Strength
			for _, r := range before[:len(before)-1] {
				if slices.Contains(r.Wounded[s], t.ID) {
					was = tr.Wounded
				}
			}
			out = append(out, loss{id: id, killed: true, was: was})
		case slices.Contains(last.Wounded[s], t.ID):
			out = append(out, loss{id: id, was: tr.Strength, wounded: tr.Wounded})
		}
	}
	return out
}

func (b *Book) ids(ids []int) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = gamedata.CounterNumber(id)
	}
	return b.L.Join("list", out...)
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

// TableNote is a note of an engine table as printed under it: its label and its value.
func (b *Book) TableNote(n []rules.Cell) string {
	cells := make([]string, len(n))
	for i, c := range n {
		cells[i] = b.L.Cell(c)
	}
	return b.L.Join("label", cells...)
}
