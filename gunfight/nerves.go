package gunfight

import "github.com/deadmanshand/aces/reputation"

// react applies the nerve rules to man j after a count's blow (rule RE-7,
// through package reputation): a Disreputable man leaves after a graze or
// wound; a Low one seeks cover after losing 25% of his hit points and flees
// if shot at again; an Average one seeks cover at 50% and flees if hurt
// again; Great and Legendary men choose freely; Courage spares a flight.
//
// The threshold arms the "again" the moment it is crossed, whatever he is
// doing — on his way to cover, in cover by choice, or anything else — and
// from the next blow on (the next shot at him, Low; the next wound,
// Average) he must flee (decision GUD-9). When his nerve forces his hand
// the engine drops what he was doing and declares for him — cover, flight
// (breaking free first if held) — or takes him out at once when he must
// leave; the Nerve event says why.
func (f *Fight) react(j int, blow reputation.Blow) {
	t := &f.men[j]
	if t.nerve.FreeChoice() {
		return
	}
	hp := t.sh.hp()
	s := reputation.Situation{Blow: blow, LostHP: max(0, hp-t.pat.HP()), MaxHP: hp, Armed: t.st.Armed}
	r, err := t.nerve.React(s)
	if err != nil || (r.Must == reputation.Steady && r.Spared == reputation.Steady) {
		return
	}
	note := ""
	switch r.Must {
	case reputation.SeekCover:
		t.st.Armed = true
		switch {
		case t.st.Cover:
			note = t.sh.Pronoun.Choose("he is in cover already", "she is in cover already", "they are in cover already")
		case t.st.Order == reputation.SeekCover || (t.st.Busy && t.st.Act.Kind == TakeCover):
			note = t.sh.Pronoun.Choose("he is on his way to cover", "she is on her way to cover", "they are on their way to cover")
		}
	case reputation.Flee:
		if t.st.Fleeing || t.st.Order == reputation.Flee {
			return
		}
	}
	e := f.emit(Nerve, j)
	e.Nerve, e.Reaction = t.nerve, r
	e.Blow, e.Armed, e.LostHP, e.MaxHP = s.Blow, s.Armed, i16(s.LostHP), i16(s.MaxHP)
	if note != "" {
		e.Note = note
		return
	}
	switch r.Must {
	case reputation.SeekCover, reputation.Flee:
		f.cancel(j)
		t.st.Order = r.Must
		t.st.Needs = true
	case reputation.LeaveFight:
		p := t.sh.Pronoun
		e.Note = p.Choose("he leaves at once", "she leaves at once", "they leave at once")
		f.out(j, Left)
		f.emit(LeftFight, j).Note = p.Choose("his nerve", "her nerve", "their nerve")
	}
}
