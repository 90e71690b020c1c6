package wounds

import "fmt"

// Checking a condition (a saved patient's, or one a patient is set in). It
// is refused unless play could have left it: every number in range, every flag consistent with the others, and
// every process planned exactly when the injury it belongs to says —
// nothing more and nothing less.

// maxSavedWounds bounds the wounds of a saved patient.
const maxSavedWounds = 10000

// maxSavedDamage bounds what the damage, rest and days of a saved wound
// may count.
const maxSavedDamage = 1 << 20

// ahead is how far past the clock each process can be due: the longest
// wait the rule that plans it gives.
var ahead = [numProcs]Time{
	procKnockout:   0,
	procBone:       Day,
	procWake:       50 * Minute, // 10 + 2d20 minutes
	procSevere:     Minute,
	procPressure:   20 * Minute,
	procInternal:   Hour,
	procHemorrhage: Hour,
	procInfection:  Hour,
	procCourse:     2 * Day,
	procIllness:    3 * Week, // 1d3 weeks
	procSepsis:     24 * Day, // 2d12 days
	procFester:     Day,
	procLodged:     3 * Day,
	procHeal:       Day,
}

// validate reports a condition that play could not have left a man of
// maxHP maximum hit points and talents flags in.
func (s *Condition) validate(maxHP int, flags talents) error {
	switch {
	case s.Now < 0 || s.Now > MaxTime:
		return fmt.Errorf("%w: clock at %d tenths of a second, want 0..%d", ErrState, int64(s.Now), int64(MaxTime))
	case len(s.Wounds) > maxSavedWounds:
		return fmt.Errorf("%w: %d wounds, want at most %d", ErrState, len(s.Wounds), maxSavedWounds)
	}
	hp, septic := maxHP, false
	// the injuries each wound has a bleeding wound of
	var buf [16]InjurySet
	var bled []InjurySet
	if len(s.Wounds) > len(buf) {
		bled = make([]InjurySet, len(s.Wounds))
	} else {
		bled = buf[:len(s.Wounds)]
	}
	for i := range s.Wounds {
		if err := s.validWound(i, flags); err != nil {
			return err
		}
		w := &s.Wounds[i]
		hp -= w.Severity
		septic = septic || (w.Infection.Stage == Septic && w.Infection.Until <= s.Now)
		if w.Cause == Bleeding {
			bled[w.From] = bled[w.From].With(w.Bleeds)
		}
	}
	for i := range s.Wounds {
		w := &s.Wounds[i]
		for _, k := range [...]InjuryKind{SevereBleeding, InternalBleeding, InternalHemorrhaging} {
			if w.bleed(k).Lost > 0 && !bled[i].Has(k) {
				return fmt.Errorf("%w: wound %d: lost %d to %s, but no wound bled them", ErrState, i, w.bleed(k).Lost, k)
			}
		}
	}
	switch {
	case hp != s.HP:
		return fmt.Errorf("%w: %d HP, but max %d less the wounds is %d", ErrState, s.HP, maxHP, hp)
	case s.Down != (s.HP <= 0):
		return fmt.Errorf("%w: down is %v at %d HP", ErrState, s.Down, s.HP)
	case s.Dead && s.HP > -10 && !septic:
		return fmt.Errorf("%w: dead at %d HP, without sepsis", ErrState, s.HP)
	case !s.Dead && s.HP <= -10:
		return fmt.Errorf("%w: alive at %d HP", ErrState, s.HP)
	}
	return nil
}

