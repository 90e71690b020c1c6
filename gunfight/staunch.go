package gunfight

import "github.com/deadmanshand/aces/wounds"

// Staunching in the count (decision GUD-17, rules WO-4, WOD-1). A man with
// Nursing or Medicine — the bleeder himself, or another man within arm's
// reach — declares Staunch: 300 counts (ActionTable.Staunch), no roll, and
// a pressure bandage is on the first severe bleed of the man's wounds that
// has none. It stops nothing if either man is hit, moves or leaves arm's
// reach before it is done, or if the staunching man declares anything else
// first (his nerve's cover or flight included). Once staunched, the pressure
// holds while the man who put it on declares nothing but waiting (a wait,
// or done); any other action releases it, and the wound bleeds again a
// minute later (package wounds). So does his going out of the fight, or
// the two parting beyond arm's reach (ours: nobody holds a bandage on a
// man who is not there). After the fight the 20 minutes of held pressure
// run on the patient's clock, and the bleeding stops for good.

// bleeder returns the index of the first of man j's wounds bleeding
// severely with no pressure on it, or −1.
func (f *Fight) bleeder(j int) int {
	for k, w := range f.men[j].pat.Wounds() {
		if w.Severe.Active && !w.Severe.Pressure {
			return k
		}
	}
	return -1
}

// planStaunch checks and times a staunch (GUD-17): he has Nursing or
// Medicine and a hand that works; the man is himself, or another within
// arm's reach who has not left the fight (a man down may be staunched), and
// bleeds severely with no pressure on it.
func (f *Fight) planStaunch(i int, a *Action) (Count, error) {
	m := &f.men[i]
	p := m.sh.Pronoun
	j := a.Target
	switch {
	case m.sh.Nursing == 0 && m.sh.Medicine == 0:
		return 0, f.refuse(i, a, "GUD-17", "%s neither Nursing nor Medicine", p.Says("has", "have"))
	case j < 0 || j >= len(f.men):
		return 0, f.refuse(i, a, "GUD-17", "there is no man %d: want 0..%d", j, len(f.men)-1)
	case m.uselessHand(false) && m.uselessHand(true):
		return 0, f.refuse(i, a, "GU-12", "both %s arms are useless", p.Possessive())
	}
	t := &f.men[j]
	switch {
	case t.st.Status != InFight && t.st.Status != Down:
		return 0, f.refuse(i, a, "GUD-17", "%s is out of the fight (%s)", t.sh.Name, t.st.Status)
	case j != i && f.distance(i, j) > armsReach:
		return 0, f.refuse(i, a, "GUD-17", "%s is %.0f ft away: staunching another needs %s within arm's reach (%d ft)", t.sh.Name, f.distance(i, j), t.sh.Pronoun.Object(), armsReach)
	case f.bleeder(j) < 0 && j == i:
		return 0, f.refuse(i, a, "GUD-17", "%s no severe bleeding to staunch without a bandage on it", p.Says("has", "have"))
	case f.bleeder(j) < 0:
		return 0, f.refuse(i, a, "GUD-17", "%s has no severe bleeding to staunch without a bandage on it", t.sh.Name)
	}
	return f.rules.Actions.Staunch, nil
}

// resolveStaunch puts the bandage on (GUD-17): the wound stops bleeding
// while he holds the pressure. Draws: none.
func (f *Fight) resolveStaunch(i int) {
	m := &f.men[i]
	j := m.st.Act.Target
	t := &f.men[j]
	k := f.bleeder(j)
	if k < 0 || (t.st.Status != InFight && t.st.Status != Down) {
		e := f.emit(HeldFire, i)
		e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, t.sh.Name, t.sh.Pronoun, "the bleeding has stopped"
		return
	}
	if _, err := t.pat.Staunch(k, wounds.Caregiver{Name: m.sh.Name, Nursing: m.sh.Nursing, Medicine: m.sh.Medicine}); err != nil {
		e := f.emit(HeldFire, i)
		e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, t.sh.Name, t.sh.Pronoun, err.Error()
		return
	}
	m.st.Pressing, m.st.PressWound = j+1, k+1
	e := f.emit(Staunched, i)
	e.Whom, e.WhomPronoun, e.Location = t.sh.Name, t.sh.Pronoun, t.pat.Wounds()[k].Location
}

// release lets go of the pressure man i holds (GUD-17): the wound bleeds
// again a minute later.
func (f *Fight) release(i int) {
	m := &f.men[i]
	if m.st.Pressing == 0 {
		return
	}
	j, k := m.st.Pressing-1, m.st.PressWound-1
	m.st.Pressing, m.st.PressWound = 0, 0
	t := &f.men[j]
	if _, err := t.pat.ReleasePressure(k); err != nil {
		return // the 20 minutes are over, or the bleeding stopped
	}
	e := f.emit(Released, i)
	e.Whom, e.WhomPronoun, e.Location = t.sh.Name, t.sh.Pronoun, t.pat.Wounds()[k].Location
}

// keepsPressure reports whether man i, holding pressure, keeps it while
// declaring a: only a wait, or nothing more, does (GUD-17).
func keepsPressure(a *Action) bool { return a.Kind == Wait || a.Kind == Done }

// checkStaunches stops, after a count's effects, the staunches under way
// that one of them interrupts — either man hit (hurt has a bit for each man
// wounded at the count), moved, out of the fight or beyond arm's reach —
// and releases the pressure held on a man no longer within reach (GUD-17).
func (f *Fight) checkStaunches(hurt uint32) {
	for i := range f.men {
		m := &f.men[i]
		switch {
		case m.st.Pressing != 0:
			if j := m.st.Pressing - 1; m.st.Status != InFight || f.parted(i, j) {
				f.release(i)
			}
		case m.st.Status == InFight && m.st.Busy && m.st.Act.Kind == Staunch:
			j := m.st.Act.Target
			why := ""
			switch {
			case hurt&(1<<i|1<<j) != 0:
				why = "a man is hit"
			case m.st.MovedAt == f.now && m.st.MovedPace != 0, f.men[j].st.MovedAt == f.now && f.men[j].st.MovedPace != 0:
				why = "a man moves"
			case f.parted(i, j):
				why = f.men[j].sh.Name + " is no longer within reach"
			}
			if why != "" {
				f.cancel(i)
				m.st.Needs = true
				e := f.emit(HeldFire, i)
				e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, f.men[j].sh.Name, f.men[j].sh.Pronoun, why
			}
		}
	}
}

// parted reports whether man j is beyond man i's reach for a bandage: out
// of the fight (fled, left or dead), or another man more than arm's reach
// away.
func (f *Fight) parted(i, j int) bool {
	s := f.men[j].st.Status
	return s == Fled || s == Left || s == Dead || (i != j && f.distance(i, j) > armsReach)
}
