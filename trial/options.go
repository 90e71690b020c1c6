package trial

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// View returns the trial as seat i (0 the prosecution, 1 the defence) may
// know it — the board with the other side's tampered jurors hidden until
// deliberation reveals them, his own skills, the judge, the evidence
// ratings, the points he has to spend now — and what he may choose now
// ([View.Options]). It is false for a seat off the two. The View reads
// the trial's memory: it is valid until the next Step, Decide or
// SetDecider.
func (t *Trial) View(i int) (View, bool) {
	side, ok := seatOf(i)
	if !ok {
		return View{}, false
	}
	return View{t, side}, true
}

// Pending returns the decision the side has to make now (NoDecision when
// none is asked of him).
func (v View) Pending() Decision {
	if v.t == nil || v.side == Nobody {
		return NoDecision
	}
	return v.t.pending(v.side)
}

// Points returns the jury points the side has to spend now, 0 unless it
// is deciding how to spend them.
func (v View) Points() int {
	t := v.trial()
	if t.owed.Points > 0 && t.owed.Side == v.side {
		return t.owed.Points
	}
	return 0
}

// Options returns what the side may choose now (see [Options]).
func (v View) Options() Options {
	o := Options{Kind: v.Pending(), Side: v.side}
	t := v.trial()
	switch o.Kind {
	case DecideTamper:
		s := v.Skills()
		for i := range JurySize {
			j := v.Juror(i)
			if j.Tampered == v.side {
				continue
			}
			d := v.TamperDifficulty(j.Personality)
			o.Tamper = append(o.Tamper, TamperOption{
				Juror: i, Personality: j.Personality, Difficulty: d,
				Bribe: SuccessChance(s.Mastery(Trade), d), Intimidate: SuccessChance(s.Mastery(Intimidation), d),
			})
		}
	case DecideOpening, DecideLaw:
		skill := Oratory
		if o.Kind == DecideLaw {
			skill = Law
		}
		m := v.Skills().Mastery(skill)
		for i, d := range t.rules.diffs {
			opt := DifficultyOption{Difficulty: d, Chance: SuccessChance(m, d)}
			if o.Kind == DecideOpening {
				opt.Points, opt.Penalty = t.rules.points[i], t.rules.penalty[i]
			} else {
				opt.Bonus = t.rules.law[i]
			}
			o.Difficulties = append(o.Difficulties, opt)
		}
	case DecideSpend:
		o.Points = v.Points()
		for i := range JurySize {
			for to := 1; to <= 6; to++ {
				if c, err := t.board.Cost(i, to, t.phase); err == nil && c <= o.Points {
					o.Moves = append(o.Moves, MoveOption{Juror: i, To: to, Cost: c})
				}
			}
		}
	}
	return o
}

// String prints the view as a player at the table reads it: whose view
// and when, the board as he sees it, and his options.
func (v View) String() string {
	t := v.trial()
	var b strings.Builder
	fmt.Fprintf(&b, "the %v in %v", v.side, t.phase)
	if t.day > 0 {
		fmt.Fprintf(&b, ", day %d", t.day)
	}
	b.WriteString("\n")
	if t.board.Jurors[0].Position != 0 {
		b.WriteString(v.Board().String())
	}
	b.WriteString(v.Options().String())
	return b.String()
}

// Options lists what a side may choose now, for a tool to offer: Kind is
// the decision (NoDecision: nothing to choose), and the other fields are
// those of its kind.
//
//   - DecideTamper: Tamper, the jurors he may bribe or intimidate, each
//     with the difficulty and his chances; any set of them, each once, or
//     none.
//   - DecideOpening: Difficulties, each with his chance and the points it
//     earns or gives away (rule TR-4); one of them.
//   - DecideLaw: Difficulties, each with his chance and its bonus (rule
//     TR-5); one of them, or none.
//   - DecideSpend: Points to spend and Moves, every single move of a juror
//     within them (rule TR-2); any set of moves of distinct jurors whose
//     costs add up to no more than Points, or none.
type Options struct {
	Kind         Decision
	Side         Side
	Tamper       []TamperOption
	Difficulties []DifficultyOption
	Points       int
	Moves        []MoveOption
}

// TamperOption is a juror a side may tamper with (rule TR-3): his
// personality, the difficulty it sets, and the chances in 100 of a bribe
// (Trade) and a threat (Intimidation).
type TamperOption struct {
	Juror       int
	Personality Personality
	Difficulty  dice.Difficulty
	Bribe       int
	Intimidate  int
}

