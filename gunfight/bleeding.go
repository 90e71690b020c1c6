package gunfight

import (
	"math"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Bleeding runs in the count (rule GU-13). Each man's wounds live on his
// patient's clock (package wounds), in tenths of a second like the count:
// the fight's count c is his patient's time when the fight was built (t0)
// plus c. Each wound keeps its own clock — severe bleeding d6 − 2 a minute
// after the wound, every 600 counts (wounded at count 587, he first bleeds
// at 1187), internal bleeding and hemorrhaging every hour after theirs —
// so it takes its hit points while the fight goes on. The fight keeps the
// count at which each man's next bleed is due (wounds.Patient.NextBleed),
// and the earliest of them: the Step that reaches or passes it first runs
// every bleed due by its count, in the order of their counts (men due at
// the same count in setup order), then the actions. What else falls due on
// a man's clock — the minutes of a knockout rolled, an infection check an
// hour after a wound — takes nothing from him in the fight and fires when
// his clock passes it, at a later bleed or wound, or after the fight. A
// step with nobody due costs one comparison.

// noBleed is the count of a man with no bleed due.
const noBleed Count = math.MaxInt32

// bleedsDue returns the earliest count at which a wounded man's bleed is
// due (noBleed when none is), working the men's out again after reset or a
// resume.
func (f *Fight) bleedsDue() Count {
	if f.bleedsStale {
		f.bleedsStale = false
		f.bleedAt = noBleed
		for j := range f.men {
			f.planBleeds(j)
		}
	}
	return f.bleedAt
}

// planBleeds works out when man j's next bleed is due, as a count of this
// fight, and keeps the fight's earliest.
func (f *Fight) planBleeds(j int) {
	m := &f.men[j]
	m.bleedAt = noBleed
	if t, ok := m.pat.NextBleed(); ok && m.st.Status != Dead {
		m.bleedAt = Count(min(max(t-m.t0, 0), wounds.Time(noBleed)))
	}
	f.bleedAt = min(f.bleedAt, m.bleedAt)
}

// bleed runs the bleeds due by count c, each at its own count, in the
// order of their counts (men due at the same count in setup order): a
// man bled to 0 is down, to −10 dead (GUD-7). Hit points lost to bleeding
// cross the nerve threshold like any others, with the same effect — he
// seeks cover at once, and the "again" is armed (GUD-9) — but a bleed is
// neither a shot at him nor a new wound: it never makes him flee (GUD-13).
// It stops at the count
// where a bleed leaves one side or none in the fight, with f.now there;
// otherwise f.now ends at c. Draws: each process's (see
// wounds.Patient.AdvanceTo).
func (f *Fight) bleed(c Count) {
	for f.bleedsDue() <= c {
		j, at := 0, noBleed
		for k := range f.men {
			if f.men[k].bleedAt < at {
				j, at = k, f.men[k].bleedAt
			}
		}
		f.now = at
		f.bleedMan(j, at)
		f.bleedAt = noBleed
		for k := range f.men {
			f.bleedAt = min(f.bleedAt, f.men[k].bleedAt)
		}
		if f.sides <= 1 {
			return
		}
	}
	f.now = c
}

// bleedMan runs man j's clock to count at, where a bleed of his is due:
// it logs each bleed with the hit points it left him, and takes him out of
// the fight when they leave him unable to act. A patient whose dice were
// taken away (wounds.Patient.SetRand(nil)) bleeds no more in the fight.
func (f *Fight) bleedMan(j int, at Count) {
	m := &f.men[j]
	evs, err := m.pat.AdvanceTo(m.t0 + wounds.Time(at))
	f.planBleeds(j)
	if err != nil {
		m.bleedAt = noBleed
		return
	}
	lost := false
	for k := range evs {
		if p := &evs[k]; p.Kind == wounds.Bleeds && p.Amount > 0 {
			lost = true
			if e := f.emit(Bled, j); e != nil {
				e.Amount, e.HP, e.Wound.Injuries = i16(p.Amount), i16(p.HP), wounds.InjurySet(0).With(p.Injury)
			}
		}
	}
	if !lost {
		return
	}
	m.pen = penalties(m)
	switch {
	case m.st.Status == InFight:
		f.fall(j)
	case m.st.Status == Down && m.pen.Dead:
		m.st.Status = Dead
		if e := f.emit(Died, j); e != nil {
			e.HP = i16(m.pat.HP())
		}
	}
	if m.st.Status == InFight {
		f.react(j, reputation.Bleeding, false)
	}
}

// clockTo sets man j's patient's clock to count c before he takes a wound
// there, so that the wound keeps its count. Every process due by c has
// run (the Step ran them first), so this fires nothing.
func (f *Fight) clockTo(j int, c Count) {
	m := &f.men[j]
	if t := m.t0 + wounds.Time(c); m.pat.Now() < t {
		m.pat.AdvanceTo(t)
	}
}
