package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Method is how a side tampers with a juror (rule TR-3): a Bribe is a Trade
// check, a threat (Intimidate) an Intimidation check. A Method marshals to
// JSON as its name.
type Method uint8

// The tampering methods.
const (
	Bribe Method = iota
	Intimidate
)

var methodNames = enum.New[Method]("method", "bribe", "intimidate")

// String returns "bribe" or "intimidate".
func (m Method) String() string { return methodNames.String(m) }

// skill returns the skill the method checks: Trade for a bribe,
// Intimidation for a threat (rule TR-3).
func (m Method) skill() Skill {
	if m == Intimidate {
		return Intimidation
	}
	return Trade
}

func (m Method) verb() string {
	if m == Intimidate {
		return "intimidates"
	}
	return "bribes"
}

// MarshalText encodes the method by name.
func (m Method) MarshalText() ([]byte, error) { return methodNames.Marshal(m, ErrName) }

// Attempt is one try to put a juror in a side's pocket before the trial
// (rule TR-3): which juror (0 for A … 11 for L) and how.
type Attempt struct {
	Juror  int    `json:"juror"`
	Method Method `json:"method"`
}

// tampering plays the weeks before the trial (rule TR-3), one side's
// attempts per stage, the prosecution's first. Each side's counsel names
// its attempts; each is a Trade (bribe) or Intimidation (threat) check at
// the difficulty of the juror's personality (the Rules' tampering table). A
// success puts him secretly in the side's pocket — unless he is already in
// the other side's, in which case the first bargain binds and he refuses.
// After a refusal he tells the judge on a d6 of Reports.On or more: the
// judge's severity rises by 1 (rule TRD-3), unless he was bribed by the
// side that tried; once Reports.Dismiss attempts have been reported to an
// honest judge he dismisses the jury, a new one is drawn (all Wisdoms by
// 3d6) and the rest of that side's attempts lapse. A choice the defence
// made on the dismissed jury lapses too — it leaves the trial's journal,
// having changed nothing — and he chooses again on the new one.
//
// Draws, per attempt in order: one IntN(100); after a failure, one IntN(6);
// after a dismissal, those of DrawJury.
func (t *Trial) tampering() (done bool, err error) {
	side := seatSide(t.stage)
	p, err := t.obtain(side)
	if err != nil {
		return false, err
	}
	skills := t.skills(side)
	for _, a := range p.attempts {
		if t.attempt(side, skills, a) {
			if side == Prosecution {
				t.forget(Defence, true)
			}
			break // the jury was dismissed: the rest lapse
		}
	}
	if t.stage == 0 {
		t.stage = 1
		return false, nil
	}
	t.next(PhaseOpening)
	return true, nil
}

// checkAttempts reports a tampering choice the rules forbid (rule TR-3):
// no such juror, no such method, a juror named twice or one already in the
// side's pocket. The error wraps [ErrAttempt].
func (t *Trial) checkAttempts(side Side, atts []Attempt) error {
	var seen [JurySize]bool
	for _, a := range atts {
		switch {
		case a.Juror < 0 || a.Juror >= JurySize:
			return fmt.Errorf("%w: no juror %d (want 0..%d, A..L)", ErrAttempt, a.Juror, JurySize-1)
		case a.Method > Intimidate:
			return fmt.Errorf("%w: unknown method %d for juror %s", ErrAttempt, a.Method, Letter(a.Juror))
		case seen[a.Juror]:
			return fmt.Errorf("%w: juror %s named twice", ErrAttempt, Letter(a.Juror))
		case t.board.Jurors[a.Juror].Tampered == side:
			return fmt.Errorf("%w: juror %s is already in the %v's pocket", ErrAttempt, Letter(a.Juror), side)
		}
		seen[a.Juror] = true
	}
	return nil
}

// attempt resolves one attempt and reports whether the jury was dismissed.
func (t *Trial) attempt(side Side, skills Skills, a Attempt) (dismissed bool) {
	j := &t.board.Jurors[a.Juror]
	k, n := a.Method.skill(), side.seat()
	roll := rollSkill(t.r, k, skills.Mastery(k), t.rules.tamper[j.Personality], 0)
	swayed := roll.Success && j.Tampered == Nobody
	t.counts.tried[n]++
	if e := t.push(KindTampering); e != nil {
		e.Side, e.Juror, e.Personality, e.Method, e.Roll, e.Ok = side, a.Juror, j.Personality, a.Method, roll, swayed
	}
	if swayed {
		t.counts.swayed[n]++
		j.Tampered = side
		return false
	}
	die := dice.D(t.r, 6)
	rep := t.rules.reports
	told, severity := die >= rep.On, 0
	if told {
		t.counts.reported[n]++
	}
	if told && t.judge.BribedBy != side {
		severity = 1
		t.judge.Severity = min(MaxSeverity, t.judge.Severity+1)
		t.reports++
	}
	if e := t.push(KindReport); e != nil {
		e.Side, e.Juror, e.Die, e.Need, e.Ok, e.Mod, e.Total = side, a.Juror, die, rep.On, told, severity, t.judge.Severity
	}
	if rep.Dismiss > 0 && t.reports >= rep.Dismiss && t.judge.BribedBy == Nobody {
		t.counts.dismissed++
		if e := t.push(KindDismissed); e != nil {
			e.Total = t.reports
		}
		t.reports = 0
		t.drawJury(nil)
		return true
	}
	return false
}