// DifficultyOption is a rung of the ladder a side may choose for an opening
// argument or a Law check: the chance in 100 of success, and what it
// brings — the opening table's Points and Penalty (rule TR-4), or the Law
// table's Bonus (rule TR-5).
type DifficultyOption struct {
	Difficulty dice.Difficulty
	Chance     int
	Points     int
	Penalty    int
	Bonus      int
}

// MoveOption is one move a side may pay for now: juror Juror to position
// To for Cost jury points (rule TR-2).
type MoveOption struct {
	Juror, To, Cost int
}

// Choices returns the simplest legal choices the options allow, each as
// [Trial.Decide] takes it: none (where none is a choice) and each single
// attempt, difficulty or move. Tampering with several jurors, or spending
// on several, is legal too within the limits Options states.
func (o Options) Choices() []Choice {
	var cs []Choice
	switch o.Kind {
	case DecideTamper:
		cs = append(cs, Choice{Kind: DecideTamper})
		for _, t := range o.Tamper {
			for _, m := range [...]Method{Bribe, Intimidate} {
				cs = append(cs, Choice{Kind: DecideTamper, Attempts: []Attempt{{Juror: t.Juror, Method: m}}})
			}
		}
	case DecideOpening:
		for _, d := range o.Difficulties {
			cs = append(cs, Choice{Kind: DecideOpening, Difficulty: d.Difficulty.Name})
		}
	case DecideLaw:
		cs = append(cs, Choice{Kind: DecideLaw})
		for _, d := range o.Difficulties {
			cs = append(cs, Choice{Kind: DecideLaw, Try: true, Difficulty: d.Difficulty.Name})
		}
	case DecideSpend:
		cs = append(cs, Choice{Kind: DecideSpend})
		for _, m := range o.Moves {
			cs = append(cs, Choice{Kind: DecideSpend, Moves: []Move{{Juror: m.Juror, To: m.To}}})
		}
	}
	return cs
}

// String prints the options as lines a player reads, each with what to
// type: "tamper bribe A, intimidate C" or "tamper none"; "opening Average";
// "law Easy" or "law none"; "spend A to 5, C to 2" or "spend none".
func (o Options) String() string {
	var b strings.Builder
	switch o.Kind {
	case NoDecision:
		return "nothing to decide now\n"
	case DecideTamper:
		fmt.Fprintf(&b, "tamper (TR-3): bribe or intimidate any of these jurors, each once, or none — type \"tamper bribe A, intimidate C\" or \"tamper none\"\n")
		for _, t := range o.Tamper {
			fmt.Fprintf(&b, "  %s %v, %v: bribe %d%%, intimidate %d%%\n", Letter(t.Juror), t.Personality, t.Difficulty.Name, t.Bribe, t.Intimidate)
		}
	case DecideOpening:
		fmt.Fprintf(&b, "opening (TR-4): choose the difficulty of your Oratory — type \"opening NAME\"\n")
		for _, d := range o.Difficulties {
			fmt.Fprintf(&b, "  opening %s: %d%%, %s", d.Difficulty.Name, d.Chance, points(d.Points))
			if d.Penalty > 0 {
				fmt.Fprintf(&b, ", %d to the other side on a failure", d.Penalty)
			}
			b.WriteString("\n")
		}
	case DecideLaw:
		fmt.Fprintf(&b, "law (TR-5): try a Law check at a difficulty, or none — type \"law NAME\" or \"law none\"\n")
		for _, d := range o.Difficulties {
			fmt.Fprintf(&b, "  law %s: %d%%, +%d rating\n", d.Difficulty.Name, d.Chance, d.Bonus)
		}
	case DecideSpend:
		fmt.Fprintf(&b, "spend (TR-2): %d jury points on jurors, each once, or none — type \"spend A to 5, C to 2\" or \"spend none\"\n", o.Points)
		for k, m := range o.Moves {
			if k == 0 || o.Moves[k-1].Juror != m.Juror {
				if k > 0 {
					b.WriteString("\n")
				}
				fmt.Fprintf(&b, "  %s:", Letter(m.Juror))
			} else {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " to %d for %d", m.To, m.Cost)
		}
		if len(o.Moves) > 0 {
			b.WriteString("\n")
		}
	}
	return b.String()
}
