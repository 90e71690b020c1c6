package gunfight

import "fmt"

// Drawing and reloading (GU-3): the legality check and the counts of the
// two actions that put a weapon in hand and rounds in it.

// planDraw checks and times a draw (GU-3): pistol, knife, hand axe 5;
// rifle, spear, lance, axe 10; two at once +5 each; the off hand +5 (not
// with two at once; none with Great Ambidexterity); no holster +d4.
func (f *Fight) planDraw(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if err := f.checkWeapon(i, a, a.Weapon); err != nil {
		return 0, err
	}
	if m.st.Guns[a.Weapon].Hand != holstered {
		return 0, f.refuse(i, a, "GU-3", "%s is already in %s hand", f.weapon(i, a.Weapon).Label(), m.sh.Pronoun.Possessive())
	}
	if a.Two {
		if err := f.checkWeapon(i, a, a.Second); err != nil {
			return 0, err
		}
		switch {
		case a.Second == a.Weapon:
			return 0, f.refuse(i, a, "GU-3", "two at once needs two weapons")
		case m.st.Guns[a.Second].Hand != holstered:
			return 0, f.refuse(i, a, "GU-3", "%s is already in %s hand", f.weapon(i, a.Second).Label(), m.sh.Pronoun.Possessive())
		case m.st.Main != 0 || m.st.Off != 0:
			return 0, f.refuse(i, a, "GU-3", "drawing two at once needs both hands free")
		}
	} else if !f.drawHandFree(i, a) {
		return 0, f.refuse(i, a, "GU-3", "%s no free hand", m.sh.Pronoun.Says("has", "have"))
	}
	if why := f.handsRefusal(i, a); why != "" {
		return 0, f.refuse(i, a, "GU-12", "%s", why)
	}
	return f.drawTime(i, a), nil
}

// drawTime returns the counts of a draw that is possible (see planDraw,
// which checks it), without the d4 of a weapon drawn without a holster
// (holsterDie, rolled by commit).
func (f *Fight) drawTime(i int, a *Action) Count {
	m := &f.men[i]
	A := &f.rules.Actions
	base := func(w int) Count {
		if f.weapon(i, w).Long {
			return A.DrawLong
		}
		return A.Draw
	}
	if a.Two {
		return max(base(a.Weapon), base(a.Second)) + A.DrawTwo
	}
	c := base(a.Weapon)
	if f.offHand(i, a) && !m.tal.greatAmbidexterity {
		c += A.DrawOffHand
	}
	return c
}

// holsterDie rolls the d4 man m's weapon w adds to a draw when he carries
// it without a holster (GU-3), keeping the higher in m.st.Die; 0, rolling
// nothing, for a holstered weapon.
func (f *Fight) holsterDie(m *man, w int) Count {
	if !m.st.Guns[w].NoHolster {
		return 0
	}
	d := f.rules.Actions.NoHolster.Roll(f.r).Total
	m.st.Die = max(m.st.Die, d)
	return Count(d)
}

