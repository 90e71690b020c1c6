package gunfight

import "github.com/deadmanshand/aces/reputation"

// react applies the nerve rules to man j after a blow (rule RE-7, through
// package reputation): a Disreputable man leaves after a graze or wound; a
// Low one seeks cover after losing 25% of his hit points and flees if shot
// at again; an Average one seeks cover at 50% and flees if hurt again;
// Great and Legendary men choose freely; Courage spares a flight. When his
// nerve forces his hand the engine drops what he was doing and declares
// for him — cover, flight (breaking free first if held) — or takes him out
// at once when he must leave; the Nerve event says why.
func (f *Fight) react(j int, blow reputation.Blow) {
	t := &f.men[j]
	if t.nerve.FreeChoice() {
		return
	}
	hp := t.sh.hp()
	s := reputation.Situation{Blow: blow, LostHP: max(0, hp-t.pat.HP()), MaxHP: hp, TookCover: t.st.Forced}
	r, err := t.nerve.React(s)
	if err != nil || (r.Must == reputation.Steady && r.Spared == reputation.Steady) {
		return
	}
	switch r.Must {
	case reputation.SeekCover:
		if t.st.Cover || t.st.Order == reputation.SeekCover || (t.st.Busy && t.st.Act.Kind == TakeCover) {
			return
		}
	case reputation.Flee:
		if t.st.Fleeing || t.st.Order == reputation.Flee {
			return
		}
	}
	e := f.emit(Nerve, j)
	e.Nerve, e.Reaction = t.nerve, r
	e.Blow, e.TookCover, e.LostHP, e.MaxHP = s.Blow, s.TookCover, i16(s.LostHP), i16(s.MaxHP)
	switch r.Must {
	case reputation.SeekCover, reputation.Flee:
		f.cancel(j)
		t.st.Order = r.Must
		t.st.Needs = true
	case reputation.LeaveFight:
		e.Note = "he leaves at once"
		f.out(j, Left)
		f.emit(LeftFight, j).Note = "his nerve"
	}
}
