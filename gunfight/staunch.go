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
	case f.staunching(j) >= 0 && f.staunching(j) != i:
		return 0, f.refuse(i, a, "GUD-17", "%s is staunching %s already", f.men[f.staunching(j)].sh.Name, t.sh.Name)
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
		if e := f.emit(HeldFire, i); e != nil {
			e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, t.sh.Name, t.sh.Pronoun, "the bleeding has stopped"
		}
		return
	}
	if _, err := t.pat.Staunch(k, wounds.Caregiver{Name: m.sh.Name, Nursing: m.sh.Nursing, Medicine: m.sh.Medicine}); err != nil {
		if e := f.emit(HeldFire, i); e != nil {
			e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, t.sh.Name, t.sh.Pronoun, err.Error()
		}
		return
	}
	m.st.Pressing, m.st.PressWound = j+1, k+1
	if e := f.emit(Staunched, i); e != nil {
		e.Whom, e.WhomPronoun, e.Wound.Location = t.sh.Name, t.sh.Pronoun, t.pat.Wounds()[k].Location
	}
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
	if t.st.StaunchedBy == i+1 {
		t.st.StaunchedBy = 0
	}
	if _, err := t.pat.ReleasePressure(k); err != nil {
		return // the 20 minutes are over, or the bleeding stopped
	}
	if e := f.emit(Released, i); e != nil {
		e.Whom, e.WhomPronoun, e.Wound.Location = t.sh.Name, t.sh.Pronoun, t.pat.Wounds()[k].Location
	}
}

// keepsPressure reports whether man i, holding pressure, keeps it while
// declaring a: only a wait, or nothing more, does (GUD-17).
func keepsPressure(a *Action) bool { return a.Kind == Wait || a.Kind == Done }

// interrupt stops the staunch under way on man j or by him — either man
// hit, moved or out of the fight — and releases the pressure held on him
// when the one holding it is no longer within reach (GUD-17). It reads the
// staunch from the man who staunches (StaunchedBy is a hint, cleared when
// stale).
func (f *Fight) interrupt(j int, why string) {
	t := &f.men[j]
	if m := &t.st; m.Busy && m.Act.Kind == Staunch && m.Status == InFight {
		f.stop(j, why) // his own staunch, on himself or another
	}
	s := t.st.StaunchedBy - 1
	if s < 0 {
		return
	}
	m := &f.men[s]
	switch {
	case m.st.Busy && m.st.Act.Kind == Staunch && m.st.Act.Target == j && m.st.Status == InFight:
		if s != j {
			f.stop(s, why)
		}
	case m.st.Pressing == j+1:
		if f.parted(s, j) {
			f.release(s)
		}
	default:
		t.st.StaunchedBy = 0 // stale: he did something else
	}
}

// stop interrupts man i's staunch before it is done: he declares again.
func (f *Fight) stop(i int, why string) {
	m := &f.men[i]
	j := m.st.Act.Target
	f.cancel(i)
	m.st.Needs = true
	if f.men[j].st.StaunchedBy == i+1 {
		f.men[j].st.StaunchedBy = 0
	}
	if e := f.emit(HeldFire, i); e != nil {
		e.Act, e.Whom, e.WhomPronoun, e.Note = Staunch, f.men[j].sh.Name, f.men[j].sh.Pronoun, why
	}
}

// staunching returns the man staunching man j or holding pressure on
// him, or −1.
func (f *Fight) staunching(j int) int {
	s := f.men[j].st.StaunchedBy - 1
	if s < 0 {
		return -1
	}
	m := &f.men[s].st
	if (m.Busy && m.Act.Kind == Staunch && m.Act.Target == j && m.Status == InFight) || m.Pressing == j+1 {
		return s
	}
	return -1
}

// parted reports whether man j is beyond man i's reach for a bandage: out
// of the fight (fled, left or dead), or another man more than arm's reach
// away.
func (f *Fight) parted(i, j int) bool {
	s := f.men[j].st.Status
	return s == Fled || s == Left || s == Dead || (i != j && f.distance(i, j) > armsReach)
}
