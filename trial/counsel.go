package trial

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
	// Choose answers the decision v.Pending() with a Choice of that Kind,
	// as a person's would be: the jurors to bribe or intimidate before
	// the trial (rule TR-3; none is a fine answer), the difficulty of the
	// opening argument's Oratory (TR-4), a Law check in the evidence
	// phase or none (TR-5; only counsel with the Law skill are asked), or
	// the moves that spend the v.Points() jury points just earned (TR-2,
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

// strategy is a built-in counsel: one function over the trial's state
// makes his decisions, which the trial calls directly and his Choose
// through his View.
type strategy interface {
	// decide makes side's decision kind in trial t, into p.
	decide(t *Trial, side Side, kind Decision, p *plan)
}

// chooseBy answers through view v as built-in counsel b decides.
func chooseBy(b strategy, v *View) Choice {
	if v.t == nil {
		return Choice{}
	}
	var p plan
	b.decide(v.t, v.side, v.Pending(), &p)
	return p.choice(v.t.rules)
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

// Choose answers as a greedy counsel does (see [Greedy]), by the function
// the trial calls for him directly, reading the trial through the View.
// The slices of the Choice live in the trial's memory, valid until a
// built-in counsel is asked again. The zero View gets the zero Choice.
func (g Greedy) Choose(v *View) Choice { return chooseBy(g, v) }

// decide makes side's decision kind in trial t as a greedy counsel does
// (see [Greedy]), into p.
func (g Greedy) decide(t *Trial, side Side, kind Decision, p *plan) {
	*p = plan{kind: kind, rung: noRung}
	switch kind {
	case DecideTamper:
		p.attempts = g.tamper(t, side, t.attempts[:0])
	case DecideOpening:
		p.rung = greedyOpening(t.rules, t.cfg.side(side.seat()))
	case DecideLaw:
		p.rung = greedyLaw(t.rules, t.cfg.side(side.seat()))
	case DecideSpend:
		p.moves = spend(&t.board, t.phase, side, t.owed.Points, t.moves[:0])
	}
}

// tamper picks up to g.Attempts jurors, easiest first (see [Greedy]),
// appended to buf. The jurors in the other side's pocket are among them:
// his counsel cannot know.
func (g Greedy) tamper(t *Trial, side Side, buf []Attempt) []Attempt {
	if g.Attempts <= 0 {
		return buf
	}
	type cand struct {
		a            Attempt
		chance, dist int
	}
	var cs [JurySize]cand
	n := 0
	goal := side.Column()
	sk := t.cfg.side(side.seat())
	for i, j := range t.board.Jurors {
		if j.Tampered == side || !j.Personality.valid() {
			continue
		}
		d := t.rules.tamper[j.Personality]
		c := cand{a: Attempt{Juror: i, Method: Bribe}, chance: SuccessChance(sk.Mastery(Trade), d), dist: abs(goal - j.Position)}
		if ci := SuccessChance(sk.Mastery(Intimidation), d); ci > c.chance {
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

// greedyOpening picks the rung of the ladder with the best expected jury
// points for counsel of skills sk (see [Greedy]); on a tie the easier.
func greedyOpening(r *compiled, sk *Skills) int {
	m := sk.Mastery(Oratory)
	best, bestEV := 0, -1<<31
	for i, d := range r.diffs {
		c := SuccessChance(m, d)
		if ev := c*r.points[i] - (100-c)*r.penalty[i]; ev > bestEV {
			best, bestEV = i, ev
		}
	}
	return best
}

// greedyLaw picks the rung of the Law check with the best expected bonus
// for counsel of skills sk, or none (noRung) when no difficulty can add
// anything.
func greedyLaw(r *compiled, sk *Skills) int {
	if !sk.HasLaw() {
		return noRung
	}
	m := sk.Mastery(Law)
	best, bestEV := noRung, 0
	for i, d := range r.diffs {
		if ev := SuccessChance(m, d) * r.law[i]; ev > bestEV {
			best, bestEV = i, ev
		}
	}
	return best
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

// Choose answers as a cautious counsel does (see [Cautious]), by the
// function the trial calls for him directly, reading the trial through
// the View. The slices of the Choice live in the trial's memory, valid
// until a built-in counsel is asked again. The zero View gets the zero
// Choice.
func (c Cautious) Choose(v *View) Choice { return chooseBy(c, v) }

// decide makes side's decision kind in trial t as a cautious counsel does
// (see [Cautious]), into p.
func (c Cautious) decide(t *Trial, side Side, kind Decision, p *plan) {
	*p = plan{kind: kind, rung: noRung}
	r, sk := t.rules, t.cfg.side(side.seat())
	safe := c.Safe
	if safe <= 0 {
		safe = 90
	}
	switch kind {
	case DecideOpening:
		m := sk.Mastery(Oratory)
		p.rung = 0
		for i, d := range r.diffs {
			if r.penalty[i] == 0 && SuccessChance(m, d) >= safe {
				p.rung = i
			}
		}
	case DecideLaw:
		m := sk.Mastery(Law)
		for i, d := range r.diffs {
			if sk.HasLaw() && r.law[i] > 0 && SuccessChance(m, d) >= safe {
				p.rung = i
			}
		}
	case DecideSpend:
		p.moves = spend(&t.board, t.phase, side, t.owed.Points, t.moves[:0])
	}
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
	if v.t == nil {
		return buf
	}
	return spend(&v.t.board, v.t.phase, v.side, points, buf)
}

// spend is Spend over board b in phase ph, for side.
func spend(b *Board, ph Phase, side Side, points int, buf []Move) []Move {
	col, ok := ph.points()
	if !ok || points <= 0 {
		return buf
	}
	goal := side.Column()
	// Each candidate is a key that orders them: jurors revealed in the
	// other side's pocket last, then by price per place (the rates' points
	// per place, times 60, are whole), then the farthest first, then by
	// letter — the juror's index, in the key's last four bits.
	var keys [JurySize]int
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
		key := r.points*60/r.places<<4 | (15 - abs(goal-j.Position))
		if b.Revealed && j.Tampered != Nobody {
			key |= 1 << 24
		}
		key = key<<4 | i
		k := n
		for ; k > 0 && key < keys[k-1]; k-- {
			keys[k] = keys[k-1]
		}
		keys[k] = key
		n++
	}
	for _, key := range keys[:n] {
		if points == 0 {
			break
		}
		i := key & 15
		j := &b.Jurors[i]
		r := prices[j.Personality][col]
		mv := min(abs(goal-j.Position), points/r.points*r.places)
		if mv <= 0 {
			continue
		}
		points -= r.cost(mv)
		to := j.Position + mv
		if goal < j.Position {
			to = j.Position - mv
		}
		buf = append(buf, Move{Juror: i, To: to})
	}
	return buf
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
