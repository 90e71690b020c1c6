package trial

import (
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
)

// Counsel makes one side's decisions in a trial: a built-in strategy
// ([Greedy], [Cautious]) or one of the caller's (a side played by a person
// is marked [Person] instead, and answered with [Trial.Decide]). The trial
// asks when the decision comes up and checks whatever comes back against
// the rules, by the same check as a person's [Choice]: a forbidden answer
// is refused as a [*CounselError] naming the rule, nothing changes, and the
// next Step asks again. Each method gets a [View] of the trial from its
// side. A custom counsel can be saved and studied only with Name() string
// and Version() string methods, under a name no built-in has. One that
// decides by chance draws on [View.Rand], the trial's own dice: his draws
// are journaled with his answer, so that a save replays them.
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
	// Tamper names the jurors to bribe or intimidate before the trial
	// (rule TR-3), appended to buf; none is a fine answer.
	Tamper(v View, buf []Attempt) []Attempt
	// Opening picks the difficulty of the opening argument's Oratory
	// check (rule TR-4), one of v.Difficulties().
	Opening(v View) dice.Difficulty
	// Law picks the difficulty of a Law check in the evidence phase, or
	// returns try = false to make none (rule TR-5). Only counsel with the
	// Law skill may try.
	Law(v View) (d dice.Difficulty, try bool)
	// Spend spends jury points the side has just earned (rules TR-2,
	// TR-4 … TR-7), appending the moves to buf: each juror at most once,
	// to a position on the board he may be moved to in this phase, the
	// costs adding up to no more than points. Points left over are lost.
	Spend(v View, points int, buf []Move) []Move
}

// Move is one entry of a counsel's allocation of jury points: move juror
// Juror (0 for A … 11 for L) to position To.
type Move struct {
	Juror int `json:"juror"`
	To    int `json:"to"`
}

// View is a trial seen from one side: what its counsel may know, and what
// he may choose now ([View.Options]). It shows the board with the jurors in
// the other side's pocket hidden until deliberation reveals them, and it
// reads the trial's memory directly — a View is valid only until the next
// Step, Decide or SetDecider (a counsel's, during the call that received
// it). The zero View belongs to no trial: its methods return zero values,
// and [Spend] spends nothing with it.
type View struct {
	t    *Trial
	side Side
}

// noTrial is what the zero View reads: no jury, no tables, the hearing.
var noTrial = Trial{rules: &compiled{}}

// trial returns the trial the view reads; the zero View reads noTrial, so
// that every method of a View made without a trial returns zero values.
func (v View) trial() *Trial {
	if v.t == nil {
		return &noTrial
	}
	return v.t
}

// Side returns the side the view belongs to.
func (v View) Side() Side { return v.side }

// Rand returns the trial's dice, for a counsel that decides by chance:
// what he draws is journaled with his answer, so that a saved trial
// replays it, and a refused answer's draws are undone. The zero View has
// none (nil).
func (v View) Rand() dice.Rand {
	if v.t == nil {
		return nil
	}
	return &v.t.rec
}

// Phase returns the phase the trial is in.
func (v View) Phase() Phase { return v.trial().phase }

// Day returns the day of deliberation, 0 before it.
func (v View) Day() int { return v.trial().day }

// Skills returns the side's own skill masteries.
func (v View) Skills() Skills { return v.trial().skills(v.side) }

// Judge returns the judge as he stands now.
func (v View) Judge() Judge { return v.trial().judge }

// Evidence returns the GM's evidence ratings (zero until rated).
func (v View) Evidence() Ratings { return v.trial().cfg.Evidence }

// Juror returns juror i (0 for A … 11 for L) as the side sees him: Tampered
// shows the other side only once deliberation has revealed him. An index
// off the jury returns the zero Juror.
func (v View) Juror(i int) Juror {
	if i < 0 || i >= JurySize {
		return Juror{}
	}
	j := v.trial().board.Jurors[i]
	if j.Tampered != v.side && !v.trial().board.Revealed {
		j.Tampered = Nobody
	}
	return j
}

// Board returns the board as the side sees it (see [View.Juror]).
func (v View) Board() Board {
	b := v.trial().board
	for i := range b.Jurors {
		b.Jurors[i] = v.Juror(i)
	}
	return b
}

