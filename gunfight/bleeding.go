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
// (GUD-7). Hit points lost to bleeding count toward the nerve threshold
// and arm the "again" (GUD-9), but a bleed is no blow: it orders nothing by
// itself. Draws: each man's wound processes due, in setup order (see
// wounds.Patient.AdvanceTo).
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
			f.armNerve(j)
		}
	}
}

// armNerve arms man j's nerve rule (GUD-9) when the hit points he has lost
// reach his threshold: Low 25%, Average 50%.
func (f *Fight) armNerve(j int) {
	m := &f.men[j]
	hp := m.sh.hp()
	lost := max(0, hp-m.pat.HP())
	switch m.nerve.Category {
	case reputation.Low:
		m.st.Armed = m.st.Armed || lost*100 >= reputation.LowCoverPercent*hp
	case reputation.Average:
		m.st.Armed = m.st.Armed || lost*100 >= reputation.AverageCoverPercent*hp
	}
}
