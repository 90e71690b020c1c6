package gunfight

import (
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// bleed runs the wounded men's clocks on to the minute count c falls in
// (rule GU-13): 600 counts are a minute, and each wound's bleeding keeps
// its own clock (package wounds) — severe bleeding d6 − 2 a minute,
// internal bleeding and hemorrhaging by the hour — so it takes its hit
// points while the fight goes on. A man bled to 0 is down, to −10 dead
// (GUD-7). Hit points lost to bleeding cross the nerve threshold like any
// others, with the same effect — he seeks cover at once, and the "again"
// is armed (GUD-9) — but a bleed is neither a shot at him nor a new wound:
// it never makes him flee (GUD-13). Draws: each man's wound processes due,
// in setup order (see wounds.Patient.AdvanceTo).
func (f *Fight) bleed(c Count) {
	at := wounds.Time(c / Minute)
	for j := range f.men {
		m := &f.men[j]
		if m.st.Status == Dead || len(m.pat.Wounds()) == 0 || m.pat.Now() >= at {
			continue
		}
		evs, err := m.pat.AdvanceTo(at)
		if err != nil {
			continue
		}
		lost := false
		for k := range evs {
			if p := &evs[k]; p.Kind == wounds.Bleeds && p.Amount > 0 {
				lost = true
				e := f.emit(Bled, j)
				e.Amount, e.HP, e.Injuries = i16(p.Amount), i16(m.pat.HP()), wounds.InjurySet(0).With(p.Injury)
			}
		}
		if !lost {
			continue
		}
		m.pen = penalties(m)
		switch {
		case m.st.Status == InFight:
			f.fall(j)
		case m.st.Status == Down && m.pen.Dead:
			m.st.Status = Dead
			f.emit(Died, j).HP = i16(m.pat.HP())
		}
		if m.st.Status == InFight {
			f.react(j, reputation.Bleeding, false)
		}
	}
}