// Cost returns the jury points to move juror i to position to in the
// current phase; errors as [Board.Cost].
func (v View) Cost(i, to int) (int, error) { return v.trial().board.Cost(i, to, v.trial().phase) }

// Validate checks an allocation of points as the trial will (rules TR-2,
// TR-4 … TR-7): no juror twice, every move allowed in this phase, the total
// cost within points. The error wraps [ErrMove] or [ErrPoints].
func (v View) Validate(moves []Move, points int) error {
	_, err := v.trial().checkMoves(moves, points)
	return err
}

// Difficulties returns a copy of the difficulty ladder the trial plays by,
// easiest first. It allocates; [View.Difficulty] reads one rung without.
func (v View) Difficulties() dice.DifficultyTable { return slices.Clone(v.trial().rules.diffs) }

// NumDifficulties returns the rungs of the difficulty ladder.
func (v View) NumDifficulties() int { return len(v.trial().rules.diffs) }

// Difficulty returns rung i of the difficulty ladder, easiest first; an
// index off the ladder returns the zero Difficulty and false.
func (v View) Difficulty(i int) (dice.Difficulty, bool) {
	ds := v.trial().rules.diffs
	if i < 0 || i >= len(ds) {
		return dice.Difficulty{}, false
	}
	return ds[i], true
}

// OpeningAward returns the opening table's row for difficulty i of
// [View.Difficulties]: the points a success earns and those a failure gives
// the other side (rule TR-4).
func (v View) OpeningAward(i int) (points, penalty int) {
	if i < 0 || i >= len(v.trial().rules.diffs) {
		return 0, 0
	}
	return v.trial().rules.points[i], v.trial().rules.penalty[i]
}

// LawBonus returns the Law table's rating bonus for difficulty i of
// [View.Difficulties] (rule TR-5).
func (v View) LawBonus(i int) int {
	if i < 0 || i >= len(v.trial().rules.diffs) {
		return 0
	}
	return v.trial().rules.law[i]
}

// TamperDifficulty returns the difficulty of tampering with a juror of the
// given personality (rule TR-3).
func (v View) TamperDifficulty(p Personality) dice.Difficulty {
	if !p.Valid() {
		return dice.Difficulty{}
	}
	return v.trial().rules.tamper[p]
}

// Greedy is the built-in counsel that reaches for points. In opening
// arguments it picks the difficulty with the most jury points expected
// (chance × points, less the chance of failure × the points it would give
// away); with the Law skill it tries the Law check with the best expected
// bonus. It spends every award on the cheapest persuadable jurors ([Spend]).
// Before the trial it tries to tamper with up to Attempts jurors — the
// easiest to sway first, by the better of Trade and Intimidation, and only
// where the chance is at least even. The zero Greedy tampers with nobody.
type Greedy struct {
	Attempts int `json:"attempts,omitempty"`
}