// validWound reports wound i of a condition of a man with the given
// talents that play could not have left.
func (s *Condition) validWound(i int, flags talents) error {
	w := &s.Wounds[i]
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: wound %d: %s", ErrState, i, fmt.Sprintf(format, args...))
	}
	inj := w.Effect.Injuries
	switch {
	case !w.Cause.valid():
		return bad("no valid cause")
	case w.Cause == Brawling && w.Location != 0:
		return bad("a brawling wound in the %s: brawling wounds have no location", w.Location)
	case w.Cause != Brawling && !w.Location.Valid():
		return bad("no valid location")
	case w.At < 0 || w.At > s.Now:
		return bad("received at %d, clock at %d", int64(w.At), int64(s.Now))
	case w.Damage < 1 || w.Damage > maxSavedDamage || (w.Cause.Hit() && w.Damage > MaxDamage):
		return bad("damage %d", w.Damage)
	case w.Severity < 0 || w.Severity > w.Damage:
		return bad("severity %d of damage %d", w.Severity, w.Damage)
	case w.Excess < 0 || w.Excess > w.Grade:
		return bad("excess %d of grade %d", w.Excess, w.Grade)
	case !inj.valid() || !w.Effect.Penalty.valid() || !w.Effect.Permanent.valid():
		return bad("effect out of range")
	case !w.Permanent.Lost.Valid() || out(w.Permanent.Speed) || out(w.Permanent.Accuracy) || out(w.Permanent.LongGun):
		return bad("permanent penalty out of range")
	case w.Rest < 0 || w.Rest > maxSavedDamage:
		return bad("rest %d", w.Rest)
	case w.OutUntil < 0 || w.OutUntil > s.Now+ahead[procWake]:
		return bad("out until %d", int64(w.OutUntil))
	case w.Bone.Days < 0 || w.Bone.Days > maxSavedDamage:
		return bad("bone days %d", w.Bone.Days)
	case w.Bullet.Checks < 0 || w.Bullet.Checks > maxSavedDamage:
		return bad("bullet checks %d", w.Bullet.Checks)
	case w.Infection.Stage > Septic:
		return bad("infection stage %d", w.Infection.Stage)
	case w.Infection.Bonus < 0 || w.Infection.Bonus > 20 || (w.Infection.Bonus > 0 && !w.Infection.Cleaned):
		return bad("cleaning bonus %d", w.Infection.Bonus)
	case w.Infection.Until < 0 || w.Infection.Until > s.Now+max(ahead[procIllness], ahead[procSepsis]):
		return bad("infection until %d", int64(w.Infection.Until))
	}
	for _, b := range [...]*Bleed{&w.Severe, &w.Internal, &w.Hemorrhage} {
		if b.Lost < 0 || b.Lost > maxSavedDamage || b.PressureAt < 0 || b.PressureAt > s.Now {
			return bad("bleeding out of range")
		}
	}
	if w.Internal.Pressure || w.Internal.PressureAt != 0 || w.Hemorrhage.Pressure || w.Hemorrhage.PressureAt != 0 {
		return bad("a pressure bandage on internal bleeding")
	}
	var err error
	switch {
	case w.Cause.Hit():
		err = s.validHit(w, flags)
	case w.Cause == Brawling:
		err = validBrawling(w)
	default:
		err = s.validInjury(i)
	}
	if err != nil {
		return bad("%v", err)
	}
	return s.validPlan(w, bad)
}

// out reports a permanent penalty beyond what any number of rows adds up to.
func out(v int) bool { return v < -maxSavedDamage || v > maxSavedDamage }

