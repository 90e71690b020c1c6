package gunfight

import "github.com/deadmanshand/aces/reputation"

// react applies the nerve rules to man j after a count's blow (rule RE-7,
// through package reputation): a Disreputable man leaves after a graze or
// wound; a Low one seeks cover after losing 25% of his hit points and flees
// if shot at again; an Average one seeks cover at 50% and flees if hurt
// again; Great and Legendary men choose freely; Courage spares a flight.
// shot says a firearm was fired at him in the blow, hit or miss: Low's
// "shot at" (GUD-13) — a blade, a fist or a throw is none.
//
// The threshold arms the "again" the moment it is crossed, whatever he is
// doing — on his way to cover, in cover by choice, or anything else — and
// from the next blow on (the next shot at him, Low; the next wound,
// Average) he must flee (decision GUD-9). Hit points lost to bleeding (a
// Bleeding blow) cross it too and send him to cover at once, but never
// make him flee (GUD-13). When his nerve forces his hand the engine drops
// what he was doing and declares for him — cover, flight (breaking free
// first if held) — or takes him out at once when he must leave; the Nerve
// event says why. Flight outranks cover (GUD-14): a man already fleeing
// who crosses his threshold keeps fleeing.
func (f *Fight) react(j int, blow reputation.Blow, shot bool) {
	t := &f.men[j]
	if t.nerve.FreeChoice() {
		return
	}
	hp := t.sh.hp()
	s := reputation.Situation{Blow: blow, LostHP: max(0, hp-t.pat.HP()), MaxHP: hp, Armed: t.st.Armed, Shot: shot || blow == reputation.ShotAt}
	r, err := t.nerve.React(s)
	if err != nil || (r.Must == reputation.Steady && r.Spared == reputation.Steady) {
		return
	}
	note := ""
	switch r.Must {
	case reputation.SeekCover:
		t.st.Armed = true
		switch {
		case t.fleeing():
			note = t.sh.Pronoun.Choose("he keeps fleeing", "she keeps fleeing", "they keep fleeing")
		case t.st.Cover:
			note = t.sh.Pronoun.Choose("he is in cover already", "she is in cover already", "they are in cover already")
		case t.st.Order == reputation.SeekCover || (t.st.Busy && t.st.Act.Kind == TakeCover):
			note = t.sh.Pronoun.Choose("he is on his way to cover", "she is on her way to cover", "they are on their way to cover")
		}
	case reputation.Flee:
		if t.fleeing() {
			return
		}
	}
	e := f.emit(Nerve, j)
	if e != nil {
		e.Nerve.Nerve, e.Nerve.Reaction = t.nerve, r
		e.Nerve.Blow, e.Nerve.Shot, e.Nerve.Armed, e.Nerve.LostHP, e.Nerve.MaxHP = s.Blow, s.Shot, s.Armed, i16(s.LostHP), i16(s.MaxHP)
	}
	if note != "" {
		if e != nil {
			e.Note = note
		}
		return
	}
	switch r.Must {
	case reputation.SeekCover, reputation.Flee:
		f.cancel(j)
		t.st.Order = r.Must
		t.st.Needs = true
	case reputation.LeaveFight:
		p := t.sh.Pronoun
		if e != nil {
			e.Note = p.Choose("he leaves at once", "she leaves at once", "they leave at once")
		}
		f.out(j, Left)
		if e := f.emit(LeftFight, j); e != nil {
			e.Note = p.Choose("his nerve", "her nerve", "their nerve")
		}
	}
}

// fleeing reports whether man m is running from the fight: his flight
// declared (by him or by his nerve) or ordered (GUD-14: flight outranks
// cover).
func (m *man) fleeing() bool {
	return m.st.Fleeing || m.st.Order == reputation.Flee || (m.st.Busy && m.st.Act.Kind == Flee)
}

// leaveCover ends man i's (m's) cover as he sets off on a move or a flight
// (GUD-14): cover lasts while he stays where he took it, and its −4 goes
// with it.
func (f *Fight) leaveCover(i int, m *man) {
	if !m.st.Cover {
		return
	}
	m.st.Cover, m.st.Forced = false, false
	f.emit(LeftCover, i)
}