// Tamper picks up to g.Attempts jurors, easiest first (see [Greedy]).
func (g Greedy) Tamper(v View, buf []Attempt) []Attempt {
	if g.Attempts <= 0 {
		return buf
	}
	type cand struct {
		a            Attempt
		chance, dist int
	}
	var cs [JurySize]cand
	n := 0
	s := v.Skills()
	goal := v.Side().Column()
	for i := range JurySize {
		j := v.Juror(i)
		if j.Tampered == v.Side() {
			continue
		}
		d := v.TamperDifficulty(j.Personality)
		c := cand{a: Attempt{Juror: i, Method: Bribe}, chance: SuccessChance(s.Mastery(Trade), d), dist: abs(goal - j.Position)}
		if ci := SuccessChance(s.Mastery(Intimidation), d); ci > c.chance {
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

// Opening picks the difficulty with the best expected jury points (see
// [Greedy]); on a tie the easier.
func (Greedy) Opening(v View) dice.Difficulty {
	m := v.Skills().Mastery(Oratory)
	best, bestEV := 0, -1<<31
	for i := range v.NumDifficulties() {
		d, _ := v.Difficulty(i)
		c := SuccessChance(m, d)
		pts, pen := v.OpeningAward(i)
		if ev := c*pts - (100-c)*pen; ev > bestEV {
			best, bestEV = i, ev
		}
	}
	d, _ := v.Difficulty(best)
	return d
}

// Law tries, with the Law skill, the difficulty with the best expected
// bonus; none when no difficulty can add anything.
func (Greedy) Law(v View) (dice.Difficulty, bool) {
	if !v.Skills().HasLaw() {
		return dice.Difficulty{}, false
	}
	m := v.Skills().Mastery(Law)
	best, bestEV := -1, 0
	for i := range v.NumDifficulties() {
		d, _ := v.Difficulty(i)
		if ev := SuccessChance(m, d) * v.LawBonus(i); ev > bestEV {
			best, bestEV = i, ev
		}
	}
	return v.Difficulty(best)
}

// Spend moves the cheapest persuadable jurors ([Spend]).
func (Greedy) Spend(v View, points int, buf []Move) []Move { return Spend(v, points, buf) }

// SafeChance is the chance in 100 a [Cautious] counsel wants before he
// calls a check safe, unless he says otherwise.
const SafeChance = 90

// Cautious is the built-in counsel that plays safe. In opening arguments he
// picks the hardest difficulty that gives nothing away on a failure and
// succeeds at least Safe times in 100 (SafeChance when Safe is 0) — the
// easiest difficulty if none does; with the Law skill he tries the hardest
// Law check that adds a bonus and is as safe, and none if none is. He never
// tampers with the jury, and spends every award on the cheapest persuadable
// jurors ([Spend]).
type Cautious struct {
	Safe int `json:"safe,omitempty"`
}

func (c Cautious) safe() int {
	if c.Safe <= 0 {
		return SafeChance
	}
	return c.Safe
}

// Tamper tries nobody: a cautious counsel does not risk the judge.
func (Cautious) Tamper(_ View, buf []Attempt) []Attempt { return buf }

// Opening picks the hardest safe difficulty (see [Cautious]).
func (c Cautious) Opening(v View) dice.Difficulty {
	m := v.Skills().Mastery(Oratory)
	best := 0
	for i := range v.NumDifficulties() {
		d, _ := v.Difficulty(i)
		if _, pen := v.OpeningAward(i); pen == 0 && SuccessChance(m, d) >= c.safe() {
			best = i
		}
	}
	d, _ := v.Difficulty(best)
	return d
}

// Law tries the hardest safe Law check that adds a bonus, if any.
func (c Cautious) Law(v View) (dice.Difficulty, bool) {
	if !v.Skills().HasLaw() {
		return dice.Difficulty{}, false
	}
	m := v.Skills().Mastery(Law)
	best := -1
	for i := range v.NumDifficulties() {
		d, _ := v.Difficulty(i)
		if v.LawBonus(i) > 0 && SuccessChance(m, d) >= c.safe() {
			best = i
		}
	}
	return v.Difficulty(best)
}

// Spend moves the cheapest persuadable jurors ([Spend]).
func (Cautious) Spend(v View, points int, buf []Move) []Move { return Spend(v, points, buf) }

// Spend is the built-in way to spend jury points: the cheapest persuadable
// jurors first. It leaves out jurors already in the side's column, jurors
// the phase will not let move, and jurors in the side's own pocket (rule
// TR-3: "it is best not to spend points on them"); a juror revealed in the
// other side's pocket comes last, since his saving throw may waste the
// points. The rest are taken by price per place (Illogical ½, Conventional
// 1, Contemplative 2 …), then the farthest from the side's column first,
// then by letter; each is moved as far toward the column as the points left
// pay for. It appends to buf and allocates nothing when buf has room.
func Spend(v View, points int, buf []Move) []Move {
	col, ok := v.trial().phase.points()
	if !ok || points <= 0 {
		return buf
	}
	side := v.side
	goal := side.Column()
	b := &v.trial().board
	var cs [JurySize]spendCand
	n := 0
	for i := range b.Jurors {
		j := &b.Jurors[i]
		if j.Tampered == side || j.Position == goal || !j.Personality.Valid() {
			continue
		}
		r := rates[j.Personality][col]
		if !r.Movable() {
			continue
		}
		dist := abs(goal - j.Position)
		// The key orders the candidates: jurors revealed in the other
		// side's pocket last, then by price per place (the rates' points
		// per place, times 60, are whole), then the farthest first.
		key := r.Points * 60 / r.Places << 4
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
		mv := min(c.dist, points/c.rate.Points*c.rate.Places)
		if mv <= 0 {
			continue
		}
		points -= c.rate.Cost(mv)
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
	rate              Rate
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
