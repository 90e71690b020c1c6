package gunfight

import (
	"fmt"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// refuse builds the error of an impossible action.
func (f *Fight) refuse(i int, a *Action, rule, format string, args ...any) error {
	return &ActionError{Who: f.men[i].sh.Name, What: *a, Rule: rule, Why: fmt.Sprintf(format, args...)}
}

// notDeclaring says why man i cannot declare while the fight waits for
// man p's declaration (Decide): he declares after p (ascending Wisdom,
// GU-2), or he has no declaration to make at this count — out of the fight,
// his action under way, or nothing more to do.
func (f *Fight) notDeclaring(p, i int) string {
	m, o := &f.men[i], f.men[p].sh.Name
	pr := m.sh.Pronoun
	switch {
	case m.st.Status != InFight:
		return fmt.Sprintf("%s out of the fight (%s)", pr.Says("is", "are"), m.st.Status)
	case m.st.Needs:
		return fmt.Sprintf("%s declares before %s (ascending Wisdom)", o, pr.Object())
	case f.phase == opening && !m.st.Idle:
		return fmt.Sprintf("%s declared %s already: %s declares before %s (ascending Wisdom)", pr.Subject(), m.st.Act, pr.Subject(), o)
	case m.st.Busy:
		return fmt.Sprintf("only %s is to declare at count %d: %s busy until count %d (%s)", o, f.now, pr.Says("is", "are"), m.st.Due, m.st.Act)
	}
	return fmt.Sprintf("only %s is to declare at count %d: %s nothing more to do", o, f.now, pr.Says("has", "have"))
}

// check is the one legality check of a declaration, whoever makes it — a
// person through Decide, a custom tactic through Step, a replayed journal
// — and what a View's Counts tells: the action's form (an action to
// declare, every part in range; see form), then plan. It returns the
// action in its one form (the parts its kind does not read zeroed) and its
// counts, without the dice a draw without holster or a reload from a shell
// loop adds.
func (f *Fight) check(i int, a Action) (Action, Count, error) {
	a, err := f.form(i, a)
	if err != nil || a.Kind == Done {
		return a, 0, err
	}
	b := a
	c, err := f.plan(i, &b)
	return a, c, err
}

// plan says whether man i may declare action a now, by the rules and the
// state, and what it takes: its counts (GU-3), without the dice a draw
// without holster or a reload from a shell loop adds, which commit rolls.
// It fills in what the action left to the engine (the rounds of a reload,
// a pace) and changes nothing else: every declaration is checked by it
// once — a built-in tactic's, a custom tactic's, a person's, a journal's —
// and a View's Counts and Options ask it too.
func (f *Fight) plan(i int, a *Action) (Count, error) {
	return f.planKind(i, &f.men[i], a)
}

// commit makes the planned action a of man i (m), which plan found legal
// and to take c counts, his: it rolls the d4 of each weapon drawn without a
// holster (the higher kept in m.st.Die) and of each round reloaded from a
// shell loop, records whether a shot is aimed, who is being staunched and
// the weapon fought for, and returns the counts with the dice. Draws: those
// d4s, in that order.
func (f *Fight) commit(i int, m *man, a *Action, c Count) Count {
	m.st.Die = 0
	switch a.Kind {
	case Draw:
		h := f.holsterDie(m, a.Weapon)
		if a.Two {
			h = max(h, f.holsterDie(m, a.Second))
		}
		c += h
	case Reload:
		if a.Loop && !a.Cylinder {
			c = f.reloadCounts(m, a)
			for range a.Rounds {
				c += Count(f.rules.Actions.Loop.Roll(f.r).Total)
			}
			c = f.rapidReload(m, c)
		}
	case Fire:
		if !f.grips || !f.contested(i, a.Weapon) { // a contested gun keeps his aim as it was
			m.st.Aimed = a.Aim == Aimed
		}
	case Staunch:
		f.men[a.Target].st.StaunchedBy = i + 1
	case Wrestle:
		if a.Hold == ForWeapon && m.st.ForGun != 0 && m.st.ForGun != a.Weapon+1 {
			m.st.Loose, m.st.DexWins = false, 0 // another weapon: the fight for it starts afresh
		}
	}
	return c
}

// planKind is plan by the kind of action.
func (f *Fight) planKind(i int, m *man, a *Action) (Count, error) {
	A := &f.rules.Actions
	if n, _ := f.holders(i); n > 0 && !(a.Kind == Wrestle && a.Hold == BreakFree) && a.Kind != Done {
		return 0, f.refuse(i, a, "GU-8", "%s held: %s can only try to break free", f.men[i].sh.Pronoun.Says("is", "are"), f.men[i].sh.Pronoun.Subject())
	}
	if m.st.Prone && (a.Kind == Move || a.Kind == Flee || a.Kind == TakeCover || a.Kind == Grab) {
		return 0, f.refuse(i, a, "GU-8", "%s on the ground: %s must stand up first", f.men[i].sh.Pronoun.Says("is", "are"), f.men[i].sh.Pronoun.Subject())
	}
	switch a.Kind {
	case Draw:
		return f.planDraw(i, a)
	case Fire:
		return f.planFire(i, a)
	case Reload:
		return f.planReload(i, a)
	case Move:
		if err := f.checkTarget(i, a, "GU-2", false); err != nil {
			return 0, err
		}
		if a.Feet == 0 || a.Feet < -1000 || a.Feet > 1000 {
			return 0, f.refuse(i, a, "GU-2", "a move of %d ft: want 1..1000 ft toward (or away: negative)", a.Feet)
		}
		if a.Pace == 0 {
			a.Pace = wounds.Run
		}
		if !a.Pace.Valid() {
			return 0, f.refuse(i, a, "GU-2", "unknown pace %d", a.Pace)
		}
		if !m.pen.CanMove(a.Pace) {
			return 0, f.refuse(i, a, "WO-4", "%s wounds forbid %s to %s", m.sh.Pronoun.Possessive(), m.sh.Pronoun.Object(), a.Pace)
		}
		return f.moveCounts(m, a.Pace, abs(a.Feet)), nil
	case TakeCover:
		if m.st.Cover {
			return 0, f.refuse(i, a, "RE-7", "%s already in cover", m.sh.Pronoun.Says("is", "are"))
		}
		return A.Cover, nil
	case Flee, Leave:
		if m.nerve.NeverRuns() {
			return 0, f.refuse(i, a, "RE-7", "a Legendary man may never run from a fight")
		}
		if a.Kind == Leave {
			return 0, nil
		}
		if !a.Pace.Valid() {
			return 0, f.refuse(i, a, "GU-2", "unknown pace %d", a.Pace)
		}
		pace := m.pen.Fastest()
		if a.Pace != 0 && a.Pace < pace {
			pace = a.Pace
		}
		if pace == 0 {
			return 0, f.refuse(i, a, "WO-4", "%s cannot move at all", m.sh.Pronoun.Subject())
		}
		a.Pace = pace
		return f.moveCounts(m, pace, f.rules.FleeFeet), nil
	case Stand:
		if !m.st.Prone {
			return 0, f.refuse(i, a, "GU-8", "%s on %s feet", m.sh.Pronoun.Says("is", "are"), m.sh.Pronoun.Possessive())
		}
		return A.Stand, nil
	case Wait:
		if a.Counts < 0 || a.Counts > Minute {
			return 0, f.refuse(i, a, "GU-1", "a wait of %d counts: want 0..%d", a.Counts, Minute)
		}
		if a.Counts == 0 {
			return A.Wait, nil
		}
		return a.Counts, nil
	case Dodge:
		return A.Dodge, nil
	case Staunch:
		return f.planStaunch(i, a)
	case Strike:
		return f.planStrike(i, a)
	case Grab:
		return f.planGrab(i, a)
	case Wrestle:
		return f.planWrestle(i, a)
	}
	return 0, f.refuse(i, a, "GU-2", "unknown action %d", a.Kind)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// paceCounts is the time to cover feet at a pace: whole 5-foot steps,
// rounded up.
func (f *Fight) paceCounts(p wounds.Movement, feet int) Count {
	per := f.rules.Paces[p-1].Per5Ft
	return Count((feet+4)/5) * per
}

// moveCounts is the time man m takes to cover feet at a pace (paceCounts):
// with Jack Rabbit Speed a run or a sprint starts sooner and goes faster
// (GUD-18, Rules.JackRabbit).
func (f *Fight) moveCounts(m *man, p wounds.Movement, feet int) Count {
	if !m.tal.jackRabbit || p < wounds.Run {
		return f.paceCounts(p, feet)
	}
	j := &f.rules.JackRabbit
	per := max(1, f.rules.Paces[p-1].Per5Ft-j.Per5Ft)
	return max(1, Count((feet+4)/5)*per-j.Sooner)
}

// checkTarget checks a.Target: another man in the fight, an opponent when
// the action attacks him (see targets; badTarget says why not).
func (f *Fight) checkTarget(i int, a *Action, rule string, attack bool) error {
	if f.targets(i, a.Target, attack) {
		return nil
	}
	return f.badTarget(i, a, rule, attack)
}

// targets reports whether man i may take man t for the target of an
// action: another man, in the fight, and an opponent when the action
// attacks him.
func (f *Fight) targets(i, t int, attack bool) bool {
	return t != i && uint(t) < uint(len(f.men)) && f.men[t].st.Status == InFight && (!attack || f.men[t].side != f.men[i].side)
}

// badTarget is checkTarget's refusal: a.Target is man i himself, no man,
// out of the fight, or on his side when the action attacks him.
func (f *Fight) badTarget(i int, a *Action, rule string, attack bool) error {
	switch {
	case a.Target == i:
		return f.refuse(i, a, rule, "man %d is %s", i, f.men[i].sh.Pronoun.Reflexive())
	case a.Target < 0 || a.Target >= len(f.men):
		return f.refuse(i, a, rule, "there is no man %d: want 0..%d", a.Target, len(f.men)-1)
	}
	t := &f.men[a.Target]
	if t.st.Status != InFight {
		return f.refuse(i, a, rule, "%s is out of the fight (%s)", t.sh.Name, t.st.Status)
	}
	if attack && t.side == f.men[i].side {
		return f.refuse(i, a, rule, "%s is on %s side", t.sh.Name, f.men[i].sh.Pronoun.Possessive())
	}
	return nil
}

// checkWeapon checks w is one of his weapons, in his hands or holstered
// (see usable; badWeapon says why not).
func (f *Fight) checkWeapon(i int, a *Action, w int) error {
	if f.usable(i, w) {
		return nil
	}
	return f.badWeapon(i, a, w)
}

// usable reports whether man i has a weapon w, in his hands or holstered:
// not on the ground, nor taken from him (GU-8).
func (f *Fight) usable(i, w int) bool {
	guns := f.men[i].st.Guns
	return uint(w) < uint(len(guns)) && guns[w].Hand < onGround
}

// badWeapon is checkWeapon's refusal: he has no weapon w, or it is on the
// ground, or taken from him (GU-8).
func (f *Fight) badWeapon(i int, a *Action, w int) error {
	if w < 0 || w >= len(f.men[i].st.Guns) {
		return f.refuse(i, a, "GU-3", "%s no weapon %d", f.men[i].sh.Pronoun.Says("has", "have"), w)
	}
	switch f.men[i].st.Guns[w].Hand {
	case onGround:
		return f.refuse(i, a, "GU-8", "%s is on the ground", f.weapon(i, w).Label())
	case gone:
		return f.refuse(i, a, "GU-8", "%s was taken from %s", f.weapon(i, w).Label(), f.men[i].sh.Pronoun.Object())
	}
	return nil
}

// otherHandFree reports whether the hand not holding gun w is empty.
func (f *Fight) otherHandFree(i, w int) bool {
	m := &f.men[i]
	switch m.st.Guns[w].Hand {
	case inMain:
		return m.st.Off == 0
	case inOff:
		return m.st.Main == 0
	}
	return m.st.Main == 0 || m.st.Off == 0
}

// planFire checks a shot (GU-3, GU-4) and times it (see fireTime).
func (f *Fight) planFire(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if !f.usable(i, a.Weapon) {
		return 0, f.badWeapon(i, a, a.Weapon)
	}
	g := &m.st.Guns[a.Weapon]
	w := f.weapon(i, a.Weapon)
	switch {
	case !w.Class.Firearm():
		return 0, f.refuse(i, a, "GU-3", "a %s does not shoot", w.Class)
	case !g.drawn():
		return 0, f.refuse(i, a, "GU-3", "%s is not drawn: %s cannot aim or fire it", w.Label(), f.men[i].sh.Pronoun.Subject())
	case g.Loaded == 0:
		return 0, f.refuse(i, a, "GU-3", "%s is empty", w.Label())
	case a.At != 0 && !a.At.Valid():
		return 0, f.refuse(i, a, "GU-4", "no body location %d to aim at", a.At)
	case a.Aim > Fan || a.Extra > Careful:
		return 0, f.refuse(i, a, "GU-3", "unknown aim")
	}
	if !f.targets(i, a.Target, true) {
		return 0, f.badTarget(i, a, "GU-4", true)
	}
	if d, r := f.distance(i, a.Target), f.rules.maxRange[g.Row]; d > float64(r) {
		return 0, f.refuse(i, a, "GU-4", "%s is %.0f ft away, beyond %s's range of %d ft", f.men[a.Target].sh.Name, d, w.Label(), r)
	}
	switch a.Aim {
	case Fan:
		switch {
		case w.Class != Pistol:
			return 0, f.refuse(i, a, "GU-3", "only a pistol can be fanned")
		case a.Extra == Careful:
			return 0, f.refuse(i, a, "GU-3", "careful aim with a fanned pistol: fanned guns cannot be aimed")
		case a.Extra != NoExtra || a.Steady:
			return 0, f.refuse(i, a, "GU-3", "a fanned gun cannot be aimed")
		case !f.otherHandFree(i, a.Weapon):
			return 0, f.refuse(i, a, "GU-3", "fanning needs %s other hand free", f.men[i].sh.Pronoun.Possessive())
		}
	case Hip:
		if a.Extra != NoExtra || a.Steady {
			return 0, f.refuse(i, a, "GU-3", "a hip shot is not aimed")
		}
	}
	if a.Steady {
		switch {
		case w.Class != Pistol:
			return 0, f.refuse(i, a, "GU-3", "a steady hand is for pistols")
		case !f.otherHandFree(i, a.Weapon):
			return 0, f.refuse(i, a, "GU-3", "a steady hand needs %s other hand free", f.men[i].sh.Pronoun.Possessive())
		}
	}
	if j := f.contester(i, a.Weapon); j >= 0 && f.men[j].st.Loose {
		return 0, f.refuse(i, a, "GU-8", "%s let go of %s in the struggle", f.men[i].sh.Pronoun.Says("has", "have"), w.Label())
	}
	if why := f.handsRefusal(i, a); why != "" {
		return 0, f.refuse(i, a, "GU-12", "%s", why)
	}
	return f.fireTime(i, m, a), nil
}

// fireTime returns the counts of man i's (m's) shot a, which is possible
// (GU-3, GUD-4) — aimed unless from the hip, fanned or contested:
//
//   - a gun someone is fighting him for (GU-8): 20, unaimed;
//   - a weapon trained on the target and not fired for a second (10 counts):
//     cocked 1, else cock and fire 3;
//   - fanned: the first shot 2, each further 3;
//   - from the hip, a first shot: pistol 0, rifle 6 (unaimed); a later
//     one: pistol 5, rifle 6, shotgun 10 (7 cocked);
//   - aimed, a first shot: the aim, 4 (Quick Aim 2); a later one: pistol 5
//     (+ the aim if it is not aimed at this target), rifle 10 (re-aimed),
//     shotgun 14 (11 cocked);
//   - plus deliberate (pistol 4, rifle 8), careful (10, 20) and a steady
//     hand (2) on aimed shots.
func (f *Fight) fireTime(i int, m *man, a *Action) Count {
	if f.grips && f.contested(i, a.Weapon) {
		return f.rules.Actions.Wrestle.ContestedFire
	}
	A := &f.rules.Actions
	g := &m.st.Guns[a.Weapon]
	class := f.rules.Weapons[g.Row].Class
	fa := A.firearm(class)
	switch a.Aim {
	case Fan:
		if g.Fired && g.Fanned {
			return A.Fan.Next
		}
		return A.Fan.First
	case Hip:
		switch {
		case !g.Fired:
			return fa.Hip.Counts
		case class == Pistol || fa.NextUnaimed == 0:
			return fa.Next
		case g.Cocked && fa.NextUnaimedCocked > 0:
			return fa.NextUnaimedCocked
		}
		return fa.NextUnaimed
	}
	aim := A.Aim
	if m.tal.quickAim {
		aim /= 2
	}
	onTarget := g.AimedAt == a.Target+1
	var c Count
	switch {
	case onTarget && (!g.Fired || f.now-g.LastFired >= A.PointedAfter):
		if g.Cocked {
			c = A.FireCocked
		} else {
			c = A.CockAndFire
		}
	case !g.Fired:
		c = aim
	case class == Pistol:
		c = fa.Next
		if !onTarget {
			c += aim
		}
	case g.Cocked && fa.NextCocked > 0:
		c = fa.NextCocked
	default:
		c = fa.Next
	}
	switch a.Extra {
	case Deliberate:
		c += fa.Deliberate.Counts
	case Careful:
		c += fa.Careful.Counts
	}
	if a.Steady {
		c += A.Steady.Counts
	}
	return c
}

// forced returns the action his nerve forces (RE-7): cover, or flight —
// breaking free first if he is held. False when it cannot be done (already
// in cover; no movement left), and the order lapses.
func (f *Fight) forced(i int) (Action, bool) {
	m := &f.men[i]
	order := m.st.Order
	m.st.Order = reputation.Steady
	if n, first := f.holders(i); n > 0 {
		m.st.Order = order // still owed once free
		return Action{Kind: Wrestle, Hold: BreakFree, Target: first}, true
	}
	switch order {
	case reputation.SeekCover:
		if m.st.Cover || m.st.Prone {
			return Action{}, false
		}
		return Action{Kind: TakeCover}, true
	case reputation.Flee:
		if m.st.Prone {
			m.st.Order = order
			return Action{Kind: Stand}, true
		}
		if m.pen.Fastest() == 0 {
			return Action{}, false
		}
		return Action{Kind: Flee}, true
	}
	return Action{}, false
}

// roll is the shared d20 of shots and blows: the shot roll with DI-2's
// penetration unless the rules turn it off — a natural 20 adds d6−1, and
// keeps adding d6−1 while the d6 shows 6. It draws exactly as
// dice.ShotRoll does (IntN(20), then IntN(6) per extra roll) but keeps only
// the natural face and the sum, so the hot loop copies no record.
func (f *Fight) roll() (natural, sum int) {
	natural = f.intN(20) + 1
	sum = natural
	if natural == 20 && !f.rules.NoShotPenetration {
		for {
			d := f.intN(6) + 1
			sum += d - 1
			if d < 6 {
				break
			}
		}
	}
	return natural, sum
}