// planReload checks and times a reload (GU-3): pistol and rifle 10 per
// cartridge, a shotgun's one shell 25 (23 with none to remove) or two 30
// (28), a cylinder 100, +d4 per round from a shell loop; Rapid Reload
// halves, rounded up.
func (f *Fight) planReload(i int, a *Action) (Count, error) {
	m := &f.men[i]
	A := &f.rules.Actions
	if err := f.checkWeapon(i, a, a.Weapon); err != nil {
		return 0, err
	}
	g := &m.st.Guns[a.Weapon]
	w := f.weapon(i, a.Weapon)
	if !w.Class.Firearm() {
		return 0, f.refuse(i, a, "GU-3", "a %s takes no rounds", w.Class)
	}
	if a.Cylinder {
		switch {
		case !w.CapAndBall:
			return 0, f.refuse(i, a, "GU-3", "%s has no cylinder to replace", w.Label())
		case g.Cylinders == 0:
			return 0, f.refuse(i, a, "GU-3", "%s no spare cylinder", f.men[i].sh.Pronoun.Says("has", "have"))
		}
		return f.rapidReload(m, A.Cylinder), nil
	}
	if w.CapAndBall {
		return 0, f.refuse(i, a, "GU-3", "%s is cap and ball: replace its cylinder", w.Label())
	}
	room := w.Capacity - g.Loaded
	have := g.Pocket
	if a.Loop {
		have = g.Loop
	}
	switch {
	case room == 0:
		return 0, f.refuse(i, a, "GU-3", "%s is full", w.Label())
	case have == 0:
		return 0, f.refuse(i, a, "GU-3", "%s", f.noRounds(i, g, w, a))
	case a.Rounds < 0:
		return 0, f.refuse(i, a, "GU-3", "%d rounds: want 1 or more (0: as many as fit)", a.Rounds)
	case a.Rounds > room:
		return 0, f.refuse(i, a, "GU-3", "%s takes only %d more", w.Label(), room)
	case a.Rounds > have:
		return 0, f.refuse(i, a, "GU-3", "%s only %d %s", f.men[i].sh.Pronoun.Says("has", "have"), have, plural(have, "spare round"))
	}
	if a.Rounds == 0 {
		a.Rounds = min(room, have)
	}
	if w.Class == Shotgun && a.Rounds > 2 {
		return 0, f.refuse(i, a, "GU-3", "a shotgun loads one or two shells at a time")
	}
	return f.rapidReload(m, f.reloadCounts(m, a)), nil
}

// reloadCounts returns the counts of man m's reload of rounds a (GU-3),
// checked by planReload, before Rapid Reload and without the d4s of a
// shell loop: a shotgun's one shell 25 (23 with none spent to remove) or
// two 30 (28), any other firearm its reload counts per cartridge.
func (f *Fight) reloadCounts(m *man, a *Action) Count {
	A := &f.rules.Actions
	g := &m.st.Guns[a.Weapon]
	class := f.rules.Weapons[g.Row].Class
	if class != Shotgun {
		return Count(a.Rounds) * A.firearm(class).Reload
	}
	fa := &A.Shotgun
	switch {
	case a.Rounds == 1 && g.Spent > 0:
		return fa.Shell1
	case a.Rounds == 1:
		return fa.Shell1Clear
	case g.Spent > 0:
		return fa.Shell2
	}
	return fa.Shell2Clear
}

// rapidReload halves the counts c of a reload for a man with Rapid Reload,
// rounded up (GU-3).
func (f *Fight) rapidReload(m *man, c Count) Count {
	if m.tal.rapidReload {
		return (c + 1) / 2
	}
	return c
}

// noRounds says why man i has none of the spare rounds a reload of gun g (w)
// asks for: none at all, or all of them in the other place — the pocket or
// the shell loops — and the reload that takes them (GU-3).
func (f *Fight) noRounds(i int, g *gun, w *Weapon, a *Action) string {
	p := f.men[i].sh.Pronoun
	switch {
	case a.Loop && g.Pocket > 0:
		return fmt.Sprintf("%s no rounds in shell loops for %s: %s %d spare %s in %s pocket (reload %d)",
			p.Says("has", "have"), w.Label(), p.Possessive(), g.Pocket, roundsAre(g.Pocket), p.Possessive(), a.Weapon)
	case !a.Loop && g.Loop > 0:
		return fmt.Sprintf("%s no spare rounds in %s pocket for %s: %s %d %s in shell loops (reload %d from loop)",
			p.Says("has", "have"), p.Possessive(), w.Label(), p.Possessive(), g.Loop, roundsAre(g.Loop), a.Weapon)
	}
	return fmt.Sprintf("%s no spare rounds for %s", p.Says("has", "have"), w.Label())
}

// roundsAre is "round is" or "rounds are" for n rounds.
func roundsAre(n int) string {
	if n == 1 {
		return "round is"
	}
	return "rounds are"
}
