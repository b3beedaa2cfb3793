package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Written orders in the 1989 notation (6.iv, 6.v). A sheet holds one order a line:
//
//	13+17 -> H'mere          move (6.iv): counter IDs joined by +, an arrow, a place
//	13+17 -> H'mere (2,3)    move in the listed phases only (6.v)
//	13 -> Foxwood -> Breaume move by way of a place (edition "order-routes")
//	13 -> Barsham            where it stands: stay, the explicit form of an unwritten order
//
// The 1989 text writes no other kind of order: staying is the lack of an order (6.iv), a
// siege is staying on in the manor (13.iii), a raid is being on the abbey's or priory's
// grounds at the end of autumn (9.i), so a move to them, and pillage is chosen on entering
// a manor (14.i), not written. A trailing full stop, as in the rulebook's example, is
// allowed. ParseSheet reads the text; State.CheckOrders (orders_check.go) resolves the
// places and holds the orders to the rules.

// Arrow joins troops to a place and a place to the next in an order.
const Arrow = "->"

// Order is one written order as it was written: its number on the sheet (from 1), its
// text, the troops, the places named in turn, and the phases to move in (none: every
// phase).
type Order struct {
	N      int
	Text   string
	Troops []int
	Places []string
	Phases []int
}

// OrderError is a fault in one order of a sheet.
type OrderError struct {
	N    int
	Text string
	Msg  string
}

func (e *OrderError) Error() string { return fmt.Sprintf("order %d %q: %s", e.N, e.Text, e.Msg) }

// ParseSheet reads one player's orders, one a line; blank lines are skipped and do not
// count. Every faulty order is reported, joined.
func ParseSheet(src string) ([]Order, error) {
	var out []Order
	var errs []error
	n := 0
	for line := range strings.Lines(src) {
		text := strings.TrimSpace(line)
		if text == "" {
			continue
		}
		n++
		o, err := parseOrder(text)
		if err != nil {
			errs = append(errs, &OrderError{N: n, Text: text, Msg: err.Error()})
			continue
		}
		o.N, o.Text = n, text
		out = append(out, o)
	}
	return out, joinErrs(errs)
}

// parseOrder reads "troops -> place [-> place ...] [(phases)]".
func parseOrder(text string) (Order, error) {
	var o Order
	body := strings.TrimSpace(strings.TrimSuffix(text, "."))
	body, phases, err := cutPhases(body)
	if err != nil {
		return o, err
	}
	o.Phases = phases
	parts := strings.Split(body, Arrow)
	if len(parts) < 2 {
		return o, fmt.Errorf("expected troop IDs joined by +, %q and a place", Arrow)
	}
	if o.Troops, err = parseTroops(parts[0]); err != nil {
		return o, err
	}
	for i, p := range parts[1:] {
		p = strings.TrimSpace(p)
		if p == "" {
			return o, fmt.Errorf("place %d after %q is empty", i+1, Arrow)
		}
		o.Places = append(o.Places, p)
	}
	return o, nil
}

// parseTroops reads counter IDs joined by +.
func parseTroops(s string) ([]int, error) {
	var ids []int
	for _, f := range strings.Split(s, "+") {
		f = strings.TrimSpace(f)
		id, err := strconv.Atoi(f)
		if err != nil || id <= 0 {
			return nil, fmt.Errorf("troop %q: expected a counter ID, a whole number from 1", f)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// cutPhases takes a closing "(2,3)" off an order: the phases to move in (6.v).
func cutPhases(s string) (string, []int, error) {
	if !strings.HasSuffix(s, ")") {
		return s, nil, nil
	}
	open := strings.LastIndex(s, "(")
	if open < 0 {
		return s, nil, fmt.Errorf("a %q closes phases that no %q opens", ")", "(")
	}
	var phases []int
	for _, f := range strings.Split(s[open+1:len(s)-1], ",") {
		f = strings.TrimSpace(f)
		p, err := strconv.Atoi(f)
		if err != nil {
			return s, nil, fmt.Errorf("phase %q: expected a phase number", f)
		}
		if slices.Contains(phases, p) {
			return s, nil, fmt.Errorf("phase %d listed twice", p)
		}
		phases = append(phases, p)
	}
	slices.Sort(phases)
	return strings.TrimSpace(s[:open]), phases, nil
}

// String writes the order back in the notation, without its number.
func (o Order) String() string {
	// Written into one buffer, kept on the stack while short: the machine players write
	// thousands of orders a game, and joining pieces made five strings an order.
	var buf [64]byte
	b := buf[:0]
	for i, id := range o.Troops {
		if i > 0 {
			b = append(b, '+')
		}
		b = strconv.AppendInt(b, int64(id), 10)
	}
	b = append(b, " "+Arrow+" "...)
	for i, p := range o.Places {
		if i > 0 {
			b = append(b, " "+Arrow+" "...)
		}
		b = append(b, p...)
	}
	if len(o.Phases) > 0 {
		b = append(b, " ("...)
		for i, p := range o.Phases {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(p), 10)
		}
		b = append(b, ')')
	}
	return string(b)
}

func joinErrs(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	return &SheetError{Errs: errs}
}

// SheetError is every fault found in a sheet, one a line.
type SheetError struct{ Errs []error }

func (e *SheetError) Error() string {
	msgs := make([]string, len(e.Errs))
	for i, err := range e.Errs {
		msgs[i] = err.Error()
	}
	return strings.Join(msgs, "\n")
}

func (e *SheetError) Unwrap() []error { return e.Errs }