// validHit reports a hit wound whose grade, injuries and infection do not
// agree.
func (s *Condition) validHit(w *Wound, flags talents) error {
	inj := w.Effect.Injuries
	lo, hi := w.Damage, w.Damage+1 // the attacker's Deadly Shot or not
	switch {
	case flags&anyTalents != 0:
		lo = max(1, w.Damage-1) // Guardian Angel or not
	case flags&guardianAngel != 0:
		lo, hi = max(1, w.Damage-1), w.Damage
	}
	inf := &w.Infection
	switch {
	case w.From != -1 || w.Bleeds != 0:
		return fmt.Errorf("a %s wound from wound %d", w.Cause, w.From)
	case w.Grade < lo || w.Grade > hi:
		return fmt.Errorf("grade %d of damage %d, want %d..%d", w.Grade, w.Damage, lo, hi)
	case inj.Has(LodgedBullet) && w.Cause != Bullet:
		return fmt.Errorf("a bullet lodged by a %s wound", w.Cause)
	case w.Severe.Active && !inj.Has(SevereBleeding),
		w.Internal.Active && !inj.Has(InternalBleeding),
		w.Hemorrhage.Active && !inj.Has(InternalHemorrhaging):
		return fmt.Errorf("bleeding without the injury")
	case w.Severe.Pressure && !w.Severe.Active:
		return fmt.Errorf("a pressure bandage on a wound that does not bleed")
	case w.Bone.Broken != inj.Has(BrokenBone):
		return fmt.Errorf("broken bone %v, the effect says %v", w.Bone.Broken, inj.Has(BrokenBone))
	case (w.Bone.Set || w.Bone.Healed) && !w.Bone.Broken,
		w.Bone.Mishealed && (!w.Bone.Healed || w.Bone.Set),
		w.Bone.Healed != (w.Bone.Broken && w.Severity == 0),
		w.Bone.Healed && w.Bone.Days == 0:
		return fmt.Errorf("bone %+v at severity %d", w.Bone, w.Severity)
	case w.Bullet.Lodged && !inj.Has(LodgedBullet),
		w.Bullet.Festering && !w.Bullet.Lodged,
		w.Bullet.Removed && (w.Bullet.Lodged || !inj.Has(LodgedBullet)),
		!w.Bullet.Removed && w.Bullet.RemovedAt != 0,
		w.Bullet.Removed && (w.Bullet.RemovedAt < w.At || w.Bullet.RemovedAt > s.Now),
		w.Bullet.Checks > 0 && !inj.Has(LodgedBullet):
		return fmt.Errorf("bullet %+v", w.Bullet)
	case w.Out && !inj.Has(Unconsciousness):
		return fmt.Errorf("out cold without the injury")
	case w.Useless && !inj.Has(Mangled) && inf.Stage != Amputated:
		return fmt.Errorf("useless, neither mangled nor amputated")
	case inf.Checked && w.Excess == 0:
		return fmt.Errorf("an infection check on a wound that is not serious")
	case inf.Stage == Amputated && (!w.Location.Extremity() || !w.Useless),
		inf.Stage == Septic && w.Location.Extremity():
		return fmt.Errorf("%s %s", w.Location, inf.Stage)
	}
	return nil
}

// validBrawling reports a Brawling wound with what only a hit or an injury
// has (rules WOD-7, GUD-10): a source wound, a grade other than its
// damage, an excess, a critical effect or injuries.
func validBrawling(w *Wound) error {
	switch {
	case w.From != -1 || w.Bleeds != 0:
		return fmt.Errorf("a brawling wound from wound %d", w.From)
	case w.Damage > MaxDamage:
		return fmt.Errorf("a brawling wound of %d, want at most %d", w.Damage, MaxDamage)
	case w.Grade != w.Damage || w.Excess != 0:
		return fmt.Errorf("grade %d, excess %d of damage %d", w.Grade, w.Excess, w.Damage)
	case !w.Effect.IsZero() || !w.Permanent.IsZero() || w.Useless || w.Out || w.OutUntil != 0 ||
		w.Severe != (Bleed{}) || w.Internal != (Bleed{}) || w.Hemorrhage != (Bleed{}) ||
		w.Bone != (Bone{}) || w.Bullet != (Lodge{}) || w.Infection != (Infection{}):
		return fmt.Errorf("a brawling wound with injuries")
	}
	return nil
}

