package trial

import (
	"fmt"
)

// Counsel makes one side's decisions in a trial: a built-in strategy
// ([Greedy], [Cautious]) or one of the caller's; a side played by a person
// has [Person] for his counsel instead, and is answered with
// [Trial.Decide]. A side's counsel sits in its [Skills].Decider. The trial
// asks when a decision comes up and checks whatever comes back against the
// rules, by the same check as a person's [Choice]: a forbidden answer is
// refused as a [*CounselError] naming the rule, nothing changes, and the
// next Step asks again. A custom counsel can be saved and studied only
// with Name() string and Version() string methods, under a name no
// built-in has. One that decides by chance draws on [View.Rand], the
// trial's own dice: his draws are journaled with his answer, so that a
// save replays them.
//
// A save holds every answer a counsel gave, and [Resume] replays them
// without asking him again, then hands the seat to the counsel of that
// name and version: a custom counsel with state of its own resumes
// without it (the guarantee covers counsel whose answers depend only on
// their View).
//
// [Simulate] calls one setup's counsels from several goroutines at once,
// one trial on each: a counsel must be safe for that (the built-in ones
// change no state of their own).
type Counsel interface {
	// Choose answers the decision v.Pending with a Choice of that Kind,
	// as a person's would be: the jurors to bribe or intimidate before
	// the trial (rule TR-3; none is a fine answer), the difficulty of the
	// opening argument's Oratory (TR-4), a Law check in the evidence
	// phase or none (TR-5; only counsel with the Law skill are asked), or
	// the moves that spend the v.Points jury points just earned (TR-2,
	// TR-4 … TR-7: each juror at most once, the costs adding up to no
	// more than the points; points left over are lost). The View and the
	// slices of the Choice are valid during the call; [View.Options]
	// lists what he may choose and [View.Check] checks an answer.
	Choose(v *View) Choice
}

// Move is one entry of an allocation of jury points: move juror Juror (0
// for A … 11 for L) to position To.
type Move struct {
	Juror int `json:"juror"`
	To    int `json:"to"`
}

// Greedy is the built-in counsel that reaches for points. Before the
// trial he tries to tamper with up to Attempts jurors — the easiest to
// sway first, by the better of Trade and Intimidation, and only where the
// chance is at least even; the zero Greedy tampers with nobody. In opening
// arguments he picks the difficulty with the most jury points expected
// (chance × points, less the chance of failure × the points it would give
// away; on a tie the easier); with the Law skill he tries the Law check
// with the best expected bonus, and none when none can add anything. He
// spends every award on the cheapest persuadable jurors ([Spend]).
type Greedy struct {
	Attempts int `json:"attempts,omitempty"`
}

// Choose answers as a greedy counsel does (see [Greedy]).
func (g Greedy) Choose(v *View) Choice {
	c := Choice{Kind: v.Pending}
	switch v.Pending {
	case DecideTamper:
		c.Attempts = g.tamper(v, v.attempts)
	case DecideOpening:
		c.Difficulty = greedyOpening(v)
	case DecideLaw:
		c.Difficulty, c.Try = greedyLaw(v)
	case DecideSpend:
		c.Moves = Spend(v, v.Points, v.moves)
	}
	return c
}

// tamper picks up to g.Attempts jurors, easiest first (see [Greedy]),
// appended to buf.
func (g Greedy) tamper(v *View, buf []Attempt) []Attempt {
	if g.Attempts <= 0 {
		return buf
	}
	type cand struct {
		a            Attempt
		chance, dist int
	}
	var cs [JurySize]cand
	n := 0
	goal := v.Side.Column()
	for i, j := range v.Board.Jurors {
		if j.Tampered == v.Side || !j.Personality.valid() {
			continue
		}
		d := v.rules().tamper[j.Personality]
		c := cand{a: Attempt{Juror: i, Method: Bribe}, chance: SuccessChance(v.Skills.Mastery(Trade), d), dist: abs(goal - j.Position)}
		if ci := SuccessChance(v.Skills.Mastery(Intimidation), d); ci > c.chance {
			c.a.Method, c.chance = Intimidate, ci
		}
		if c.chance < 50 {
			continue
		}
		k := n
		for ; k > 0; k-- {
			p := cs[k-1]
			if p.chance > c.chance || p.chance == c.chance && p.dist >= c.dist {
				break
			}
			cs[k] = p
		}
		cs[k] = c
		n++
	}
	for k := range min(n, g.Attempts) {
		buf = append(buf, cs[k].a)
	}
	return buf
}

// greedyOpening picks the difficulty with the best expected jury points
// (see [Greedy]); on a tie the easier.
func greedyOpening(v *View) string {
	r := v.rules()
	if len(r.diffs) == 0 {
		return ""
	}
	m := v.Skills.Mastery(Oratory)
	best, bestEV := 0, -1<<31
	for i, d := range r.diffs {
		c := SuccessChance(m, d)
		if ev := c*r.points[i] - (100-c)*r.penalty[i]; ev > bestEV {
			best, bestEV = i, ev
		}
	}
	return r.diffs[best].Name
}

