package trial

import (
	"strconv"
	"strings"
)

// Choices lists what seat i may answer now, one line for each kind of
// choice and each juror, as [Trial.Answer] reads it and the rules allow
// it: "tamper none", then "tamper bribe A" and "tamper intimidate A" for
// each juror he may reach; "opening Trivial" … for each rung of the
// ladder; "law none" and "law Easy" …; "spend none", then for each juror
// the points can move a line that moves him as far toward the side's
// column as they pay ("spend C to 6"; one at the column already, to the
// nearest place), followed by a line that starts with two spaces and
// gives the places he may go and what each costs ("  to: 4 for 1, 5 for 1,
// 6 for 2 jury points"). A last such line says that several jurors go in
// one choice, each once: every listed line is legal, and the legal choices
// not listed name several jurors or another place. It is empty for a seat
// that is not waiting for a person's choice.
func (t *Trial) Choices(i int) []string {
	side, err := t.asking(i)
	if err != nil {
		return nil
	}
	o := t.see(side).Options()
	var ls []string
	switch o.Kind {
	case DecideTamper:
		ls = append(ls, "tamper none")
		for _, op := range o.Tamper {
			for _, m := range [...]Method{Bribe, Intimidate} {
				ls = append(ls, "tamper "+m.String()+" "+Letter(op.Juror))
			}
		}
		if len(o.Tamper) > 1 {
			ls = append(ls, `  or several at once, each juror once: "tamper bribe A, intimidate C"`)
		}
	case DecideOpening:
		for _, d := range o.Difficulties {
			ls = append(ls, "opening "+d.Difficulty.Name)
		}
	case DecideLaw:
		ls = append(ls, "law none")
		for _, d := range o.Difficulties {
			ls = append(ls, "law "+d.Difficulty.Name)
		}
	case DecideSpend:
		ls = append(ls, "spend none")
		jurors := 0
		for k := 0; k < len(o.Moves); {
			n := k + 1
			for n < len(o.Moves) && o.Moves[n].Juror == o.Moves[k].Juror {
				n++
			}
			ls = append(ls, spendLines(side, t.board.Jurors[o.Moves[k].Juror].Position, o.Moves[k:n])...)
			jurors++
			k = n
		}
		if jurors > 1 {
			ls = append(ls, `  or several at once, each juror once, within `+points(o.Points)+`: "spend A to 5, C to 2"`)
		}
	}
	return ls
}

// spendLines returns the lines of one juror standing at from, whose moves
// within the points are ms: the move as far toward side's column as they
// pay — the nearest place when he stands at the column — and the places
// he may go, with their costs.
func spendLines(side Side, from int, ms []MoveOption) []string {
	goal := side.Column()
	best := -1 // among the places nearer the column, the nearest to it
	for k, m := range ms {
		if abs(goal-m.To) < abs(goal-from) && (best < 0 || abs(goal-m.To) < abs(goal-ms[best].To)) {
			best = k
		}
	}
	if best < 0 { // he stands at the column: the nearest place
		best = 0
		for k, m := range ms {
			if abs(m.To-from) < abs(ms[best].To-from) {
				best = k
			}
		}
	}
	var b strings.Builder
	b.WriteString("  to:")
	for k, m := range ms {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" " + strconv.Itoa(m.To) + " for " + strconv.Itoa(m.Cost))
	}
	b.WriteString(" jury points")
	return []string{"spend " + Letter(ms[best].Juror) + " to " + strconv.Itoa(ms[best].To), b.String()}
}