// validInjury reports wound i, the damage of another wound's injury, that
// its source wound could not have made.
func (s *Condition) validInjury(i int) error {
	w := &s.Wounds[i]
	if w.From < 0 || w.From >= i {
		return fmt.Errorf("a %s wound from wound %d", w.Cause, w.From)
	}
	src := &s.Wounds[w.From]
	inj := src.Effect.Injuries
	switch {
	case !src.Cause.Hit():
		return fmt.Errorf("from wound %d, a %s wound", w.From, src.Cause)
	case w.Location != src.Location || w.At < src.At:
		return fmt.Errorf("from the %s wound %d of %d", src.Location, w.From, int64(src.At))
	case w.Grade != w.Damage || w.Excess != 0:
		return fmt.Errorf("grade %d, excess %d of damage %d", w.Grade, w.Excess, w.Damage)
	case !w.Effect.IsZero() || !w.Permanent.IsZero() || w.Useless || w.Out || w.OutUntil != 0 ||
		w.Severe != (Bleed{}) || w.Internal != (Bleed{}) || w.Hemorrhage != (Bleed{}) ||
		w.Bone != (Bone{}) || w.Bullet != (Lodge{}) || w.Infection != (Infection{}):
		return fmt.Errorf("a %s wound with injuries of its own", w.Cause)
	}
	switch w.Cause {
	case Bleeding:
		if (w.Bleeds != SevereBleeding && w.Bleeds != InternalBleeding && w.Bleeds != InternalHemorrhaging) || !inj.Has(w.Bleeds) {
			return fmt.Errorf("bleeds %s from wound %d (%s)", w.Bleeds, w.From, inj)
		}
		if lost := src.bleed(w.Bleeds).Lost; lost != w.Damage {
			return fmt.Errorf("%d points of %s, but wound %d lost %d to it", w.Damage, w.Bleeds, w.From, lost)
		}
	case Festering:
		if w.Bleeds != 0 || !inj.Has(LodgedBullet) {
			return fmt.Errorf("festering from wound %d (%s)", w.From, inj)
		}
	case Surgery:
		if w.Bleeds != 0 || !(inj.Has(InternalBleeding) || inj.Has(InternalHemorrhaging)) {
			return fmt.Errorf("surgery on wound %d (%s)", w.From, inj)
		}
	}
	if w.Cause != Surgery {
		for k := w.From + 1; k < i; k++ {
			if o := &s.Wounds[k]; o.From == w.From && o.Cause == w.Cause && o.Bleeds == w.Bleeds {
				return fmt.Errorf("a second %s wound of wound %d (wound %d is one)", w.Cause, w.From, k)
			}
		}
	}
	return nil
}

// validPlan reports a wound whose processes are not planned as its
// injuries say: each one due no sooner than the clock and no later than
// its rule's wait, and planned exactly while its injury runs (nothing is
// planned for a dead patient).
func (s *Condition) validPlan(w *Wound, bad func(string, ...any) error) error {
	for pr := range numProcs {
		if at := w.next.at(pr); at != never && (at < s.Now || at > s.Now+ahead[pr]) {
			return bad("%s due at %d, clock at %d", procNames[pr], int64(at), int64(s.Now))
		}
	}
	planned := func(pr proc) bool { return w.next.at(pr) != never }
	alive := !s.Dead
	b, l, inf := &w.Bone, &w.Bullet, &w.Infection
	for _, c := range [...]struct {
		pr   proc
		want bool
		at   Time // when it must be due, or never for any time
	}{
		{procKnockout, alive && w.Out && w.OutUntil == 0, w.At},
		{procBone, alive && b.Broken && b.Days == 0, w.At + Day},
		{procWake, alive && w.Out && w.OutUntil != 0, w.OutUntil},
		{procSevere, alive && w.Severe.Active && !w.Severe.Pressure, never},
		{procPressure, alive && w.Severe.Pressure, w.Severe.PressureAt + 20*Minute},
		{procInternal, alive && w.Internal.Active, never},
		{procHemorrhage, alive && w.Hemorrhage.Active, never},
		{procInfection, alive && w.Excess > 0 && !inf.Checked, w.At + Hour},
		{procCourse, alive && inf.Stage == Infected, never},
		{procIllness, alive && inf.Stage == Ill, inf.Until},
		{procSepsis, alive && inf.Stage == Septic, inf.Until},
		{procFester, alive && l.Festering, never},
		{procHeal, alive && w.Severity > 0, never},
	} {
		switch {
		case planned(c.pr) != c.want:
			return bad("%s planned %v, want %v", procNames[c.pr], planned(c.pr), c.want)
		case c.want && c.at != never && w.next.at(c.pr) != c.at:
			return bad("%s due at %d, want %d", procNames[c.pr], int64(w.next.at(c.pr)), int64(c.at))
		}
	}
	switch {
	case planned(procLodged) && (!alive || !l.Lodged), alive && l.Festering && !planned(procLodged):
		return bad("lodged bullet checks planned %v for bullet %+v", planned(procLodged), *l)
	case s.Dead && w.Out:
		return bad("a dead man out cold")
	}
	return nil
}
