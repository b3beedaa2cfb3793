package simulate

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"
)

// JSON is the report as one indented JSON document, ending in a newline.
func (r *Report) JSON() ([]byte, error) {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// WriteText writes the report for people: a heading, then one aligned table a question.
func (r *Report) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	r.textHead(bw)
	for _, part := range []func(io.Writer){r.textShares, r.textYears, r.textManors, r.textChecks, r.textFired, r.textErrors} {
		fmt.Fprintln(bw)
		part(bw)
	}
	return bw.Flush()
}

func (r *Report) textHead(w io.Writer) {
	kind := r.Kind
	if kind == "" {
		kind = "machine"
	}
	games := "games"
	if r.Games == 1 {
		games = "game"
	}
	if r.Table == "mixed" {
		fmt.Fprintf(w, "%d %s of up to %d players drawn a game (%s), seed %d\n", r.Games, games, r.Players, kind, r.Seed)
	} else {
		fmt.Fprintf(w, "%d %s of %d %s players, seed %d\n", r.Games, games, r.Players, kind, r.Seed)
	}
	fmt.Fprintf(w, "rules: %s; year limit %d\n", r.Rules, r.YearLimit)
	fmt.Fprintf(w, "finished %d, failed %d\n\n", r.Finished, len(r.Errors))
	t := table(w)
	fmt.Fprintf(t, "%-14s\tmean %s\tmin %d\tmax %d\t\n", "years played", num(r.Years.Mean), r.Years.Min, r.Years.Max)
	fmt.Fprintf(t, "%-14s\tmean %s\tmin %d\tmax %d\t\n", "combats a game", num(r.Combats.Mean), r.Combats.Min, r.Combats.Max)
	fmt.Fprintf(t, "%-14s\tvictory %d\tvaluation %d\treverence %d\t\n", "games ended by", r.Ends.Victory, r.Ends.Valuation, r.Ends.Reverence)
	t.Flush()
	if r.Table == "mixed" {
		fmt.Fprintf(w, "  %-14s  %s\n", "players a game", r.countsText())
		fmt.Fprintf(w, "  %-14s  %s\n", "seats played", r.kindsText())
	}
}

// countsText is the games by number of players, "2: 401, 3: 398, ...".
func (r *Report) countsText() string {
	var parts []string
	for _, c := range r.Counts {
		parts = append(parts, fmt.Sprintf("%d: %d", c.Players, c.Games))
	}
	return strings.Join(parts, ", ")
}

// kindsText is the seats by kind of player, "greedy 3003, random 2998".
func (r *Report) kindsText() string {
	var parts []string
	for _, k := range r.SeatKinds {
		parts = append(parts, fmt.Sprintf("%s %d", k.Kind, k.Seats))
	}
	return strings.Join(parts, ", ")
}

func (r *Report) textShares(w io.Writer) {
	fmt.Fprintln(w, "win share by entry road (a tie splits the win)")
	t := table(w)
	fmt.Fprintln(t, "  road\tgames\twins\tshare\t")
	for _, s := range r.Roads {
		fmt.Fprintf(t, "  %d\t%d\t%s\t%s\t\n", s.Road, s.Games, num(s.Wins), num(s.Share))
	}
	t.Flush()
	fmt.Fprintln(w, "\nwin share by seat")
	t = table(w)
	fmt.Fprintln(t, "  seat\tgames\twins\tshare\t")
	for _, s := range r.Seats {
		fmt.Fprintf(t, "  %d\t%d\t%s\t%s\t\n", s.Seat, s.Games, num(s.Wins), num(s.Share))
	}
	t.Flush()
}

func (r *Report) textYears(w io.Writer) {
	fmt.Fprintln(w, "money by year, mean a player in Bz (harvest; treasury after the winter)")
	t := table(w)
	fmt.Fprintln(t, "  year\tgames\tincome\tgames\ttreasury\t")
	for _, y := range r.ByYear {
		fmt.Fprintf(t, "  %d\t%d\t%s\t%d\t%s\t\n", y.Year, y.IncomeGames, orDash(y.Income, y.IncomeGames), y.TreasuryGames, orDash(y.Treasury, y.TreasuryGames))
	}
	t.Flush()
}

func (r *Report) textManors(w io.Writer) {
	fmt.Fprintln(w, "manors, a game: times claimed, seasons held; games in which claimed")
	t := table(w)
	wide := 0
	for _, m := range r.Manors {
		wide = max(wide, utf8.RuneCountInString(m.Name))
	}
	fmt.Fprintf(t, "  %-*s\tclaims\theld\tclaimed in\t\n", wide, "manor")
	for _, m := range r.Manors {
		fmt.Fprintf(t, "  %-*s\t%s\t%s\t%d\t\n", wide, m.Name, num(m.Claims), num(m.Held), m.ClaimedIn)
	}
	t.Flush()
}

func (r *Report) textChecks(w io.Writer) {
	fmt.Fprintf(w, "invariants: checked %d times, broken %d\n", r.Checks.Checked, r.Checks.Broken)
	for _, b := range r.Checks.First {
		fmt.Fprintf(w, "  %s\n", b)
	}
}

func (r *Report) textFired(w io.Writer) {
	fmt.Fprintln(w, "rules fired: mean a game, and in how many games")
	t := table(w)
	wide := 0
	for _, f := range r.Fired {
		wide = max(wide, utf8.RuneCountInString(f.Kind))
	}
	fmt.Fprintf(t, "  %-*s\tsection\tmean\tgames\t\n", wide, "rule")
	for _, f := range r.Fired {
		m := num(f.Mean)
		switch {
		case !f.InPlay && f.Games == 0:
			m = "not in play"
		case f.Games == 0:
			m = "never"
		}
		fmt.Fprintf(t, "  %-*s\t%s\t%s\t%d\t\n", wide, f.Kind, f.Section, m, f.Games)
	}
	t.Flush()
	for _, f := range r.Fired {
		if !f.InPlay {
			fmt.Fprintf(w, "  not in play: %s: %s\n", f.Kind, f.NotInPlay)
		}
	}
	if len(r.Unfired) > 0 {
		fmt.Fprintf(w, "  IN PLAY BUT NEVER FIRED: %s\n", strings.Join(r.Unfired, ", "))
	}
}

func (r *Report) textErrors(w io.Writer) {
	if len(r.Errors) == 0 {
		fmt.Fprintln(w, "no game failed")
		return
	}
	fmt.Fprintf(w, "%d game(s) failed:\n", len(r.Errors))
	for _, e := range r.Errors {
		fmt.Fprintf(w, "  game %d (seed %d, entry roads %s): %s\n", e.Game, e.Seed, ints(e.Entries), e.Error)
	}
}

// table aligns columns to the right, for numbers; a column of names is padded to its
// widest name first, which keeps it to the left.
func table(w io.Writer) *tabwriter.Writer {
	return tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
}

// num prints a mean with at most 2 decimals: the text is for reading, the JSON has 4.
func num(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }

// orDash is a mean, or "-" when no game gave one: a game that ends in the autumn has
// no treasury after that winter, which is not a treasury of 0.
func orDash(x float64, games int) string {
	if games == 0 {
		return "-"
	}
	return num(x)
}

func ints(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}
