package gunfight

import "github.com/deadmanshand/aces/wounds"

// Useless limbs (rule GU-12): a mangled or amputated limb "will never be
// functional again". An arm so hurt cannot draw, hold, fire, fan or steady
// a gun with that hand — except that a mangled arm may still support a
// rifle or shotgun (GUD-15): a long gun held with it is kept, and fires at
// −3 (WO-4, the wounds package's LongGun penalty) while his other arm
// works; a pistol or a blade in a mangled hand is dropped; an amputated arm
// supports nothing. A leg so hurt leaves him unable to walk or run: he may
// crawl (ours). A broken, unset limb keeps its penalties but works. Ours:
// the main hand is the right.

// handParts returns the arm and the hand of the main hand (the right) or
// of the off hand (the left).
func handParts(off bool) (arm, hand wounds.Location) {
	if off {
		return wounds.LeftArm, wounds.LeftHand
	}
	return wounds.RightArm, wounds.RightHand
}

// uselessHand reports whether man m's main (or off) hand is useless: its
// arm or hand mangled or amputated (GU-12).
func (m *man) uselessHand(off bool) bool {
	if m.pen.Useless == 0 {
		return false
	}
	arm, hand := handParts(off)
	return m.pen.Useless.Has(arm) || m.pen.Useless.Has(hand)
}

// amputatedHand reports whether man m's main (or off) arm or hand is
// amputated: it cannot even support a long gun (GU-12).
func (m *man) amputatedHand(off bool) bool {
	if m.pen.Useless == 0 {
		return false
	}
	arm, hand := handParts(off)
	for _, w := range m.pat.Wounds() {
		if w.Useless && w.Infection.Stage == wounds.Amputated && (w.Location == arm || w.Location == hand) {
			return true
		}
	}
	return false
}

// penalties returns man m's wound penalties (package wounds), where a
// useless leg already leaves him no walking or running, only crawling
// (GU-12, GUD-15).
func penalties(m *man) wounds.Penalties { return m.pat.Penalties() }

// handsRefusal says why man i's hands cannot do a, a draw or a shot (GU-12),
// or "" when they can.
func (f *Fight) handsRefusal(i int, a *Action) string {
	if f.men[i].pen.Useless == 0 {
		return "" // both arms whole
	}
	return f.uselessRefusal(i, a)
}

// uselessRefusal is handsRefusal for a man with a useless arm or leg.
func (f *Fight) uselessRefusal(i int, a *Action) string {
	m := &f.men[i]
	switch a.Kind {
	case Draw:
		if a.Two {
			if m.uselessHand(false) || m.uselessHand(true) {
				return "drawing two at once needs both arms, and one is useless"
			}
		} else if m.uselessHand(f.offHand(i, a)) {
			return m.sh.Pronoun.Choose("the arm he would draw with is useless", "the arm she would draw with is useless", "the arm they would draw with is useless")
		}
	case Fire:
		g := &m.st.Guns[a.Weapon]
		off := g.Hand == inOff
		long := f.weapon(i, a.Weapon).Class.LongGun()
		switch {
		case long && (m.amputatedHand(off) || m.amputatedHand(!off)):
			return "an amputated arm cannot support a long gun"
		case long && m.uselessHand(off) && m.uselessHand(!off):
			return "both arms are useless"
		case !long && m.uselessHand(off):
			return "the arm that holds it is useless"
		case a.Aim == Fan && m.uselessHand(!off):
			return m.sh.Pronoun.Choose("fanning needs his other arm, and it is useless", "fanning needs her other arm, and it is useless", "fanning needs their other arm, and it is useless")
		case a.Steady && m.uselessHand(!off):
			return m.sh.Pronoun.Choose("a steady hand needs his other arm, and it is useless", "a steady hand needs her other arm, and it is useless", "a steady hand needs their other arm, and it is useless")
		}
	}
	return ""
}

// dropUseless makes man j drop what he holds in a hand whose arm has just
// become useless (GU-12: he cannot hold it); it falls to the ground. A long
// gun stays in his hands while the mangled arm can support it — not
// amputated, and his other arm working (GUD-15).
func (f *Fight) dropUseless(j int) {
	m := &f.men[j]
	if m.pen.Useless == 0 {
		return
	}
	for _, off := range [2]bool{false, true} {
		k := m.st.Main
		if off {
			k = m.st.Off
		}
		if k == 0 || !m.uselessHand(off) || f.supported(j, k-1, off) {
			continue
		}
		drop(m, k-1)
		m.st.Guns[k-1].Hand = onGround
		if e := f.emit(Dropped, j); e != nil {
			e.Weapon = f.weapon(j, k-1).Label()
		}
	}
	// A draw into a hand that no longer works cannot complete: he declares
	// again with the count's other men (GU-12).
	if a := &m.st.Act; m.st.Busy && a.Kind == Draw && f.handsRefusal(j, a) != "" {
		f.cancel(j)
		m.st.Needs = true
	}
}

// supported reports whether man j's gun g, in his main (or off) hand whose
// arm is useless, is a long gun that arm still supports (GUD-15): the arm
// mangled, not amputated, and the other arm working.
func (f *Fight) supported(j, g int, off bool) bool {
	m := &f.men[j]
	return f.weapon(j, g).Class.LongGun() && !m.amputatedHand(off) && !m.uselessHand(!off)
}