// greedyLaw picks the Law check with the best expected bonus, or none
// when no difficulty can add anything.
func greedyLaw(v *View) (string, bool) {
	if !v.Skills.HasLaw() {
		return "", false
	}
	r := v.rules()
	m := v.Skills.Mastery(Law)
	best, bestEV := -1, 0
	for i, d := range r.diffs {
		if ev := SuccessChance(m, d) * r.law[i]; ev > bestEV {
			best, bestEV = i, ev
		}
	}
	if best < 0 {
		return "", false
	}
	return r.diffs[best].Name, true
}

// Cautious is the built-in counsel that plays safe. He never tampers with
// the jury. In opening arguments he picks the hardest difficulty that
// gives nothing away on a failure and succeeds at least Safe times in 100
// (90 when Safe is 0) — the easiest difficulty if none does; with the Law
// skill he tries the hardest Law check that adds a bonus and is as safe,
// and none if none is. He spends every award on the cheapest persuadable
// jurors ([Spend]).
type Cautious struct {
	Safe int `json:"safe,omitempty"`
}

// Choose answers as a cautious counsel does (see [Cautious]).
func (c Cautious) Choose(v *View) Choice {
	ch := Choice{Kind: v.Pending}
	r := v.rules()
	safe := c.Safe
	if safe <= 0 {
		safe = 90
	}
	switch v.Pending {
	case DecideOpening:
		m := v.Skills.Mastery(Oratory)
		best := 0
		for i, d := range r.diffs {
			if r.penalty[i] == 0 && SuccessChance(m, d) >= safe {
				best = i
			}
		}
		if len(r.diffs) > 0 {
			ch.Difficulty = r.diffs[best].Name
		}
	case DecideLaw:
		m := v.Skills.Mastery(Law)
		for i, d := range r.diffs {
			if v.Skills.HasLaw() && r.law[i] > 0 && SuccessChance(m, d) >= safe {
				ch.Try, ch.Difficulty = true, d.Name
			}
		}
	case DecideSpend:
		ch.Moves = Spend(v, v.Points, v.moves)
	}
	return ch
}

// Spend is the built-in way to spend jury points: the cheapest persuadable
// jurors first. It leaves out jurors already in the side's column, jurors
// the phase will not let move, and jurors in the side's own pocket (rule
// TR-3: "it is best not to spend points on them"); a juror revealed in the
// other side's pocket comes last, since his saving throw may waste the
// points. The rest are taken by price per place (Illogical ½, Conventional
// 1, Contemplative 2 …), then the farthest from the side's column first,
// then by letter; each is moved as far toward the column as the points left
// pay for. It appends to buf and allocates nothing when buf has room; a
// View of no trial, or of a phase without jury points, spends nothing.
func Spend(v *View, points int, buf []Move) []Move {
	col, ok := v.Phase.points()
	if !ok || points <= 0 {
		return buf
	}
	side := v.Side
	goal := side.Column()
	b := &v.Board
	var cs [JurySize]spendCand
	n := 0
	for i := range b.Jurors {
		j := &b.Jurors[i]
		if j.Tampered == side || j.Position == goal || !j.Personality.valid() {
			continue
		}
		r := prices[j.Personality][col]
		if !r.movable() {
			continue
		}
		dist := abs(goal - j.Position)
		// The key orders the candidates: jurors revealed in the other
		// side's pocket last, then by price per place (the rates' points
		// per place, times 60, are whole), then the farthest first.
		key := r.points * 60 / r.places << 4
		key |= 15 - dist
		if b.Revealed && j.Tampered != Nobody {
			key |= 1 << 24
		}
		c := spendCand{key: key, i: i, pos: j.Position, dist: dist, rate: r}
		k := n
		for ; k > 0 && c.key < cs[k-1].key; k-- {
			cs[k] = cs[k-1]
		}
		cs[k] = c
		n++
	}
	for _, c := range cs[:n] {
		mv := min(c.dist, points/c.rate.points*c.rate.places)
		if mv <= 0 {
			continue
		}
		points -= c.rate.cost(mv)
		to := c.pos + mv
		if goal < c.pos {
			to = c.pos - mv
		}
		buf = append(buf, Move{Juror: c.i, To: to})
	}
	return buf
}

// spendCand is a juror Spend may move.
type spendCand struct {
	key, i, pos, dist int
	rate              price
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// checkMoves validates an allocation and returns its total cost.
func (t *Trial) checkMoves(moves []Move, points int) (int, error) {
	if points < 0 {
		return 0, fmt.Errorf("%w: %d points", ErrPoints, points)
	}
	var seen [JurySize]bool
	total := 0
	for _, m := range moves {
		c, err := t.board.Cost(m.Juror, m.To, t.phase)
		if err != nil {
			return 0, err
		}
		if seen[m.Juror] {
			return 0, fmt.Errorf("%w: juror %s named twice in one allocation", ErrMove, Letter(m.Juror))
		}
		seen[m.Juror] = true
		total += c
	}
	if total > points {
		return 0, fmt.Errorf("%w: the moves cost %d but only %d were earned", ErrPoints, total, points)
	}
	return total, nil
}
