package trial

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Options returns what the side may choose now (see [Options]), made when
// asked. Its slices live in the trial's memory, valid until the next call
// to Options of either side's View.
func (v *View) Options() Options {
	o := Options{Kind: v.Pending(), Side: v.side}
	t := v.t
	if t == nil {
		return o
	}
	sk := t.cfg.side(v.side.seat())
	switch o.Kind {
	case DecideTamper:
		o.Tamper = t.opts.tamper[:0]
		for i, j := range t.board.Jurors {
			if j.Tampered == v.side || !j.Personality.valid() { // his own pocket: the other's he cannot see
				continue
			}
			d := t.rules.tamper[j.Personality]
			o.Tamper = append(o.Tamper, TamperOption{
				Juror: i, Personality: j.Personality, Difficulty: d,
				Bribe: SuccessChance(sk.Mastery(Trade), d), Intimidate: SuccessChance(sk.Mastery(Intimidation), d),
			})
		}
		t.opts.tamper = o.Tamper
	case DecideOpening, DecideLaw:
		skill := Oratory
		if o.Kind == DecideLaw {
			skill = Law
		}
		m := sk.Mastery(skill)
		o.Difficulties = t.opts.diffs[:0]
		for i, d := range t.rules.diffs {
			opt := DifficultyOption{Difficulty: d, Chance: SuccessChance(m, d)}
			if o.Kind == DecideOpening {
				opt.Points, opt.Penalty = t.rules.points[i], t.rules.penalty[i]
			} else {
				opt.Bonus = t.rules.law[i]
			}
			o.Difficulties = append(o.Difficulties, opt)
		}
		t.opts.diffs = o.Difficulties
	case DecideSpend:
		o.Points = v.Points()
		o.Moves = t.opts.moves[:0]
		for i := range JurySize {
			for to := 1; to <= 6; to++ {
				if c, err := t.board.Cost(i, to, t.phase); err == nil && c <= o.Points {
					o.Moves = append(o.Moves, MoveOption{Juror: i, To: to, Cost: c})
				}
			}
		}
		t.opts.moves = o.Moves
	}
	return o
}

// options are the buffers a trial lists a side's options in.
type options struct {
	tamper []TamperOption
	diffs  []DifficultyOption
	moves  []MoveOption
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

// text prints the options as lines a player reads, each with what to
// type: "tamper bribe A, intimidate C" or "tamper none"; "opening Average";
// "law Easy" or "law none"; "spend A to 5, C to 2" or "spend none".
func (o Options) text() string {
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
